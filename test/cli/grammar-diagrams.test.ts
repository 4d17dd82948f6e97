import { expect, test } from "vitest";
import { grammarDiagramsHtml } from "../../compiler/grammar-diagrams.js";
import { ruleNames } from "../../grammar/index.js";

test("the railroad diagrams page is self-contained: no script or stylesheet fetched from the web", () => {
  const html = grammarDiagramsHtml();
  expect(html).not.toMatch(/<script[^>]+src=/i);
  expect(html).not.toMatch(/<link[^>]+href=/i);
  expect(html).not.toContain("unpkg.com");
  expect(html).toContain("<style>");
  // The page carries the serialized grammar: every rule of the parser is drawn.
  for (const rule of ruleNames) expect(html).toContain(`"${rule}"`);
});
