/**
 * `the second time you draw each turn`: after a player event that may name an object (`draw`,
 * `discard`, `channel`), `each turn` ends the event; it is not read as `each <object>`. Both the
 * direct reader and the Chevrotain grammar must read it alike.
 */
import { afterEach, describe, expect, test } from "vitest";
import type { TriggeredNode } from "../../grammar/ast.js";
import { setDirectReading } from "../../grammar/declaration-parse.js";
import { parse } from "./helpers.js";

const unit = (text: string): string => `card unit "U" {\n  cost 1  might 1\n  ${text}\n}`;

afterEach(() => setDirectReading(true));

describe.each([true, false])("direct reading %s", (direct) => {
  test.each([
    ["you draw", "drawn"],
    ["you discard", "discarded"],
    ["you channel", "channelled"],
    ["an opponent draws", "drawn"],
  ])("`the second time %s each turn` has no object", (event, word) => {
    setDirectReading(direct);
    const { ast, diagnostics } = parse(unit(`the second time ${event} each turn: draw 1`));
    expect(diagnostics).toEqual([]);
    const card = ast.declarations[0];
    if (card?.kind !== "Definition") throw new Error("expected a card");
    const ability = card.abilities.find((b): b is TriggeredNode => b.kind === "Triggered");
    expect(ability?.nthTime).toBe(2);
    expect(ability?.trigger).toMatchObject({ kind: "Event", event: word });
    expect(ability?.trigger).not.toHaveProperty("subject");
  });

  test("an object after the verb is still read", () => {
    setDirectReading(direct);
    const { diagnostics } = parse(unit("the second time you draw a card each turn: draw 1"));
    expect(diagnostics).toEqual([]);
  });
});
