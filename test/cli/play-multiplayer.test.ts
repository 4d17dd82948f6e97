/**
 * `rift play` with three and four deck files (CR 487 Skirmish, 488 War), run in-process: a log or
 * a summary for every player; a number of decks or a `--mode` no game takes is misuse (exit 2);
 * a deck breaking the construction rules is a diagnostic at file:line:column (exit 1), from
 * `rift check` as from `rift play`.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runRift } from "./run-rift.js";

const A = "cards/decks/ember-vanguard.rift";
const B = "cards/decks/tidal-archive.rift";

const USAGE =
  "(rift play DECK_A.rift DECK_B.rift [DECK_C.rift [DECK_D.rift]] [--mode duel|skirmish|war] --seed N)";

function tempDeck(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "rift-play-ffa-"));
  const file = join(dir, "deck.rift");
  writeFileSync(file, text);
  return file;
}

describe("rift play with more than two players", () => {
  test("three decks play a Skirmish to its end: the mode, the turn order and every player's score", async () => {
    const run = await runRift(["play", A, B, A, "--seed", "4"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const log = run.stdout;
    expect(log).toMatch(/^FFA3 Skirmish \(CR 487\): 3 players, 8 points to win\n/);
    expect(log).toMatch(
      /\nA plays "Ember Vanguard"; B plays "Tidal Archive"; C plays "Ember Vanguard"\n/,
    );
    expect(log).toMatch(/\nbattlefields: [^\n]+ \(A\), [^\n]+ \(B\), [^\n]+ \(C\)\n/);
    expect(log).toMatch(
      /\n([ABC]) goes first; turn order \1, [ABC], [ABC]; mulligans: A \d, B \d, C \d\n/,
    );
    expect(log).toMatch(
      /\n(result: [ABC] wins in turn \d+ \(A \d+, B \d+, C \d+\)|draw: [^\n]+)\n$/,
    );
    expect((await runRift(["play", A, B, A, "--seed", "4"])).stdout).toBe(log);
  });

  test("four decks play a War: the first player brings no battlefield (CR 488.4.b)", async () => {
    const run = await runRift(["play", A, B, A, B, "--seed", "2", "--mode", "war"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^FFA4 War \(CR 488\): 4 players, 8 points to win\n/);
    const first = /\n([ABCD]) goes first; turn order/.exec(run.stdout)?.[1];
    const battlefields = /\nbattlefields: ([^\n]+)\n/.exec(run.stdout)?.[1] ?? "";
    expect(battlefields.match(/\([ABCD]\)/g)).toHaveLength(3);
    expect(battlefields).not.toContain(`(${first})`);
    expect(run.stdout).toMatch(/\(A \d+, B \d+, C \d+, D \d+\)\n$/);
  });

  test("--games N sums up every player: wins, draws, and wins by place in the turn order", async () => {
    const run = await runRift(["play", A, B, A, B, "--games", "4", "--seed", "20"]);
    expect(run.stderr).toMatch(/^games per second: [^\n]*\n$/);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^4 games of FFA4 War \(CR 488\)\n/);
    for (const [player, deck] of [
      ["A", "Ember Vanguard"],
      ["B", "Tidal Archive"],
      ["C", "Ember Vanguard"],
      ["D", "Tidal Archive"],
    ])
      expect(run.stdout).toMatch(new RegExp(`\\n {2}${player} "${deck}": \\d+ wins?\\n`));
    const wins = [...run.stdout.matchAll(/: (\d+) wins?\n/g)].map((m) => Number(m[1]));
    const draws = Number(/draws: (\d+)/.exec(run.stdout)?.[1]);
    expect(wins).toHaveLength(4);
    expect(wins.reduce((a, b) => a + b, 0) + draws).toBe(4);
    const places =
      /wins by place in the turn order: 1st (\d+), 2nd (\d+), 3rd (\d+), 4th (\d+)\n/.exec(
        run.stdout,
      );
    expect(places?.slice(1).reduce((a, b) => a + Number(b), 0)).toBe(4 - draws);
    expect(run.stdout).toMatch(/\n {2}D "Tidal Archive" plays per game: /);
  });

  test("a number of decks no mode takes, or a --mode that does not fit them: one clear line, exit 2", async () => {
    for (const [args, message] of [
      [[A], `name 2, 3 or 4 deck files, one per player, not 1 ${USAGE}`],
      [[A, B, A, B, A], `name 2, 3 or 4 deck files, one per player, not 5 ${USAGE}`],
      [
        [A, B, A, "--mode", "war"],
        "--mode war: the FFA4 War takes 4 deck files, one per player, not 3 (CR 488.1)",
      ],
      [
        [A, B, "--mode", "ffa3"],
        "--mode ffa3: the FFA3 Skirmish takes 3 deck files, one per player, not 2 (CR 487.1)",
      ],
      [
        [A, B, A, B, "--mode", "2v2"],
        "--mode 2v2: 2v2 (Magma Chamber, CR 489) is not supported; the runtime has no teams (CR 489.8)",
      ],
      [
        [A, B, "--mode", "melee"],
        "--mode must be one of duel, skirmish, war (or 1v1, ffa3, ffa4), not 'melee'",
      ],
    ] as const) {
      const run = await runRift(["play", ...args]);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toBe(`rift play: ${message}\n`);
      expect(run.stdout).toBe("");
    }
  });

  test("--mode names the mode the decks already imply", async () => {
    const named = await runRift(["play", A, B, A, "--seed", "3", "--mode", "skirmish"]);
    const implied = await runRift(["play", A, B, A, "--seed", "3"]);
    expect(named.code).toBe(0);
    expect(named.stdout).toBe(implied.stdout);
    const duel = await runRift(["play", A, B, "--seed", "3", "--mode", "1v1"]);
    expect(duel.stdout).toBe((await runRift(["play", A, B, "--seed", "3"])).stdout);
  });

  test("a deck without a Chosen Champion is a diagnostic at its name (CR 103.2): exit 1 from check and play", async () => {
    const file = tempDeck(`use "${process.cwd()}/cards/core-legends.rift"
use "${process.cwd()}/cards/core-battlefields.rift"
use "${process.cwd()}/cards/core-fury.rift"
use "${process.cwd()}/cards/core-order.rift"

deck "No Champion" {
  legend "The Ember Marshal"
  battlefields "Emberfall Crossing", "Contested Ford", "Gloomwood Verge"
  main 3 "Ashfang Raider", 3 "Cinderling", 3 "Ember Phantom", 2 "Warband Drummer"
  main 1 "Kilnborn Juggernaut", 3 "Flashfire", 2 "Blazing Tithe", 2 "Reckless Charge"
  main 2 "Forked Ember", 2 "Finishing Strike", 1 "Molten Gauntlet"
  main 2 "Quartermaster", 2 "Shieldwall Veteran", 2 "Drill Instructor", 1 "Garrison Marshal"
  main 2 "Vanguard Summons", 2 "Rally the Ranks", 2 "Shoulder to Shoulder", 1 "Battle Plans"
  main 2 "Last Stand Oath"
  runes 6 Fury, 6 Order
}
`);
    const expected =
      /deck\.rift:6:6: error RS2037: deck "No Champion": a deck needs a Chosen Champion \(CR 103\.2, 103\.2\.a\): write `champion "Name"`\n/;
    const check = await runRift(["check", file]);
    expect(check.code).toBe(1);
    expect(check.stderr + check.stdout).toMatch(expected);
    const play = await runRift(["play", A, B, file]);
    expect(play.code).toBe(1);
    expect(play.stderr).toMatch(expected);
    expect(play.stderr).not.toMatch(/\n\s+at /);
    expect(play.stdout).toBe("");
  });
});
