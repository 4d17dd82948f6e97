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
  controller: PlayerId;
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
   * the new object it became, so "its controller" and "its might" can look back at it.
   */
  lastKnown: Record<ObjectId, LastKnown>;
}

export function emptyChoices(): Choices {
  return {
    targets: {},
    modes: {},
    location: null,
    optionalCosts: [],
    accelerate: false,
    mayAccepted: false,
  };
}

export function createContext(fields: Partial<Context> & { controller: PlayerId }): Context {
  return {
    controller: fields.controller,
    source: fields.source ?? null,
    sourceName: fields.sourceName ?? "",
    item: fields.item ?? null,
    choices: fields.choices ?? emptyChoices(),
    targetPrefix: fields.targetPrefix ?? "",
    root: fields.root ?? [],
    bindings: fields.bindings ? { ...fields.bindings } : {},
    triggering: fields.triggering ?? null,
    replaced: fields.replaced ?? null,
    here: fields.here ?? null,
    didPrevious: true,
    applied: fields.applied ?? [],
    stopped: false,
    lastKnown: {},
  };
}
