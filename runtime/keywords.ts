/**
 * Keywords whose meaning is a rule of combat rather than ability text (RULES S4, CR 805–829):
 * Assault and Shield (+X Might while attacking or defending), buffs (+1 Might each, CR 703), Stun
 * (a stunned unit adds no Might to combat damage, CR 423.1.b), and Tank and Backline (the order in
 * which combat damage must be assigned, CR 815, 826). The keywords with text of their own —
 * Deathknell, Legion, Temporary — are abilities (characteristics.ts, conditions.ts); Accelerate,
 * Deflect, Flow and Repeat are costs (costs.ts); Action, Reaction and Hidden are timing
 * permissions (play-process.ts, keywords-hidden.ts); Ganking is a standard move (standard-move.ts).
 */
import type { CombatRole, Keyword, KeywordName } from "./definitions.js";
import type { Choices, GameObject, GameState } from "./state.js";

/** Valued keywords add up (CR 807.2, 814.2); an instance without a value counts 1. */
export function keywordTotal(keywords: readonly Keyword[], name: KeywordName): number {
  let total = 0;
  for (const k of keywords) if (k.keyword === name) total += "value" in k ? k.value : 1;
  return total;
}

/** A loop, not `some`: asked about a thousand times a game, and a closure is made per call. */
export function hasKeywordIn(keywords: readonly Keyword[], name: KeywordName): boolean {
  for (let i = 0; i < keywords.length; i++)
    if ((keywords[i] as Keyword).keyword === name) return true;
  return false;
}

export type Designation = CombatRole;

/**
 * CR 323.2, 464.2.c.3: the side a unit at the combat's battlefield is on — its controller's, the
 * Attacker's or the Defender's. Whether it carries that side's designation is `designationWith`.
 */
export function sideOf(state: GameState, obj: GameObject): Designation | null {
  const combat = state.combat;
  if (combat === null || obj.zone !== "battlefields" || obj.at !== combat.battlefield) return null;
  if (obj.controller === combat.attacker) return "attacker";
  if (obj.controller === combat.defender) return "defender";
  return null;
}

/** What a unit's designation depends on besides its side: `can't attack`, `can't defend`. */
export interface CombatRestrictions {
  readonly cantAttack: boolean;
  readonly cantDefend: boolean;
}

/**
 * The designation a unit on `side` carries: its side's, unless it can't attack or can't defend —
 * it never gains that designation (CR 464.2.c.3, 054.1; LANGUAGE.md, "Combat restrictions").
 */
export function designationWith(
  side: Designation | null,
  restrictions: CombatRestrictions,
): Designation | null {
  if (side === "attacker") return restrictions.cantAttack ? null : side;
  if (side === "defender") return restrictions.cantDefend ? null : side;
  return null;
}

/**
 * Might a unit gets from its state rather than from effects: a buff, and Assault or Shield while
 * it carries the Attacker or the Defender designation (CR 807.1, 814.1.d).
 */
export function mightBonus(
  state: GameState,
  obj: GameObject,
  c: CombatRestrictions & { readonly keywords: readonly Keyword[] },
): number {
  let bonus = obj.buffed ? 1 : 0;
  const side = designationWith(sideOf(state, obj), c);
  if (side === "attacker") bonus += keywordTotal(c.keywords, "Assault");
  else if (side === "defender") bonus += keywordTotal(c.keywords, "Shield");
  return bonus;
}

/**
 * What a unit adds to its side's combat damage (CR 465.2.a–b): its Might, never below 0
 * (CR 143.2.b), and nothing while stunned (CR 423.1.b).
 */
export function combatMight(obj: GameObject, might: number | null): number {
  if (obj.stunned || might === null) return 0;
  return Math.max(0, might);
}

/**
 * The order a unit must be assigned combat damage in: Tank first, Backline last (CR 815, 826).
 * A unit with both is assigned as either, as the assigning player chooses (CR 465.2.c.8).
 */
export function assignmentTier(keywords: readonly Keyword[]): 0 | 1 | 2 | "either" {
  const tank = hasKeywordIn(keywords, "Tank");
  const backline = hasKeywordIn(keywords, "Backline");
  // CR 465.2.c.8: exclusionary demands; the assigning player chooses which one applies.
  if (tank && backline) return "either";
  if (tank) return 0;
  if (backline) return 2;
  return 1;
}

/** How many more times a spell's instructions are executed: once for each Repeat paid (CR 820). */
export function repeatsPaid(choices: Choices): number {
  return choices.repeatPaid?.length ?? 0;
}

/** Where the choices of the `r`-th repeated execution of a spell are kept (CR 820.2). */
export function repeatPrefix(r: number): string {
  return r === 0 ? "" : `r${r}:`;
}
