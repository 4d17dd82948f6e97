/**
 * lead34: a checker message quoted a designer's name whole, so a name of 5,000 characters made a
 * 5 KB message, and the note beside it another. Long quotes keep their start and end.
 */
import { describe, expect, test } from "vitest";
import { shortenQuotes } from "../../compiler/diagnostic-codes.js";
import { compileText } from "./compile-helpers.js";

const unit = (name: string) => `card unit "${name}" {\n  cost 1\n  domain Fury\n  might 2\n}\n`;

describe("long names in checker messages", () => {
  test("a name declared twice is quoted shortened, in the message and in its note", () => {
    const name = `${"Q".repeat(5000)} Twin A`;
    const [twice] = compileText(unit(name) + "\n" + unit(name)).diagnostics;
    expect(twice?.code).toBe("RS2001");
    expect(twice!.message.length).toBeLessThan(120);
    expect(twice!.message).toContain(
      `"${"Q".repeat(50)}…${"Q".repeat(13)} Twin A" is declared twice`,
    );
    expect(twice!.related?.[0]?.message.length).toBeLessThan(120);
  });

  test("an unknown name in a scenario is shortened too; short names are quoted whole", () => {
    const missing = "Z".repeat(3000);
    const source = `scenario "s" {\n  setup {\n    A hand: "${missing}", "Nobody Here"\n  }\n}\n`;
    const messages = compileText(source).diagnostics.map((d) => d.message);
    expect(messages).toHaveLength(2);
    expect(messages[0]!.length).toBeLessThan(120);
    expect(messages[1]).toContain('"Nobody Here"');
  });

  test("quotes up to 80 characters are left whole", () => {
    const eighty = "x".repeat(80);
    expect(shortenQuotes(`named "${eighty}"`)).toBe(`named "${eighty}"`);
    expect(shortenQuotes(`named "${eighty}y"`)).toBe(
      `named "${"x".repeat(50)}…${"x".repeat(19)}y"`,
    );
  });
});
