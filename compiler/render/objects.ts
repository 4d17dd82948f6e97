import type { EventPattern, ObjectRef } from "../../runtime/definitions.js";
import {
  bindLastMentioned,
  isLastMentioned,
  mention,
  unnamedKey,
  type Referent,
  type RenderContext,
} from "./context.js";
import { pluralWord, possessiveOf } from "./english.js";
import { eventObjectNoun } from "./events.js";
import { filterPhrase, filterReferentNoun, ownedByYou } from "./filters.js";

/**
 * An object reference as a noun phrase, mentioning it (so that a following "it" means it):
 * "this", "target unit", "up to 2 units you control", "all units here", "it", "that unit".
 */
export function objectPhrase(ref: ObjectRef, ctx: RenderContext): string {
  switch (ref.ref) {
    case "this": {
      // "When this changes control, ready it": "it" once this was the last thing named, unless a
      // condition came between ("if you've played another card this turn, this gets …").
      const pronoun = isLastMentioned(ctx, "#this") && !ctx.state.asideSinceMention;
      mention(ctx, "#this", objectReferent(ref, ctx));
      return pronoun ? "it" : "this";
    }
    case "target":
    case "choose": {
      const count = ref.count ?? 1;
      const text = filterPhrase(ref.filter, ctx, {
        form: "count",
        count,
        upTo: ref.upTo === true,
        target: ref.ref === "target",
      });
      chosen(ref.bind, objectReferent(ref, ctx), ctx);
      return text;
    }
    case "all": {
      const text = filterPhrase(ref.filter, ctx, { form: "all" });
      chosen(ref.bind, objectReferent(ref, ctx), ctx);
      return text;
    }
    case "bound": {
      const text = boundPhrase(ref.name, ctx);
      mention(ctx, ref.name, objectReferent(ref, ctx));
      return text;
    }
    case "triggering":
      return eventObjectPhrase("#triggering", ctx.trigger, ctx);
    case "replaced":
      return eventObjectPhrase("#replaced", ctx.replaced, ctx);
    default: {
      const _exhaustive: never = ref;
      return _exhaustive;
    }
  }
}

function chosen(bind: string | undefined, referent: Referent, ctx: RenderContext): void {
  if (bind === undefined) mention(ctx, unnamedKey(ctx), referent);
  else bindLastMentioned(ctx, bind, referent);
}

/** What a later "that …" calls the object(s), and whether there may be several. */
export function objectReferent(ref: ObjectRef, ctx: RenderContext): Referent {
  switch (ref.ref) {
    case "this":
      return { noun: ctx.thisNoun, plural: false };
    case "target":
    case "choose":
    case "all": {
      const plural = ref.ref === "all" || (ref.count ?? 1) > 1;
      const noun = filterReferentNoun(ref.filter, ctx);
      return ownedByYou(ref.filter) ? { noun, plural, yours: true } : { noun, plural };
    }
    case "bound":
      return ctx.bindings.get(ref.name) ?? { noun: "object", plural: false };
    case "triggering":
      return eventReferent(ctx.trigger, ctx);
    case "replaced":
      return eventReferent(ctx.replaced, ctx);
    default: {
      const _exhaustive: never = ref;
      return _exhaustive;
    }
  }
}

/**
 * "its", "this unit's", "that unit's", "target unit's". Without `pronoun`, never "its" or "their":
 * after another object in the same phrase ("play a token at its location") a pronoun would seem to
 * mean that object.
 */
export function objectPossessive(ref: ObjectRef, ctx: RenderContext, pronoun = true): string {
  switch (ref.ref) {
    case "this":
      return pronoun && isLastMentioned(ctx, "#this") ? "its" : `this ${ctx.thisNoun}'s`;
    case "bound":
      return pronoun ? boundPossessive(ref.name, ctx) : boundNounPossessive(ref.name, ctx);
    case "triggering":
    case "replaced": {
      const pattern = ref.ref === "triggering" ? ctx.trigger : ctx.replaced;
      const subject = pattern?.subject;
      if (subject !== undefined && subject.ref !== "match") {
        return objectPossessive(subject, ctx, pronoun);
      }
      const key = ref.ref === "triggering" ? "#triggering" : "#replaced";
      if (pronoun && isLastMentioned(ctx, key)) return "its";
      return possessiveOf(eventObjectPhrase(key, pattern, ctx, pronoun), false);
    }
    case "target":
    case "choose":
    case "all":
      return possessiveOf(objectPhrase(ref, ctx), objectReferent(ref, ctx).plural);
    default: {
      const _exhaustive: never = ref;
      return _exhaustive;
    }
  }
}

/** "its", "their", "that unit's" for a bound name, without mentioning it. */
export function boundPossessive(name: string, ctx: RenderContext): string {
  const referent = ctx.bindings.get(name) ?? { noun: "object", plural: false };
  if (isLastMentioned(ctx, name)) return referent.plural ? "their" : "its";
  return possessiveOf(boundPhrase(name, ctx), referent.plural);
}

/** "that unit's", "those units'" for a bound name, never a pronoun, without mentioning it. */
export function boundNounPossessive(name: string, ctx: RenderContext): string {
  const referent = ctx.bindings.get(name) ?? { noun: "object", plural: false };
  return possessiveOf(boundPhrase(name, ctx, false), referent.plural);
}

function boundPhrase(name: string, ctx: RenderContext, pronoun = true): string {
  const referent = ctx.bindings.get(name) ?? { noun: "object", plural: false };
  if (pronoun && isLastMentioned(ctx, name)) return referent.plural ? "them" : "it";
  const that = referent.plural ? `those ${pluralWord(referent.noun)}` : `that ${referent.noun}`;
  // Two bound objects of the same kind: say which one by its name.
  const sameNoun = [...ctx.bindings.values()].filter(
    (other) => other.noun === referent.noun && other.plural === referent.plural,
  );
  return sameNoun.length > 1 ? `${that} (${name})` : that;
}

function eventObjectPhrase(
  key: "#triggering" | "#replaced",
  pattern: EventPattern | undefined,
  ctx: RenderContext,
  pronoun = true,
): string {
  const subject = pattern?.subject;
  // The event happened to this, or to a bound object: name it as such.
  if (subject !== undefined && subject.ref !== "match") return objectPhrase(subject, ctx);
  const referent = eventReferent(pattern, ctx);
  const text = pronoun && isLastMentioned(ctx, key) ? "it" : `that ${referent.noun}`;
  mention(ctx, key, referent);
  return text;
}

function eventReferent(pattern: EventPattern | undefined, ctx: RenderContext): Referent {
  if (pattern === undefined) return { noun: "object", plural: false };
  const subject = pattern.subject;
  if (subject === undefined) return { noun: eventObjectNoun(pattern.event), plural: false };
  switch (subject.ref) {
    case "this":
    case "bound":
      return objectReferent(subject, ctx);
    case "match":
      return {
        noun: filterReferentNoun(subject.filter, ctx, eventObjectNoun(pattern.event)),
        plural: false,
      };
    default: {
      const _exhaustive: never = subject;
      return _exhaustive;
    }
  }
}
