import { describe, expect, test } from "vitest";
import { RiftParser, ruleNames } from "../../grammar/parser.js";

describe("the grammar", () => {
  test("passes Chevrotain's checks (ambiguities, left recursion, …) that the shared parser skips at start-up", () => {
    // Building with `validate` throws on the first problem found.
    const checked = new RiftParser({ validate: true });
    expect(Object.keys(checked.getGAstProductions())).toEqual(ruleNames);
  });
});
