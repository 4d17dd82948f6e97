/**
 * The card under the cursor (or the file's first, `language/card-choice.ts`), drawn as a card: cost, name, domains, type line with tags, keywords,
 * the rendered ability text, and Might. Everything comes from the renderer's `RenderedCard`, so the
 * card shows what the runtime will do.
 */
import type { RenderedCard } from "../../../compiler/render/index.js";
import { clear, el } from "../dom.js";
import type { CardView } from "../language/language-service.js";

export class CardPanel {
  readonly element = el("div", {
    className: "card-panel",
    attributes: { "data-testid": "card-panel" },
  });
  /**
   * The last drawing of each card shown, by name: while a card is being typed it has errors at
   * most pauses (`migh`, a half-written effect), and the panel keeps drawing its last good version
   * rather than flickering to a message at each one.
   */
  private readonly drawn = new Map<string, CardView>();

  /** Draws a card; `note` says why this one, when the cursor is not on it. */
  show(card: CardView, note?: string): void {
    this.drawn.set(card.rendered.name, card);
    clear(this.element);
    if (note) {
      this.element.append(
        el("p", { className: "card-note", text: note, attributes: { "data-testid": "card-note" } }),
      );
    }
    this.element.append(drawCard(card.rendered), cardFacts(card));
  }

  /** No card to draw: why, and what to do. */
  showMessage(message: string): void {
    clear(this.element);
    this.element.append(
      el("p", { className: "hint", text: message, attributes: { "data-testid": "card-empty" } }),
    );
  }

  /**
   * The cursor is in a card that did not compile: say so, rather than ask for a card, and draw its
   * last version without errors, dimmed, when the panel has drawn it before.
   */
  showBroken(name: string): void {
    clear(this.element);
    const last = this.drawn.get(name);
    this.element.append(
      el("p", {
        className: last ? "hint card-stale-note" : "hint",
        text: last
          ? `"${name}" has errors: this is its last version without them. Fix the problems below to see your changes.`
          : `"${name}" has errors, so it cannot be drawn: fix the problems below to see it.`,
        attributes: { "data-testid": "card-broken" },
      }),
    );
    if (last) {
      const frame = drawCard(last.rendered);
      frame.classList.add("stale");
      frame.setAttribute("data-stale", "true");
      frame.title = "The last version of this card without errors";
      this.element.append(frame, cardFacts(last));
    }
  }

  /** Another file is open: its cards are not the drawings kept so far. */
  forget(): void {
    this.drawn.clear();
  }
}

function domainClass(domain: string): string {
  return `domain-${domain.toLowerCase()}`;
}

export function drawCard(card: RenderedCard): HTMLElement {
  const primary = card.domains[0];
  const frame = el("article", {
    className: `card-frame ${primary ? domainClass(primary) : "domain-none"} kind-${card.kind}`,
    attributes: { "data-testid": "card" },
  });
  const header = el(
    "header",
    { className: "card-header" },
    card.cost !== undefined
      ? el("span", { className: "card-cost", text: card.cost, title: "Cost" })
      : null,
    el("span", {
      className: "card-name",
      text: card.name,
      attributes: { "data-testid": "card-name" },
    }),
    el(
      "span",
      { className: "card-domains" },
      ...card.domains.map((domain) =>
        el("span", {
          className: `domain-pip ${domainClass(domain)}`,
          text: domain[0] ?? "",
          title: domain,
        }),
      ),
    ),
  );
  const art = el(
    "div",
    { className: "card-art" },
    el("span", { className: "card-art-type", text: card.type }),
  );
  const typeLine = el(
    "div",
    { className: "card-type-line" },
    el("span", { className: "card-type", text: card.typeLine }),
    card.tags.length > 0
      ? el("span", { className: "card-tags", text: card.tags.join(" · ") })
      : null,
  );
  const body = el(
    "div",
    { className: "card-text", attributes: { "data-testid": "card-text" } },
    card.keywords.length > 0
      ? el(
          "div",
          { className: "card-keywords" },
          ...card.keywords.map((keyword) =>
            el("span", { className: "keyword-chip", text: keyword }),
          ),
        )
      : null,
    ...card.abilities.map((ability) => el("p", { className: "card-ability", text: ability })),
    card.keywords.length === 0 && card.abilities.length === 0
      ? el("p", { className: "card-ability muted", text: "No abilities." })
      : null,
  );
  frame.append(header, art, typeLine, body);
  if (card.might !== undefined) {
    frame.append(el("span", { className: "card-might", text: String(card.might), title: "Might" }));
  }
  return frame;
}

function cardFacts(card: CardView): HTMLElement {
  const where = card.declaration
    ? `${card.declaration.file}:${card.declaration.line}:${card.declaration.column}`
    : "";
  return el(
    "p",
    { className: "card-facts" },
    `${card.kind === "token" ? "Token" : "Card"}${card.library ? " from the named tokens library" : ""}`,
    where ? el("span", { className: "muted", text: ` · ${where}` }) : null,
  );
}
