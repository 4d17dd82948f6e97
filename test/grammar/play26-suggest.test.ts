/**
 * "Did you mean" between spellings of one keyword as close to the typo (playground audit 26): the
 * playground's quick fix writes the suggestion, so `playd` must become `played`, which reads, and
 * not `play` (`when this is play:` is another error).
 */
import { describe, expect, test } from "vitest";
import { parseFile } from "../../grammar/index.js";
import { closestWord } from "../../grammar/suggest.js";

describe("the closest word, between ties", () => {
  test("prefers the spelling the typed word misses a letter of", () => {
    expect(closestWord("playd", ["play", "plays", "played"])).toBe("played");
    expect(closestWord("kils", ["kill", "kills", "killed"])).toBe("kills");
    // Without a tie the nearer word wins, whatever its letters.
    expect(closestWord("drow", ["draw", "draws", "drawn"])).toBe("draw");
  });

  test("a dropped letter in a trigger's event is answered with the event's spelling (RS1011)", () => {
    const { diagnostics } = parseFile(
      "f.rift",
      `card unit "A" { might 1 when this is playd: draw 1 }`,
    );
    expect(diagnostics.map((d) => d.message)).toEqual([
      "expected an event such as `this is played`, `this dies` or `you conquer`, found `playd`; did you mean `played`?",
    ]);
  });
});
