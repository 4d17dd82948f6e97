/**
 * issue 6 (perf37): `emit` and `createContext` copy the fields a caller gives by walking its keys
 * (a switch by key) rather than reading every field by name, and the state's records keyed by
 * game-varying keys are hash tables (`keyedRecord`). These pin that nothing given is lost, nothing
 * is shared between records that must be fresh, and that the records read as plain ones.
 */
import { describe, expect, test } from "vitest";
import { createContext } from "../../runtime/context.js";
import { type Engine, emit } from "../../runtime/engine.js";
import type { EventDraft, GameEvent } from "../../runtime/events.js";
import { internalized, keyedRecord } from "../../runtime/state.js";

function engineStub(): Engine {
  return {
    state: { next: { event: 7 }, turn: { number: 3 } },
    log: [] as GameEvent[],
  } as unknown as Engine;
}

describe("emit copies the draft's fields (perf37)", () => {
  test("every field an event has is copied when given, null when not", () => {
    const e = engineStub();
    const bare = emit(e, { kind: "readied" });
    expect(bare.seq).toBe(7);
    expect(bare.turn).toBe(3);
    const fields = Object.keys(bare).filter((k) => k !== "seq" && k !== "turn" && k !== "kind");
    expect(fields.length).toBeGreaterThan(10);
    for (const field of fields) expect(bare[field as keyof GameEvent]).toBeNull();
    // A value of its own for each field: one left out of the copy would read null.
    const draft: Record<string, unknown> = { kind: "moved" };
    for (const field of fields) draft[field] = `value of ${field}`;
    const full = emit(e, draft as unknown as EventDraft);
    for (const field of fields) expect(full[field as keyof GameEvent]).toBe(`value of ${field}`);
    expect(full.kind).toBe("moved");
    expect(full.seq).toBe(8);
    expect(e.log).toEqual([bare, full]);
  });

  test("a field given as undefined reads null; the key order is the event's own", () => {
    const e = engineStub();
    const event = emit(e, { kind: "damaged", amount: 2, object: undefined, detail: "x" });
    expect(event.object).toBeNull();
    expect(event.amount).toBe(2);
    expect(event.detail).toBe("x");
    expect(Object.keys(event)).toEqual(Object.keys(emit(e, { kind: "damaged" })));
  });
});

describe("createContext copies the fields given (perf37)", () => {
  test("each field given is kept; `you` overrides whom 'you' means, null included", () => {
    const bindings = { it: ["o1"] };
    const ctx = createContext({
      controller: "p1",
      you: null,
      source: "o2",
      sourceName: "Some Card",
      item: "o3",
      targetPrefix: "0:",
      bindings,
      replaced: "o4",
      here: { kind: "base", player: "p1" },
      applied: ["r1"],
    });
    expect(ctx.controller).toBeNull();
    expect(ctx.actor).toBe("p1");
    expect(ctx.source).toBe("o2");
    expect(ctx.sourceName).toBe("Some Card");
    expect(ctx.item).toBe("o3");
    expect(ctx.targetPrefix).toBe("0:");
    expect(ctx.replaced).toBe("o4");
    expect(ctx.here).toEqual({ kind: "base", player: "p1" });
    expect(ctx.applied).toEqual(["r1"]);
    // The bindings are copied: the resolution's own bindings do not write the caller's.
    expect(ctx.bindings).toEqual(bindings);
    expect(ctx.bindings).not.toBe(bindings);
  });

  test("defaults are each context's own, not shared", () => {
    const a = createContext({ controller: "p1" });
    const b = createContext({ controller: "p1", source: null, sourceName: undefined });
    expect(a.controller).toBe("p1");
    expect(b.source).toBeNull();
    expect(b.sourceName).toBe("");
    for (const field of ["choices", "root", "bindings", "applied", "lastKnown"] as const)
      expect(a[field]).not.toBe(b[field]);
    expect(a.choices.targets).not.toBe(b.choices.targets);
    a.applied.push("r1");
    expect(b.applied).toEqual([]);
  });
});

describe("keyedRecord (perf37)", () => {
  test("reads, orders and serializes as a plain record", () => {
    const record = keyedRecord<number>();
    const plain: Record<string, number> = {};
    for (const key of ["o5", "b:p1", "Name#0", "o2"]) {
      record[key] = key.length;
      plain[key] = key.length;
    }
    delete record["b:p1"];
    delete plain["b:p1"];
    expect(Object.keys(record)).toEqual(Object.keys(plain));
    expect(JSON.stringify(record)).toBe(JSON.stringify(plain));
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(record).toEqual(plain);
  });

  test("internalized gives the same text, and leaves nothing behind", () => {
    const text = ["o9", "Card", "1"].join("#");
    expect(internalized(text)).toBe("o9#Card#1");
    expect(internalized("another")).toBe("another");
  });
});
