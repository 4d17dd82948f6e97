/**
 * `rift` as a build pipeline runs it: `rift test` shows compile warnings, `rift fmt --check` tells
 * "needs formatting" (3) from "does not parse" (1, as `rift check`), `rift build` writes the same
 * bytes in any checkout, the exit codes come from exit-codes.ts, and a lock left by a killed build
 * is taken over while a live one is respected.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, onTestFinished, test, vi } from "vitest";
import { acquireBuildLock, LOCK_FILE, STALE_LOCK_MS } from "../../compiler/cli/build-lock.js";
import {
  EXIT_ERRORS,
  EXIT_MISUSE,
  EXIT_OK,
  EXIT_UNFORMATTED,
} from "../../compiler/cli/exit-codes.js";
import { runRift } from "./run-rift.js";

const RIFT = resolve("bin/rift.js");

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "rift-cli29-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A card set whose misspelt tag is a warning (RS2006), with one scenario that passes. */
const WARNED = `card unit "Tagged Squire Cli29" {
  tags Recruit
  cost 2
  might 2
}

card spell "Tag Purge Cli29" {
  cost 1
  effect: kill all units with tag Recriut
}

scenario "the squire is played cli29" {
  setup {
    A hand: "Tagged Squire Cli29"
    A pool: 2
  }
  A plays "Tagged Squire Cli29"
  expect "Tagged Squire Cli29" in A base
}
`;

const WARNING_AT = "warned.rift:9:35: warning RS2006: no card or token has the tag `Recriut`";

function warnedFile(): string {
  const file = join(tempDir(), "warned.rift");
  writeFileSync(file, WARNED);
  return file;
}

describe("rift test shows compile warnings without changing the exit code", () => {
  test("text: the warning goes to stderr with file:line:column; stdout holds only the ticks", async () => {
    const file = warnedFile();
    const run = await runRift(["test", file]);
    expect(run.code).toBe(EXIT_OK);
    expect(run.stdout).toBe("✓ the squire is played cli29\n");
    expect(run.stderr).toContain(file.replace(/warned\.rift$/, "") + WARNING_AT);
    expect(run.stderr).toContain("^^^^^^^");
    expect(run.stderr).toMatch(/1 scenario: 1 passed, 0 failed, 1 warning\n$/);
  });

  test("text: a failing run with a warning still exits 1 and still shows it", async () => {
    const file = warnedFile();
    writeFileSync(file, WARNED.replace("in A base\n}", "in A hand\n}"));
    const run = await runRift(["test", file]);
    expect(run.code).toBe(EXIT_ERRORS);
    expect(run.stdout).toMatch(/^✗ the squire is played cli29\n/);
    expect(run.stderr).toContain(WARNING_AT);
    expect(run.stderr).toMatch(/0 passed, 1 failed, 1 warning\n$/);
  });

  test("text: with errors, errors and the warning go to stderr, as rift check prints them", async () => {
    const file = warnedFile();
    writeFileSync(file, WARNED.replace("might 2", "might two"));
    const run = await runRift(["test", file]);
    expect(run.code).toBe(EXIT_ERRORS);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("error RS");
    expect(run.stderr).toContain(WARNING_AT);
    expect(run.stderr).toMatch(/1 error, 1 warning: no scenario was run\n$/);
  });

  test("json: the report's diagnostics hold the warning, stdout stays one document", async () => {
    const file = warnedFile();
    const run = await runRift(["test", file, "--format", "json"]);
    expect(run.code).toBe(EXIT_OK);
    const report = JSON.parse(run.stdout) as {
      passed: boolean;
      diagnostics: { severity: string; code: string; line: number; column: number }[];
    };
    expect(report.passed).toBe(true);
    expect(report.diagnostics).toMatchObject([
      { severity: "warning", code: "RS2006", line: 9, column: 35 },
    ]);
    // The report carries it; stderr keeps to the summary, as it does for json.
    expect(run.stderr).toBe("1 scenario: 1 passed, 0 failed, 1 warning\n");
  });

  test("junit: a file's warnings are its suite's <system-err>, a file with no scenario included", async () => {
    const file = warnedFile();
    const cardsOnly = join(file, "..", "only-cards.rift");
    writeFileSync(
      cardsOnly,
      `card spell "Second Purge Cli29" {\n  cost 1\n  effect: kill all units with tag Recriut\n}\n`,
    );
    const run = await runRift(["test", file, cardsOnly, "--format", "junit"]);
    expect(run.code).toBe(EXIT_OK);
    expect(run.stdout).toMatch(
      /<testcase name="the squire is played cli29"[^\n]*\/>\n {4}<system-err>[^<]*warned\.rift:9:35: warning RS2006: [^<]*<\/system-err>\n {2}<\/testsuite>/,
    );
    expect(run.stdout).toMatch(
      /<testsuite name="[^"]*only-cards\.rift" tests="0" failures="0" errors="0"[^>]*>\n {4}<system-err>[^<]*only-cards\.rift:3:35: warning RS2006/,
    );
    expect(run.stdout).toContain('<testsuites name="rift test" tests="1" failures="0" errors="0"');
  });
});

describe("rift fmt --check: 3 for files to format, 1 for syntax errors as rift check", () => {
  const CLEAN = `card unit "Neat Page Cli29" {\n  cost 2\n  might 2\n}\n`;
  const UNFORMATTED = CLEAN.replace("  cost", "cost");
  const BROKEN = CLEAN.replace("might 2", "migth 2");

  function files(texts: Record<string, string>): string[] {
    const dir = tempDir();
    return Object.entries(texts).map(([name, text]) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    });
  }

  test("the codes are distinct constants", () => {
    expect(new Set([EXIT_OK, EXIT_ERRORS, EXIT_MISUSE, EXIT_UNFORMATTED]).size).toBe(4);
    expect(EXIT_UNFORMATTED).toBe(3);
  });

  test("a file to format exits 3 and is listed", async () => {
    const [file] = files({ "a.rift": UNFORMATTED });
    const run = await runRift(["fmt", "--check", file!]);
    expect(run.code).toBe(EXIT_UNFORMATTED);
    expect(run.stdout).toBe(`${file}\n`);
  });

  test("a syntax error exits with the code rift check gives it", async () => {
    const [file] = files({ "a.rift": BROKEN });
    const fmt = await runRift(["fmt", "--check", file!]);
    const check = await runRift(["check", file!]);
    expect(check.code).toBe(EXIT_ERRORS);
    expect(fmt.code).toBe(check.code);
    expect(fmt.stderr).toContain("a.rift:3:3: error RS");
  });

  test("syntax errors outrank files to format; formatted files exit 0", async () => {
    const both = files({ "a.rift": UNFORMATTED, "b.rift": BROKEN });
    expect((await runRift(["fmt", "--check", ...both])).code).toBe(EXIT_ERRORS);
    const clean = files({ "a.rift": CLEAN });
    expect((await runRift(["fmt", "--check", ...clean])).code).toBe(EXIT_OK);
  });

  test("without --check a file with syntax errors exits 1 and the others are formatted", async () => {
    const [unformatted, broken] = files({ "a.rift": UNFORMATTED, "b.rift": BROKEN });
    const run = await runRift(["fmt", unformatted!, broken!]);
    expect(run.code).toBe(EXIT_ERRORS);
    expect(readFileSync(unformatted!, "utf8")).toBe(CLEAN);
    expect(readFileSync(broken!, "utf8")).toBe(BROKEN);
  });

  test("the help and README name the codes", async () => {
    const help = await runRift(["fmt", "--help"]);
    expect(help.stdout).toContain("exit 3 if any (1 if a");
    expect(help.stdout).toContain("3 files to format (fmt --check)");
    const readme = readFileSync("README.md", "utf8");
    expect(readme).toMatch(/\n\| 3 +\| [^\n]*`fmt --check`/);
  });
});

describe("rift build writes the same bytes in any checkout", () => {
  /** A checkout: a card set that `use`s a file outside the folder the build runs in. */
  function checkout(root: string): string {
    const project = join(root, "project");
    mkdirSync(join(root, "shared"), { recursive: true });
    mkdirSync(join(project, "cards"), { recursive: true });
    writeFileSync(
      join(root, "shared", "base.rift"),
      `card unit "Shared Footman Cli29" {\n  cost 1\n  might 1\n}\n`,
    );
    writeFileSync(
      join(project, "cards", "set.rift"),
      `use "../../shared/base.rift"\n\n` +
        `card unit "Recruiting Sergeant Cli29" {\n  cost 2\n  might 2\n` +
        `  when this is played: play a Recruit token here\n}\n\n` +
        `scenario "the sergeant recruits cli29" {\n  setup {\n    A hand: "Recruiting Sergeant Cli29"\n` +
        `    A pool: 2\n  }\n  A plays "Recruiting Sergeant Cli29"\n  resolve chain\n` +
        `  expect "Recruit" in A base\n}\n`,
    );
    return project;
  }

  function buildIn(project: string, args: readonly string[]): Record<string, string> {
    const run = spawnSync(process.execPath, [RIFT, "build", ...args], {
      cwd: project,
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    const out = join(project, "dist");
    const files: Record<string, string> = {};
    const names = readdirSync(out, { recursive: true, encoding: "utf8" });
    for (const name of names.sort()) {
      if (statSync(join(out, name)).isFile()) files[name] = readFileSync(join(out, name), "utf8");
    }
    return files;
  }

  test(
    "two checkouts at different depths produce byte-identical output with no absolute path",
    { timeout: 60_000 },
    () => {
      const base = tempDir();
      const first = checkout(join(base, "a"));
      const second = checkout(join(base, "somewhere", "much", "deeper"));
      const one = buildIn(first, ["cards", "--out", "dist"]);
      // Named absolutely this time: what the build writes must not depend on how it was named.
      const two = buildIn(second, [join(second, "cards"), "--out", join(second, "dist")]);
      expect(Object.keys(one)).toEqual([
        ".rift-cache.json",
        "index.ts",
        join("project", "cards", "set.ts"),
        join("shared", "base.ts"),
        "tokens.ts",
      ]);
      expect(two).toEqual(one);
      const all = Object.values(one).join("\n");
      for (const absolute of [base, resolve("."), tmpdir()]) expect(all).not.toContain(absolute);
      expect(one[join("project", "cards", "set.ts")]).toContain('file: "cards/set.rift"');
      expect(one[join("shared", "base.ts")]).toContain('file: "../shared/base.rift"');
      // The library lies in rift's installation, outside both checkouts.
      expect(one["tokens.ts"]).toContain('file: "riftscript/cards/tokens.rift"');
    },
  );
});

describe("the exit codes come from exit-codes.ts", () => {
  test("main, play and bin/rift.js return no literal exit code", () => {
    for (const file of ["compiler/cli/main.ts", "compiler/cli/play-command.ts", "bin/rift.js"]) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/return (?:\w+ \? )?[0-9]+(?: : [0-9]+)?;|exit\([0-9]+\)/);
    }
  });

  test("misuse is EXIT_MISUSE: an unknown command, no command, a misspelt flag", async () => {
    expect((await runRift(["chek"])).code).toBe(EXIT_MISUSE);
    expect((await runRift([])).code).toBe(EXIT_MISUSE);
    expect((await runRift(["check", "--fromat", "json", "cards"])).code).toBe(EXIT_MISUSE);
    expect((await runRift(["--version"])).code).toBe(EXIT_OK);
  });
});

describe("--quiet prints only what is wrong", () => {
  test("check, test and build of a passing unit with a warning print nothing", async () => {
    const file = warnedFile();
    const out = join(file, "..", "out");
    for (const args of [
      ["check", file],
      ["test", file],
      ["build", file, "--out", out],
    ]) {
      const run = await runRift([...args, "--quiet"]);
      expect(run, args[0]).toEqual({ code: EXIT_OK, stdout: "", stderr: "" });
    }
    expect(existsSync(join(out, "warned.ts"))).toBe(true);
  });

  test("errors and failures still show, with the same exit codes", async () => {
    const file = warnedFile();
    writeFileSync(file, WARNED.replace("in A base\n}", "in A hand\n}"));
    const failed = await runRift(["test", file, "--quiet"]);
    expect(failed.code).toBe(EXIT_ERRORS);
    expect(failed.stdout).toMatch(/^✗ the squire is played cli29\n/);
    expect(failed.stderr).toBe("1 scenario: 0 passed, 1 failed, 1 warning\n");

    const none = await runRift(["test", file, "--quiet", "--filter", "nothing"]);
    expect(none.code).toBe(EXIT_ERRORS);
    expect(none.stderr).toMatch(/^no scenario matches --filter "nothing"/);

    writeFileSync(file, WARNED.replace("might 2", "might two"));
    const check = await runRift(["check", file, "--quiet"]);
    expect(check.code).toBe(EXIT_ERRORS);
    expect(check.stdout).toBe("");
    expect(check.stderr).toContain("error RS");
    expect(check.stderr).not.toContain("warning");
  });

  test("fmt --check --quiet lists the files and why, without the summary", async () => {
    const file = join(tempDir(), "a.rift");
    writeFileSync(file, `card unit "Quiet Page Cli29" {\ncost 2\n  might 2\n}\n`);
    const run = await runRift(["fmt", "--check", "--quiet", file]);
    expect(run.code).toBe(EXIT_UNFORMATTED);
    expect(run.stdout).toBe(`${file}\n`);
    expect(run.stderr).toBe(
      `${file}:2: not formatted: line 2 reads "cost 2"; formatted, it reads "  cost 2"\n`,
    );
  });

  test("--quiet with --steps is misuse; every command's help names --quiet", async () => {
    const run = await runRift(["test", warnedFile(), "--quiet", "--steps"]);
    expect(run.code).toBe(EXIT_MISUSE);
    for (const name of ["check", "build", "test", "fmt"]) {
      expect((await runRift([name, "--help"])).stdout, name).toContain("--quiet");
    }
    expect(readFileSync("README.md", "utf8")).toContain("take `--quiet`");
  });
});

describe("a build lock", () => {
  const CARD = `card unit "Lock Warden Cli29" {\n  cost 2\n  might 2\n}\n`;

  function project(): { source: string; out: string; lock: string } {
    const dir = tempDir();
    const source = join(dir, "warden.rift");
    writeFileSync(source, CARD);
    const out = join(dir, "out");
    return { source, out, lock: join(out, LOCK_FILE) };
  }

  function writeLock(lock: string, holder: { pid: number; host?: string }, ageMs = 0): void {
    mkdirSync(join(lock, ".."), { recursive: true });
    writeFileSync(
      lock,
      JSON.stringify({
        pid: holder.pid,
        host: holder.host ?? hostname(),
        started: "2026-11-30T01:02:03.000Z",
        token: "theirs",
      }),
    );
    const then = new Date(Date.now() - ageMs);
    utimesSync(lock, then, then);
  }

  /**
   * Resolves once the lock names `pid`: until then the build may not have taken it, and a build
   * killed before it has the lock leaves none to take over.
   */
  async function heldBy(lock: string, pid: number): Promise<void> {
    const holder = (): unknown => {
      try {
        return (JSON.parse(readFileSync(lock, "utf8")) as { pid?: unknown }).pid;
      } catch {
        return undefined;
      }
    };
    for (let i = 0; i < 600 && holder() !== pid; i++) {
      await new Promise((done) => setTimeout(done, 25));
    }
    expect(holder(), lock).toBe(pid);
  }

  test(
    "left by a build killed with SIGKILL (and never reaped) is taken over with a one-line notice",
    { timeout: 120_000 },
    async () => {
      const { out, lock } = project();
      // `exec sleep` replaces the shell with a parent that never waits: the killed build stays a
      // zombie, which `kill(pid, 0)` still finds, as under a container without an init.
      const script = `"$0" "$1" build cards --out "$2" --no-cache >/dev/null 2>&1 & echo $!; exec sleep 60`;
      const parent = spawn("sh", ["-c", script, process.execPath, RIFT, out], {
        stdio: ["ignore", "pipe", "ignore"],
      });
      onTestFinished(() => {
        parent.kill();
      });
      const pid = await new Promise<number>((done) =>
        parent.stdout.once("data", (chunk: Buffer) => done(Number(chunk.toString().trim()))),
      );
      await heldBy(lock, pid);
      process.kill(pid, "SIGKILL");
      await new Promise((done) => setTimeout(done, 200));
      expect(JSON.parse(readFileSync(lock, "utf8"))).toMatchObject({ pid });

      const run = await runRift(["build", "cards", "--out", out]);
      expect(run.code, run.stderr).toBe(EXIT_OK);
      const notices = run.stderr.split("\n").filter((line) => line.includes("stale lock"));
      expect(notices).toEqual([
        expect.stringMatching(
          new RegExp(
            `^rift build: took over the stale lock ${lock.replace(/[.]/g, "\\.")} \\(the lock of pid ${pid}, started [^)]*: its process is no longer running\\)$`,
          ),
        ),
      ]);
      expect(existsSync(lock)).toBe(false);
      expect(readdirSync(out).filter((name) => name.startsWith(".rift-build"))).toEqual([]);
    },
  );

  test("held by a live build refuses with a message that names it and says what to do", async () => {
    const { source, out, lock } = project();
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], {
      stdio: "ignore",
    });
    onTestFinished(() => {
      child.kill();
    });
    writeLock(lock, { pid: child.pid! });
    const run = await runRift(["build", source, "--out", out]);
    expect(run.code).toBe(EXIT_MISUSE);
    expect(run.stderr).toBe(
      `rift build: cannot write ${out} (another rift build (pid ${child.pid}, started ` +
        `2026-11-30T01:02:03.000Z) is writing it; wait for it to finish, or delete ${lock} if ` +
        `no such build is running (a lock untouched for 10 minutes is taken over))\n`,
    );
    expect(existsSync(join(out, "warden.ts"))).toBe(false);
  });

  test("from another machine is respected while fresh and taken over once stale", async () => {
    const { source, out, lock } = project();
    writeLock(lock, { pid: 4242, host: "ci-runner-cli29" }, STALE_LOCK_MS - 60_000);
    const fresh = await runRift(["build", source, "--out", out]);
    expect(fresh.code).toBe(EXIT_MISUSE);
    expect(fresh.stderr).toContain("(pid 4242 on ci-runner-cli29, started ");

    writeLock(lock, { pid: 4242, host: "ci-runner-cli29" }, STALE_LOCK_MS + 60_000);
    const stale = await runRift(["build", source, "--out", out]);
    expect(stale.code).toBe(EXIT_OK);
    expect(stale.stderr).toMatch(
      /^rift build: took over the stale lock \S+ \(the lock of pid 4242 on ci-runner-cli29, started 2026-11-30T01:02:03\.000Z: untouched for 11 minutes, and a running build refreshes its lock every minute\)\n/,
    );
  });

  test("naming this very process under another token (a reused pid) is stale", async () => {
    const { source, out, lock } = project();
    writeLock(lock, { pid: process.pid });
    const run = await runRift(["build", source, "--out", out]);
    expect(run.code).toBe(EXIT_OK);
    expect(run.stderr).toContain("that pid is this build's own now");
  });

  test("a held lock is refreshed while its build runs, so it never looks stale", () => {
    const { out, lock } = project();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const held = acquireBuildLock(out);
    const past = new Date(Date.now() - STALE_LOCK_MS);
    utimesSync(lock, past, past);
    vi.advanceTimersByTime(60_000);
    expect(Date.now() - statSync(lock).mtimeMs).toBeLessThan(5_000);
    held.release(false);
    expect(existsSync(lock)).toBe(false);
  });

  test("the README describes the takeover", () => {
    const readme = readFileSync("README.md", "utf8");
    expect(readme).toMatch(/untouched\s+for 10 minutes/);
  });
});
