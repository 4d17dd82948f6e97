import type { Definition, EventPattern } from "../../runtime/definitions.js";

/** Something a later phrase can point back to with "it", "that unit" or "those cards". */
export interface Referent {
  noun: string;
  plural: boolean;
  /**
   * Known to be owned by the ability's controller, having been found in one of their non-board
   * zones (RULES G2): "put it into your trash" rather than "into its owner's trash".
   */
  yours?: boolean;
}

interface Mention {
  /** A bound name, or `#this`, `#triggering`, `#replaced`, `#<n>` for an unnamed object. */
  key: string;
  referent: Referent;
}

/**
 * What rendering one ability needs to know besides the ability itself. Pronouns are decided here:
 * a reader takes "it" to mean the object mentioned last, so a bound name renders as "it" exactly
 * when it is that object, and as "that unit" (or "that unit (name)" if that is ambiguous) otherwise.
 */
export interface RenderContext {
  /** Named token definitions, so that "play a Recruit token" can say what a Recruit is. */
  readonly tokens: ReadonlyMap<string, Definition>;
  /** The card whose ability this is; absent inside an ability granted to other objects. */
  readonly definition: Definition | undefined;
  /** What "this" is called in a possessive: "this unit's Might". */
  readonly thisNoun: string;
  /** Names bound so far in this resolution (RULES E3). */
  readonly bindings: Map<string, Referent>;
  /** The event of the trigger being rendered, for "that unit" (the object it happened to). */
  readonly trigger: EventPattern | undefined;
  /** The event a replacement rewrites. */
  readonly replaced: EventPattern | undefined;
  readonly state: {
    last: Mention | undefined;
    unnamed: number;
    /** An aside (a condition, a duration's event) was read since the last mention. */
    asideSinceMention: boolean;
  };
}

export interface AbilityContextOptions {
  tokens: ReadonlyMap<string, Definition>;
  definition?: Definition;
  thisNoun: string;
}

export function abilityContext(options: AbilityContextOptions): RenderContext {
  return {
    tokens: options.tokens,
    definition: options.definition,
    thisNoun: options.thisNoun,
    bindings: new Map(),
    trigger: undefined,
    replaced: undefined,
    state: { last: undefined, unnamed: 0, asideSinceMention: false },
  };
}

/** The same resolution seen from inside a delayed trigger or a replacement: bindings are shared. */
export function withEvent(
  ctx: RenderContext,
  event: { trigger: EventPattern } | { replaced: EventPattern },
): RenderContext {
  return { ...ctx, ...event };
}

export function mention(ctx: RenderContext, key: string, referent: Referent): void {
  ctx.state.last = { key, referent };
  ctx.state.asideSinceMention = false;
}

export function unnamedKey(ctx: RenderContext): string {
  ctx.state.unnamed += 1;
  return `#${ctx.state.unnamed}`;
}

export function isLastMentioned(ctx: RenderContext, key: string): boolean {
  return ctx.state.last?.key === key;
}

/** `as NAME` on an instruction: the object it just mentioned is now known by that name too. */
export function bindLastMentioned(ctx: RenderContext, name: string, referent?: Referent): void {
  const bound = referent ?? ctx.state.last?.referent ?? { noun: "object", plural: false };
  ctx.bindings.set(name, bound);
  mention(ctx, name, bound);
}

/**
 * Renders something that mentions objects in passing (a duration's event, a condition) without
 * changing what "it" will mean afterwards.
 */
export function aside<T>(ctx: RenderContext, render: () => T): T {
  const last = ctx.state.last;
  const result = render();
  ctx.state.last = last;
  ctx.state.asideSinceMention = true;
  return result;
}
