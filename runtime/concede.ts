/**
 * Conceding (CR 649–652). A player may concede at any time. With one other player left, that
 * player wins (CR 651.1); otherwise the conceding player is removed from the game and it goes on
 * without them (CR 651.2, 652): what they control or own on the board is banished, the
 * battlefield they contributed is replaced with a token battlefield with no abilities, every card
 * they own leaves the game, their spells and abilities are countered, and turn, Focus and
 * priority go on in turn order among those left (CR 652.5).
 *
 * Removal also means they can no longer make choices or influence the game (CR 651.3): the
 * readings this module takes from that (their lasting effects and delayed abilities end; a
 * change of control they made ends) are written in LANGUAGE.md, "Readings chosen for the runtime".
 */
import { newestFinalized, resolveItem } from "./chain.js";
import { createContext } from "./context.js";
import { counter } from "./counter.js";
import { endControlEffect, handControlBack } from "./durations.js";
import { type Engine, emit, nextPlayer, playersFrom } from "./engine.js";
import { refuse } from "./errors.js";
import { banish, recall } from "./game-actions.js";
import { replaceByRule } from "./replace.js";
import { VACATED_BATTLEFIELD } from "./runtime-definitions.js";
import { closeShowdown, loseControl } from "./showdown.js";
import { gameOver, type GameObject, type PlayerId } from "./state.js";
import {
  setFocus,
  setPasses,
  setPriority,
  setShowdownPasses,
  setTurnStep,
} from "./field-writes.js";
import { cease, isBattlefield, onBoard } from "./zones.js";
import { changeZonesTogether } from "./zone-change.js";

/** The player action "concede" (CR 650). */
export function concede(e: Engine, player: PlayerId): void {
  const s = e.state;
  if (gameOver(s)) refuse("gameOver", "the game is over");
  if (!s.players.some((p) => p.id === player)) {
    const left = s.seats?.includes(player) ?? false;
    refuse(
      "illegalAction",
      left
        ? `${player} has already left the game (CR 651.3)`
        : `there is no player ${player} in this game`,
    );
  }
  emit(e, { kind: "conceded", player });
  const others = s.players.filter((p) => p.id !== player);
  if (others.length === 1) {
    // CR 651.1: the one player remaining wins.
    const winner = others[0] as (typeof others)[number];
    e.j.set(s, "winner", winner.id);
    setPriority(e, null);
    emit(e, { kind: "gameWon", player: winner.id, amount: winner.score, detail: "conceded" });
    return;
  }
  removePlayer(e, player);
}

/** CR 652: the Removal of a Player, for a game that goes on without them. */
function removePlayer(e: Engine, player: PlayerId): void {
  const s = e.state;
  if (s.seats === undefined)
    e.j.set(
      s,
      "seats",
      s.players.map((p) => p.id),
    );
  // Who comes after them, read while they are still seated.
  const next = nextPlayer(e, player);
  const actor = { player, source: null };
  const ctx = createContext({ controller: player });
  // CR 190.6.b, 190.6.d: the abilities of a battlefield nobody controls, and the delayed ones with
  // no one as "you", are nobody's: the turn player only carries them out. They are not theirs to
  // counter (CR 652.4): the next player carries them out instead.
  const uncontrolled = new Set(
    Object.values(s.objects)
      .filter((obj) => isBattlefield(obj) && obj.controller === null)
      .map((obj) => obj.id),
  );
  const nobodys = (item: { source: string | null; you?: PlayerId | null }): boolean =>
    item.you === null || (item.you === undefined && uncontrolled.has(item.source ?? ""));

  // CR 652.1: banish the permanents, runes and facedown cards they control or own.
  const onTheirBoard = (obj: GameObject): boolean =>
    onBoard(obj) &&
    !isBattlefield(obj) &&
    obj.zone !== "legend" &&
    (obj.controller === player || obj.owner === player);
  // One instruction, one game action: they are banished together (CR 370.1.a.2), so none of their
  // banish triggers sees another leave (CR 383.2.c.2) and each meets its replacements while all
  // are still there (CR 370.4).
  const theirs = Object.values(s.objects).filter(onTheirBoard);
  changeZonesTogether(
    e,
    theirs.map((obj) => obj.id),
    (id) => banish(e, id, ctx, actor),
  );
  // A replacement effect may have kept one of them on the board instead (a Replace in place of
  // the banish leaves a token with their control, RULES R2). Nothing stays under a player who is
  // gone: it goes to its owner, as a change of control they made does (CR 651.3); what they own
  // leaves the game below (CR 652.3).
  for (const obj of Object.values(s.objects).filter(onTheirBoard)) {
    if (obj.controller !== player || obj.owner === player) continue;
    handControlBack(e, obj, obj.owner);
    // Their base is gone with them: what was there goes to its owner's (CR 107.1.c, 454).
    if (obj.zone === "base" || obj.zone === "runes") recall(e, obj.id, actor);
  }

  // CR 652.2: the battlefield they contributed is replaced with a token battlefield with no
  // abilities; what is there stays (CR 652.2.b), its continuous effects end with it (652.2.c).
  // Nobody controls a battlefield for a player who is gone: control of theirs lapses. The token
  // is made by the rules, not by a player's effect: the next player in turn order owns it
  // (RULES O2 names no owner for it; LANGUAGE.md, "Readings chosen for the runtime").
  for (const bf of Object.values(s.objects).filter(isBattlefield)) {
    if (bf.controller === player) loseControl(e, bf);
    // The battlefield they contributed is the game object, whatever now stands for it: a Brush
    // another player's effect put there is the same battlefield (RULES R2), and goes. A token
    // battlefield of theirs (Brush their effect made) at another player's goes the same way:
    // nothing of theirs is left in the game (CR 651.3), and its place stays a battlefield.
    if (contributorOf(e, bf) === player || bf.owner === player) {
      replaceByRule(
        e,
        bf.id,
        { name: VACATED_BATTLEFIELD.name },
        createContext({ controller: next }),
      );
    }
  }
  for (const id of Object.keys(s.contested))
    if (s.contested[id] === player) e.j.remove(s.contested, id);
  for (const id of Object.keys(s.occupied))
    if (s.occupied[id] === player) e.j.remove(s.occupied, id);

  // CR 652.3: every card they own leaves the game, wherever it is (a Chain item with it).
  for (const obj of Object.values(s.objects)) {
    if (obj.owner !== player) continue;
    if (obj.zone === "chain") {
      const item = s.chain.find((c) => c.id === obj.id);
      if (item) e.j.removeValue(s.chain, item);
    }
    cease(e, obj.id);
  }

  // CR 652.4: their spells and abilities on the Chain are countered; triggers of theirs waiting
  // to go on it never will (CR 651.3).
  for (const item of s.chain.filter((c) => c.controller === player)) {
    if (item.kind === "ability" && nobodys(item)) e.j.set(item, "controller", next);
    else if (s.chain.includes(item)) counter(e, item.id, undefined, ctx);
  }
  for (const trigger of s.pendingTriggers.filter((t) => t.controller === player)) {
    if (nobodys(trigger)) e.j.set(trigger, "controller", next);
    else e.j.removeValue(s.pendingTriggers, trigger);
  }

  // CR 651.3: what they made goes on influencing nothing.
  for (const effect of s.effects.filter((x) => x.controller === player))
    e.j.removeValue(s.effects, effect);
  for (const delayed of s.delayed.filter((x) => x.controller === player))
    e.j.removeValue(s.delayed, delayed);
  for (const prevention of (s.preventions ?? []).filter((x) => x.controller === player))
    e.j.removeValue(s.preventions ?? [], prevention);
  for (const control of s.controlEffects.slice()) {
    if (!s.controlEffects.includes(control)) continue;
    if (!s.objects[control.target] || control.player === player) {
      e.j.removeValue(s.controlEffects, control);
    } else if (control.previous === player) {
      // Nothing goes back to a player who is gone: it stays with whoever has it.
      e.j.removeValue(s.controlEffects, control);
    } else if (control.controller === player) {
      endControlEffect(e, control);
    }
  }
  const placed = s.placed;
  if (placed !== undefined)
    for (const id of Object.keys(placed)) if (!s.objects[id]) e.j.remove(placed, id);
  for (const id of Object.keys(s.hidden)) if (!s.objects[id]) e.j.remove(s.hidden, id);

  // CR 652.5: the game goes on among those left. Passes already made by them no longer count.
  const wasTurnPlayer = s.turn.player === player;
  const priorityHolder = s.priority;
  const focus = s.showdown?.focus ?? null;
  const chainPasses = passedBefore(e, priorityHolder, s.passes, player);
  const showdownPasses = passedBefore(e, focus, s.showdown?.passes ?? 0, player);
  e.j.set(
    s,
    "players",
    s.players.filter((p) => p.id !== player),
  );
  if (s.players.length === 1) {
    // No game is left to go on (CR 651.1).
    const winner = s.players[0] as (typeof s.players)[number];
    e.j.set(s, "winner", winner.id);
    setPriority(e, null);
    emit(e, { kind: "gameWon", player: winner.id, amount: winner.score, detail: "conceded" });
    return;
  }

  if (s.chain.length > 0) {
    setPasses(e, chainPasses);
    // CR 652.5.c.1: their priority goes to the next player.
    if (priorityHolder === player) setPriority(e, next);
    // CR 652.5.c.2: everyone left has passed in a row; the newest item resolves.
    if (s.passes >= s.players.length) {
      setPasses(e, 0);
      setPriority(e, null);
      const item = newestFinalized(e);
      if (item) resolveItem(e, item);
    }
  } else {
    // Their items were the Chain: priority is given anew as the open state it left calls for.
    setPasses(e, 0);
    setPriority(e, null);
  }

  const showdown = s.showdown;
  if (showdown !== null) {
    setShowdownPasses(e, showdownPasses);
    // CR 652.5.b.1: their Focus goes to the next player.
    if (showdown.focus === player) setFocus(e, next);
    // CR 652.5.b.2: everyone left has passed Focus in a row; the showdown ends.
    if (s.chain.length === 0 && showdown.passes >= s.players.length) closeShowdown(e);
  }

  // CR 652.5.a.1: play goes on to the next player in turn order. What is left of the turn (a
  // Chain, a showdown or combat of others) finishes first; then the turn ends as any turn does:
  // its Ending Phase — where the end-of-turn abilities of the players left trigger (CR 317.1,
  // 391) — and its Expiration Step, which ends what lasted "this turn" (CR 317.2). The steps of
  // the turn before its end are the turn player's own (channel, draw, the Main Phase's actions)
  // and are not taken: with no turn player, the Main Phase gives no one priority (`settle`).
  if (wasTurnPlayer && s.turn.step !== "ending" && s.turn.step !== "expiration")
    setTurnStep(e, "main");
}

/**
 * CR 652.2: who contributed the battlefield this game object is. Replace keeps the identity and
 * stores the original card in its owner's Banishment, remembering it (RULES R1, R5): while a token
 * stands in its place, its contributor is the owner of the card replaced under that identity.
 * Only a battlefield card is ever contributed, so with no card behind it (one the setup made a
 * token) the token's owner is read.
 */
function contributorOf(e: Engine, bf: GameObject): PlayerId {
  if (bf.kind === "card") return bf.owner;
  for (const obj of Object.values(e.state.objects))
    if (obj.replaced && obj.replacedIdentity === bf.id && obj.kind === "card") return obj.owner;
  return bf.owner;
}

/**
 * How many of the `passes` consecutive passes before `holder` (priority's or Focus's) were made by
 * players other than `leaving`: those are the passes still in a row once they are gone.
 */
function passedBefore(
  e: Engine,
  holder: PlayerId | null,
  passes: number,
  leaving: PlayerId,
): number {
  if (holder === null || passes === 0) return passes;
  const order = playersFrom(e, holder);
  const passed = order.slice(order.length - passes);
  return passed.includes(leaving) ? passes - 1 : passes;
}
