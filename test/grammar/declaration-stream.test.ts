/**
 * `parseFile` with a receiver hands each declaration over as it is read (the compiler checks and
 * lowers it, then lets it go) and keeps none in the tree; everything else is as without one.
 */
import { expect, test } from "vitest";
import type { DeclarationNode } from "../../grammar/ast.js";
import { parseFile } from "../../grammar/index.js";

const TEXT = `use "other.rift"
card unit "A" { cost 1 might 1 }
card unit "B" { cost 1 might }
scenario "s" { setup { } }
use "late.rift"
`;

test("each declaration is handed over in order, the same as the tree holds without a receiver", () => {
  const whole = parseFile("f.rift", TEXT);
  const received: DeclarationNode[] = [];
  const streamed = parseFile("f.rift", TEXT, (declaration) => received.push(declaration));
  expect(received).toEqual(whole.ast.declarations);
  expect(received.map((d) => d.kind)).toEqual(["Definition", "Definition", "Scenario"]);
  expect(streamed.ast.declarations).toEqual([]);
  expect(streamed.ast.uses).toEqual(whole.ast.uses);
  // The syntax error in "B", and `use` after declarations (RS1027), are found either way.
  expect(streamed.diagnostics).toEqual(whole.diagnostics);
  expect(streamed.diagnostics.map((d) => d.code)).toEqual(["RS1013", "RS1027"]);
});
