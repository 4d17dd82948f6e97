/**
 * The CLI's documents for pipelines name files one way: relative to the working folder, a file
 * outside it with `../` segments, never by an absolute path (README, "Every document a pipeline
 * reads"). JUnit consumers (GitHub, GitLab) resolve `file` against the checkout; a report that named
 * files inside the working folder relatively and those outside absolutely had to be read two ways.
 * And bad input that reached the system's error unhandled: a folder that cannot be listed (an
 * internal error, exit 70) and a device reached by `use` (`/dev/zero` read until memory ran out).
 */
import * as fs from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { afterAll, afterEach, describe, expect, test, vi } from "vitest";
import { EXIT_ERRORS, EXIT_MISUSE } from "../../compiler/cli/exit-codes.js";
import type { TestReport } from "../../compiler/cli/test-report.js";
import { runRift } from "./run-rift.js";
import { parseXml, type XmlElement } from "./xml.js";

/** A folder whose listing the system refuses (as for a folder without read permission). */
let lockedFolder: string | undefined;

vi.mock("node:fs", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs")>();
  const readdirSync = ((...args: Parameters<typeof actual.readdirSync>) => {
    if (lockedFolder !== undefined && resolve(String(args[0])) === lockedFolder) {
      throw Object.assign(new Error(`EACCES: permission denied, scandir '${lockedFolder}'`), {
        code: "EACCES",
      });
    }
    return actual.readdirSync(...args);
  }) as typeof actual.readdirSync;
  return { ...actual, readdirSync };
});

afterEach(() => {
  lockedFolder = undefined;
});

const root = fs.mkdtempSync(join(tmpdir(), "rift-cli32-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let counter = 0;
/** Writes the files under a new folder outside the working folder (the repository). */
function outside(files: Record<string, string>): string {
  const dir = join(root, `case${counter++}`);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(join(dir, name, ".."), { recursive: true });
    fs.writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** The name the reports give a file: relative to the working folder, with `/`. */
const reported = (path: string): string => relative(process.cwd(), path).split(sep).join("/");

/** A spell with a misspelt tag (warning RS2006), a scenario that passes and one that fails. */
const STUDY = `card spell "Outside Study T32" {
  cost 1
  effect: draw 1; give all units with tag Recriut +1 might this turn
}

scenario "outside study draws t32" {
  setup {
    A hand: "Outside Study T32"
    A deck: "Outside Study T32"
    A pool: 1
  }
  A plays "Outside Study T32"
  resolve chain
  expect A hand has 1 card
}

scenario "outside study draws two t32" {
  setup {
    A hand: "Outside Study T32"
    A deck: "Outside Study T32"
    A pool: 1
  }
  A plays "Outside Study T32"
  resolve chain
  expect A hand has 2 cards
}
`;

/** A file of the repository, inside the working folder, whose scenarios pass on their own. */
const INSIDE = "test/rules/control.rift";

/** Whether the text names the temporary folder by its absolute path, not after `../` segments. */
function namesRootAbsolutely(text: string): boolean {
  return text
    .split(root)
    .slice(0, -1)
    .some((before) => !before.endsWith(".."));
}

/** Every `file` value anywhere in a JSON document. */
function filesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(filesIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "file" && typeof item === "string" ? [item] : filesIn(item),
  );
}

function descendants(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => [
    ...(child.name === name ? [child] : []),
    ...descendants(child, name),
  ]);
}

describe("rift test's reports name files relative to the working folder", () => {
  test("JSON: a file inside it and one outside it, each by a path that leads to it from there", async () => {
    const dir = outside({ "sets/study.rift": STUDY });
    const study = join(dir, "sets/study.rift");
    const run = await runRift(["test", INSIDE, study, "--format", "json"]);
    expect(run.code).toBe(EXIT_ERRORS);
    const report = JSON.parse(run.stdout) as TestReport;
    const files = [...new Set(report.scenarios.map((s) => s.file))];
    expect(files).toEqual([INSIDE, reported(study)]);
    expect(reported(study)).toMatch(/^(\.\.\/)+/);
    const failed = report.scenarios.find((s) => s.status === "failed")!;
    expect(failed.failure).toMatchObject({ file: reported(study), line: 25, column: 3 });
    expect(report.diagnostics.map((d) => [d.code, d.file])).toEqual([["RS2006", reported(study)]]);
    // Every name leads to its file from the working folder; none is absolute.
    for (const file of filesIn(report)) {
      expect(file.startsWith("/")).toBe(false);
      expect(fs.existsSync(resolve(process.cwd(), file))).toBe(true);
    }
    expect(namesRootAbsolutely(run.stdout)).toBe(false);
  });

  test("JUnit: suites, cases and failures name the file as the JSON report does", async () => {
    const dir = outside({ "sets/study.rift": STUDY });
    const study = join(dir, "sets/study.rift");
    const run = await runRift(["test", INSIDE, study, "--format", "junit"]);
    expect(run.code).toBe(EXIT_ERRORS);
    expect(namesRootAbsolutely(run.stdout)).toBe(false);
    const xml = parseXml(run.stdout);
    const suites = descendants(xml, "testsuite");
    expect(suites.map((s) => s.attributes["name"])).toEqual([INSIDE, reported(study)]);
    const cases = descendants(suites[1]!, "testcase");
    expect(cases.map((c) => [c.attributes["classname"], c.attributes["file"]])).toEqual([
      [reported(study), reported(study)],
      [reported(study), reported(study)],
    ]);
    const failure = descendants(suites[1]!, "failure")[0]!;
    expect(failure.text.startsWith(`${reported(study)}:25:3: `)).toBe(true);
  });

  test("JUnit: a unit that does not compile names the files, a used one too, relatively", async () => {
    const dir = outside({
      "sets/main.rift": `use "../shared/more.rift"\ncard unit "Main Unit T32" {\n  cost one\n}\n`,
      "shared/more.rift": `card unit "Shared Unit T32" {\n  cost 1\n  migth 1\n}\n`,
    });
    const run = await runRift(["test", join(dir, "sets/main.rift"), "--format", "junit"]);
    expect(run.code).toBe(EXIT_ERRORS);
    expect(namesRootAbsolutely(run.stdout)).toBe(false);
    const cases = descendants(parseXml(run.stdout), "testcase");
    const main = reported(join(dir, "sets/main.rift"));
    const more = reported(join(dir, "shared/more.rift"));
    expect(cases.map((c) => [c.attributes["name"], c.attributes["file"]])).toEqual([
      ["compiles", main],
      ["compiles", more],
    ]);
    const frames = descendants(parseXml(run.stdout), "error").map((e) => e.text);
    expect(frames[0]).toMatch(new RegExp(`^${main.replace(/[.]/g, "\\.")}:3:\\d+: error RS`));
    expect(frames[1]).toMatch(new RegExp(`^${more.replace(/[.]/g, "\\.")}:3:\\d+: error RS`));
  });
});

describe("rift check and build --format json name files as the reports do", () => {
  const twice = (): string =>
    outside({
      "a.rift": `card unit "Twice Named T32" {\n  cost 1\n  might 1\n}\n`,
      "b.rift": `card unit "Twice Named T32" {\n  cost 2\n  might 2\n}\n`,
    });

  test("check: a diagnostic and the place it relates to, outside the working folder", async () => {
    const dir = twice();
    const run = await runRift(["check", dir, "--format", "json"]);
    expect(run.code).toBe(EXIT_ERRORS);
    const [duplicate] = JSON.parse(run.stdout) as {
      file: string;
      related?: { file: string }[];
    }[];
    expect(duplicate!.file).toBe(reported(join(dir, "b.rift")));
    expect(duplicate!.related?.map((r) => r.file)).toEqual([reported(join(dir, "a.rift"))]);
    expect(namesRootAbsolutely(run.stdout)).toBe(false);
    // Text for a terminal keeps the path it can open from anywhere.
    const text = await runRift(["check", dir]);
    expect(text.stderr).toContain(`${join(dir, "b.rift")}:1:`);
  });

  test("build: the same names for the diagnostics of a unit that is not built", async () => {
    const dir = twice();
    const out = join(dir, "out");
    const run = await runRift(["build", dir, "--out", out, "--format", "json"]);
    expect(run.code).toBe(EXIT_ERRORS);
    const diagnostics = JSON.parse(run.stdout) as { file: string }[];
    expect(diagnostics.map((d) => d.file)).toEqual([reported(join(dir, "b.rift"))]);
    expect(namesRootAbsolutely(run.stdout)).toBe(false);
  });
});

describe("bad input is one line, never an internal error", () => {
  test("a folder that cannot be listed is named, exit 2, for test, check and fmt", async () => {
    const dir = outside({ "a.rift": STUDY, "locked/b.rift": STUDY });
    lockedFolder = join(dir, "locked");
    for (const command of ["test", "check", "fmt"]) {
      const run = await runRift([command, dir]);
      expect(run.stderr).toBe(`rift ${command}: cannot read ${lockedFolder}: permission denied\n`);
      expect(run.code).toBe(EXIT_MISUSE);
    }
  });

  test("an empty path (an unset variable in a script) is misuse, not the working folder", async () => {
    const deck = "cards/decks/ember-vanguard.rift";
    for (const args of [
      ["check", ""],
      ["test", "", "--format", "json"],
      ["fmt", "--check", ""],
      ["build", "", "--out", join(root, "never-written")],
      ["play", deck, ""],
      ["check", "--", ""],
    ]) {
      const run = await runRift(args);
      expect(run.stderr).toBe(
        `rift ${args[0]}: an empty path was given (an unset variable in a script?); ` +
          "name a .rift file or folder, or '.' for this folder\n",
      );
      expect(run.stdout).toBe("");
      expect(run.code).toBe(EXIT_MISUSE);
    }
    expect(fs.existsSync(join(root, "never-written"))).toBe(false);
  });

  test.runIf(fs.existsSync("/dev/null"))(
    "a device reached by `use` is a file that cannot be read (RS2002), as on the command line",
    async () => {
      const dir = outside({ "a.rift": `use "/dev/null"\n${STUDY}` });
      const named = await runRift(["check", "/dev/null"]);
      expect(named.code).toBe(EXIT_MISUSE);
      const used = await runRift(["check", join(dir, "a.rift")]);
      expect(used.stderr).toContain(`a.rift:1:1: error RS2002: cannot read "/dev/null"`);
      expect(used.code).toBe(EXIT_ERRORS);
    },
  );
});
