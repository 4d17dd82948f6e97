/**
 * Descriptions of a game's state for the loop watch (repeated-state.ts), in which two states that
 * differ only in the identities of their objects (a token made again is a new object, RULES T7,
 * O1) and in the values of counters read only for their order are the same.
 *
 * The watch needs only whether two descriptions are the same: it is given digests, written
 * straight from the state into a hash (`Digest`) without the text of the description being made,
 * and made again at each step only for what was written since the last (`StateDigests`): in a
 * loop of thousands of steps, describing the whole state at each one cost up to a minute of CPU.
 * `describeState` and `sketchOf` make the text, which the digests are digests of.
 */
import type { Journal, WriteWatch } from "./journal.js";
import type { GameObject, GameState, ObjectId } from "./state.js";

/** Where the pieces of a description go: into a text, or into a digest of it. */
interface Sink {
  add(piece: string): void;
}

class TextSink implements Sink {
  text = "";
  add(piece: string): void {
    this.text += piece;
  }
}

const B1 = 0x01000193;
const B2 = 0x5bd1e995;

/** A text's digest, kept to be added whole: `Digest.addDigest`. */
interface Segment {
  h1: number;
  h2: number;
  /** The bases to the power of the text's length. */
  p1: number;
  p2: number;
  length: number;
}

/**
 * Two 32-bit polynomial hashes of the text added, with different odd bases, and its length. A
 * digest of a text is one of the text alone, however it was cut into pieces, and a piece's digest
 * can be added whole (`digest(a + b) = digest(a)·B^|b| + digest(b)`), so that a description can
 * reuse the digests of the parts of the state that have not changed.
 */
export class Digest implements Sink {
  private h1 = 0;
  private h2 = 0;
  private length = 0;

  add(piece: string): void {
    let h1 = this.h1;
    let h2 = this.h2;
    for (let i = 0; i < piece.length; i++) {
      const c = piece.charCodeAt(i);
      h1 = (Math.imul(h1, B1) + c) | 0;
      h2 = (Math.imul(h2, B2) + c) | 0;
    }
    this.h1 = h1;
    this.h2 = h2;
    this.length += piece.length;
  }

  addDigest(s: Segment): void {
    this.h1 = (Math.imul(this.h1, s.p1) + s.h1) | 0;
    this.h2 = (Math.imul(this.h2, s.p2) + s.h2) | 0;
    this.length += s.length;
  }

  /** What was added, as a piece to add whole to another digest. */
  segment(): Segment {
    let p1 = 1;
    let p2 = 1;
    let b1 = B1;
    let b2 = B2;
    for (let n = this.length; n > 0; n >>>= 1) {
      if (n & 1) {
        p1 = Math.imul(p1, b1);
        p2 = Math.imul(p2, b2);
      }
      b1 = Math.imul(b1, b1);
      b2 = Math.imul(b2, b2);
    }
    return { h1: this.h1, h2: this.h2, p1, p2, length: this.length };
  }

  value(): string {
    return `${(this.h1 >>> 0).toString(36)}.${(this.h2 >>> 0).toString(36)}.${this.length}`;
  }
}

export function digestOf(text: string): string {
  const d = new Digest();
  d.add(text);
  return d.value();
}

function segmentOf(text: string): Segment {
  let h1 = 0;
  let h2 = 0;
  let p1 = 1;
  let p2 = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = (Math.imul(h1, B1) + c) | 0;
    h2 = (Math.imul(h2, B2) + c) | 0;
    p1 = Math.imul(p1, B1);
    p2 = Math.imul(p2, B2);
  }
  return { h1, h2, p1, p2, length: text.length };
}

/**
 * Bookkeeping no rule reads the value of: counters that only grow (ids, serials, timestamps are
 * read only for their order, which the description keeps), the owners by serial (RULES O2, the
 * invariants' record), the random generator (a loop that draws random numbers shuffles what it
 * shuffles, which the zones show).
 */
const SKIPPED = new Set(["next", "owners", "serial", "rng", "format"]);
/** Keys whose numbers are read only for their order: replaced by their rank. */
const RANKED = new Set(["timestamp", "event", "id"]);
/** Names and labels are text, never identities. */
const TEXT = new Set(["name", "sourceName", "label", "detail"]);
const OBJECT_ID = /o\d+/g;

/**
 * The description: the JSON of the state with each record's entries as `[key, value]` pairs
 * sorted by key, objects named `#0`, `#1`… by where the zones list them (then the Chain, then in
 * the order the state's records list them), and the numbers of `RANKED` keys replaced by their
 * rank among the values of their key.
 */
export function describeState(s: GameState): string {
  const sink = new TextSink();
  new Describer(s, null).write(sink);
  return sink.text;
}

/**
 * The description of a game object as far as it does not depend on the rest of the state: its
 * text in pieces (digested) between the strings that name objects and the ranked numbers, which
 * are written as the whole state names and ranks them; and the identities and ranked values it
 * holds, in the order the first walk meets them.
 */
interface Template {
  parts: (Segment | Hole)[];
  /** The holes of `parts`, in order. */
  holes: Hole[];
  ids: string[];
  ranked: [key: string, value: number][];
  /** What filled the holes last time, and the digest they made (`Describer.template`). */
  filled: (string | number)[] | null;
  digest: Segment | null;
}

type Hole = { text: string } | { key: string; value: number };

interface ListedZone {
  digest: Digest;
  ids: ObjectId[];
  segment: Segment;
  written: boolean;
}

const EMPTY: Segment = { h1: 0, h2: 0, p1: 1, p2: 1, length: 0 };

function startsWith(list: readonly ObjectId[], start: readonly ObjectId[]): boolean {
  for (let i = 0; i < start.length; i++) if (list[i] !== start[i]) return false;
  return true;
}

/**
 * The digests of the states of one stretch of a game that the loop watch looks at, reusing from
 * one step to the next what the journal says was not written since: the description of each
 * object (a template, as far as it does not depend on the rest of the state) and each zone's list
 * in the sketch. In a loop, most objects stay as they are from step to step, and the description
 * of a full board is mostly theirs.
 */
export class StateDigests {
  private templates = new WeakMap<object, Template | null>();
  /** The object each container inside a template belongs to, or null when two share it. */
  private owners = new WeakMap<object, object | null>();
  /**
   * A zone's list in the sketch: its digest so far and the identities it listed, whether the list
   * was written since (its digest is then reused for what it still begins with: a list that a
   * card joins at the end is not read again).
   */
  private zones = new WeakMap<object, ListedZone>();
  /** The list each object was listed in, in the sketch, by object and by identity. */
  private listedIn = new WeakMap<object, object>();
  private listing = new Map<string, object>();
  private readonly watch: WriteWatch;

  constructor(
    private readonly s: GameState,
    private readonly journal: Journal,
  ) {
    this.watch = journal.watchWrites();
  }

  /** Stop: the journal no longer keeps what is written. */
  close(): void {
    this.journal.unwatchWrites(this.watch);
  }

  /** The digest of `sketchOf(s)`. */
  sketch(): string {
    this.forgetWritten();
    const digest = new Digest();
    writeSketch(this.s, digest, this);
    return digest.value();
  }

  /** The digest of `describeState(s)`. */
  full(): string {
    this.forgetWritten();
    const digest = new Digest();
    new Describer(this.s, this).write(digest);
    return digest.value();
  }

  private forgetWritten(): void {
    const { written, entries } = this.journal.takeWritten(this.watch);
    for (const target of written) {
      const zone = this.zones.get(target);
      if (zone !== undefined) zone.written = true;
      const list = this.listedIn.get(target);
      if (list !== undefined) this.zones.delete(list);
      const owner = this.owners.get(target);
      if (owner === undefined) continue;
      if (owner === null) {
        this.templates = new WeakMap();
        this.owners = new WeakMap();
      } else this.templates.delete(owner);
    }
    // An identity whose object was made, replaced or removed: a list naming it reads otherwise.
    for (let i = 0; i < entries.length; i += 2)
      if (entries[i] === this.s.objects) {
        const list = this.listing.get(entries[i + 1] as string);
        if (list !== undefined) this.zones.delete(list);
      }
  }

  /** A zone list's digest in the sketch: its cards by name, exhausted, damage. */
  zoneDigest(list: ObjectId[]): Segment {
    let kept = this.zones.get(list);
    if (kept !== undefined && !kept.written) return kept.segment;
    let from = 0;
    if (kept !== undefined && kept.ids.length <= list.length && startsWith(list, kept.ids)) {
      from = kept.ids.length;
      kept.written = false;
    } else {
      kept = { digest: new Digest(), ids: [], segment: EMPTY, written: false };
      this.zones.set(list, kept);
    }
    for (let i = from; i < list.length; i++) {
      const id = list[i] as ObjectId;
      kept.ids.push(id);
      this.listing.set(id, list);
      const o = this.s.objects[id];
      if (o === undefined) continue;
      this.listedIn.set(o, list);
      writeCard(o, kept.digest);
    }
    kept.segment = kept.digest.segment();
    return kept.segment;
  }

  /** An object's template, or null when its description depends on the state around it. */
  template(o: object): Template | null {
    let t = this.templates.get(o);
    if (t === undefined) {
      t = templateOf(o);
      this.templates.set(o, t);
      if (t !== null) this.own(o, o);
    }
    return t;
  }

  private own(value: unknown, o: object): void {
    if (value === null || typeof value !== "object") return;
    const owner = this.owners.get(value);
    if (owner !== undefined && owner !== o) {
      this.owners.set(value, null);
      return;
    }
    this.owners.set(value, o);
    if (Array.isArray(value)) for (const v of value) this.own(v, o);
    else for (const v of Object.values(value)) this.own(v, o);
  }
}

/**
 * Writes a description in two walks. The first gives names in the order of the state's own
 * records (the records' keys, then their values, as they list them) and collects the values of
 * ranked keys; the second writes each record's entries in the order of their renamed keys, which
 * it can do as it goes, every name being known.
 */
class Describer {
  private readonly names = new Map<string, string>();
  private readonly ranks = new Map<string, Map<number, number>>();

  constructor(
    private readonly s: GameState,
    private readonly cache: StateDigests | null,
  ) {
    for (const id of s.zones["battlefields"] ?? []) this.name(id);
    const zoneKeys = Object.keys(s.zones)
      .map((k) => [this.rename(k), k] as const)
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (const [, k] of zoneKeys) for (const id of s.zones[k] ?? []) this.name(id);
    for (const item of s.chain) this.name(item.id);
    const onId = (id: string) => void this.name(id);
    const onRanked = (key: string, value: number) => {
      let byValue = this.ranks.get(key);
      if (!byValue) this.ranks.set(key, (byValue = new Map()));
      byValue.set(value, 0);
    };
    const cached = (container: object, value: unknown) => {
      const t = this.templateIn(container, value);
      if (t === null) return false;
      for (const id of t.ids) this.name(id);
      for (const [key, v] of t.ranked) onRanked(key, v);
      return true;
    };
    visit(s, "", onId, onRanked, cached);
    for (const byValue of this.ranks.values()) {
      const sorted = [...byValue.keys()].sort((a, b) => a - b);
      sorted.forEach((v, i) => byValue.set(v, i));
    }
  }

  /**
   * The template of an entry of one of the state's many-entried collections — its objects, its
   * continuous and delayed effects, its pending triggers — when digests are kept.
   */
  private templateIn(container: object, value: unknown): Template | null {
    if (this.cache === null || value === null || typeof value !== "object" || Array.isArray(value))
      return null;
    const s = this.s;
    if (
      container !== s.objects &&
      container !== s.effects &&
      container !== s.controlEffects &&
      container !== s.delayed &&
      container !== s.pendingTriggers &&
      container !== s.preventions &&
      container !== s.discounts
    )
      return null;
    return this.cache.template(value);
  }

  write(sink: Sink): void {
    this.walk(this.s, "", sink);
  }

  private name(id: string): string {
    let n = this.names.get(id);
    if (n === undefined) {
      n = `#${this.names.size}`;
      this.names.set(id, n);
    }
    return n;
  }

  private rename(text: string): string {
    if (isIdentity(text)) return this.name(text);
    return mayHoldIdentity(text) ? text.replace(OBJECT_ID, (id) => this.name(id)) : text;
  }

  private number(value: number, key: string, out: Sink): void {
    const ranked = this.ranks.get(key)?.get(value) ?? value;
    out.add(Number.isFinite(ranked) ? String(ranked) : "null");
  }

  /** The second walk: the JSON of `value` as it reads under `key`. */
  private walk(value: unknown, key: string, out: Sink): void {
    if (key === "finalizedThisTurn") {
      out.add(JSON.stringify(playedThisTurn(value as string[], (id) => this.name(id))));
      return;
    }
    switch (typeof value) {
      case "string":
        writeString(TEXT.has(key) ? value : this.rename(value), out);
        return;
      case "number":
        this.number(value, key, out);
        return;
      case "boolean":
        out.add(value ? "true" : "false");
        return;
      case "object":
        break;
      default:
        out.add("null");
        return;
    }
    if (value === null) {
      out.add("null");
      return;
    }
    if (Array.isArray(value)) {
      out.add("[");
      for (let i = 0; i < value.length; i++) {
        if (i > 0) out.add(",");
        const t = this.templateIn(value, value[i]);
        // Only a digest is made with a cache (`StateDigests.full`).
        if (t !== null) this.template(t, out as Digest);
        else this.walk(value[i], key, out);
      }
      out.add("]");
      return;
    }
    const record = value as Record<string, unknown>;
    const keys: string[] = [];
    const renamed: string[] = [];
    let plain = true;
    for (const k of Object.keys(record)) {
      if (SKIPPED.has(k)) continue;
      const r = this.rename(k);
      if (r !== k) plain = false;
      keys.push(k);
      renamed.push(r);
    }
    const order = plain ? sortedOrder(renamed) : orderOf(renamed);
    out.add("[");
    for (let i = 0; i < order.length; i++) {
      const at = order[i] as number;
      const k = keys[at] as string;
      out.add(i > 0 ? ",[" : "[");
      writeString(renamed[at] as string, out);
      out.add(",");
      const t = this.templateIn(record, record[k]);
      if (t !== null) this.template(t, out as Digest);
      else this.walk(record[k], k, out);
      out.add("]");
    }
    out.add("]");
  }

  /**
   * A template's digest as this state fills its holes: the one made last time when they are
   * filled alike (objects seldom change names or ranks from one step to the next).
   */
  private template(t: Template, out: Digest): void {
    const filled = t.filled;
    if (filled !== null) {
      let same = true;
      for (let i = 0; same && i < t.holes.length; i++)
        same = this.fill(t.holes[i] as Hole) === filled[i];
      if (same) {
        out.addDigest(t.digest as Segment);
        return;
      }
    }
    const values = t.holes.map((hole) => this.fill(hole));
    const digest = new Digest();
    let at = 0;
    for (const part of t.parts) {
      if ("h1" in part) digest.addDigest(part);
      else {
        const value = values[at++] as string | number;
        if (typeof value === "string") writeString(value, digest);
        else digest.add(Number.isFinite(value) ? String(value) : "null");
      }
    }
    t.filled = values;
    t.digest = digest.segment();
    out.addDigest(t.digest);
  }

  /** What fills a hole: the text renamed, or the number ranked. */
  private fill(hole: Hole): string | number {
    if ("text" in hole) return this.rename(hole.text);
    return this.ranks.get(hole.key)?.get(hole.value) ?? hole.value;
  }
}

/**
 * The first walk of a description: each identity a text holds (`onId`), and each ranked value
 * (`onRanked`), in the order of the records' own keys. `cached` may take an entry of a record or
 * a list whole, from what it already knows of it.
 */
function visit(
  value: unknown,
  key: string,
  onId: (id: string) => void,
  onRanked: (key: string, value: number) => void,
  cached: ((container: object, value: unknown) => boolean) | null,
): void {
  if (key === "finalizedThisTurn") {
    playedThisTurn(value as string[], (id) => {
      onId(id);
      return id;
    });
    return;
  }
  if (typeof value === "string") {
    if (!TEXT.has(key)) identitiesIn(value, onId);
    return;
  }
  if (value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++)
      if (i in value && (cached === null || !cached(value, value[i])))
        visit(value[i], key, onId, onRanked, cached);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const k of Object.keys(record)) {
    if (SKIPPED.has(k)) continue;
    identitiesIn(k, onId);
    const v = record[k];
    if (typeof v === "number") {
      if (RANKED.has(k)) onRanked(k, v);
    } else if (cached === null || !cached(record, v)) visit(v, k, onId, onRanked, cached);
  }
}

function identitiesIn(text: string, onId: (id: string) => void): void {
  if (isIdentity(text)) onId(text);
  else if (mayHoldIdentity(text)) for (const m of text.matchAll(OBJECT_ID)) onId(m[0]);
}

/**
 * An object's template: its description with holes where the state around it fills in, or null
 * when the order of its entries depends on that (a record keyed by identities) or when it holds
 * what only the whole state reads (the cards finalized this turn).
 */
function templateOf(o: object): Template | null {
  const t: Template = { parts: [], holes: [], ids: [], ranked: [], filled: null, digest: null };
  let text = "";
  const flush = () => {
    if (text.length > 0) t.parts.push(segmentOf(text));
    text = "";
  };
  const sink: Sink = {
    add: (piece) => {
      text += piece;
    },
  };
  const write = (value: unknown, key: string): boolean => {
    if (key === "finalizedThisTurn") return false;
    switch (typeof value) {
      case "string":
        if (TEXT.has(key) || !mayHoldIdentity(value)) writeString(value, sink);
        else {
          flush();
          const hole = { text: value };
          t.parts.push(hole);
          t.holes.push(hole);
        }
        return true;
      case "number":
        if (RANKED.has(key)) {
          flush();
          const hole = { key, value };
          t.parts.push(hole);
          t.holes.push(hole);
        } else text += Number.isFinite(value) ? String(value) : "null";
        return true;
      case "boolean":
        text += value ? "true" : "false";
        return true;
      case "object":
        break;
      default:
        text += "null";
        return true;
    }
    if (value === null) {
      text += "null";
      return true;
    }
    if (Array.isArray(value)) {
      text += "[";
      for (let i = 0; i < value.length; i++) {
        if (i > 0) text += ",";
        if (!write(value[i], key)) return false;
      }
      text += "]";
      return true;
    }
    const record = value as Record<string, unknown>;
    const keys: string[] = [];
    for (const k of Object.keys(record)) {
      if (SKIPPED.has(k)) continue;
      if (mayHoldIdentity(k)) return false;
      keys.push(k);
    }
    const order = sortedOrder(keys);
    text += "[";
    for (let i = 0; i < order.length; i++) {
      const k = keys[order[i] as number] as string;
      text += i > 0 ? ",[" : "[";
      writeString(k, sink);
      text += ",";
      if (!write(record[k], k)) return false;
      text += "]";
    }
    text += "]";
    return true;
  };
  if (!write(o, "")) return null;
  flush();
  visit(
    o,
    "",
    (id) => t.ids.push(id),
    (key, value) => t.ranked.push([key, value]),
    null,
  );
  return t;
}

/** A string as JSON writes it; most need no escape and are written as they are, quoted. */
function writeString(text: string, out: Sink): void {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Quotes, backslashes, controls and surrogates (a lone one is escaped) go the long way.
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) {
      out.add(JSON.stringify(text));
      return;
    }
  }
  out.add('"');
  out.add(text);
  out.add('"');
}

/** Whether a text is an object's identity and nothing else, the commonest text that holds one. */
function isIdentity(text: string): boolean {
  if (text.length < 2 || text.charCodeAt(0) !== 111) return false;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Whether a text can hold an object's identity (`o` and a digit), which `OBJECT_ID` finds. */
function mayHoldIdentity(text: string): boolean {
  for (let i = text.indexOf("o"); i >= 0 && i < text.length - 1; i = text.indexOf("o", i + 1)) {
    const c = text.charCodeAt(i + 1);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

/** The order of `keys` sorted, by index (equal keys keep theirs). */
function orderOf(keys: readonly string[]): number[] {
  return keys
    .map((_, i) => i)
    .sort((a, b) => {
      const x = keys[a] as string;
      const y = keys[b] as string;
      return x < y ? -1 : x > y ? 1 : a - b;
    });
}

/**
 * `orderOf` for keys that name no object, which a state's records of one kind share: each list of
 * keys is sorted once. A record keyed by identities has keys of its own and is sorted each time.
 */
const ORDERS = new Map<string, number[]>();

function sortedOrder(keys: readonly string[]): number[] {
  const shape = keys.join("\u0000");
  let order = ORDERS.get(shape);
  if (order === undefined) {
    order = orderOf(keys);
    // A few dozen kinds of record; the bound keeps records keyed by other data from piling up.
    if (ORDERS.size < 4096) ORDERS.set(shape, order);
  }
  return order;
}

/**
 * A player's cards finalized this turn are read only as whether one other than a given card was
 * (Legion, CR 812.1.c; conditions.ts): two different ones answer yes for every card, whatever
 * they are and however many more there are. A loop that plays cards again and again repeats.
 */
function playedThisTurn(ids: readonly string[], name: (id: string) => string): string[] {
  const distinct = [...new Set(ids)];
  return distinct.length >= 2 ? ["2+"] : distinct.map(name);
}

/**
 * What a state's description implies, cheap to make: two states described alike have one sketch.
 * Objects are given by name, never by identity; battlefields by their place in the row.
 */
export function sketchOf(s: GameState): string {
  const sink = new TextSink();
  writeSketch(s, sink, null);
  return sink.text;
}

function writeSketch(s: GameState, out: Sink, digests: StateDigests | null): void {
  const t = s.turn;
  out.add(`${t.number} ${t.player} ${t.step} ${s.priority} ${s.passes}|`);
  for (const p of s.players) {
    out.add(`${p.id} ${p.score} ${p.pool.energy}`);
    for (const d in p.pool.power) out.add(` ${p.pool.power[d as keyof typeof p.pool.power]}`);
    out.add("|");
  }
  for (const item of s.chain) out.add(`${item.sourceName} ${item.status}|`);
  out.add(`${s.pendingTriggers.length} ${s.showdown?.passes} ${s.combat?.step}|`);
  const row = s.zones["battlefields"] ?? [];
  const keys: string[] = [];
  for (const k in s.zones) {
    const at = k.indexOf("@");
    keys.push(at < 0 ? k : `${k.slice(0, at)}@${row.indexOf(k.slice(at + 1))}\t${k}`);
  }
  keys.sort();
  for (const k of keys) {
    const tab = k.indexOf("\t");
    const zone = s.zones[tab < 0 ? k : k.slice(tab + 1)] ?? [];
    out.add(tab < 0 ? k : k.slice(0, tab));
    // Only a digest is made with the digests kept (`StateDigests.sketch`).
    if (digests !== null) (out as Digest).addDigest(digests.zoneDigest(zone));
    else
      for (const id of zone) {
        const o = s.objects[id];
        if (o) writeCard(o, out);
      }
    out.add("|");
  }
}

function writeCard(o: GameObject, out: Sink): void {
  if (out instanceof Digest) out.addDigest(spacedName(o.name));
  else out.add(` ${o.name}`);
  if (o.exhausted) out.add("*");
  out.add(o.damage === 0 ? "0" : String(o.damage));
}

/** The digests of names, each after a space, as a sketch lists cards: names are few. */
const SPACED_NAMES = new Map<string, Segment>();

function spacedName(name: string): Segment {
  let segment = SPACED_NAMES.get(name);
  if (segment === undefined) {
    segment = segmentOf(` ${name}`);
    if (SPACED_NAMES.size < 65_536) SPACED_NAMES.set(name, segment);
  }
  return segment;
}
