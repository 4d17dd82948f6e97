/**
 * The public game object. Everything drives the runtime through it: `perform` an action (refused
 * actions change nothing), ask questions of the state, read the log, take a `snapshot()` and
 * `restoreGame` it, or `replayGame` a list of recorded actions and decisions.
 */
import type { Action, ActionRecord, ActionResult } from "./actions.js";
import { trackBoard } from "./board.js";
import { pass } from "./chain.js";
import { type Characteristics, characteristics } from "./characteristics.js";
import type { ChoiceRequest, ChoiceView, Chooser, Decision } from "./choice.js";
import { ReplayChooser, WaitingChooser, validateDecision } from "./choosers.js";
import type {
  CardType,
  Definition,
  KeywordName,
  ObjectSelector,
  Phase,
  ScenarioSetup,
  StatusName,
  ZoneName,
} from "./definitions.js";
import { type Definitions, sharedDefinitionMap } from "./definition-maps.js";
import { ChoiceNeeded, type Engine, createEngine, describe, isSeated } from "./engine.js";
import { RuleError, refuse } from "./errors.js";
import type { GameEvent } from "./events.js";
import { hasStatus } from "./filters.js";
import { conquerShortcut } from "./showdown.js";
import { checkStateInvariants } from "./invariants.js";
import {
  type CandidateKind,
  type Listing,
  candidateActions,
  isListed,
  legalActions,
  newListing,
} from "./legal-actions.js";
import { activate, playCard } from "./play-process.js";
import { hide } from "./keywords-hidden.js";
import { hold } from "./scoring.js";
import { SetupError, battlefieldByName, buildState } from "./setup.js";
import { standardMove } from "./standard-move.js";
import {
  type GameState,
  type GameObject,
  type Location,
  type ObjectId,
  type PlayerId,
  type Pool,
  STEP_PHASE,
  type ScoringRecord,
  gameOver,
  type TurnStep,
  freshList,
} from "./state.js";
import { concede } from "./concede.js";
import { settle } from "./tasks.js";
import { forgetStates, restoreWatch } from "./repeated-state.js";
import { statusesReadBy, unreadCheck } from "./unread-state.js";
import { endTurn } from "./turn.js";
import { canSee, isBattlefield, locationOf, onBoard, zoneKey } from "./zones.js";

export { type Definitions, definitionMap } from "./definition-maps.js";

export interface GameOptions {
  definitions: Definitions;
  /** Who decides. Without one, every decision becomes a pending choice to answer. */
  chooser?: Chooser;
}

export interface GameSnapshot {
  format: "riftscript-snapshot/1";
  state: GameState;
}

export interface ObjectView {
  id: ObjectId;
  name: string;
  label: string | null;
  kind: "card" | "token";
  type: CardType;
  owner: PlayerId;
  controller: PlayerId | null;
  zone: ZoneName;
  /** Whose zone, for per-player zones. */
  player: PlayerId | null;
  location: Location | null;
  statuses: StatusName[];
  damage: number;
  might: number | null;
  tags: string[];
  keywords: KeywordName[];
  /** Battlefields: who scored them and when (RULES S2). */
  scoring: ScoringRecord[];
}

export interface ChainItemView {
  id: ObjectId;
  kind: "card" | "ability";
  status: "pending" | "finalized";
  name: string;
  controller: PlayerId;
  source: ObjectId | null;
}

/**
 * One entry of `history`. Made by a constructor and its list by `freshList`, not by literals: V8
 * moves an object or array literal's allocation site into the old generation once most of what it
 * made outlives a young collection, as records do (each lasts its game). A record made there
 * outlived its game until the next full collection, and kept the young action and decisions it
 * points to alive through every young collection before that, each copying them again and then
 * promoting them (issue 6: with the game's state, a third of what each young collection promoted).
 */
class Recorded implements ActionRecord {
  constructor(
    public action: Action | { type: "start" },
    public decisions: Decision[],
  ) {}
}

/** Default options of the listing methods, which a random playout calls thousands of times a game. */
const NO_OPTIONS = Object.freeze({});

const ALL_STATUSES: StatusName[] = [
  "ready",
  "exhausted",
  "damaged",
  "buffed",
  "stunned",
  "facedown",
  "replaced",
  "banished",
];

export class Game {
  private readonly e: Engine;
  private readonly records: ActionRecord[] = [];
  private pending: { action: Action; decisions: Decision[]; request: ChoiceRequest } | null = null;
  private chooser: Chooser;
  private listing: Listing | null = null;
  /** Whether `log` keeps every event, or only the events of the action under way (`keepLog`). */
  private logKept = true;

  /** Use `createGame` or `restoreGame`. */
  constructor(state: GameState, defs: ReadonlyMap<string, Definition>, chooser: Chooser) {
    this.chooser = chooser;
    const view: ChoiceView = {
      select: (selector) => this.select(selector),
      describe: (id) => describe(this.e, id),
      describeLocation: (location) => this.describeLocation(location),
      players: () => this.e.state.players.map((p) => p.id),
      controller: (id) => {
        const obj = this.e.state.objects[id];
        if (obj) return obj.controller;
        return this.e.state.chain.find((item) => item.id === id)?.controller ?? null;
      },
    };
    this.e = createEngine(state, defs, chooser, view, validateDecision);
    this.e.j.unread = unreadCheck(state, defs);
    this.e.j.statusesRead = statusesReadBy(defs);
    trackBoard(this.e);
  }

  get definitions(): ReadonlyMap<string, Definition> {
    return this.e.defs;
  }

  /** The raw state. Read it, never write it: writes bypass the journal. */
  get state(): Readonly<GameState> {
    return this.e.state;
  }

  /** Every event so far (since creation or restoring); none between actions once `keepLog(false)`. */
  get log(): readonly GameEvent[] {
    return this.e.log;
  }

  /**
   * Whether the game keeps its log from now on (by default it does). Each action still returns
   * its events. A caller after results alone (many random games) drops it: ~1,100 events a game
   * kept until the game ends were copied by every scavenge, then promoted and left to a full
   * collection, where events dropped after their action die young (issue 6).
   */
  keepLog(keep: boolean): void {
    this.logKept = keep;
    if (!keep) this.e.log.length = 0;
  }

  /** Every committed action with its decisions, from the start (or the restore). */
  get history(): readonly ActionRecord[] {
    return this.records;
  }

  setChooser(chooser: Chooser): void {
    this.chooser = chooser;
  }

  /** Run the automatic steps a new game starts with (start-of-phase tasks after the setup's phase). */
  start(): void {
    const result = this.run({ type: "start" }, this.chooser);
    if (!result.ok) throw new SetupError(`the game could not start: ${result.error.message}`);
    if (result.pending)
      throw new SetupError(`the game could not start without a decision: ${result.pending.prompt}`);
  }

  perform(action: Action, options: { chooser?: Chooser } = {}): ActionResult {
    if (action.type === "answer") {
      const pending = this.pending;
      if (!pending)
        return { ok: false, error: { code: "illegalAction", message: "no choice is pending" } };
      const problem = validateDecision(pending.request, action.decision);
      if (problem)
        return {
          ok: false,
          error: { code: "illegalChoice", message: `${problem} (${pending.request.prompt})` },
        };
      const chooser = new ReplayChooser(
        [...pending.decisions, action.decision],
        options.chooser ?? this.chooser,
      );
      return this.run(pending.action, chooser);
    }
    // CR 650: a player may concede at any time; the action waiting on a choice never happened
    // (everything it did was rolled back) and is abandoned.
    if (this.pending && action.type === "concede") this.pending = null;
    if (this.pending) {
      return {
        ok: false,
        error: {
          code: "choiceNeeded",
          message: `a choice is pending; answer it first: ${this.pending.request.prompt}`,
        },
      };
    }
    return this.run(action, options.chooser ?? this.chooser);
  }

  private run(action: Action | { type: "start" }, chooser: Chooser): ActionResult {
    const e = this.e;
    this.listing = null;
    const logStart = e.log.length;
    e.chooser = chooser;
    e.decisions = freshList();
    e.replacedBy = null;
    // Where the loop watch stood (repeated-state.ts), to put it back if the action rolls back.
    const quiet = e.quiet;
    const seen = e.seenStates;
    const seenSize = seen?.added.length ?? 0;
    // TR 505.3: a player who takes an action of their own is not only letting a loop go on.
    if (action.type !== "pass") forgetStates(e);
    try {
      dispatch(e, action);
      settle(e);
      const problem = chooser.finish?.() ?? null;
      if (problem) throw new RuleError("scriptMismatch", problem);
      e.j.commit();
      // Each run starts a new list (above), so the record can keep this one.
      this.records.push(new Recorded(action, e.decisions));
      this.pending = null;
      const events = e.log.slice(logStart);
      if (!this.logKept) e.log.length = 0;
      return { ok: true, events, pending: null };
    } catch (err) {
      e.j.rollback(0);
      e.j.commit();
      e.log.length = logStart;
      restoreWatch(e, quiet, seen, seenSize);
      if (err instanceof ChoiceNeeded && action.type !== "start") {
        this.pending = { action, decisions: e.decisions.slice(), request: err.request };
        return { ok: true, events: [], pending: err.request };
      }
      this.pending = null;
      if (err instanceof ChoiceNeeded) return { ok: true, events: [], pending: err.request };
      if (err instanceof RuleError)
        return { ok: false, error: { code: err.code, message: err.message } };
      throw err;
    } finally {
      e.chooser = this.chooser;
    }
  }

  // ---------------------------------------------------------------------------- queries

  pendingChoice(): ChoiceRequest | null {
    return this.pending?.request ?? null;
  }

  priorityHolder(): PlayerId | null {
    return this.e.state.priority;
  }

  players(): PlayerId[] {
    return this.e.state.players.map((p) => p.id);
  }

  turn(): { number: number; player: PlayerId; phase: Phase; step: TurnStep } {
    const t = this.e.state.turn;
    return { number: t.number, player: t.player, phase: STEP_PHASE[t.step], step: t.step };
  }

  winner(): PlayerId | null {
    return this.e.state.winner;
  }

  /** Whether the game has ended, won or drawn (TR 505.6: a loop of mandatory actions). */
  isOver(): boolean {
    return gameOver(this.e.state);
  }

  /** Whether the game ended in a draw (TR 505.6). */
  drawn(): boolean {
    return this.e.state.drawn === true;
  }

  scores(): Record<PlayerId, number> {
    const out: Record<PlayerId, number> = {};
    for (const p of this.e.state.players) out[p.id] = p.score;
    return out;
  }

  pool(player: PlayerId): Pool {
    const p = this.e.state.players.find((x) => x.id === player);
    if (!p) throw new Error(`no player "${player}"`);
    return structuredClone(p.pool);
  }

  characteristics(id: ObjectId): Characteristics {
    return characteristics(this.e, id);
  }

  object(id: ObjectId): ObjectView | undefined {
    const obj = this.e.state.objects[id];
    if (!obj) return undefined;
    const c = characteristics(this.e, id);
    return {
      id,
      name: obj.name,
      label: obj.label,
      kind: obj.kind,
      type: c.type,
      owner: obj.owner,
      controller: obj.controller,
      zone: obj.zone,
      player: obj.player,
      location: locationOf(obj),
      statuses: ALL_STATUSES.filter((s) => hasStatus(obj, s)),
      damage: obj.damage,
      might: onBoard(obj) || c.type === "unit" ? c.might : null,
      tags: c.tags.slice(),
      keywords: c.keywords.map((k) => k.keyword),
      scoring: obj.scoring.slice(),
    };
  }

  objects(): ObjectView[] {
    return Object.keys(this.e.state.objects).map((id) => this.object(id) as ObjectView);
  }

  /** A player's zone, in order (index 0 is the top of a deck). */
  zone(player: PlayerId, zone: ZoneName): ObjectView[] {
    return (this.e.state.zones[zoneKey(zone, player, null)] ?? []).map(
      (id) => this.object(id) as ObjectView,
    );
  }

  /** Units and gear at a battlefield. */
  at(battlefield: ObjectId): ObjectView[] {
    return (this.e.state.zones[zoneKey("battlefields", null, battlefield)] ?? []).map(
      (id) => this.object(id) as ObjectView,
    );
  }

  battlefields(): ObjectView[] {
    return (this.e.state.zones["battlefields"] ?? []).map((id) => this.object(id) as ObjectView);
  }

  /** Oldest first; the last item resolves next. */
  chain(): ChainItemView[] {
    return this.e.state.chain.map((c) => ({
      id: c.id,
      kind: c.kind,
      status: c.status,
      name: c.sourceName,
      controller: c.controller,
      source: c.source,
    }));
  }

  /**
   * The actions `player` can take now: `only` plays (with activations and hides), or only
   * standard moves, which a random playout lists at every decision of an open Main Phase.
   */
  legalActions(
    player: PlayerId,
    options: { includeAdds?: boolean; only?: CandidateKind } = {},
  ): Action[] {
    if (this.pending) return [];
    return legalActions(this.e, player, options);
  }

  /**
   * Every action `legalActions` would check, unchecked and in its order (`only` plays, with
   * activations and hides, or only standard moves): ask `isListed` of those you want. A caller
   * after one legal action (a random playout) checks only those it tries.
   */
  candidateActions(
    player: PlayerId,
    options: { includeAdds?: boolean; only?: CandidateKind } = NO_OPTIONS,
  ): Action[] {
    if (this.pending) return [];
    return candidateActions(this.listingFor(player, options), options.only ?? null);
  }

  /** Whether `legalActions` lists this action now (a move for one unit), checking it alone. */
  isListed(action: Action, options: { includeAdds?: boolean } = NO_OPTIONS): boolean {
    if (this.pending || action.type === "answer") return false;
    return isListed(this.listingFor(action.player, options), action);
  }

  /** What checks of the state as it is share: made anew after every action. */
  private listingFor(player: PlayerId, options: { includeAdds?: boolean }): Listing {
    const includeAdds = options.includeAdds ?? false;
    const known = this.listing;
    if (known !== null && known.player === player && known.includeAdds === includeAdds)
      return known;
    return (this.listing = newListing(this.e, player, { includeAdds }));
  }

  /** Objects a scenario selector names: a label, or a name (with the player and zone it is in). */
  select(selector: ObjectSelector): ObjectId[] {
    const out: ObjectId[] = [];
    const s = this.e.state;
    for (const id of Object.keys(s.objects)) {
      const obj = s.objects[id];
      if (!obj) continue;
      if ("label" in selector) {
        if (obj.label === selector.label) out.push(id);
        continue;
      }
      if (obj.name !== selector.name) continue;
      if (selector.zone !== undefined && obj.zone !== selector.zone) continue;
      if (selector.player !== undefined) {
        const whose =
          obj.zone === "chain"
            ? s.chain.find((c) => c.id === id)?.controller
            : onBoard(obj)
              ? obj.controller
              : obj.owner;
        if (whose !== selector.player) continue;
      }
      out.push(id);
    }
    return out.sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  }

  /**
   * A scenario's `label "Recruit" as r1`: the newest object the selector names that wears no label
   * (the token just made, say) takes the label, which then goes with it as a setup label does.
   * Null when no unlabelled object fits.
   */
  label(selector: ObjectSelector, label: string): ObjectId | null {
    let newest: GameObject | null = null;
    for (const id of this.select(selector)) {
      const obj = this.e.state.objects[id];
      if (obj && obj.label === null && (newest === null || obj.timestamp > newest.timestamp))
        newest = obj;
    }
    if (newest === null) return null;
    this.e.j.set(newest, "label", label);
    this.e.j.commit();
    return newest.id;
  }

  /** Whether a player may look at this object's face (CR 128): hidden zones hide cards from others. */
  canSee(player: PlayerId, id: ObjectId): boolean {
    const obj = this.e.state.objects[id];
    return obj !== undefined && canSee(obj, player);
  }

  describe(id: ObjectId): string {
    return describe(this.e, id);
  }

  describeLocation(location: Location): string {
    return location.kind === "base"
      ? `${location.player}'s base`
      : describe(this.e, location.battlefield);
  }

  /** Problems with the state; empty when every invariant holds. */
  checkInvariants(): string[] {
    return checkStateInvariants(this.e.state);
  }

  /** The whole state as JSON-ready data (the event log and history are not part of it). */
  snapshot(): GameSnapshot {
    return { format: "riftscript-snapshot/1", state: structuredClone(this.e.state) };
  }
}

function dispatch(e: Engine, action: Action | { type: "start" }): void {
  // CR 651.3: a player who has left makes no choices and takes no actions (conceding again is
  // refused by `concede`, with its own message).
  if ("player" in action && action.type !== "concede" && hasLeft(e, action.player))
    refuse("illegalAction", `${action.player} has left the game (CR 651.3)`);
  switch (action.type) {
    case "start":
      return;
    case "play":
      playCard(e, action.player, action.object, action.flow ?? false);
      return;
    case "activate":
      activate(e, action.player, action.object, action.ability);
      return;
    case "pass":
      pass(e, action.player);
      return;
    case "endTurn":
      endTurn(e, action.player);
      return;
    case "move":
      standardMove(e, action.player, action.units, action.to);
      return;
    case "hide":
      hide(e, action.player, action.object, action.battlefield);
      return;
    case "conquer": {
      if (gameOver(e.state)) refuse("gameOver", "the game is over");
      if (e.state.chain.length > 0)
        refuse("timing", "control is established in an open state (no Chain)");
      const bf = e.state.objects[action.battlefield];
      if (!isBattlefield(bf)) refuse("unknownObject", `${action.battlefield} is not a battlefield`);
      if (bf.controller === action.player)
        refuse(
          "illegalAction",
          `${action.player} already controls ${describe(e, bf.id)}; a conquer is gaining control (RULES S2)`,
        );
      conquerShortcut(e, action.player, bf.id);
      return;
    }
    case "hold": {
      if (gameOver(e.state)) refuse("gameOver", "the game is over");
      const bf = e.state.objects[action.battlefield];
      if (!isBattlefield(bf)) refuse("unknownObject", `${action.battlefield} is not a battlefield`);
      if (bf.controller !== action.player)
        refuse(
          "illegalAction",
          `${action.player} does not control ${describe(e, bf.id)}, so cannot hold it`,
        );
      hold(e, action.player, bf.id, null);
      return;
    }
    case "concede":
      concede(e, action.player);
      return;
    case "answer":
      refuse("illegalAction", "no choice is pending");
      return;
    default: {
      const _exhaustive: never = action;
      return _exhaustive;
    }
  }
}

function hasLeft(e: Engine, player: PlayerId): boolean {
  return (e.state.seats?.includes(player) ?? false) && !isSeated(e, player);
}

/** A new game from a setup. Setup mistakes (unknown names, bad zones) throw a `SetupError`. */
export function createGame(setup: ScenarioSetup, options: GameOptions): Game {
  return createGameWith(setup, sharedDefinitionMap(options.definitions), options.chooser);
}

/**
 * `createGame` with the definitions' shared map already in hand (deck-setup.ts): finding it again
 * from the map would copy and compare every definition once more per game.
 */
export function createGameWith(
  setup: ScenarioSetup,
  defs: ReadonlyMap<string, Definition>,
  chooser: Chooser | undefined,
): Game {
  const state = buildState(setup, defs);
  if (setup.showdown) {
    const battlefield = battlefieldByName(
      state,
      setup.showdown.battlefield as { label?: string; name?: string },
    );
    if (!battlefield) throw new SetupError("the setup's showdown names no battlefield");
    state.showdown = {
      battlefield,
      focus: setup.showdown.focus,
      passes: 0,
      chainOpenedByPlay: null,
    };
  }
  const game = new Game(state, defs, chooser ?? new WaitingChooser());
  game.start();
  return game;
}

/** Continue from a snapshot: the same state, the same random numbers, the same future. */
export function restoreGame(
  snapshot: GameSnapshot,
  definitions: Definitions,
  options: { chooser?: Chooser } = {},
): Game {
  if (snapshot.format !== "riftscript-snapshot/1")
    throw new SetupError(`unknown snapshot format ${String(snapshot.format)}`);
  return new Game(
    structuredClone(snapshot.state),
    sharedDefinitionMap(definitions),
    options.chooser ?? new WaitingChooser(),
  );
}

/** Rebuild a game from its setup and recorded history: the decisions replay, so the state is the same. */
export function replayGame(
  setup: ScenarioSetup,
  options: GameOptions,
  history: readonly ActionRecord[],
): Game {
  const [first, ...rest] = history;
  const game = createGame(setup, {
    ...options,
    chooser: new ReplayChooser(first?.decisions ?? []),
  });
  for (const record of rest) {
    if (record.action.type === "start") continue;
    const result = game.perform(record.action, { chooser: new ReplayChooser(record.decisions) });
    if (!result.ok)
      throw new Error(`replay diverged at ${record.action.type}: ${result.error.message}`);
  }
  if (options.chooser) game.setChooser(options.chooser);
  return game;
}

export { SetupError };
