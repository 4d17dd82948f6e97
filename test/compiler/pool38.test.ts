/**
 * pool38: negated filters, `non-Recruit`, `non-token`, `non-unit`, `non-Fury` (CR 143.1.b, 141.2.a,
 * RULES O4): read alike by both readers, lowered to the filter's exclusions, checked (RS2005,
 * RS2003), rendered as printed text and kept by the formatter.
 */
import { describe, expect, test } from "vitest";
import { formatText } from "../../compiler/format/index.js";
import { renderCardText } from "../../compiler/render/index.js";
import {
  expectDiagnostics,
  expectEffect,
  expectSameByBothReaders,
  lowered,
  renderedEffect,
  spellWith,
} from "./compile-helpers.js";

const TAGGED = `card unit "Cog" { cost 1  might 1  tags Mech }\n`;

describe("`non-` in a filter (CR 143.1.b, 141.2.a, RULES O4)", () => {
  test("a tag, a type, `token` and a domain lower to the filter's exclusions", () => {
    expectEffect("kill target non-Recruit unit", [
      { op: "kill", target: { ref: "target", filter: { types: ["unit"], tagsNone: ["Recruit"] } } },
    ]);
    expectEffect("deal 1 to each non-token unit", [
      {
        op: "deal",
        amount: { amount: "fixed", value: 1 },
        target: { ref: "all", filter: { types: ["unit"], kind: "card" } },
      },
    ]);
    expectEffect("kill target non-Fury non-Calm unit", [
      {
        op: "kill",
        target: { ref: "target", filter: { types: ["unit"], domainsNone: ["Fury", "Calm"] } },
      },
    ]);
    expectEffect("return target non-unit card in your trash to its owner's hand", [
      {
        op: "move",
        target: {
          ref: "target",
          filter: {
            kind: "card",
            zone: { zone: "trash", player: "you" },
            typesNone: ["unit"],
          },
        },
        to: { to: "zone", zone: "hand" },
      },
    ]);
  });

  test("a name that is no tag excludes the card or token of that name; a quoted one too", () => {
    const [spell] = lowered(spellWith(`kill target non-"Sprite" unit`));
    expect(JSON.stringify(spell!.abilities)).toContain(`"namesNone":["Sprite"]`);
  });

  test("a tag that also names a token without that tag excludes both readings", () => {
    const [, spell] = lowered(
      `card unit "Fae Knight" { cost 1  might 1  tags Sprite }\n${spellWith("kill target non-Sprite unit")}`,
    );
    const json = JSON.stringify(spell!.abilities);
    expect(json).toContain(`"tagsNone":["Sprite"]`);
    expect(json).toContain(`"namesNone":["Sprite"]`);
  });

  test("works in a static's subject, a trigger's subject and a count", () => {
    const [, unit] = lowered(
      `${TAGGED}card unit "U" {\n  cost 1\n  might 1\n  non-Mech units you control get +1 might\n  when another non-Bird unit dies, draw 1\n}`,
    );
    const json = JSON.stringify(unit!.abilities);
    expect(json).toContain(`"tagsNone":["Mech"]`);
    expect(json).toContain(`"another":true,"tagsNone":["Bird"]`);
    const [, spell] = lowered(`${TAGGED}${spellWith("draw 1 for each non-Mech unit you control")}`);
    expect(JSON.stringify(spell!.abilities)).toContain(`"tagsNone":["Mech"]`);
  });

  test("both readers read it alike", () => {
    expectSameByBothReaders("kill target non-Recruit unit");
    expectSameByBothReaders("deal 1 to each non-token non-Fury unit you control");
    expectSameByBothReaders("kill another friendly non-Bird unit");
  });

  test("renders as printed text", () => {
    expect(renderedEffect("kill target non-Recruit unit")).toContain("non-Recruit unit");
    expect(renderedEffect("kill target non-Fury unit")).toContain("non-Fury unit");
  });

  test("the formatter keeps the word touching its hyphen, in lower case", () => {
    const text = spellWith("kill target NON-Recruit unit");
    expect(formatText("t.rift", text).text).toContain("kill target non-Recruit unit");
  });

  test("RS2005: a `non-` word that excludes what the filter asks for never matches", () => {
    expectDiagnostics(
      spellWith("kill target non-unit unit"),
      "1:46 RS2005 `non-unit` excludes every unit",
    );
    expectDiagnostics(
      spellWith("kill target non-Recruit Recruit unit"),
      "1:46 RS2005 `non-Recruit` excludes Recruit",
    );
    expectDiagnostics(spellWith("kill target non-token token"), "1:46 RS2005 `non-token`");
    expectDiagnostics(spellWith("kill target non-Fury Fury unit"), "1:46 RS2005 `non-Fury`");
    expectDiagnostics(
      spellWith("kill target non-token non-card unit"),
      "1:56 RS2005 an object is a card or a token",
    );
  });

  test("RS2003: a name that is no tag, card or token", () => {
    expectDiagnostics(spellWith("kill target non-Zzyzx unit"), "1:50 RS2003 no card, token or tag");
  });
});

/** A unit `"U"` of cost 1 and Might 1 with the given text. */
const unitWith = (text: string): string => `card unit "U" { cost 1  might 1  ${text} }`;

describe("exhausting other objects as a cost (CR 357, 414.4, 144.3.c)", () => {
  test("`exhaust another friendly unit:` lowers to an exhaust cost with its filter and count", () => {
    const [unit] = lowered(unitWith("exhaust this, exhaust 2 other friendly units: draw 1"));
    expect(unit!.abilities[0]).toMatchObject({
      kind: "activated",
      costs: [
        { cost: "exhaustThis" },
        {
          cost: "exhaust",
          count: 2,
          filter: { types: ["unit"], controller: "you", another: true },
        },
      ],
    });
  });

  test("as an additional cost to play a spell", () => {
    const [spell] = lowered(
      `card spell "S" { cost 1  as you play this, exhaust a friendly unit  effect: draw 2 }`,
    );
    expect(JSON.stringify(spell!.abilities)).toContain(
      `{"cost":"exhaust","filter":{"types":["unit"],"controller":"you"},"count":1}`,
    );
  });

  test("renders as printed text", () => {
    const [unit] = lowered(unitWith("exhaust another friendly unit: draw 1"));
    expect(renderCardText(unit!)).toContain("Exhaust another unit you control: Draw 1 card.");
  });

  test("RS2017, RS2026, RS2018: a target, `up to`, a zone, a name, none", () => {
    expectDiagnostics(
      unitWith("exhaust target unit: draw 1"),
      "1:42 RS2017 an exhaust cost is `exhaust this` or `exhaust a …`",
    );
    expectDiagnostics(
      unitWith("exhaust up to 2 friendly units: draw 1"),
      "1:42 RS2017 a cost is paid in full",
    );
    expectDiagnostics(
      unitWith("exhaust a unit card in your trash: draw 1"),
      "1:54 RS2017 an exhaust cost exhausts something on the board",
    );
    expectDiagnostics(
      unitWith("exhaust a friendly unit as x: draw 1"),
      "1:61 RS2026 `as x` cannot name what a cost exhausts yet",
    );
    expectDiagnostics(
      unitWith("exhaust a friendly unit, exhaust a friendly gear: draw 1"),
      "1:59 RS2017 this cost is already listed",
    );
  });
});
