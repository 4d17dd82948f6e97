/**
 * Checking instructions in order, as one resolution carries them out (RULES E3): what each acts
 * on becomes a referent for `it`, names bound with `as` become visible to what follows, and
 * `if you do` must follow something that can fail.
 */
import type {
  AmountNode,
  BlockNode,
  CardTypeWord,
  CounterNode,
  InstructionNode,
  MayNode,
  MoveNode,
  NameNode,
  NextCostNode,
  ObjectRefNode,
  PayNode,
  PlaceNode,
  PlayerNode,
  PutAmongNode,
  StatusChangeNode,
  ThisKillsConditionNode,
  Range,
  UnlessPaysNode,
  WrittenTypeNode,
  ZoneWord,
} from "../../grammar/ast.js";
import type { AbilityContext, Bearer } from "./context.js";
import { declareName } from "./declare.js";
import {
  checkCondition,
  checkDuration,
  checkEvent,
  checkPaid,
  checkPhaseTrigger,
  mentionEventObject,
} from "./events.js";
import type { BindSlot, Handle } from "./findings.js";
import { checkCost, checkModifications } from "./modifications.js";
import { nameText } from "./names.js";
import { nameRangeOf } from "../symbols.js";
import {
  checkAmount,
  checkFilter,
  checkObjectRef,
  checkPlace,
  checkPlayer,
  describeFilter,
  filterShape,
  type RefMeaning,
  type SelfObject,
} from "./references.js";
import { makeReferent, type Level, type ReferentShape } from "./resolution.js";
import { zoneWords } from "./words.js";

/**
 * What comes before a block: for a spell's effect, the play that may have paid its optional cost
 * (so `if you do` first in it asks about that cost, CR 357); otherwise nothing `if you do` can ask about.
 */
export type BlockStart = "spell" | "nested";

export function checkBlock(
  ax: AbilityContext,
  level: Level,
  block: BlockNode,
  start: BlockStart,
): void {
  const instructions = block.instructions;
  for (let i = 0; i < instructions.length; i++) {
    // Never index -1: an out-of-bounds read sends every later read of the array down a slow path.
    const previous = i > 0 ? instructions[i - 1] : undefined;
    const ins = instructions[i]!;
    checkInstruction(ax, level, ins, previous, i === 0 ? start : undefined);
    if (
      i + 1 < instructions.length &&
      ins.kind === "If" &&
      ins.condition.kind === "ThisKillsCondition"
    ) {
      // CR 428.5.c: what follows would be done before the cleanup the `if` waits for.
      ax.def.report.error(
        instructions[i + 1]!.range,
        "RS2084",
        "`if this kills it` waits for the cleanup after the effect, so nothing of the effect comes after it: put this before the `deal`, or in what the `if` does",
        [{ range: ins.range, message: "the `if this kills it`" }],
      );
    }
  }
}

/**
 * `deal` instructions whose object is one object (a target, `it`, `this`), not several: what
 * `if this kills it` after one asks about (CR 428.5.c).
 */
const DEALS_TO_ONE = new WeakSet<InstructionNode>();

/**
 * `deal 3 to target unit. If this kills it, draw 1.` (CR 428.5.c): the unit dies in the cleanup
 * after the effect, so the `if` waits for it: right after a `deal` to one object (RS2082), at
 * the top of a spell's effect or of a triggered or activated ability (RS2083), and last there
 * (what follows it is RS2084, `checkBlock`); the grammar reads it only as an effect's `if`. A
 * replacement's or an optional cost's instructions are done within another event, with no cleanup
 * of their own after them.
 */
function checkThisKills(
  ax: AbilityContext,
  level: Level,
  ins: InstructionNode & { kind: "If" },
  condition: ThisKillsConditionNode,
  previous: InstructionNode | undefined,
): void {
  const report = ax.def.report;
  if (ax.effect === undefined || !ax.effect.instructions.includes(ins)) {
    report.error(
      condition.range,
      "RS2083",
      "`if this kills it` waits for the cleanup after the effect, so it stands at the top of a spell's effect or of a triggered or activated ability — not inside another `if`, `you may`, `for each` or a delayed trigger, nor in a replacement or an additional cost",
    );
    return;
  }
  const dealt = previous?.kind === "UnlessPays" ? previous.instruction : previous;
  if (dealt === undefined || !DEALS_TO_ONE.has(dealt)) {
    report.error(
      condition.range,
      "RS2082",
      dealt?.kind === "Deal"
        ? "`if this kills it` asks about the one unit the instruction before it dealt damage to, and this `deal` names several: deal damage to one (`deal 3 to target unit`)"
        : `\`if this kills it\` asks whether the damage the instruction before it dealt killed the unit (CR 428.5.c), and ${dealt === undefined ? "nothing comes before it" : `\`${instructionWord(dealt)}\` deals none`}: write it right after the damage, \`deal 3 to target unit. If this kills it, draw 1.\``,
      dealt === undefined ? [] : [{ range: dealt.range, message: "the instruction before it" }],
    );
    return;
  }
  checkObjectRef(ax, level, condition.victim, "condition");
}

function checkInstruction(
  ax: AbilityContext,
  level: Level,
  ins: InstructionNode,
  previous: InstructionNode | undefined,
  start: BlockStart | undefined,
): void {
  const report = ax.def.report;
  switch (ins.kind) {
    case "Banish":
    case "Kill":
      if (ins.kind === "Kill" && ins.player) {
        checkOwnKill(ax, level, ins.player, ins.target);
        return;
      }
      act(ax, level, ins, ins.target, "instruction");
      return;
    case "Discard": {
      if (ins.player) checkPlayer(ax, level, ins.player, "ref");
      if (ins.count !== "hand") checkAmount(ax, level, ins.count);
      if (ins.filter) {
        if (ins.filter.objectKind === "token") {
          report.error(
            ins.filter.range,
            "RS2005",
            "a hand never holds a token (RULES T7), so this never matches",
          );
        }
        checkFilter(ax, level, ins.filter);
      }
      const shape: ReferentShape = {
        types: ins.filter?.types ?? [],
        objectKind: "card",
        plural: ins.count === "hand" || !isOne(ins.count),
        located: false,
      };
      introduce(
        ax,
        level,
        ins,
        shape,
        ins.bind,
        ins.range,
        ins.filter ? `the discarded ${describeFilter(ins.filter)}` : "the discarded card",
      );
      return;
    }
    case "Draw":
      if (ins.player) checkPlayer(ax, level, ins.player, "ref");
      checkAmount(ax, level, ins.count);
      return;
    case "Move": {
      const counter = previous?.kind === "Counter" && ins.insteadOf ? previous : undefined;
      const usedBefore = counter ? (counteredSlot(ax, counter)?.used ?? false) : false;
      const meaning = checkObjectRef(ax, level, ins.target, "act");
      const self = selfObject(ax, ins.target, meaning);
      checkPlace(ax, level, ins.to, self);
      if (ins.verb === "shuffle") checkShuffledInto(ax, ins.to);
      checkDestinationType(ax, meaning, ins.to, ins.verb, ins.to.range);
      if (ins.insteadOf) checkInsteadOf(ax, level, ins, previous, self);
      if (ax.def.findings.foldedMoves.has(ins)) {
        // Folded into the counter: the countered card needs no name for this move.
        const slot = counter ? counteredSlot(ax, counter) : undefined;
        if (slot) slot.used = usedBefore;
        return;
      }
      record(ax, level, ins, ins.target, meaning, "instruction");
      return;
    }
    case "Recall": {
      const meaning = act(ax, level, ins, ins.target, "ref");
      checkDestinationType(ax, meaning, undefined, "recall", ins.range);
      return;
    }
    case "StatusChange": {
      const meaning = act(ax, level, ins, ins.target, "ref");
      const only = UNIT_ONLY_STATUS[ins.change];
      if (only) requireUnit(ax, meaning, ins.target.range, only);
      return;
    }
    case "Counter":
      act(ax, level, ins, ins.target, "ref");
      if (ins.payer) checkPayer(ax, level, ins.payer);
      if (ins.cost) checkCost(report, ins.cost, "this cost");
      return;
    case "SwapBack":
      act(ax, level, ins, ins.target, "ref");
      return;
    case "Deal": {
      checkAmount(ax, level, ins.amount);
      const meaning = act(ax, level, ins, ins.target, "ref");
      if (meaning !== undefined && !meaning.shape.plural) DEALS_TO_ONE.add(ins);
      requireUnit(ax, meaning, ins.target.range, "only units are dealt damage (CR 417.1)");
      return;
    }
    case "SetMight":
      requireUnit(
        ax,
        act(ax, level, ins, ins.target, "ref"),
        ins.target.range,
        "only units have Might to set (CR 477.1.a.1)",
      );
      if (ins.duration) checkDuration(ax, level, ins.duration);
      return;
    case "Prevent": {
      if (ins.amount === 0) {
        report.error(
          ins.range,
          "RS2018",
          "preventing the next 0 damage changes nothing; prevent the next 1 or more, or `all`",
        );
      }
      if (ins.target) {
        const types = act(ax, level, ins, ins.target, "ref")?.shape.types ?? [];
        if (types.length > 0 && !types.includes("unit")) {
          report.error(
            ins.target.range,
            "RS2023",
            `only units are dealt damage (CR 417.1), so a prevention protects units; this is always ${types.map((type) => `a ${type}`).join(" or ")}`,
          );
        }
      }
      checkDuration(ax, level, ins.duration);
      return;
    }
    case "GainControl":
      if (ins.player) checkPlayer(ax, level, ins.player, "ref");
      act(ax, level, ins, ins.target, "ref");
      if (ins.duration) checkDuration(ax, level, ins.duration);
      return;
    case "Give": {
      const meaning = act(ax, level, ins, ins.target, "ref");
      checkModifications(ax, level, ins.modifications, bearerOf(meaning?.shape));
      if (ins.duration) checkDuration(ax, level, ins.duration);
      return;
    }
    case "Double":
      requireUnit(
        ax,
        act(ax, level, ins, ins.target, "ref"),
        ins.target.range,
        "only units have Might to double (CR 432.1)",
      );
      if (ins.duration) checkDuration(ax, level, ins.duration);
      return;
    case "PlayCard": {
      const meaning = act(ax, level, ins, ins.target, "ref");
      // `play a Wisp Spirit token` is a token's name left unquoted, refused as such (RS2003):
      // the designer meant to make a token, not to play one from a zone.
      // `play 2 Recruit`, `play a ready Bird`: a token's name alone (even one that is also a
      // tag, CR 133.8), where making the token was surely meant. With a zone (`play a Bird from
      // your trash`) cards were meant: a bare name that is a tag is what has the tag there, as in
      // `play a Bird unit from your trash`; a name that is only a token's is RS2004 above.
      const made = tokenMadeByName(ins.target);
      const namesToken =
        made !== undefined &&
        "filter" in ins.target &&
        ins.target.filter.zone === undefined &&
        ax.def.names.symbols.definitions.get(ins.target.filter.name!.text)?.definitionKind ===
          "token";
      if ((meaning?.shape.objectKind === "token" || namesToken) && !isUnquotedWords(ins.target)) {
        report.error(
          ins.target.range,
          "RS2004",
          `only cards are played from a zone; a token there has ceased to exist (RULES T7)${made ? `; a token is made by its name and \`token\`: \`play ${made}\`` : ""}`,
        );
      }
      if (ins.cost) checkCost(report, ins.cost, "this cost");
      return;
    }
    case "Replace": {
      const type = checkTokenName(ax, ins.token, ins.writtenType);
      const meaning = act(ax, level, ins, ins.target, "ref", ins.bind);
      // A card named as the token is RS2004 already; where it could stand is not asked then.
      const isToken = ax.def.names.definition(ins.token.text)?.definitionKind === "token";
      if (type !== undefined && isToken) checkReplacedSpace(ax, meaning, type, ins.token);
      checkModifications(ax, level, ins.changes, { type, objectKind: "token" });
      return;
    }
    case "Add":
      checkCost(report, ins.resources, "what is added");
      if (ins.resources.terms.every((term) => term.amount === 0)) {
        report.error(ins.resources.range, "RS2018", "adding nothing does nothing; add at least 1");
      }
      return;
    case "Channel":
    case "Burn":
      if (ins.kind === "Burn" && ins.player) checkPlayer(ax, level, ins.player, "ref");
      checkAmount(ax, level, ins.count);
      return;
    case "MakeToken": {
      checkAmount(ax, level, ins.count);
      checkRepetitions(ax, level, ins.count, (n) => `\`${ins.mode} ${n} tokens\``);
      const type = checkTokenName(ax, ins.token, ins.writtenType);
      if (ins.readiness && type !== undefined && type !== "unit") {
        report.error(
          ins.range,
          "RS2020",
          `only unit tokens enter ready or exhausted (RULES T3); ${nameText(ins.token)} is a ${type}`,
        );
      }
      if (ins.location) {
        checkPlace(ax, level, ins.location);
        if (type !== undefined) checkTokenPlace(ax, type, ins.location, ins.mode, ins.token);
      }
      if (ins.controller) checkPlayer(ax, level, ins.controller, "ref");
      checkModifications(ax, level, ins.changes, { type, objectKind: "token" });
      const shape: ReferentShape = {
        types: type ? [type] : [],
        objectKind: "token",
        plural: !isOne(ins.count),
        located: type !== "spell",
      };
      introduce(ax, level, ins, shape, ins.bind, ins.range, `the ${ins.token.text} token`);
      return;
    }
    case "Score":
      if (ins.player) checkPlayer(ax, level, ins.player, "ref");
      if (ins.points < 1) report.error(ins.range, "RS2018", "score at least 1 point");
      return;
    case "Reveal": {
      checkPlayer(ax, level, ins.player, "ref");
      if (ins.count < 1) report.error(ins.range, "RS2018", `${ins.mode} at least the top card`);
      const shape: ReferentShape = {
        types: [],
        objectKind: "card",
        plural: ins.count > 1,
        located: false,
      };
      introduce(
        ax,
        level,
        ins,
        shape,
        ins.bind,
        ins.range,
        ins.count > 1 ? `the top ${ins.count} cards` : "the top card",
      );
      return;
    }
    case "ChooseModes":
      if (ins.count < 1 || ins.count > ins.modes.length) {
        report.error(
          ins.range,
          "RS2018",
          `choose from 1 to ${ins.modes.length} of the ${ins.modes.length} modes, not ${ins.count}`,
        );
      }
      for (const mode of ins.modes) checkBlock(ax, level.child("block"), mode, "nested");
      return;
    case "May":
      if (ins.player.who !== "you") {
        report.error(
          ins.player.range,
          "RS2027",
          "the runtime asks only the ability's controller; write `you may`",
        );
      }
      if (offeredPayment(ins)) {
        checkCost(report, (ins.body.instructions[0] as PayNode).cost, "the payment");
        return;
      }
      for (const inner of ins.body.instructions) {
        if (inner.kind === "Pay") PAYMENTS_UNDER_MAY.add(inner);
      }
      // What is done under `you may` stays mentioned after it: `you may banish it; if you do, …`.
      checkBlock(ax, level, ins.body, "nested");
      return;
    case "If": {
      if (ins.condition.kind === "ThisKillsCondition")
        checkThisKills(ax, level, ins, ins.condition, previous);
      const didPrevious = checkCondition(ax, level, ins.condition, "if");
      for (const condition of didPrevious) {
        if (start === "spell") checkPaid(ax, condition);
        else if (start === "nested" || !previous) {
          report.error(
            condition.range,
            "RS2014",
            "`if you do` asks whether the instruction before it happened, and nothing comes before it here",
          );
        } else if (!canFail(previous)) {
          report.error(
            condition.range,
            "RS2014",
            `\`if you do\` asks whether the instruction before it happened, and \`${instructionWord(previous)}\` always does; use a plain instruction, or \`you may\``,
            [{ range: previous.range, message: "the instruction before it" }],
          );
        }
      }
      checkBlock(ax, level.child("block"), ins.then, "nested");
      if (ins.else) checkBlock(ax, level.child("block"), ins.else, "nested");
      return;
    }
    case "ForEach": {
      checkFilter(ax, level, ins.each);
      const body = level.child("forEach");
      const slot = ax.resolution.newSlot(ins.bind?.text);
      // The runtime's `for each` always binds the current object.
      slot.used = true;
      ax.def.findings.binds.set(ins, slot);
      const referent = makeReferent(
        filterShape(ax, ins.each, false),
        { kind: "slot", slot },
        ins,
        ins.each.range,
        `each ${describeFilter(ins.each)}`,
      );
      body.referents.push(referent);
      if (ins.bind) declareName(ax, body, ins.bind, referent.handle, referent);
      checkBlock(ax, body, ins.body, "nested");
      return;
    }
    case "Repeat": {
      checkAmount(ax, level, ins.times);
      const body = level.child("block");
      const times = checkRepetitions(ax, level, ins.times, (n) => `\`do this ${n} times\``);
      repeatFactors.set(body, times);
      checkBlock(ax, body, ins.body, "nested");
      liftTargets(level, body);
      return;
    }
    case "Delayed": {
      checkDuration(ax, level, ins.duration);
      const body = level.child("delayed");
      const object = checkEvent(ax, level, ins.trigger, "delayed");
      body.trigger = { subject: object?.shape };
      mentionEventObject(ax, body, ins.trigger, object, "triggering");
      checkBlock(ax, body, ins.body, "nested");
      return;
    }
    case "DelayedStep": {
      checkPhaseTrigger(ax, ins.moment, "delayed");
      const body = level.child("delayed");
      body.trigger = { subject: undefined };
      // What it does happens at that moment: at a turn's end, `this turn` is already ending.
      const endOfTurn = ax.endOfTurn;
      ax.endOfTurn = ins.moment.edge === "end";
      checkBlock(ax, body, ins.body, "nested");
      ax.endOfTurn = endOfTurn;
      return;
    }
    case "PutAmong":
      checkPutAmong(ax, level, ins);
      return;
    case "NextCost":
      checkNextCost(ax, level, ins);
      return;
    case "UnlessPays":
      checkInstruction(ax, level, ins.instruction, previous, start);
      // Reported, `its` needs no referent: after `… twice` it would have none (RS2012) as well.
      if (!checkPayerKnown(ax, ins)) checkPayer(ax, level, ins.payer);
      checkCost(report, ins.cost, "this cost");
      return;
    case "Pay":
      // Reached only where it is not the whole of a `you may` (which takes it above).
      report.error(
        ins.range,
        "RS2059",
        PAYMENTS_UNDER_MAY.has(ins)
          ? "a payment is offered alone and what it buys follows it: write `you may pay 1. If you do, draw 1` (CR 357)"
          : "an ability never demands a payment as it resolves, it offers one: write `you may pay 1. If you do, draw 1` (CR 357), or pay it as a cost: `pay 1: draw 1`, `as you play this, you may pay 1: draw 1`",
      );
      checkCost(report, ins.cost, "the payment");
      return;
    case "Error":
      return;
    default: {
      const _exhaustive: never = ins;
      return _exhaustive;
    }
  }
}

/**
 * `each player kills one of their units` (CR 411.1): each player chooses among their own, so the
 * filter names no controller, and what it names is killed (units and gear, CR 428.1). What is
 * killed differs for each player, so nothing after it is `it`.
 */
function checkOwnKill(
  ax: AbilityContext,
  level: Level,
  player: PlayerNode,
  target: ObjectRefNode,
): void {
  const report = ax.def.report;
  checkPlayer(ax, level, player, "ref");
  if (target.kind !== "ChooseRef") return;
  const filter = target.filter;
  checkFilter(ax, level, filter);
  if (filter.controller !== undefined) {
    report.error(
      filter.range,
      "RS2061",
      "`their` already says whose: each player chooses among what they control — write `each player kills one of their units`",
    );
  }
  const never = filter.types.filter((type) => type !== "unit" && type !== "gear");
  if (never.length > 0 && never.length === filter.types.length) {
    report.error(
      filter.range,
      "RS2061",
      `only units and gear on the board are killed (CR 428.1), never a ${never.join(" or ")}: write \`each player kills one of their units\``,
    );
  }
}

/** `you may pay 1 and draw 1`: a payment under `you may` with something else beside it. */
const PAYMENTS_UNDER_MAY = new WeakSet<PayNode>();

/**
 * `you may pay 1`: a payment offered as the ability resolves (CR 357) — only ever the whole of the
 * `you may`, so that declining and being unable to pay are the one same answer, and what paying
 * buys is said after it with `if you do`.
 */
function offeredPayment(ins: MayNode): boolean {
  return ins.body.instructions.length === 1 && ins.body.instructions[0]!.kind === "Pay";
}

/**
 * A target is chosen once, as the ability is played (CR 357), however often the body repeats, so
 * it is the same object after the repetitions: `deal 1 to target unit twice unless its controller
 * pays 1`. What the body chooses or makes as it resolves differs each time and stays inside.
 */
function liftTargets(level: Level, body: Level): void {
  for (const referent of body.referents) {
    if (referent.bindAt?.kind === "TargetRef") level.referents.push(referent);
  }
}

/**
 * The most times one resolution may repeat an instruction, or make tokens: the runtime carries out
 * every repetition (and journals it) within one step, so `do this 1000000000 times` would hang it or
 * exhaust its memory long before the game could go on.
 */
export const MAX_REPETITIONS = 1000;

/** Card types that can be in each zone, as a scenario's setup allows them (RULES G1). */
const DESTINATION_TYPES: Readonly<Partial<Record<ZoneWord, readonly CardTypeWord[]>>> = {
  hand: ["unit", "gear", "spell"],
  deck: ["unit", "gear", "spell"],
  base: ["unit", "gear"],
  runeDeck: ["rune"],
};
/** What can stand at a battlefield. */
const LOCATED_TYPES: readonly CardTypeWord[] = ["unit", "gear"];

/**
 * RS2038 when nothing the instruction can act on may go where it sends it: the runtime would carry
 * a battlefield into a hand or a legend to a base, a state no rule lets the game reach.
 * `recall` (no place) moves to its controller's base.
 */
function checkDestinationType(
  ax: AbilityContext,
  meaning: RefMeaning | undefined,
  to: PlaceNode | undefined,
  verb: string,
  range: Range,
): void {
  const types = meaning?.shape.types ?? [];
  if (types.length === 0) return;
  let allowed: readonly CardTypeWord[] | undefined;
  let where: string;
  if (!to || to.place === "base") {
    allowed = DESTINATION_TYPES.base;
    where = "a base";
  } else if (to.place === "zone" && to.zone) {
    allowed = DESTINATION_TYPES[to.zone];
    where = `a ${zoneWords(to.zone)}`;
  } else if (
    to.place === "here" ||
    to.place === "there" ||
    to.place === "battlefield" ||
    to.place === "sameLocationAs"
  ) {
    allowed = LOCATED_TYPES;
    where = "a battlefield";
  } else {
    return;
  }
  if (!allowed || types.some((type) => allowed.includes(type))) return;
  const written = types.length === 1 ? `a ${types[0]}` : types.map((t) => `a ${t}`).join(" or ");
  ax.def.report.error(
    range,
    "RS2038",
    `\`${verb}\` sends ${written} to ${where}, where ${written} can never be; only ${listTypes(allowed)} can`,
  );
}

/**
 * RS2046: `unless … pays` asks one player, as it resolves, whether to pay (CR 425): not `each
 * player`, and not `a player`, whom nothing chooses.
 */
function checkPayer(ax: AbilityContext, level: Level, payer: PlayerNode): void {
  if (payer.who === "each" || payer.who === "eachOpponent" || payer.who === "any") {
    ax.def.report.error(
      payer.range,
      "RS2046",
      "one player decides whether to pay; name that player: `unless its controller pays 2`, `unless you pay 1`, `unless an opponent pays 1`",
    );
    return;
  }
  checkPlayer(ax, level, payer, "ref");
}

/**
 * RS2047: the player who may pay is asked before the instruction is carried out (CR 357), so
 * `its controller` can read a target, chosen as it was played, but not what the instruction
 * itself would choose as it resolves.
 */
function checkPayerKnown(ax: AbilityContext, ins: UnlessPaysNode): boolean {
  const object = ins.payer.object;
  let inner = ins.instruction;
  // `deal 1 to a unit twice unless …`: the one instruction repeated is what `its` would read.
  while (inner.kind === "Repeat" && inner.body.instructions.length === 1) {
    inner = inner.body.instructions[0]!;
  }
  // `all units` is no referent of `its` (RS2012 says so), so only a choice is left to tell of.
  if (object?.kind !== "ItRef" || !("target" in inner) || inner.target?.kind !== "ChooseRef") {
    return false;
  }
  ax.def.report.error(
    ins.payer.range,
    "RS2047",
    "the player who may pay is asked before anything is chosen as it resolves; make it a target (`target unit`), or name the player (`unless an opponent pays 1`)",
    [{ range: inner.target.range, message: "what `its` reads" }],
  );
  return true;
}

/**
 * RS2045: `shuffle` puts the object into a Main Deck and shuffles that deck, so the place is a
 * deck and no end of it (the order is random after, CR 108.4.d).
 */
function checkShuffledInto(ax: AbilityContext, to: PlaceNode): void {
  if (to.place === "zone" && to.zone === "deck" && to.position === undefined) return;
  const why =
    to.place === "zone" && to.zone === "deck"
      ? "a shuffled deck has no top or bottom to put it on; write `its owner's deck`, or `put … on the top of its owner's deck` to keep the order"
      : "only a Main Deck is shuffled; write `shuffle … into its owner's deck`, or `move`/`put` to send it elsewhere";
  ax.def.report.error(to.range, "RS2045", `\`shuffle\` puts what it names into a deck: ${why}`);
}

/** The kind of space an object of a type occupies on the board: gear stands where units do. */
function spaceOf(type: CardTypeWord): CardTypeWord {
  return type === "gear" ? "unit" : type;
}

/**
 * RS2038 when the token can never stand in the place of what is replaced (CR 438.1): a battlefield
 * token for a unit, a unit token for a battlefield. The runtime would make nothing there.
 */
function checkReplacedSpace(
  ax: AbilityContext,
  meaning: RefMeaning | undefined,
  token: CardTypeWord,
  name: NameNode,
): void {
  const types = meaning?.shape.types ?? [];
  if (types.length === 0 || types.some((type) => spaceOf(type) === spaceOf(token))) return;
  const written = types.length === 1 ? `a ${types[0]}` : types.map((t) => `a ${t}`).join(" or ");
  const fits = ALL_SPACES.filter((type) => spaceOf(type) === spaceOf(token));
  ax.def.report.error(
    name.range,
    "RS2038",
    `\`replace\` puts ${nameText(name)}, a ${token} token, in the place of ${written}, where a ${token} can never be; it can replace only ${listTypes(fits)}`,
  );
}

const ALL_SPACES: readonly CardTypeWord[] = ["unit", "gear", "rune", "legend", "battlefield"];

/**
 * RS2038 when a token is made at a board location where its type can never be (RULES T2, CR
 * 439.2): only units and gear stand at a location, and a rune among its base's runes; a
 * battlefield, legend or spell token made there would be nothing, and the runtime makes none.
 */
function checkTokenPlace(
  ax: AbilityContext,
  type: CardTypeWord,
  place: PlaceNode,
  mode: string,
  name: NameNode,
): void {
  const atBase = place.place === "base";
  if (!atBase && !LOCATION_PLACES.has(place.place)) return;
  const allowed: readonly CardTypeWord[] = atBase ? [...LOCATED_TYPES, "rune"] : LOCATED_TYPES;
  if (allowed.includes(type)) return;
  ax.def.report.error(
    place.range,
    "RS2038",
    `\`${mode}\` makes ${nameText(name)}, a ${type} token, at ${atBase ? "a base" : "a battlefield"}, where a ${type} can never be; only ${listTypes(allowed)} can`,
  );
}

/** The places that are a base or a battlefield as a location. */
const LOCATION_PLACES: ReadonlySet<PlaceNode["place"]> = new Set<PlaceNode["place"]>([
  "here",
  "there",
  "battlefield",
  "sameLocationAs",
]);

/** The changes of status only a unit can have, and the rule that says so. */
const UNIT_ONLY_STATUS: Readonly<Partial<Record<StatusChangeNode["change"], string>>> = {
  stun: "only units are stunned (CR 423.1)",
  buff: "only units are buffed (CR 426.1)",
  heal: "only units are healed (CR 418.1)",
};

/**
 * RS2023 for an instruction that only a unit can undergo (`deal 3 to target gear`, `stun this` on
 * a gear): it would do nothing at every resolution.
 */
function requireUnit(
  ax: AbilityContext,
  meaning: RefMeaning | undefined,
  range: Range,
  rule: string,
): void {
  const types = meaning?.shape.types ?? [];
  if (types.length === 0 || types.includes("unit")) return;
  ax.def.report.error(
    range,
    "RS2023",
    `${rule}, and this is always ${types.map((type) => `a ${type}`).join(" or ")}: it would never happen`,
  );
}

/**
 * RS2023 for a kill cost of what is always a battlefield or a legend: a battlefield stays in place
 * (CR 170.2.b) and a legend never leaves its zone (CR 107.4.d), so the kill would never happen,
 * the cost could never be paid (CR 357), and the ability never used. (As an instruction it is
 * harmless, doing nothing, and scenarios check that it does nothing.)
 */
export function requireKillable(
  ax: AbilityContext,
  types: readonly CardTypeWord[],
  range: Range,
): void {
  if (types.length === 0 || !types.every((type) => type === "battlefield" || type === "legend"))
    return;
  ax.def.report.error(
    range,
    "RS2023",
    `a ${types.join(" or ")} is never killed: ${types
      .map((type) =>
        type === "battlefield"
          ? "a battlefield stays in place (CR 170.2.b)"
          : "a legend never leaves its zone (CR 107.4.d)",
      )
      .join(" and ")}, so this cost could never be paid`,
  );
}

/** `units, gear and spells`: gear is its own plural. */
function listTypes(types: readonly CardTypeWord[]): string {
  const words = types.map((type) => (type === "gear" ? "gear" : `${type}s`));
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(", ")} and ${words.at(-1)!}`;
}

/** The literal repetition count of each `do this N times` body; other levels repeat nothing. */
const repeatFactors = new WeakMap<Level, number>();

/**
 * RS2018 when an amount, times the `do this N times` around it, exceeds MAX_REPETITIONS. Only the
 * written numbers count: `1 for each …` is bounded by the board. Returns the product, capped.
 */
function checkRepetitions(
  ax: AbilityContext,
  level: Level,
  amount: AmountNode,
  what: (count: number) => string,
): number {
  const own =
    amount.kind === "Number"
      ? amount.value
      : amount.kind === "CountOf" || amount.kind === "PlayerCount"
        ? amount.per
        : 1;
  let total = own;
  for (let current: Level | undefined = level; current; current = current.parent) {
    total *= repeatFactors.get(current) ?? 1;
  }
  if (total > MAX_REPETITIONS) {
    const nested =
      total === own ? "" : ` comes to ${total} with the \`do this … times\` around it, and`;
    ax.def.report.error(
      amount.range,
      "RS2018",
      `${what(own)}${nested} is too many: one resolution repeats an instruction or makes tokens at most ${MAX_REPETITIONS} times; write a smaller number`,
    );
    return 1;
  }
  return own;
}

/**
 * `put one of them into your hand and the rest on the bottom of your deck`: `them` is the
 * objects named before (the cards looked at), chosen among as it resolves; `in any order` is an
 * order on a deck, the one place where cards keep one (CR 108.4, 108.2.c, 108.7.d).
 */
function checkPutAmong(ax: AbilityContext, level: Level, ins: PutAmongNode): void {
  const report = ax.def.report;
  checkObjectRef(ax, level, ins.among, "act");
  if (ins.count < 1) report.error(ins.range, "RS2018", "put at least 1 of them");
  if (ins.filter) checkFilter(ax, level, ins.filter);
  checkPlace(ax, level, ins.to);
  if (ins.rest) checkPlace(ax, level, ins.rest);
  const rest = ins.rest;
  if (ins.anyOrder && (rest === undefined || rest.place !== "zone" || rest.zone !== "deck")) {
    report.error(
      rest?.range ?? ins.range,
      "RS2054",
      "`in any order` orders the rest on a deck (`the rest on the bottom of your deck in any order`), the one place where cards keep an order; a trash, a hand or Banishment has none (CR 108.2.c, 108.7.d, 108.6.d)",
    );
  }
}

/** Kinds of card no one plays (CR 185.2.a, 170.2, 107.4): a discount of their play never applies. */
const NEVER_PLAYED: ReadonlySet<CardTypeWord> = new Set<CardTypeWord>([
  "battlefield",
  "legend",
  "rune",
]);

/**
 * `the next spell you play this turn costs 1 less` (CR 356.4): what is played is read as it is
 * played, on the Chain, so the filter names a kind of card, not a place, and a kind that is played.
 */
function checkNextCost(ax: AbilityContext, level: Level, ins: NextCostNode): void {
  const report = ax.def.report;
  const filter = ins.filter;
  checkFilter(ax, level, filter);
  if (ins.duration) checkDuration(ax, level, ins.duration);
  checkCost(report, ins.cost, "this discount");
  const never = filter.types.filter((type) => NEVER_PLAYED.has(type));
  if (never.length > 0 && never.length === filter.types.length) {
    report.error(
      filter.range,
      "RS2055",
      `a ${never[0]} is never played (CR 185.2.a), so the discount would never apply; name what is played: \`the next spell you play this turn costs 1 less\``,
    );
  } else if (filter.location || filter.zone || filter.controller === "opponent" || filter.owner) {
    report.error(
      (filter.location ?? filter.zone)?.range ?? filter.range,
      "RS2055",
      "the next card you play is read as you play it, on the Chain and yours: its filter names a kind of card (`spell`, `Fury unit`, `Recruit token`), not a place or a player",
    );
  }
}

function isOne(count: AmountNode): boolean {
  return count.kind === "Number" && count.value === 1;
}

/** An instruction acting on an object: check the reference, then remember what it acted on. */
function act(
  ax: AbilityContext,
  level: Level,
  ins: InstructionNode,
  target: ObjectRefNode,
  bindAt: "instruction" | "ref",
  extraName?: NameNode,
): RefMeaning | undefined {
  const meaning = checkObjectRef(ax, level, target, "act");
  record(ax, level, ins, target, meaning, bindAt, extraName);
  return meaning;
}

/**
 * What an instruction acted on becomes (or stays) a referent. The instructions that can bind
 * their results (banish, kill, move) re-bind a named or mentioned object, so that `it` after
 * `banish it` finds the card in Banishment, not the object that left (RULES O1, B1).
 */
function record(
  ax: AbilityContext,
  level: Level,
  ins: InstructionNode,
  target: ObjectRefNode,
  meaning: RefMeaning | undefined,
  bindAt: "instruction" | "ref",
  extraName?: NameNode,
): void {
  if (!meaning) return;
  const findings = ax.def.findings;
  if (meaning.introduces) {
    const at = bindAt === "instruction" ? ins : target;
    const referent = makeReferent(meaning.shape, undefined, at, target.range, meaning.description);
    level.referents.push(referent);
    const name = target.bind ?? extraName;
    if (name) {
      // A named object is bound whether or not anything refers to it: the designer asked for it.
      const slot = ax.resolution.newSlot(name.text);
      findings.binds.set(at, slot);
      referent.handle = { kind: "slot", slot };
      declareName(ax, level, name, referent.handle, referent);
      if (target.bind && extraName) declareName(ax, level, extraName, referent.handle, referent);
    }
    return;
  }
  let handle = meaning.handle;
  if (!handle) return;
  const followed = meaning.referent ?? meaning.entry?.referent;
  if (bindAt === "instruction" && handle.kind !== "this" && (followed || meaning.entry)) {
    const slot = ax.resolution.newSlot(
      handle.kind === "slot" ? handle.slot.userName : undefined,
      true,
    );
    findings.binds.set(ins, slot);
    handle = { kind: "slot", slot };
    if (followed) followed.handle = handle;
    else if (meaning.entry) meaning.entry.handle = handle;
  }
  if (target.bind) declareName(ax, level, target.bind, handle, followed);
  if (extraName) declareName(ax, level, extraName, handle, followed);
}

/** What an instruction made or chose, by itself (tokens, discarded or revealed cards). */
function introduce(
  ax: AbilityContext,
  level: Level,
  ins: InstructionNode,
  shape: ReferentShape,
  name: NameNode | undefined,
  range: InstructionNode["range"],
  description: string,
): void {
  const referent = makeReferent(shape, undefined, ins, range, description);
  level.referents.push(referent);
  if (name) {
    const slot = ax.resolution.newSlot(name.text);
    ax.def.findings.binds.set(ins, slot);
    referent.handle = { kind: "slot", slot };
    declareName(ax, level, name, referent.handle, referent);
  }
}

/** `its` in a move's own destination means the moved object. */
function selfObject(
  ax: AbilityContext,
  target: ObjectRefNode,
  meaning: RefMeaning | undefined,
): SelfObject {
  let handle: Handle | undefined = meaning?.introduces ? undefined : meaning?.handle;
  return {
    handle() {
      if (!handle) {
        // A target not bound yet: bind what was chosen, before it moves.
        const slot = ax.resolution.newSlot(undefined);
        ax.def.findings.binds.set(target, slot);
        handle = { kind: "slot", slot };
      }
      return handle;
    },
  };
}

/**
 * RULES F3: `counter target spell; return it to its owner's hand instead of its owner's trash`
 * rewrites where the countered card goes. It is the only `instead of` the runtime can express.
 */
function checkInsteadOf(
  ax: AbilityContext,
  level: Level,
  move: MoveNode,
  previous: InstructionNode | undefined,
  self: SelfObject,
): void {
  const report = ax.def.report;
  const insteadOf = move.insteadOf!;
  checkPlace(ax, level, insteadOf, self);
  const fix =
    "write it right after `counter …`, as `return it to its owner's hand instead of its owner's trash`";
  if (previous?.kind !== "Counter") {
    report.error(
      insteadOf.range,
      "RS2032",
      `\`instead of\` can only rewrite where a countered card goes; ${fix}`,
    );
    return;
  }
  if (!sameObject(ax, previous, move.target)) {
    report.error(
      move.target.range,
      "RS2032",
      `\`instead of\` must move the countered card itself (\`it\`); ${fix}`,
    );
    return;
  }
  if (!ownZone(ax, insteadOf, "trash")) {
    report.error(
      insteadOf.range,
      "RS2032",
      `a countered card goes to its owner's trash, so that is what \`instead of\` replaces; ${fix}`,
    );
    return;
  }
  const destination = (["hand", "deck", "banishment"] as const).find((zone) =>
    ownZone(ax, move.to, zone),
  );
  if (!destination) {
    report.error(
      move.to.range,
      "RS2032",
      "a countered card can go to its owner's hand, deck or banishment instead",
    );
    return;
  }
  ax.def.findings.counterDestinations.set(previous, destination);
  ax.def.findings.foldedMoves.add(move);
}

function sameObject(ax: AbilityContext, counter: CounterNode, target: ObjectRefNode): boolean {
  const countered = counteredSlot(ax, counter);
  const moved = ax.def.findings.handles.get(target);
  return countered !== undefined && moved?.kind === "slot" && moved.slot === countered;
}

/** The binding that reaches what a counter acts on: its target's own, or the one it refers to. */
function counteredSlot(ax: AbilityContext, counter: CounterNode): BindSlot | undefined {
  const own = ax.def.findings.binds.get(counter.target);
  if (own) return own;
  const handle = ax.def.findings.handles.get(counter.target);
  return handle?.kind === "slot" ? handle.slot : undefined;
}

/** A zone of the moved object's owner (`its owner's trash`, or the zone with no owner said). */
function ownZone(
  ax: AbilityContext,
  place: PlaceNode,
  zone: "trash" | "hand" | "deck" | "banishment",
): boolean {
  if (place.place !== "zone" || place.zone !== zone) return false;
  return place.player === undefined || ax.def.findings.defaultPlayers.has(place.player);
}

function checkTokenName(
  ax: AbilityContext,
  name: NameNode,
  writtenType: WrittenTypeNode | undefined,
): CardTypeWord | undefined {
  const definition = ax.def.names.definition(name.text, name.range);
  if (!definition) {
    ax.def.report.error(
      name.range,
      "RS2003",
      `no token is named ${nameText(name)}${
        ax.def.names.suggestDefinition(name.text, (d) => d.definitionKind === "token") ||
        `; declare it in a file of this compilation: \`token unit ${nameText(name)} { might 1 }\``
      }`,
    );
    return undefined;
  }
  if (definition.definitionKind !== "token") {
    ax.def.report.error(
      name.range,
      "RS2004",
      `${nameText(name)} is a card, and only tokens are made or replace things (RULES O4)`,
      [{ range: nameRangeOf(definition), message: `${nameText(name)} is declared here` }],
    );
  } else if (writtenType !== undefined && writtenType.type !== definition.cardType) {
    ax.def.report.error(
      writtenType.range,
      "RS2075",
      `${nameText(name)} is a ${definition.cardType} token, not a ${writtenType.type}: write \`${name.text} ${definition.cardType} token\`, or leave the type out (\`${name.text} token\`)`,
      [{ range: nameRangeOf(definition), message: `${nameText(name)} is declared here` }],
    );
  }
  return definition.cardType;
}

function bearerOf(shape: ReferentShape | undefined): Bearer {
  return {
    type: shape && shape.types.length === 1 ? shape.types[0] : undefined,
    objectKind: shape?.objectKind,
  };
}

/** Whether an instruction's "did it happen" can be false, so that `if you do` asks something. */
function canFail(ins: InstructionNode): boolean {
  switch (ins.kind) {
    case "May":
    case "Discard":
    case "Banish":
    case "Kill":
    case "Move":
    // Up to none, or nothing left to choose among.
    case "PutAmong":
    case "Recall":
    case "Counter":
    case "GainControl":
    case "PlayCard":
    case "Replace":
    case "SwapBack":
    // Readying a ready object, exhausting an exhausted one, stunning a stunned unit, buffing a
    // buffed one or healing an undamaged one does nothing (CR 414.1.c, 415.1.c, 423.1.a.1, 426.1.c).
    case "StatusChange":
    // CR 430.5: a rune deck holding fewer runes channels fewer ("if you couldn't channel 2 …").
    case "Channel":
    // CR 369.2, 417.1.e.1: damage all prevented (or replaced) is not dealt.
    case "Deal":
    // Paid for, the instruction is not done.
    case "UnlessPays":
    // Only ever under `you may`, which asks it.
    case "Pay":
      return true;
    case "Give":
    // Doubling a unit's Might happens whenever there is a unit, even at 0 Might (CR 432.1).
    case "Double":
    // So does setting it (CR 477.1.a.1).
    case "SetMight":
    // A prevention is made whenever its duration is not over, for every unit it names: it fails
    // only where it may name none.
    case "Prevent":
      if (ins.target === undefined) return false;
      return (
        ins.target.kind === "ChooseRef" ||
        ins.target.kind === "AllRef" ||
        (ins.target.kind === "TargetRef" && ins.target.upTo)
      );
    case "Draw":
    case "Add":
    case "Burn":
    case "MakeToken":
    case "Score":
    case "Reveal":
    case "NextCost":
    case "ChooseModes":
    case "If":
    case "ForEach":
    case "Repeat":
    case "Delayed":
    case "DelayedStep":
    case "Error":
      return false;
    default: {
      const _exhaustive: never = ins;
      return _exhaustive;
    }
  }
}

function instructionWord(ins: InstructionNode): string {
  switch (ins.kind) {
    case "MakeToken":
      return ins.mode;
    case "StatusChange":
      return ins.change;
    case "ChooseModes":
      return "choose";
    case "ForEach":
      return "for each";
    case "Repeat":
      return "do this … times";
    case "Delayed":
      return "when …";
    case "DelayedStep":
      return "at …";
    case "UnlessPays":
      return `${instructionWord(ins.instruction)} … unless`;
    case "PutAmong":
      return "put … of them";
    case "NextCost":
      return "the next … costs";
    case "SetMight":
      return "… might becomes";
    default:
      return ins.kind.toLowerCase();
  }
}

/** A reference whose filter names an object in several bare words (`filterNameWith`). */
function isUnquotedWords(ref: ObjectRefNode): boolean {
  const name = "filter" in ref ? ref.filter.name : undefined;
  return name !== undefined && !name.quoted && name.text.includes(" ");
}

/** `2 Recruit tokens` for `play 2 Recruit`: a counted name alone, as a token maker writes it. */
function tokenMadeByName(target: ObjectRefNode): string | undefined {
  if (target.kind !== "ChooseRef" && target.kind !== "TargetRef") return undefined;
  const filter = target.filter;
  if (!filter.name || filter.types.length > 0 || filter.objectKind !== undefined) return undefined;
  const count = target.kind === "ChooseRef" ? target.count : 1;
  const name = filter.name.quoted ? `"${filter.name.text}"` : filter.name.text;
  const ready = filter.statuses.length === 1 && filter.statuses[0] === "ready" ? "ready " : "";
  return count === 1 ? `a ${ready}${name} token` : `${count} ${ready}${name} tokens`;
}
