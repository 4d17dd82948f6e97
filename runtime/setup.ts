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
  type ChainItem,
  type Combat,
  type ContinuousEffect,
  type ControlEffect,
  type DelayedAbility,
  type GameObject,
  type GameState,
  type ObjectId,
  type PendingTrigger,
  type PlayerId,
  type PlayerState,
  type Pool,
  type PowerPool,
  type Showdown,
  type TurnStep,
  freshList,
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

/**
 * A new game's state, made by a constructor rather than an object literal, and its lists by
 * `freshList`. V8 counts how many of an allocation site's objects (a literal's) outlive a young
 * collection, and once most do, it allocates that site's objects in the old generation from then
 * on: the first games, slow before the runtime is optimized, had their states outlive one, so
 * every later game's state was made old. An old state is freed only by a full collection; until
 * then it kept every young object it pointed to alive through each young collection, long after
 * its game had ended, and those were copied and promoted (issue 6: ~410 KB promoted per young
 * collection, ~270 KB now). A constructor's objects are always made young, and die with their game.
 * The fields are declared in the order the state's readers and digests have always met them.
 */
class BuiltState implements GameState {
  format = "riftscript-game/1" as const;
  players: PlayerState[];
  turn: GameState["turn"];
  objects = keyedRecord<GameObject>();
  zones = keyedRecord<ObjectId[]>();
  chain = freshList<ChainItem>();
  priority: PlayerId | null = null;
  passes = 0;
  showdown: Showdown | null = null;
  contested = keyedRecord<PlayerId>();
  occupied = keyedRecord<PlayerId>();
  combat: Combat | null = null;
  hidden = keyedRecord<number>();
  effects = freshList<ContinuousEffect>();
  controlEffects = freshList<ControlEffect>();
  delayed = freshList<DelayedAbility>();
  pendingTriggers = freshList<PendingTrigger>();
  oncePerTurn = keyedRecord<number>();
  nthTimeSeen = keyedRecord<{ turn: number; count: number }>();
  next = new Counters();
  owners = keyedRecord<PlayerId>();
  rng: number;
  victoryScore: number;
  winner: PlayerId | null = null;
  /** Declared only: the state gains it when a setup places units (an own key, not an `undefined`). */
  declare placed?: GameState["placed"];

  constructor(setup: ScenarioSetup) {
    this.players = setup.players.map((p) => new PlayerRecord(p));
    this.turn = new TurnRecord(setup.turnPlayer, PHASE_STEP[setup.phase]);
    this.rng = seedState(setup.seed);
    this.victoryScore = setup.victoryScore ?? 8;
  }
}

/** `GameState.turn` of a new game, made young for the reason `BuiltState` gives. */
class TurnRecord {
  number = 1;
  constructor(
    public player: PlayerId,
    public step: TurnStep,
  ) {}
}

/** `GameState.next` of a new game, made young for the reason `BuiltState` gives. */
class Counters {
  object = 1;
  serial = 1;
  timestamp = 1;
  effect = 1;
  event = 0;
}

/** A player's state, made young for the reason `BuiltState` gives. */
class PlayerRecord implements PlayerState {
  id: PlayerId;
  score: number;
  pool: Pool;
  finalizedThisTurn = freshList<ObjectId>();
  declare channelBonus?: number;
  declare skipDraw?: boolean;

  constructor(p: PlayerSetup) {
    this.id = p.name;
    this.score = p.score ?? 0;
    this.pool = new PoolRecord(p.pool?.energy ?? 0, emptyPower());
    for (const amount of p.pool?.power ?? []) this.pool.power[amount.domain] += amount.amount;
    if (p.channelBonus) this.channelBonus = p.channelBonus;
    if (p.skipFirstDraw) this.skipDraw = true;
  }
}

/** A player's Rune Pool at the start, made young for the reason `BuiltState` gives. */
class PoolRecord implements Pool {
  constructor(
    public energy: number,
    public power: PowerPool,
  ) {}
}

export function buildState(setup: ScenarioSetup, defs: ReadonlyMap<string, Definition>): GameState {
  const names = setup.players.map((p) => p.name);
  if (names.length === 0) throw new SetupError("a game needs at least one player");
  if (new Set(names).size !== names.length)
    throw new SetupError(`player names repeat: ${names.join(", ")}`);
  if (!names.includes(setup.turnPlayer))
    throw new SetupError(`the turn player "${setup.turnPlayer}" is not one of ${names.join(", ")}`);
  const state = new BuiltState(setup);

  const place = (
    placement: Placement,
    owner: PlayerId,
    zone: ZoneName,
    player: PlayerId | null,
    at: ObjectId | null,
    controller: PlayerId | null,
    list: ObjectId[] = (state.zones[zoneKey(zone, player, at)] ??= freshList()),
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
      const list = (state.zones[zoneKey(zone, p.name, null)] ??= freshList());
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
