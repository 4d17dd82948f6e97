import { resolve } from "node:path";
import { writeFileAtomic } from "../atomic-write.js";
import { grammarDiagramsHtml } from "../grammar-diagrams.js";

// `npm run docs` entry point: writes the railroad diagrams page (default docs/grammar.html).
const out = resolve(process.argv[2] ?? "docs/grammar.html");
writeFileAtomic(out, grammarDiagramsHtml());
process.stderr.write(`wrote ${out}\n`);
