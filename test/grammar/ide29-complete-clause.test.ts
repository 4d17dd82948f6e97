/**
 * ide29: a word after a complete clause on its line (`might 2 zzz`). A bare word reads as a tag,
 * the subject of a static ability (`zzz units get +1 might`), so the error used to come at the
 * line's end as "RS1029 expected a kind of object … after `zzz`", about a clause nobody wrote. It
 * now says what was expected at that word: the end of the line.
 */
import { describe, test } from "vitest";
import { expectDiagnostics } from "./helpers.js";

const unit = (line: string): string => `card unit "Gull I29" {\n  cost 1\n  ${line}\n}`;

describe("a word after a complete clause", () => {
  test("`might 2 zzz`: the end of the line was expected at `zzz`", () =>
    expectDiagnostics(
      unit("might 2 zzz"),
      "3:11 RS1008 expected the end of the line after `might 2`, found `zzz`; `might 2` is complete, and the rest of the line is not a characteristic (`cost`, `domain`, `might`, `tags`, `keywords`) or an ability such as `when this is played: …`",
    ));

  test("a cost with a domain, and more words after the stray one", () =>
    expectDiagnostics(
      unit("might 2\n  cost 2 Fury zzz yyy"),
      "4:15 RS1008 expected the end of the line after `cost 2 Fury`, found `zzz`; `cost 2 Fury` is complete, and the rest of the line is not a characteristic (`cost`, `domain`, `might`, `tags`, `keywords`) or an ability such as `when this is played: …`",
    ));

  test("after a long ability, the word before the stray one is named", () =>
    expectDiagnostics(
      unit("might 2\n  when this is played: draw 1 for each friendly unit zzz"),
      "4:54 RS1008 expected the end of the line after `unit`, found `zzz`; the line is complete before it, and the rest of the line is not a characteristic (`cost`, `domain`, `might`, `tags`, `keywords`) or an ability such as `when this is played: …`",
    ));

  test("a clause left unfinished keeps its own message (`with might` needs its number)", () =>
    expectDiagnostics(
      unit("might 2\n  when this is played: deal 2 to target unit with might"),
      "4:51 RS1033 expected a comparison such as `3`, `3 or less` or `at least 2` after `might`",
    ));

  test("two complete clauses on one line are still read", () =>
    expectDiagnostics(unit("might 2 tags Bird")));

  test("a filter that really stops short keeps its RS1029", () =>
    expectDiagnostics(
      `card spell "Snap I29" {\n  cost 1\n  effect: kill target\n}`,
      "3:16 RS1029 expected a kind of object such as `unit`, `card` or `Recruit token` after `target`",
    ));
});
