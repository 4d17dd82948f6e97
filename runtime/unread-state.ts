/**
 * Which writes no characteristic reads (issue 6): characteristics are kept until the journal's
 * `derived` count changes, and the writes named here leave it alone. Filters read objects and a
 * Chain item's controller; conditions read scores, turn players, cards played and objects; Might
 * reads buffs and combat's sides (keywords.ts). Nothing reads the step of the turn or of combat,
 * a showdown's progress, or a Chain item's progress and choices — and an object's exhausted,
 * damaged or stunned status only through a filter naming statuses inside a static ability or a
 * Might-per-count modification, which the game's definitions may not have at all.
 */
import type { Definition } from "./definitions.js";
import type { GameObject, GameState } from "./state.js";

/** Statuses a static ability can ask about without changing them itself (facedown is read directly too). */
const STATUS_KEYS: ReadonlySet<PropertyKey> = new Set<PropertyKey>([
  "exhausted",
  "damage",
  "stunned",
]);

/** Whether a plain-data value holds a filter naming statuses inside a static or a Might-per-count. */
function readsStatuses(value: unknown, inside: boolean): boolean {
  if (Array.isArray(value)) return value.some((v) => readsStatuses(v, inside));
  if (value === null || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  const within = inside || record["kind"] === "static" || record["mod"] === "mightPerCount";
  if (within && "statuses" in record) return true;
  return Object.values(record).some((v) => readsStatuses(v, within));
}

const definitionReads = new WeakMap<Definition, boolean>();

/** Whether any characteristic of a game with these definitions can depend on a status. */
export function statusesAreRead(defs: ReadonlyMap<string, Definition>): boolean {
  let reads = false;
  for (const def of defs.values()) {
    let known = definitionReads.get(def);
    if (known === undefined) {
      known = readsStatuses(def.abilities, false);
      definitionReads.set(def, known);
    }
    reads ||= known;
  }
  return reads;
}

/** True for a write that leaves every characteristic as it was (`statuses`: whether statuses are read). */
export function unreadByCharacteristics(
  state: GameState,
  statuses: boolean,
  target: object,
  key: PropertyKey,
): boolean {
  if (key === "step") return target === state.turn || target === state.combat;
  if (target === state.showdown) return true;
  if (!statuses && STATUS_KEYS.has(key)) {
    const id = (target as Partial<GameObject>).id;
    return typeof id === "string" && state.objects[id] === target;
  }
  for (const item of state.chain) {
    if (target === item) return key !== "controller" && key !== "id";
    if (target === item.choices || target === item.choices.targets || target === item.choices.modes)
      return true;
  }
  return false;
}
