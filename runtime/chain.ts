/**
 * The Chain after finalization (RULES C3, CR 337–348): priority passes in turn order; when every
 * player has passed in a row, the newest finalized item resolves in a fresh resolution context
 * (RULES E3). A resolved spell goes to its owner's trash; it has been played (RULES C5). Showdowns
 * pass Focus the same way.
 */
import {
  type AbilityEntry,
  abilityFromSource,
  characteristics,
  mayHavePaidCostEffects,
} from "./characteristics.js";
import { createContext } from "./context.js";
import { type Engine, emit, nextPlayer } from "./engine.js";
import { refuse } from "./errors.js";
import { execute } from "./instructions.js";
import { noteSourcePaidOff, noteTriggeringLeft } from "./last-known.js";
import { closeShowdown } from "./showdown.js";
import { repeatPrefix, repeatsPaid } from "./keywords.js";
import { gameOver, type ChainItem, type Location, type ObjectId, type PlayerId } from "./state.js";
import { changeZone, changeZoneUnreplaced, happen } from "./zone-change.js";
import { isBattlefield, locationOf, onBoard } from "./zones.js";
import { setFocus, setPasses, setPriority, setShowdownPasses } from "./field-writes.js";

export function resolveItem(e: Engine, item: ChainItem): void {
  if (item.kind === "card") {
    const ctx = createContext({
      controller: item.controller,
      source: item.id,
      sourceName: item.sourceName,
      item: item.id,
      choices: item.choices,
      here: item.here,
      bindings: item.bindings,
    });
    const c = characteristics(e, item.id);
    executePaidCosts(e, item, item.id);
    // CR 820.1.d: with Repeat paid, the instructions are executed again, with their own choices.
    for (let r = 0; r <= repeatsPaid(item.choices); r++) {
      for (let index = 0; index < c.abilities.length; index++) {
        const ability = (c.abilities[index] as AbilityEntry).ability;
        if (ability.kind !== "effect" || ctx.stopped) continue;
        ctx.root = ability.effect;
        ctx.targetPrefix = `${repeatPrefix(r)}${index}:`;
        execute(e, ability.effect, ctx, "");
      }
    }
    emit(e, { kind: "resolved", object: item.id, name: item.sourceName, player: item.controller });
    // RULES C5, CR 419.4.a: a spell is played once it has resolved; a countered one never is.
    // A spell token created onto the Chain went through no play process (RULES T1): never played.
    if (item.play !== null) {
      happen(e, {
        kind: "played",
        object: item.id,
        name: item.sourceName,
        result: item.id,
        player: item.controller,
      });
    }
    const obj = e.state.objects[item.id];
    if (obj && obj.zone === "chain") {
      const actor = { player: item.controller, source: item.id };
      const trash = { zone: "trash" as const, player: obj.owner, at: null };
      // Not an instruction of its own resolution, so an exit replacement (Flow) applies (RULES F2).
      changeZone(e, item.id, trash, "zoneChanged", null, actor);
      // The departure was replaced by something that could not move the card: Flow's banish made a
      // kill by "if a card would be banished, kill it instead", and only a permanent on the board
      // is killed (CR 428.2.a). A resolved spell cannot stay on the Chain — it resolved again at
      // every round of passes, for ever (wild26) — so it goes where the kill would have put it,
      // its owner's trash, meeting no replacement again (RULES E2: at most once to an event and
      // to what replaced it).
      if (e.state.objects[item.id]?.zone === "chain")
        changeZoneUnreplaced(e, item.id, trash, "zoneChanged", actor);
    }
    return;
  }
  const ability = item.ability ? abilityFromSource(e, item.ability) : null;
  if (ability && (ability.kind === "triggered" || ability.kind === "activated")) {
    const ctx = createContext({
      controller: item.controller,
      you: youOfAbility(e, item),
      source: item.source,
      sourceName: item.sourceName,
      item: item.id,
      choices: item.choices,
      triggering: item.trigger,
      bindings: item.bindings,
      here: hereOnResolution(e, item),
      root: ability.effect,
      targetPrefix: "0:",
    });
    // CR 359.3.f.3, 428.1.a.1.b: the triggering object, gone from the board, is read as it was
    // there — `this` too, for an ability that triggered on its source's leaving (`when this dies`).
    noteTriggeringLeft(e, ctx, item.trigger);
    noteSourcePaidOff(ctx, item);
    // CR 383.2.a.1: an intervening condition belongs to the trigger condition; it was checked when
    // the ability triggered and is not checked again ("if she is removed … it will still resolve").
    execute(e, ability.effect, ctx, "");
  }
  e.j.removeValue(e.state.chain, item);
  emit(e, {
    kind: "resolved",
    object: item.id,
    name: item.sourceName,
    player: item.controller,
    source: item.source,
  });
}

/**
 * Whom "you" means as an ability resolves: its controller — but for a battlefield's ability the
 * battlefield's controller (CR 190.6.d), no one when no one controls it, though the ability's
 * controller (the turn player, CR 190.6.b) carries it out. Read as it resolves, since "you" is
 * the battlefield's controller: a battlefield taken while its trigger waits means its new
 * controller, not the player who put the trigger on the Chain.
 */
export function youOfAbility(e: Engine, item: ChainItem): PlayerId | null {
  // A delayed ability's "you" was fixed as the ability that made it resolved (CR 392, 191.4.b).
  if (item.you !== undefined) return item.you;
  const source = item.source === null ? undefined : e.state.objects[item.source];
  return source !== undefined && isBattlefield(source) ? source.controller : item.controller;
}

/**
 * Names a cost ability the same on the Chain and on the board: a printed one by its card and place,
 * a granted one by the grant (the static and its place, characteristics.ts) — not by its index
 * among the object's abilities, which a grant that applies in one zone and not the other shifts.
 */
function paidCostKey(entry: AbilityEntry): string {
  const source = entry.source;
  if (source.from === "definition") return `d:${source.name}:${source.index}`;
  return source.from === "inline" ? `g:${source.grant ?? ""}` : "r";
}

/**
 * CR 356.2, 357.2: the additional and optional costs with a part of their own that were in the
 * card's total cost as it was paid (a mandatory one, or an optional one its player chose), kept
 * for `executePaidCosts`. Read from the card on the Chain, where the costs were paid.
 */
export function recordPaidCosts(e: Engine, item: ChainItem): void {
  const obj = e.state.objects[item.id];
  if (obj === undefined || !mayHavePaidCostEffects(e, obj)) return;
  const abilities = characteristics(e, item.id).abilities;
  const paid: string[] = [];
  for (let index = 0; index < abilities.length; index++) {
    const entry = abilities[index] as AbilityEntry;
    const ability = entry.ability;
    if (ability.kind !== "optionalCost" || ability.effect.length === 0) continue;
    if (ability.optional && !item.choices.optionalCosts.includes(index)) continue;
    paid.push(paidCostKey(entry));
  }
  if (paid.length > 0) e.j.set(item.choices, "paidCosts", paid);
}

/**
 * What paying a card's additional or optional costs does (`as you play this, you may kill a
 * friendly unit: draw 2`), for each one paid, as the card resolves — a spell before its effect, a
 * permanent as it enters (play-process.ts). `source` is the card's identity then. Only a cost paid
 * as the card was played does its part (CR 356.4.f.1: "if you do"): a unit whose own static grants
 * friendly units `as you play this, pay 1: draw 1` has the cost once it is on the board (CR
 * 359.2.a), but was never asked to pay it (CR 365.1: not active on the Chain), so it draws nothing.
 */
export function executePaidCosts(e: Engine, item: ChainItem, source: ObjectId): void {
  const paid = item.choices.paidCosts;
  if (paid === undefined) return;
  const left = paid.slice();
  const abilities = characteristics(e, source).abilities;
  for (let index = 0; index < abilities.length; index++) {
    const entry = abilities[index] as AbilityEntry;
    const ability = entry.ability;
    if (ability.kind !== "optionalCost" || ability.effect.length === 0) continue;
    const at = left.indexOf(paidCostKey(entry));
    if (at < 0) continue;
    left.splice(at, 1);
    const ctx = createContext({
      controller: item.controller,
      source,
      sourceName: item.sourceName,
      // A permanent has left the Chain as it enters: what paying does is not stopped by that.
      item: e.state.chain.includes(item) ? item.id : null,
      choices: item.choices,
      here: item.here,
      bindings: item.bindings,
      root: ability.effect,
      targetPrefix: `${index}:`,
    });
    execute(e, ability.effect, ctx, "");
  }
}

/**
 * CR 359.3.f.2: "here" of an ability is read as it executes — the location of its source now, if
 * the source is still the same permanent on the board. A battlefield's "here" is itself and keeps
 * the location it named (RULES R3). A source gone from the board has no location (CR 359.3.e.12:
 * "a unit that is no longer on the board has no location"), so "here" is nowhere — unless the
 * ability looks back at it: one that triggered on its source's leaving (`when this dies`, CR
 * 428.1.a.1.b, 808.1.d.3), one whose cost moved it (CR 359.3.e.13), or a delayed ability, whose
 * "here" was fixed as it was made and which does not depend on its source (CR 392).
 */
function hereOnResolution(e: Engine, item: ChainItem): Location | null {
  const source = item.source === null ? undefined : e.state.objects[item.source];
  if (source === undefined || !onBoard(source)) {
    const lookedBack =
      item.sourceKnown !== null ||
      item.you !== undefined ||
      leftByTrigger(item) ||
      (item.here?.kind === "battlefield" && item.here.battlefield === item.source);
    return lookedBack ? item.here : null;
  }
  if (isBattlefield(source)) return item.here;
  return locationOf(source) ?? item.here;
}

/** Whether the event that triggered the ability moved its source (`when this dies`). */
function leftByTrigger(item: ChainItem): boolean {
  const t = item.trigger;
  return t !== null && t.object === item.source && t.result !== null && t.result !== t.object;
}

/** The newest finalized item (CR 340.1). */
export function newestFinalized(e: Engine): ChainItem | undefined {
  for (let i = e.state.chain.length - 1; i >= 0; i--) {
    const item = e.state.chain[i];
    if (item && item.status === "finalized") return item;
  }
  return undefined;
}

/** The player action "pass" (CR 338.1.b, 339, 347.2). */
export function pass(e: Engine, player: PlayerId): void {
  const s = e.state;
  if (gameOver(s)) refuse("gameOver", "the game is over");
  if (s.priority !== player) {
    refuse(
      "noPriority",
      `${player} does not have priority${s.priority ? ` (${s.priority} has it)` : ""}`,
    );
  }
  if (s.chain.length > 0) {
    const passes = s.passes + 1;
    if (passes >= s.players.length) {
      setPasses(e, 0);
      setPriority(e, null);
      const item = newestFinalized(e);
      if (item) {
        const opener = s.chain[0];
        if (s.showdown !== null && s.showdown.chainOpenedByPlay === null && opener) {
          // CR 346, 346.1, 347.1.b: Focus passes when the Chain closes, unless a trigger (or an
          // Add, which never waits) opened it. What opened it is noted before anything resolves:
          // the opening item may leave the Chain some other way (countered, CR 425.1.a).
          e.j.set(s.showdown, "chainOpenedByPlay", opener.openedChain && opener.trigger === null);
        }
        resolveItem(e, item);
      }
      return;
    }
    setPasses(e, passes);
    setPriority(e, nextPlayer(e, player));
    return;
  }
  if (s.showdown !== null) {
    const passes = s.showdown.passes + 1;
    if (passes >= s.players.length) {
      closeShowdown(e);
      return;
    }
    const next = nextPlayer(e, player);
    setShowdownPasses(e, passes);
    setFocus(e, next);
    setPriority(e, next);
    return;
  }
  refuse(
    "illegalAction",
    "there is no Chain and no showdown, so there is nothing to pass: end the turn instead",
  );
}
