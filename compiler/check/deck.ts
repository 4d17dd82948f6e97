/** Checking decks (issue 6): every entry names a card of the type its slot takes. */
import type { CardTypeWord, DeckNode, NameNode } from "../../grammar/ast.js";
import type { UnitContext } from "./context.js";
import { nameText } from "./names.js";

export function checkDeck(ux: UnitContext, deck: DeckNode): void {
  if (deck.legend) requireCard(ux, deck.legend, ["legend"], "legend");
  if (deck.champion) requireCard(ux, deck.champion, ["unit"], "champion");
  for (const battlefield of deck.battlefields)
    requireCard(ux, battlefield, ["battlefield"], "battlefield");
  for (const entry of deck.main) {
    if (entry.count < 1)
      ux.report.error(entry.range, "RS2018", "a deck entry needs at least 1 copy");
    requireCard(ux, entry.name, ["unit", "gear", "spell"], "main deck");
  }
  for (const runes of deck.runes) {
    if (runes.count < 1)
      ux.report.error(runes.range, "RS2018", "a rune entry needs at least 1 rune");
  }
}

function requireCard(
  ux: UnitContext,
  name: NameNode,
  types: readonly CardTypeWord[],
  slot: string,
): void {
  const definition = ux.names.definition(name.text, name.range);
  if (!definition) {
    ux.report.error(
      name.range,
      "RS2003",
      `no card is named ${nameText(name)}${ux.names.suggestDefinition(name.text)}`,
    );
    return;
  }
  if (definition.definitionKind === "token") {
    ux.report.error(
      name.range,
      "RS2031",
      `${nameText(name)} is a token; a deck holds only cards (RULES O4)`,
    );
  } else if (!types.includes(definition.cardType)) {
    ux.report.error(
      name.range,
      "RS2031",
      `${nameText(name)} is a ${definition.cardType}; the ${slot} takes ${types.join(" or ")} cards`,
    );
  }
}
