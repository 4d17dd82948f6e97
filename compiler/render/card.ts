import type { CardType, Definition, Domain } from "../../runtime/definitions.js";
import { abilityText } from "./abilities.js";
import { abilityContext } from "./context.js";
import { costText } from "./costs.js";
import { capitalize } from "./english.js";
import { keywordText } from "./keywords.js";

/** A definition as a card shows it: header facts, then one rules paragraph per ability. */
export interface RenderedCard {
  name: string;
  kind: "card" | "token";
  type: CardType;
  /** "Unit", "Unit token". */
  typeLine: string;
  /** RULES G3: "2 + 1 Fury"; absent when the definition has no printed cost. */
  cost?: string;
  domains: Domain[];
  might?: number;
  tags: string[];
  /** "Tank", "Deflect 2", "Flow 2 + 1 Mind". */
  keywords: string[];
  /** One entry per ability, in order: "When this is played, play a 1 Might Recruit unit token here." */
  abilities: string[];
}

export interface RenderOptions {
  /**
   * Named token definitions (RULES T5). With them, "play a Recruit token" renders what a Recruit is
   * ("a 1 Might Recruit unit token"); without, just its name.
   */
  tokens?: readonly Definition[] | ReadonlyMap<string, Definition>;
}

export function renderDefinition(
  definition: Definition,
  options: RenderOptions = {},
): RenderedCard {
  const tokens = tokenLibrary(options.tokens);
  const abilities = definition.abilities.map((ability) =>
    abilityText(ability, abilityContext({ tokens, definition, thisNoun: definition.type })),
  );
  return {
    name: definition.name,
    kind: definition.kind,
    type: definition.type,
    typeLine:
      definition.kind === "token"
        ? `${capitalize(definition.type)} token`
        : capitalize(definition.type),
    ...(definition.cost !== undefined ? { cost: costText(definition.cost) } : {}),
    domains: [...definition.domains],
    ...(definition.might !== undefined ? { might: definition.might } : {}),
    tags: [...definition.tags],
    keywords: definition.keywords.map(keywordText),
    abilities,
  };
}

/**
 * The whole card as plain text, for snapshots and hovers:
 *
 *     Muster Captain
 *     Unit · Order · Cost 3 · 2 Might
 *     When this is played, play a 1 Might Recruit unit token here.
 */
export function renderCardText(definition: Definition, options: RenderOptions = {}): string {
  const card = renderDefinition(definition, options);
  const header = [
    card.typeLine,
    card.domains.join(", "),
    card.cost !== undefined ? `Cost ${card.cost}` : "",
    card.might !== undefined ? `${card.might} Might` : "",
  ].filter((fact) => fact !== "");
  const lines = [card.name, header.join(" · ")];
  if (card.tags.length > 0) lines.push(`Tags: ${card.tags.join(", ")}`);
  if (card.keywords.length > 0) lines.push(`Keywords: ${card.keywords.join(", ")}`);
  lines.push(...card.abilities);
  return lines.join("\n");
}

function tokenLibrary(tokens: RenderOptions["tokens"]): ReadonlyMap<string, Definition> {
  if (tokens === undefined) return new Map();
  if (tokens instanceof Map) return tokens;
  const byName = new Map<string, Definition>();
  for (const definition of tokens as readonly Definition[]) {
    if (definition.kind === "token") byName.set(definition.name, definition);
  }
  return byName;
}
