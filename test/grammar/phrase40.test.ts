// Card text as designers write it (phrase40): more of phrase39's hunt of printed-register card
// text, read alike by both readers, and the messages for what the language still refuses.
import { describe, expect, test } from "vitest";
import {
  expectDiagnostics,
  expectSameByBothReaders,
  lowered,
  spellWith,
} from "../compiler/compile-helpers.js";
import { formatText } from "../../compiler/format/index.js";
import { fileByBothReaders } from "./helpers.js";

const spell = spellWith;

describe("a plural group with no determiner is every one (CR 143.1; RULES O3)", () => {
  test("after `give`, `deal … to` and `kill` it is `all` of the group", () => {
    for (const [bare, all] of [
      ["give your units +1 might this turn", "give all your units +1 might this turn"],
      ["deal 1 to enemy units at a battlefield", "deal 1 to all enemy units at a battlefield"],
      ["kill other friendly Birds", "kill all other friendly Birds"],
      ["give friendly units [Tank] this turn", "give all friendly units Tank this turn"],
    ])
      expect(lowered(spell(bare))).toEqual(lowered(spell(all)));
  });
  test("both readers read it alike, its range from its first word", () => {
    expectSameByBothReaders("give your units +1 might this turn");
    expectSameByBothReaders("deal 2 to other enemy units there for each friendly unit");
    expectSameByBothReaders("kill enemy Birds with 2 might or less");
    expectSameByBothReaders("give your exhausted units +1 might this turn");
  });
  test("a singular group still asks which one (RS1010)", () =>
    expectDiagnostics(
      spell("give friendly unit +1 might this turn"),
      "1:39 RS1010 expected what it acts on, such as `target unit`, `this` or `it` after `give`, found `friendly`; say which of them",
    ));
  // phrase42 reads a plural group after `stun` too (test/grammar/phrase42.test.ts); a singular
  // one still asks.
  test("after `stun` a singular group asks for `all`", () =>
    expectDiagnostics(
      spell("stun enemy unit here"),
      "1:39 RS1010 expected what it acts on, such as `target unit`, `this` or `it` after `stun`, found `enemy`; say which of them: `all enemy …`",
    ));
  test("`rift fmt` keeps the group as written", () => {
    const text = spell("Give your   units +1 Might this turn.");
    expect(formatText("t.rift", text).text).toContain(
      "effect: give your units +1 might this turn.",
    );
  });
});

describe("a keyword with text of its own in brackets, as printed (CR 808, 812; RULES S4)", () => {
  const unit = (body: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${body}\n}\n`;
  test("`[Deathknell] — draw 1` is `Deathknell — draw 1`", () => {
    expect(lowered(unit("[Deathknell] — draw 1."))).toEqual(lowered(unit("Deathknell — draw 1.")));
    expect(lowered(unit("[Deathknell]: draw 1"))).toEqual(lowered(unit("Deathknell: draw 1")));
    expect(lowered(unit("[Legion] - give me +1 might this turn"))).toEqual(
      lowered(unit("Legion - give me +1 might this turn")),
    );
  });
  test("after a line of bracketed keywords, and before one, it is an ability of its own", () => {
    expect(lowered(unit("[Tank]\n  [Deathknell] — draw 1.\n  [Shield]"))).toEqual(
      lowered(unit("keywords Tank\n  Deathknell — draw 1.\n  keywords Shield")),
    );
  });
  test("both readers read it alike", () => {
    for (const body of [
      "[Deathknell] — draw 1.",
      "[Tank] [Ganking]\n  [Deathknell] — deal 1 to each enemy unit here",
      "[Legion]: draw 1",
    ]) {
      const [direct, chevrotain] = fileByBothReaders(unit(body));
      expect(JSON.parse(direct).diagnostics).toEqual([]);
      expect(direct).toBe(chevrotain);
    }
  });
  test("`rift fmt` keeps the brackets and the dash", () =>
    expect(formatText("t.rift", unit("[ Deathknell ]  —  Draw 1.")).text).toBe(
      unit("[Deathknell] — draw 1."),
    ));
  test("a keyword with no text of its own is still a keyword: `[Tank] — …` says what it expected", () =>
    expectDiagnostics(
      unit("[Tank] — draw 1"),
      "4:10 RS1008 expected a characteristic (`cost`, `domain`, `might`, `tags`, `keywords`) or an ability such as `when this is played: …`, found `—`; `[…]` lists keywords (`[Tank] [Assault 2]`), and only a keyword with text of its own takes text after it: `[Deathknell] — draw 1`",
    ));
});

describe("RS1073: a contraction typed without its apostrophe", () => {
  test("`a unit you dont control` says to write `don't`, wherever the parser stumbled", () => {
    expectDiagnostics(
      spell("kill a unit you dont control"),
      "1:50 RS1073 `dont` is `don't` without its apostrophe, and reads as a name: write `don't` (`a unit you don't control`",
    );
    expectDiagnostics(
      `card unit "U" { cost 1 might 1 when a unit you dont control dies, draw 1 }`,
      "1:48 RS1073 `dont` is `don't`",
    );
    expectDiagnostics(spell("target unit cant move this turn"), "1:46 RS1073 `cant` is `can't`");
  });
  test("with the apostrophe it reads", () =>
    expect(lowered(spell("kill a unit you don't control"))).toHaveLength(1));
});
