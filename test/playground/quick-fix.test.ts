import { describe, expect, test } from "vitest";
import { compile } from "../../compiler/compile.js";
import { suggestedReplacement } from "../../playground/src/language/quick-fix.js";

/** The diagnostics `rift check` gives for a text, with the text each one's range covers. */
function diagnosticsOf(text: string): { message: string; written: string }[] {
  const lines = text.split("\n");
  return compile([{ file: "f.rift", text }]).diagnostics.map((d) => ({
    message: d.message,
    written:
      d.line === d.endLine ? (lines[d.line - 1] ?? "").slice(d.column - 1, d.endColumn - 1) : "",
  }));
}

describe("quick fixes from 'did you mean' diagnostics", () => {
  test("a misspelt characteristic is replaced by the keyword the compiler suggests", () => {
    const [typo] = diagnosticsOf(`card unit "Gate Warden" {\n  cost 3 Order\n  migth 3\n}\n`);
    expect(typo?.written).toBe("migth");
    expect(suggestedReplacement(typo!.message, typo!.written)).toBe("might");
  });

  test("a misspelt card name is replaced by the quoted name the compiler suggests", () => {
    const text =
      `card unit "Straw Dummy" {\n  cost 1 Calm\n  might 3\n}\n\n` +
      `scenario "s" {\n  setup {\n    B base: "Straw Dumy"\n  }\n}\n`;
    const unknown = diagnosticsOf(text).find((d) => d.message.includes("Straw Dumy"));
    expect(unknown?.written).toBe('"Straw Dumy"');
    expect(suggestedReplacement(unknown!.message, unknown!.written)).toBe('"Straw Dummy"');
  });

  test("keeps the writer's capital, and quotes a name that is not a bare word", () => {
    expect(suggestedReplacement("found `Tnak`; did you mean `tank`?", "Tnak")).toBe("Tank");
    expect(suggestedReplacement('no token is named Scot; did you mean "Scout"?', "Scot")).toBe(
      "Scout",
    );
    expect(suggestedReplacement('did you mean "Gate Warden"?', "Gate")).toBe('"Gate Warden"');
  });

  test("offers nothing without a suggestion, or when the range is more than one word", () => {
    expect(suggestedReplacement("expected a cost such as `2` after `cost`", "Fury")).toBe(
      undefined,
    );
    expect(suggestedReplacement("did you mean `might`?", "migth 2")).toBe(undefined);
  });
});
