/**
 * The `rift` command line as a CI pipeline and a designer meet it (cli27): files that are not
 * card text, files too large to be, a rebuild that changes nothing, a command that loads only what
 * it uses, the JSON diagnostics' shape, and `rift play`'s numbers at their edges.
 */
import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { firstInvalidUtf8, MAX_SOURCE_BYTES } from "../../compiler/cli/read-sources.js";
import { seedOfGame } from "../../compiler/cli/play-command.js";
import { identifierCharacter } from "../../compiler/emit/export-names.js";
import { runRift } from "./run-rift.js";

const A = "cards/decks/ember-vanguard.rift";
const B = "cards/decks/tidal-archive.rift";

const CARD = (name: string): string =>
  `card unit "${name}" {\n  cost 2\n  domain Order\n  might 3\n}\n`;

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "rift-cli27-"));
}

describe("a file that is not card text gets one clear error", () => {
  test("a binary file (a NUL byte) is one RS1001 at the byte, not dozens about its bytes", async () => {
    const dir = tempDir();
    const binary = join(dir, "picture.rift");
    // PNG's signature, then bytes of all kinds: it is neither UTF-8 nor text.
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    writeFileSync(binary, Buffer.concat([bytes, Buffer.from("}{ card §§ ".repeat(40))]));
    const other = join(dir, "other.rift");
    writeFileSync(other, 'card unit "Stray C27" {\n  cost 2\n  migth 3\n}\n');
    const run = await runRift(["check", binary, other, "--format", "json"]);
    expect(run.code).toBe(1);
    const diagnostics = JSON.parse(run.stdout) as {
      file: string;
      line: number;
      column: number;
      message: string;
    }[];
    const own = diagnostics.filter((d) => d.file.endsWith("picture.rift"));
    expect(own).toHaveLength(1);
    // The first NUL is the ninth byte, after two line breaks (\r\n, then \n): line 3, column 1.
    expect(own[0]).toMatchObject({ line: 3, column: 1, code: "RS1001" });
    expect(own[0]!.message).toMatch(/binary, not text/);
    // The other file's mistakes are still reported in the same run.
    expect(diagnostics.some((d) => d.file.endsWith("other.rift"))).toBe(true);
  });

  test("a UTF-16 file says so and how to fix it", async () => {
    const dir = tempDir();
    const file = join(dir, "wide.rift");
    writeFileSync(
      file,
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CARD("Wide C27"), "utf16le")]),
    );
    const run = await runRift(["check", file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "wide.rift:1:1: error RS1001: the file is UTF-16 (it starts with the byte order mark FF FE), not UTF-8; save it as UTF-8",
    );
    expect(run.stderr.match(/error RS/g)).toHaveLength(1);
    expect(run.stderr).toMatch(/1 error/);
  });

  test("rift fmt leaves a binary file untouched", async () => {
    const dir = tempDir();
    const file = join(dir, "blob.rift");
    const bytes = Buffer.from([0x63, 0x61, 0x72, 0x64, 0x00, 0x20, 0x20, 0x7b, 0x0a]);
    writeFileSync(file, bytes);
    const run = await runRift(["fmt", file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/blob\.rift:1:5: error RS1001: the file is binary/);
    expect(readFileSync(file)).toEqual(bytes);
  });

  test("a byte that is not UTF-8 at the end of a long file is reported at its line", async () => {
    const dir = tempDir();
    const file = join(dir, "long.rift");
    const cards = Array.from({ length: 2_000 }, (_, i) => CARD(`Bulk ${i} C27`)).join("\n");
    const lines = cards.split("\n").length;
    writeFileSync(
      file,
      Buffer.concat([Buffer.from(cards), Buffer.from([0x2f, 0x2f, 0x20, 0xe9, 0x0a])]),
    );
    const run = await runRift(["check", file, "--format", "json"]);
    expect(run.code).toBe(1);
    const [first] = JSON.parse(run.stdout) as { line: number; column: number; message: string }[];
    expect(first).toMatchObject({ line: lines, column: 4 });
    expect(first!.message).toMatch(/byte 0xE9/);
  });

  test("the first bad byte of 16 MB is found in one pass", () => {
    const bytes = Buffer.alloc(16 * 1024 * 1024, 0x61);
    bytes[bytes.length - 2] = 0xc0;
    const started = performance.now();
    expect(firstInvalidUtf8(bytes)).toBe(bytes.length - 2);
    // Asking a decoder byte by byte, as before, took minutes for this many bytes.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  test("a BOM and CRLF line endings do not move the reported column", async () => {
    const dir = tempDir();
    const file = join(dir, "windows.rift");
    writeFileSync(file, '\ufeffcard unit "Crlf C27" {\r\n  cost 2\r\n  migth 3\r\n}\r\n');
    const run = await runRift(["check", file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^.*windows\.rift:3:3: error RS1008: /);
  });

  test("a path with spaces works in check and build, and is named as given", async () => {
    const dir = join(tempDir(), "my cards");
    mkdirSync(dir);
    const file = join(dir, "gate warden.rift");
    writeFileSync(file, CARD("Spaced Warden C27"));
    expect((await runRift(["check", file])).code).toBe(0);
    const out = join(dir, "built out");
    const run = await runRift(["build", file, "--out", out]);
    expect(run.code).toBe(0);
    expect(readdirSync(out)).toContain("gate warden.ts");
  });
});

describe("firstInvalidUtf8 agrees with the WHATWG decoder", () => {
  /** The definition: the start of the first sequence a fatal streaming decoder refuses. */
  function oracle(bytes: Uint8Array): number {
    const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    let start = 0;
    for (let i = 0; i < bytes.length; i++) {
      try {
        if (decoder.decode(bytes.subarray(i, i + 1), { stream: true }) !== "") start = i + 1;
      } catch {
        return start;
      }
    }
    try {
      decoder.decode();
      return bytes.length;
    } catch {
      return start;
    }
  }

  test("on every edge of the encoding and on random bytes weighted toward them", () => {
    const edges = [
      [0xc2, 0x80],
      [0xc1, 0xbf],
      [0xe0, 0xa0, 0x80],
      [0xe0, 0x9f, 0x80],
      [0xed, 0x9f, 0xbf],
      [0xed, 0xa0, 0x80],
      [0xf0, 0x90, 0x80, 0x80],
      [0xf0, 0x8f, 0xbf, 0xbf],
      [0xf4, 0x8f, 0xbf, 0xbf],
      [0xf4, 0x90, 0x80, 0x80],
      [0xf5, 0x80],
      [0xe2, 0x82],
      [0x61, 0xf0, 0x9f, 0x98],
    ];
    const cases: Uint8Array[] = edges.map((e) => Uint8Array.from([0x61, ...e, 0x62]));
    let state = 27;
    const random = (n: number): number => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state % n;
    };
    const pool = [
      0x00, 0x41, 0x7f, 0x80, 0xbf, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff,
    ];
    for (let c = 0; c < 3000; c++) {
      cases.push(Uint8Array.from({ length: 1 + random(8) }, () => pool[random(pool.length)]!));
    }
    for (const bytes of cases)
      expect(firstInvalidUtf8(bytes), [...bytes].join(",")).toBe(oracle(bytes));
  });
});

describe("files a card set never holds are refused before they are read", () => {
  test("a file over the limit: exit 2 naming it and the limit, without reading it", async () => {
    const dir = tempDir();
    const file = join(dir, "huge.rift");
    writeFileSync(file, "");
    // Sparse: nothing is written, so the test costs no disk; reading it would take minutes.
    truncateSync(file, MAX_SOURCE_BYTES + 1);
    const started = performance.now();
    const run = await runRift(["check", file]);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^rift check: cannot read .*huge\.rift: it is 65 MB, more than the 64 MB a \.rift file may hold\n$/,
    );
    expect(run.stdout).toBe("");
  });

  test("a file over the limit reached by `use` is one that cannot be read (RS2002)", async () => {
    const dir = tempDir();
    const huge = join(dir, "huge.rift");
    writeFileSync(huge, "");
    truncateSync(huge, MAX_SOURCE_BYTES + 1);
    const main = join(dir, "main.rift");
    writeFileSync(main, `use "huge.rift"\n${CARD("User C27")}`);
    const run = await runRift(["check", main]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/main\.rift:1:1: error RS2002: /);
  });

  test("a named pipe is refused instead of waiting for ever for a writer", async () => {
    const dir = tempDir();
    const fifo = join(dir, "pipe.rift");
    execFileSync("mkfifo", [fifo]);
    const run = await runRift(["check", fifo]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^rift check: cannot read .*pipe\.rift: it is a device, a pipe or a socket, not a file\n$/,
    );
  });
});

describe("a rebuild with unchanged input", () => {
  test("writes nothing, not even its cache, so every file keeps its modification time", async () => {
    const dir = tempDir();
    const source = join(dir, "src");
    mkdirSync(source);
    writeFileSync(join(source, "a.rift"), CARD("Steady A C27"));
    writeFileSync(join(source, "b.rift"), CARD("Steady B C27"));
    const out = join(dir, "out");
    expect((await runRift(["build", source, "--out", out])).code).toBe(0);
    const stamps = (): Record<string, string> =>
      Object.fromEntries(
        readdirSync(out).map((name) => {
          const stats = statSync(join(out, name));
          return [name, `${stats.ino}:${stats.mtimeMs}`];
        }),
      );
    const before = stamps();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await runRift(["build", source, "--out", out]);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain("(0 written, 4 reused), 0 removed");
    expect(stamps()).toEqual(before);
    expect(Object.keys(before)).toContain(".rift-cache.json");

    // An edit rewrites its module and the cache, and nothing else.
    writeFileSync(join(source, "a.rift"), CARD("Steady A C27").replace("might 3", "might 4"));
    expect((await runRift(["build", source, "--out", out])).stderr).toContain(
      "(1 written, 3 reused)",
    );
    const after = stamps();
    for (const name of ["b.ts", "index.ts", "tokens.ts"]) expect(after[name]).toBe(before[name]);
    expect(after["a.ts"]).not.toBe(before["a.ts"]);
    expect(after[".rift-cache.json"]).not.toBe(before[".rift-cache.json"]);
  });
});

describe("a command loads only what it uses", () => {
  /** Runs the built command in a fresh process and says whether ts-morph was loaded. */
  function loadsTsMorph(args: readonly string[]): boolean {
    const script = `
      const { main } = await import("./dist/lib/compiler/cli/main.js");
      const code = await main(${JSON.stringify(args)});
      const { createRequire } = await import("node:module");
      const loaded = Object.keys(createRequire(import.meta.url).cache).some((k) => k.includes("ts-morph"));
      process.stdout.write("\\n@@" + JSON.stringify({ code, loaded }));`;
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    const { code, loaded } = JSON.parse(output.slice(output.lastIndexOf("@@") + 2)) as {
      code: number;
      loaded: boolean;
    };
    expect(code, args.join(" ")).toBe(0);
    return loaded;
  }

  test("check, --version and a rebuild that reuses every module never load ts-morph", () => {
    const dir = tempDir();
    const file = join(dir, "card.rift");
    writeFileSync(file, CARD("Quick C27"));
    const out = join(dir, "out");
    expect(loadsTsMorph(["--version"])).toBe(false);
    expect(loadsTsMorph(["check", file])).toBe(false);
    // The first build prints modules (ts-morph); the second reuses them all.
    expect(loadsTsMorph(["build", file, "--out", out])).toBe(true);
    expect(loadsTsMorph(["build", file, "--out", out])).toBe(false);
  }, 120_000);

  test("identifier characters decided without TypeScript are the ones TypeScript accepts", async () => {
    const { ts } = await import("ts-morph");
    for (let code = 0; code < 0x80; code++) {
      const start = ts.isIdentifierStart(code, ts.ScriptTarget.ES2022);
      const part = ts.isIdentifierPart(code, ts.ScriptTarget.ES2022);
      expect(identifierCharacter(code, "start"), `start ${code}`).toBe(start);
      expect(identifierCharacter(code, "part"), `part ${code}`).toBe(part);
    }
    // Beyond ASCII TypeScript's own tables decide.
    for (const code of [0xe9, 0x416, 0x2160, 0x1e900, 0x300, 0x2028, 0x30000]) {
      expect(identifierCharacter(code, "start")).toBe(
        ts.isIdentifierStart(code, ts.ScriptTarget.ES2022),
      );
      expect(identifierCharacter(code, "part")).toBe(
        ts.isIdentifierPart(code, ts.ScriptTarget.ES2022),
      );
    }
  });
});

describe("--format json's diagnostics keep a documented shape", () => {
  const FIELDS = [
    "file",
    "line",
    "column",
    "endLine",
    "endColumn",
    "offset",
    "endOffset",
    "severity",
    "code",
    "message",
  ];

  test("each diagnostic has exactly the documented fields, in order; related places when there are", async () => {
    const dir = tempDir();
    const file = join(dir, "twice.rift");
    writeFileSync(
      file,
      `${CARD("Twice C27")}\n${CARD("Twice C27")}card unit "Odd C27" { migth 3 }\n`,
    );
    for (const command of ["check", "build"]) {
      const args = [
        command,
        file,
        "--format",
        "json",
        ...(command === "build" ? ["--out", join(dir, "out")] : []),
      ];
      const run = await runRift(args);
      expect(run.code).toBe(1);
      const diagnostics = JSON.parse(run.stdout) as Record<string, unknown>[];
      expect(diagnostics.length).toBeGreaterThanOrEqual(2);
      for (const diagnostic of diagnostics) {
        const keys = Object.keys(diagnostic);
        expect(keys.slice(0, FIELDS.length)).toEqual(FIELDS);
        expect(keys.slice(FIELDS.length).every((key) => key === "related")).toBe(true);
        expect(["error", "warning"]).toContain(diagnostic.severity);
        expect(diagnostic.code).toMatch(/^RS\d{4}$/);
      }
      const duplicate = diagnostics.find((d) => Array.isArray(d.related));
      expect(Object.keys((duplicate!.related as Record<string, unknown>[])[0]!)).toEqual([
        "file",
        "line",
        "column",
        "message",
      ]);
    }
  });

  test("README documents every field", () => {
    const readme = readFileSync("README.md", "utf8");
    const section = readme.slice(readme.indexOf("### In CI"));
    for (const field of [...FIELDS, "related"]) expect(section).toContain(`\`${field}\``);
  });
});

describe("rift play's numbers at their edges", () => {
  test.each([
    [
      "--games",
      "99999999999999999",
      "--games must be a whole number of at most 4294967296 (there are no more seeds), not '99999999999999999'",
    ],
    [
      "--games",
      "4294967297",
      "--games must be a whole number of at most 4294967296 (there are no more seeds), not '4294967297'",
    ],
    [
      "--turn-limit",
      "1000001",
      "--turn-limit must be a whole number of at most 1000000 (a game ends after 20,000 actions), not '1000001'",
    ],
    ["--turn-limit", "-1", "--turn-limit must be a whole number of at least 1, not '-1'"],
    ["--games", "1.0", "--games must be a whole number, not '1.0'"],
    ["--games", "+2", "--games must be a whole number, not '+2'"],
  ])("%s %s: one line naming the range, exit 2", async (flag, value, message) => {
    const run = await runRift(["play", A, B, flag, value]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`rift play: ${message}\n`);
    expect(run.stdout).toBe("");
  });

  test("the seeds of --games go on past the largest seed from the smallest, as --seed takes them", () => {
    expect(seedOfGame(2147483647, 0)).toBe(2147483647);
    expect(seedOfGame(2147483647, 1)).toBe(-2147483648);
    expect(seedOfGame(-5, 3)).toBe(-2);
  });

  test("the same seeds print the same summary on stdout; the rate goes to stderr", async () => {
    const args = ["play", A, B, "--seed", "2147483646", "--games", "3", "--turn-limit", "6"];
    const first = await runRift(args);
    const second = await runRift(args);
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(second.stdout);
    expect(first.stdout).toMatch(/^3 games\n/);
    expect(first.stdout).not.toContain("per second");
    expect(first.stderr).toMatch(/^games per second: \d+\.\d/);
  }, 60_000);

  test("the same seed prints the same game log", async () => {
    const first = await runRift(["play", A, B, "--seed", "-7", "--turn-limit", "4"]);
    const second = await runRift(["play", A, B, "--seed", "-7", "--turn-limit", "4"]);
    expect(first.code).toBe(0);
    expect(first.stdout.length).toBeGreaterThan(0);
    expect(first.stdout).toBe(second.stdout);
  });
});

describe("help", () => {
  test("rift build --help names --out among its options", async () => {
    const run = await runRift(["build", "--help"]);
    expect(run.stdout).toMatch(
      /\noptions:\n {2}--out DIR {4}the output folder \(required; made if missing\)\n/,
    );
  });
});
