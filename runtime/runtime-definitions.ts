/**
 * Definitions the rules themselves bring into a game, which no card file declares. Their names are
 * written in angle brackets, which the compiler refuses in a card's or token's name (RS2044,
 * `isReservedName`), and they are read before the compiled definitions (`definitionOf`), so a
 * definition given to a game some other way cannot stand in for one.
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

/** Whether a name is of the form the runtime keeps for its own definitions: `<…>`. */
export function isReservedName(name: string): boolean {
  return name.startsWith("<") && name.endsWith(">");
}
