/**
 * A game's definitions by name. A program that plays many games (`rift play --games N`, random
 * playouts) passes the same definitions to each, so the map is made once per input and shared:
 * every cache keyed by a game's definitions (names, printed characteristics, listeners, which
 * writes leave characteristics alone) then carries over from one game to the next instead of
 * being built again for each. A shared map is checked entry by entry against its input on each
 * use, so a list or map changed in place gets a new one.
 */
import type { Definition, Domain } from "./definitions.js";
import { basicRune, basicRuneName } from "./deck.js";
import { SetupError } from "./setup.js";

export type Definitions =
  readonly Definition[] | Readonly<Record<string, Definition>> | ReadonlyMap<string, Definition>;

/** A new map of the definitions by name; two with one name are a `SetupError`. */
export function definitionMap(definitions: Definitions): Map<string, Definition> {
  const map = new Map<string, Definition>();
  for (const def of entriesOf(definitions)) {
    if (map.has(def.name)) throw new SetupError(`two definitions are named "${def.name}"`);
    map.set(def.name, def);
  }
  return map;
}

function entriesOf(definitions: Definitions): readonly Definition[] {
  if (definitions instanceof Map) return [...definitions.values()];
  if (Array.isArray(definitions)) return definitions as readonly Definition[];
  return Object.values(definitions as Readonly<Record<string, Definition>>);
}

interface SharedMap {
  /** The input's entries when the map was made, to tell whether it has changed since. */
  entries: readonly Definition[];
  map: ReadonlyMap<string, Definition>;
  /** The map with basic runes added, by the domains added (`withBasicRunes`). */
  withRunes: Map<string, ReadonlyMap<string, Definition>>;
}

const sharedMaps = new WeakMap<object, SharedMap>();
/** Maps made here: never changed after they are made, so they are their own shared map. */
const madeHere = new WeakSet<ReadonlyMap<string, Definition>>();

function sameEntries(a: readonly Definition[], b: readonly Definition[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function shared(definitions: Definitions): SharedMap {
  const entries = entriesOf(definitions);
  const known = sharedMaps.get(definitions);
  if (known && sameEntries(known.entries, entries)) return known;
  const made: SharedMap = {
    entries: entries.slice(),
    map: madeHere.has(definitions as ReadonlyMap<string, Definition>)
      ? (definitions as ReadonlyMap<string, Definition>)
      : definitionMap(entries),
    withRunes: new Map(),
  };
  madeHere.add(made.map);
  sharedMaps.set(definitions, made);
  sharedMaps.set(made.map, made);
  return made;
}

/** The definitions by name, read-only and shared by the games given the same definitions. */
export function sharedDefinitionMap(definitions: Definitions): ReadonlyMap<string, Definition> {
  return shared(definitions).map;
}

/** One definition of each basic rune, shared by every game that supplies it. */
const basicRunes = new Map<Domain, Definition>();

/**
 * The definitions plus a basic rune of each of these domains the set does not define (basic runes
 * need no definition of their own, CR 164.1): read-only and shared like `sharedDefinitionMap`.
 */
export function withBasicRunes(
  definitions: Definitions,
  domains: readonly Domain[],
): ReadonlyMap<string, Definition> {
  const base = shared(definitions);
  const missing = [...new Set(domains)].filter((d) => !base.map.has(basicRuneName(d))).sort();
  if (missing.length === 0) return base.map;
  const key = missing.join(",");
  let map = base.withRunes.get(key);
  if (!map) {
    const added = new Map(base.map);
    for (const domain of missing) {
      let rune = basicRunes.get(domain);
      if (!rune) {
        rune = basicRune(domain);
        basicRunes.set(domain, rune);
      }
      added.set(rune.name, rune);
    }
    madeHere.add(added);
    base.withRunes.set(key, added);
    map = added;
  }
  return map;
}
