/**
 * lead34: `rift play` with no deck named — a newcomer's first try — says how to play the bundled
 * sample decks, with paths that work from where it runs; and the command it names plays.
 */
import { describe, expect, test } from "vitest";
import { runRift } from "./run-rift.js";

describe("rift play without decks", () => {
  test("names the sample decks' command, and that command plays a whole game", async () => {
    const run = await runRift(["play", "--seed", "1"]);
    expect(run.code).toBe(2);
    const hint = /; to play the sample decks: rift play (\S+) (\S+) --seed 1\n$/.exec(run.stderr);
    expect(hint, run.stderr).not.toBeNull();
    expect(hint!.slice(1)).toEqual([
      "cards/decks/ember-vanguard.rift",
      "cards/decks/tidal-archive.rift",
    ]);
    const played = await runRift(["play", hint![1]!, hint![2]!, "--seed", "1"]);
    expect(played.code).toBe(0);
    expect(played.stdout).toMatch(/wins|draw/);
  });

  test("one deck named is told what is missing, without the hint", async () => {
    const run = await runRift(["play", "cards/decks/ember-vanguard.rift"]);
    expect(run.code).toBe(2);
    expect(run.stderr).not.toContain("sample decks");
  });
});
