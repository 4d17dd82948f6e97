import type { ZoneName } from "../../runtime/definitions.js";

/** Zone names as card text spells them (RULES G1). */
export const ZONE_WORDS: Readonly<Record<ZoneName, string>> = {
  hand: "hand",
  deck: "Main Deck",
  trash: "trash",
  banishment: "banishment",
  base: "base",
  legend: "Legend Zone",
  champion: "Champion Zone",
  runeDeck: "Rune Deck",
  runes: "rune area",
  battlefields: "Battlefield Zone",
  chain: "Chain",
  facedown: "facedown zone",
};

/** Zones every player shares, which take "the" rather than a possessive. */
export function isSharedZone(zone: ZoneName): boolean {
  return zone === "chain" || zone === "battlefields";
}
