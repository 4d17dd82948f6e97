/**
 * A replacement that never says `instead` (RULES E2, CR 367–375): the message says what the
 * ability was read as and how to write what was likely meant — a trigger with `when` when the
 * event has no `would`, the place of `instead` when it has.
 */
import { describe, expect, test } from "vitest";
import { expectDiagnostics, readAlike } from "./helpers.js";

const unit = (body: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${body}\n}\n`;

describe("an ability opening with `if` and no `instead`", () => {
  test("without `would`, the message points to a trigger", () => {
    expectDiagnostics(
      unit("if a friendly unit dies, draw 1"),
      "4:33 RS1022 expected `instead` after `1`: an ability that opens with `if` is a replacement, whose event says `would` (`if this would die, … instead`); a triggered ability opens with `when`: `when a friendly unit dies, draw 1`",
    );
  });

  test("with `would`, after another ability, the message shows where `instead` goes", () => {
    expectDiagnostics(
      unit("when this attacks: draw 1\n  if this would die, heal it"),
      "5:27 RS1022 expected `instead` after `it`: a replacement ends with `instead` (`if a friendly unit would die, draw 1 instead`), and the event it replaces then never happens; to act after the event, write a trigger: `when a friendly unit dies, draw 1`",
    );
  });

  test("the wordings the messages show are read as they say", () => {
    expect(readAlike(unit("when a friendly unit dies, draw 1")).abilities[0]).toMatchObject({
      kind: "Triggered",
    });
    expect(
      readAlike(unit("if a friendly unit would die, draw 1 instead")).abilities[0],
    ).toMatchObject({ kind: "Replacement" });
  });
});
