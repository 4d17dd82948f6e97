/**
 * Cost changes counted for each player (CR 303.2.a, 356.3–356.4): `this costs 1 less for each
 * opponent`, `spells your opponents play cost 1 more for each player`. Read alike by both readers,
 * lowered to a cost change `among` the players, rendered as printed text, Energy only (RS2072).
 */
import { describe, expect, test } from "vitest";
import { renderCardText } from "../../compiler/render/index.js";
import { readAlike } from "../grammar/helpers.js";
import { expectDiagnostics, lowered } from "./compile-helpers.js";

const unit = (text: string): string => `card unit "U" { cost 4  might 2  ${text} }`;

describe("cost changes for each opponent or player", () => {
  test("both readers read the players counted, not a filter", () => {
    const definition = readAlike(unit("this costs 1 less for each opponent"));
    expect(JSON.stringify(definition)).toContain('"players":{"kind":"Player","who":"eachOpponent"');
    const all = readAlike(`card gear "G" { cost 1  spells you play cost 2 more for each player }`);
    expect(JSON.stringify(all)).toContain('"players":{"kind":"Player","who":"each"');
  });

  test("`for each opponent's unit` is still a count of objects", () => {
    const definition = readAlike(unit("this costs 1 less for each opponent's unit"));
    expect(JSON.stringify(definition)).not.toContain('"players"');
  });

  test("lower to a cost change among the opponents or all players", () => {
    const [one] = lowered(unit("this costs 1 less for each opponent"));
    expect(one!.abilities).toMatchObject([
      { kind: "static", modifications: [{ mod: "cost", energy: -1, among: "opponents" }] },
    ]);
    const [two] = lowered(`card gear "G" { cost 1  spells you play cost 2 more for each player }`);
    expect(two!.abilities).toMatchObject([
      { kind: "static", modifications: [{ mod: "cost", energy: 2, among: "all" }] },
    ]);
  });

  test("render as printed text", () => {
    const [definition] = lowered(unit("this costs 1 less for each opponent"));
    expect(renderCardText(definition!)).toContain("costs 1 less for each opponent");
    const [gear] = lowered(`card gear "G" { cost 1  spells you play cost 2 more for each player }`);
    expect(renderCardText(gear!)).toContain("cost 2 more for each player");
  });

  test("only Energy is counted for each player (RS2072)", () =>
    expectDiagnostics(
      unit("this costs 1 Fury less for each opponent"),
      "1:39 RS2072 only Energy is counted for each object or player: write `cost 1 less for each …`, and a power change without `for each`",
    ));

  test("a spell may change its own cost, and have no other static ability (RS2021, CR 366.2.a)", () => {
    const [spell] = lowered(
      `card spell "S" { cost 3  this costs 1 less for each opponent  effect: draw 1 }`,
    );
    expect(spell!.abilities).toMatchObject([
      { kind: "static", affects: { ref: "this" }, modifications: [{ mod: "cost", energy: -1 }] },
      { kind: "effect" },
    ]);
    expectDiagnostics(
      `card spell "S" { cost 3  friendly units get +1 might  effect: draw 1 }`,
      "1:26 RS2021 a spell's text is its `effect:`; it cannot have static abilities, other than changes of its own cost (`this costs 1 less for each opponent`)",
    );
  });
});
