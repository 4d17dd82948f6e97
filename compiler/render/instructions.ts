import type {
  Amount,
  Cost,
  Effect,
  Instruction,
  ObjectRef,
  PlayerRef,
} from "../../runtime/definitions.js";
import { amountValue, mayBeSeveral, quantityOf } from "./amounts.js";
import { conditionClause } from "./conditions.js";
import {
  bindLastMentioned,
  mention,
  withEvent,
  type Referent,
  type RenderContext,
} from "./context.js";
import { costText, powerText } from "./costs.js";
import { delayedLeadIn, durationPhrase } from "./durations.js";
import { stepEvent, stepLeadIn } from "./events.js";
import { counted, joinList, numberWord, sentence } from "./english.js";
import { filterPhrase, filterReferentNoun } from "./filters.js";
import { destination, placement } from "./locations.js";
import { modificationPredicate } from "./modifications.js";
import { objectPhrase, objectPossessive, objectReferent } from "./objects.js";
import { playerDoes, playerWords, type PlayerWords } from "./players.js";
import { tokenPhrase } from "./tokens.js";

/** An effect at the top of an ability: one sentence per instruction ("Draw 2 cards."). */
export function effectSentences(effect: Effect, ctx: RenderContext): string[] {
  return effectClauses(effect, ctx).map(sentence);
}

/** The clauses of a top-level effect, before they become sentences (so a lead-in can join the first). */
export function effectClauses(effect: Effect, ctx: RenderContext): string[] {
  return effect.flatMap((instruction) => instructionClauses(instruction, ctx, "top"));
}

/** An effect inside another instruction, as one clause: "draw 1 card, then discard 1 card". */
export function effectClause(effect: Effect, ctx: RenderContext): string {
  const clauses = effect.flatMap((instruction) => instructionClauses(instruction, ctx, "nested"));
  if (clauses.length === 0) return "do nothing";
  if (clauses.length === 1) return clauses[0]!;
  return `${clauses.slice(0, -1).join(", ")}, then ${clauses[clauses.length - 1]}`;
}

/**
 * One instruction as clauses. At the top an instruction may take two sentences ("Counter target
 * spell. Return it …"); nested, it is always one clause.
 */
function instructionClauses(
  instruction: Instruction,
  ctx: RenderContext,
  level: "top" | "nested",
): string[] {
  switch (instruction.op) {
    case "banish":
    case "kill": {
      if (instruction.op === "kill" && instruction.player && instruction.target.ref === "choose") {
        // CR 411.1: "you" in the filter is each player, whose own units "their" names.
        const { controller: _their, ...own } = instruction.target.filter;
        const player = playerWords(instruction.player, ctx);
        const whose = player.you ? "your" : "their";
        return [
          playerDoes(
            player,
            "kill",
            `one of ${whose} ${filterPhrase(own, ctx, { form: "plural" })}`,
          ),
        ];
      }
      const text = `${instruction.op} ${objectPhrase(instruction.target, ctx)}`;
      if (instruction.bind !== undefined) bindLastMentioned(ctx, instruction.bind);
      return [text];
    }
    case "discard": {
      const player = playerWords(instruction.player, ctx);
      const count = instruction.count;
      if (count === "hand") {
        const text = playerDoes(player, "discard", player.you ? "your hand" : "their hand");
        bindMade(instruction.bind, cardsOf(player, true), ctx);
        return [text];
      }
      const what =
        instruction.filter === undefined
          ? quantityOf(count, "card", ctx)
          : filteredQuantity(instruction.filter, count, ctx);
      const text = playerDoes(player, "discard", what);
      bindMade(instruction.bind, cardsOf(player, mayBeSeveral(count)), ctx);
      return [text];
    }
    case "draw":
      return [
        playerDoes(
          playerWords(instruction.player, ctx),
          "draw",
          quantityOf(instruction.count, "card", ctx),
        ),
      ];
    case "move": {
      const target = objectPhrase(instruction.target, ctx);
      const moved = objectReferent(instruction.target, ctx);
      const { verb, where } = destination(instruction.to, moved, ctx);
      if (instruction.bind !== undefined) bindLastMentioned(ctx, instruction.bind);
      return [`${instruction.shuffle === true ? "shuffle" : verb} ${target} ${where}`];
    }
    case "recall":
    case "ready":
    case "exhaust":
    case "stun":
    case "buff":
    case "heal":
      return [`${instruction.op} ${objectPhrase(instruction.target, ctx)}`];
    case "deal": {
      if (instruction.amount.amount === "fixed") {
        return [
          `deal ${instruction.amount.value} damage to ${objectPhrase(instruction.target, ctx)}`,
        ];
      }
      const value = amountValue(instruction.amount, ctx);
      return [`deal damage equal to ${value} to ${objectPhrase(instruction.target, ctx)}`];
    }
    case "prevent": {
      // CR 437.1.b.1: "Prevent the next X [source] damage that would be dealt to a [unit] this turn."
      const amount = instruction.amount === "all" ? "all" : `the next ${instruction.amount}`;
      const damage = instruction.combat === true ? "combat damage" : "damage";
      const to =
        instruction.target === undefined
          ? ""
          : ` that would be dealt to ${objectPhrase(instruction.target, ctx)}`;
      return [
        withDuration(`prevent ${amount} ${damage}${to}`, durationPhrase(instruction.duration, ctx)),
      ];
    }
    case "counter": {
      const target = objectPhrase(instruction.target, ctx);
      const referent = objectReferent(instruction.target, ctx);
      const unless = instruction.unless;
      // "Counter target spell unless its controller pays 2": the player's words come after the
      // object's, so "its" reads back to it.
      const countered =
        unless === undefined
          ? `counter ${target}`
          : `counter ${target} ${unlessClause(unless, ctx)}`;
      const instead = counterDestination(instruction.destination, referent);
      if (instead === undefined) return [countered];
      return level === "top" ? [countered, instead] : [`${countered} and ${instead}`];
    }
    case "gainControl": {
      const player = playerWords(instruction.player, ctx);
      const text = playerDoes(
        player,
        "gain",
        `control of ${objectPhrase(instruction.target, ctx)}`,
      );
      const lasting = instruction.duration && durationPhrase(instruction.duration, ctx);
      // After the object, "this turn" can read as part of it ("a unit with 3 Might or less this
      // turn"); a sentence of its own can open with it instead.
      if (level === "top" && lasting !== undefined && lasting !== "") {
        return [`${lasting}, ${text}`];
      }
      return [withDuration(text, lasting)];
    }
    case "modify": {
      const subject = objectPhrase(instruction.target, ctx);
      const referent = objectReferent(instruction.target, ctx);
      const predicate = modificationPredicate(instruction.modifications, ctx, {
        verb: "get",
        plural: referent.plural,
        recipientNoun: referent.noun,
      });
      const lasting = durationPhrase(instruction.duration, ctx);
      // After a quoted ability, a duration reads as an afterthought to the quote; at the start of
      // a sentence it cannot. "Until the next time it attacks" is the exception: its "it" is the
      // object, which must be named first.
      const grants = instruction.modifications.some(
        (modification) => modification.mod === "ability",
      );
      if (level === "top" && grants && lasting !== "" && instruction.duration.until !== "nextEvent")
        return [`${lasting}, ${subject} ${predicate}`];
      return [withDuration(`${subject} ${predicate}`, lasting)];
    }
    case "setMight": {
      // As `double`'s: a possessive after a filter reads badly ("unit an opponent controls's").
      const ref = instruction.target.ref;
      const whose =
        ref === "target" || ref === "choose" || ref === "all"
          ? `the Might of ${objectPhrase(instruction.target, ctx)}`
          : `${objectPossessive(instruction.target, ctx)} Might`;
      const might = `${whose} becomes ${instruction.value}`;
      return [withDuration(might, durationPhrase(instruction.duration, ctx))];
    }
    case "double": {
      // "the Might of": a possessive after a filter reads badly ("unit you control's").
      const might = `double the Might of ${objectPhrase(instruction.target, ctx)}`;
      return [withDuration(might, durationPhrase(instruction.duration, ctx))];
    }
    case "add": {
      const parts = [
        ...(instruction.energy !== 0 || instruction.power.length === 0
          ? [`${instruction.energy} energy`]
          : []),
        ...instruction.power.map((power) =>
          power.domain === "any" ? powerText(power) : `${powerText(power)} power`,
        ),
      ];
      return [`add ${joinList(parts)}`];
    }
    case "channel":
      return [
        `channel ${quantityOf(instruction.count, "rune", ctx)}${instruction.exhausted === true ? " exhausted" : ""}`,
      ];
    case "burn": {
      const player = playerWords(instruction.player, ctx);
      const count = instruction.count;
      const cards =
        count.amount === "fixed"
          ? `the top ${count.value === 1 ? "card" : counted(count.value, "card")} of ${player.own} Main Deck`
          : `${quantityOf(count, "card", ctx)} from the top of ${player.own} Main Deck`;
      return [playerDoes(player, "put", `${cards} into ${player.own} trash`)];
    }
    case "playToken":
    case "createToken": {
      const verb = instruction.op === "playToken" ? "play" : "create";
      const parts = [
        verb,
        tokenPhrase(instruction.token, ctx, {
          count: instruction.count,
          ...(instruction.ready !== undefined ? { ready: instruction.ready } : {}),
          ...(instruction.location !== undefined
            ? { place: placement(instruction.location, ctx) }
            : {}),
        }),
      ];
      if (instruction.controller !== undefined && instruction.controller.player !== "you") {
        parts.push(`under ${playerWords(instruction.controller, ctx).possessive} control`);
      }
      bindMade(instruction.bind, { noun: "token", plural: mayBeSeveral(instruction.count) }, ctx);
      return [parts.join(" ")];
    }
    case "playCard": {
      const parts = [`play ${objectPhrase(instruction.target, ctx)}`];
      const plural = objectReferent(instruction.target, ctx).plural;
      const itsCost = plural ? "their costs" : "its cost";
      if (instruction.location !== undefined) parts.push(placement(instruction.location, ctx));
      if (instruction.cost !== undefined) {
        parts.push(`by paying ${costText(instruction.cost)} instead of ${itsCost}`);
      }
      const text = parts.join(" ");
      return [instruction.ignoreCost === true ? `${text}, ignoring ${itsCost}` : text];
    }
    case "replace": {
      const target = objectPhrase(instruction.target, ctx);
      const token = tokenPhrase(instruction.token, ctx, { count: { amount: "fixed", value: 1 } });
      return [`replace ${target} with ${token}`];
    }
    case "swapBack":
      return [`swap ${objectPhrase(instruction.target, ctx)} back`];
    case "score":
      return [
        playerDoes(
          playerWords(instruction.player, ctx),
          "score",
          counted(instruction.points, "point"),
        ),
      ];
    case "reveal":
    case "look": {
      const player = playerWords(instruction.player, ctx);
      const cards = instruction.count === 1 ? "card" : counted(instruction.count, "card");
      const what = `the top ${cards} of ${player.own} Main Deck`;
      const text = playerDoes(player, instruction.op === "look" ? "look at" : "reveal", what);
      bindMade(instruction.bind, cardsOf(player, instruction.count !== 1), ctx);
      return [text];
    }
    case "putAmong": {
      const among = objectPhrase(instruction.among, ctx);
      const upTo = instruction.upTo === true;
      const chosen =
        instruction.filter === undefined
          ? `${upTo ? "up to " : ""}${instruction.count} of ${among}`
          : `${filterPhrase(instruction.filter, ctx, { form: "count", count: instruction.count, upTo, target: false })} from among ${among}`;
      const to = placement(instruction.to, ctx);
      const rest = instruction.rest;
      if (rest === undefined) return [`put ${chosen} ${to}`];
      const order = instruction.ordered === true ? " in any order" : "";
      return [`put ${chosen} ${to} and the rest ${placement(rest, ctx)}${order}`];
    }
    case "discountNext": {
      const what = filterPhrase(instruction.filter, ctx, { form: "singular" });
      const cost = {
        energy: -instruction.energy,
        power: (instruction.power ?? []).map((p) => ({ domain: p.domain, amount: -p.amount })),
      };
      const lasting = durationPhrase(instruction.duration, ctx);
      return [
        `the next ${what} you play${lasting === "" ? "" : ` ${lasting}`} costs ${costText(cost)} less`,
      ];
    }
    case "choose": {
      const before = ctx.state.last;
      const modes = instruction.modes.map((mode) => {
        ctx.state.last = before;
        return effectClause(mode, ctx);
      });
      const list =
        modes.length <= 1
          ? (modes[0] ?? "do nothing")
          : `${modes.slice(0, -1).join("; ")}; or ${modes[modes.length - 1]}`;
      return [`choose ${numberWord(instruction.count)}: ${list}`];
    }
    case "may": {
      // "You may if …" does not parse; an instruction that opens with its own clause gets a verb.
      const opensWithClause = ["if", "forEach", "delayed", "delayedStep"].includes(
        instruction.effect[0]?.op ?? "",
      );
      const clause = effectClause(instruction.effect, ctx);
      return [`you may ${opensWithClause ? `do the following: ${clause}` : clause}`];
    }
    case "if": {
      const condition = conditionClause(instruction.condition, ctx);
      const then = `if ${condition}, ${effectClause(instruction.then, ctx)}`;
      if (instruction.else === undefined) return [then];
      const otherwise = `otherwise, ${effectClause(instruction.else, ctx)}`;
      return level === "top" ? [then, otherwise] : [`${then}; ${otherwise}`];
    }
    case "ifKills": {
      const then = `if this kills ${objectPhrase(instruction.victim, ctx)}, ${effectClause(instruction.then, ctx)}`;
      if (instruction.else === undefined) return [then];
      const otherwise = `otherwise, ${effectClause(instruction.else, ctx)}`;
      return level === "top" ? [then, otherwise] : [`${then}; ${otherwise}`];
    }
    case "forEach": {
      const distributed = eachDoes(instruction, ctx);
      if (distributed !== undefined) return [distributed];
      const each = eachPhrase(instruction.each, ctx);
      const referent = objectReferent(instruction.each, ctx);
      bindLastMentioned(ctx, instruction.bind, { noun: referent.noun, plural: false });
      return [`for ${each}, ${effectClause(instruction.effect, ctx)}`];
    }
    case "repeat": {
      const times =
        instruction.times.amount === "fixed"
          ? counted(instruction.times.value, "time")
          : `a number of times equal to ${amountValue(instruction.times, ctx)}`;
      return [`do the following ${times}: ${effectClause(instruction.effect, ctx)}`];
    }
    case "delayed": {
      const inner = withEvent(ctx, { trigger: instruction.trigger });
      const leadIn = delayedLeadIn(instruction.duration, instruction.trigger, inner);
      // The lead-in is capitalized for the start of a sentence; nested, it continues one.
      const opening = level === "top" ? leadIn : leadIn[0]!.toLowerCase() + leadIn.slice(1);
      return [`${opening}, ${effectClause(instruction.effect, inner)}`];
    }
    case "delayedStep": {
      const inner = withEvent(ctx, { trigger: stepEvent(instruction.at) });
      const leadIn = stepLeadIn(instruction.at);
      const opening = level === "top" ? leadIn : leadIn[0]!.toLowerCase() + leadIn.slice(1);
      return [`${opening}, ${effectClause(instruction.effect, inner)}`];
    }
    case "unlessPays": {
      // The instruction's words first, so that "its" in the payer reads back to its object. One
      // plain instruction repeated reads "deal 1 damage to it 2 times unless …": written "do the
      // following 2 times: …", the `unless` would seem to be inside the repetitions.
      const [only, ...rest] = instruction.effect;
      const inner = only?.op === "repeat" && rest.length === 0 ? repeatedOnce(only) : undefined;
      if (only?.op === "repeat" && inner !== undefined && only.times.amount === "fixed") {
        const times = counted(only.times.value, "time");
        return [`${effectClause([inner], ctx)} ${times} ${unlessClause(instruction, ctx)}`];
      }
      return [`${effectClause(instruction.effect, ctx)} ${unlessClause(instruction, ctx)}`];
    }
    case "pay":
      return [`pay ${costText(instruction.cost)}`];
    default: {
      const _exhaustive: never = instruction;
      return _exhaustive;
    }
  }
}

/** The one plain instruction a repetition repeats, if that is all it does. */
function repeatedOnce(repeat: Extract<Instruction, { op: "repeat" }>): Instruction | undefined {
  const [only, ...rest] = repeat.effect;
  return only !== undefined && rest.length === 0 && !COMPOUND_OPS.has(only.op) ? only : undefined;
}

/** Instructions that hold others, or a condition: their words would not end before "N times". */
const COMPOUND_OPS: ReadonlySet<Instruction["op"]> = new Set<Instruction["op"]>([
  "if",
  "forEach",
  "repeat",
  "choose",
  "delayed",
  "delayedStep",
  "unlessPays",
  "may",
]);

/** "2 Fury cards", "a unit card", "a number of Fury cards equal to …". */
function filteredQuantity(
  filter: NonNullable<Extract<Instruction, { op: "discard" }>["filter"]>,
  count: Amount,
  ctx: RenderContext,
): string {
  if (count.amount === "fixed") {
    return filterPhrase(
      filter,
      ctx,
      { form: "count", count: count.value, upTo: false, target: false },
      "card",
    );
  }
  const plural = filterPhrase(filter, ctx, { form: "plural" }, "card");
  return `a number of ${plural} equal to ${amountValue(count, ctx)}`;
}

/** Cards taken from a player's hand or Main Deck, which only ever hold what they own (RULES G2). */
function cardsOf(player: PlayerWords, plural: boolean): Referent {
  return player.you ? { noun: "card", plural, yours: true } : { noun: "card", plural };
}

/** `as NAME` on an instruction that makes or finds new objects (discarded cards, tokens). */
function bindMade(bind: string | undefined, referent: Referent, ctx: RenderContext): void {
  if (bind !== undefined) bindLastMentioned(ctx, bind, referent);
  else mention(ctx, "#made", referent);
}

/** Where a countered card goes instead of its owner's trash (RULES C3, F3). */
function counterDestination(
  destination: Extract<Instruction, { op: "counter" }>["destination"],
  referent: Referent,
): string | undefined {
  const it = referent.plural ? "them" : "it";
  const owners = referent.plural ? "their owners'" : "its owner's";
  const trashes = referent.plural ? "trashes" : "trash";
  switch (destination) {
    case undefined:
    case "trash":
      return undefined;
    case "hand":
      return `return ${it} to ${owners} ${referent.plural ? "hands" : "hand"} instead of ${owners} ${trashes}`;
    case "deck":
      return `put ${it} into ${owners} Main ${referent.plural ? "Decks" : "Deck"} instead of ${owners} ${trashes}`;
    case "banishment":
      return `banish ${it} instead of putting ${it} into ${owners} ${trashes}`;
    default: {
      const _exhaustive: never = destination;
      return _exhaustive;
    }
  }
}

/**
 * "Each unit you control gets +1 Might this turn." for "for each unit you control, it gets …": a
 * change to each object in turn is the same as a change to each of them. Only when the one
 * instruction is that change and names the object nowhere else, so that no "it" is lost.
 */
function eachDoes(
  instruction: Extract<Instruction, { op: "forEach" }>,
  ctx: RenderContext,
): string | undefined {
  const [only, ...others] = instruction.effect;
  if (instruction.each.ref !== "all" || only === undefined || others.length > 0) return undefined;
  if (only.op !== "modify" || only.target.ref !== "bound") return undefined;
  if (only.target.name !== instruction.bind) return undefined;
  const { target: _target, ...rest } = only;
  if (namesBound(rest, instruction.bind)) return undefined;
  const subject = eachPhrase(instruction.each, ctx);
  bindLastMentioned(ctx, instruction.bind, {
    noun: filterReferentNoun(instruction.each.filter, ctx),
    plural: false,
  });
  const predicate = modificationPredicate(only.modifications, ctx, {
    verb: "get",
    plural: false,
    recipientNoun: filterReferentNoun(instruction.each.filter, ctx),
  });
  return withDuration(`${subject} ${predicate}`, durationPhrase(only.duration, ctx));
}

/**
 * Whether plain definition data mentions a bound name: as an object (`{ ref: "bound" }`) or as a
 * location (`{ at: "there" }`). Walks the data generically, so a construct added to the contract
 * that can hold a bound name is covered without a case here.
 */
function namesBound(data: unknown, name: string): boolean {
  if (Array.isArray(data)) return data.some((item) => namesBound(item, name));
  if (typeof data !== "object" || data === null) return false;
  const record = data as Record<string, unknown>;
  if (record["name"] === name && (record["ref"] === "bound" || record["at"] === "there")) {
    return true;
  }
  return Object.values(record).some((value) => namesBound(value, name));
}

/** "each unit you control", "each of 2 target units", "each of them". */
function eachPhrase(each: ObjectRef, ctx: RenderContext): string {
  if (each.ref === "all") {
    const text = filterPhrase(each.filter, ctx, { form: "each" });
    const noun = filterReferentNoun(each.filter, ctx);
    if (each.bind !== undefined) ctx.bindings.set(each.bind, { noun, plural: true });
    mention(ctx, "#each", { noun, plural: false });
    return text;
  }
  return `each of ${objectPhrase(each, ctx)}`;
}

function withDuration(text: string, duration: string | undefined): string {
  return duration === undefined || duration === "" ? text : `${text} ${duration}`;
}

/** "unless you pay 1", "unless its controller pays 2". */
function unlessClause(unless: { player: PlayerRef; cost: Cost }, ctx: RenderContext): string {
  const player = playerWords(unless.player, ctx);
  const pays = player.you ? "you pay" : `${player.subject} ${player.plural ? "pay" : "pays"}`;
  return `unless ${pays} ${costText(unless.cost)}`;
}
