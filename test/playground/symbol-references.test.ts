import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compile } from "../../compiler/compile.js";
import { compileSource } from "../../playground/src/language/language-service.js";
import {
  documentSymbols,
  isBareName,
  planRename,
  symbolAt,
  symbolContaining,
  type TextEdit,
} from "../../playground/src/language/symbol-references.js";

const LIBRARY = "cards/tokens.rift";
const library = [{ file: LIBRARY, text: readFileSync(LIBRARY, "utf8") }];

const FILE = `card unit "Gate Warden" {
  cost 3 Order
  might 3
  tags Sentinel
  when this is played: play a Recruit token here
}

card battlefield "Windy Ridge" {
  when you conquer here: play a Sprout token here
}

token unit Sprout { might 1 tags Sprout }

card spell "Prune" {
  cost 1
  effect: kill target Sprout token
}

scenario "Gate Warden brings a Recruit" {
  setup {
    A hand: "Gate Warden" // "Gate Warden" in a comment is no use
    A pool: 3 Order
    battlefield "Windy Ridge" as w
  }
  A plays "Gate Warden"
  resolve chain
  expect "Gate Warden" in A base
  expect "Recruit" in A base
  A conquers A's "Windy Ridge"
}

deck "Wardens" {
  legend "Gate Warden"
  battlefields "Windy Ridge"
  main 3 "Gate Warden"
}
`;

function unit(text = FILE) {
  return compileSource({ file: "main.rift", text, library });
}

/**
 * Where the compiler finds problems, by line and code. FILE's deck has one already (its legend is
 * a unit); a rename must add none.
 */
function problems(text: string): string[] {
  return unit(text).diagnostics.map((d) => `${d.line}:${d.code}`);
}
const FILE_PROBLEMS = ["33:RS2031"];

/** Each place the name at `line:column` is written, as `file:line:column text`. */
function occurrences(line: number, column: number, text = FILE): string[] {
  const source = unit(text);
  const texts = new Map(source.allFiles.map((f) => [f.file, f.text]));
  const symbol = symbolAt(source, "main.rift", line, column);
  return (symbol?.occurrences ?? []).map(({ range }) => {
    const lines = texts.get(range.file)!.split("\n");
    const written = lines[range.line - 1]!.slice(range.column - 1, range.endColumn - 1);
    return `${range.file === "main.rift" ? "" : `${range.file}:`}${range.line}:${range.column} ${written}`;
  });
}

/** The text after renaming the name at `line:column`, or the refusal. */
function renamed(line: number, column: number, name: string, text = FILE): string {
  const source = unit(text);
  const symbol = symbolAt(source, "main.rift", line, column);
  if (!symbol) return "(no name here)";
  const plan = planRename(source, symbol, name, "main.rift");
  return "refused" in plan ? `refused: ${plan.refused}` : applyEdits(text, plan.edits);
}

function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const lines = text.split("\n");
  // From the last to the first, so that earlier edits do not move later ones.
  const sorted = [...edits].sort(
    (a, b) => b.range.line - a.range.line || b.range.column - a.range.column,
  );
  for (const { range, text: replacement } of sorted) {
    const line = lines[range.line - 1]!;
    lines[range.line - 1] =
      line.slice(0, range.column - 1) + replacement + line.slice(range.endColumn - 1);
  }
  return lines.join("\n");
}

describe("find all references", () => {
  test("a card: its declaration, scenario setups and steps, expectations and deck lists", () => {
    const fromDeclaration = occurrences(1, 14);
    expect(fromDeclaration).toEqual([
      '1:11 "Gate Warden"',
      '21:13 "Gate Warden"',
      '25:11 "Gate Warden"',
      '27:10 "Gate Warden"',
      '33:10 "Gate Warden"',
      '35:10 "Gate Warden"',
    ]);
    // The same list from any use, and never the comment on line 21.
    expect(occurrences(27, 12)).toEqual(fromDeclaration);
  });

  test("a battlefield, written after a player's name in a step", () => {
    expect(occurrences(8, 20)).toEqual([
      '8:18 "Windy Ridge"',
      '23:17 "Windy Ridge"',
      '29:18 "Windy Ridge"',
      '34:16 "Windy Ridge"',
    ]);
  });

  // Line 9 names Sprout before line 12 declares it: the battlefield is checked twice, found once.
  test("a token: bare in card text, never its tag of the same name", () => {
    expect(occurrences(16, 23)).toEqual(["12:12 Sprout", "9:33 Sprout", "16:23 Sprout"]);
  });

  test("a library token: declared in the tokens library, used in card text and expectations", () => {
    const found = occurrences(5, 32);
    expect(found[0]).toMatch(/^cards\/tokens\.rift:\d+:\d+ Recruit$/);
    expect(found.slice(1)).toEqual(["5:31 Recruit", '28:10 "Recruit"']);
  });

  test("scenarios and decks are found at their declarations; nothing else names them", () => {
    expect(occurrences(32, 8)).toEqual(['32:6 "Wardens"']);
    expect(occurrences(19, 12)).toEqual(['19:10 "Gate Warden brings a Recruit"']);
  });

  test("a keyword, a tag or a comment is no name", () => {
    expect(occurrences(2, 4)).toEqual([]);
    expect(occurrences(4, 9)).toEqual([]);
    expect(occurrences(21, 30)).toEqual([]);
  });

  test("a misspelt name finds its other misspellings", () => {
    const text = FILE.replace('A plays "Gate Warden"', 'A plays "Gate Wardn"').replace(
      'expect "Gate Warden" in',
      'expect "Gate Wardn" in',
    );
    expect(occurrences(25, 12, text)).toEqual(['25:11 "Gate Wardn"', '27:10 "Gate Wardn"']);
  });

  test("a plain compile records no uses; the flag asks for them", () => {
    const input = { file: "main.rift", text: FILE };
    expect(compile(input, { library }).nameUses).toBeUndefined();
    expect(compile(input, { library, nameUses: true }).nameUses?.length).toBeGreaterThan(10);
  });
});

describe("rename", () => {
  test("rewrites the declaration and every use, and nothing else", () => {
    expect(problems(FILE)).toEqual(FILE_PROBLEMS);
    const text = renamed(25, 12, "Gate Keeper");
    expect(text.match(/"Gate Keeper"/g)).toHaveLength(6);
    expect(text).toContain('A hand: "Gate Keeper" // "Gate Warden" in a comment is no use');
    // The scenario's own name is another name: it stays.
    expect(text).toContain('scenario "Gate Warden brings a Recruit"');
    expect(problems(text)).toEqual(FILE_PROBLEMS);
  });

  test("a bare token name stays bare when it can, and is quoted when it cannot", () => {
    const bare = renamed(12, 13, "Seedling");
    expect(bare).toContain("token unit Seedling { might 1 tags Sprout }");
    expect(bare).toContain("kill target Seedling token");
    expect(problems(bare)).toEqual(FILE_PROBLEMS);
    const quoted = renamed(12, 13, "Tiny Sprout");
    expect(quoted).toContain('token unit "Tiny Sprout" { might 1 tags Sprout }');
    expect(quoted).toContain('play a "Tiny Sprout" token here');
    expect(problems(quoted)).toEqual(FILE_PROBLEMS);
    // A keyword cannot be a bare name: `unit` is quoted.
    expect(renamed(12, 13, "unit")).toContain('token unit "unit" {');
  });

  test("quotes and backslashes in a new name are escaped", () => {
    const text = renamed(14, 13, 'The "Big" \\ Prune');
    expect(text).toContain('card spell "The \\"Big\\" \\\\ Prune" {');
    expect(problems(text)).toEqual(FILE_PROBLEMS);
  });

  test("typed with its quotes, a name is the text between them", () => {
    expect(renamed(32, 8, '"Keepers"')).toContain('deck "Keepers" {');
  });

  test("refuses a name already taken in the same namespace", () => {
    expect(renamed(14, 13, "Windy Ridge")).toBe(
      'refused: "Windy Ridge" is already taken: the card declared at line 8',
    );
    // Cards and tokens share their names, and the tokens library's are taken too.
    expect(renamed(14, 13, "Recruit")).toMatch(
      /^refused: "Recruit" is already taken: the token declared at cards\/tokens\.rift:\d+$/,
    );
    // A scenario may share a deck's name: they are different namespaces.
    expect(renamed(19, 12, "Wardens")).toContain('scenario "Wardens"');
  });

  test("refuses a name that is not valid", () => {
    expect(renamed(1, 14, "")).toBe('refused: "" is not a valid name: a name cannot be empty');
    expect(renamed(1, 14, "Gate\nWarden")).toMatch(/is not a valid name: a name is one line/);
    expect(renamed(1, 14, " Gate")).toMatch(/cannot begin or end with a space$/);
  });

  test("refuses to rename a card while a syntax error hides some of its uses", () => {
    // The scenario does not parse, so its three uses of "Gate Warden" are not known.
    const text = FILE.replace("resolve chain", "resolve chian");
    expect(renamed(1, 14, "Gate Keeper", text)).toBe(
      'refused: "Gate Warden" cannot be renamed while line 26 has a syntax error: a use of it in ' +
        "a declaration that does not parse would keep the old name",
    );
    // A scenario's or a deck's name is written only where it is declared: nothing is missed.
    expect(renamed(32, 8, "Keepers", text)).toContain('deck "Keepers" {');
  });

  test("refuses a name written in a read-only file, and one nothing declares", () => {
    expect(renamed(5, 32, "Conscript")).toBe(
      'refused: "Recruit" is declared in cards/tokens.rift, which is read-only here',
    );
    const text = FILE.replace('A plays "Gate Warden"', 'A plays "Gate Wardn"');
    expect(renamed(25, 12, "Gate Warden", text)).toBe(
      'refused: no card or token is named "Gate Wardn"; only a declared name can be renamed',
    );
  });

  test("a bare name is one word the lexer reads as a name", () => {
    expect(isBareName("Sprout")).toBe(true);
    expect(isBareName("sprout_2")).toBe(true);
    expect(isBareName("2sprout")).toBe(false);
    expect(isBareName("unit")).toBe(false);
    expect(isBareName("Big Sprout")).toBe(false);
  });
});

describe("document symbols", () => {
  test("the file's cards, tokens, scenarios and decks, with their kinds and names' places", () => {
    const source = unit();
    expect(
      documentSymbols(source.outline, "main.rift").map(
        (s) =>
          `${s.detail} ${s.name} ${s.extent.line}-${s.extent.endLine} @${s.range.line}:${s.range.column}`,
      ),
    ).toEqual([
      "card unit Gate Warden 1-6 @1:11",
      "card battlefield Windy Ridge 8-10 @8:18",
      "token unit Sprout 12-12 @12:12",
      "card spell Prune 14-17 @14:12",
      "scenario Gate Warden brings a Recruit 19-30 @19:10",
      "deck Wardens 32-36 @32:6",
    ]);
    const symbols = documentSymbols(source.outline, "main.rift");
    // The breadcrumbs: the declaration the cursor is in, braces included; none between two.
    expect(symbolContaining(symbols, 15, 5)?.name).toBe("Prune");
    expect(symbolContaining(symbols, 17, 1)?.name).toBe("Prune");
    expect(symbolContaining(symbols, 18, 1)).toBeUndefined();
    expect(symbolContaining(symbols, 36, 1)?.kind).toBe("deck");
    // The tokens library's own outline, for its read-only tab.
    expect(documentSymbols(source.outline, LIBRARY).map((s) => s.name)).toContain("Recruit");
  });
});
