/**
 * Test helpers for the runtime: hand-written definitions (no grammar) and a table that runs the
 * invariant checker after every step (issue 3 item 9).
 */
import { expect } from "vitest";
import {
  type Ability,
  type Action,
  type ActionResult,
  type ChoiceAnswer,
  type Chooser,
  type Cost,
  type Definition,
  type Domain,
  type Effect,
  type Filter,
  type Game,
  type Keyword,
  type ObjectSelector,
  type ObjectView,
  type PlayerSetup,
  type ScenarioSetup,
  StrictChooser,
  checkInvariants,
  createGame,
} from "../../runtime/index.js";

export function cost(energy: number, power: Partial<Record<Domain | "any", number>> = {}): Cost {
  return {
    energy,
    power: Object.entries(power).map(([domain, amount]) => ({
      domain: domain as Domain | "any",
      amount: amount ?? 0,
    })),
  };
}

interface Extra {
  domains?: Domain[];
  tags?: string[];
  keywords?: Keyword[];
  abilities?: Ability[];
}

export function unit(name: string, c: Cost, might: number, extra: Extra = {}): Definition {
  return {
    kind: "card",
    type: "unit",
    name,
    cost: c,
    domains: extra.domains ?? ["Fury"],
    might,
    tags: extra.tags ?? [],
    keywords: extra.keywords ?? [],
    abilities: extra.abilities ?? [],
  };
}

export function spell(name: string, c: Cost, effect: Effect, extra: Extra = {}): Definition {
  return {
    kind: "card",
    type: "spell",
    name,
    cost: c,
    domains: extra.domains ?? ["Fury"],
    tags: extra.tags ?? [],
    keywords: extra.keywords ?? [],
    abilities: [{ kind: "effect", effect }, ...(extra.abilities ?? [])],
  };
}

export function gear(name: string, c: Cost, extra: Extra = {}): Definition {
  return {
    kind: "card",
    type: "gear",
    name,
    cost: c,
    domains: extra.domains ?? ["Order"],
    tags: extra.tags ?? [],
    keywords: extra.keywords ?? [],
    abilities: extra.abilities ?? [],
  };
}

export function token(
  name: string,
  type: Definition["type"],
  might: number | undefined,
  extra: Extra = {},
): Definition {
  const def: Definition = {
    kind: "token",
    type,
    name,
    domains: [],
    tags: extra.tags ?? [],
    keywords: extra.keywords ?? [],
    abilities: extra.abilities ?? [],
  };
  if (might !== undefined) def.might = might;
  return def;
}

export function battlefield(name: string, abilities: Ability[] = []): Definition {
  return {
    kind: "card",
    type: "battlefield",
    name,
    domains: [],
    tags: [],
    keywords: [],
    abilities,
  };
}

/** A Champion Legend of these domains (its Domain Identity, CR 103.1.b), with no abilities. */
export function legend(name: string, domains: Domain[]): Definition {
  return { kind: "card", type: "legend", name, domains, tags: [], keywords: [], abilities: [] };
}

export function rune(domain: Domain): Definition {
  return {
    kind: "card",
    type: "rune",
    name: `${domain} Rune`,
    domains: [domain],
    tags: [],
    keywords: [],
    abilities: [],
  };
}

export const UNIT: Filter = { types: ["unit"] };
export const ENEMY_UNIT: Filter = { types: ["unit"], controller: "opponent" };
export const FRIENDLY_UNIT: Filter = { types: ["unit"], controller: "you" };
export const SPELL_ON_CHAIN: Filter = { types: ["spell"] };

/** The named tokens of RULES T5, by hand. */
export const RECRUIT = token("Recruit", "unit", 1, { tags: ["Recruit"] });
export const SPRITE = token("Sprite", "unit", 3, {
  tags: ["Fae"],
  keywords: [{ keyword: "Temporary" }],
});
export const BIRD = token("Bird", "unit", 1, {
  tags: ["Bird"],
  keywords: [{ keyword: "Deflect", value: 1 }],
});

export function player(
  name: string,
  zones: PlayerSetup["zones"] = {},
  rest: Partial<PlayerSetup> = {},
): PlayerSetup {
  return { name, zones, ...rest };
}

export function setup(players: PlayerSetup[], rest: Partial<ScenarioSetup> = {}): ScenarioSetup {
  return {
    players,
    battlefields: [],
    turnPlayer: players[0]?.name ?? "A",
    phase: "main",
    seed: 1,
    ...rest,
  };
}

export function pool(
  energy: number,
  power: Partial<Record<Domain | "any", number>> = {},
): PlayerSetup["pool"] {
  return { energy, power: cost(0, power).power };
}

/** A game whose every step is checked against the invariants. */
export class Table {
  readonly game: Game;

  constructor(s: ScenarioSetup, definitions: Definition[], chooser?: Chooser) {
    this.game = createGame(s, { definitions, chooser: chooser ?? new StrictChooser([]) });
    checkInvariants(this.game);
  }

  /** The one object a selector names (fails the test otherwise). */
  id(selector: ObjectSelector | string): string {
    const ids = this.game.select(typeof selector === "string" ? { name: selector } : selector);
    expect(ids, `selector ${JSON.stringify(selector)}`).toHaveLength(1);
    return ids[0] as string;
  }

  obj(selector: ObjectSelector | string): ObjectView {
    return this.game.object(this.id(selector)) as ObjectView;
  }

  /** Perform with scripted answers; invariants are checked after the step either way. */
  try(action: Action, answers: ChoiceAnswer[] = [], chooser?: Chooser): ActionResult {
    const result = this.game.perform(action, { chooser: chooser ?? new StrictChooser(answers) });
    checkInvariants(this.game);
    return result;
  }

  /** Perform and require success. */
  do(action: Action, answers: ChoiceAnswer[] = [], chooser?: Chooser): ActionResult & { ok: true } {
    const result = this.try(action, answers, chooser);
    if (!result.ok) throw new Error(`${action.type} refused: ${result.error.message}`);
    return result;
  }

  play(playerName: string, card: ObjectSelector | string, answers: ChoiceAnswer[] = []) {
    return this.do({ type: "play", player: playerName, object: this.id(card) }, answers);
  }

  pass(): ActionResult {
    const holder = this.game.priorityHolder();
    if (holder === null) throw new Error("nobody has priority");
    return this.do({ type: "pass", player: holder });
  }

  /** Everyone passes until the Chain is empty. */
  resolveAll(answers: ChoiceAnswer[] = []): void {
    const strict = new StrictChooser(answers);
    const chooser: Chooser = { choose: (r, v) => strict.choose(r, v) };
    for (let i = 0; i < 200 && this.game.chain().length > 0; i++) {
      const holder = this.game.priorityHolder();
      if (holder === null) throw new Error("nobody has priority");
      this.do({ type: "pass", player: holder }, [], chooser);
    }
    expect(this.game.chain()).toEqual([]);
    expect(strict.finish()).toBeNull();
  }

  names(playerName: string, zone: Parameters<Game["zone"]>[1]): string[] {
    return this.game.zone(playerName, zone).map((o) => o.name);
  }

  events(kind: string) {
    return this.game.log.filter((e) => e.kind === kind);
  }
}

export function target(...names: (string | ObjectSelector)[]): ChoiceAnswer {
  return { choice: "target", objects: names.map((n) => (typeof n === "string" ? { name: n } : n)) };
}
