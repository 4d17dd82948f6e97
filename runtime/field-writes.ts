/**
 * Writers of the fields a game writes most (issue 6: about 1,100 of its 2,300 journal writes are
 * priority, passes, statuses, the turn's step and pools). `Journal.set` reads and writes by a
 * variable key, a megamorphic lookup on objects of many shapes, and asks the journal's callbacks
 * on every write what kind of state it wrote; here each field is named in code, so V8 specializes
 * the read, the write and the undo, and each writer knows what its field is (see `Journal.quiet`
 * and `Journal.unread`): priority, passes and pools are bookkeeping, the turn's step, a showdown's
 * progress and a Chain item's status are read by no characteristic, statuses only when the game's
 * statics read them. A writer writes only what it says: none writes a watched field or target
 * (`Journal.watched`) or changes which objects are on the board.
 */
import type { Engine } from "./engine.js";
import type { FieldUndo } from "./journal.js";
import type { ZoneName } from "./definitions.js";
import type {
  ChainItem,
  GameObject,
  GameState,
  ObjectId,
  PlayerId,
  Pool,
  TurnStep,
} from "./state.js";

export function setPriority(e: Engine, player: PlayerId | null): void {
  const s = e.state;
  const old = s.priority;
  if (old === player) return;
  s.priority = player;
  e.j.wroteBookkeeping(undoPriority, s, old);
}

function undoPriority(state: object, old: unknown): void {
  (state as GameState).priority = old as PlayerId | null;
}

/** Consecutive passes of priority while the Chain exists (CR 339.1). */
export function setPasses(e: Engine, passes: number): void {
  const s = e.state;
  const old = s.passes;
  if (old === passes) return;
  s.passes = passes;
  e.j.wroteBookkeeping(undoPasses, s, old);
}

function undoPasses(state: object, old: unknown): void {
  (state as GameState).passes = old as number;
}

/** A player's energy (their pool, never a copy). */
export function setEnergy(e: Engine, pool: Pool, energy: number): void {
  const old = pool.energy;
  if (old === energy) return;
  pool.energy = energy;
  e.j.wroteBookkeeping(undoEnergy, pool, old);
}

function undoEnergy(pool: object, old: unknown): void {
  (pool as Pool).energy = old as number;
}

export function setTurnStep(e: Engine, step: TurnStep): void {
  const turn = e.state.turn;
  const old = turn.step;
  if (old === step) return;
  turn.step = step;
  e.j.wroteUnread(undoTurnStep, turn, old);
}

function undoTurnStep(turn: object, old: unknown): void {
  (turn as GameState["turn"]).step = old as TurnStep;
}

/** The passes of Focus in the showdown under way (CR 347.2). */
export function setShowdownPasses(e: Engine, passes: number): void {
  const showdown = currentShowdown(e);
  const old = showdown.passes;
  if (old === passes) return;
  showdown.passes = passes;
  e.j.wroteUnread(undoShowdownPasses, showdown, old);
}

function undoShowdownPasses(showdown: object, old: unknown): void {
  (showdown as Showdown).passes = old as number;
}

/** Focus in the showdown under way. */
export function setFocus(e: Engine, player: PlayerId): void {
  const showdown = currentShowdown(e);
  const old = showdown.focus;
  if (old === player) return;
  showdown.focus = player;
  e.j.wroteUnread(undoFocus, showdown, old);
}

function undoFocus(showdown: object, old: unknown): void {
  (showdown as Showdown).focus = old as PlayerId;
}

type Showdown = NonNullable<GameState["showdown"]>;

function currentShowdown(e: Engine): Showdown {
  const showdown = e.state.showdown;
  if (showdown === null) throw new Error("no showdown is under way");
  return showdown;
}

/** The status of an item on the Chain: its progress, which no characteristic reads. */
export function setItemStatus(e: Engine, item: ChainItem, status: ChainItem["status"]): void {
  const old = item.status;
  if (old === status) return;
  item.status = status;
  e.j.wroteUnread(undoItemStatus, item, old);
}

function undoItemStatus(item: object, old: unknown): void {
  (item as ChainItem).status = old as ChainItem["status"];
}

export function setExhausted(e: Engine, obj: GameObject, exhausted: boolean): void {
  const old = obj.exhausted;
  if (old === exhausted) return;
  obj.exhausted = exhausted;
  wroteStatus(e, undoExhausted, obj, old);
}

function undoExhausted(obj: object, old: unknown): void {
  (obj as GameObject).exhausted = old as boolean;
}

export function setStunned(e: Engine, obj: GameObject, stunned: boolean): void {
  const old = obj.stunned;
  if (old === stunned) return;
  obj.stunned = stunned;
  wroteStatus(e, undoStunned, obj, old);
}

function undoStunned(obj: object, old: unknown): void {
  (obj as GameObject).stunned = old as boolean;
}

/**
 * A status is read by characteristics only through statics that name statuses, and only an
 * object's current one (an object no longer in the state is counted like any other write).
 */
function wroteStatus(e: Engine, undo: FieldUndo, obj: GameObject, old: boolean): void {
  if (!e.j.statusesRead && e.state.objects[obj.id] === obj) e.j.wroteUnread(undo, obj, old);
  else e.j.wroteRead(undo, obj, old);
}

/** Where an object is, as it moves keeping its identity (zones.ts `relocate`). */
export function setPlace(
  e: Engine,
  obj: GameObject,
  zone: ZoneName,
  player: PlayerId | null,
  at: ObjectId | null,
): void {
  const j = e.j;
  const oldZone = obj.zone;
  if (oldZone !== zone) {
    obj.zone = zone;
    j.wroteRead(undoZone, obj, oldZone);
  }
  const oldPlayer = obj.player;
  if (oldPlayer !== player) {
    obj.player = player;
    j.wroteRead(undoPlayer, obj, oldPlayer);
  }
  const oldAt = obj.at;
  if (oldAt !== at) {
    obj.at = at;
    j.wroteRead(undoAt, obj, oldAt);
  }
}

function undoZone(obj: object, old: unknown): void {
  (obj as GameObject).zone = old as ZoneName;
}

function undoPlayer(obj: object, old: unknown): void {
  (obj as GameObject).player = old as PlayerId | null;
}

function undoAt(obj: object, old: unknown): void {
  (obj as GameObject).at = old as ObjectId | null;
}
