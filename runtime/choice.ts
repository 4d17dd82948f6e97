/**
 * Decisions are requests (DESIGN.md: "choices are requests"). The runtime never decides for a
 * player: it asks a `Chooser`, checks the answer against the request, and records it so that the
 * game replays (RULES determinism, issue 3 item 9).
 */
import type { ObjectSelector, PlayerName } from "./definitions.js";
import type { Location, ObjectId, PlayerId } from "./state.js";

/** Whether an instruction is meant to hurt its target or to help it: what a random chooser aims by. */
export type TargetStance = "harms" | "helps";

/** Something the runtime can pay with while paying a cost (CR 357.1.a, 429.3). */
export interface PaymentSource {
  object: ObjectId;
  /** Index among the object's activated abilities. */
  ability: number;
  /** What the ability adds. */
  energy: number;
  power: { domain: string; amount: number }[];
  description: string;
  /**
   * Cards its discard cost takes from the hand (an Add ability read each time, `payment.ts`), so
   * that a plan does not count one card for two sources, or the card being played.
   */
  discards?: number;
}

/**
 * What each option would add to a play's cost in Deflect (power of any domain, CR 809.1.c), by
 * position among the options, and the most the chosen ones may add together for the play to be
 * paid: a set over the budget would make the play fail, so it is not a legal choice (CR 355.16).
 */
export interface DeflectBudget {
  taxes: readonly number[];
  budget: number;
}

interface RequestBase {
  /** The player who decides. */
  player: PlayerId;
  /** A sentence for people: what is being decided and why. */
  prompt: string;
}

export type ChoiceRequest =
  /** Targets chosen as a spell or ability is played (CR 355.5). */
  | (RequestBase & {
      kind: "target";
      options: ObjectId[];
      min: number;
      max: number;
      /**
       * Whether the instruction using the target hurts or helps it, when it plainly does one or
       * the other: a random chooser aims harm at opponents and help at its own side.
       */
      stance?: TargetStance;
      /**
       * Present when some sets of the options would cost more Deflect than can be paid (CR
       * 809.1.c, 355.16): the chosen options' taxes may add up to at most the budget.
       */
      deflect?: DeflectBudget;
    })
  /** Objects chosen on resolution, or to pay a cost (not targeted). */
  | (RequestBase & { kind: "object"; options: ObjectId[]; min: number; max: number })
  | (RequestBase & { kind: "location"; options: Location[]; suggested: Location | null })
  /**
   * Pick `count` of `modes` modes (numbered from 0). `available`, when present, lists the modes
   * that can be chosen: the others' targets cannot be, and choosing them would make the play fail
   * (CR 355.16); it is absent when every mode can be chosen, or when too few can to leave a choice.
   */
  | (RequestBase & {
      kind: "mode";
      modes: number;
      count: number;
      available?: readonly number[];
      /** As a target request's: each mode's least Deflect (by mode number), and the most all may add. */
      deflect?: DeflectBudget;
    })
  | (RequestBase & {
      kind: "yesNo";
      /**
       * What the yes means: a "you may", an optional cost, Accelerate, or paying so that an
       * instruction does nothing (`counter … unless its controller pays 2`).
       */
      reason: "may" | "optionalCost" | "accelerate" | "unlessPays";
      suggested: boolean | null;
    })
  /** Which of these goes first (replacement effects, simultaneous triggers). */
  | (RequestBase & { kind: "order"; options: string[]; suggested: number })
  /** Which player, chosen as an instruction resolves (`an opponent` among several). */
  | (RequestBase & { kind: "player"; options: PlayerId[]; suggested: PlayerId })
  /**
   * A player target (`target opponent`), chosen as a spell or ability is played (CR 355.9.a);
   * answered with a `player` decision. `stance` as for an object target: whether the
   * instruction hurts (discard, burn) or helps (draw, score) the player.
   */
  | (RequestBase & { kind: "playerTarget"; options: PlayerId[]; stance?: TargetStance })
  /** Which Add abilities to use to pay a cost (CR 357.1.a); `suggested` is a plan that pays it. */
  | (RequestBase & { kind: "payment"; options: PaymentSource[]; suggested: number[] });

export type ChoiceKind = ChoiceRequest["kind"];

export type Decision =
  | { kind: "objects"; objects: ObjectId[] }
  | { kind: "location"; location: Location }
  | { kind: "modes"; modes: number[] }
  | { kind: "yes" }
  | { kind: "no" }
  | { kind: "index"; index: number }
  | { kind: "player"; player: PlayerId }
  | { kind: "payment"; sources: number[] };

/** What a chooser may ask the game while deciding. */
export interface ChoiceView {
  /** Objects named by a scenario selector (label, or card name with optional player and zone). */
  select(selector: ObjectSelector): ObjectId[];
  describe(id: ObjectId): string;
  describeLocation(location: Location): string;
  players(): readonly PlayerName[];
  /** Who controls an object or Chain item (null: no one), when the view knows. */
  controller?(id: ObjectId): PlayerId | null;
}

export interface Chooser {
  /**
   * Answer a request, or return undefined when no answer is available yet (an interactive board
   * waiting for a click): the action is then rolled back and the game reports a pending choice.
   */
  choose(request: ChoiceRequest, view: ChoiceView): Decision | undefined;
  /**
   * Called when an action is about to be committed; a message refuses the action (a strict script
   * with answers left over).
   */
  finish?(): string | null;
}

export function sameLocation(a: Location | null, b: Location | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === "base") return b.kind === "base" && a.player === b.player;
  return b.kind === "battlefield" && a.battlefield === b.battlefield;
}
