/**
 * Replacement effects (RULES E2, CR 367–375). An event is proposed before it happens; replacement
 * effects that apply rewrite it, each at most once for the event and whatever replaced it
 * (CR 370.2); when several apply, the affected object's controller picks which goes first
 * (CR 372). The replaced event never happens, so it triggers nothing and "if you do" sees it did
 * not happen; only the events of the replacement happen.
 *
 * Sources: replacement abilities of objects on the board, the delayed replacement of a Chain
 * item's exit (CR 390.3.a — Flow's "banish it instead", RULES F2), and the preventions effects
 * created (CR 437.7, prevention.ts).
 */
import type { EventKind, ReplacementAbility, ZoneName } from "./definitions.js";
import { type AbilityEntry, abilitiesOf, listenersFor, mayHaveAbility } from "./characteristics.js";
import { type Context, createContext } from "./context.js";
import { type Engine, actingTurnPlayer, ask, describe, emit, playersFrom } from "./engine.js";
import type { Perspective } from "./filters.js";
import { flowExitReplacement } from "./flow.js";
import { execute } from "./instructions.js";
import { COMBAT_DAMAGE } from "./events.js";
import { endPrevention, preventionsFor, spendPrevention } from "./prevention.js";
import type { GameObject, Location, ObjectId, PlayerId, PreventionEffect } from "./state.js";
import {
  type EventFacts,
  abilityController,
  abilityKey,
  abilityYou,
  listenedKinds,
  patternMatches,
  simultaneously,
} from "./triggers.js";
import { isBoardZone, locationOf, onBoard } from "./zones.js";
import { lookBackTogether } from "./zone-change.js";

export interface Proposal {
  kind: EventKind;
  object: ObjectId | null;
  /** The player responsible, or the player the event happens to. */
  player: PlayerId | null;
  location: Location | null;
  /** For a change of zone: where it would go. */
  toZone?: ZoneName;
  /** For damage: how much would be dealt (CR 417), which a prevention lessens (CR 369.2). */
  amount?: number;
  /** For damage: propose it again with less, for what a prevention did not prevent. */
  restate?: (amount: number, ctx: Context) => Outcome;
  /** For damage: dealt by combat (CR 417.6.c), which `prevent all combat damage` meets. */
  combat?: boolean;
  /** For damage: the objects that would deal it (CR 417.6), which `would deal damage` meets. */
  sources?: readonly ObjectId[];
}

export interface Outcome {
  /** The event happened as proposed. */
  happened: boolean;
  /** The subject's identity afterwards, wherever it ended up; null if it is gone. */
  result: ObjectId | null;
  /** For an event a replacement ability rewrote: the keys of the replacements applied to it. */
  applied?: readonly string[];
}

export interface Candidate {
  key: string;
  description: string;
  /** Who controls it (CR 374): among simultaneous events, turn order sets its turn (CR 373.1). */
  controller: PlayerId;
  /**
   * Who orders it among simultaneous events when it is limited ("once each turn", CR 371.1, 373);
   * undefined for an unlimited one, whose order among them changes nothing it does.
   */
  limitedBy?: PlayerId;
  /** Null when it was not applied: a "you may … instead" its controller declined (CR 371.2). */
  apply: (applied: string[]) => Outcome | null;
}

/** The same physical card under its current identity (it may have moved on). */
export function followSerial(e: Engine, serial: number): ObjectId | null {
  for (const id in e.state.objects) {
    if (e.state.objects[id]?.serial === serial) return id;
  }
  return null;
}

/**
 * Where the subject of a replaced event is once the replacement's instructions are done (RULES
 * F1): the same physical card wherever it went — unless they replaced it (RULES R1, R2), when the
 * identity lives on in the token in its place, not in the card left Replaced in Banishment (nor
 * in nothing, for a token that ceased).
 */
function afterReplacement(e: Engine, subject: GameObject): ObjectId | null {
  const followed = followSerial(e, subject.serial);
  if (followed !== null && e.state.objects[followed]?.replaced !== true) return followed;
  const heir = e.state.objects[subject.id];
  return heir !== undefined && heir.serial !== subject.serial ? subject.id : followed;
}

const NONE_APPLIED: readonly string[] = [];
/** Most proposals meet no replacement effect: they share this empty list. */
const NO_CANDIDATES: readonly Candidate[] = [];

/**
 * Whether a change of zone takes its object off the board (CR 383.2.a.1): the replacements of
 * leaving the board (`if this would leave the board, … instead`) meet it too, whatever its kind.
 */
export function leavesBoard(
  subject: GameObject | undefined,
  toZone: ZoneName | undefined,
): boolean {
  return subject !== undefined && toZone !== undefined && onBoard(subject) && !isBoardZone(toZone);
}

function candidates(
  e: Engine,
  proposal: Proposal,
  ctx: Context | null,
  subject: GameObject | undefined,
): readonly Candidate[] {
  const applied = ctx?.applied ?? NONE_APPLIED;
  // RULES E2: not again to what a replacement's Replace made of this object, as it dies of the
  // lethal damage it inherited (engine.ts).
  const replacedBy =
    e.lethalCleanup && e.replacedBy !== null && proposal.object !== null
      ? (e.replacedBy.get(proposal.object) ?? NONE_APPLIED)
      : NONE_APPLIED;
  const listened = listenedKinds(e).replacement;
  let out: Candidate[] | null = null;
  // Most proposals are of kinds no replacement of the game names: the board is not asked.
  if (listened.has(proposal.kind))
    out = printedCandidates(e, proposal, proposal.kind, ctx, subject, applied, replacedBy, out);
  // CR 383.2.a.1: leaving the board is each of its ways (dying, banished, returned, recycled, …),
  // so a replacement of it meets every change of zone that takes the object off the board — the
  // one event, whose own replacements it is ordered with (CR 372).
  if (listened.has("leftBoard") && leavesBoard(subject, proposal.toZone))
    out = printedCandidates(e, proposal, "leftBoard", ctx, subject, applied, replacedBy, out);
  // CR 417.6: the replacements of the damage its sources would deal, where some ability names it.
  if (proposal.kind === "damaged" && listenedKinds(e).replacement.has("dealtDamage")) {
    for (const found of dealtMore(e, proposal, applied)) {
      (out ??= []).push(increaseCandidate(e, found, proposal, ctx));
    }
  }
  // CR 437.7: the preventions effects created, looked at only when there are some (prevention.ts).
  if (proposal.kind === "damaged" && e.state.preventions !== undefined) {
    for (const prevention of preventionsFor(e, proposal.object, proposal.combat === true)) {
      const key = `prevention:${prevention.id}`;
      if (applied.includes(key)) continue;
      (out ??= []).push(shieldCandidate(e, prevention, key, proposal, ctx));
    }
  }
  // CR 390.3.a / RULES F2: a Flow spell's delayed replacement of its exit from the Chain (flow.ts).
  if (subject) {
    const exit = flowExitReplacement(e, subject, proposal, ctx);
    if (exit) (out ??= []).push(exit);
  }
  return out ?? NO_CANDIDATES;
}

/**
 * The replacement abilities of objects on the board whose event, read as `kind`, the proposal
 * meets: the event's own kind, or `leftBoard` for a change of zone off the board.
 */
function printedCandidates(
  e: Engine,
  proposal: Proposal,
  kind: EventKind,
  ctx: Context | null,
  subject: GameObject | undefined,
  applied: readonly string[],
  replacedBy: readonly string[],
  found: Candidate[] | null,
): Candidate[] | null {
  let out = found;
  const listeners = listenersFor(e, "replacement", kind);
  let facts: EventFacts | null = null;
  for (const obj of listeners) {
    if (obj.facedown || !mayHaveAbility(e, obj, "replacement", kind)) continue;
    const abilities = abilitiesOf(e, obj);
    for (let index = 0; index < abilities.length; index++) {
      const entry = abilities[index] as AbilityEntry;
      if (entry.ability.kind !== "replacement") continue;
      const ability: ReplacementAbility = entry.ability;
      // CR 417.6.c: a prevention of combat damage does not meet a spell's or an ability's.
      if (ability.combat === true && proposal.combat !== true) continue;
      const key = abilityKey(e, obj, index, entry.source);
      if (applied.includes(key) || replacedBy.includes(key)) continue;
      // CR 371.1: a "once each turn" replacement already applied this turn no longer applies.
      // The count belongs to this object: one that changed zones is new and starts afresh (O1).
      if (ability.oncePerTurn === true && e.state.oncePerTurn[key] === e.state.turn.number)
        continue;
      const controller = abilityController(e, obj);
      const p: Perspective = {
        controller: abilityYou(e, obj),
        source: obj.id,
        here: locationOf(obj),
      };
      facts ??= {
        kind,
        object: proposal.object,
        result: null,
        player: proposal.player,
        location: proposal.location,
        phase: null,
        detail: proposal.combat === true ? COMBAT_DAMAGE : null,
      };
      if (!patternMatches(e, ability.pattern, facts, p)) continue;
      (out ??= []).push({
        key,
        description: `${obj.name}: instead, …`,
        controller,
        ...(ability.oncePerTurn === true ? { limitedBy: controller } : {}),
        apply: (keys) => {
          // Found for several events that happen together (CR 370.4), it still applies to one.
          if (ability.oncePerTurn === true && e.state.oncePerTurn[key] === e.state.turn.number)
            return null;
          // CR 371.2: "you may … instead" is applied only if its controller chooses to; declined,
          // it has not been applied and the event goes ahead (or meets other replacements). With
          // no one as "you" (an uncontrolled battlefield's, CR 190.6.d) no one can choose it.
          const optional = ability.instead[0]?.op === "may";
          if (optional) {
            if (p.controller === null) return null;
            const decision = ask(e, {
              kind: "yesNo",
              player: p.controller,
              prompt: `${obj.name}: apply "instead" to ${proposal.kind}?`,
              reason: "may",
              suggested: null,
            });
            if (decision.kind !== "yes") return null;
          }
          // CR 371.2.b: only a replacement applied counts toward its limit, a declined one not.
          if (ability.oncePerTurn === true) e.j.put(e.state.oncePerTurn, key, e.state.turn.number);
          if (ability.prevent !== undefined)
            return prevent(e, proposal, ability.prevent, ctx, keys, obj.id);
          // `it's dealt that much +1 instead`: the damage dealt to it, rewritten (CR 370.1.b).
          if (ability.dealsMore !== undefined)
            return restated(e, proposal, more(proposal.amount ?? 0, ability.dealsMore), ctx, keys);
          const rctx = createContext({
            controller,
            you: p.controller,
            source: obj.id,
            sourceName: obj.name,
            replaced: proposal.object,
            bindings: proposal.object !== null ? { it: [proposal.object] } : {},
            triggering: {
              event: -1,
              kind: proposal.kind,
              object: proposal.object,
              result: null,
              player: proposal.player,
              location: proposal.location,
            },
            here: p.here,
            root: ability.instead,
            targetPrefix: "replacement:",
            applied: keys,
          });
          // The leading "you may" was just decided.
          if (optional) rctx.choices.mayAccepted = true;
          execute(e, ability.instead, rctx, "");
          return {
            happened: false,
            result: subject ? afterReplacement(e, subject) : null,
            applied: keys,
          };
        },
      });
    }
  }
  return out;
}

/** A replacement of the damage an object deals that applies to a damage event, and its key. */
interface MoreDamage {
  key: string;
  source: GameObject;
  ability: ReplacementAbility & { dealsMore: number | "double" };
  controller: PlayerId;
}

/**
 * The replacements of the damage an object deals (`if this would deal damage, it deals that much
 * +1 instead`) that apply to damage about to be dealt: those whose pattern one of the damage's
 * sources meets (CR 417.6) — each applies once to the event, however many of its sources meet it
 * (CR 370.2). `claimed` as in `combatDamageSteps`: once-each-turn ones a combat assignment
 * already counted for another unit.
 */
function dealtMore(
  e: Engine,
  proposal: Proposal,
  applied: readonly string[],
  claimed: Set<string> | null = null,
): MoreDamage[] {
  const sources = proposal.sources ?? [];
  const out: MoreDamage[] = [];
  if (sources.length === 0) return out;
  for (const obj of listenersFor(e, "replacement", "dealtDamage")) {
    if (obj.facedown || !mayHaveAbility(e, obj, "replacement", "dealtDamage")) continue;
    const abilities = abilitiesOf(e, obj);
    for (let index = 0; index < abilities.length; index++) {
      const entry = abilities[index] as AbilityEntry;
      const ability = entry.ability;
      if (ability.kind !== "replacement" || ability.dealsMore === undefined) continue;
      if (ability.combat === true && proposal.combat !== true) continue;
      const key = abilityKey(e, obj, index, entry.source);
      if (applied.includes(key) || claimed?.has(key) === true) continue;
      if (ability.oncePerTurn === true && e.state.oncePerTurn[key] === e.state.turn.number)
        continue;
      const p: Perspective = {
        controller: abilityYou(e, obj),
        source: obj.id,
        here: locationOf(obj),
      };
      const met = sources.some((source) => {
        const dealer = e.state.objects[source];
        return (
          dealer !== undefined &&
          patternMatches(
            e,
            ability.pattern,
            {
              kind: "dealtDamage",
              object: source,
              result: null,
              player: proposal.player,
              location: locationOf(dealer),
              phase: null,
              detail: proposal.combat === true ? COMBAT_DAMAGE : null,
            },
            p,
          )
        );
      });
      if (!met) continue;
      if (ability.oncePerTurn === true) claimed?.add(key);
      out.push({
        key,
        source: obj,
        ability: { ...ability, dealsMore: ability.dealsMore },
        controller: abilityController(e, obj),
      });
    }
  }
  return out;
}

/**
 * The damage a replacement of the damage an object deals or is dealt makes of `amount` (CR
 * 370.1.b): never below 0, which is no damage (CR 417.1.e).
 */
function more(amount: number, by: number | "double"): number {
  return by === "double" ? amount * 2 : Math.max(0, amount + by);
}

/**
 * A replacement of the damage an object deals, applied: the damage is proposed again, that much
 * more, and meets the other replacements that apply but not this one again (CR 370.2).
 */
function increaseCandidate(
  e: Engine,
  found: MoreDamage,
  proposal: Proposal,
  ctx: Context | null,
): Candidate {
  const { key, source, ability, controller } = found;
  return {
    key,
    description: `${source.name}: instead, more damage`,
    controller,
    ...(ability.oncePerTurn === true ? { limitedBy: controller } : {}),
    apply: (keys) => {
      if (ability.oncePerTurn === true && e.state.oncePerTurn[key] === e.state.turn.number)
        return null;
      if (ability.oncePerTurn === true) e.j.put(e.state.oncePerTurn, key, e.state.turn.number);
      return restated(e, proposal, more(proposal.amount ?? 0, ability.dealsMore), ctx, keys);
    },
  };
}

/**
 * The damage a replacement rewrote, proposed again as `amount` (CR 370.1.b): a new event, which
 * the replacements in `applied` no longer meet (CR 370.2) but others may. Less than 1 is not
 * dealt (CR 417.1.e.1): nothing happens.
 */
function restated(
  e: Engine,
  proposal: Proposal,
  amount: number,
  ctx: Context | null,
  applied: string[],
): Outcome {
  if (proposal.restate === undefined) return { happened: false, result: proposal.object };
  const rctx = ctx
    ? { ...ctx, applied }
    : createContext({ controller: proposal.player ?? e.state.turn.player, applied });
  return proposal.restate(amount, rctx);
}

/**
 * One replacement of the combat damage that would be dealt to a unit, as its assignment counts it
 * (CR 465.2.c.5): it changes the amount (`that much +1`, `double`) or prevents some or all of it.
 * `key` and `description` are those of the replacement the damage meets as it is dealt.
 */
export interface DamageStep {
  key: string;
  description: string;
  change: { more: number | "double" } | { prevent: number | "all" };
}

const NO_STEPS: readonly DamageStep[] = [];

/**
 * CR 465.2.c.4.a, 465.2.c.5: the replacements that would apply to combat damage assigned to `unit`
 * by `sources`, in the order the damage would find them as it is dealt (`candidates`): the
 * printed ones of the damage dealt to it, then those of the damage its sources deal, then the
 * preventions effects created (CR 437.5.a: what is left of them). A once-each-turn one not yet
 * applied this turn counts for the first unit it is found for alone (`claimed`), the unit whose
 * damage it will meet first as the assigned damage is dealt, in the order it was assigned.
 */
export function combatDamageSteps(
  e: Engine,
  unit: ObjectId,
  player: PlayerId,
  sources: readonly ObjectId[],
  claimed: Set<string> | null,
): readonly DamageStep[] {
  const obj = e.state.objects[unit];
  if (obj === undefined) return NO_STEPS;
  let out: DamageStep[] | null = null;
  eachCombatDamageReplacement(
    e,
    obj,
    player,
    claimed,
    (ability) => ability.dealsMore !== undefined || ability.prevent !== undefined,
    (ability, key, source) => {
      (out ??= []).push({
        key,
        description: `${source.name}: instead, …`,
        change:
          ability.prevent !== undefined
            ? { prevent: ability.prevent }
            : { more: ability.dealsMore as number | "double" },
      });
    },
  );
  if (sources.length > 0 && listenedKinds(e).replacement.has("dealtDamage")) {
    const proposal: Proposal = {
      kind: "damaged",
      object: unit,
      player,
      location: locationOf(obj),
      combat: true,
      sources,
    };
    for (const f of dealtMore(e, proposal, NONE_APPLIED, claimed)) {
      (out ??= []).push({
        key: f.key,
        description: `${f.source.name}: instead, more damage`,
        change: { more: f.ability.dealsMore },
      });
    }
  }
  for (const prevention of preventionsFor(e, unit, true)) {
    (out ??= []).push({
      key: `prevention:${prevention.id}`,
      description: shieldDescription(prevention),
      change: { prevent: prevention.left },
    });
  }
  return out ?? NO_STEPS;
}

/** What the combat damage `amount` becomes once `steps` apply to it, in that order (CR 370.1.b). */
export function afterSteps(amount: number, steps: readonly DamageStep[]): number {
  let dealt = amount;
  for (const { change } of steps) {
    if ("more" in change) dealt = more(dealt, change.more);
    else dealt = change.prevent === "all" ? 0 : Math.max(0, dealt - change.prevent);
  }
  return dealt;
}

/**
 * Walks the printed replacements of the combat damage that would be dealt to `obj` that `select`
 * picks and whose event matches, skipping those a once-each-turn limit has used up this turn or
 * `claimed` holds. `visit` takes each (its once-each-turn key is claimed).
 */
function eachCombatDamageReplacement(
  e: Engine,
  obj: GameObject,
  player: PlayerId,
  claimed: Set<string> | null,
  select: (ability: ReplacementAbility) => boolean,
  visit: (ability: ReplacementAbility, key: string, source: GameObject) => void,
): void {
  // Printed ones only where some ability of the game names damage.
  if (!listenedKinds(e).replacement.has("damaged")) return;
  const facts: EventFacts = {
    kind: "damaged",
    object: obj.id,
    result: null,
    player,
    location: locationOf(obj),
    phase: null,
    detail: COMBAT_DAMAGE,
  };
  for (const source of listenersFor(e, "replacement", "damaged")) {
    if (source.facedown || !mayHaveAbility(e, source, "replacement", "damaged")) continue;
    const abilities = abilitiesOf(e, source);
    for (let index = 0; index < abilities.length; index++) {
      const entry = abilities[index] as AbilityEntry;
      const ability = entry.ability;
      if (ability.kind !== "replacement" || !select(ability)) continue;
      const key = abilityKey(e, source, index, entry.source);
      if (ability.oncePerTurn === true) {
        if (e.state.oncePerTurn[key] === e.state.turn.number || claimed?.has(key) === true)
          continue;
      }
      const p: Perspective = {
        controller: abilityYou(e, source),
        source: source.id,
        here: locationOf(source),
      };
      if (!patternMatches(e, ability.pattern, facts, p)) continue;
      if (ability.oncePerTurn === true) claimed?.add(key);
      visit(ability, key, source);
    }
  }
}

/** How a prevention an effect created is named where it is ordered with other replacements. */
function shieldDescription(prevention: PreventionEffect): string {
  const amount = prevention.left === "all" ? "all" : `the next ${prevention.left}`;
  return `${prevention.sourceName}: prevent ${amount}${prevention.combat ? " combat" : ""} damage`;
}

/**
 * A prevention an effect created, as a replacement of the damage (CR 437.2, 437.7): it prevents up
 * to what is left of it and keeps the rest of its value for later damage (CR 437.3).
 */
function shieldCandidate(
  e: Engine,
  prevention: PreventionEffect,
  key: string,
  proposal: Proposal,
  ctx: Context | null,
): Candidate {
  return {
    key,
    description: shieldDescription(prevention),
    controller: prevention.controller,
    apply: (keys) => {
      // Gone since it was found (another replacement applied first and its actions ended it):
      // it has not been applied.
      if (e.state.preventions?.includes(prevention) !== true) return null;
      const { prevented, usedUp } = spendPrevention(e, prevention, proposal.amount ?? 0);
      const end = usedUp ? () => endPrevention(e, prevention, "used up") : undefined;
      return prevent(e, proposal, prevented, ctx, keys, prevention.source, end);
    },
  };
}

/**
 * CR 369.2, 417.1.e.1: a prevention lessens the damage; what is left, 1 or more, is dealt as a new
 * proposal, which the prevention no longer meets (CR 370.2) but other replacements may. All of it
 * prevented, no damage is dealt and nothing happens: "when this takes damage" does not trigger
 * (CR 437.4). The `damagePrevented` event says how much was prevented, for logs and scenarios.
 */
function prevent(
  e: Engine,
  proposal: Proposal,
  amount: number | "all",
  ctx: Context | null,
  applied: string[],
  source: ObjectId | null,
  then?: () => void,
): Outcome {
  const dealt = proposal.amount ?? 0;
  const rest = amount === "all" ? 0 : Math.max(0, dealt - amount);
  const unit = proposal.object === null ? undefined : e.state.objects[proposal.object];
  emit(e, {
    kind: "damagePrevented",
    object: proposal.object,
    name: unit?.name ?? null,
    player: proposal.player,
    source,
    amount: dealt - rest,
  });
  then?.();
  if (rest < 1 || proposal.restate === undefined)
    return { happened: false, result: proposal.object };
  const rctx = ctx
    ? { ...ctx, applied }
    : createContext({ controller: proposal.player ?? e.state.turn.player, applied });
  return proposal.restate(rest, rctx);
}

/**
 * `apply` tries the replacements found, null when none was applied after all (declined, or a
 * limit used up by a simultaneous event, CR 371); `perform` carries the event out unmodified.
 */
export type Deferred = (
  apply: () => Outcome | null,
  perform: () => Outcome,
  found: readonly Candidate[],
  proposal: Proposal,
) => void;

/**
 * CR 370.4, 373.1.a: events that happen together (the deaths of one cleanup, the kills of one
 * instruction) meet their replacement effects while every object leaving is still on the board —
 * a dying unit's replacement still applies to a unit dying with it, even one it dies with by
 * another replacement — and the replacements' actions are performed before the unmodified
 * events. Under `deferUnreplaced`, the next proposal finds the replacements that apply to it at
 * once, but hands what happens next to `later`: `replaced` says whether any applies, and `run`
 * applies it (or performs the event). The hook is taken by that proposal alone, never by the
 * proposals of a replacement's own instructions. `togetherReplaced` uses it.
 */
function deferUnreplaced(e: Engine, later: Deferred | null): void {
  e.deferral = later;
}

/** The placeholder outcome of a deferred event: it has not happened yet. */
const DEFERRED: Outcome = { happened: false, result: null };

/**
 * Whether a proposal would meet nothing: no replacement of the game names its kind, no
 * `deferUnreplaced` hook waits for it, and its subject is not on the Chain (where Flow's exit
 * replacement is, flow.ts). Such an event can happen at once: `replaceable` would only perform
 * it, so the caller makes neither the proposal nor its `perform` (most events of a game).
 */
export function meetsNothing(e: Engine, kind: EventKind, subject: GameObject): boolean {
  return e.deferral === null && subject.zone !== "chain" && !listenedKinds(e).replacement.has(kind);
}

/**
 * Propose an event: if replacement effects apply, the first one chosen rewrites it; otherwise
 * `perform` makes it happen (under `deferUnreplaced`, later).
 */
export function replaceable(
  e: Engine,
  proposal: Proposal,
  ctx: Context | null,
  perform: () => Outcome,
): Outcome {
  const later = e.deferral;
  if (later !== null) e.deferral = null;
  const subject = proposal.object !== null ? e.state.objects[proposal.object] : undefined;
  const found = candidates(e, proposal, ctx, subject);
  // Every event is proposed, and most meet no replacement: nothing is made for those.
  if (later === null)
    return found.length === 0 ? perform() : applyFirst(e, proposal, ctx, subject, found, perform);
  later(() => applyAny(e, proposal, ctx, subject, found), perform, found, proposal);
  return DEFERRED;
}

/** Apply the replacement chosen first, or perform the event when each one found is declined. */
function applyFirst(
  e: Engine,
  proposal: Proposal,
  ctx: Context | null,
  subject: GameObject | undefined,
  found: readonly Candidate[],
  perform: () => Outcome,
): Outcome {
  return applyAny(e, proposal, ctx, subject, found) ?? perform();
}

/** Apply the replacement chosen first; null when none of those found is applied. */
function applyAny(
  e: Engine,
  proposal: Proposal,
  ctx: Context | null,
  subject: GameObject | undefined,
  found: readonly Candidate[],
): Outcome | null {
  let left = found;
  while (left.length > 0) {
    const chosen = chooseCandidate(e, proposal, subject, left);
    const outcome = chosen.apply([...(ctx?.applied ?? []), chosen.key]);
    if (outcome !== null) return outcome;
    // CR 371.2.b: declined, it was not applied; the others still may be.
    left = left.filter((c) => c !== chosen);
  }
  return null;
}

/**
 * Carry out events that happen together (CR 370.4, 373.1.a): `act` proposes each; the ones
 * replacement effects apply to are replaced first, then the others happen — at once, so their
 * leave triggers look back at the board before any of them (zone-change.ts). The outcomes follow
 * the order of `ids`.
 */
export function togetherReplaced(
  e: Engine,
  ids: readonly ObjectId[],
  act: (id: ObjectId) => Outcome,
): Outcome[] {
  const outcomes: Outcome[] = [];
  const replaced: Together[] = [];
  let unreplaced: Together[] = [];
  ids.forEach((id, index) => {
    let deferred = false;
    deferUnreplaced(e, (apply, perform, found, proposal) => {
      deferred = true;
      (found.length > 0 ? replaced : unreplaced).push({ index, apply, perform, found, proposal });
    });
    let outcome: Outcome;
    try {
      outcome = act(id);
    } finally {
      deferUnreplaced(e, null);
    }
    if (!deferred) outcomes[index] = outcome;
  });
  while (replaced.length > 0) {
    const [next] = replaced.splice(nextReplaced(e, replaced), 1) as [Together];
    const outcome = next.apply();
    // CR 371.2.b, 373.1.a: one no replacement was applied to after all happens with the others.
    if (outcome === null) unreplaced.push(next);
    else outcomes[next.index] = outcome;
  }
  unreplaced = unreplaced.sort((a, b) => a.index - b.index);
  simultaneously(e, () =>
    lookBackTogether(
      e,
      unreplaced.map((u) => u.proposal),
      () => {
        for (const u of unreplaced) outcomes[u.index] = u.perform();
      },
    ),
  );
  return outcomes;
}

/** One of several events that happen together, waiting to be replaced or carried out. */
interface Together {
  index: number;
  apply: () => Outcome | null;
  perform: () => Outcome;
  found: readonly Candidate[];
  proposal: Proposal;
}

/**
 * CR 373: simultaneous events are replaced one by one, and a player orders the replacements they
 * control. That order matters when one limited replacement (CR 371.1) could apply to several of
 * the events: its controller picks the event it applies to first. Otherwise the replacements of
 * different players execute in turn order from the turn player (CR 373.1), each player's in the
 * order found.
 */
function nextReplaced(e: Engine, waiting: readonly Together[]): number {
  if (waiting.length < 2) return 0;
  const limited = limitedFirst(e, waiting);
  return limited ?? inTurnOrder(e, waiting);
}

/** CR 373.1: the event whose replacement comes first in turn order, from the turn player. */
function inTurnOrder(e: Engine, waiting: readonly Together[]): number {
  const order = playersFrom(e, e.state.turn.player);
  let best = 0;
  let bestSeat = Infinity;
  waiting.forEach((w, index) => {
    for (const c of w.found) {
      const seat = order.indexOf(c.controller);
      if (seat >= 0 && seat < bestSeat) {
        bestSeat = seat;
        best = index;
      }
    }
  });
  return best;
}

/** The event a limited replacement that could apply to several of them is applied to first. */
function limitedFirst(e: Engine, waiting: readonly Together[]): number | null {
  const shared = (c: Candidate): boolean =>
    c.limitedBy !== undefined &&
    e.state.oncePerTurn[c.key] !== e.state.turn.number &&
    waiting.filter((w) => w.found.some((d) => d.key === c.key)).length > 1;
  const limited = waiting.flatMap((w) => w.found).find(shared);
  if (limited?.limitedBy === undefined) return null;
  const decision = ask(e, {
    kind: "order",
    player: limited.limitedBy,
    prompt: `${limited.description.replace(/: instead, …$/, "")} applies once: choose the event it applies to first`,
    options: waiting.map((w) => `${w.proposal.kind} ${describe(e, w.proposal.object)}`),
    suggested: 0,
  });
  return decision.kind === "index" && decision.index < waiting.length ? decision.index : 0;
}

/**
 * CR 372: the controller of the affected object orders the replacements of its event. A card on
 * the Chain is its player's (CR 156); one in a hand, deck, trash or Banishment acts on its owner,
 * whose zone it is (CR 372.1: a card drawn, discarded or banished from there); an uncontrolled
 * battlefield leaves it to the turn player (CR 372.2).
 */
function orderedBy(e: Engine, subject: GameObject): PlayerId {
  if (subject.controller !== null) return subject.controller;
  if (subject.zone === "chain")
    return e.state.chain.find((c) => c.id === subject.id)?.controller ?? subject.owner;
  return subject.zone === "battlefields" ? actingTurnPlayer(e) : subject.owner;
}

/**
 * CR 465.2.c.5: combat damage meets the replacements in the order the unit's controller chose as
 * it was assigned (combat-damage.ts), so that what is dealt is what the assignment counted: the
 * first found of that order, or null when none of them is found (or no order was chosen).
 */
function chosenInCombat(
  e: Engine,
  proposal: Proposal,
  found: readonly Candidate[],
): Candidate | null {
  const order = e.damageOrder;
  if (order === null || proposal.combat !== true || proposal.object === null) return null;
  const keys = order.get(proposal.object);
  if (keys === undefined) return null;
  let best: Candidate | null = null;
  let bestAt = keys.length;
  for (const candidate of found) {
    const at = keys.indexOf(candidate.key);
    if (at >= 0 && at < bestAt) {
      best = candidate;
      bestAt = at;
    }
  }
  return best;
}

/** CR 372: which of several replacement effects applies first. */
function chooseCandidate(
  e: Engine,
  proposal: Proposal,
  subject: GameObject | undefined,
  found: readonly Candidate[],
): Candidate {
  let chosen = found[0] as Candidate;
  if (found.length > 1) {
    const ordered = chosenInCombat(e, proposal, found);
    if (ordered !== null) return ordered;
    const decider = subject ? orderedBy(e, subject) : (proposal.player ?? actingTurnPlayer(e));
    const decision = ask(e, {
      kind: "order",
      player: decider,
      prompt: `several effects would replace ${proposal.kind}: choose the one that applies first`,
      options: found.map((c) => c.description),
      suggested: 0,
    });
    chosen = found[decision.kind === "index" ? decision.index : 0] ?? chosen;
  }
  return chosen;
}
