import { describe, expect, test } from "vitest";
import type { Ability, Definition, EventKind } from "../../runtime/index.js";
import { Table, UNIT, battlefield, cost, player, pool, setup, spell, unit } from "./helpers.js";

const counterOn = (event: EventKind, name: string): Definition =>
  unit(name, cost(0), 1, {
    abilities: [
      {
        kind: "triggered",
        trigger: { event, subject: { ref: "match", filter: { kind: "card" } } },
        effect: [
          {
            op: "modify",
            target: { ref: "this" },
            modifications: [{ mod: "might", amount: 1 }],
            duration: { until: "permanent" },
          },
        ],
      },
    ],
  });

const instead = (name: string, effect: Ability & { kind: "replacement" }): Definition =>
  unit(name, cost(0), 5, { abilities: [effect] });

const defs: Definition[] = [
  unit("Grunt", cost(0), 2),
  unit("Filler", cost(0), 1),
  counterOn("killed", "Mourner"),
  counterOn("banished", "Warden"),
  counterOn("discarded", "Scavenger"),
  spell("Slay", cost(0), [{ op: "kill", target: { ref: "target", filter: UNIT } }]),
  spell("Exile", cost(0), [{ op: "banish", target: { ref: "target", filter: UNIT } }]),
  spell("Purge", cost(0), [
    { op: "discard", player: { player: "you" }, count: { amount: "fixed", value: 1 } },
  ]),
  spell("Slay And Draw", cost(0), [
    { op: "kill", target: { ref: "target", filter: UNIT } },
    {
      op: "if",
      condition: { cond: "didPrevious" },
      then: [{ op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } }],
    },
  ]),
  instead("Preserver", {
    kind: "replacement",
    pattern: {
      event: "killed",
      subject: { ref: "match", filter: { types: ["unit"], controller: "you" } },
    },
    instead: [{ op: "banish", target: { ref: "replaced" } }],
  }),
  instead("Keeper", {
    kind: "replacement",
    pattern: {
      event: "banished",
      subject: { ref: "match", filter: { types: ["unit"], controller: "you" } },
    },
    instead: [{ op: "kill", target: { ref: "replaced" } }],
  }),
  instead("Healer", {
    kind: "replacement",
    pattern: {
      event: "killed",
      subject: { ref: "match", filter: { types: ["unit"], controller: "you" } },
    },
    instead: [{ op: "move", target: { ref: "replaced" }, to: { to: "zone", zone: "hand" } }],
  }),
  spell(
    "Offering",
    cost(0),
    [{ op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } }],
    {
      abilities: [
        {
          kind: "optionalCost",
          optional: false,
          costs: [
            {
              cost: "kill",
              filter: { types: ["unit"], controller: "you", name: "Grunt" },
              count: 1,
            },
          ],
          effect: [],
        },
      ],
    },
  ),
  spell("Mark For Return", cost(0), [
    { op: "banish", target: { ref: "target", filter: UNIT }, bind: "lost" },
    {
      op: "delayed",
      trigger: { event: "conquered", player: "you" },
      duration: { until: "endOfTurn" },
      effect: [
        { op: "move", target: { ref: "bound", name: "lost" }, to: { to: "zone", zone: "hand" } },
      ],
    },
  ]),
  spell("Bless", cost(0), [
    {
      op: "modify",
      target: { ref: "target", filter: UNIT },
      modifications: [{ mod: "might", amount: 3 }],
      duration: { until: "endOfTurn" },
    },
  ]),
  spell("Ward", cost(0), [
    {
      op: "modify",
      target: { ref: "target", filter: UNIT },
      modifications: [{ mod: "might", amount: 1 }],
      duration: { until: "yourNextTurn" },
    },
  ]),
  spell("Brace", cost(0), [
    {
      op: "modify",
      target: { ref: "target", filter: UNIT },
      modifications: [{ mod: "might", amount: 2 }],
      duration: {
        until: "nextEvent",
        event: { event: "damaged", subject: { ref: "match", filter: UNIT } },
      },
    },
  ]),
  spell("Poke", cost(0), [
    { op: "deal", amount: { amount: "fixed", value: 1 }, target: { ref: "target", filter: UNIT } },
  ]),
  battlefield("Hill"),
];

function table(
  aHand: string[],
  aBase: string[],
  extra: { bBase?: string[]; aDeck?: string[]; battlefields?: boolean } = {},
) {
  const placements = (names: string[]) => names.map((name, i) => ({ name, label: `${name}${i}` }));
  return new Table(
    setup(
      [
        player(
          "A",
          {
            hand: placements(aHand),
            base: placements(aBase),
            deck: (extra.aDeck ?? ["Filler"]).map((name) => ({ name })),
          },
          { pool: pool(5) },
        ),
        player("B", { base: placements(extra.bBase ?? []), deck: [{ name: "Filler" }] }),
      ],
      extra.battlefields ? { battlefields: [{ name: "Hill" }] } : {},
    ),
    defs,
  );
}

const target = (label: string) => ({ choice: "target" as const, objects: [{ label }] });

describe("E — events, triggers, replacements, durations", () => {
  test("RULES E1: every change is an event in the log", () => {
    const t = table(["Slay"], [], { bBase: ["Grunt"] });
    t.play("A", "Slay", [target("Grunt0")]);
    t.resolveAll();
    const kinds = t.game.log.map((e) => e.kind);
    for (const k of ["putOnChain", "finalized", "killed", "resolved", "played", "zoneChanged"])
      expect(kinds).toContain(k);
    expect(t.events("killed")[0]).toMatchObject({
      name: "Grunt",
      player: "A",
      from: "B:base",
      to: "B:trash",
    });
  });

  test("RULES E1: Banish, Kill and Discard are different events; a trigger on one never fires for another", () => {
    const t = table(["Slay", "Exile", "Purge", "Filler"], ["Mourner", "Warden", "Scavenger"], {
      bBase: ["Grunt", "Grunt"],
    });
    const might = () => [t.obj("Mourner").might, t.obj("Warden").might, t.obj("Scavenger").might];
    t.play("A", "Slay", [target("Grunt0")]);
    t.resolveAll();
    expect(might()).toEqual([2, 1, 1]);
    t.play("A", "Exile", [target("Grunt1")]);
    t.resolveAll();
    expect(might()).toEqual([2, 2, 1]);
    t.play("A", "Purge");
    t.resolveAll();
    expect(might()).toEqual([2, 2, 2]);
    expect(t.events("discarded").map((e) => e.name)).toEqual(["Filler"]);
  });

  test('RULES E2: a replacement rewrites the event before it happens: the kill never happens, so kill triggers and "if you do" see only the banish', () => {
    const t = table(["Slay And Draw"], ["Preserver", "Grunt"], { bBase: ["Mourner", "Warden"] });
    t.play("A", "Slay And Draw", [target("Grunt1")]);
    t.resolveAll();
    expect(t.names("A", "banishment")).toEqual(["Grunt"]);
    expect(t.events("killed")).toEqual([]);
    expect(t.events("banished").map((e) => e.name)).toEqual(["Grunt"]);
    expect(t.obj("Mourner").might).toBe(1);
    expect(t.obj("Warden").might).toBe(2);
    // "if you do" looked at the kill, which did not happen: no card drawn.
    expect(t.names("A", "hand")).toEqual([]);
  });

  test("RULES E2: each replacement applies at most once to an event and to what replaced it", () => {
    // Preserver turns a death into a banish; Keeper turns a banish into a death. Each applies once.
    const t = table(["Slay"], ["Preserver", "Keeper", "Grunt"]);
    t.play("A", "Slay", [target("Grunt2")]);
    t.resolveAll();
    // Kill → (Preserver) banish → (Keeper) kill: neither can apply again, so the unit dies.
    expect(t.names("A", "trash").sort()).toEqual(["Grunt", "Slay"]);
    expect(t.events("killed").map((e) => e.name)).toEqual(["Grunt"]);
    expect(t.events("banished")).toEqual([]);
  });

  test("RULES E2: when several replacements apply, the affected object's controller orders them", () => {
    const first = table(["Slay"], ["Preserver", "Healer", "Grunt"], { bBase: [] });
    first.play("A", "Slay", [target("Grunt2")]);
    // A (the Grunt's controller) is asked which replacement applies first: the second option, Healer.
    first.resolveAll([{ choice: "mode", modes: [1] }]);
    expect(first.names("A", "hand")).toEqual(["Grunt"]);
    const second = table(["Slay"], ["Preserver", "Healer", "Grunt"]);
    second.play("A", "Slay", [target("Grunt2")]);
    second.resolveAll([{ choice: "mode", modes: [0] }]);
    expect(second.names("A", "banishment")).toEqual(["Grunt"]);
  });

  test("RULES E2: a cost paid by an event that was replaced stays paid", () => {
    const t = table(["Offering"], ["Healer", "Grunt"]);
    t.play("A", "Offering");
    expect(t.names("A", "hand")).toEqual(["Grunt"]);
    t.resolveAll();
    expect(t.names("A", "hand").sort()).toEqual(["Filler", "Grunt"]);
  });

  test("RULES E3: a delayed ability reads only its own resolution's context — two resolutions keep separate links", () => {
    const t = table(["Mark For Return", "Mark For Return"], ["Grunt", "Filler"], {
      battlefields: true,
    });
    t.play("A", { label: "Mark For Return0" }, [target("Grunt0")]);
    t.resolveAll();
    t.play("A", { label: "Mark For Return1" }, [target("Filler1")]);
    t.resolveAll();
    expect(t.names("A", "banishment").sort()).toEqual(["Filler", "Grunt"]);
    t.do({ type: "conquer", player: "A", battlefield: t.id("Hill") });
    t.resolveAll();
    expect(t.names("A", "hand").sort()).toEqual(["Filler", "Grunt"]);
    expect(t.names("A", "banishment")).toEqual([]);
    expect(t.events("triggered")).toHaveLength(2);
  });

  test("RULES E3: a link to an object that has since become a new object finds nothing", () => {
    const defsWithRescue = [
      ...defs,
      spell("Rescue", cost(0), [
        {
          op: "move",
          target: {
            ref: "target",
            filter: { types: ["unit"], zone: { zone: "banishment", player: "you" } },
          },
          to: { to: "base" },
        },
      ]),
    ];
    const t = new Table(
      setup(
        [
          player(
            "A",
            { hand: [{ name: "Mark For Return" }, { name: "Rescue" }], base: [{ name: "Grunt" }] },
            { pool: pool(5) },
          ),
          player("B"),
        ],
        {
          battlefields: [{ name: "Hill" }],
        },
      ),
      defsWithRescue,
    );
    t.play("A", "Mark For Return", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.resolveAll();
    t.play("A", "Rescue", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.resolveAll();
    t.do({ type: "conquer", player: "A", battlefield: t.id("Hill") });
    t.resolveAll();
    // The trigger fired but its link (the banished card) is a different object now: nothing returns.
    expect(t.events("triggered")).toHaveLength(1);
    expect(t.obj("Grunt").zone).toBe("base");
    expect(t.names("A", "hand")).toEqual([]);
  });

  test('RULES E4: "this turn" effects end in the Expiration Step, and an expired delayed ability never fires', () => {
    const t = table(["Bless", "Mark For Return"], ["Grunt", "Filler"], { battlefields: true });
    t.play("A", "Bless", [target("Grunt0")]);
    t.resolveAll();
    expect(t.obj("Grunt").might).toBe(5);
    t.play("A", "Mark For Return", [target("Filler1")]);
    t.resolveAll();
    t.do({ type: "endTurn", player: "A" });
    expect(t.obj("Grunt").might).toBe(2);
    expect(t.events("effectExpired").length).toBeGreaterThan(0);
    expect(t.game.state.delayed).toEqual([]);
    // B conquers nothing relevant; A conquers next turn: the expired link does not return the card.
    t.do({ type: "endTurn", player: "B" });
    t.do({ type: "conquer", player: "A", battlefield: t.id("Hill") });
    expect(t.events("triggered")).toEqual([]);
    expect(t.names("A", "banishment")).toEqual(["Filler"]);
  });

  test('RULES E4: "until your next turn" ends when that player\'s next turn starts', () => {
    const t = table(["Ward"], ["Grunt"]);
    t.play("A", "Ward", [target("Grunt0")]);
    t.resolveAll();
    t.do({ type: "endTurn", player: "A" });
    expect(t.obj("Grunt").might).toBe(3);
    t.do({ type: "endTurn", player: "B" });
    expect(t.obj("Grunt").might).toBe(2);
  });

  test("RULES E4: an effect lasting until an event ends when the event happens", () => {
    const t = table(["Brace", "Poke"], ["Grunt"]);
    t.play("A", "Brace", [target("Grunt0")]);
    t.resolveAll();
    expect(t.obj("Grunt").might).toBe(4);
    t.play("A", "Poke", [target("Grunt0")]);
    t.resolveAll();
    expect(t.obj("Grunt").might).toBe(2);
    expect(t.obj("Grunt").damage).toBe(1);
  });
});
