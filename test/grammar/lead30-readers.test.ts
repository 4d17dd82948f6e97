// The direct reader declines where Chevrotain, looking four tokens ahead, has already chosen an
// alternative and then fails: the two must read every text alike (test/grammar/direct-parse).
import { describe, expect, test } from "vitest";
import { fileByBothReaders, formatDiagnostics } from "./helpers.js";

describe("`play a ready Recruit unit …` is a token without its `token`", () => {
  const text = `card spell "T" {\n  effect: play a ready Recruit unit here\n}`;

  test("both readers report the missing word", () => {
    const [direct, chevrotain] = fileByBothReaders(text);
    expect(direct).toBe(chevrotain);
    expect(formatDiagnostics(text)).toEqual(["2:37 RS1022 expected `token` after `unit`"]);
  });

  test("with `token` both read the token", () => {
    const [direct, chevrotain] = fileByBothReaders(
      `card spell "T" {\n  effect: play a ready Recruit unit token here\n}`,
    );
    expect(direct).toBe(chevrotain);
    expect(JSON.parse(direct).diagnostics).toEqual([]);
  });
});
