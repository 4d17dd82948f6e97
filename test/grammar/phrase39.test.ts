// Card text as designers write it (phrase39): readings a hunt of printed-register card text taught
// the language, read alike by both readers, and the messages for what it still refuses.
import { describe, expect, test } from "vitest";
import {
  expectDiagnostics,
  expectEffect,
  expectSameByBothReaders,
  lowered,
  renderedEffect,
  spellWith,
} from "../compiler/compile-helpers.js";
import { formatText } from "../../compiler/format/index.js";
import { fileByBothReaders } from "./helpers.js";

const spell = spellWith;

describe("a name after a `non-` word is the noun (CR 133.8, 143.1.b; RULES O4)", () => {
  test("`a non-token Bird` is a Bird card, as `a Bird` is a Bird", () =>
    expectEffect("deal 2 to a non-token Bird", [
      {
        op: "deal",
        amount: { amount: "fixed", value: 2 },
        target: { ref: "choose", filter: { tags: ["Bird"], kind: "card" } },
      },
    ] as never));
  test("both readers read it alike", () => {
    expectSameByBothReaders("deal 2 to a non-token Bird");
    expectSameByBothReaders("kill each non-Recruit Bird");
  });
  test("the card text calls a card on the board a non-token one, never a `unit card`", () => {
    expect(renderedEffect("kill each non-token unit")).toBe("Kill all non-token units.");
    expect(renderedEffect("deal 2 to a non-token Bird")).toBe("Deal 2 damage to a non-token Bird.");
    expect(renderedEffect("discard a unit card")).toBe("Discard a unit card.");
  });
});

describe("a player carried over: `each player discards their hand, then draws 3` (RULES G1)", () => {
  const each = { player: "each" };
  test("the draw is the player's named before it", () =>
    expectEffect("each player discards their hand, then draws 3", [
      { op: "discard", player: each, count: "hand" },
      { op: "draw", player: each, count: { amount: "fixed", value: 3 } },
    ] as never));
  test("after `and`, and a discard of their hand carried over", () =>
    expectEffect("each opponent draws 2 and discards their hand", [
      { op: "draw", player: { player: "eachOpponent" }, count: { amount: "fixed", value: 2 } },
      { op: "discard", player: { player: "eachOpponent" }, count: "hand" },
    ] as never));
  test("both readers read it alike", () => {
    expectSameByBothReaders("each player discards their hand, then draws 3");
    expectSameByBothReaders("each opponent draws 2 and discards their hand");
    expectSameByBothReaders("kill target unit. Its controller draws 2, then discards 1.");
  });
  test("RS1068: with no player before it, the message says to write `draw` or to name one", () => {
    expectDiagnostics(
      spell("discard 1, then draws 2"),
      "1:50 RS1068 `draws` says that a player named before it draws, and no player is named: write `draw …` for the card's controller, or name the player (`each player draws …`",
    );
    expectDiagnostics(spell("burns 2"), "1:34 RS1068 `burns`");
  });
});

describe("RS1061 quotes the text as written", () => {
  test("`controller's` keeps its apostrophe on the word", () =>
    expectDiagnostics(
      spell("deal 2 to target unit and 1 to its controller's units"),
      "1:56 RS1061 each instruction says its verb, so `and 1 to …` needs its `deal` again: `deal 2 to target unit and deal 1 to its controller's units`",
    ));
});

describe("keywords in brackets, as printed cards show them (RULES S4)", () => {
  const unit = (body: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${body}\n}\n`;
  const keywordsOf = (text: string): unknown => lowered(text)[0]!.keywords;
  test("a bracketed line is the keywords line", () => {
    expect(keywordsOf(unit("[Tank]"))).toEqual(keywordsOf(unit("keywords Tank")));
    expect(keywordsOf(unit("[Assault 2] [Ganking]"))).toEqual(
      keywordsOf(unit("keywords Assault 2, Ganking")),
    );
    expect(keywordsOf(unit("[Tank], [Shield]"))).toEqual(keywordsOf(unit("keywords Tank, Shield")));
  });
  test("a keyword given or had takes brackets", () => {
    for (const [bracketed, bare] of [
      [
        "give target friendly unit [Assault 2] this turn",
        "give target friendly unit Assault 2 this turn",
      ],
      [
        "target unit gets +1 might and [Tank] this turn",
        "target unit gets +1 might and Tank this turn",
      ],
    ])
      expect(lowered(spell(bracketed))).toEqual(lowered(spell(bare)));
    expect(lowered(unit("other friendly units here have [Tank]"))).toEqual(
      lowered(unit("other friendly units here have Tank")),
    );
  });
  test("both readers read them alike", () => {
    for (const body of [
      "[Tank]",
      "[Assault 2] [Ganking]",
      "[Tank], [Deflect]",
      "other friendly units here have [Tank] and +1 might",
      "when this attacks, this gets +1 might and [Shield 2] this turn",
    ]) {
      const [direct, chevrotain] = fileByBothReaders(unit(body));
      expect(JSON.parse(direct).diagnostics).toEqual([]);
      expect(direct).toBe(chevrotain);
    }
  });
  test("`rift fmt` keeps the brackets, touching their keyword", () => {
    expect(formatText("t.rift", unit("[ tank ]  ,[Assault   2]")).text).toBe(
      unit("[Tank], [Assault 2]"),
    );
  });
  // phrase40: `[Deathknell] — draw 1` is now read as printed (test/grammar/phrase40.test.ts).
  test("an unclosed bracket says what it expected", () =>
    expectDiagnostics(unit("[Tank"), "4:4 RS1022 expected `]` after `Tank`"));
});

describe("what the hunt leaves to a diagnostic says what to write", () => {
  const unitWith = (text: string): string => `card unit "U" { cost 1 might 1 ${text} }`;
  test("`put the top 3 cards of your deck …` says to look at them first", () =>
    expectDiagnostics(
      spell("put the top 3 cards of your deck into your trash"),
      "1:42 RS1022 expected `triggering` after `the`, found `top`; the top cards of a deck are named by looking at them first: `look at the top 3 cards of your deck. Put them into your trash.`",
    ));
  test("`recycle a card` and `trash …` say which instruction moves a card there", () => {
    expectDiagnostics(
      spell("recycle a card from your trash"),
      "1:34 RS1009 expected an instruction such as `draw 1` or `kill target unit` after `:`, found `recycle`; no instruction has that verb: a card goes to the bottom of its owner's deck by `put a card from your trash on the bottom of your deck`",
    );
    expectDiagnostics(spell("trash the top 3 cards of your deck"), "1:34 RS1009");
  });
  test("`a spell that costs 2 or less` says a filter writes `with`", () =>
    expectDiagnostics(
      spell("counter a spell that costs 2 or less"),
      "1:50 RS1008 expected a characteristic (`cost`, `domain`, `might`, `tags`, `keywords`) or an ability such as `when this is played: …`, found `that`; a filter says what its objects have with `with`: `a spell with cost 2 or less`",
    ));
  test("`deal 4 instead` in an effect says an `if` adds to what came before", () => {
    expectDiagnostics(
      spell("deal 2 to a unit. If you control a Bird, deal 4 instead."),
      "1:82 RS1022 expected `to` after `4`; `instead` belongs to a replacement ability",
    );
    expectDiagnostics(
      spell("deal 2 to target unit. If you control a Bird, deal 4 to it instead."),
      "1:93 RS1008 expected a characteristic (`cost`, `domain`, `might`, `tags`, `keywords`) or an ability such as `when this is played: …`, found `instead`; `instead` belongs",
    );
  });
  test("`can't be chosen` says to write `can't be targeted`", () =>
    expectDiagnostics(
      unitWith("I can't be chosen by enemy spells."),
      "1:43 RS1034 expected what they get, such as `get +1 might`, `enter ready` or `can't move` after `be`, found `chosen`; a spell or ability chooses its targets, so write `can't be targeted`",
    ));
  test("RS2022: `here` in a spell names the ways to say the place", () =>
    expectDiagnostics(
      spell("deal 2 to each enemy unit here"),
      "1:60 RS2022 `here` means where this is, and a spell waits on the Chain, not at a board location; name the place instead: `at a battlefield`, `at your base`, or `there`",
    ));
});
