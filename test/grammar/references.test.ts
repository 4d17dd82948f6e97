import { describe, expect, test } from "vitest";
import type { FilterNode, InstructionNode, ObjectRefNode } from "../../grammar/index.js";
import { expectAbilities, instructionOf } from "./helpers.js";

/** The object of `kill …`. */
function refOf(text: string): ObjectRefNode {
  const instruction: InstructionNode = instructionOf(`kill ${text}`);
  if (instruction.kind !== "Kill") throw new Error("expected kill");
  return instruction.target;
}

function filterOf(text: string): FilterNode {
  const ref = refOf(`target ${text}`);
  if (ref.kind !== "TargetRef") throw new Error("expected a target");
  return ref.filter;
}

describe("object references", () => {
  test("this, it, them, that, the triggering object, names", () => {
    expect(refOf("this")).toMatchObject({ kind: "ThisRef" });
    expect(refOf("it")).toMatchObject({ kind: "ItRef", plural: false });
    expect(refOf("them")).toMatchObject({ kind: "ItRef", plural: true });
    expect(refOf("that unit")).toMatchObject({ kind: "ThatRef", noun: "unit" });
    expect(refOf("that card")).toMatchObject({ kind: "ThatRef", noun: "card" });
    expect(refOf("the triggering unit")).toMatchObject({ kind: "TriggeringRef", noun: "unit" });
    expect(refOf("lost")).toMatchObject({ kind: "NamedRef", name: { text: "lost" } });
  });

  test("targets are chosen as played, other counts on resolution (RULES C1)", () => {
    expect(refOf("target unit")).toMatchObject({ kind: "TargetRef", count: 1, upTo: false });
    expect(refOf("2 target units")).toMatchObject({ kind: "TargetRef", count: 2, upTo: false });
    expect(refOf("up to 3 target units")).toMatchObject({
      kind: "TargetRef",
      count: 3,
      upTo: true,
    });
    expect(refOf("a unit")).toMatchObject({ kind: "ChooseRef", count: 1 });
    expect(refOf("an enemy unit")).toMatchObject({
      kind: "ChooseRef",
      filter: { controller: "opponent" },
    });
    expect(refOf("2 units")).toMatchObject({
      kind: "ChooseRef",
      count: 2,
      filter: { plural: true },
    });
    expect(refOf("up to 2 units")).toMatchObject({ kind: "ChooseRef", upTo: true });
    expect(refOf("another friendly unit")).toMatchObject({
      kind: "ChooseRef",
      filter: { another: true, controller: "you" },
    });
    expect(refOf("all units here")).toMatchObject({ kind: "AllRef", filter: { plural: true } });
    expect(refOf("each enemy unit")).toMatchObject({ kind: "AllRef", filter: { plural: false } });
  });

  test("any reference binds a name with `as` (RULES E3)", () => {
    expect(refOf("target unit as victim")).toMatchObject({ bind: { text: "victim" } });
    expect(refOf("it as same")).toMatchObject({ kind: "ItRef", bind: { text: "same" } });
  });
});

describe("filters", () => {
  test("card versus token (RULES O4)", () => {
    expect(filterOf("unit card")).toMatchObject({ types: ["unit"], objectKind: "card" });
    expect(filterOf("unit token")).toMatchObject({ types: ["unit"], objectKind: "token" });
    expect(filterOf("card")).toMatchObject({ types: [], objectKind: "card" });
    expect(filterOf("Recruit token")).toMatchObject({
      name: { text: "Recruit" },
      objectKind: "token",
    });
    expect(filterOf("unit").objectKind).toBeUndefined();
  });

  test("types joined with or", () => {
    expect(filterOf("unit or gear")).toMatchObject({ types: ["unit", "gear"] });
  });

  test("friendly, enemy, your, opponent's, other, statuses, domains", () => {
    expect(filterOf("friendly unit")).toMatchObject({ controller: "you" });
    expect(filterOf("your unit")).toMatchObject({ controller: "you" });
    expect(filterOf("enemy unit")).toMatchObject({ controller: "opponent" });
    expect(filterOf("opponent's unit")).toMatchObject({ controller: "opponent" });
    expect(filterOf("other unit")).toMatchObject({ another: true });
    expect(filterOf("exhausted stunned damaged unit")).toMatchObject({
      statuses: ["exhausted", "stunned", "damaged"],
    });
    expect(filterOf("ready buffed facedown unit")).toMatchObject({
      statuses: ["ready", "buffed", "facedown"],
    });
    expect(filterOf("Fury unit")).toMatchObject({ domains: ["Fury"] });
  });

  test("locations: here, there, at a battlefield, at a bound battlefield, in a base, the board", () => {
    expect(filterOf("unit here")).toMatchObject({ location: { at: "here" } });
    expect(filterOf("unit there")).toMatchObject({ location: { at: "there" } });
    expect(filterOf("unit at a battlefield")).toMatchObject({ location: { at: "anyBattlefield" } });
    expect(filterOf("unit at bf")).toMatchObject({
      location: { at: "named", name: { text: "bf" } },
    });
    expect(filterOf("unit in your base")).toMatchObject({
      location: { at: "base", player: "you" },
    });
    expect(filterOf("unit in an opponent's base")).toMatchObject({
      location: { at: "base", player: "opponent" },
    });
    expect(filterOf("unit on the board")).toMatchObject({ location: { at: "board" } });
  });

  test("zones: in your trash, from your hand, on the chain", () => {
    expect(filterOf("unit card in your trash")).toMatchObject({
      zone: { zone: "trash", player: "you" },
    });
    expect(filterOf("card from your hand")).toMatchObject({
      zone: { zone: "hand", player: "you" },
    });
    expect(filterOf("spell in an opponent's banishment")).toMatchObject({
      zone: { zone: "banishment", player: "opponent" },
    });
    expect(filterOf("spell on the chain")).toMatchObject({
      zone: { zone: "chain", player: "any" },
    });
  });

  test("controller and owner", () => {
    expect(filterOf("unit you control")).toMatchObject({ controller: "you" });
    expect(filterOf("unit an opponent controls")).toMatchObject({ controller: "opponent" });
    expect(filterOf("unit you own")).toMatchObject({ owner: "you" });
    expect(filterOf("unit an opponent owns")).toMatchObject({ owner: "opponent" });
  });

  test("tags, keywords, might and cost comparisons", () => {
    expect(filterOf("unit with tag Bird or Cat")).toMatchObject({
      tags: { match: "any", tags: [{ text: "Bird" }, { text: "Cat" }] },
    });
    expect(filterOf("unit with tags Bird and Cat")).toMatchObject({ tags: { match: "all" } });
    expect(filterOf("unit with Tank")).toMatchObject({ keywords: ["Tank"] });
    expect(filterOf("unit with might 3 or less")).toMatchObject({ might: { op: "<=", value: 3 } });
    expect(filterOf("unit with might 3 or more")).toMatchObject({ might: { op: ">=", value: 3 } });
    expect(filterOf("unit with might 3")).toMatchObject({ might: { op: "=", value: 3 } });
    expect(filterOf("unit with cost less than 2")).toMatchObject({ cost: { op: "<", value: 2 } });
    expect(filterOf("unit with cost more than 2")).toMatchObject({ cost: { op: ">", value: 2 } });
    expect(filterOf("unit with cost at least 2")).toMatchObject({ cost: { op: ">=", value: 2 } });
    expect(filterOf("unit with cost at most 2")).toMatchObject({ cost: { op: "<=", value: 2 } });
    expect(filterOf("unit with cost exactly 2")).toMatchObject({ cost: { op: "=", value: 2 } });
    expect(filterOf("unit with might != 2")).toMatchObject({ might: { op: "!=", value: 2 } });
    expect(filterOf("unit with might <= 2")).toMatchObject({ might: { op: "<=" } });
  });

  test("suffix words that continue the instruction are not read into the filter", () => {
    expect(instructionOf("put target unit on the bottom of its owner's deck")).toMatchObject({
      kind: "Move",
      target: { filter: { types: ["unit"] } },
      to: { position: "bottom" },
    });
    expect(instructionOf("replace target battlefield with a Brush token")).toMatchObject({
      kind: "Replace",
      token: { text: "Brush" },
    });
  });
});

describe("players, places, amounts", () => {
  test("players as subjects of instructions", () => {
    const players = [
      "you",
      "an opponent",
      "the opponent",
      "each player",
      "a player",
      "its owner",
      "its controller",
      "lost's owner",
      "that player",
      "the triggering player",
    ];
    const who = players.map((p) => {
      const instruction = instructionOf(`${p} draws 1`);
      if (instruction.kind !== "Draw") throw new Error("expected draw");
      return instruction.player?.who;
    });
    expect(who).toEqual([
      "you",
      "opponent",
      "opponent",
      "each",
      "any",
      "ownerOf",
      "controllerOf",
      "ownerOf",
      "triggering",
      "triggering",
    ]);
  });

  test("places", () => {
    const place = (text: string) => {
      const instruction = instructionOf(`move it to ${text}`);
      if (instruction.kind !== "Move") throw new Error("expected move");
      return instruction.to;
    };
    expect(place("here")).toMatchObject({ place: "here" });
    expect(place("your base")).toMatchObject({ place: "base", player: { who: "you" } });
    expect(place("its owner's trash")).toMatchObject({ place: "zone", zone: "trash" });
    expect(place("their owner's banishment")).toMatchObject({ place: "zone", zone: "banishment" });
    expect(place("the top of your deck")).toMatchObject({ zone: "deck", position: "top" });
    expect(place("the chain")).toMatchObject({ place: "chain" });
    expect(place("its location")).toMatchObject({ place: "sameLocationAs" });
    expect(place("that battlefield")).toMatchObject({
      place: "battlefield",
      battlefield: { kind: "ThatRef" },
    });
    expect(place("bf")).toMatchObject({ place: "battlefield", battlefield: { kind: "NamedRef" } });
  });

  test("amounts", () => {
    const amount = (text: string) => {
      const instruction = instructionOf(`deal ${text} to it`);
      if (instruction.kind !== "Deal") throw new Error("expected deal");
      return instruction.amount;
    };
    expect(amount("2")).toMatchObject({ kind: "Number", value: 2 });
    expect(amount("2 for each enemy unit here")).toMatchObject({ kind: "CountOf", per: 2 });
    expect(amount("its might")).toMatchObject({ kind: "MightOf", object: { kind: "ItRef" } });
    expect(amount("the might of lost")).toMatchObject({
      kind: "MightOf",
      object: { kind: "NamedRef" },
    });
    expect(amount("the number of cards in your hand")).toMatchObject({ kind: "CountOf", per: 1 });
    expect(amount("your score")).toMatchObject({ kind: "ScoreOf", player: { who: "you" } });
    expect(amount("an opponent's score")).toMatchObject({
      kind: "ScoreOf",
      player: { who: "opponent" },
    });
  });
});

describe("events and conditions", () => {
  test("object events", () => {
    const verbs: [string, string][] = [
      ["is played", "played"],
      ["dies", "killed"],
      ["is killed", "killed"],
      ["is banished", "banished"],
      ["is discarded", "discarded"],
      ["is drawn", "drawn"],
      ["moves here", "moved"],
      ["conquers", "conquered"],
      ["holds", "held"],
      ["attacks", "attacked"],
      ["defends", "defended"],
      ["is created", "created"],
      ["is replaced", "replaced"],
      ["is swapped back", "swappedBack"],
      ["is dealt damage", "damaged"],
      ["takes damage", "damaged"],
      ["is countered", "countered"],
      ["is readied", "readied"],
      ["is exhausted", "exhausted"],
      ["is stunned", "stunned"],
      ["is buffed", "buffed"],
      ["enters", "entered"],
      ["is returned to its owner's hand", "returnedToHand"],
      ["changes control", "controlChanged"],
    ];
    expectAbilities(
      verbs.map(([verb]) => `when a unit ${verb}: draw 1`).join("\n"),
      ...verbs.map(([, event]) => ({ trigger: { event, subject: { kind: "ChooseRef" } } })),
    );
  });

  test("player events", () => {
    expectAbilities(
      `when you conquer here: draw 1
       when an opponent scores: draw 1
       when you draw: draw 1
       when you channel: draw 1
       when a player discards a card: draw 1`,
      { trigger: { event: "conquered", player: { who: "you" }, location: { place: "here" } } },
      { trigger: { event: "scored", player: { who: "opponent" } } },
      { trigger: { event: "drawn" } },
      { trigger: { event: "channelled" } },
      { trigger: { event: "discarded", player: { who: "any" }, subject: { kind: "ChooseRef" } } },
    );
  });

  test("conditions, with and, or, not and parentheses", () => {
    const conditionOf = (text: string) => {
      const instruction = instructionOf(`if ${text}, draw 1`);
      if (instruction.kind !== "If") throw new Error("expected if");
      return instruction.condition;
    };
    expect(conditionOf("you do")).toMatchObject({ kind: "DidPreviousCondition" });
    expect(conditionOf("you paid the additional cost")).toMatchObject({ kind: "PaidCondition" });
    expect(conditionOf("you played another card this turn")).toMatchObject({
      kind: "PlayedAnotherCondition",
    });
    expect(conditionOf("it is your turn")).toMatchObject({
      kind: "TurnCondition",
      player: { who: "you" },
    });
    expect(conditionOf("there are at least 2 enemy units here")).toMatchObject({
      kind: "ExistsCondition",
      count: { op: ">=", value: 2 },
    });
    expect(conditionOf("you control a unit here")).toMatchObject({
      kind: "ExistsCondition",
      controller: { who: "you" },
      count: { op: ">=", value: 1 },
    });
    expect(conditionOf("you control no units here")).toMatchObject({
      count: { op: "=", value: 0 },
    });
    expect(conditionOf("you control this")).toMatchObject({
      kind: "ControlsCondition",
      object: { kind: "ThisRef" },
    });
    expect(conditionOf("an opponent controls it")).toMatchObject({
      kind: "ControlsCondition",
      player: { who: "opponent" },
    });
    expect(conditionOf("you have 5 or more points")).toMatchObject({
      kind: "ScoreCondition",
      comparison: { op: ">=", value: 5 },
    });
    expect(conditionOf("you do and not it is your turn or you control a unit")).toMatchObject({
      kind: "OrCondition",
      any: [
        { kind: "AndCondition", all: [{ kind: "DidPreviousCondition" }, { kind: "NotCondition" }] },
        { kind: "ExistsCondition" },
      ],
    });
    expect(conditionOf("you do and (it is your turn or you control a unit)")).toMatchObject({
      kind: "AndCondition",
      all: [{ kind: "DidPreviousCondition" }, { kind: "OrCondition" }],
    });
  });

  test("a filter's `or` does not swallow the condition's `or`", () => {
    const instruction = instructionOf(
      "if you control a unit or gear here or it is your turn, draw 1",
    );
    expect(instruction).toMatchObject({
      condition: {
        kind: "OrCondition",
        any: [{ filter: { types: ["unit", "gear"] } }, { kind: "TurnCondition" }],
      },
    });
  });
});
