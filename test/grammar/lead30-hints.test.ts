// Card text as a designer first writes it: `at this battlefield` names the place `here` names
// (LANGUAGE.md, "Players, places, amounts").
import { describe, test } from "vitest";
import { expectDiagnostics } from "../compiler/compile-helpers.js";

const HINT =
  "where this is is `here` (at its battlefield, or in its base): `other friendly units here get +1 might`, `deal 1 to each enemy unit here`";

describe("`at this battlefield` points at `here`", () => {
  test("in a static ability's subject", () => {
    expectDiagnostics(
      `card unit "U" {\n  cost 1\n  might 1\n  other friendly units at this battlefield get +1 might\n}`,
      `4:24 RS1034 expected what they get, such as \`get +1 might\`, \`enter ready\` or \`can't move\` after \`units\`, found \`at\`; ${HINT}`,
    );
  });

  test("in an instruction's objects", () => {
    expectDiagnostics(
      `card unit "U" {\n  cost 1\n  might 1\n  when this attacks: deal 1 to each enemy unit at its battlefield\n}`,
      `4:51 RS1011 expected a turn or phase such as \`your turn\` or \`each turn\` after \`at\`, found \`its\`; ${HINT}`,
    );
  });

  test("the forms it suggests compile", () => {
    expectDiagnostics(
      `card unit "U" {\n  cost 1\n  might 1\n  other friendly units here get +1 might\n  when this attacks: deal 1 to each enemy unit here\n}`,
    );
  });
});

describe("`deals damage` is not read as damage dealt to the object", () => {
  // damage32: the damage an object deals is an event of its own (CR 417.6), `dealtDamage`.
  test("`when this deals damage` compiles, as the damage this deals", () => {
    expectDiagnostics(`card unit "U" {\n  cost 1\n  might 1\n  when this deals damage: draw 1\n}`);
  });

  test("a replacement's `would deal damage` with instructions is still RS1054", () => {
    expectDiagnostics(
      `card unit "U" {\n  cost 1\n  might 1\n  if this would deal damage, draw 1 instead\n}`,
      "4:17 RS1054 a replacement of the damage the object deals (`would deal damage`) says how much it deals instead: `it deals that much +1 instead` or `it deals double that much instead`; other instructions in its place are written for the damage dealt to it, `if this would be dealt damage, … instead`",
    );
  });

  test("the damage dealt to it is written as before", () => {
    expectDiagnostics(
      `card unit "U" {\n  cost 1\n  might 1\n  when this is dealt damage: draw 1\n  when this takes damage: draw 1\n  if this would be dealt damage, draw 1 instead\n}`,
    );
  });
});
