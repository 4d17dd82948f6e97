import { describe, expect, test } from "vitest";
import { oneOf, parseArgs, UsageError } from "../../compiler/cli/args.js";

const spec = { valued: ["--out", "--format"], boolean: ["--check"] };

describe("command-line arguments", () => {
  test("separates paths, valued flags (both spellings) and boolean flags", () => {
    const parsed = parseArgs(
      ["cards", "--out", "dist", "--format=json", "--check", "x.rift"],
      spec,
    );
    expect(parsed.positional).toEqual(["cards", "x.rift"]);
    expect(Object.fromEntries(parsed.values)).toEqual({ "--out": "dist", "--format": "json" });
    expect([...parsed.flags]).toEqual(["--check"]);
  });

  test("an unknown flag is misuse, names the flags that exist and the one it misspells", () => {
    expect(() => parseArgs(["--fromat", "json"], spec)).toThrow(
      new UsageError(
        "unknown flag '--fromat' (did you mean --format? expected one of --out, --format, --check)",
      ),
    );
    expect(() => parseArgs(["--verbose"], spec)).toThrow(
      new UsageError("unknown flag '--verbose' (expected one of --out, --format, --check)"),
    );
  });

  test("a valued flag given twice with different values is misuse; the same value twice is not", () => {
    expect(() => parseArgs(["--out", "a", "cards", "--out=b"], spec)).toThrow(
      new UsageError("--out is given twice, as 'a' and 'b'; give it once"),
    );
    expect(Object.fromEntries(parseArgs(["--out", "a", "--out", "a"], spec).values)).toEqual({
      "--out": "a",
    });
  });

  test("a flag that takes one of a few words reads them in any case, and names them all when wrong", () => {
    expect(oneOf("--format", " JSON ", ["text", "json"], "text")).toBe("json");
    expect(oneOf("--format", undefined, ["text", "json"], "text")).toBe("text");
    expect(() => oneOf("--format", "xml", ["text", "json", "junit"], "text")).toThrow(
      new UsageError("--format must be 'text', 'json' or 'junit', not 'xml'"),
    );
  });

  test("a valued flag without its value is misuse", () => {
    expect(() => parseArgs(["cards", "--out"], spec)).toThrow("--out needs a value");
  });

  test("a short flag is not silently taken for a path", () => {
    expect(() => parseArgs(["-o", "dist"], spec)).toThrow(
      new UsageError(
        "unknown flag '-o' (did you mean --out? expected one of --out, --format, --check)",
      ),
    );
  });

  test("everything after -- is a path, even if it looks like a flag", () => {
    expect(parseArgs(["--", "--check"], spec).positional).toEqual(["--check"]);
  });
});
