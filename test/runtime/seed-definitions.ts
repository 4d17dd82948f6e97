/**
 * Hand-written definitions for the seed-rule tests (RULES T, B, F, R): the named tokens of
 * `cards/tokens.rift` as the compiler lowers them, and small cards that exercise one rule each.
 */
import type {
  Ability,
  Amount,
  Definition,
  Effect,
  EventPattern,
  Filter,
  Instruction,
  TokenSpec,
} from "../../runtime/index.js";
import { BIRD, RECRUIT, SPRITE, battlefield, cost, spell, token, unit } from "./helpers.js";

export const one: Amount = { amount: "fixed", value: 1 };
export const drawOne: Instruction = { op: "draw", player: { player: "you" }, count: one };

/** RULES T5: Gold — "Reaction — kill this, exhaust this: add 1 power of any domain". */
export const GOLD = token("Gold", "gear", undefined, {
  abilities: [
    {
      kind: "activated",
      costs: [{ cost: "killThis" }, { cost: "exhaustThis" }],
      timing: "Reaction",
      effect: [{ op: "add", energy: 0, power: [{ domain: "any", amount: 1 }] }],
    },
  ],
});

/** RULES T5: Brush — +1 Might to listed tags here; its controller may swap it back on scoring here. */
export const BRUSH = token("Brush", "battlefield", undefined, {
  abilities: [
    {
      kind: "static",
      affects: {
        ref: "all",
        filter: { types: ["unit"], location: { at: "here" }, tags: ["Bird", "Cat", "Dog", "Poro"] },
      },
      modifications: [{ mod: "might", amount: 1 }],
    },
    {
      kind: "triggered",
      trigger: { event: "scored", player: "you", location: { at: "here" } },
      effect: [{ op: "may", effect: [{ op: "swapBack", target: { ref: "this" } }] }],
    },
  ],
});

export const NAMED_TOKENS: Definition[] = [RECRUIT, SPRITE, BIRD, GOLD, BRUSH];

/** A triggered ability that draws 1. */
export function whenDraw(trigger: EventPattern): Ability {
  return { kind: "triggered", trigger, effect: [drawOne] };
}

/** A legend that draws 1 when the pattern happens (a witness for triggers). */
export function witness(name: string, trigger: EventPattern): Definition {
  return {
    kind: "card",
    type: "legend",
    name,
    domains: [],
    tags: [],
    keywords: [],
    abilities: [whenDraw(trigger)],
  };
}

export const UNIT: Filter = { types: ["unit"] };
export const BATTLEFIELD: Filter = { types: ["battlefield"] };
export const SPELL: Filter = { types: ["spell"] };

export function free(name: string, effect: Effect, extra: Parameters<typeof spell>[3] = {}) {
  return spell(name, cost(0), effect, extra);
}

export function make(op: "playToken" | "createToken", spec: TokenSpec, extra = {}): Instruction {
  return { op, token: spec, count: one, ...extra };
}

export { battlefield, cost, token, unit };
