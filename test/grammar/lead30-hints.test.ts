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
