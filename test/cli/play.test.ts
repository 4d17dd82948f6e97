/**
 * `rift play` (issue 6 item 7 and "Bad input"), run in-process: one game prints a readable log,
 * `--games N` a summary; a deck with an unknown card is a compile error (exit 1), a bad number or
 * a missing file a one-line message (exit 2), never a stack trace.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runRift } from "./run-rift.js";

const A = "cards/decks/ember-vanguard.rift";
const B = "cards/decks/tidal-archive.rift";

function play(args: readonly string[]) {
  return runRift(["play", ...args]);
}

const SMALL_SET = `
card legend "Test Legend" { domains Fury }
card battlefield "Test Field One" { }
card battlefield "Test Field Two" { }
card battlefield "Test Field Three" { }
card unit "Test Soldier" { cost 1  domain Fury  might 1 }
`;

function tempDeck(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "rift-play-"));
  const file = join(dir, "deck.rift");
  writeFileSync(file, text);
  return file;
}

describe("rift play", () => {
  test("--seed 1 prints a whole game: turns, plays, resolutions, moves, combats, scores and the end", async () => {
    const run = await play([A, B, "--seed", "1"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const log = run.stdout;
    expect(log).toMatch(/^A plays "Ember Vanguard"; B plays "Tidal Archive"/);
    expect(log).toMatch(/\nTurn 1 — [AB]\n/);
    expect(log).toMatch(/\n[AB] plays [^\n]+\n/);
    expect(log).toMatch(/ resolves\n/);
    expect(log).toMatch(/\n[AB] moves [^\n]+ to /);
    expect(log).toMatch(/combat at [^\n]+: [AB] attacks, [AB] defends/);
    expect(log).toMatch(/[AB] gains 1 point \((conquer|hold)\)/);
    expect(log).toMatch(/\n(result: [AB] wins in turn \d+ \(A \d+, B \d+\)|draw: [^\n]+)\n$/);
    const again = await play([A, B, "--seed", "1"]);
    expect(again.stdout).toBe(log);
  });

  test("--games N prints a summary: wins per side, draws, average turns, games per second, cards played", async () => {
    const run = await play([A, B, "--games", "5", "--seed", "10"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^5 games\n/);
    expect(run.stdout).toMatch(
      / {2}A "Ember Vanguard": \d+ wins?\n {2}B "Tidal Archive": \d+ wins?\n/,
    );
    expect(run.stdout).toMatch(/draws: \d+ \(turn limit \d+, action limit \d+\)/);
    expect(run.stdout).toMatch(/average turns: \d+\.\d/);
    expect(run.stdout).toMatch(/cards played per game: \d+\.\d/);
    // The rate varies from run to run, so it goes to stderr (cli27): stdout is the same each time.
    expect(run.stderr).toMatch(/^games per second: \d+\.\d/);
    const wins = [...run.stdout.matchAll(/: (\d+) wins?\n/g)].map((m) => Number(m[1]));
    const draws = Number(/draws: (\d+)/.exec(run.stdout)?.[1]);
    expect(wins.reduce((a, b) => a + b, 0) + draws).toBe(5);
  });

  test("the log names what a spell or ability targets, and the cards an ability draws", async () => {
    const run = await play([A, B, "--seed", "1"]);
    expect(run.code).toBe(0);
    // Before, "A plays Flashfire" left the target to be guessed from the damage that followed.
    expect(run.stdout).toMatch(/\n[AB] plays [^\n]+, targeting [^\n]+\n/);
    expect(run.stdout).toMatch(/\n {2}[AB] draws (a card|\d+ cards)\n/);
    // What a `give` did, not only that its source resolved.
    expect(run.stdout).toMatch(/\n {2}[^\n]+ gets [+-]\d+ might this turn\n/);
    // A Hidden card played from facedown says so: the reader only saw "hides a card" before.
    const hidden = await play([A, B, "--seed", "11"]);
    expect(hidden.stdout).toMatch(/\n[AB] hides a card at [^\n]+\n/);
    expect(hidden.stdout).toMatch(/\n[AB] plays [^\n]+ from facedown(, targeting [^\n]+)?\n/);
  });

  test("--games N says how often each card was played, and which cards no game played", async () => {
    // 13 playable units and one that costs more energy than any game channels.
    const units = Array.from(
      { length: 13 },
      (_, i) => `card unit "Cheap Soldier ${i}" { cost 1  domain Fury  might 1 }\n`,
    ).join("");
    const file = tempDeck(
      `${SMALL_SET}${units}card unit "Unaffordable Giant" { cost 99  domain Fury  might 9 }
deck "Soldiers" {
  legend "Test Legend"
  battlefields "Test Field One", "Test Field Two", "Test Field Three"
  champion "Unaffordable Giant"
  main ${Array.from({ length: 13 }, (_, i) => `3 "Cheap Soldier ${i}"`).join(", ")}
  runes 12 Fury
}
`,
    );
    const run = await play([file, B, "--games", "3", "--seed", "1"]);
    expect(run.stderr).toMatch(/^games per second: [^\n]*\n$/);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\n {2}the player going first won \d of 3\n/);
    expect(run.stdout).toMatch(/\n {2}A "Soldiers" plays per game: Cheap Soldier \d+ \d\.\d\d, /);
    expect(run.stdout).toMatch(/\n {2}B "Tidal Archive" plays per game: [^\n]+ \d\.\d\d/);
    expect(run.stdout).toMatch(/\n {2}A never played: Unaffordable Giant\n/);
    expect(run.stdout).not.toMatch(/plays per game: [^\n]*Unaffordable Giant/);
  });

  test("a seed that is not a number, a missing file, a bad --games: one clear line, exit 2", async () => {
    for (const [args, message] of [
      [[A, B, "--seed", "abc"], "rift play: --seed must be a whole number, not 'abc'\n"],
      [[A, B, "--seed", "1.5"], "rift play: --seed must be a whole number, not '1.5'\n"],
      [
        [A, B, "--games", "0"],
        "rift play: --games must be a whole number of at least 1, not '0'\n",
      ],
      [
        [A, "cards/decks/missing.rift"],
        "rift play: cannot read cards/decks/missing.rift: no such file\n",
      ],
      [[A, "cards/decks"], "rift play: cannot read cards/decks: it is a folder, not a file\n"],
      [
        [A],
        "rift play: name 2, 3 or 4 deck files, one per player, not 1 (rift play DECK_A.rift DECK_B.rift [DECK_C.rift [DECK_D.rift]] [--mode duel|skirmish|war] --seed N)\n",
      ],
    ] as const) {
      const run = await play(args);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toBe(message);
      expect(run.stdout).toBe("");
    }
  });

  test("a file without a deck is misuse: exit 2", async () => {
    const run = await play([A, tempDeck(SMALL_SET)]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /deck\.rift declares no deck; name files that declare one deck each\n$/,
    );
  });

  test("a deck naming an unknown card is a compile diagnostic: exit 1", async () => {
    const file = tempDeck(
      `${SMALL_SET}
deck "Broken" {
  legend "Test Legend"
  battlefields "Test Field One", "Test Field Two", "Test Field Three"
  main 3 "Test Soldier", 3 "No Such Card"
  runes 12 Fury
}
`,
    );
    const run = await play([file, B]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/deck\.rift:\d+:\d+: error RS2003: no card is named "No Such Card"/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).toBe("");
  });

  test("a deck breaking construction rules (CR 103) is reported at the deck: exit 1", async () => {
    const file = tempDeck(
      `${SMALL_SET}
deck "Too Small" {
  legend "Test Legend"
  battlefields "Test Field One", "Test Field Two", "Test Field Three"
  main 3 "Test Soldier"
  runes 12 Fury
}
`,
    );
    const run = await play([file, B]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /deck\.rift:\d+:\d+: error RS2037: deck "Too Small": the Main Deck has 3 cards; it needs at least 40 \(CR 103\.2\)\n/,
    );
  });
});
