/**
 * What the checker learns about a unit, kept beside the AST rather than written into it (STYLE.md:
 * the checker does not mutate the tree). Lowering reads the tree and these tables, keyed by node.
 */
import type {
  CounterNode,
  DeckNode,
  DefinitionNode,
  DidPreviousConditionNode,
  EventNode,
  FilterNode,
  NonNode,
  MoveNode,
  Node,
  PaidConditionNode,
  PlayerNode,
  ScenarioNode,
} from "../../grammar/ast.js";

/**
 * One runtime binding (RULES E3): a name the designer wrote with `as NAME`, or one the checker
 * makes up when `it` needs to reach an object that nobody named. A made-up name contains a space,
 * so it can never collide with a designer's name (names are identifiers).
 */
export class BindSlot {
  used = false;
  name: string | undefined;

  /**
   * `follows`: the slot re-binds a name after an instruction moved its object (`banish lost`), and
   * is named only if something later reads it.
   */
  constructor(
    readonly userName: string | undefined,
    readonly follows = false,
  ) {
    this.name = follows ? undefined : userName;
  }
}

/** What a reference (`it`, `that unit`, a bound name, `there`, `at NAME`) lowers to. */
export type Handle =
  | { kind: "slot"; slot: BindSlot }
  | { kind: "this" }
  /** The object the triggering event happened to. */
  | { kind: "triggering" }
  /** The object of the event a replacement effect rewrites. */
  | { kind: "replaced" };

export type CounterDestination = "hand" | "deck" | "banishment";

export interface Findings {
  /**
   * Nodes that carry a binding in the lowered form: an instruction (binds what it produced, such as
   * the card now in Banishment, RULES B1) or an object reference (binds what it chose).
   */
  readonly binds: Map<Node, BindSlot>;
  /** What each `it`, `them`, `that …`, bound name, `there` and `at NAME` refers to. */
  readonly handles: Map<Node, Handle>;
  /** A counter whose countered card goes elsewhere than the trash (RULES F3, Abandon). */
  readonly counterDestinations: Map<CounterNode, CounterDestination>;
  /** `return it to … instead of its owner's trash`, folded into the counter before it. */
  readonly foldedMoves: Set<MoveNode>;
  /** Players in a destination that name the moved object's own owner: the runtime's default. */
  readonly defaultPlayers: Set<PlayerNode>;
  /** `if you do` first in an effect, and `if you paid the optional cost`: the optional cost's ability index. */
  readonly paidAbilities: Map<DidPreviousConditionNode | PaidConditionNode, number>;
  /** `this conquers` / `this holds` on a unit: the runtime sees its controller conquer here. */
  readonly conquestsHere: Set<EventNode>;
  /**
   * A filter's name read otherwise than as written (see `readFilterName`): a tag (`a Bird`, `a
   * Bird unit`: what has the tag, CR 133.8), or the singular of a plural (`your Birds`).
   */
  readonly filterNames: Map<FilterNode, FilterNameRead>;
  /**
   * What a `non-NAME` excludes: a tag, a card's or token's name, or both where the name is a tag
   * and also names a definition without it (`non-Sprite`: neither).
   */
  readonly nonNames: Map<NonNode, NonNameRead>;
  /** Declarations with errors (or syntax errors): lowering leaves them out. */
  readonly rejected: Set<DefinitionNode | ScenarioNode | DeckNode>;
}

/** What a filter's name was read as: a tag the objects have, or a card's or token's name. */
export interface FilterNameRead {
  tag: boolean;
  /** The tag or name itself: `Bird` for `Birds`. */
  name: string;
}

/** What `non-NAME` was read as: the tag the objects lack, the name they do not have, or both. */
export interface NonNameRead {
  tag: string | undefined;
  name: string | undefined;
}

export function emptyFindings(): Findings {
  return {
    binds: new Map(),
    handles: new Map(),
    counterDestinations: new Map(),
    foldedMoves: new Set(),
    defaultPlayers: new Set(),
    paidAbilities: new Map(),
    conquestsHere: new Set(),
    filterNames: new Map(),
    nonNames: new Map(),
    rejected: new Set(),
  };
}

/**
 * Forgets what was found about the declarations lowered so far (all but the rejected list): once
 * a declaration is lowered its findings are never read again, and keeping them would keep its tree.
 */
export function forgetLowered(findings: Findings): void {
  // Most declarations record nothing in most tables; clearing an empty one still costs.
  if (findings.binds.size > 0) findings.binds.clear();
  if (findings.handles.size > 0) findings.handles.clear();
  if (findings.counterDestinations.size > 0) findings.counterDestinations.clear();
  if (findings.foldedMoves.size > 0) findings.foldedMoves.clear();
  if (findings.defaultPlayers.size > 0) findings.defaultPlayers.clear();
  if (findings.paidAbilities.size > 0) findings.paidAbilities.clear();
  if (findings.conquestsHere.size > 0) findings.conquestsHere.clear();
  if (findings.filterNames.size > 0) findings.filterNames.clear();
  if (findings.nonNames.size > 0) findings.nonNames.clear();
}
