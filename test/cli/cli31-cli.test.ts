/**
 * `rift play` prints a deck file's warnings before it plays (issue 6, "Bad input"): a misspelt
 * tag in a deck's own card still compiles, and the game then runs without the effect the designer
 * meant, so staying silent hid the one line that said why.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { EXIT_ERRORS, EXIT_OK } from "../../compiler/cli/exit-codes.js";
import { runRift } from "./run-rift.js";

const root = mkdtempSync(join(tmpdir(), "rift-cli31-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const OPPONENT = "cards/decks/tidal-archive.rift";

/** Thirteen cheap units, three copies each: a Main Deck of 40 with three spells. */
const RECRUITS = Array.from({ length: 13 }, (_, i) => `"Drill Recruit ${i} Cli31"`);

/** A small playable deck whose one spell names a tag no card has (RS2006, a warning). */
function deck(extraMain = ""): string {
  return `card spell "Drill Call Cli31" {
  cost 1
  domain Fury
  effect: give all units with tag Recriut +1 might this turn
}
card legend "Drill Legend Cli31" { domains Fury }
card battlefield "Drill Field One Cli31" { }
card battlefield "Drill Field Two Cli31" { }
card battlefield "Drill Field Three Cli31" { }
card unit "Drill Captain Cli31" { cost 2  domain Fury  might 2  tags Recruit }
${RECRUITS.map((name) => `card unit ${name} { cost 1  domain Fury  might 1  tags Recruit }\n`).join("")}
deck "Drill Cli31" {
  legend "Drill Legend Cli31"
  champion "Drill Captain Cli31"
  battlefields "Drill Field One Cli31", "Drill Field Two Cli31", "Drill Field Three Cli31"
  main 3 "Drill Call Cli31"${extraMain}
  main ${RECRUITS.map((name) => `3 ${name}`).join(", ")}
  runes 12 Fury
}
`;
}

function deckFile(name: string, text: string): string {
  const file = join(root, name);
  writeFileSync(file, text);
  return file;
}

describe("rift play shows a deck file's diagnostics", () => {
  test("a warning is printed on stderr with its line, and the game is still played", async () => {
    const file = deckFile("warned.rift", deck());
    const run = await runRift(["play", file, OPPONENT, "--seed", "3"]);
    expect(run.code).toBe(EXIT_OK);
    expect(run.stderr).toMatch(/warned\.rift:4:35: warning RS2006: [^\n]*`Recriut`/);
    expect(run.stderr).toContain("did you mean `Recruit`?");
    // The log is on stdout alone, as before: a pipeline reading it sees no diagnostics.
    expect(run.stdout).toMatch(/^A plays "Drill Cli31"; B plays "Tidal Archive"/);
    expect(run.stdout).not.toContain("RS2006");
  });

  test("--games N prints the warning once, not once a game", async () => {
    const file = deckFile("warned-games.rift", deck());
    const run = await runRift(["play", file, OPPONENT, "--games", "2", "--seed", "1"]);
    expect(run.code).toBe(EXIT_OK);
    expect(run.stderr.match(/warning RS2006/g)).toHaveLength(1);
    expect(run.stderr).toMatch(/games per second: [^\n]*\n$/);
  });

  test("with an error beside the warning, both are printed and nothing is played", async () => {
    const file = deckFile("broken.rift", deck(', 1 "Nowhere Card Cli31"'));
    const run = await runRift(["play", file, OPPONENT, "--seed", "1"]);
    expect(run.code).toBe(EXIT_ERRORS);
    expect(run.stderr).toMatch(/broken\.rift:4:35: warning RS2006/);
    expect(run.stderr).toMatch(/broken\.rift:\d+:\d+: error RS\d+: [^\n]*Nowhere Card Cli31/);
    expect(run.stderr).toMatch(/rift play: 1 error\n$/);
    expect(run.stdout).toBe("");
  });
});
