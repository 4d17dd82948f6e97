import type {
  BlockNode,
  CardTypeWord,
  DefinitionNode,
  NameNode,
  NamedRefNode,
  Range,
} from "../../grammar/ast.js";
import type { Findings } from "./findings.js";
import type { NameIndex } from "./names.js";
import type { Reporter } from "./reporter.js";
import type { Level, NameEntry, Resolution } from "./resolution.js";

/** What the whole unit's check shares. */
export interface UnitContext {
  report: Reporter;
  names: NameIndex;
  findings: Findings;
  /** Tags used in filters, judged once every tag an effect gives is known. */
  tagUses: NameNode[];
}

/** A bound name that was not in scope where it was used; judged when the definition is done. */
export interface FailedLookup {
  node: NamedRefNode | { name: NameNode; range: Range };
  level: Level;
  visible: string[];
}

export interface DefinitionContext extends UnitContext {
  definition: DefinitionNode;
  /** The index of the definition's one optional cost ability, or why there is none to refer to. */
  optionalCost: number | "none" | "several";
  declared: NameEntry[];
  failed: FailedLookup[];
}

/** The object whose ability is being checked, as far as it is known. */
export interface Bearer {
  type: CardTypeWord | undefined;
  objectKind: "card" | "token" | undefined;
}

export interface AbilityContext {
  def: DefinitionContext;
  bearer: Bearer;
  resolution: Resolution;
  /** Printed on the definition, not granted by an effect: only then is "the optional cost" its own. */
  printed: boolean;
  /** Triggered at the end of a turn, when `this turn` is already over (RULES S1, E4). */
  endOfTurn: boolean;
  /**
   * Carried out while the card is being played (a spell's effect, or what its optional cost
   * does), the only time the runtime knows whether the optional cost was paid.
   */
  duringPlay: boolean;
  /**
   * Text no one chooses targets for (CR 355.10.c): a replacement effect's, or what an optional
   * cost does. Set while it is checked; a delayed trigger inside still chooses its own.
   */
  untargeted?: "replacement" | "optionalCost";
  /**
   * The zone off the board the ability functions in (`while this is in your trash, …`, CR 385.2),
   * where its card has no location and is no permanent to exhaust or kill.
   */
  functionsIn?: "trash" | "hand";
  /**
   * The instructions of a spell's effect or of a triggered or activated ability, which a cleanup
   * follows as it resolves: where `if this kills it` may stand (CR 428.5.c).
   */
  effect?: BlockNode;
}
