// Sums Vitest JSON reports into the closing line CI reads: `tests: N passed, N failed`.
// A report that is missing (the runner crashed before writing it) counts as one failure.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
for (const path of process.argv.slice(2)) {
  if (!existsSync(path)) {
    if (path.endsWith("vitest.json")) failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(path, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
