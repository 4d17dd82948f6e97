/**
 * A seeded generator of random card and token text from the constructs LANGUAGE.md documents, for
 * grammar-driven fuzzing (test/compiler/fuzz26.test.ts, bench/fuzz26.ts): every card type, costs,
 * keywords, triggers of every event kind, activated, static, replacement and prevention abilities,
 * optional costs, and every instruction kind with targets, filters, durations, bindings, modes,
 * conditionals and counts — and the newer constructs (fuzz36): `whenever`, a `,` for the `:`, `when
 * you gain a point`, leaving the board and its replacement, the damage an object deals or is dealt,
 * `until this leaves the board`, `deal damage equal to …`, `with 3 might or less`, `Deathknell —`,
 * `unless … pays`, `… N times`, `while this is damaged`, doubling, shuffling, the next play's
 * discount, choosing among the cards looked at, a whole hand discarded, combat restrictions, what
 * objects get, `, then` and `.` between instructions, abilities off the board. Mostly well-formed: the text parses, and much of it also checks; what
 * does not check must be refused with a diagnostic, never an exception. The same seed writes the
 * same cards.
 */
import { SeededRandom } from "../../runtime/rng.js";

export const FUZZ_DOMAINS = ["Fury", "Calm", "Mind", "Body", "Chaos", "Order"] as const;
type Domain = (typeof FUZZ_DOMAINS)[number];
export const FUZZ_CARD_TYPES = ["unit", "gear", "spell", "rune", "legend", "battlefield"] as const;
type CardType = (typeof FUZZ_CARD_TYPES)[number];

const UNIT_TOKENS = ["Recruit", "Sprite", "Bird"] as const;
const NUMBER_WORDS = ["one", "two", "three"] as const;
const ORDINALS = ["first", "second", "third"] as const;
const TAGS = ["Mage", "Bird", "Knight", "Storm", '"Frost Giant"'] as const;
const STATUSES = ["ready", "exhausted", "damaged", "stunned", "buffed"] as const;
const FILTER_KEYWORDS = ["Tank", "Assault", "Deflect", "Backline", "Ganking", "Shield"] as const;
const GRANTED_KEYWORDS = [
  "Tank",
  "Assault 2",
  "Deflect",
  "Shield 1",
  "Backline",
  "Ganking",
  "Temporary",
] as const;

export interface GeneratedCard {
  name: string;
  type: CardType;
  kind: "card" | "token";
  /** The card's domains as written: a deck may hold it when its legend has them all. */
  domains: Domain[];
  text: string;
}

export interface GeneratorOptions {
  /** Appended to every name, so a batch shares no name with the card set. */
  suffix?: string;
  /** Only these types (default every type). */
  types?: readonly CardType[];
  /** Only these domains, or none: cards a deck of those domains may hold. */
  domains?: readonly Domain[];
}

/** Where an ability is written: what "this" is, what places and references mean there. */
interface Scope {
  type: CardType;
  /** `here` means something: a permanent's ability, not a spell's. */
  hasHere: boolean;
  /** Names bound so far in this ability (`as NAME`). */
  bound: string[];
  /** `it` has a referent: an event's object or a single object named earlier. */
  hasIt: boolean;
  /** A replacement or an optional cost's result: no `target` (RS2034). */
  noTargets: boolean;
  /** Nested depth of instructions, to keep texts finite. */
  depth: number;
  /** `if you paid the additional cost` is readable (a spell's effect). */
  paid: boolean;
}

export class CardGenerator {
  private readonly random: SeededRandom;
  private serial = 0;
  private readonly suffix: string;
  private readonly types: readonly CardType[];
  private readonly domains: readonly Domain[];

  constructor(seed: number, options: GeneratorOptions = {}) {
    this.random = new SeededRandom(seed);
    this.suffix = options.suffix ?? "F26";
    this.types = options.types ?? FUZZ_CARD_TYPES;
    this.domains = options.domains ?? FUZZ_DOMAINS;
  }

  // --- randomness -----------------------------------------------------------------------------

  private chance(p: number): boolean {
    return this.random.next() < p;
  }

  private int(low: number, high: number): number {
    return low + this.random.below(high - low + 1);
  }

  private pick<T>(list: readonly T[]): T {
    return list[this.random.below(list.length)] as T;
  }

  /** Picks one of weighted alternatives and calls it. */
  private oneOf(choices: readonly [number, () => string][]): string {
    const total = choices.reduce((sum, [weight]) => sum + weight, 0);
    let roll = this.random.next() * total;
    for (const [weight, make] of choices) {
      roll -= weight;
      if (roll < 0) return make();
    }
    return (choices[choices.length - 1] as [number, () => string])[1]();
  }

  // --- cards ----------------------------------------------------------------------------------

  /** One card (or, now and then, a token) declaration. */
  card(): GeneratedCard {
    const type = this.pick(this.types);
    const token = type !== "rune" && type !== "legend" && this.chance(0.08);
    const name = `Fuzz ${type} ${++this.serial} ${this.suffix}`;
    const domains = this.cardDomains(type);
    const lines: string[] = [];
    if (type === "unit" || type === "gear" || type === "spell") {
      if (!token || this.chance(0.3)) lines.push(`cost ${this.cost()}`);
    }
    if (domains.length > 0) {
      lines.push(`${domains.length > 1 ? "domains" : "domain"} ${this.list(domains)}`);
    }
    if (type === "unit") lines.push(`might ${this.int(0, 6)}`);
    if (this.chance(0.3)) lines.push(`${this.chance(0.5) ? "tags" : "tag"} ${this.tagList()}`);
    const scope = (): Scope => ({
      type,
      hasHere: type !== "spell",
      bound: [],
      hasIt: false,
      noTargets: false,
      depth: 0,
      paid: false,
    });
    const keywords = this.cardKeywords(type);
    if (keywords.length > 0) lines.push(`keywords ${keywords.join(", ")}`);
    if (type === "spell") {
      if (this.chance(0.2)) lines.push(this.optionalCost(scope()));
      lines.push(`effect: ${this.instructions({ ...scope(), paid: true }, this.int(1, 3))}`);
    } else if (type !== "rune" || this.chance(0.3)) {
      const count = this.int(type === "rune" ? 1 : 0, 3);
      for (let i = 0; i < count; i++) lines.push(this.ability(scope()));
    }
    const keywordSign = (): string => this.pick([":", ":", " —", " -"]);
    if (keywords.includes("Deathknell") && this.chance(0.7))
      lines.push(
        `${this.pick(["deathknell", "Deathknell"])}${keywordSign()} ${this.instructions({ ...scope(), hasIt: false }, 1)}`,
      );
    if (keywords.includes("Legion") && this.chance(0.7))
      lines.push(
        `${this.pick(["legion", "Legion"])}${keywordSign()} ${this.instructions(scope(), 1)}`,
      );
    const header = `${token ? "token" : "card"} ${type} ${JSON.stringify(name)}`;
    const text = `${header} {\n${lines.map((l) => `  ${l}`).join("\n")}\n}\n`;
    return { name, type, kind: token ? "token" : "card", domains, text };
  }

  private cardDomains(type: CardType): Domain[] {
    if (type === "rune") return [this.pick(this.domains)];
    if (this.domains.length === 0 || this.chance(0.3)) return [];
    const first = this.pick(this.domains);
    if (type === "legend" || this.chance(0.15)) {
      const second = this.pick(this.domains);
      return second === first ? [first] : [first, second];
    }
    return [first];
  }

  private list(items: readonly string[]): string {
    if (items.length < 2 || this.chance(0.6)) return items.join(", ");
    return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
  }

  private tagList(): string {
    const tags = new Set<string>();
    const n = this.int(1, 2);
    for (let i = 0; i < n; i++) tags.add(this.pick(TAGS));
    return this.list([...tags]);
  }

  private cost(): string {
    const terms: string[] = [String(this.int(0, 5))];
    if (this.chance(0.4)) terms.push(`1 ${this.pick(FUZZ_DOMAINS)}`);
    if (this.chance(0.1)) terms.push(this.chance(0.5) ? "1 power of any domain" : "1 power");
    return terms.join(" + ");
  }

  private cardKeywords(type: CardType): string[] {
    const pool: string[] = [];
    if (type === "unit") {
      pool.push("Tank", "Backline", "Ganking", "Deathknell", "Legion", "Temporary", "Hidden");
      pool.push(`Assault ${this.int(1, 3)}`, `Shield ${this.int(1, 2)}`, "Accelerate");
    }
    if (type === "unit" || type === "spell" || type === "gear") {
      pool.push(`Deflect ${this.int(1, 2)}`, "Hidden");
    }
    if (type === "spell") {
      pool.push("Action", "Reaction", `Repeat ${this.cost()}`, `Flow ${this.cost()}`);
      pool.push("Legion", `Flow ${this.int(1, 3)}, Flow 1 ${this.pick(FUZZ_DOMAINS)}`);
    }
    if (type === "gear") pool.push("Reaction", "Temporary");
    if (pool.length === 0 || this.chance(0.45)) return [];
    const chosen = new Set<string>();
    const n = this.int(1, 2);
    for (let i = 0; i < n; i++) chosen.add(this.pick(pool));
    return [...chosen];
  }

  // --- abilities ------------------------------------------------------------------------------

  private ability(scope: Scope): string {
    return this.oneOf([
      [scope.type === "unit" || scope.type === "gear" ? 1 : 0, () => this.offBoardAbility()],
      [5, () => this.triggered(scope)],
      [3, () => this.activated(scope)],
      [3, () => this.staticAbility(scope)],
      [2, () => this.replacement(scope)],
      [1, () => this.printedPrevention(scope)],
      [scope.type === "unit" || scope.type === "gear" ? 1 : 0, () => this.optionalCost(scope)],
    ]);
  }

  /** `while this is in your trash|hand, …` before a trigger, an activated or a static ability. */
  private offBoardAbility(): string {
    const zone = this.pick(["your trash", "your hand"]);
    const body = this.oneOf([
      [
        2,
        () =>
          `when ${this.pick(["you play a spell", "you conquer", "a friendly unit dies", "you draw", "an opponent plays a unit"])}: ${this.pick(["return this to its owner's hand", "draw 1", "play a Recruit token at your base", "channel 1 rune exhausted"])}`,
      ],
      [
        1,
        () =>
          `${this.pick(["reaction — ", ""])}pay ${this.cost()}, discard 1: draw ${this.int(1, 2)}`,
      ],
      [1, () => `friendly units get +1 might`],
    ]);
    return `while this is in ${zone}, ${body}`;
  }

  private triggered(scope: Scope): string {
    const inner: Scope = { ...scope, hasIt: true };
    const ifClause = this.chance(0.2) ? `, if ${this.condition(scope)}` : "";
    const once = this.chance(0.15) ? ", once each turn" : "";
    const body = (): string => this.instructions(inner, this.int(1, 2));
    // Printed text ends a trigger's header with `,` as often as with `:`.
    const sign = (): string => (this.chance(0.25) ? "," : ":");
    const when = (): string => (this.chance(0.2) ? "whenever" : "when");
    return this.oneOf([
      [6, () => `${when()} ${this.event(scope)}${ifClause}${once}${sign()} ${body()}`],
      [3, () => `${when()} ${this.newerEvent(scope)}${ifClause}${once}${sign()} ${body()}`],
      [
        2,
        () =>
          `${this.pick(["at the start of", "at the end of"])} ${this.pick([
            "your turn",
            "each turn",
            "an opponent's turn",
            "your main phase",
          ])}${ifClause}: ${this.instructions(scope, 1)}`,
      ],
      [
        1,
        () =>
          `the ${this.pick(ORDINALS)} time ${this.nthEvent(scope)} each turn${ifClause}: ${body()}`,
      ],
    ]);
  }

  private activated(scope: Scope): string {
    const costs: string[] = [];
    const n = this.int(1, 2);
    for (let i = 0; i < n; i++) costs.push(this.abilityCost(scope));
    const timing = this.oneOf([
      [4, () => ""],
      [1, () => "action — "],
      [1, () => "reaction - "],
    ]);
    return `${timing}${[...new Set(costs)].join(", ")}: ${this.instructions(scope, this.int(1, 2))}`;
  }

  private abilityCost(scope: Scope): string {
    return this.oneOf([
      [scope.type === "spell" ? 0 : 4, () => "exhaust this"],
      [scope.type === "spell" ? 0 : 1, () => "kill this"],
      [
        1,
        () =>
          `kill ${this.pick(["a friendly unit", "another friendly unit", "a friendly Recruit token"])}`,
      ],
      [3, () => `pay ${this.cost()}`],
      [1, () => `discard ${this.int(1, 2)}`],
      [1, () => "discard a unit card"],
      [1, () => `recycle ${this.int(1, 2)}`],
      [scope.type === "unit" ? 1 : 0, () => "spend this's buff"],
      [1, () => "spend a buff"],
      [1, () => this.cost()],
    ]);
  }

  private optionalCost(scope: Scope): string {
    const may = this.chance(0.6) ? "you may " : "";
    const cost = this.oneOf([
      [2, () => `pay ${this.cost()}`],
      [1, () => "kill a friendly unit"],
      [1, () => `discard ${this.int(1, 2)}`],
    ]);
    if (scope.type === "spell" && this.chance(0.5)) return `as you play this, ${may}${cost}`;
    return `as you play this, ${may}${cost}: ${this.instructions({ ...scope, noTargets: true }, 1)}`;
  }

  private staticAbility(scope: Scope): string {
    const condition = this.chance(0.25) ? `while ${this.condition(scope)}, ` : "";
    const subject = (): string =>
      this.chance(0.2) && scope.type === "unit" ? "this" : this.pluralFilter(scope);
    return (
      condition +
      this.oneOf([
        [
          4,
          () => `${subject()} ${this.pick(["get", "have", "gain"])} ${this.changes(scope, true)}`,
        ],
        [1, () => `${subject()} enter ready`],
        [1, () => `${subject()} can't move`],
        [1, () => `this can't be targeted${this.chance(0.5) ? " by opponents" : ""}`],
        [
          2,
          () =>
            `${this.pick(["spells", "units", "gear", "cards"])} in ${this.pick([
              "your hand",
              "an opponent's hand",
            ])} cost ${this.int(1, 2)} ${this.pick(["less", "more"])}`,
        ],
        [scope.type === "unit" ? 1 : 0, () => `this enters ready`],
        [scope.type === "unit" ? 1 : 0, () => `this costs 1 less`],
        ...this.newerStatics(scope, condition !== ""),
      ])
    );
  }

  /** Statics of the newer constructs; `conditioned` when a `while …,` already opens the ability. */
  private newerStatics(scope: Scope, conditioned: boolean): [number, () => string][] {
    const unit = scope.type === "unit";
    return [
      [
        unit && !conditioned ? 2 : 0,
        () =>
          `this gets ${this.pick(["+", "-"])}${this.int(1, 3)} might while ${this.pick(["it is damaged", "it is not damaged", "this is attacking", "you have the most points", "it is exhausted", "this is mighty"])}`,
      ],
      [unit ? 1 : 0, () => `this can't ${this.pick(["attack", "defend", "be dealt damage"])}`],
      [
        unit || scope.type === "battlefield" ? 1 : 0,
        () =>
          `${this.pick(["enemy units here", "units with might 3 or less", "enemy units"])} can't ${this.pick(["defend", "attack", "move"])}`,
      ],
      [
        1,
        () =>
          `${this.pick(["spells", "units", "gear"])} ${this.pick(["you play", "your opponents play", "an opponent plays"])} cost 1 ${this.pick(["less", "more"])}`,
      ],
      [
        unit ? 1 : 0,
        () => `this costs 1 less for each ${this.pick(["opponent", "friendly unit"])}`,
      ],
      [
        unit && !conditioned ? 1 : 0,
        () =>
          `this costs 2 less if you control ${this.pick(["a Recruit token", "a gear", "a Bird unit"])}`,
      ],
      [unit ? 1 : 0, () => `this gets +1 might for each ${this.pick(["opponent", "player"])}`],
      [unit && !conditioned ? 1 : 0, () => `while this is damaged, this gets +2 might`],
      [
        conditioned ? 0 : 1,
        () =>
          `double the ${this.pick(["", "combat "])}damage ${this.pick(["a friendly spell", "a friendly unit", "this"])} would deal`,
      ],
      [
        1,
        () =>
          `${this.pick(["each other friendly unit here has", "all friendly units have", "each enemy unit gets"])} ${this.changes(scope, true)}`,
      ],
    ];
  }

  private replacement(scope: Scope): string {
    const once = this.chance(0.2) ? "once each turn, " : "";
    const subject = this.oneOf([
      [3, () => "this"],
      [2, () => this.singularFilter(scope)],
    ]);
    const event = this.oneOf([
      [3, () => `${subject} would die`],
      [2, () => `${subject} would be banished`],
      [1, () => `${subject} would be returned to its owner's hand`],
      [1, () => `${subject} would move`],
      [2, () => `${subject} would be dealt damage`],
      [1, () => `${subject} would be exhausted`],
      [1, () => `${subject} would be stunned`],
      [1, () => `${subject} would change control`],
      [1, () => `${this.pick(["you", "an opponent"])} would draw`],
      [1, () => `${this.pick(["you", "an opponent"])} would score`],
      [1, () => `a spell would be countered`],
      [1, () => `a card would be discarded`],
      [1, () => `a unit would be played`],
      [2, () => `${subject} would leave the board`],
      [1, () => `${subject} would become mighty`],
      [1, () => `you would play a token`],
    ]);
    const may = this.chance(0.2) ? "you may " : "";
    const inner: Scope = { ...scope, hasIt: true, noTargets: true };
    return this.oneOf([
      [6, () => `${once}if ${event}, ${may}${this.instructions(inner, this.int(1, 2))} instead`],
      [
        1,
        () =>
          `${once}if ${subject} would deal ${this.pick(["", "combat "])}damage, it deals ${this.damageChange()} instead`,
      ],
      [
        1,
        () =>
          `${once}if ${subject} would be dealt ${this.pick(["", "combat "])}damage, it's dealt ${this.damageChange()} instead`,
      ],
      [
        1,
        () =>
          `${once}if ${subject} would leave the board, ${this.pick(["put it on the bottom of its owner's deck", "banish it", "return it to its owner's hand", "shuffle it into its owner's deck"])} instead`,
      ],
    ]);
  }

  private damageChange(): string {
    return this.pick([
      `that much +${this.int(1, 2)}`,
      `that much -${this.int(1, 2)}`,
      "double that much",
    ]);
  }

  private printedPrevention(scope: Scope): string {
    const once = this.chance(0.2) ? "once each turn, " : "";
    const amount = this.chance(0.3) ? "all" : String(this.int(0, 3));
    const combat = this.chance(0.3) ? " combat" : "";
    const object = this.oneOf([
      [2, () => "this"],
      [2, () => "a friendly unit"],
      [1, () => this.singularFilter(scope)],
    ]);
    return `${once}prevent ${amount}${combat} damage that would be dealt to ${object}`;
  }

  // --- events ---------------------------------------------------------------------------------

  private event(scope: Scope): string {
    const here = scope.hasHere && this.chance(0.3) ? " here" : "";
    const objectEvents = [
      "is played",
      "dies",
      "is killed",
      "is banished",
      "is discarded",
      "is drawn",
      "moves",
      "conquers",
      "holds",
      "attacks",
      "defends",
      "is created",
      "is replaced",
      "is swapped back",
      "is dealt damage",
      "takes damage",
      "is countered",
      "is readied",
      "is exhausted",
      "is stunned",
      "is buffed",
      "enters",
      "is returned to its owner's hand",
      "changes control",
    ];
    return this.oneOf([
      [4, () => `this ${this.pick(objectEvents)}`],
      [
        4,
        () => {
          const verb = this.pick(objectEvents);
          const place = verb === "moves" || verb === "enters" ? here : "";
          return `${this.singularFilter(scope)}${place} ${verb}`;
        },
      ],
      [
        1,
        () =>
          `${this.pick(["a friendly unit", "an enemy unit"])} ${this.pick(["dies", "is banished"])}${here}`,
      ],
      [
        3,
        () => {
          const subject = this.pick(["you", "an opponent", "a player"]);
          const verb = this.pick(["conquer", "hold", "score", "draw", "discard", "channel"]);
          const placed = verb === "conquer" || verb === "hold" || verb === "score" ? here : "";
          return `${subject} ${subject === "you" ? verb : `${verb}s`}${placed}`;
        },
      ],
      [
        2,
        () => {
          const subject = this.pick(["you", "an opponent"]);
          const what = this.pick(["a spell", "a unit", "a token", "a card", "a gear"]);
          return `${subject} ${subject === "you" ? "play" : "plays"} ${what}`;
        },
      ],
      [1, () => `this moves to ${this.pick(["your base", "a battlefield"])}`],
      [
        1,
        () =>
          this.pick([
            "a battlefield you control is conquered",
            "a battlefield you control is replaced",
            "an opponent's spell is countered",
            "a friendly unit token is created",
            "a card is banished",
            "another friendly unit here is exhausted",
            "a player conquers here",
          ]),
      ],
    ]);
  }

  /** Events of the newer constructs, for printed triggers. */
  private newerEvent(scope: Scope): string {
    const here = scope.hasHere && this.chance(0.3) ? " here" : "";
    return this.oneOf([
      [
        2,
        () =>
          `${this.pick(["you", "an opponent", "a player"])} ${this.pick(["gain", "gains"])} a point`,
      ],
      [2, () => `this leaves the board`],
      [2, () => `${this.singularFilter(scope)} leaves the board`],
      [1, () => `${this.pick(["this", "a friendly unit"])} becomes mighty`],
      [
        2,
        () =>
          `${this.pick(["this", "a friendly unit", "a friendly spell", "an enemy unit"])} deals ${this.pick(["", "combat "])}damage`,
      ],
      [1, () => `${this.pick(["this", "a friendly unit"])} takes combat damage`],
      [1, () => `${this.pick(["an enemy unit", "a friendly unit"])} dies${here}`],
      [1, () => `you conquer a battlefield`],
    ]).replace(/^(you|an opponent|a player) (gain|gains)/, (_, who: string) =>
      who === "you" ? "you gain" : `${who} gains`,
    );
  }

  private nthEvent(scope: Scope): string {
    return this.oneOf([
      [2, () => "this moves"],
      [2, () => "you play a card"],
      [1, () => "you draw"],
      [1, () => "you discard"],
      [1, () => "you channel"],
      [2, () => `${this.singularFilter(scope)} dies`],
      [1, () => "this attacks"],
      [1, () => "this deals damage"],
    ]);
  }

  // --- conditions and durations ---------------------------------------------------------------

  private condition(scope: Scope, depth = 0): string {
    const leaf = (): string =>
      this.oneOf([
        [
          2,
          () =>
            `you control ${this.quantityPhrase()} ${this.pick(["units", "gear", "unit tokens"])}${scope.hasHere && this.chance(0.5) ? " here" : ""}`,
        ],
        [1, () => "you control no units here"],
        [1, () => "you control this"],
        [
          1,
          () => `there are at least ${this.int(1, 3)} enemy units${scope.hasHere ? " here" : ""}`,
        ],
        [1, () => `you have ${this.int(1, 6)} or more points`],
        [2, () => "it is your turn"],
        [1, () => "you played another card this turn"],
        [
          scope.type === "unit" ? 1 : 0,
          () =>
            `this is ${this.pick(["", "not "])}${this.pick(["damaged", "attacking", "exhausted", "mighty"])}`,
        ],
        [
          scope.hasIt ? 1 : 0,
          () =>
            `it is ${this.pick(["", "not "])}${this.pick(["exhausted", "damaged", "mighty", "at a battlefield"])}`,
        ],
        [1, () => "it is not your turn"],
        [
          1,
          () =>
            `${this.pick(["you have the most points", "an opponent has more points than you", "you have fewer points than each opponent"])}`,
        ],
        [scope.hasHere ? 1 : 0, () => "there is another friendly unit here"],
        [scope.paid ? 2 : 0, () => `you paid the ${this.pick(["additional", "optional"])} cost`],
      ]);
    if (depth > 1) return leaf();
    return this.oneOf([
      [6, leaf],
      [1, () => `not ${leaf()}`],
      [1, () => `${leaf()} and ${this.condition(scope, depth + 1)}`],
      [1, () => `(${leaf()} or ${leaf()}) and ${leaf()}`],
    ]);
  }

  private quantityPhrase(): string {
    const n = this.int(1, 3);
    return this.pick([`${n} or more`, `${n} or less`, `at least ${n}`, `exactly ${n}`, `${n}`]);
  }

  private duration(scope: Scope): string {
    return this.oneOf([
      [4, () => "this turn"],
      [2, () => "until end of turn"],
      [2, () => "until your next turn"],
      [1, () => "permanently"],
      [1, () => `until the next time ${this.event({ ...scope, hasHere: false })}`],
      [scope.type === "unit" || scope.type === "gear" ? 1 : 0, () => "until this leaves the board"],
      [scope.hasIt ? 1 : 0, () => "until it leaves the board"],
      [
        1,
        () =>
          this.pick([
            "until an opponent's next turn",
            "until the end of your next turn",
            "until the end of an opponent's next turn",
            "this combat",
          ]),
      ],
    ]);
  }

  // --- filters and references ---------------------------------------------------------------

  private noun(): string {
    return this.oneOf([
      [8, () => "unit"],
      [2, () => "gear"],
      [1, () => "unit or gear"],
      [1, () => "battlefield"],
      [1, () => "unit token"],
      [1, () => `${this.pick(UNIT_TOKENS)} token`],
    ]);
  }

  private prefixes(): string {
    const parts: string[] = [];
    if (this.chance(0.5)) parts.push(this.pick(["friendly", "enemy", "your", "opponent's"]));
    if (this.chance(0.15)) parts.push("other");
    if (this.chance(0.2)) parts.push(this.pick(STATUSES));
    if (this.chance(0.1)) parts.push(this.pick(FUZZ_DOMAINS));
    if (this.chance(0.06)) parts.push(this.pick(["attacking", "defending", "mighty"]));
    return parts.map((p) => `${p} `).join("");
  }

  private suffixes(scope: Scope): string {
    const parts: string[] = [];
    if (this.chance(0.3)) {
      const places = ["at a battlefield", "in your base", "you control", "an opponent controls"];
      if (scope.hasHere) places.push("here", "here");
      parts.push(this.pick(places));
    }
    if (this.chance(0.25)) {
      parts.push(
        this.oneOf([
          [2, () => `with might ${this.int(1, 4)} or ${this.pick(["less", "more"])}`],
          [1, () => `with cost ${this.int(1, 4)} or more`],
          [1, () => `with tag ${this.pick(TAGS)} or ${this.pick(TAGS)}`],
          [1, () => `with ${this.pick(FILTER_KEYWORDS)}`],
          [1, () => `with might ${this.pick(["<=", ">=", "<", ">", "=", "!="])} ${this.int(0, 4)}`],
          [
            1,
            () =>
              `with might ${this.pick(["less than", "more than", "at most", "at least", "exactly"])} ${this.int(0, 4)}`,
          ],
          [1, () => `with tags ${this.pick(TAGS)} and ${this.pick(TAGS)}`],
          [1, () => `with ${this.pick(FILTER_KEYWORDS)} and ${this.pick(FILTER_KEYWORDS)}`],
          [2, () => `with ${this.int(1, 4)} might or ${this.pick(["less", "more"])}`],
          [
            scope.type === "unit" ? 1 : 0,
            () => `with ${this.pick(["less", "more"])} might than this`,
          ],
        ]),
      );
    }
    return parts.map((p) => ` ${p}`).join("");
  }

  private singularFilter(scope: Scope): string {
    const prefix = this.prefixes();
    const noun = this.noun();
    const article = /^[aeiou]/i.test(prefix || noun) ? "an" : "a";
    return `${this.chance(0.1) ? "another" : article} ${prefix}${noun}${this.suffixes(scope)}`;
  }

  private pluralFilter(scope: Scope): string {
    const noun = this.noun()
      .replace(/unit or gear$/, "units or gear")
      .replace(/(unit|token|battlefield)$/, "$1s");
    return `${this.prefixes()}${noun}${this.suffixes(scope)}`;
  }

  /** A unit the instruction acts on: targeted, chosen, every one, or a reference. */
  private unitRef(scope: Scope, allowPlural = true): string {
    const filter = (plural = false): string => {
      const prefix = this.prefixes();
      let noun = this.chance(0.85) ? "unit" : this.noun();
      if (plural)
        noun = noun
          .replace(/unit or gear$/, "units or gear")
          .replace(/(unit|token|battlefield)$/, "$1s");
      return `${prefix}${noun}${this.suffixes(scope)}`;
    };
    return this.oneOf([
      [scope.noTargets ? 0 : 6, () => `target ${filter()}`],
      [
        scope.noTargets || !allowPlural ? 0 : 1,
        () => `up to ${this.int(1, 2)} target ${filter(true)}`,
      ],
      [
        scope.noTargets || !allowPlural ? 0 : 1,
        () => `${this.pick(NUMBER_WORDS)} target ${filter(true)}`,
      ],
      [
        2,
        () => `${this.chance(0.8) ? "a" : "another"} ${filter()}`.replace(/^a ([aeiou])/i, "an $1"),
      ],
      [allowPlural ? 2 : 0, () => `all ${filter(true)}`],
      [allowPlural ? 1 : 0, () => `each ${filter()}`],
      [scope.type === "unit" ? 2 : 0, () => "this"],
      [scope.hasIt ? 3 : 0, () => "it"],
      [scope.hasIt ? 1 : 0, () => "the triggering unit"],
      [scope.bound.length > 0 ? 3 : 0, () => this.pick(scope.bound)],
    ]);
  }

  private bind(scope: Scope): string {
    if (!this.chance(0.2)) return "";
    const name = `b${scope.bound.length + 1}x`;
    scope.bound.push(name);
    return ` as ${name}`;
  }

  private amount(scope: Scope): string {
    return this.oneOf([
      [6, () => String(this.int(0, 4))],
      [2, () => this.pick(NUMBER_WORDS)],
      [1, () => `1 for each ${this.pluralFilter(scope)}`],
      [scope.hasIt ? 1 : 0, () => "its might"],
      [scope.bound.length > 0 ? 1 : 0, () => `the might of ${this.pick(scope.bound)}`],
      [1, () => "the number of cards in your hand"],
      [1, () => "your score"],
      [1, () => "an opponent's score"],
      [1, () => `1 for each ${this.pick(["opponent", "player"])}`],
    ]);
  }

  private place(scope: Scope): string {
    const places = ["your base", "a battlefield you control", "its owner's base", "a battlefield"];
    if (scope.hasHere) places.push("here");
    return this.pick(places);
  }

  // --- changes --------------------------------------------------------------------------------

  private changes(scope: Scope, forStatic = false): string {
    const parts: string[] = [];
    const n = this.int(1, 2);
    for (let i = 0; i < n; i++) {
      parts.push(
        this.oneOf([
          [5, () => `${this.pick(["+", "-"])}${this.int(1, 3)} might`],
          [
            1,
            () =>
              `+1 might for each ${forStatic && this.chance(0.5) ? "other " : ""}friendly unit${scope.hasHere ? " here" : ""}`,
          ],
          [3, () => this.pick(GRANTED_KEYWORDS)],
          [1, () => `tag ${this.pick(TAGS)}`],
          [1, () => `domain ${this.pick(FUZZ_DOMAINS)}`],
          [
            scope.depth < 1 ? 1 : 0,
            () =>
              `{ ${this.grantedAbility({ ...scope, depth: scope.depth + 1, bound: [], hasIt: false, noTargets: false, paid: false, type: "unit", hasHere: true })} }`,
          ],
        ]),
      );
    }
    return this.list(parts);
  }

  private grantedAbility(scope: Scope): string {
    return this.oneOf([
      [
        2,
        () =>
          `when this ${this.pick(["dies", "attacks", "conquers", "is played"])}: ${this.instructions(scope, 1)}`,
      ],
      [1, () => `exhaust this: ${this.instructions(scope, 1)}`],
    ]);
  }

  // --- instructions ---------------------------------------------------------------------------

  /** `n` instructions joined by `;` (now and then `and`). */
  instructions(scope: Scope, n: number): string {
    const parts: string[] = [];
    for (let i = 0; i < n; i++) {
      const text = this.instruction(scope);
      parts.push(text);
      // Once an object is named, `it` may refer to it; generated text often gets this wrong on
      // purpose, which the checker must refuse (RS2013) rather than crash on.
      if (this.chance(0.5)) scope = { ...scope, hasIt: true };
    }
    let out = parts[0] ?? "draw 1";
    for (const next of parts.slice(1)) {
      const startsWithVerb =
        /^(draw|kill|banish|deal|ready|exhaust|stun|buff|heal|give|discard|channel|burn|add|score|recall)\b/.test(
          next,
        );
      // A `.` joins only before what can only be an instruction (LANGUAGE.md, Abilities).
      const sentence = /^(draw|deal|give|return|channel|burn|add|score|recall|heal)\b/.test(next);
      out += this.oneOf([
        [startsWithVerb ? 2 : 0, () => ` and ${next}`],
        [8, () => `; ${next}`],
        [1, () => `, then ${next}`],
        [sentence ? 1 : 0, () => `. ${next.charAt(0).toUpperCase()}${next.slice(1)}`],
      ]);
    }
    return out;
  }

  private instruction(scope: Scope): string {
    const deep = scope.depth >= 2;
    const nested: Scope = { ...scope, depth: scope.depth + 1 };
    return this.oneOf([
      [3, () => `draw ${this.amount(scope)}`],
      [1, () => `draw a card`],
      [
        1,
        () =>
          `${this.pick(["target player draws", "each player draws", "an opponent draws", "its owner draws"])} ${this.int(1, 2)}`,
      ],
      [2, () => `discard ${this.int(1, 2)}${this.bind(scope)}`],
      [1, () => `discard a unit card${this.bind(scope)}`],
      [
        1,
        () =>
          `${this.pick(["each opponent discards", "an opponent discards", "target opponent discards", "each player discards"])} 1`,
      ],
      [3, () => `kill ${this.unitRef(scope)}${this.bind(scope)}`],
      [2, () => `banish ${this.unitRef(scope)}${this.bind(scope)}`],
      [4, () => `deal ${this.amount(scope)} to ${this.unitRef(scope)}${this.bind(scope)}`],
      [1, () => `deal ${this.amount(scope)} damage to ${this.unitRef(scope)}`],
      [2, () => `move ${this.unitRef(scope)} to ${this.place(scope)}`],
      [
        2,
        () => `return ${this.unitRef(scope)} to ${this.chance(0.8) ? "its" : "their"} owner's hand`,
      ],
      [
        1,
        () =>
          `put ${this.unitRef(scope, false)} on the ${this.pick(["bottom", "top"])} of its owner's deck`,
      ],
      [1, () => `recall ${this.unitRef(scope)}`],
      [
        4,
        () => `${this.pick(["ready", "exhaust", "stun", "buff", "heal"])} ${this.unitRef(scope)}`,
      ],
      [
        1,
        () =>
          `prevent the next ${this.int(0, 3)}${this.chance(0.3) ? " combat" : ""} damage that would be dealt to ${this.unitRef(scope)} ${this.duration(scope)}`,
      ],
      [1, () => `prevent all${this.chance(0.5) ? " combat" : ""} damage ${this.duration(scope)}`],
      [
        scope.noTargets ? 0 : 1,
        () =>
          `counter target spell${this.chance(0.3) ? "; return it to its owner's hand instead of its owner's trash" : ""}`,
      ],
      [
        1,
        () =>
          `${this.pick(["gain control of", "an opponent gains control of"])} ${this.unitRef(scope)}${this.chance(0.5) ? ` ${this.duration(scope)}` : ""}`,
      ],
      [
        5,
        () =>
          `give ${this.unitRef(scope)} ${this.changes(scope)}${this.chance(0.7) ? ` ${this.duration(scope)}` : ""}`,
      ],
      [
        2,
        () => `add ${this.pick(["1 Fury", "2", "1 + 1 power of any domain", "1 Calm", "1 power"])}`,
      ],
      [
        1,
        () =>
          `channel ${this.amount(scope)} rune${this.chance(0.5) ? "s" : ""}${this.chance(0.5) ? " exhausted" : ""}`,
      ],
      [
        1,
        () =>
          `${this.pick(["burn", "an opponent burns", "target opponent burns"])} ${this.int(1, 2)}`,
      ],
      [3, () => `${this.pick(["play", "create"])} ${this.tokenPhrase(scope)}`],
      [
        1,
        () =>
          `play ${this.pick(["target unit card in your trash", "target spell card in your trash", "it", "a unit card in your trash"])} ${this.pick(["ignoring its cost", `for ${this.cost()}`, ""])}`.trimEnd(),
      ],
      [
        scope.hasHere ? 1 : 0,
        () => `replace ${this.pick(["this", "target battlefield you control"])} with a Brush token`,
      ],
      [scope.hasHere ? 1 : 0, () => `swap ${this.pick(["this", "target battlefield"])} back`],
      [2, () => `score ${this.pick(["1 point", "2 points", "one point"])}`],
      [
        1,
        () =>
          `${this.pick(["reveal", "look at"])} the top ${this.int(1, 3)} cards of your deck${this.bind(scope)}`,
      ],
      [deep ? 0 : 2, () => this.modes(nested)],
      [deep ? 0 : 2, () => `you may ${this.instruction(nested)}`],
      [deep ? 0 : 2, () => this.conditional(nested)],
      [deep ? 0 : 1, () => this.forEach(nested)],
      [
        deep ? 0 : 1,
        () => `do this ${this.pick(["2", "two", "3"])} times, { ${this.instructions(nested, 2)} }`,
      ],
      [deep || scope.noTargets ? 0 : 1, () => this.delayed(nested)],
      [
        scope.type === "unit" ? 1 : 0,
        () => `${this.pick(["ready", "exhaust", "buff", "heal"])} this`,
      ],
      ...this.newerInstructions(scope, nested, deep),
    ]);
  }

  /** Who may pay to spare an instruction, with the verb: `you pay`, `its controller pays`. */
  private payer(target: boolean): string {
    const who = this.pick([
      "its controller",
      "an opponent",
      "you",
      ...(target ? ["target opponent"] : []),
    ]);
    return who === "you" ? "you pay" : `${who} pays`;
  }

  /** Instructions of the newer constructs (LANGUAGE.md, Instructions). */
  private newerInstructions(scope: Scope, nested: Scope, deep: boolean): [number, () => string][] {
    const target = !scope.noTargets;
    const times = (): string => this.pick(["twice", "two times", "3 times", "three times"]);
    return [
      [
        target ? 2 : 0,
        () =>
          `${this.pick([`deal ${this.int(1, 3)} to target unit`, "counter target spell", "kill target gear", `give target unit +2 might this turn`])} unless ${this.payer(target)} ${this.pick(["1", "2", "1 Fury", "1 + 1 power of any domain"])}`,
      ],
      [1, () => `draw ${this.int(1, 2)} unless ${this.pick(["an opponent pays", "you pay"])} 1`],
      [
        2,
        () =>
          `${this.pick([`deal 1 to ${this.unitRef(scope, false)}`, "draw 1", "channel 1 rune exhausted", `buff ${this.unitRef(scope, false)}`])} ${times()}`,
      ],
      [
        2,
        () =>
          `deal ${this.pick(scope.hasIt ? ["damage equal to its might", "its might damage", "damage equal to your score"] : ["damage equal to the number of cards in your hand", "damage equal to your score"])} to ${this.unitRef(scope)}`,
      ],
      [
        2,
        () =>
          `double ${this.pick([...(scope.hasIt ? ["its might"] : []), ...(target ? ["target unit's might", "target friendly unit's might"] : []), ...(scope.type === "unit" ? ["this's might"] : []), "each friendly unit's might", "a friendly unit's might"])}${this.chance(0.6) ? ` ${this.duration(scope)}` : ""}`,
      ],
      [
        2,
        () =>
          this.pick([
            `shuffle ${this.unitRef(scope)} into its owner's deck`,
            "shuffle your trash into your deck",
            "shuffle all cards in an opponent's trash into its owner's deck",
            "shuffle it into its owner's deck",
          ]),
      ],
      [
        2,
        () =>
          `the next ${this.pick(["spell", "unit", "Fury unit", "unit card", "spell card", "gear"])} you play${this.pick(["", " this turn"])} costs ${this.int(1, 2)} less`,
      ],
      [
        2,
        () =>
          `${this.pick(["look at", "reveal"])} the top ${this.int(2, 4)} cards of your deck; put ${this.pick(["one of them", "up to one of them", "two of them", "up to one unit among them", "a spell among them"])} ${this.pick(["into your hand", "into your trash", "on the top of your deck"])}${this.pick(["", " and the rest on the bottom of your deck", " and the rest into your trash", " and the rest on the top of your deck in any order"])}`,
      ],
      [
        1,
        () =>
          this.pick([
            "discard your hand",
            "each player discards their hand",
            "each opponent discards their hand",
            "target opponent discards their hand",
          ]),
      ],
      [
        3,
        () => {
          const subject = this.oneOf([
            [scope.type === "unit" ? 2 : 0, () => "this gets"],
            [scope.hasIt ? 2 : 0, () => "it gets"],
            [target ? 2 : 0, () => "target unit gets"],
            [target ? 1 : 0, () => "up to 2 target friendly units get"],
            [1, () => "other friendly units here get"],
            [1, () => "each enemy unit gets"],
          ]);
          return `${subject} ${this.changes(scope)} ${this.duration(scope)}`;
        },
      ],
      [
        2,
        () =>
          `${this.pick([...(target ? ["target unit", "target enemy unit"] : []), ...(scope.hasIt ? ["it"] : []), "each enemy unit"])} can't ${this.pick(["move", "attack", "defend", "be dealt damage"])} ${this.duration(scope)}`,
      ],
      [
        deep ? 0 : 1,
        () =>
          `at ${this.pick(["the end of this turn", "the start of your next turn", "the end of the next turn", "the start of an opponent's next turn", "the end of your next turn"])}${this.pick([":", ","])} ${this.instruction({ ...nested, noTargets: true })}`,
      ],
      [
        deep || scope.noTargets ? 0 : 1,
        () =>
          `when ${this.pick(["you conquer", "a friendly unit dies", "you play a spell"])} this turn, ${this.instruction({ ...nested, hasIt: true })}`,
      ],
      [scope.hasIt ? 1 : 0, () => "create a Recruit token at its location"],
      [1, () => `draw 1 for each ${this.pick(["opponent", "player"])}`],
    ];
  }

  private tokenPhrase(scope: Scope): string {
    const count = this.pick(["a", "2", "two", "an"]);
    const ready = this.pick(["", "ready ", "exhausted "]);
    const name = this.chance(0.9) ? this.pick(UNIT_TOKENS) : "Gold";
    const plural = count === "a" || count === "an" ? "token" : "tokens";
    const article =
      count === "a" || count === "an" ? (/^[aeiou]/i.test(ready || name) ? "an" : "a") : count;
    let phrase = `${article} ${ready}${name} ${plural}`;
    if (this.chance(0.3)) phrase += ` with ${this.changes({ ...scope, depth: 1 })}`;
    if (this.chance(0.6))
      phrase += ` ${this.pick(["here", "at your base", "at a battlefield you control"])}`;
    if (this.chance(0.1)) phrase += ` for each friendly unit${scope.hasHere ? " here" : ""}`;
    if (this.chance(0.1)) phrase += " for an opponent";
    phrase += this.bind(scope);
    return phrase;
  }

  private modes(scope: Scope): string {
    const n = this.int(2, 3);
    const modes: string[] = [];
    for (let i = 0; i < n; i++)
      modes.push(`{ ${this.instructions({ ...scope, bound: [...scope.bound] }, this.int(1, 2))} }`);
    const how = this.pick(["one", "two", "1", "2"]);
    return `choose ${how}${this.pick([":", " —", " -"])} ${modes.join(" or ")}`;
  }

  private conditional(scope: Scope): string {
    const head = this.oneOf([
      [3, () => `if you do, ${this.instruction(scope)}`],
      [3, () => `if ${this.condition(scope)}, ${this.instruction(scope)}`],
      [1, () => `if you do, { ${this.instructions(scope, 2)} }`],
    ]);
    return this.chance(0.3) ? `${head}; otherwise, ${this.instruction(scope)}` : head;
  }

  private forEach(scope: Scope): string {
    const name = `e${scope.depth}x`;
    const inner: Scope = { ...scope, bound: [...scope.bound, name], hasIt: false };
    return `for each ${this.pluralFilter(scope)} as ${name}, ${this.instruction(inner)}`;
  }

  private delayed(scope: Scope): string {
    const inner: Scope = { ...scope, hasIt: true, bound: [...scope.bound] };
    const body = this.instruction(inner);
    return `${this.pick(["this turn", "until your next turn", "until end of turn"])}, when ${this.event({ ...scope, hasHere: false })}: ${body}`;
  }
}

/** `count` cards of one seed, names unique within the batch. */
export function generateCards(
  seed: number,
  count: number,
  options: GeneratorOptions = {},
): GeneratedCard[] {
  const generator = new CardGenerator(seed, options);
  return Array.from({ length: count }, () => generator.card());
}
