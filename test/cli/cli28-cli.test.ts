/**
 * The `rift` command as a build pipeline compiling a whole card set meets it (cli28): exit codes
 * that tell "your cards are wrong" (1) from "the command line or the disk is wrong" (2) from "rift
 * broke" (70), a card set of several files with mistakes spread across them, an output folder that
 * holds someone's own code, and a build cancelled half-way.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { describe, expect, onTestFinished, test, vi } from "vitest";
import type { CompileResult } from "../../compiler/compile.js";

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "rift-cli28-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const CARD = (name: string, might = 3): string =>
  `card unit "${name}" {\n  cost 2\n  domain Order\n  might ${might}\n}\n`;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The built command in a process of its own, as a pipeline runs it; `preload` is run first. */
function rift(args: readonly string[], options: { preload?: string; env?: object } = {}): Run {
  const preload =
    options.preload === undefined
      ? []
      : ["--import", `data:text/javascript,${encodeURIComponent(options.preload)}`];
  const run = spawnSync(process.execPath, [...preload, "bin/rift.js", ...args], {
    encoding: "utf8",
    env: { ...process.env, RIFT_DEBUG: "", ...options.env },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A fault no input can cause: JSON.stringify, which `--format json` prints with, throws. */
const BROKEN_JSON = `JSON.stringify = () => { throw new TypeError("stringify is broken\\nsecond line"); };`;

describe("an internal error exits 70, not 1, in one line that says it is rift's fault", () => {
  test("an exception inside a command: exit 70, one line, no stack trace", () => {
    const dir = tempDir();
    const file = join(dir, "fine.rift");
    writeFileSync(file, CARD("Plain Knight Cli28"));
    const run = rift(["check", file, "--format", "json"], { preload: BROKEN_JSON });
    expect(run.code).toBe(70);
    const lines = run.stderr.trimEnd().split("\n");
    const last = lines[lines.length - 1]!;
    expect(last).toBe(
      "rift check: internal error (a bug in rift, not in your files): stringify is broken; please " +
        "report it with the command line and the .rift files that cause it (RIFT_DEBUG=1 prints " +
        "the stack trace)",
    );
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stderr).not.toContain("second line");
  });

  test("RIFT_DEBUG=1 adds the stack trace", () => {
    const dir = tempDir();
    const file = join(dir, "fine.rift");
    writeFileSync(file, CARD("Plain Knight Cli28"));
    const run = rift(["check", file, "--format", "json"], {
      preload: BROKEN_JSON,
      env: { RIFT_DEBUG: "1" },
    });
    expect(run.code).toBe(70);
    expect(run.stderr).toContain("rift check: internal error (a bug in rift, not in your files)");
    expect(run.stderr).not.toContain("RIFT_DEBUG=1 prints");
    expect(run.stderr).toMatch(/^TypeError: stringify is broken$/m);
    expect(run.stderr).toMatch(/^\s+at printDiagnostics /m);
  });

  test("an exception outside the command's own flow (a callback, a promise nobody awaited) too", () => {
    const dir = tempDir();
    const file = join(dir, "fine.rift");
    writeFileSync(file, CARD("Plain Knight Cli28"));
    // Thrown once the command has started writing, when rift's handlers are in place.
    const late = (fault: string): string =>
      `const write = process.stdout.write.bind(process.stdout);
       process.stdout.write = (...args) => { ${fault}; return write(...args); };`;
    for (const fault of [
      `setImmediate(() => { throw new RangeError("late failure"); })`,
      `Promise.reject(new Error("late failure"))`,
    ]) {
      const run = rift(["check", file, "--format", "json"], { preload: late(fault) });
      expect(run.code, fault).toBe(70);
      expect(run.stderr).toContain(
        "rift check: internal error (a bug in rift, not in your files): late failure; please report",
      );
      expect(run.stderr, fault).not.toMatch(/^\s+at /m);
    }
  });

  test("a compiler bug reported as RS2000 exits 70 and says so; an ordinary error still exits 1", async () => {
    const dir = tempDir();
    const file = join(dir, "fine.rift");
    writeFileSync(file, CARD("Plain Knight Cli28"));
    // RS2000 is a checked declaration the compiler could not lower: only a bug in rift gives it,
    // so it is simulated by adding one to what the real compiler returns.
    vi.resetModules();
    vi.doMock("../../compiler/compile.js", async (original) => {
      const actual = await original<typeof import("../../compiler/compile.js")>();
      return {
        ...actual,
        compile: (...args: Parameters<typeof actual.compile>): CompileResult => {
          const result = actual.compile(...args);
          const bug = {
            file: (args[0] as readonly { file: string }[])[0]!.file,
            line: 1,
            column: 1,
            endLine: 1,
            endColumn: 5,
            offset: 0,
            endOffset: 4,
            severity: "error" as const,
            code: "RS2000",
            message: "internal compiler error: simulated",
          };
          return { ...result, diagnostics: [...result.diagnostics, bug] };
        },
      };
    });
    onTestFinished(() => {
      vi.doUnmock("../../compiler/compile.js");
      vi.resetModules();
    });
    const { main } = await import("../../compiler/cli/main.js");
    const captured = await capture(() => main(["check", file]));
    expect(captured.code).toBe(70);
    expect(captured.stderr).toContain(
      "rift check: internal error (a bug in rift, not in your files): the compiler could not " +
        "lower a declaration that checked cleanly (RS2000)",
    );
    const build = await capture(() => main(["build", file, "--out", join(dir, "out")]));
    expect(build.code).toBe(70);
    expect(existsSync(join(dir, "out"))).toBe(false);
    const tested = await capture(() => main(["test", file]));
    expect(tested.code).toBe(70);

    const typo = join(dir, "typo.rift");
    writeFileSync(typo, 'card unit "Typo Knight Cli28" {\n  cost 2\n  migth 3\n}\n');
    const ordinary = rift(["check", typo]);
    expect(ordinary.code).toBe(1);
    expect(ordinary.stderr).not.toContain("internal error");
  });

  test("--help names the exit codes, 70 among them", () => {
    const run = rift(["build", "--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/exit codes: 0 success[^]*2 misuse[^]*70 a bug in rift/);
  });

  test.runIf(existsSync("/dev/full"))(
    "standard output that cannot be written (a full disk) is exit 2 in one line, not a crash",
    () => {
      const dir = tempDir();
      const file = join(dir, "typo.rift");
      writeFileSync(file, 'card unit "Typo Knight Cli28" {\n  cost 2\n  migth 3\n}\n');
      const full = openSync("/dev/full", "w");
      onTestFinished(() => closeSync(full));
      // JSON: text mode prints its diagnostics on stderr, and would leave stdout unwritten.
      const run = spawnSync(process.execPath, ["bin/rift.js", "check", file, "--format", "json"], {
        encoding: "utf8",
        stdio: ["ignore", full, "pipe"],
      });
      expect(run.status).toBe(2);
      expect(run.stderr).toContain("rift check: cannot write standard output (ENOSPC");
      expect(run.stderr).not.toContain("internal error");
      expect(run.stderr).not.toMatch(/^\s+at /m);
    },
  );
});

/** Runs `main` in-process, capturing what it writes (as run-rift.ts does, for a fresh `main`). */
async function capture(run: () => Promise<number>): Promise<{ code: number; stderr: string }> {
  let stderr = "";
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  process.stdout.write = (() => true) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  }) as typeof process.stderr.write;
  try {
    return { code: await run(), stderr };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
}

describe("a card set of several files", () => {
  /** Three files: a clash of names across two of them, a typo in one, a deck in another. */
  function cardSet(): { dir: string; files: Record<string, string> } {
    const dir = tempDir();
    const files: Record<string, string> = {
      "a.rift": CARD("Harbor Scout Cli28") + "\n" + CARD("Twin Knight Cli28"),
      "b.rift":
        CARD("Twin Knight Cli28", 1) + '\ncard unit "Typo Cli28" {\n  cost 1\n  migth 3\n}\n',
      "deck.rift":
        'deck "Scouts Cli28" {\n  legend "The Ember Marshal"\n  champion "Harbor Scout Cli28"\n' +
        '  main 3 "Harbor Scout Cli28", 3 "Nowhere Cli28"\n}\n',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return { dir, files };
  }

  test("every file's mistakes in one run, JSON naming each file; a card of another file resolves", () => {
    const { dir } = cardSet();
    const run = rift(["check", dir, "--format", "json"]);
    expect(run.code).toBe(1);
    const diagnostics = JSON.parse(run.stdout) as {
      file: string;
      line: number;
      code: string;
      message: string;
      related?: { file: string; line: number }[];
    }[];
    // JSON names each file relative to the working folder (README), `../` outside it.
    const where = diagnostics.map((d) => `${relative(dir, resolve(d.file))}:${d.line} ${d.code}`);
    expect(where).toContain("b.rift:1 RS2001");
    expect(where).toContain("b.rift:9 RS1008");
    // The deck names a card of a.rift without `use`: one unit, so only the missing names are errors.
    const deck = diagnostics.filter((d) => d.file.endsWith("deck.rift"));
    expect(deck.map((d) => d.message)).toEqual([
      'no card is named "The Ember Marshal"',
      'no card is named "Nowhere Cli28"',
    ]);
    const clash = diagnostics.find((d) => d.code === "RS2001")!;
    expect(clash.related).toEqual([
      expect.objectContaining({ file: relative(process.cwd(), join(dir, "a.rift")), line: 7 }),
    ]);
    expect(run.stderr).toMatch(
      /^3 files, 4 cards, 0 tokens, 0 scenarios, 1 deck: 4 errors, 0 warnings\n$/,
    );
  });

  test("a build with errors anywhere in the set writes nothing, not even the folder", () => {
    const { dir } = cardSet();
    const out = join(dir, "out");
    const run = rift(["build", dir, "--out", out, "--format", "json"]);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toHaveLength(4);
    expect(run.stderr).toBe(`4 errors: nothing was written to ${out}\n`);
    expect(existsSync(out)).toBe(false);
  });
});

describe("an output folder that holds files no build wrote", () => {
  test("a hand-written file in a module's place is refused (exit 2), and nothing is written", () => {
    const dir = tempDir();
    mkdirSync(join(dir, "src"));
    writeFileSync(join(dir, "src", "a.rift"), CARD("Harbor Scout Cli28"));
    const out = join(dir, "app");
    mkdirSync(out);
    const mine = "export const version = 1; // the app's own index\n";
    writeFileSync(join(out, "index.ts"), mine);
    const run = rift(["build", join(dir, "src"), "--out", out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `rift build: refusing to overwrite ${join(out, "index.ts")}: rift build did not write it ` +
        '(it does not start with "// Generated by `rift build`"); move it, or build into another ' +
        "--out folder\n",
    );
    expect(readFileSync(join(out, "index.ts"), "utf8")).toBe(mine);
    // Not a.ts, which was free, nor the cache, nor the lock.
    expect(readdirSync(out)).toEqual(["index.ts"]);
  });

  test("a module the last build wrote is rebuilt, and a generated file from a lost cache is reused", () => {
    const dir = tempDir();
    const file = join(dir, "a.rift");
    writeFileSync(file, CARD("Harbor Scout Cli28"));
    const out = join(dir, "out");
    expect(rift(["build", file, "--out", out]).code).toBe(0);
    // Without the cache the files are still recognised as generated by their first line.
    rmSync(join(out, ".rift-cache.json"));
    writeFileSync(file, CARD("Harbor Scout Cli28", 5));
    const run = rift(["build", file, "--out", out]);
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(join(out, "a.ts"), "utf8")).toContain("might: 5");
  });
});

describe("the build cache", () => {
  test("is keyed to the versions of rift, Prettier and ts-morph that printed the modules", () => {
    const dir = tempDir();
    const file = join(dir, "a.rift");
    writeFileSync(file, CARD("Harbor Scout Cli28"));
    const out = join(dir, "out");
    expect(rift(["build", file, "--out", out]).code).toBe(0);
    const cache = JSON.parse(readFileSync(join(out, ".rift-cache.json"), "utf8")) as {
      version: string;
    };
    const require = createRequire(import.meta.url);
    const version = (name: string): string =>
      (require(`${name}/package.json`) as { version: string }).version;
    const own = (JSON.parse(readFileSync("package.json", "utf8")) as { version: string }).version;
    expect(cache.version).toContain(`riftscript ${own}`);
    expect(cache.version).toContain(`prettier ${version("prettier")}`);
    expect(cache.version).toContain(`ts-morph ${version("ts-morph")}`);
    // A cache from other versions (an output folder restored after an upgrade) is not trusted.
    writeFileSync(
      join(out, ".rift-cache.json"),
      readFileSync(join(out, ".rift-cache.json"), "utf8").replace(
        /prettier [^;"]+/,
        "prettier 0.0.1",
      ),
    );
    const run = rift(["build", file, "--out", out]);
    expect(run.stderr).toContain("(3 written, 0 reused)");
  });
});

describe("a build interrupted half-way", () => {
  /** A set large enough that its modules take seconds to print. */
  function largeSet(dir: string): string {
    const source = join(dir, "set");
    mkdirSync(source);
    for (let f = 0; f < 4; f++) {
      const cards = Array.from({ length: 150 }, (_, i) =>
        CARD(`Drill Cadet ${f}-${i} Cli28`, (i % 5) + 1),
      );
      writeFileSync(join(source, `part-${f}.rift`), cards.join("\n"));
    }
    return source;
  }

  /** Starts a build and sends `signal` as soon as it holds the lock. */
  function interrupted(args: string[], out: string, signal: NodeJS.Signals): Promise<Run> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ["bin/rift.js", ...args], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const lock = join(out, ".rift-build.lock");
      const poll = setInterval(() => {
        if (existsSync(lock)) {
          clearInterval(poll);
          child.kill(signal);
        }
      }, 5);
      child.on("close", (code) => {
        clearInterval(poll);
        resolve({ code, stdout, stderr });
      });
    });
  }

  test(
    "SIGTERM (a CI job cancelled): exit 143, the lock released, the earlier output untouched",
    { timeout: 240_000 },
    async () => {
      const dir = tempDir();
      const source = largeSet(dir);
      const out = join(dir, "out");
      expect(rift(["build", source, "--out", out]).code).toBe(0);
      const before = Object.fromEntries(
        readdirSync(out).map((name) => [name, readFileSync(join(out, name), "utf8")]),
      );
      const run = await interrupted(["build", source, "--out", out, "--no-cache"], out, "SIGTERM");
      expect(run.code, run.stderr).toBe(143);
      expect(run.stderr).toBe(`rift build: interrupted (SIGTERM): nothing was written to ${out}\n`);
      const after = Object.fromEntries(
        readdirSync(out).map((name) => [name, readFileSync(join(out, name), "utf8")]),
      );
      // No lock, no temporary file, every module as the earlier build wrote it.
      expect(after).toEqual(before);
    },
  );

  test(
    "Ctrl-C (SIGINT) on a first build: exit 130, and the folder it made is gone again",
    { timeout: 240_000 },
    async () => {
      const dir = tempDir();
      const source = largeSet(dir);
      const out = join(dir, "out");
      const run = await interrupted(["build", source, "--out", out], out, "SIGINT");
      expect(run.code, run.stderr).toBe(130);
      expect(run.stderr).toBe(`rift build: interrupted (SIGINT): nothing was written to ${out}\n`);
      expect(existsSync(out)).toBe(false);
    },
  );
});
