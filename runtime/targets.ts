/**
 * Targets (CR 355.6–355.13): which references of an effect are targets — objects, and players
 * (`target opponent`, CR 355.9.a) — where they sit (a path, so the choice made while playing is
 * found again on resolution), and whether an object or a player is a legal target. Targets inside a delayed ability belong to that ability and are chosen when it fires;
 * targets inside granted abilities and token changes belong to those abilities.
 */
import type { TargetStance } from "./choice.js";
import type {
  Effect,
  Filter,
  Instruction,
  Modification,
  ObjectRef,
  PlayerRef,
} from "./definitions.js";
import { characteristics } from "./characteristics.js";
import { type Engine, playersFrom } from "./engine.js";
import { candidates, objectMatchesFilter, playerMatches, type Perspective } from "./filters.js";
import { restrictToBattlefield } from "./keywords-hidden.js";
import type { ObjectId, PlayerId } from "./state.js";

export type TargetRef = Extract<ObjectRef, { ref: "target" }>;
/** `target player`, `target opponent` (CR 355.9.a: a player can be a target). */
export type PlayerTargetRef = Extract<PlayerRef, { player: "target" }>;
/** What the walk visits: the targets of both kinds, in the order the text gives them. */
export type AnyTargetRef = TargetRef | PlayerTargetRef;

export function isPlayerTarget(ref: AnyTargetRef): ref is PlayerTargetRef {
  return "player" in ref;
}

/** Keys of an instruction that hold nested effects of the same resolution. */
const NESTED_EFFECT_KEYS = new Set(["then", "else", "effect", "modes"]);
/** Keys that hold data of other abilities (granted abilities, token changes, delayed triggers). */
const FOREIGN_KEYS = new Set(["modifications", "token", "trigger", "op"]);

function scan(
  value: unknown,
  path: string,
  visit: (ref: AnyTargetRef, path: string) => void,
): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => scan(v, `${path}.${i}`, visit));
    return;
  }
  if (value === null || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  if (record.ref === "target") {
    visit(value as TargetRef, path);
    return;
  }
  if (record.player === "target") {
    visit(value as PlayerTargetRef, path);
    return;
  }
  for (const key of Object.keys(record)) scan(record[key], `${path}.${key}`, visit);
}

interface TargetVisit {
  ref: AnyTargetRef;
  path: string;
}

/**
 * Per effect and prefix, the visits of a walk, or null when the effect has a `choose` (whose
 * modes are chosen each time). Effects are plain data that never change, and every play walks
 * its effect twice (choosing, then checking targets) through every key of every instruction.
 */
const walks = new WeakMap<Effect, Map<string, readonly TargetVisit[] | null>>();

/**
 * Visit the target references of an effect in a fixed order. `modesOf` says which modes of a
 * `choose` instruction to descend into (all of them, to index; the chosen ones, while playing).
 */
export function walkTargets(
  effect: Effect,
  prefix: string,
  visit: (ref: AnyTargetRef, path: string) => void,
  modesOf: (ins: Extract<Instruction, { op: "choose" }>, path: string) => number[] | "all",
): void {
  let byPrefix = walks.get(effect);
  if (byPrefix === undefined) {
    byPrefix = new Map();
    walks.set(effect, byPrefix);
  }
  let known = byPrefix.get(prefix);
  if (known === undefined) {
    const found: TargetVisit[] = [];
    let chooses = false;
    walkEffect(
      effect,
      prefix,
      (ref, path) => found.push({ ref, path }),
      () => {
        chooses = true;
        return "all";
      },
    );
    known = chooses ? null : found;
    byPrefix.set(prefix, known);
  }
  if (known === null) {
    walkEffect(effect, prefix, visit, modesOf);
    return;
  }
  for (let i = 0; i < known.length; i++) {
    const at = known[i] as TargetVisit;
    visit(at.ref, at.path);
  }
}

function walkEffect(
  effect: Effect,
  prefix: string,
  visit: (ref: AnyTargetRef, path: string) => void,
  modesOf: (ins: Extract<Instruction, { op: "choose" }>, path: string) => number[] | "all",
): void {
  effect.forEach((ins, i) => {
    const path = `${prefix}${i}`;
    if (ins.op === "delayed" || ins.op === "delayedStep") return;
    // In the order of the text: `deal 3 to target unit unless target opponent pays 1`.
    if (ins.op === "unlessPays") walkEffect(ins.effect, `${path}.effect.`, visit, modesOf);
    const record = ins as unknown as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (FOREIGN_KEYS.has(key) || NESTED_EFFECT_KEYS.has(key)) continue;
      scan(record[key], `${path}.${key}`, visit);
    }
    switch (ins.op) {
      case "choose": {
        const modes = modesOf(ins, path);
        ins.modes.forEach((mode, m) => {
          if (modes === "all" || modes.includes(m))
            walkEffect(mode, `${path}.modes.${m}.`, visit, modesOf);
        });
        break;
      }
      case "if":
      case "ifKills":
        walkEffect(ins.then, `${path}.then.`, visit, modesOf);
        if (ins.else) walkEffect(ins.else, `${path}.else.`, visit, modesOf);
        break;
      case "may":
      case "forEach":
      case "repeat":
        walkEffect(ins.effect, `${path}.effect.`, visit, modesOf);
        break;
      default:
        break;
    }
  });
}

const HARMING_OPS: ReadonlySet<string> = new Set([
  "banish",
  "counter",
  "deal",
  "exhaust",
  "gainControl",
  "kill",
  "recall",
  "stun",
]);
const HELPING_OPS: ReadonlySet<string> = new Set(["buff", "heal", "prevent", "ready"]);

function modificationsStance(modifications: readonly Modification[]): TargetStance {
  for (const m of modifications)
    if ((m.mod === "might" && m.amount < 0) || m.mod === "cantMove" || m.mod === "cantCombat")
      return "harms";
  return "helps";
}

/**
 * What an instruction does to the player who carries it out: losing cards from hand or deck
 * hurts them, drawing and scoring help. A player's control of an object is left out: taking one
 * helps, being handed one of the controller's may not.
 */
const HARMING_PLAYER_OPS: ReadonlySet<string> = new Set(["discard", "burn"]);
const HELPING_PLAYER_OPS: ReadonlySet<string> = new Set(["draw", "score"]);

/**
 * The stance of the instruction whose `target` (or, for a player target, `player`) is the
 * reference at `path` (a path of `walkTargets`), or null when the reference is read some other
 * way (an amount, a place) or the instruction neither hurts nor helps (a move).
 */
export function targetStance(effect: Effect, path: string): TargetStance | null {
  // Asked each time a target is chosen: effects are plain data that never change, so the answer
  // for a path is read once (splitting the path made garbage on every ask).
  let byPath = stances.get(effect);
  if (byPath === undefined) {
    byPath = new Map();
    stances.set(effect, byPath);
  }
  let stance = byPath.get(path);
  if (stance === undefined) {
    stance = readStance(effect, path);
    byPath.set(path, stance);
  }
  return stance;
}

const stances = new WeakMap<Effect, Map<string, TargetStance | null>>();

function readStance(effect: Effect, path: string): TargetStance | null {
  const keys = path.split(".").filter((key) => key !== "");
  const last = keys.pop();
  if (last !== "target" && last !== "player") return null;
  let holder: unknown = effect;
  for (const key of keys) {
    if (holder === null || typeof holder !== "object") return null;
    holder = (holder as Record<string, unknown>)[key];
  }
  if (holder === null || typeof holder !== "object" || !("op" in holder)) return null;
  const ins = holder as Instruction;
  if (last === "player") {
    if (HARMING_PLAYER_OPS.has(ins.op)) return "harms";
    if (HELPING_PLAYER_OPS.has(ins.op)) return "helps";
    return null;
  }
  if (ins.op === "modify") return modificationsStance(ins.modifications);
  if (HARMING_OPS.has(ins.op)) return "harms";
  if (HELPING_OPS.has(ins.op)) return "helps";
  return null;
}

const pathCache = new WeakMap<Effect, Map<AnyTargetRef, string>>();

/** Where each target reference of an effect sits. */
export function targetPaths(effect: Effect): Map<AnyTargetRef, string> {
  let map = pathCache.get(effect);
  if (!map) {
    const built = new Map<AnyTargetRef, string>();
    walkTargets(
      effect,
      "",
      (ref, path) => built.set(ref, path),
      () => "all",
    );
    pathCache.set(effect, built);
    map = built;
  }
  return map;
}

/**
 * A legal target (CR 355.9): it meets the filter, it is not the spell or ability itself, and no
 * effect forbids the chooser from choosing it.
 */
export function isLegalTarget(
  e: Engine,
  id: ObjectId,
  filter: Filter,
  p: Perspective,
  item: ObjectId | null,
): boolean {
  if (id === item) return false;
  const obj = e.state.objects[id];
  if (obj === undefined || !objectMatchesFilter(e, obj, filter, p)) return false;
  const forbidden = characteristics(e, id).cantBeTargetedBy;
  if (forbidden.length > 0) {
    const owner: PlayerId = obj.controller ?? obj.owner;
    if (forbidden.some((by) => playerMatches(by, p.controller, owner))) return false;
  }
  return true;
}

/**
 * The players a player target may choose (CR 355.9.a–b), in turn order from the turn player: any
 * player, or an opponent of "you" — of whom an uncontrolled battlefield's ability has none, as
 * it has no one as "you" (CR 190.6.d).
 */
export function playerTargetOptions(
  e: Engine,
  ref: PlayerTargetRef,
  you: PlayerId | null,
): PlayerId[] {
  const players = playersFrom(e, e.state.turn.player);
  if (ref.among === "any") return players;
  return you === null ? [] : players.filter((p) => p !== you);
}

/**
 * A legal player target (CR 355.9, 359.3.e.2): still one the text can choose. No player leaves
 * the runtime's games and nothing makes one untargetable, so only "an opponent of you" can stop
 * holding — when "you" has changed: a battlefield's trigger whose battlefield changed hands
 * while it waited (CR 190.6.d).
 */
export function isLegalPlayerTarget(
  e: Engine,
  player: PlayerId,
  ref: PlayerTargetRef,
  you: PlayerId | null,
): boolean {
  return playerTargetOptions(e, ref, you).includes(player);
}

type ChooseInstruction = Extract<Instruction, { op: "choose" }>;

/** What an effect needs to be chosen: found once per effect (plain data that never changes). */
interface TargetNeeds {
  /** Targets needed whatever modes are chosen (those outside `choose`). */
  refs: AnyTargetRef[];
  /** The `choose` instructions outside other modes: each needs enough modes that can be chosen. */
  chooses: ChooseInstruction[];
}

const targetNeeds = new WeakMap<Effect, TargetNeeds>();

function needsOf(effect: Effect): TargetNeeds {
  let needs = targetNeeds.get(effect);
  if (needs === undefined) {
    const found: TargetNeeds = { refs: [], chooses: [] };
    walkTargets(
      effect,
      "",
      (ref) => found.refs.push(ref),
      (ins) => {
        found.chooses.push(ins);
        return [];
      },
    );
    targetNeeds.set(effect, found);
    needs = found;
  }
  return needs;
}

/**
 * Whether an effect's targets can be chosen now (CR 355.8: a required choice without a legal
 * option makes no legal play): each target it needs has enough legal options, and each `choose`
 * has as many modes whose targets can be chosen as it picks (CR 355.16). `self` is the card or
 * Chain item choosing, which cannot target itself (CR 355.9.c). `hiddenAt` is the battlefield of
 * a card played from facedown, which chooses its targets there (CR 811.1.d.2).
 */
export function targetsAvailable(
  e: Engine,
  effect: Effect,
  p: Perspective,
  self: ObjectId | null,
  hiddenAt: ObjectId | null = null,
): boolean {
  const needs = needsOf(effect);
  for (const ref of needs.refs) if (!targetRefAvailable(e, ref, p, self, hiddenAt)) return false;
  for (const ins of needs.chooses) {
    if (availableModes(e, ins, p, self, hiddenAt).length < Math.min(ins.count, ins.modes.length))
      return false;
  }
  return true;
}

/** The modes of a `choose` whose targets can be chosen now, numbered from 0. */
export function availableModes(
  e: Engine,
  ins: ChooseInstruction,
  p: Perspective,
  self: ObjectId | null,
  hiddenAt: ObjectId | null = null,
): number[] {
  const out: number[] = [];
  for (let m = 0; m < ins.modes.length; m++)
    if (targetsAvailable(e, ins.modes[m] as Effect, p, self, hiddenAt)) out.push(m);
  return out;
}

function targetRefAvailable(
  e: Engine,
  ref: AnyTargetRef,
  p: Perspective,
  self: ObjectId | null,
  hiddenAt: ObjectId | null,
): boolean {
  if (isPlayerTarget(ref)) return playerTargetOptions(e, ref, p.controller).length > 0;
  if (ref.upTo) return true;
  const needed = ref.count ?? 1;
  if (hiddenAt !== null) {
    const legal = candidates(e, ref.filter, p).filter((id) =>
      isLegalTarget(e, id, ref.filter, p, self),
    );
    return restrictToBattlefield(e, legal, hiddenAt, ref.filter).length >= needed;
  }
  let legal = 0;
  for (const id of candidates(e, ref.filter, p)) {
    if (isLegalTarget(e, id, ref.filter, p, self) && ++legal >= needed) return true;
  }
  return false;
}
