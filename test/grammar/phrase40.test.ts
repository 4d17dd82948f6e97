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
  test("after `stun` the message asks for `all`, since `stunned enemy units get …` opens alike", () =>
    expectDiagnostics(
      spell("stun enemy units here"),
      "1:39 RS1010 expected what it acts on, such as `target unit`, `this` or `it` after `stun`, found `enemy`; say which of them: `all enemy …`",
    ));
  test("`rift fmt` keeps the group as written", () => {
    const text = spell("Give your   units +1 Might this turn.");
    expect(formatText("t.rift", text).text).toContain(
      "effect: give your units +1 might this turn.",
    );
  });
});
