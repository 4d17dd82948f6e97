/**
 * Building a game state from a setup (the contract's `ScenarioSetup`): players in turn order,
 * their zones (RULES G1), battlefields with what is at them, pools, scores, the phase.
 * A game made in a phase starts inside it, after that phase's start-of-phase tasks.
 */
import type {
  BattlefieldSetup,
  Definition,
  Phase,
  Placement,
  PlayerSetup,
  ScenarioSetup,
  ZoneName,
} from "./definitions.js";
import { emptyPower } from "./costs.js";
import { seedState } from "./rng.js";
import {
  type GameObject,
  type GameState,
  type ObjectId,
  type PlayerId,
  type Pool,
  type TurnStep,
  keyedRecord,
  objectIdOf,
} from "./state.js";
import { isBoardZone, zoneKey } from "./zones.js";

export class SetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SetupError";
  }
}

const PHASE_STEP: Record<Phase, TurnStep> = {
  awaken: "awaken",
  beginning: "beginning",
  channel: "channel",
  draw: "draw",
  main: "main",
  ending: "ending",
};

/** Zones a setup may place cards in, per player. */
const SETUP_ZONES: ReadonlySet<ZoneName> = new Set<ZoneName>([
  "hand",
  "deck",
  "trash",
  "banishment",
  "base",
  "legend",
  "champion",
  "runeDeck",
  "runes",
]);

const NO_STATUSES: readonly string[] = [];

function poolOf(setup: PlayerSetup): Pool {
  const pool: Pool = { energy: setup.pool?.energy ?? 0, power: emptyPower() };
  for (const p of setup.pool?.power ?? []) pool.power[p.domain] += p.amount;
  return pool;
}

export function buildState(setup: ScenarioSetup, defs: ReadonlyMap<string, Definition>): GameState {
  const names = setup.players.map((p) => p.name);
  if (names.length === 0) throw new SetupError("a game needs at least one player");
  if (new Set(names).size !== names.length)
    throw new SetupError(`player names repeat: ${names.join(", ")}`);
  if (!names.includes(setup.turnPlayer))
    throw new SetupError(`the turn player "${setup.turnPlayer}" is not one of ${names.join(", ")}`);
  const state: GameState = {
    format: "riftscript-game/1",
    players: setup.players.map((p) => ({
      id: p.name,
      score: p.score ?? 0,
      pool: poolOf(p),
      finalizedThisTurn: [],
      ...(p.channelBonus ? { channelBonus: p.channelBonus } : {}),
      ...(p.skipFirstDraw ? { skipDraw: true } : {}),
    })),
    turn: { number: 1, player: setup.turnPlayer, step: PHASE_STEP[setup.phase] },
    objects: keyedRecord(),
    zones: keyedRecord(),
    chain: [],
    priority: null,
    passes: 0,
    showdown: null,
    contested: keyedRecord(),
    occupied: keyedRecord(),
    combat: null,
    hidden: keyedRecord(),
    effects: [],
    controlEffects: [],
    delayed: [],
    pendingTriggers: [],
    oncePerTurn: keyedRecord(),
    nthTimeSeen: keyedRecord(),
    next: { object: 1, serial: 1, timestamp: 1, effect: 1, event: 0 },
    owners: keyedRecord(),
    rng: seedState(setup.seed),
    victoryScore: setup.victoryScore ?? 8,
    winner: null,
  };

  const place = (
    placement: Placement,
    owner: PlayerId,
    zone: ZoneName,
    player: PlayerId | null,
    at: ObjectId | null,
    controller: PlayerId | null,
    list: ObjectId[] = (state.zones[zoneKey(zone, player, at)] ??= []),
  ): GameObject => {
    const def = defs.get(placement.name);
    if (!def) throw new SetupError(`unknown card or token "${placement.name}"`);
    const onBoard = isBoardZone(zone);
    // RULES T7: a token exists only on the board or the Chain.
    if (def.kind === "token" && !onBoard) {
      throw new SetupError(`"${placement.name}" is a token and cannot be in ${zone} (RULES T7)`);
    }
    if (placement.controller !== undefined && !names.includes(placement.controller)) {
      throw new SetupError(`unknown controller "${placement.controller}" for "${placement.name}"`);
    }
    const statuses = placement.statuses ?? NO_STATUSES;
    const serial = state.next.serial++;
    const obj: GameObject = {
      id: objectIdOf(state.next.object++),
      serial,
      // The definition's own string: lookups by name then compare it by identity.
      name: def.name,
      kind: def.kind,
      owner,
      controller: onBoard ? (placement.controller ?? controller) : null,
      zone,
      player,
      at,
      exhausted: statuses.includes("exhausted"),
      damage: placement.damage ?? 0,
      buffed: statuses.includes("buffed"),
      stunned: statuses.includes("stunned"),
      facedown: zone === "facedown" || statuses.includes("facedown"),
      replaced: statuses.includes("replaced"),
      replacedIdentity: null,
      changes: [],
      timestamp: state.next.timestamp++,
      scoring: [],
      label: placement.label ?? null,
    };
    state.objects[obj.id] = obj;
    // The same key as String(serial): a number key spares making the string.
    state.owners[serial] = owner;
    list.push(obj.id);
    return obj;
  };

  for (const p of setup.players) {
    for (const [zone, placements] of Object.entries(p.zones) as [
      ZoneName,
      Placement[] | undefined,
    ][]) {
      if (!placements) continue;
      if (!SETUP_ZONES.has(zone)) {
        throw new SetupError(
          `${p.name}'s setup puts cards in "${zone}"; use the battlefields list for battlefields and what is at them`,
        );
      }
      if (placements.length === 0) continue;
      // One zone, so one list for all its cards.
      const list = (state.zones[zoneKey(zone, p.name, null)] ??= []);
      for (const placement of placements)
        place(placement, p.name, zone, p.name, null, p.name, list);
    }
    if (p.legend) place(p.legend, p.name, "legend", p.name, null, p.name);
  }

  const battlefieldIds: { setup: BattlefieldSetup; id: ObjectId }[] = [];
  for (const bf of setup.battlefields) {
    if (bf.controller !== undefined && bf.controller !== null && !names.includes(bf.controller)) {
      throw new SetupError(`unknown controller "${bf.controller}" for battlefield "${bf.name}"`);
    }
    const owner = bf.owner ?? bf.controller ?? (names[0] as PlayerId);
    const obj = place({ ...bf, controller: undefined }, owner, "battlefields", null, null, null);
    obj.controller = bf.controller ?? null;
    battlefieldIds.push({ setup: bf, id: obj.id });
    const present = new Set<PlayerId>();
    for (const group of bf.units ?? []) {
      if (!names.includes(group.player))
        throw new SetupError(`unknown player "${group.player}" at "${bf.name}"`);
      for (const placement of group.placements) {
        const unit = place(placement, group.player, "battlefields", null, obj.id, group.player);
        // A placement is not a move or a play: remembered so that it contests nothing while it
        // stays (CR 190.3.a; showdown.ts). Gear is recalled whatever its record (CR 323.7).
        if (unit.controller !== null)
          (state.placed ??= keyedRecord())[unit.id] = { at: obj.id, controller: unit.controller };
        if (unit.controller !== null && defs.get(unit.name)?.type === "unit")
          present.add(unit.controller);
      }
    }
    // CR 449.2, 462: no game reaches units of three players at one battlefield, and a combat is
    // fought by two; refused rather than started with a player the combat leaves out.
    if (present.size > 2)
      throw new SetupError(
        `units of ${[...present].join(", ")} are at "${bf.name}"; a battlefield holds units of at most two players (CR 449.2, 462)`,
      );
    if (bf.facedown) {
      const card = place(
        bf.facedown.placement,
        bf.facedown.player,
        "facedown",
        null,
        obj.id,
        bf.facedown.player,
      );
      card.facedown = true;
      // CR 107.3.c: a card occupies a Facedown Zone only while its controller controls the
      // battlefield. Refused rather than trashed by the first cleanup (CR 323.7), which would
      // start the scenario without the card it set up.
      if (card.controller !== obj.controller) {
        throw new SetupError(
          `the facedown "${card.name}" at "${bf.name}" needs ${String(card.controller)} to control that battlefield (CR 107.3.c): write \`battlefield "${bf.name}" controlled by ${String(card.controller)}\``,
        );
      }
    }
  }
  return state;
}

/** Resolve the setup's showdown (needs selectors, so it runs once the state exists). */
export function battlefieldByName(
  state: GameState,
  selector: { label?: string; name?: string },
): ObjectId | null {
  for (const id of state.zones["battlefields"] ?? []) {
    const obj = state.objects[id];
    if (!obj) continue;
    if (selector.label !== undefined && obj.label === selector.label) return id;
    if (selector.label === undefined && selector.name !== undefined && obj.name === selector.name)
      return id;
  }
  return null;
}
