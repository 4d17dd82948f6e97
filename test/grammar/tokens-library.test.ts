import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { DefinitionNode } from "../../grammar/index.js";
import { parseFile } from "../../grammar/index.js";
import { onePassErrors } from "./helpers.js";

const text = readFileSync(new URL("../../cards/tokens.rift", import.meta.url), "utf8");
const { ast, diagnostics } = parseFile("cards/tokens.rift", text);
const definitions = ast.declarations.filter((d): d is DefinitionNode => d.kind === "Definition");
const named = (name: string) => definitions.find((d) => d.name.text === name);

describe("cards/tokens.rift: the named tokens (RULES T5)", () => {
  test("parses with no diagnostics and declares the five named tokens, all tokens", () => {
    expect(diagnostics).toEqual([]);
    expect(onePassErrors(text)).toEqual([]);
    expect(definitions.map((d) => d.name.text)).toEqual([
      "Recruit",
      "Sprite",
      "Bird",
      "Gold",
      "Brush",
    ]);
    expect(definitions.every((d) => d.definitionKind === "token")).toBe(true);
  });

  test("RULES T5 Recruit: unit, 1 Might, tag Recruit", () => {
    expect(named("Recruit")).toMatchObject({
      cardType: "unit",
      characteristics: [
        { kind: "MightClause", value: 1 },
        { kind: "TagsClause", tags: [{ text: "Recruit" }] },
      ],
      abilities: [],
    });
  });

  test("RULES T5 Sprite: unit, 3 Might, tag Fae, Temporary", () => {
    expect(named("Sprite")).toMatchObject({
      cardType: "unit",
      characteristics: [
        { value: 3 },
        { tags: [{ text: "Fae" }] },
        { kind: "KeywordsClause", keywords: [{ keyword: "Temporary" }] },
      ],
    });
  });

  test("RULES T5 Bird: unit, 1 Might, tag Bird, Deflect 1", () => {
    expect(named("Bird")).toMatchObject({
      cardType: "unit",
      characteristics: [
        { value: 1 },
        { tags: [{ text: "Bird" }] },
        { keywords: [{ keyword: "Deflect", value: 1 }] },
      ],
    });
  });

  test("RULES T5 Gold: gear, reaction — kill this, exhaust this: add 1 power of any domain", () => {
    expect(named("Gold")).toMatchObject({
      cardType: "gear",
      abilities: [
        {
          kind: "Activated",
          timing: "Reaction",
          costs: [
            { kind: "KillCost", object: { kind: "ThisRef" } },
            { kind: "ExhaustCost", object: { kind: "ThisRef" } },
          ],
          effect: {
            instructions: [{ kind: "Add", resources: { terms: [{ amount: 1, resource: "any" }] } }],
          },
        },
      ],
    });
  });

  test("RULES T5 Brush: battlefield, +1 Might to listed tags here, swap-back offer on scoring here", () => {
    expect(named("Brush")).toMatchObject({
      cardType: "battlefield",
      abilities: [
        {
          kind: "Static",
          subject: {
            kind: "AllRef",
            filter: {
              types: ["unit"],
              location: { at: "here" },
              tags: {
                match: "any",
                tags: [{ text: "Bird" }, { text: "Cat" }, { text: "Dog" }, { text: "Poro" }],
              },
            },
          },
          modifications: [{ kind: "MightMod", amount: 1 }],
        },
        {
          kind: "Triggered",
          trigger: { event: "scored", player: { who: "you" }, location: { place: "here" } },
          effect: {
            instructions: [
              {
                kind: "May",
                body: { instructions: [{ kind: "SwapBack", target: { kind: "ThisRef" } }] },
              },
            ],
          },
        },
      ],
    });
  });
});
