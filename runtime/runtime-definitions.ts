/**
 * Definitions the rules themselves bring into a game, which no card file declares. A compiled
 * definition of the same name would be read first (`definitionOf`), so the names are written as
 * no card is (LANGUAGE.md reserves them).
 */
import type { Definition } from "./definitions.js";

/**
 * CR 652.2.a: the battlefield a player who left the game contributed is replaced with a token
 * battlefield with no abilities.
 */
export const VACATED_BATTLEFIELD: Definition = {
  kind: "token",
  type: "battlefield",
  name: "<vacated battlefield>",
  domains: [],
  tags: [],
  keywords: [],
  abilities: [],
};

export const RUNTIME_DEFINITIONS: ReadonlyMap<string, Definition> = new Map([
  [VACATED_BATTLEFIELD.name, VACATED_BATTLEFIELD],
]);
