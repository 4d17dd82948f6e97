/**
 * Audit 23: what a designer meets writing cards from LANGUAGE.md alone. A name of several words
 * left unquoted before a filter's noun (`kill all Wisp Spirit tokens`) used to keep its last word
 * and mean another object, or nothing, in silence; two names where a filter takes one
 * (`Recruit Bird tokens`) the same. Both are refused with the fix now (RS2003), by both readers.
 */
import { describe, expect, test } from "vitest";
import { fileByBothReaders } from "../grammar/helpers.js";
import { analyze } from "../../compiler/analyze.js";
import { expectClean, expectDiagnostics, LIBRARY, lowered } from "./compile-helpers.js";

const WISP = `token unit "Wisp Spirit" { might 1  tags Spirit }\n`;
const spell = (text: string): string => `${WISP}card spell "S" {\n  cost 1\n  ${text}\n}`;
const unit = (text: string): string => `${WISP}card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}`;

describe("RS2003: bare words before a filter's noun are one name, never the last of them", () => {
  test("two names where a filter takes one: refused, not read as `Bird tokens`", () =>
    expectDiagnostics(
      spell("effect: kill all Recruit Bird tokens"),
      '4:20 RS2003 no card or token is named "Recruit Bird", and a filter names one card or token: `Recruit` and `Bird` are 2 names; a name of several words is quoted',
    ));

  test("a declared name of two words left unquoted: the message writes it quoted", () => {
    expectDiagnostics(
      unit("friendly Wisp Spirit tokens get +1 might"),
      '5:12 RS2003 a name of several words is quoted: write "Wisp Spirit"',
    );
    expectDiagnostics(
      unit("when a Wisp Spirit token dies: draw 1"),
      '5:10 RS2003 a name of several words is quoted: write "Wisp Spirit"',
    );
  });

  test("`play a Wisp Spirit token` is the token's name, not a play of a token from a zone", () =>
    expectDiagnostics(
      spell("effect: play a Wisp Spirit token"),
      '4:18 RS2003 a name of several words is quoted: write "Wisp Spirit"',
    ));

  test("`create a Wisp Spirit token` shows the quoted name", () =>
    expectDiagnostics(
      spell("effect: create a Wisp Spirit token"),
      '4:25 RS1022 expected `token` after `Wisp`; a name of more than one word is written in quotes: `"Wisp Spirit" token`',
    ));

  test("`play two Wisp Spirit tokens at your base` points at the name, not at `at`", () =>
    expectDiagnostics(
      spell("effect: play two Wisp Spirit tokens at your base"),
      '4:25 RS1022 expected `token` after `Wisp`, found `Spirit`; a name of more than one word is written in quotes: `"Wisp Spirit" tokens`',
    ));

  test("the first word of a declared name suggests the name", () => {
    expectDiagnostics(
      spell("effect: play a Wisp token"),
      '4:18 RS2003 no token is named Wisp; did you mean "Wisp Spirit"?',
    );
    expectDiagnostics(
      spell("effect: kill all Wisp tokens"),
      '4:20 RS2003 no card or token is named Wisp; did you mean "Wisp Spirit"?',
    );
  });

  test("both readers build the same joined name", () => {
    const text = spell("effect: kill all friendly Recruit Bird tokens here");
    const [direct, chevrotain] = fileByBothReaders(text);
    expect(direct).toBe(chevrotain);
  });

  test("one name, bare or quoted, and a name with domains and statuses, still read", () => {
    const [, card] = lowered(
      spell('effect: kill all friendly exhausted "Wisp Spirit" tokens; play a "Wisp Spirit" token'),
    );
    expect(card!.name).toBe("S");
    expectClean(spell("effect: kill all friendly Fury Recruit tokens"));
  });
});

describe("a duration where nothing takes one says where durations go", () => {
  const DURATION =
    "a duration (`this turn`, `until …`) follows only a `give`, a change of control or a `prevent`, or opens a delayed trigger (`this turn, when you conquer: draw 1`); a static ability lasts as long as its source is on the board";

  test("`draw 1 this turn`: not `expected what they get after this`, alone", () =>
    expectDiagnostics(
      unit("when this is played: draw 1 this turn"),
      `5:36 RS1034 expected what they get, such as \`get +1 might\`, \`enter ready\` or \`can't move\` after \`this\`, found \`turn\`; ${DURATION}`,
    ));

  test("a static ability written with `this turn`", () =>
    expectDiagnostics(
      unit("friendly units have +1 might this turn"),
      `5:37 RS1034 expected what they get, such as \`get +1 might\`, \`enter ready\` or \`can't move\` after \`this\`, found \`turn\`; ${DURATION}`,
    ));

  test("`stun target unit until your next turn` and `… permanently`", () => {
    expectDiagnostics(
      unit("when this is played: stun target enemy unit until your next turn"),
      `5:47 RS1008 expected a characteristic (\`cost\`, \`domain\`, \`might\`, \`tags\`, \`keywords\`) or an ability such as \`when this is played: …\`, found \`until\`; ${DURATION}`,
    );
    expectDiagnostics(
      spell("effect: draw 1 permanently"),
      `4:18 RS1008 expected a characteristic (\`cost\`, \`domain\`, \`might\`, \`tags\`, \`keywords\`) or an ability such as \`when this is played: …\`, found \`permanently\`; ${DURATION}`,
    );
  });

  test("where a duration belongs, it still reads", () => {
    expectClean(unit("when this is played: give target unit +1 might until your next turn"));
    expectClean(spell("effect: this turn, when you conquer: draw 1"));
  });
});

describe("RS2007: a card or token name where a bound name is read says how to name the object", () => {
  test("`play Recruit` shows how to make one", () =>
    expectDiagnostics(
      spell("effect: play Recruit"),
      "4:16 RS2007 nothing is bound as `Recruit`, and a name alone refers to what this ability bound; Recruit is a token: say which, as in `a Recruit token`, `target Recruit token` or `all Recruit tokens` (`play a Recruit token` makes one)",
    ));

  test("a card's name, with its article", () =>
    expectDiagnostics(
      `card unit Ogre { cost 1  might 1 }\n${spell("effect: kill Ogre")}`,
      "5:16 RS2007 nothing is bound as `Ogre`, and a name alone refers to what this ability bound; Ogre is a card: say which, as in `an Ogre card`, `target Ogre card` or `all Ogre cards`",
    ));

  test("a name that is no card or token is still a missing binding", () =>
    expectDiagnostics(
      spell("effect: kill foe"),
      "4:16 RS2007 nothing is bound as `foe`; bind it with `as foe` after what it names",
    ));
});

describe("RS2035: an ability an effect gives may be activated in a scenario (CR 430)", () => {
  const GIFT = `card spell "Gift" { cost 1  effect: play a ready Recruit token with { exhaust this: draw 1 } at your base }\n`;
  const ACTIVATE = `scenario "s" {\n  setup { A hand: "Gift" }\n  A plays "Gift"\n  resolve chain\n  A activates "Recruit"\n}\n`;

  test("a Recruit made with an activated ability is activated, the scenario before or after the card", () => {
    expectClean(GIFT + ACTIVATE);
    expectClean(ACTIVATE + GIFT);
  });

  test("the editor's analysis agrees, whatever the order", () => {
    for (const text of [GIFT + ACTIVATE, ACTIVATE + GIFT]) {
      expect(analyze([{ file: "t.rift", text }], { library: LIBRARY }).diagnostics).toEqual([]);
    }
  });

  test("with no effect giving one, an object without an activated ability is still refused", () =>
    expectDiagnostics(
      `card spell "Gift" { cost 1  effect: play a ready Recruit token at your base }\n${ACTIVATE}`,
      "6:3 RS2035 Recruit has no activated ability",
    ));
});

describe("possessives a designer misspells", () => {
  const POSSESSIVE =
    "found `it's`; the possessive of `it` is `its`, as in `its owner's hand` or `its controller draws 1`";

  test("`it's owner's hand` in a place and `it's owner` as a player", () => {
    expectDiagnostics(
      unit("when this dies: return this to it's owner's hand"),
      `5:34 RS1016 expected a place such as \`here\`, \`your base\` or \`its owner's hand\` after \`to\`, ${POSSESSIVE}`,
    );
    expectDiagnostics(
      spell("effect: kill target unit; it's owner draws 1"),
      `4:29 RS1009 expected an instruction such as \`draw 1\` or \`kill target unit\` after \`;\`, ${POSSESSIVE}`,
    );
  });

  test("`its owners hand`", () =>
    expectDiagnostics(
      unit("if this would die, return it to its owners hand instead"),
      "5:46 RS1022 expected `'s` after `owners`; write `owner's`, as in `its owner's hand`",
    ));
});

describe("RS2012: `that player` outside a trigger says what it names", () => {
  test("in a replacement it is the player of the replaced event", () =>
    expectClean(unit("if an opponent would draw, that player discards 1 instead")));

  test("after `target opponent`, it is not that opponent", () =>
    expectDiagnostics(
      spell("effect: target opponent discards 1; that player draws 1"),
      "4:39 RS2012 `that player` and `the triggering player` name the player of the event of a `when …` ability or of a replacement, and here there is none (they never name a player the text named before them)",
    ));
});

describe("a binding after the changes, and a reserved word used as a label in a choice", () => {
  test("`give target unit +1 might this turn as hero` says where `as` goes", () =>
    expectDiagnostics(
      spell("effect: give target friendly unit +1 might this turn as hero"),
      "4:59 RS1022 expected `you` after `as`, found `hero`; `as NAME` binds the object it follows at once, so it comes right after it: `give target unit as hero +1 might this turn`",
    ));

  test("`targeting other` after `as other` repeats why", () =>
    expectDiagnostics(
      `scenario "s" {\n  setup { A base: "U" as other }\n  A plays "S", targeting other\n}\n${unit("")}\ncard spell "S" { cost 0  effect: kill target unit }`,
      "2:26 RS1007",
      '3:26 RS1040 expected a choice such as `targeting "Card"`, `choosing mode 1` or `at A base` after `targeting`, found `other`, a reserved word of the language, which cannot be a label; name the object by its card name in quotes, or label it with another word (`as other1`)',
    ));
});

describe("RS2012: `there` with only `this` mentioned suggests `here`", () =>
  test("on a unit", () =>
    expectDiagnostics(
      unit("when this is played: play a Recruit token there"),
      "5:45 RS2012 `there` means where a mentioned object is, and nothing on the board is mentioned before it; where this is, write `here`",
    )));

describe("card text's own words for joining instructions and starting a turn", () => {
  const THEN =
    "RS1009 found `then`, which joins two instructions of one ability after a `,` or a `.` (`draw 1, then discard 1`), as `;` and `and` do";

  test("`then` alone or after a `;` is not taken for a misspelt `when`", () => {
    expectDiagnostics(unit("when this is played: draw a card then discard a card"), `5:36 ${THEN}`);
    expectDiagnostics(unit("when this is played: draw 1; then discard 1"), `5:32 ${THEN}`);
  });

  // phrase33: after a `,` (or a `.`) card text's "then" joins instructions as `;` does.
  test("`, then` joins two instructions", () => {
    expectClean(unit("when this is played: draw 1, then discard 1"));
    expectClean(spell("effect: deal 2 to target unit, then draw 1"));
  });

  test("`at the beginning of your turn` and `when your turn starts`", () => {
    const START =
      "a turn's start is written `at the start of your turn: …` (or `at the start of each turn`, `at the start of your main phase`)";
    expectDiagnostics(
      unit("at the beginning of your turn: draw 1"),
      `5:10 RS1011 expected a turn or phase such as \`your turn\` or \`each turn\` after \`the\`, found \`beginning\`; ${START}`,
    );
    expectDiagnostics(
      unit("when your turn starts: draw 1"),
      `5:8 RS1011 expected an event such as \`this is played\`, \`this dies\` or \`you conquer\` after \`when\`, found \`your\`; ${START}`,
    );
  });
});

describe("an unterminated string and a mistake after it: RS1002 alone, never RS2000", () =>
  test("the declaration is not lowered, as for any syntax error", () =>
    expectDiagnostics(
      'card gear "Camp {\n  cost 1\n  units here get dealt +1 might\n}\n',
      '1:11 RS1002 unterminated string: add the closing `"`',
    )));

describe("RS2023: `deal` to what is never a unit (CR 417.1)", () => {
  test("a gear target, all gear, and `this` on a gear", () => {
    const NEVER = "RS2023 only units are dealt damage (CR 417.1), and this is always a gear";
    expectDiagnostics(spell("effect: deal 3 to target gear"), `4:21 ${NEVER}`);
    expectDiagnostics(spell("effect: deal 1 to all enemy gear"), `4:21 ${NEVER}`);
    expectDiagnostics(
      'card gear "G" {\n  cost 1\n  exhaust this: deal 1 to this\n}',
      `3:27 ${NEVER}`,
    );
  });

  test("`stun`, `heal` and `buff` of a gear, likewise (CR 423.1, 418.1, 426.1)", () => {
    expectDiagnostics(
      spell("effect: stun target gear"),
      "4:16 RS2023 only units are stunned (CR 423.1), and this is always a gear: it would never happen",
    );
    expectDiagnostics(
      spell("effect: heal all gear"),
      "4:16 RS2023 only units are healed (CR 418.1)",
    );
    expectDiagnostics(
      'card gear "G" {\n  cost 1\n  exhaust this: buff this\n}',
      "3:22 RS2023 only units are buffed (CR 426.1)",
    );
    expectClean(spell("effect: ready target gear; exhaust target gear"));
  });

  test("what may be a unit is dealt damage as before", () => {
    expectClean(spell("effect: deal 3 to target enemy unit or gear"));
    expectClean(spell("effect: deal 1 to all enemy units"));
  });
});

describe("`deathknell — …` as cards print it", () => {
  test("the dash reads as the colon (phrase35: printed cards write `[Deathknell] — Draw 1`, CR 808)", () => {
    const dashed = lowered(unit("keywords Deathknell\n  deathknell — draw 1"));
    const colon = lowered(unit("keywords Deathknell\n  deathknell: draw 1"));
    expect(JSON.stringify(dashed[1]!.abilities)).toBe(JSON.stringify(colon[1]!.abilities));
    expectClean(unit("keywords Legion\n  legion - draw 1"));
  });

  test("another keyword's dash still times an activated ability (RS1041)", () => {
    expectDiagnostics(
      unit("tank — exhaust this: draw 1"),
      "5:3 RS1041 only `action` or `reaction` can time an activated ability, not `Tank`",
    );
  });

  test("a bare Shield or Assault is 1, as LANGUAGE.md says", () => {
    const [, card] = lowered(unit("keywords Shield, Assault"));
    expect(card!.keywords).toEqual([
      { keyword: "Shield", value: 1 },
      { keyword: "Assault", value: 1 },
    ]);
  });
});

describe("scenario expectations written the other way round", () => {
  const scenario = (step: string): string =>
    `card unit "Pawn" { cost 0  might 1 }\nscenario "s" {\n  setup { A base: "Pawn" as p }\n  ${step}\n}\n`;

  test("`has damage 2` and `has 2 might` say the order, not that the word is reserved", () => {
    expectDiagnostics(
      scenario("expect p has damage 2"),
      '4:16 RS1020 expected an expectation such as `"Card" in A trash`, `A hand is empty` or `A pool: 1 Fury` after `has`, found `damage`; the number comes first: `has 2 damage` (and `has might 2`)',
    );
    expectDiagnostics(
      scenario("expect p has 2 might"),
      "4:18 RS1022 expected `damage` after `2`, found `might`; Might is written before its number: `has might 2` (and `has 2 damage`)",
    );
  });

  test("`A's hand` and `A's base` say a zone takes no `'s`", () => {
    expectDiagnostics(
      scenario("expect A's hand is empty"),
      "4:14 RS1036 expected a card name in quotes or a label after `'s`, found `hand`; a player's zone is written without `'s`: `A hand`, as in `expect A hand is empty`",
    );
    expectDiagnostics(
      scenario("expect p in A's base"),
      "4:16 RS1030 expected a zone such as `hand`, `trash` or `base` after `A`, found `'s`; a player's zone is written without it: `A base`, `A hand`",
    );
  });

  test("a reserved word where a label stands is still explained", () =>
    expectDiagnostics(
      scenario("expect top is ready"),
      '4:10 RS1020 expected an expectation such as `"Card" in A trash`, `A hand is empty` or `A pool: 1 Fury` after `expect`, found `top`, a reserved word of the language',
    ));
});

describe("`that unit's owner` as a player", () =>
  test("says the owner of a mentioned object is `its owner`", () =>
    expectDiagnostics(
      spell("effect: return target enemy unit to its owner's hand; that unit's owner draws 1"),
      "4:62 RS1022 expected `player` after `that`, found `unit`; the owner or controller of a mentioned object is `its owner` or `its controller` (or `NAME's owner` for a name bound with `as NAME`)",
    )));

describe("`as an additional cost, …`", () =>
  test("shows how the language writes an additional cost", () =>
    expectDiagnostics(
      'card spell "S" {\n  cost 1\n  as an additional cost, discard 1\n  effect: draw 1\n}',
      "3:6 RS1022 expected `you` after `as`, found `an`; an additional cost is written `as you play this, discard 1`, or `as you play this, you may discard 1: draw 1` when paying it is optional",
    )));

describe("conditions written as English puts them", () => {
  // designer30: `it is not your turn` is now `not it is your turn`; `there is not` still is not.
  test("`if there is not a unit here` puts `not` first", () =>
    expectDiagnostics(
      unit("when this is played, if there is not a unit here: draw 1"),
      "5:36 RS1015 expected a condition such as `you do` or `you control a unit here` after `is`, found `not`; after `is`, `not` denies a state",
    ));

  test("`if you have 2 or more cards in hand` counts cards with `there are`", () =>
    expectDiagnostics(
      unit("when this is played, if you have 2 or more cards in hand: draw 1"),
      "5:46 RS1022 expected `point` after `more`, found `cards`; `you have N` counts points (`you have 5 or more points`); cards are counted with `there are 2 or more cards in your hand` (or `there are no cards in your hand`)",
    ));

  test("`if your score is 5 or more` compares points", () =>
    expectDiagnostics(
      unit("when this is played, if your score is 5 or more: draw 1"),
      "5:27 RS1015 expected a condition such as `you do` or `you control a unit here` after `if`, found `your`; a score is compared as points: `if you have 5 or more points`",
    ));

  test("the forms they point to read", () =>
    expectClean(
      unit(
        "when this is played, if not it is your turn and there are 2 or more cards in your hand: draw 1",
      ),
    ));
});
