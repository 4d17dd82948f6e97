/**
 * The direct reader (`grammar/direct/`) against its oracle, Chevrotain and `AstBuilder`: whenever
 * the reader returns an AST, Chevrotain must parse the same tokens without error to an AST equal
 * to it — ranges and key order included. Checked on every `.rift` file of `cards/` and
 * `test/rules/`, every LANGUAGE.md example, both generated benchmark sets, and a few thousand
 * seeded mutations of real declarations.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { IToken } from "chevrotain";
import { describe, expect, test } from "vitest";
import { generateCardFiles } from "../../bench/generate-cards.js";
import { generateCardFile } from "../../bench/parse-cards.js";
import type { DeclarationNode } from "../../grammar/ast.js";
import { AstBuilder } from "../../grammar/cst-to-ast.js";
import { setDirectReading } from "../../grammar/declaration-parse.js";
import { readDeclaration } from "../../grammar/direct/read-declaration.js";
import { LineMap } from "../../grammar/line-map.js";
import { parseFile, parser } from "../../grammar/index.js";
import { scan } from "../../grammar/scanner.js";

const ROOT = new URL("../../", import.meta.url).pathname;

function riftFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) found.push(...riftFiles(path));
    else if (entry.endsWith(".rift")) found.push(path);
  }
  return found;
}

interface Source {
  file: string;
  text: string;
}

const cardFiles: Source[] = riftFiles(join(ROOT, "cards")).map((file) => ({
  file,
  text: readFileSync(file, "utf8"),
}));
const ruleFiles: Source[] = riftFiles(join(ROOT, "test/rules")).map((file) => ({
  file,
  text: readFileSync(file, "utf8"),
}));
/** The other `.rift` files of the tests: scenarios, fixtures, files with mistakes on purpose. */
const testFiles: Source[] = riftFiles(join(ROOT, "test"))
  .filter((file) => !file.includes("/test/rules/"))
  .map((file) => ({ file, text: readFileSync(file, "utf8") }));
const LANGUAGE = readFileSync(join(ROOT, "LANGUAGE.md"), "utf8");
const examples: Source[] = [...LANGUAGE.matchAll(/```rift\n([\s\S]*?)```/g)].map((match) => ({
  file: `LANGUAGE.md@${match.index}`,
  text: match[1]!,
}));
/**
 * Constructs the files above use rarely or not at all — each choice of place, event, condition,
 * suffix and amount the reader makes — so that every way through it meets the oracle.
 */
const constructs: Source = {
  file: "constructs.rift",
  text: `card spell "Place This" { effect: move target unit to this }
card spell "Place That" { effect: move target unit to that battlefield }
card spell "Place Named" { effect: banish target battlefield as w; move target unit to w }
card spell "Place Opponent Base" { effect: move target unit to an opponent's base }
card spell "Place Enemy Field" { effect: move target unit to an enemy battlefield }
card spell "Place Counted" { effect: move target unit to target battlefield; move it to another battlefield; move it to up to 1 battlefield; move it to 1 battlefield }
card spell "Place Deck" { effect: put target unit on the top of its owner's deck; move it to the chain; move it to its location }
card spell "Place Players" { effect: move target unit to that player's hand; move it to a player's trash; return target unit as lost to lost's owner's hand }
card spell "Place Instead" { effect: move target unit to its owner's hand instead of its owner's trash }
card spell "Player Subjects" { effect: each opponent discards 1; target player draws 2 and target opponent burns 1; each player draws 1 and each opponent scores 1 point; target opponent gains control of target unit; target player discards a card as tossed }
card spell "Typed Tokens" { effect: replace target unit with a Sprite unit token; play a ready Recruit unit token here; play 2 Gold gear tokens for each friendly unit }
card spell "Keywords Both" { effect: kill all units with Tank and Assault; kill all units with Deflect and Shield here }
card unit "Player Events" {
  when you discard a card: draw 1
  when you hold here: draw 1
  when you score: draw 1
  when you channel: draw 1
  when the opponent plays a spell: draw 1
  when the triggering player draws: draw 1
  when lost's owner conquers there: draw 1
}
card unit "Object Events" {
  when this is discarded: draw 1
  when a unit moves to your base: draw 1
  when this holds: draw 1
  when this swaps back: draw 1
  when this takes damage: draw 1
  when this is dealt damage: draw 1
  when this returns to its owner's hand: draw 1
  when this changes control: draw 1
  when this enters here: draw 1
  when this is countered: draw 1
  when this would be banished, once each turn: draw 1
  when an enemy unit dies here: draw 1
  when all friendly units with might 2 or less attack there, once each turn: draw 1
}
card spell "Delayed Place" { effect: this turn, when a unit is banished there: draw 1 }
scenario "Quantities" { setup { A base: "Recruit", "Recruit" } expect each "Recruit" is ready  expect not 2 "Recruit" in A base  expect A base has 2 units  expect A base has 2 tokens  expect A trash has 0 spells  expect A trash has 0 gear  expect A runes has 0 runes  expect A hand has 0 cards }
card unit "Phases" {
  at the end of the opponent's turn: draw 1
  at start of an opponent's main phase: draw 1
  at the start of each turn: draw 1
}
card unit "Conditions" {
  while you control it, this gets +1 might
  while you control that unit, this gets +1 might
  while you control lost, this gets +1 might
  while it is your turn and there are no units here, this gets +1 might
  while you have 3 or more points or not (it is an opponent's turn), this gets +1 might
  when this dies, if you paid the optional cost, if you played another card this turn: draw 1
  while an opponent controls 2 or more units, this gets -1 might
}
card unit "Costs" {
  discard 2 unit cards: draw 1
  discard a unit card as d: draw 1
  recycle 2, pay 1 Fury power + 2 power of any domain: draw 1
  action — kill a friendly unit, exhaust this: draw 1
  as you play this, discard 1
  discard an exhausted unit card: draw 1
}
card unit "Token Then Phase" {
  when this dies: play a Recruit token there; discard an exhausted card; move it to the opponent's hand
  at the start of your turn: play a Recruit token
  at the end of your turn: draw 1
}
card spell "Instructions" {
  effect: for each friendly unit, draw 1; an opponent gains control of this until your next turn; discard 2 unit cards; an opponent discards a card; replace this with an Echo token; score one point; look at the top card of your deck
}
card spell "Otherwise" { effect: if you do, draw 1, otherwise, draw 2; if you do, draw 1 otherwise { draw 2; discard 1 } }
card unit "Suffixes" {
  units at any battlefield get +1 might
  units at w get +1 might
  cards in the chain get +1 might
  units on the board get +1 might
  units with might < 3 get +1 might
  units with cost <= 2 get +1 might
  units with might more than 2 get +1 might
  units with might less than 3 get +1 might
  units in each player's trash get +1 might
  units with might at most 2 get +1 might
  units with cost exactly 1 get +1 might
  units any player controls get +1 might
  units each player owns get +1 might
  units the opponent controls get +1 might
  units opponents control get +1 might
  units in an opponent's trash get +1 might
  units with tag Bird and Cat get +1 might
  units with Flow get +1 might
  opponent's exhausted Fury Recruit units or gears get +1 might
}
card spell "Amounts" { effect: deal an opponent's score to target unit; deal your score to it; deal the might of that unit to it; draw the number of units here; burn its might; channel a rune exhausted; channel 2 runes }
card spell "Nouns" { effect: kill that token; kill the triggering card; kill them; play it for 2; play target unit ignoring its cost }
card spell "Statics" { effect: give target unit { this can't move } this turn; give it { this can't be targeted by opponents } permanently }
card unit "Static Forms" {
  this can't be targeted
  cards in your hand cost 1 less
  your tokens enter ready
  units here have Tank, Deflect 2 and Assault
  this gains tag Bird, domain Fury and { when this dies: draw 1 }
}
card spell "Tokens" { effect: create 2 exhausted Recruit tokens with Tank in your base for each friendly unit for an opponent as made; play a Recruit token for the triggering player }
card spell "Delayed" { effect: until the next time this dies, when you conquer: draw 1; permanently, when this dies: draw 1; until end of turn, when this dies: { draw 1; draw 2 } }
card unit "Until Own Event" { when this is played: give target unit +1 might until this leaves the board; give it Tank until it is banished; until this leaves the board, when a unit dies: draw 1; give it +1 might until it takes combat damage }
card spell "Repeat" { effect: do this 2 times, draw 1; reveal the top 2 cards of an opponent's deck as seen; choose 2: { draw 1 } or { draw 2 } or { draw 3 } }
card unit "Keyword Abilities" {
  keywords Flow 1 + 1 Mind, Repeat 2, Shield, Hidden
  deathknell: draw 1.
  reaction - exhaust this: draw 1
}
deck "Champion First" { champion "C" legend "L" battlefield "A", "B" rune 6 Fury, 6 Calm main 3 "X", 2 "Y" }
card spell "And Joins" { effect: draw a card and discard a card; you may discard 1 and draw 2; if you do, kill target unit and each player draws 1; otherwise, ready this and an opponent burns 1 }
card spell "And Bodies" { effect: for each enemy unit as foe, deal 1 to foe and draw 1; do this 2 times, draw 1 and discard 1; this turn, when you conquer: draw 1 and score 1 point }
card spell "And Lists" { effect: give target unit +1 might and Tank this turn and draw 1; kill all units with tag Bird and Cat and draw 1; kill all units with Tank and Assault and draw 1 }
card spell "Choose Dash" { effect: choose one — { draw 2 } or { discard 1 and draw 1 }; choose two - { draw 1 } or { draw 2 } or { draw 3 } }
card spell "Number Words" { effect: draw two; draw three cards; draw one card; discard two; discard two unit cards; deal three to up to two target units; kill one target unit; burn two }
card spell "More Number Words" { effect: play two ready Recruit tokens; create one Recruit token at your base; channel two runes exhausted; score two points; look at the top three cards of your deck; do this three times, draw 1; draw two for each friendly unit }
card unit "Number Word Cost" { discard two: draw 1 }
card spell "Preventions" { effect: prevent the next 3 damage that would be dealt to target unit this turn; prevent the next 1 combat damage that would be dealt to all friendly units here until your next turn and prevent all combat damage permanently; prevent all damage that would be dealt to it until the next time it attacks }
`,
};
const generated: Source = { file: "generated.rift", text: generateCardFile(10_000) };
/** Line ends and indentation a file may have: ranges must still come out as the builder's. */
const fury = cardFiles.find((source) => source.file.endsWith("core-fury.rift"))!;
const variants: Source[] = [
  { file: "crlf.rift", text: fury.text.replace(/\n/g, "\r\n") },
  { file: "lone-cr.rift", text: fury.text.replace(/\n/g, "\r") },
  { file: "mixed.rift", text: fury.text.replace(/\n\n/g, "\r\n\r") },
  { file: "bom.rift", text: `\uFEFF${fury.text}` },
  { file: "tabs.rift", text: fury.text.replace(/^ {2}/gm, "\t") },
];
const bundled: Source[] = generateCardFiles(10_000, 50);

function parseWith(direct: boolean, source: Source): ReturnType<typeof parseFile> {
  setDirectReading(direct);
  try {
    return parseFile(source.file, source.text);
  } finally {
    setDirectReading(true);
  }
}

/** The declarations of a file as each one's own text, lexed on its own. */
function declarationTokens(source: Source): { text: string; tokens: IToken[] }[] {
  return parseWith(false, source)
    .ast.declarations.filter((node) => node.kind !== "Error")
    .map((node) => {
      const text = source.text.slice(node.range.offset, node.range.endOffset);
      return { text, tokens: scan(text).tokens };
    });
}

interface Verdict {
  accepted: boolean;
  /** Empty when the reader declined or agreed with the oracle; otherwise what differs. */
  problems: string[];
}

/** Reads `tokens` both ways; the reader may decline, but never disagree. */
function judge(file: string, text: string, tokens: IToken[]): Verdict {
  const lines = new LineMap(text);
  const direct = readDeclaration(tokens, new AstBuilder(file, lines));
  if (direct === undefined) return { accepted: false, problems: [] };
  parser.setRecovery(false);
  parser.input = tokens;
  const cst = parser.declaration();
  const errors = parser.errors.map((error) => error.message);
  parser.setRecovery(true);
  if (errors.length > 0 || cst === undefined) {
    return { accepted: true, problems: [`Chevrotain: ${errors[0] ?? "no tree"}`] };
  }
  const builder = new AstBuilder(file, lines);
  const expected: DeclarationNode = builder.declaration(cst);
  const problems = builder.diagnostics.map((d) => `builder: ${d.code} ${d.message}`);
  if (JSON.stringify(direct) !== JSON.stringify(expected)) {
    problems.push(`AST differs:\n${JSON.stringify(direct)}\n${JSON.stringify(expected)}`);
  }
  return { accepted: true, problems };
}

describe("the direct reader agrees with Chevrotain on whole files", () => {
  const all = [
    ...cardFiles,
    ...ruleFiles,
    ...testFiles,
    ...examples,
    constructs,
    ...variants,
    generated,
    ...bundled,
  ];
  test.each(all.map((source) => ({ name: source.file.replace(ROOT, ""), source })))(
    "$name",
    ({ source }) => {
      const withDirect = parseWith(true, source);
      const without = parseWith(false, source);
      expect(withDirect).toStrictEqual(without);
      // Key order too: the AST's objects keep the shapes the builder gives them.
      expect(JSON.stringify(withDirect)).toBe(JSON.stringify(without));
    },
  );
});

describe("the direct reader agrees with Chevrotain declaration by declaration", () => {
  const sources = [...cardFiles, ...ruleFiles, ...testFiles, ...examples, constructs];
  test.each(sources.map((source) => ({ name: source.file.replace(ROOT, ""), source })))(
    "$name",
    ({ source }) => {
      for (const { text, tokens } of declarationTokens(source)) {
        expect(judge(source.file, text, tokens).problems).toEqual([]);
      }
    },
  );
});

describe("the direct reader is really used", () => {
  test("it reads every card and token definition of cards/", () => {
    const declined: string[] = [];
    let definitions = 0;
    for (const source of cardFiles) {
      for (const { text, tokens } of declarationTokens(source)) {
        if (!/^(card|token)s?\s/i.test(text)) continue;
        definitions++;
        if (!judge(source.file, text, tokens).accepted) declined.push(text.split("\n")[0]!);
      }
    }
    expect(definitions).toBeGreaterThan(140);
    expect(declined).toEqual([]);
  });

  test("it reads every declaration of the rarer constructs", () => {
    const declarations = declarationTokens(constructs);
    expect(declarations.length).toBeGreaterThan(25);
    for (const { text, tokens } of declarations) {
      expect(judge(constructs.file, text, tokens), text).toEqual({ accepted: true, problems: [] });
    }
  });

  test("it reads every scenario and deck of cards/ and test/", () => {
    const declined: string[] = [];
    let read = 0;
    for (const source of [...cardFiles, ...ruleFiles, ...testFiles]) {
      for (const { text, tokens } of declarationTokens(source)) {
        if (!/^(scenario|deck)\s/i.test(text)) continue;
        read++;
        if (!judge(source.file, text, tokens).accepted) declined.push(text.split("\n")[0]!);
      }
    }
    expect(read).toBeGreaterThan(90);
    expect(declined).toEqual([]);
  });

  test("it reads every card of both generated benchmark sets", () => {
    for (const source of [generated, ...bundled]) {
      const declined = declarationTokens(source)
        .filter(({ text }) => /^(card|token)s?\s/i.test(text))
        .filter(({ text, tokens }) => !judge(source.file, text, tokens).accepted);
      expect(declined.map(({ text }) => text.split("\n")[0])).toEqual([]);
    }
    // Both generated sets through the reader: 7 s beside one other test run, 67 s under a load of 15.
  }, 180_000);

  test("deep nesting without brackets is declined, not a stack overflow", () => {
    const text = `card unit "X" { effect: ${"if you do, ".repeat(100_000)}draw 1 }`;
    expect(readDeclaration(scan(text).tokens, new AstBuilder("x.rift", new LineMap(text)))).toBe(
      undefined,
    );
  });

  // Each declined text beside one that differs only in what makes the reader decline it.
  test.each([
    [
      'scenario "s" { setup { A hand: "X\\q" } expect A hand: "X" }',
      'scenario "s" { setup { A hand: "X\\n" } expect A hand: "X" }',
    ],
    ['deck "d" { main 99999999999 "X" }', 'deck "d" { main 3 "X" }'],
    ['card unit "X" { might 99999999999 }', 'card unit "X" { might 999999999 }'],
    ['card unit "X\\q" { might 1 }', 'card unit "X\\n" { might 1 }'],
    [
      'card unit "X" { tank — exhaust this: draw 1 }',
      'card unit "X" { action — exhaust this: draw 1 }',
    ],
    [
      'card unit "X" { when an opponent conquers, if an opponent does: draw 1 }',
      'card unit "X" { when an opponent conquers, if you do: draw 1 }',
    ],
    ['card unit "X" { might 1 } }', 'card unit "X" { might 1 }'],
    [
      `card unit "X" { effect: if ${"not ".repeat(40)}you do, draw 1 }`,
      `card unit "X" { effect: if ${"not ".repeat(20)}you do, draw 1 }`,
    ],
    [
      `card unit "X" { effect: ${"if you do, ".repeat(40)}draw 1 }`,
      `card unit "X" { effect: ${"if you do, ".repeat(20)}draw 1 }`,
    ],
    [
      `card unit "X" { effect: ${"if you do, { ".repeat(30)}draw 1${" }".repeat(30)} }`,
      `card unit "X" { effect: ${"if you do, { ".repeat(10)}draw 1${" }".repeat(10)} }`,
    ],
  ])("declines %s", (declined, accepted) => {
    const read = (text: string) =>
      readDeclaration(scan(text).tokens, new AstBuilder("x.rift", new LineMap(text)));
    expect(read(declined)).toBe(undefined);
    expect(judge("x.rift", accepted, scan(accepted).tokens)).toEqual({
      accepted: true,
      problems: [],
    });
  });
});

/** mulberry32: a small seeded generator, so every run mutates the same way. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe("mutation fuzz: whenever the reader accepts, Chevrotain agrees", () => {
  const CASES = 30_000;
  const originals = [...cardFiles, ...ruleFiles, ...examples, constructs].flatMap((source) =>
    declarationTokens(source),
  );
  // Tokens to put in: every kind the corpus uses, and leaves the builder would report.
  const extra = scan('99999999999 "bad\\q" "open\n 0 or less than ( ) = != <= >= < > — ’s').tokens;
  const pool = [...originals.flatMap(({ tokens }) => tokens), ...extra];

  /**
   * Deletes, duplicates, swaps or replaces one or two tokens, then writes the tokens out as text
   * (a space or a line break between them) and lexes that again, so positions stay in text order
   * as they always are in a real file.
   */
  function mutate(tokens: readonly IToken[], next: () => number): string {
    const out = tokens.map((token) => token.image);
    const edits = next() < 0.7 ? 1 : 2;
    for (let e = 0; e < edits && out.length > 1; e++) {
      const i = Math.floor(next() * out.length);
      const how = Math.floor(next() * 4);
      if (how === 0) out.splice(i, 1);
      else if (how === 1) out.splice(i, 0, out[i]!);
      else if (how === 2) {
        const j = Math.floor(next() * out.length);
        [out[i], out[j]] = [out[j]!, out[i]!];
      } else out[i] = pool[Math.floor(next() * pool.length)]!.image;
    }
    return out.map((image) => (next() < 0.1 ? `\n  ${image}` : ` ${image}`)).join("");
  }

  test(`${CASES} mutated declarations`, () => {
    const next = seeded(20261129);
    let accepted = 0;
    let rejected = 0;
    const failures: string[] = [];
    for (let c = 0; c < CASES; c++) {
      const original = originals[Math.floor(next() * originals.length)]!;
      const text = mutate(original.tokens, next);
      const tokens = scan(text).tokens;
      const verdict = judge("fuzz.rift", text, tokens);
      if (verdict.accepted) accepted++;
      else rejected++;
      if (verdict.problems.length > 0 && failures.length < 5) {
        failures.push(`${text}\n${verdict.problems.join("\n")}`);
      }
    }
    console.log(`accepted ${accepted}, declined ${rejected}`);
    expect(failures).toEqual([]);
    // Both outcomes must be common, or the fuzz would test little.
    expect(accepted).toBeGreaterThan(CASES / 30);
    expect(rejected).toBeGreaterThan(CASES / 10);
  });
});
