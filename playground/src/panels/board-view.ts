/**
 * Drawing one board frame: players with score, pool and zones, battlefields with their controller
 * and units, the Chain, and the event log. Every name goes in as text.
 */
import type {
  BoardBattlefield,
  BoardChainItem,
  BoardFrame,
  BoardLogLine,
  BoardObject,
  BoardPlayer,
} from "../board/board-frame.js";
import { el } from "../dom.js";

function objectChip(object: BoardObject, copies = 1): HTMLElement {
  const details = [
    copies > 1 ? `×${copies}` : "",
    object.label ? `as ${object.label}` : "",
    object.kind === "token" ? "token" : "",
    object.might !== null ? `${object.might} Might` : "",
    object.damage > 0 ? `${object.damage} damage` : "",
  ].filter((part) => part !== "");
  return el(
    "span",
    {
      className: `object-chip type-${object.type} kind-${object.kind}`,
      title: `${object.name} (${copies > 1 ? `${copies} copies` : object.id}) — ${object.type}, owner ${object.owner}, controller ${object.controller ?? "none"}`,
      attributes: { "data-testid": "object", "data-name": object.name },
    },
    el("span", { className: "object-name", text: object.name }),
    details.length > 0
      ? el("span", { className: "object-details", text: details.join(" · ") })
      : null,
    ...object.statuses
      .filter((status) => status !== "ready")
      .map((status) => el("span", { className: `status status-${status}`, text: status })),
  );
}

/** Copies that look the same (name, statuses, Might, damage, no label) are shown once, ×N. */
function groupCopies(objects: readonly BoardObject[]): { object: BoardObject; copies: number }[] {
  const groups = new Map<string, { object: BoardObject; copies: number }>();
  for (const object of objects) {
    const key =
      object.label === null
        ? JSON.stringify([
            object.name,
            object.kind,
            object.statuses,
            object.might,
            object.damage,
            object.controller,
          ])
        : object.id;
    const group = groups.get(key);
    if (group) group.copies++;
    else groups.set(key, { object, copies: 1 });
  }
  return [...groups.values()];
}

/** Decks are ordered, so they are not grouped; only their top cards are shown. */
const SHOWN_OF_ORDERED = 5;

function zoneRow(
  label: string,
  objects: readonly BoardObject[],
  testId: string,
  ordered = false,
): HTMLElement {
  let chips: HTMLElement[];
  if (objects.length === 0) {
    chips = [el("span", { className: "muted", text: "empty" })];
  } else if (ordered) {
    chips = objects.slice(0, SHOWN_OF_ORDERED).map((object) => objectChip(object));
    if (objects.length > SHOWN_OF_ORDERED) {
      chips.push(
        el("span", {
          className: "muted",
          text: `+ ${objects.length - SHOWN_OF_ORDERED} more (top first)`,
        }),
      );
    }
  } else {
    chips = groupCopies(objects).map(({ object, copies }) => objectChip(object, copies));
  }
  return el(
    "div",
    { className: "zone-row", attributes: { "data-testid": testId } },
    el("span", { className: "zone-label", text: label }),
    el("span", { className: "zone-objects" }, ...chips),
  );
}

const ZONE_LABELS: Record<string, string> = {
  hand: "Hand",
  deck: "Deck",
  trash: "Trash",
  banishment: "Banishment",
  legend: "Legend",
  champion: "Champion",
  runes: "Runes",
  runeDeck: "Rune deck",
};

function poolText(pool: BoardPlayer["pool"]): string {
  const power = Object.entries(pool.power)
    .filter(([, amount]) => amount > 0)
    .map(([domain, amount]) => `${amount} ${domain === "any" ? "any" : domain}`);
  const parts = [pool.energy > 0 ? `${pool.energy} energy` : "", ...power].filter((p) => p !== "");
  return parts.length > 0 ? parts.join(", ") : "empty";
}

function drawPlayer(player: BoardPlayer, frame: BoardFrame): HTMLElement {
  const badges = [
    frame.turn.player === player.id ? el("span", { className: "badge turn", text: "turn" }) : null,
    frame.priority === player.id
      ? el("span", { className: "badge priority", text: "priority" })
      : null,
    frame.winner === player.id ? el("span", { className: "badge winner", text: "winner" }) : null,
  ];
  return el(
    "section",
    { className: "player", attributes: { "data-testid": `player-${player.id}` } },
    el(
      "header",
      { className: "player-header" },
      el("span", { className: "player-name", text: `Player ${player.id}` }),
      ...badges,
      el("span", { className: "player-score", text: `${player.score} points` }),
      el("span", { className: "player-pool", text: `pool: ${poolText(player.pool)}` }),
    ),
    zoneRow("Base", player.base, `zone-${player.id}-base`),
    ...player.zones
      .filter(
        (zone) =>
          zone.objects.length > 0 ||
          zone.zone === "hand" ||
          zone.zone === "trash" ||
          zone.zone === "banishment",
      )
      .map((zone) =>
        zoneRow(
          ZONE_LABELS[zone.zone] ?? zone.zone,
          zone.objects,
          `zone-${player.id}-${zone.zone}`,
          zone.zone === "deck" || zone.zone === "runeDeck",
        ),
      ),
  );
}

function drawBattlefield(battlefield: BoardBattlefield): HTMLElement {
  return el(
    "div",
    { className: "battlefield", attributes: { "data-testid": "battlefield" } },
    el(
      "header",
      { className: "battlefield-header" },
      objectChip(battlefield.battlefield),
      el("span", {
        className: `badge ${battlefield.controller ? "controlled" : "uncontrolled"}`,
        text: battlefield.controller ? `controlled by ${battlefield.controller}` : "uncontrolled",
      }),
    ),
    el(
      "div",
      { className: "battlefield-units" },
      ...(battlefield.units.length > 0
        ? battlefield.units.map(objectChip)
        : [el("span", { className: "muted", text: "no units" })]),
      ...battlefield.facedown.map((o) => objectChip({ ...o, name: `${o.name} (facedown)` })),
    ),
  );
}

function chainItem(item: BoardChainItem, index: number, total: number): HTMLElement {
  return el(
    "li",
    { className: `chain-item ${item.status}`, attributes: { "data-testid": "chain-item" } },
    el("span", { className: "object-name", text: item.name }),
    el("span", { className: "object-details", text: `${item.kind} · ${item.controller}` }),
    el("span", { className: `status status-${item.status}`, text: item.status }),
    index === total - 1 ? el("span", { className: "badge", text: "resolves next" }) : null,
  );
}

export function drawFrame(frame: BoardFrame, lines: readonly BoardLogLine[]): HTMLElement[] {
  return [...drawTable(frame), drawEventLog(lines)];
}

/** The turn, players, battlefields and Chain of a frame: the board without its log. */
export function drawTable(frame: BoardFrame): HTMLElement[] {
  const turn = el("div", {
    className: "turn-line",
    text: `Turn ${frame.turn.number} · ${frame.turn.player}'s ${frame.turn.phase} phase`,
  });
  const battlefields = el(
    "section",
    { className: "battlefields" },
    el("h3", { text: "Battlefields" }),
    ...(frame.battlefields.length > 0
      ? frame.battlefields.map(drawBattlefield)
      : [el("p", { className: "muted", text: "none" })]),
  );
  const chain = el(
    "section",
    { className: "chain", attributes: { "data-testid": "chain" } },
    el("h3", { text: "Chain" }),
    frame.chain.length > 0
      ? el(
          "ol",
          { className: "chain-items" },
          ...frame.chain.map((item, i) => chainItem(item, i, frame.chain.length)),
        )
      : el("p", { className: "muted", text: "empty" }),
  );
  const players = el(
    "div",
    { className: "players" },
    ...frame.players.map((p) => drawPlayer(p, frame)),
  );
  return [turn, players, battlefields, chain];
}

function drawEventLog(lines: readonly BoardLogLine[]): HTMLElement {
  return el(
    "section",
    { className: "event-log", attributes: { "data-testid": "event-log" } },
    el("h3", { text: `Event log (${lines.length})` }),
    el(
      "ol",
      { className: "log-lines" },
      ...lines.map((line) =>
        el(
          "li",
          { className: `log-line kind-${line.kind}` },
          el("span", { className: "log-turn", text: `T${line.turn}` }),
          el("span", { text: line.text }),
        ),
      ),
    ),
  );
}

/**
 * A random game's log, the lines `rift play --seed N` prints: a line that opens a turn starts with
 * a blank line there, and is a heading here; the indented lines (what a resolution did) stay so.
 */
export function drawGameLog(lines: readonly string[]): HTMLElement {
  const turns = lines.filter((line) => line.startsWith("\nTurn ")).length;
  return el(
    "section",
    { className: "event-log game-log", attributes: { "data-testid": "game-log" } },
    el("h3", { text: `Game log (${turns} turn${turns === 1 ? "" : "s"})` }),
    el(
      "ol",
      { className: "log-lines" },
      ...lines.map((line) => {
        const heading = line.startsWith("\n");
        return el("li", {
          className: `game-log-line${heading ? " heading" : ""}`,
          text: heading ? line.slice(1) : line,
        });
      }),
    ),
  );
}
