import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compile } from "../../compiler/compile.js";
import { loadTokenLibrary, nodeHost } from "../../compiler/node-host.js";
import { playRandomGame } from "../../playground/src/board/random-game.js";

const deckFiles = readdirSync("cards/decks")
  .filter((file) => file.endsWith(".rift"))
  .map((file) => ({
    file: `cards/decks/${file}`,
    text: readFileSync(`cards/decks/${file}`, "utf8"),
  }));
const samples = compile(deckFiles, { library: loadTokenLibrary(), host: nodeHost });

describe("the random game button's game", () => {
  test("the sample decks compile", () => {
    expect(samples.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(samples.decks.length).toBeGreaterThanOrEqual(2);
  });

  test("plays two sample decks to the end and keeps the whole log and the final board", () => {
    const report = playRandomGame(samples.decks, samples.definitions, 7);
    expect(report.decks).toEqual(samples.decks.slice(0, 2).map((deck) => deck.name));
    expect(report.frame.players.map((player) => player.id)).toHaveLength(2);
    expect(report.log.length).toBeGreaterThan(20);
    expect(report.log.length).toBe(report.frame.logLength);
    expect(report.actions).toBeGreaterThan(0);
    if (report.end === "victory") expect(report.winner).not.toBeNull();
    else expect(report.winner).toBeNull();
  });

  test("the same seed plays the same game; another seed another", () => {
    const text = (seed: number): string =>
      playRandomGame(samples.decks, samples.definitions, seed)
        .log.map((line) => line.text)
        .join("\n");
    expect(text(11)).toBe(text(11));
    expect(text(11)).not.toBe(text(12));
  });

  test("one deck is not enough", () => {
    expect(() => playRandomGame(samples.decks.slice(0, 1), samples.definitions, 1)).toThrow(
      "two decks",
    );
  });
});
