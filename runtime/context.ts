/**
 * Resolution contexts (RULES E3). Each resolution of a spell or ability gets a fresh one holding
 * what it chose, affected and named, by identity. A delayed ability copies the bindings of the
 * context that created it and reads nothing else, so two resolutions of the same text never see
 * each other's objects (RULES B1, B2), and an identity that has since become a new object finds
 * nothing (RULES O1, B4).
 */
import type { Effect } from "./definitions.js";
import type { Perspective } from "./filters.js";
import type { Choices, LastKnown, Location, ObjectId, PlayerId, TriggerInfo } from "./state.js";

export interface Context extends Perspective {
  /**
   * Whom "you" means in what resolves: the ability's controller — and no one for an uncontrolled
   * battlefield's abilities (CR 190.6.d), so "your", "friendly" and instructions that mean "you"
   * (`draw 1`, `add 1`) find nobody and are ignored.
   */
  controller: PlayerId | null;
  /**
   * The player who carries the resolution out: makes its choices and is responsible for its game
   * actions. The controller, or the turn player for an uncontrolled battlefield (CR 190.6.b).
   */
  actor: PlayerId;
  source: ObjectId | null;
  sourceName: string;
  /** The Chain item being resolved, if any. */
  item: ObjectId | null;
  choices: Choices;
  /** Prefix of the target paths of the ability being resolved (`${abilityIndex}:`). */
  targetPrefix: string;
  /** The effect whose target paths `choices` uses. */
  root: Effect;
  bindings: Record<string, ObjectId[]>;
  triggering: TriggerInfo | null;
  /** The object of the event a replacement effect is rewriting. */
  replaced: ObjectId | null;
  here: Location | null;
  /** "if you do": whether the previous instruction happened as written (RULES E2). */
  didPrevious: boolean;
  /** Replacement effects already applied to the event this context is rewriting (CR 370.2). */
  applied: string[];
  /** Set when the resolving item left the Chain (CR 359.3.e.15). */
  stopped: boolean;
  /**
   * CR 359.3.e.13: what an object this resolution moved off the board was just before, keyed by
   * the new object it became, so "its controller" and "its might" can look back at it. A Map: a
   * record made for each context gained ids new each game, a hidden class of V8's for each.
   */
  lastKnown: Map<ObjectId, LastKnown>;
  /**
   * What the source was on the board, for an ability that triggered on its leaving it (`when this
   * dies`), read once it is gone (`Perspective.sourceKnown`; CR 359.3.f.3, 323.4).
   */
  sourceKnown: LastKnown | null;
  /**
   * The objects this resolution dealt damage to, for `if this kills it` (CR 428.5.c): a kill in
   * the cleanup after it is this resolution's only where it dealt the unit damage. Null: none.
   */
  dealtTo: ObjectId[] | null;
}

/**
 * `targets`: those already chosen (a trigger's, as it triggered). Passed in rather than spread
 * over an empty one: a spread made choices of a second hidden class.
 */
export function emptyChoices(targets: Record<string, ObjectId[]> = {}): Choices {
  return {
    targets,
    playerTargets: {},
    modes: {},
    location: null,
    optionalCosts: [],
    accelerate: false,
    mayAccepted: false,
  };
}

type ContextFields = Partial<Omit<Context, "controller" | "actor">> & {
  controller: PlayerId;
  you?: PlayerId | null;
};

/**
 * `controller` is the player who carries the resolution out; `you` overrides whom "you" means
 * (null for an uncontrolled battlefield's abilities, CR 190.6.d) and defaults to that player.
 * The fields given are copied by walking their keys, not read by name: each call site passes its
 * own few, so reading all fourteen by name was a megamorphic lookup apiece, most for a field that
 * is not there (issue 6, as `emit`).
 */
export function createContext(fields: ContextFields): Context {
  const ctx: Context = {
    controller: fields.controller,
    actor: fields.controller,
    source: null,
    sourceName: "",
    item: null,
    choices: NO_CHOICES,
    targetPrefix: "",
    root: NO_ROOT,
    bindings: NO_BINDINGS,
    triggering: null,
    replaced: null,
    here: null,
    didPrevious: true,
    applied: NONE_APPLIED,
    stopped: false,
    lastKnown: new Map(),
    sourceKnown: null,
    dealtTo: null,
  };
  for (const key in fields) {
    const value = fields[key as keyof ContextFields];
    if (value === undefined) continue;
    setField(ctx, key, value);
  }
  if (ctx.choices === NO_CHOICES) ctx.choices = emptyChoices();
  if (ctx.root === NO_ROOT) ctx.root = [];
  if (ctx.bindings === NO_BINDINGS) ctx.bindings = {};
  if (ctx.applied === NONE_APPLIED) ctx.applied = [];
  return ctx;
}

/** Markers of a field not given, which `createContext` replaces with a fresh default. */
const NO_CHOICES = emptyChoices();
const NO_ROOT: Effect = [];
const NO_BINDINGS: Record<string, ObjectId[]> = {};
const NONE_APPLIED: string[] = [];

/** One field given to `createContext`: a null keeps the default, except for `you`. */
function setField(
  ctx: Context,
  key: string,
  value: NonNullable<ContextFields[keyof ContextFields]> | null,
): void {
  switch (key) {
    case "you":
      ctx.controller = value as PlayerId | null;
      return;
  }
  if (value === null) return;
  switch (key) {
    case "source":
      ctx.source = value as ObjectId;
      break;
    case "sourceName":
      ctx.sourceName = value as string;
      break;
    case "item":
      ctx.item = value as ObjectId;
      break;
    case "choices":
      ctx.choices = value as Choices;
      break;
    case "targetPrefix":
      ctx.targetPrefix = value as string;
      break;
    case "root":
      ctx.root = value as Effect;
      break;
    case "bindings":
      ctx.bindings = { ...(value as Record<string, ObjectId[]>) };
      break;
    case "triggering":
      ctx.triggering = value as TriggerInfo;
      break;
    case "replaced":
      ctx.replaced = value as ObjectId;
      break;
    case "here":
      ctx.here = value as Location;
      break;
    case "applied":
      ctx.applied = value as string[];
      break;
  }
}

/**
 * What a resolution had bound, copied for something that outlives it (a delayed ability, an
 * effect lasting "until the next time it …"): it reads only what this resolution bound (RULES E3).
 */
export function copyBindings(bindings: Record<string, ObjectId[]>): Record<string, ObjectId[]> {
  const out: Record<string, ObjectId[]> = {};
  for (const key of Object.keys(bindings)) out[key] = (bindings[key] ?? []).slice();
  return out;
}
