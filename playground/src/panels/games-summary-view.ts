/**
 * The summary of "play N games": the numbers `rift play --games N` prints, as a table to read at a
 * glance, with the CLI's own text underneath to copy. Every name goes in as text.
 */
import type { PlaySummary } from "../../../runtime/play-summary.js";
import { el } from "../dom.js";
import type { GamesReport, TableDecks } from "../worker/protocol.js";

const ORDINALS = ["1st", "2nd", "3rd", "4th"];

function percent(part: number, whole: number): string {
  return whole === 0 ? "–" : `${Math.round((100 * part) / whole)}%`;
}

function modeTitle(summary: PlaySummary, modes: TableDecks["modes"]): string {
  return modes.find((m) => m.players === summary.seats.length)?.title ?? summary.mode;
}

function fact(label: string, value: string, id: string): HTMLElement {
  return el(
    "div",
    { className: "summary-fact", attributes: { "data-testid": `summary-${id}` } },
    el("span", { className: "summary-label", text: label }),
    el("span", { className: "summary-value", text: value }),
  );
}

export function drawGamesSummary(report: GamesReport & { summary: PlaySummary }): HTMLElement {
  const { summary, firstSeed } = report;
  const { games, seats } = summary;
  const lastSeed = firstSeed + games - 1;
  const heading = `${games} game${games === 1 ? "" : "s"} of ${modeTitle(summary, report.table.modes)}`;
  const wins = el(
    "table",
    { className: "summary-wins", attributes: { "data-testid": "summary-wins" } },
    el(
      "thead",
      {},
      el("tr", {}, ...["Player", "Deck", "Wins", ""].map((text) => el("th", { text }))),
    ),
    el(
      "tbody",
      {},
      ...seats.map((seat) =>
        el(
          "tr",
          {},
          el("td", { text: seat.player }),
          el("td", { text: seat.deck }),
          el("td", { className: "number", text: String(seat.wins) }),
          el("td", { className: "number muted", text: percent(seat.wins, games) }),
        ),
      ),
    ),
  );
  const facts = el(
    "div",
    { className: "summary-facts" },
    fact(
      "Draws",
      `${summary.draws.total} (turn limit ${summary.draws.turnLimit}, action limit ${summary.draws.actionLimit})`,
      "draws",
    ),
    fact(
      "First player won",
      `${summary.firstPlayerWins} of ${games} (${percent(summary.firstPlayerWins, games)})`,
      "first",
    ),
    seats.length > 2
      ? fact(
          "Wins by place in turn order",
          summary.winsByPlace.map((n, i) => `${ORDINALS[i] ?? i + 1} ${n}`).join(", "),
          "places",
        )
      : null,
    fact("Average turns", summary.averageTurns.toFixed(1), "turns"),
    fact("Cards played per game", summary.cardsPerGame.toFixed(1), "cards"),
    fact("Actions per game", summary.actionsPerGame.toFixed(1), "actions"),
    fact("Games per second", (report.seconds > 0 ? games / report.seconds : 0).toFixed(1), "speed"),
  );
  const plays = seats.map((seat) =>
    el(
      "section",
      { className: "summary-plays", attributes: { "data-testid": "summary-plays" } },
      el("h4", { text: `${seat.player} "${seat.deck}": plays per game` }),
      el(
        "ol",
        { className: "summary-cards" },
        ...seat.played.map((card) =>
          el(
            "li",
            {},
            el("span", { className: "summary-card-name", text: card.name }),
            el("span", { className: "number", text: card.perGame.toFixed(2) }),
          ),
        ),
      ),
      seat.neverPlayed.length > 0
        ? el("p", {
            className: "summary-never",
            text: `Never played: ${seat.neverPlayed.join(", ")}`,
          })
        : null,
    ),
  );
  return el(
    "section",
    { className: "games-summary", attributes: { "data-testid": "games-summary" } },
    el("h3", { text: heading }),
    el("p", {
      className: "muted",
      text: `seeds ${firstSeed}${games > 1 ? `–${lastSeed}` : ""}, as rift play --games ${games}${firstSeed === 1 ? "" : ` --seed ${firstSeed}`} plays them`,
    }),
    wins,
    facts,
    ...plays,
    el(
      "details",
      { className: "summary-text" },
      el("summary", { text: "As rift play prints it" }),
      el("pre", { text: report.lines.join("\n"), attributes: { "data-testid": "summary-text" } }),
    ),
  );
}
