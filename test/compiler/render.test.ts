import { describe, expect, test } from "vitest";
import { renderCardText, renderDefinition } from "../../compiler/render/index.js";
import type {
  Ability,
  Amount,
  Condition,
  Definition,
  EventPattern,
  Filter,
  Instruction,
  Modification,
  ObjectRef,
  PlayerRef,
} from "../../runtime/definitions.js";
import { cardWith, everyConstruct, spellDoing } from "../fixtures/definitions/every-construct.js";
import { abandon, lanternTrick, musterCaptain } from "../fixtures/definitions/sample-set.js";
import { gold, namedTokens } from "../fixtures/definitions/tokens.js";

function expectRendered(definition: Definition, expected: string): void {
  expect(renderDefinition(definition, { tokens: namedTokens }).abilities.join(" ")).toBe(expected);
}

const you: PlayerRef = { player: "you" };
const opponent: PlayerRef = { player: "opponent" };
const n = (value: number): Amount => ({ amount: "fixed", value });
const unit: Filter = { types: ["unit"] };
const targetUnit: ObjectRef = { ref: "target", filter: unit };
const it = (name: string): ObjectRef => ({ ref: "bound", name });
const draw = (count = 1, player: PlayerRef = you): Instruction => ({
  op: "draw",
  player,
  count: n(count),
});
const spell = (...effect: Instruction[]): Definition => spellDoing("Test", ...effect);
const unitCard = (...abilities: Ability[]): Definition => cardWith("Test", abilities, "unit");
const when = (trigger: EventPattern, ...effect: Instruction[]): Definition =>
  unitCard({ kind: "triggered", trigger, effect });
const insteadOf = (pattern: EventPattern, ...instead: Instruction[]): Definition =>
  unitCard({ kind: "replacement", pattern, instead });
const statically = (affects: ObjectRef, ...modifications: Modification[]): Definition =>
  unitCard({ kind: "static", affects, modifications });
const ifThen = (condition: Condition): Definition => spell({ op: "if", condition, then: [draw()] });
const withToken = (might: number): Definition[] => [
  {
    kind: "token",
    type: "unit",
    name: "Giant",
    domains: [],
    might,
    tags: [],
    keywords: [],
    abilities: [],
  },
];

describe("the examples of issue 4 and DESIGN.md", () => {
  test("a triggered token play", () =>
    expectRendered(musterCaptain, "When this is played, play a 1 Might Recruit unit token here."));
  test("counter with a rewritten destination (RULES F3)", () =>
    expectRendered(
      abandon,
      "Counter target spell. Return it to its owner's hand instead of its owner's trash.",
    ));
  test("a linked delayed return (RULES B1)", () =>
    expectRendered(
      lanternTrick,
      "Banish target unit you control. This turn, when you conquer, return it to its owner's hand.",
    ));
  test("Gold's Reaction ability (RULES T5)", () =>
    expectRendered(gold, "Reaction — Kill this, exhaust this: Add 1 power of any domain."));
});

describe("instructions", () => {
  test.each<[string, Definition, string]>([
    ["banish", spell({ op: "banish", target: targetUnit }), "Banish target unit."],
    [
      "kill all",
      spell({
        op: "kill",
        target: { ref: "all", filter: { types: ["unit"], statuses: ["damaged"] } },
      }),
      "Kill all damaged units.",
    ],
    [
      "discard by another player",
      spell({ op: "discard", player: opponent, count: n(2) }),
      "An opponent discards 2 cards.",
    ],
    [
      "discard a filtered card",
      spell({ op: "discard", player: you, count: n(1), filter: { types: ["unit"], kind: "card" } }),
      "Discard a unit card.",
    ],
    [
      "discard a counted number",
      spell({
        op: "discard",
        player: you,
        count: { amount: "count", filter: { types: ["unit"], controller: "you" } },
      }),
      "Discard a number of cards equal to the number of units you control.",
    ],
    [
      "draw several for each",
      spell({
        op: "draw",
        player: you,
        count: { amount: "count", filter: { types: ["unit"], controller: "you" }, per: 2 },
      }),
      "Draw 2 cards for each unit you control.",
    ],
    ["draw, plural", spell(draw(2)), "Draw 2 cards."],
    ["draw, singular", spell(draw(1)), "Draw 1 card."],
    ["draw by each player", spell(draw(1, { player: "each" })), "Each player draws 1 card."],
    [
      "move to a battlefield",
      spell({ op: "move", target: targetUnit, to: { to: "battlefield" } }),
      "Move target unit to a battlefield.",
    ],
    [
      "move to a chosen battlefield",
      spell({
        op: "move",
        target: targetUnit,
        to: { to: "battlefield", choose: { controller: "opponent" } },
      }),
      "Move target unit to a battlefield an opponent controls.",
    ],
    [
      "move to base",
      spell({ op: "move", target: targetUnit, to: { to: "base" } }),
      "Move target unit to its base.",
    ],
    [
      "move to hand: return, to the owner's hand (RULES G2)",
      spell({ op: "move", target: targetUnit, to: { to: "zone", zone: "hand" } }),
      "Return target unit to its owner's hand.",
    ],
    [
      "move several to hand",
      spell({
        op: "move",
        target: { ref: "all", filter: { types: ["unit"], location: { at: "here" } } },
        to: { to: "zone", zone: "hand" },
      }),
      "Return all units here to their owners' hands.",
    ],
    [
      "move to the top of a named player's deck",
      spell({
        op: "move",
        target: targetUnit,
        to: { to: "zone", zone: "deck", player: you, position: "top" },
      }),
      "Put target unit on the top of your Main Deck.",
    ],
    [
      "move to the trash",
      spell({ op: "move", target: targetUnit, to: { to: "zone", zone: "trash" } }),
      "Put target unit into its owner's trash.",
    ],
    ["recall", spell({ op: "recall", target: targetUnit }), "Recall target unit."],
    ["ready", spell({ op: "ready", target: { ref: "this" } }), "Ready this."],
    ["exhaust", spell({ op: "exhaust", target: targetUnit }), "Exhaust target unit."],
    ["stun", spell({ op: "stun", target: targetUnit }), "Stun target unit."],
    ["buff", spell({ op: "buff", target: targetUnit }), "Buff target unit."],
    [
      "heal",
      spell({ op: "heal", target: { ref: "all", filter: { types: ["unit"], controller: "you" } } }),
      "Heal all units you control.",
    ],
    [
      "deal a fixed amount",
      spell({ op: "deal", amount: n(3), target: targetUnit }),
      "Deal 3 damage to target unit.",
    ],
    [
      "deal an amount read from an object",
      when(
        { event: "attacked", subject: { ref: "this" } },
        { op: "deal", amount: { amount: "mightOf", object: { ref: "this" } }, target: targetUnit },
      ),
      "When this attacks, deal damage equal to its Might to target unit.",
    ],
    [
      "counter",
      spell({ op: "counter", target: { ref: "target", filter: { types: ["spell"] } } }),
      "Counter target spell.",
    ],
    [
      "counter into the trash says nothing more",
      spell({
        op: "counter",
        target: { ref: "target", filter: { types: ["spell"] } },
        destination: "trash",
      }),
      "Counter target spell.",
    ],
    [
      "counter into the deck",
      spell({
        op: "counter",
        target: { ref: "target", filter: { types: ["spell"] } },
        destination: "deck",
      }),
      "Counter target spell. Put it into its owner's Main Deck instead of its owner's trash.",
    ],
    [
      "counter into banishment",
      spell({
        op: "counter",
        target: { ref: "target", filter: { types: ["spell"] } },
        destination: "banishment",
      }),
      "Counter target spell. Banish it instead of putting it into its owner's trash.",
    ],
    [
      "gain control for a turn",
      spell({
        op: "gainControl",
        target: targetUnit,
        player: you,
        duration: { until: "endOfTurn" },
      }),
      "This turn, gain control of target unit.",
    ],
    [
      "control given to another player",
      spell({ op: "gainControl", target: { ref: "this" }, player: opponent }),
      "An opponent gains control of this.",
    ],
    [
      "modify with a duration",
      spell({
        op: "modify",
        target: targetUnit,
        modifications: [{ mod: "might", amount: 2 }, { mod: "cantMove" }],
        duration: { until: "endOfTurn" },
      }),
      "Target unit gets +2 Might and can't move this turn.",
    ],
    [
      "modify many",
      spell({
        op: "modify",
        target: { ref: "all", filter: { types: ["unit"], controller: "you" } },
        modifications: [{ mod: "might", amount: 1 }],
        duration: { until: "yourNextTurn" },
      }),
      "All units you control get +1 Might until your next turn.",
    ],
    [
      "modify with a negative Might",
      spell({
        op: "modify",
        target: targetUnit,
        modifications: [{ mod: "might", amount: -2 }],
        duration: { until: "permanent" },
      }),
      "Target unit gets -2 Might.",
    ],
    [
      "add energy and power",
      spell({ op: "add", energy: 1, power: [{ domain: "Fury", amount: 1 }] }),
      "Add 1 energy and 1 Fury power.",
    ],
    [
      "add power of any domain",
      spell({ op: "add", energy: 0, power: [{ domain: "any", amount: 2 }] }),
      "Add 2 power of any domain.",
    ],
    ["channel", spell({ op: "channel", count: n(2) }), "Channel 2 runes."],
    [
      "channel exhausted",
      spell({ op: "channel", count: n(1), exhausted: true }),
      "Channel 1 rune exhausted.",
    ],
    [
      "burn one",
      spell({ op: "burn", player: you, count: n(1) }),
      "Put the top card of your Main Deck into your trash.",
    ],
    [
      "burn for each player",
      spell({ op: "burn", player: { player: "each" }, count: n(2) }),
      "Each player puts the top 2 cards of their Main Deck into their trash.",
    ],
    [
      "burn a counted number",
      spell({ op: "burn", player: opponent, count: { amount: "score", player: you } }),
      "An opponent puts a number of cards equal to your score from the top of their Main Deck into their trash.",
    ],
    [
      "play several tokens (two numbers in a row read as words)",
      spell({ op: "playToken", token: { name: "Recruit" }, count: n(2), location: { to: "here" } }),
      "Play two 1 Might Recruit unit tokens here.",
    ],
    [
      "play a token whose definition is unknown",
      spell({ op: "playToken", token: { name: "Wisp" }, count: n(3) }),
      "Play 3 Wisp tokens.",
    ],
    [
      "a token's Might change folds into its Might (RULES T5)",
      spell({
        op: "playToken",
        token: {
          name: "Recruit",
          changes: [
            { mod: "might", amount: 1 },
            { mod: "keyword", keyword: { keyword: "Tank" } },
          ],
        },
        count: n(1),
      }),
      "Play a 2 Might Recruit unit token with Tank.",
    ],
    [
      "a token with changes that are not things it has",
      spell({
        op: "playToken",
        token: { name: "Wisp", changes: [{ mod: "cantMove" }] },
        count: n(1),
      }),
      "Play a Wisp token that can't move.",
    ],
    [
      "create a ready token for another player (RULES T1, T3)",
      spell({
        op: "createToken",
        token: { name: "Sprite" },
        count: n(1),
        ready: true,
        location: { to: "base" },
        controller: opponent,
      }),
      "Create a ready 3 Might Sprite unit token at your base under an opponent's control.",
    ],
    [
      "create a counted number of tokens",
      spell({
        op: "createToken",
        token: { name: "Bird" },
        count: { amount: "count", filter: { types: ["unit"], controller: "you" } },
      }),
      "Create a number of 1 Might Bird unit tokens equal to the number of units you control.",
    ],
    [
      "play a card from a zone, ignoring its cost",
      spell({
        op: "playCard",
        target: {
          ref: "choose",
          filter: { types: ["unit"], kind: "card", zone: { zone: "trash", player: "you" } },
        },
        ignoreCost: true,
        location: { to: "here" },
      }),
      "Play a unit card in your trash here, ignoring its cost.",
    ],
    [
      "play a card for a cost",
      spell({
        op: "playCard",
        target: targetUnit,
        cost: { energy: 2, power: [{ domain: "Fury", amount: 1 }] },
      }),
      "Play target unit by paying 2 + 1 Fury instead of its cost.",
    ],
    [
      "replace (RULES R1)",
      spell({ op: "replace", target: { ref: "this" }, token: { name: "Brush" } }),
      "Replace this with a Brush battlefield token.",
    ],
    ["swap back (RULES R5)", spell({ op: "swapBack", target: { ref: "this" } }), "Swap this back."],
    ["score", spell({ op: "score", player: you, points: 1 }), "Score 1 point."],
    [
      "score by another player",
      spell({ op: "score", player: opponent, points: 2 }),
      "An opponent scores 2 points.",
    ],
    [
      "reveal",
      spell({ op: "reveal", player: you, count: 3 }),
      "Reveal the top 3 cards of your Main Deck.",
    ],
    [
      "look",
      spell({ op: "look", player: opponent, count: 1 }),
      "An opponent looks at the top card of their Main Deck.",
    ],
    [
      "choose one",
      spell({
        op: "choose",
        count: 1,
        modes: [[draw()], [{ op: "deal", amount: n(2), target: targetUnit }]],
      }),
      "Choose one: draw 1 card; or deal 2 damage to target unit.",
    ],
    [
      "choose two of three",
      spell({
        op: "choose",
        count: 2,
        modes: [
          [draw()],
          [{ op: "ready", target: { ref: "this" } }],
          [{ op: "score", player: you, points: 1 }],
        ],
      }),
      "Choose two: draw 1 card; ready this; or score 1 point.",
    ],
    [
      "may, then if you do",
      spell(
        { op: "may", effect: [{ op: "discard", player: you, count: n(1) }] },
        { op: "if", condition: { cond: "didPrevious" }, then: [draw(2)] },
      ),
      "You may discard 1 card. If you do, draw 2 cards.",
    ],
    [
      "may with several instructions",
      spell({ op: "may", effect: [{ op: "exhaust", target: { ref: "this" } }, draw(1)] }),
      "You may exhaust this, then draw 1 card.",
    ],
    [
      "if with otherwise",
      spell({
        op: "if",
        condition: { cond: "didPrevious" },
        then: [draw(2)],
        else: [{ op: "score", player: opponent, points: 1 }],
      }),
      "If you do, draw 2 cards. Otherwise, an opponent scores 1 point.",
    ],
    [
      "if with otherwise, nested",
      spell({
        op: "may",
        effect: [
          {
            op: "if",
            condition: { cond: "isTurnOf", player: "you" },
            then: [draw(1)],
            else: [draw(2)],
          },
        ],
      }),
      "You may do the following: if it is your turn, draw 1 card; otherwise, draw 2 cards.",
    ],
    [
      "for each",
      spell({
        op: "forEach",
        each: { ref: "all", filter: { types: ["unit"], controller: "opponent" } },
        bind: "foe",
        effect: [{ op: "deal", amount: n(1), target: it("foe") }],
      }),
      "For each unit your opponents control, deal 1 damage to it.",
    ],
    [
      "for each of several targets",
      spell({
        op: "forEach",
        each: { ref: "target", filter: unit, count: 2 },
        bind: "u",
        effect: [{ op: "stun", target: it("u") }],
      }),
      "For each of 2 target units, stun it.",
    ],
    [
      "repeat",
      spell({ op: "repeat", times: n(2), effect: [draw()] }),
      "Do the following 2 times: draw 1 card.",
    ],
    [
      "repeat a counted number of times",
      spell({ op: "repeat", times: { amount: "score", player: you }, effect: [draw()] }),
      "Do the following a number of times equal to your score: draw 1 card.",
    ],
    [
      "delayed, this turn",
      spell({
        op: "delayed",
        trigger: { event: "conquered", player: "you" },
        duration: { until: "endOfTurn" },
        effect: [draw()],
      }),
      "This turn, when you conquer, draw 1 card.",
    ],
    [
      "delayed, until it fires",
      spell({
        op: "delayed",
        trigger: { event: "conquered", player: "you" },
        duration: { until: "permanent" },
        effect: [draw()],
      }),
      "The next time you conquer, draw 1 card.",
    ],
    [
      "delayed, until your next turn",
      spell({
        op: "delayed",
        trigger: { event: "killed", subject: { ref: "match", filter: unit } },
        duration: { until: "yourNextTurn" },
        effect: [{ op: "buff", target: { ref: "triggering" } }],
      }),
      "Until your next turn, when a unit dies, buff it.",
    ],
    [
      "delayed, at the start of a turn",
      spell({
        op: "delayed",
        trigger: { event: "turnStarted", player: "you" },
        duration: { until: "permanent" },
        effect: [draw()],
      }),
      "At the start of your next turn, draw 1 card.",
    ],
    ["an empty effect", spell(), "Do nothing."],
  ])("%s", (_name, definition, expected) => expectRendered(definition, expected));
});

describe("references: it, that unit, which one (RULES E3)", () => {
  test.each<[string, Definition, string]>([
    [
      "a bound name mentioned last reads it",
      spell(
        { op: "kill", target: { ref: "target", filter: unit, bind: "a" } },
        { op: "draw", player: { player: "controllerOf", object: it("a") }, count: n(1) },
      ),
      "Kill target unit. Its controller draws 1 card.",
    ],
    [
      "a bound name after another object reads that unit",
      spell(
        { op: "banish", target: targetUnit, bind: "a" },
        { op: "kill", target: { ref: "target", filter: { types: ["gear"] } } },
        { op: "move", target: it("a"), to: { to: "zone", zone: "hand" } },
      ),
      "Banish target unit. Kill target gear. Return that unit to its owner's hand.",
    ],
    [
      "two bound units are told apart by name",
      spell(
        { op: "banish", target: targetUnit, bind: "a" },
        { op: "kill", target: targetUnit, bind: "b" },
        { op: "move", target: it("a"), to: { to: "zone", zone: "hand" } },
      ),
      "Banish target unit. Kill target unit. Return that unit (a) to its owner's hand.",
    ],
    [
      "several bound objects read them",
      spell(
        { op: "stun", target: { ref: "target", filter: unit, count: 2, bind: "pair" } },
        { op: "buff", target: { ref: "this" } },
        { op: "exhaust", target: it("pair") },
      ),
      "Stun 2 target units. Buff this. Exhaust those units.",
    ],
    [
      "several targets, up to",
      spell({
        op: "stun",
        target: { ref: "target", filter: { types: ["unit"], another: true }, count: 2, upTo: true },
      }),
      "Stun up to 2 other target units.",
    ],
    [
      "a chosen object takes an article",
      spell({
        op: "kill",
        target: { ref: "choose", filter: { types: ["unit"], statuses: ["exhausted"] } },
      }),
      "Kill an exhausted unit.",
    ],
    [
      "another, chosen",
      spell({
        op: "kill",
        target: { ref: "choose", filter: { types: ["unit"], controller: "you", another: true } },
      }),
      "Kill another unit you control.",
    ],
    [
      "the triggering object is it right after the trigger",
      when(
        {
          event: "killed",
          subject: { ref: "match", filter: { types: ["unit"], controller: "you" } },
        },
        { op: "move", target: { ref: "triggering" }, to: { to: "zone", zone: "hand" } },
      ),
      "When a unit you control dies, return it to its owner's hand.",
    ],
    [
      "the triggering player",
      when(
        {
          event: "played",
          subject: { ref: "match", filter: { types: ["spell"] } },
          player: "opponent",
        },
        draw(1, { player: "triggering" }),
      ),
      "When an opponent plays a spell, that player draws 1 card.",
    ],
    [
      "the replaced object",
      insteadOf(
        { event: "killed", subject: { ref: "match", filter: unit } },
        { op: "move", target: { ref: "replaced" }, to: { to: "base" } },
      ),
      "If a unit would die, move it to its base instead.",
    ],
    [
      "a possessive of this when it was not mentioned last",
      spell({
        op: "deal",
        amount: { amount: "mightOf", object: { ref: "this" } },
        target: targetUnit,
      }),
      "Deal damage equal to this spell's Might to target unit.",
    ],
    [
      "the owner of another object",
      spell({ op: "draw", player: { player: "ownerOf", object: targetUnit }, count: n(1) }),
      "Target unit's owner draws 1 card.",
    ],
    [
      "at the location of a bound object",
      spell(
        { op: "banish", target: targetUnit, bind: "a" },
        {
          op: "kill",
          target: { ref: "all", filter: { types: ["unit"], location: { at: "there", name: "a" } } },
        },
      ),
      "Banish target unit. Kill all units at that unit's location.",
    ],
  ])("%s", (_name, definition, expected) => expectRendered(definition, expected));
});

describe("filters (RULES O4)", () => {
  const kill = (filter: Filter): Definition =>
    spell({ op: "kill", target: { ref: "target", filter } });
  test.each<[string, Filter, string]>([
    ["types", { types: ["unit", "gear"] }, "Kill target unit or gear."],
    // On the board a card is what is not a token: "unit card" would name one in a hand or trash.
    ["kind card", { types: ["unit"], kind: "card" }, "Kill target non-token unit."],
    ["kind token", { types: ["unit"], kind: "token" }, "Kill target unit token."],
    ["kind any reads like no kind", { types: ["unit"], kind: "any" }, "Kill target unit."],
    ["a token by name", { kind: "token", name: "Recruit" }, "Kill target Recruit token."],
    [
      "a card by name",
      { kind: "card", name: "Muster Captain" },
      'Kill target card named "Muster Captain".',
    ],
    ["controller", { types: ["unit"], controller: "you" }, "Kill target unit you control."],
    ["owner", { types: ["unit"], owner: "opponent" }, "Kill target unit an opponent owns."],
    [
      "controller and owner alike",
      { types: ["unit"], controller: "opponent", owner: "opponent" },
      "Kill target unit an opponent controls and owns.",
    ],
    [
      "controller and owner differ",
      { types: ["unit"], controller: "you", owner: "opponent" },
      "Kill target unit you control and an opponent owns.",
    ],
    ["location here", { types: ["unit"], location: { at: "here" } }, "Kill target unit here."],
    [
      "location at any battlefield",
      { types: ["unit"], location: { at: "anyBattlefield" } },
      "Kill target unit at a battlefield.",
    ],
    [
      "location at a base",
      { types: ["unit"], location: { at: "base", player: "opponent" } },
      "Kill target unit at an opponent's base.",
    ],
    [
      "location anywhere on the board",
      { types: ["unit"], location: { at: "board" } },
      "Kill target unit on the board.",
    ],
    [
      "a zone",
      { types: ["spell"], zone: { zone: "trash", player: "you" } },
      "Kill target spell in your trash.",
    ],
    [
      "a zone of any player",
      { zone: { zone: "hand", player: "any" } },
      "Kill target card in a player's hand.",
    ],
    [
      "the Chain",
      { types: ["spell"], zone: { zone: "chain", player: "opponent" } },
      "Kill target spell on the Chain controlled by an opponent.",
    ],
    [
      "tags, any one of them",
      { types: ["unit"], tags: ["Bird", "Cat", "Dog"] },
      "Kill target Bird, Cat or Dog unit.",
    ],
    [
      "tags, all of them",
      { types: ["unit"], tagsAll: ["Bird", "Cat"] },
      "Kill target unit with tags Bird and Cat.",
    ],
    [
      "tags, all of them, beside a keyword",
      { types: ["unit"], tagsAll: ["Bird", "Cat"], keywords: ["Tank"] },
      "Kill target unit with tags Bird and Cat with Tank.",
    ],
    [
      "keywords",
      { types: ["unit"], keywords: ["Tank", "Deflect"] },
      "Kill target unit with Tank or Deflect.",
    ],
    ["domains", { types: ["unit"], domains: ["Fury", "Calm"] }, "Kill target Fury or Calm unit."],
    [
      "keywords, all of them",
      { types: ["unit"], keywordsAll: ["Tank", "Deflect"] },
      "Kill target unit with Tank and Deflect.",
    ],
    [
      "domains, all of them",
      { types: ["unit"], domainsAll: ["Fury", "Calm"] },
      "Kill target Fury and Calm unit.",
    ],
    [
      "an article before a vowel",
      { types: ["unit"], domains: ["Order"] },
      "Kill target Order unit.",
    ],
    [
      "Might",
      { types: ["unit"], might: { op: ">=", value: 3 } },
      "Kill target unit with 3 Might or more.",
    ],
    [
      "cost",
      { types: ["spell"], cost: { op: "<=", value: 2 } },
      "Kill target spell with cost 2 or less.",
    ],
    [
      "Might and cost",
      { types: ["unit"], might: { op: "<", value: 2 }, cost: { op: "=", value: 1 } },
      "Kill target unit with less than 2 Might and cost exactly 1.",
    ],
    [
      "statuses, all of them",
      { types: ["unit"], statuses: ["exhausted", "damaged"] },
      "Kill target exhausted, damaged unit.",
    ],
    ["another", { types: ["unit"], another: true }, "Kill another target unit."],
    ["nothing but a status", { statuses: ["stunned"] }, "Kill target stunned object."],
    [
      "a name that looks like HTML stays plain text",
      { kind: "card", name: `<b>"x"</b> & y` },
      'Kill target card named "<b>"x"</b> & y".',
    ],
  ])("%s", (_name, filter, expected) => expectRendered(kill(filter), expected));

  test.each<[string, Filter, string]>([
    [
      "<",
      { types: ["unit"], might: { op: "<", value: 2 } },
      "Kill all units with less than 2 Might.",
    ],
    [
      "<=",
      { types: ["unit"], might: { op: "<=", value: 2 } },
      "Kill all units with 2 Might or less.",
    ],
    [
      "=",
      { types: ["unit"], might: { op: "=", value: 2 } },
      "Kill all units with exactly 2 Might.",
    ],
    [
      ">",
      { types: ["unit"], might: { op: ">", value: 2 } },
      "Kill all units with more than 2 Might.",
    ],
    [
      "!=",
      { types: ["unit"], might: { op: "!=", value: 2 } },
      "Kill all units with Might other than 2.",
    ],
    [
      "cost >=",
      { types: ["gear"], cost: { op: ">=", value: 4 } },
      "Kill all gear with cost 4 or more.",
    ],
    [
      "cost !=",
      { types: ["gear"], cost: { op: "!=", value: 4 } },
      "Kill all gear with a cost other than 4.",
    ],
  ])("comparison %s", (_name, filter, expected) =>
    expectRendered(spell({ op: "kill", target: { ref: "all", filter } }), expected),
  );
});

describe("players, locations and amounts", () => {
  test.each<[string, Definition, string]>([
    [
      "ownerOf",
      spell(draw(2, { player: "ownerOf", object: targetUnit })),
      "Target unit's owner draws 2 cards.",
    ],
    [
      "controllerOf the triggering object",
      when(
        { event: "killed", subject: { ref: "match", filter: unit } },
        draw(1, { player: "controllerOf", object: { ref: "triggering" } }),
      ),
      "When a unit dies, its controller draws 1 card.",
    ],
    [
      "several owners",
      spell(draw(1, { player: "ownerOf", object: { ref: "all", filter: unit } })),
      "All units' owners draw 1 card.",
    ],
    [
      "a named player's base",
      spell({ op: "move", target: targetUnit, to: { to: "base", player: opponent } }),
      "Move target unit to an opponent's base.",
    ],
    [
      "the same location as another object",
      spell({
        op: "move",
        target: targetUnit,
        to: { to: "sameLocationAs", object: { ref: "this" } },
      }),
      "Move target unit to this spell's location.",
    ],
    [
      "a token into a zone",
      spell({
        op: "createToken",
        token: { name: "Recruit" },
        count: n(1),
        location: { to: "zone", zone: "hand" },
      }),
      "Create a 1 Might Recruit unit token into your hand.",
    ],
    [
      "an amount counted",
      spell({
        op: "deal",
        amount: { amount: "count", filter: { types: ["unit"], controller: "you" } },
        target: targetUnit,
      }),
      "Deal damage equal to the number of units you control to target unit.",
    ],
    [
      "an amount counted several times over",
      spell({
        op: "deal",
        amount: { amount: "count", filter: { types: ["unit"], controller: "you" }, per: 3 },
        target: targetUnit,
      }),
      "Deal damage equal to 3 times the number of units you control to target unit.",
    ],
    [
      "an amount from a score",
      spell({ op: "deal", amount: { amount: "score", player: opponent }, target: targetUnit }),
      "Deal damage equal to an opponent's score to target unit.",
    ],
    [
      "a zone everyone shares",
      spell({ op: "move", target: targetUnit, to: { to: "zone", zone: "battlefields" } }),
      "Put target unit into the Battlefield Zone.",
    ],
  ])("%s", (_name, definition, expected) => expectRendered(definition, expected));
});

describe("durations (RULES E4)", () => {
  const grow = (duration: Extract<Instruction, { op: "modify" }>["duration"]): Definition =>
    spell({
      op: "modify",
      target: targetUnit,
      modifications: [{ mod: "might", amount: 1 }],
      duration,
    });
  test("this turn", () =>
    expectRendered(grow({ until: "endOfTurn" }), "Target unit gets +1 Might this turn."));
  test("until your next turn", () =>
    expectRendered(
      grow({ until: "yourNextTurn" }),
      "Target unit gets +1 Might until your next turn.",
    ));
  test("until an event", () =>
    expectRendered(
      grow({ until: "nextEvent", event: { event: "killed", subject: { ref: "this" } } }),
      "Target unit gets +1 Might until the next time this dies.",
    ));
  test("permanent", () =>
    expectRendered(grow({ until: "permanent" }), "Target unit gets +1 Might."));
  test("an event in a duration does not change what it means", () =>
    expectRendered(
      spell(
        {
          op: "modify",
          target: targetUnit,
          modifications: [{ mod: "might", amount: 1 }],
          duration: {
            until: "nextEvent",
            event: { event: "killed", subject: { ref: "match", filter: { types: ["gear"] } } },
          },
        },
        { op: "stun", target: { ref: "target", filter: unit, bind: "x" } },
        { op: "exhaust", target: it("x") },
      ),
      "Target unit gets +1 Might until the next time a gear dies. Stun target unit. Exhaust it.",
    ));
});

describe("modifications", () => {
  const self: ObjectRef = { ref: "this" };
  test.each<[string, Definition, string]>([
    ["might", statically(self, { mod: "might", amount: 2 }), "This has +2 Might."],
    [
      "might per count",
      statically(self, {
        mod: "mightPerCount",
        per: { types: ["unit"], controller: "you", another: true },
        amount: 1,
      }),
      "This has +1 Might for each other unit you control.",
    ],
    [
      "keyword",
      statically(self, { mod: "keyword", keyword: { keyword: "Deflect", value: 2 } }),
      "This has Deflect 2.",
    ],
    [
      "tags",
      statically(self, { mod: "tags", tags: ["Mech", "Yordle"] }),
      "This has the Mech and Yordle tags.",
    ],
    [
      "domains",
      statically(self, { mod: "domains", domains: ["Fury"] }),
      "This has the Fury domain.",
    ],
    [
      "a discount (RULES C1)",
      statically(
        { ref: "all", filter: { types: ["spell"], controller: "you" } },
        { mod: "cost", energy: -1 },
      ),
      "Spells you control cost 1 less.",
    ],
    [
      "an increase and a discount",
      statically(self, { mod: "cost", energy: 1, power: [{ domain: "Fury", amount: -1 }] }),
      "This costs 1 Fury less and 1 more.",
    ],
    [
      "enters ready (RULES E2)",
      statically(
        { ref: "all", filter: { kind: "token", controller: "you" } },
        { mod: "entersReady" },
      ),
      "Tokens you control enter ready.",
    ],
    ["can't move", statically(self, { mod: "cantMove" }), "This can't move."],
    [
      "can't be targeted by opponents",
      statically(self, { mod: "cantBeTargeted", by: "opponent" }),
      "This can't be targeted by opponents.",
    ],
    [
      "can't be targeted by anyone",
      statically(self, { mod: "cantBeTargeted", by: "any" }),
      "This can't be targeted.",
    ],
    [
      "can't be targeted by you",
      statically(self, { mod: "cantBeTargeted", by: "you" }),
      "This can't be targeted by you.",
    ],
    [
      "a granted ability",
      statically(
        { ref: "all", filter: { types: ["unit"], controller: "you", another: true } },
        {
          mod: "ability",
          ability: {
            kind: "triggered",
            trigger: { event: "killed", subject: { ref: "this" } },
            effect: [draw()],
          },
        },
      ),
      'Other units you control have "When this dies, draw 1 card."',
    ],
    [
      "several, things had and things done",
      statically(
        self,
        { mod: "might", amount: 1 },
        { mod: "keyword", keyword: { keyword: "Tank" } },
        { mod: "cantMove" },
      ),
      "This has +1 Might and Tank and can't move.",
    ],
    [
      "a static ability with a condition",
      unitCard({
        kind: "static",
        condition: { cond: "isTurnOf", player: "you" },
        affects: self,
        modifications: [{ mod: "might", amount: 2 }],
      }),
      "While it is your turn, this has +2 Might.",
    ],
  ])("%s", (_name, definition, expected) => expectRendered(definition, expected));
});

describe("conditions", () => {
  const here: Filter = { types: ["unit"], controller: "you", location: { at: "here" } };
  test.each<[string, Condition, string]>([
    [
      "and",
      {
        cond: "and",
        all: [
          { cond: "isTurnOf", player: "you" },
          { cond: "exists", filter: here },
        ],
      },
      "If it is your turn and you control a unit here, draw 1 card.",
    ],
    [
      "or",
      {
        cond: "or",
        any: [
          { cond: "score", player: "you", comparison: { op: ">=", value: 6 } },
          { cond: "playedAnotherCardThisTurn" },
        ],
      },
      "If you have 6 or more points or you've played another card this turn, draw 1 card.",
    ],
    [
      "or inside and",
      {
        cond: "and",
        all: [
          { cond: "didPrevious" },
          {
            cond: "or",
            any: [{ cond: "isTurnOf", player: "you" }, { cond: "playedAnotherCardThisTurn" }],
          },
        ],
      },
      "If you do and either it is your turn or you've played another card this turn, draw 1 card.",
    ],
    [
      "not and (De Morgan)",
      {
        cond: "not",
        condition: {
          cond: "and",
          all: [
            { cond: "isTurnOf", player: "you" },
            { cond: "exists", filter: here },
          ],
        },
      },
      "If it isn't your turn or you control no units here, draw 1 card.",
    ],
    [
      "not not",
      { cond: "not", condition: { cond: "not", condition: { cond: "didPrevious" } } },
      "If you do, draw 1 card.",
    ],
    ["exists", { cond: "exists", filter: here }, "If you control a unit here, draw 1 card."],
    [
      "exists, at least",
      {
        cond: "exists",
        filter: { types: ["unit"], tags: ["Recruit"] },
        count: { op: ">=", value: 2 },
      },
      "If there are 2 or more Recruit units, draw 1 card.",
    ],
    [
      "exists, exactly one",
      { cond: "exists", filter: unit, count: { op: "=", value: 1 } },
      "If there is exactly 1 unit, draw 1 card.",
    ],
    [
      "exists, none",
      { cond: "exists", filter: unit, count: { op: "=", value: 0 } },
      "If there are no units, draw 1 card.",
    ],
    [
      "exists, at most",
      { cond: "exists", filter: unit, count: { op: "<=", value: 3 } },
      "If there are 3 or fewer units, draw 1 card.",
    ],
    [
      "exists, other than",
      { cond: "exists", filter: unit, count: { op: "!=", value: 3 } },
      "If the number of units is not 3, draw 1 card.",
    ],
    [
      "not exists",
      { cond: "not", condition: { cond: "exists", filter: here } },
      "If you control no units here, draw 1 card.",
    ],
    ["didPrevious", { cond: "didPrevious" }, "If you do, draw 1 card."],
    [
      "not didPrevious",
      { cond: "not", condition: { cond: "didPrevious" } },
      "If you don't, draw 1 card.",
    ],
    ["paid", { cond: "paid", ability: 0 }, "If you paid the additional cost, draw 1 card."],
    [
      "not paid",
      { cond: "not", condition: { cond: "paid", ability: 0 } },
      "If you didn't pay the additional cost, draw 1 card.",
    ],
    [
      "played another card (Legion)",
      { cond: "playedAnotherCardThisTurn" },
      "If you've played another card this turn, draw 1 card.",
    ],
    [
      "not played another card",
      { cond: "not", condition: { cond: "playedAnotherCardThisTurn" } },
      "If you haven't played another card this turn, draw 1 card.",
    ],
    [
      "score",
      { cond: "score", player: "opponent", comparison: { op: "<", value: 3 } },
      "If an opponent has fewer than 3 points, draw 1 card.",
    ],
    [
      "not score",
      {
        cond: "not",
        condition: { cond: "score", player: "opponent", comparison: { op: "<", value: 3 } },
      },
      "If an opponent has 3 or more points, draw 1 card.",
    ],
    [
      "score, exactly one point",
      { cond: "score", player: "any", comparison: { op: "=", value: 1 } },
      "If a player has exactly 1 point, draw 1 card.",
    ],
    [
      "isTurnOf",
      { cond: "isTurnOf", player: "opponent" },
      "If it is an opponent's turn, draw 1 card.",
    ],
    [
      "not isTurnOf",
      { cond: "not", condition: { cond: "isTurnOf", player: "you" } },
      "If it isn't your turn, draw 1 card.",
    ],
    [
      "controls",
      { cond: "controls", player: "opponent", object: { ref: "this" } },
      "If an opponent controls this, draw 1 card.",
    ],
    [
      "not controls, you",
      { cond: "not", condition: { cond: "controls", player: "you", object: { ref: "this" } } },
      "If you don't control this, draw 1 card.",
    ],
    [
      "not controls, opponent",
      { cond: "not", condition: { cond: "controls", player: "opponent", object: { ref: "this" } } },
      "If no opponent controls this, draw 1 card.",
    ],
  ])("%s", (_name, condition, expected) => expectRendered(ifThen(condition), expected));

  test("paid names which cost when a card has several (RULES C1)", () =>
    expectRendered(
      cardWith("Test", [
        {
          kind: "optionalCost",
          optional: true,
          costs: [{ cost: "pay", amount: { energy: 1, power: [] } }],
          effect: [],
        },
        {
          kind: "optionalCost",
          optional: true,
          costs: [{ cost: "discard", count: 1 }],
          effect: [],
        },
        {
          kind: "effect",
          effect: [{ op: "if", condition: { cond: "paid", ability: 1 }, then: [draw()] }],
        },
      ]),
      "As you play this, you may pay 1. As you play this, you may discard 1 card. If you paid the additional cost to discard 1 card, draw 1 card.",
    ));
});

describe("events and triggers (RULES E1)", () => {
  const mine: Filter = { types: ["unit"], controller: "you" };
  test.each<[string, EventPattern, string]>([
    [
      "played by a player",
      { event: "played", subject: { ref: "match", filter: { types: ["spell"] } }, player: "you" },
      "When you play a spell, draw 1 card.",
    ],
    [
      "played, passive",
      { event: "played", subject: { ref: "this" } },
      "When this is played, draw 1 card.",
    ],
    [
      "played by you, this",
      { event: "played", subject: { ref: "this" }, player: "you" },
      "When you play this, draw 1 card.",
    ],
    [
      "played with no object",
      { event: "played", player: "opponent" },
      "When an opponent plays a card, draw 1 card.",
    ],
    [
      "created",
      { event: "created", subject: { ref: "match", filter: { kind: "token" } }, player: "you" },
      "When you create a token, draw 1 card.",
    ],
    [
      "entered under a player's control",
      { event: "entered", subject: { ref: "match", filter: unit }, player: "opponent" },
      "When a unit enters under an opponent's control, draw 1 card.",
    ],
    [
      "entered here",
      { event: "entered", subject: { ref: "match", filter: unit }, location: { at: "here" } },
      "When a unit enters here, draw 1 card.",
    ],
    [
      "moved to a battlefield",
      { event: "moved", subject: { ref: "this" }, location: { at: "anyBattlefield" } },
      "When this moves to a battlefield, draw 1 card.",
    ],
    [
      "moved to a base",
      { event: "moved", subject: { ref: "this" }, location: { at: "base", player: "you" } },
      "When this moves to your base, draw 1 card.",
    ],
    [
      "killed reads dies",
      { event: "killed", subject: { ref: "match", filter: mine } },
      "When a unit you control dies, draw 1 card.",
    ],
    [
      "killed by a player",
      { event: "killed", subject: { ref: "match", filter: unit }, player: "you" },
      "When you kill a unit, draw 1 card.",
    ],
    [
      "banished",
      { event: "banished", subject: { ref: "this" } },
      "When this is banished, draw 1 card.",
    ],
    [
      "discarded",
      { event: "discarded", subject: { ref: "this" } },
      "When this is discarded, draw 1 card.",
    ],
    [
      "drawn",
      { event: "drawn", player: "opponent" },
      "When an opponent draws a card, draw 1 card.",
    ],
    [
      "returned to hand",
      { event: "returnedToHand", subject: { ref: "this" } },
      "When this is returned to its owner's hand, draw 1 card.",
    ],
    [
      "replaced (RULES R1)",
      { event: "replaced", subject: { ref: "this" } },
      "When this is replaced, draw 1 card.",
    ],
    [
      "swapped back (RULES R5)",
      { event: "swappedBack", subject: { ref: "this" } },
      "When this is swapped back, draw 1 card.",
    ],
    ["conquered", { event: "conquered", player: "you" }, "When you conquer, draw 1 card."],
    [
      "conquered here",
      { event: "conquered", player: "you", location: { at: "here" } },
      "When you conquer here, draw 1 card.",
    ],
    ["conquered by anyone", { event: "conquered" }, "When a player conquers, draw 1 card."],
    [
      "held",
      { event: "held", player: "you", location: { at: "thisBattlefield" } },
      "When you hold this battlefield, draw 1 card.",
    ],
    [
      "scored",
      { event: "scored", player: "opponent", location: { at: "here" } },
      "When an opponent scores here, draw 1 card.",
    ],
    [
      "scored at a battlefield",
      { event: "scored", player: "you", location: { at: "anyBattlefield" } },
      "When you score at a battlefield, draw 1 card.",
    ],
    [
      "attacked",
      { event: "attacked", subject: { ref: "this" } },
      "When this attacks, draw 1 card.",
    ],
    [
      "attacked by a player's unit",
      { event: "attacked", subject: { ref: "match", filter: unit }, player: "opponent" },
      "When an opponent attacks with a unit, draw 1 card.",
    ],
    [
      "defended",
      { event: "defended", subject: { ref: "this" }, location: { at: "here" } },
      "When this defends here, draw 1 card.",
    ],
    [
      "damaged",
      { event: "damaged", subject: { ref: "this" } },
      "When this is dealt damage, draw 1 card.",
    ],
    [
      "countered",
      {
        event: "countered",
        subject: { ref: "match", filter: { types: ["spell"], controller: "you" } },
      },
      "When a spell you control is countered, draw 1 card.",
    ],
    [
      "control changed",
      { event: "controlChanged", subject: { ref: "this" } },
      "When this changes control, draw 1 card.",
    ],
    [
      "control gained by a player",
      { event: "controlChanged", subject: { ref: "match", filter: unit }, player: "opponent" },
      "When an opponent gains control of a unit, draw 1 card.",
    ],
    [
      "readied",
      { event: "readied", subject: { ref: "this" } },
      "When this becomes ready, draw 1 card.",
    ],
    [
      "exhausted",
      { event: "exhausted", subject: { ref: "this" } },
      "When this becomes exhausted, draw 1 card.",
    ],
    [
      "stunned",
      { event: "stunned", subject: { ref: "match", filter: unit }, player: "you" },
      "When you stun a unit, draw 1 card.",
    ],
    ["buffed", { event: "buffed", subject: { ref: "this" } }, "When this is buffed, draw 1 card."],
    ["channelled", { event: "channelled", player: "you" }, "When you channel a rune, draw 1 card."],
    [
      "recycled",
      { event: "recycled", subject: { ref: "this" } },
      "When this is recycled, draw 1 card.",
    ],
    ["healed", { event: "healed", subject: { ref: "this" } }, "When this is healed, draw 1 card."],
    [
      "recalled",
      { event: "recalled", subject: { ref: "this" } },
      "When this is recalled, draw 1 card.",
    ],
    ["burned", { event: "burned", player: "you" }, "When you burn a card, draw 1 card."],
    [
      "revealed",
      { event: "revealed", subject: { ref: "this" } },
      "When this is revealed, draw 1 card.",
    ],
    [
      "points gained",
      { event: "pointsGained", player: "opponent" },
      "When an opponent gains a point, draw 1 card.",
    ],
    [
      "resources added",
      { event: "added", player: "you" },
      "When you add energy or power, draw 1 card.",
    ],
    [
      "zone changed",
      { event: "zoneChanged", subject: { ref: "this" } },
      "When this changes zone, draw 1 card.",
    ],
    [
      "during a phase",
      { event: "played", player: "opponent", phase: "main" },
      "When an opponent plays a card during the Main Phase, draw 1 card.",
    ],
    [
      "turn started",
      { event: "turnStarted", player: "you" },
      "At the start of your turn, draw 1 card.",
    ],
    ["each turn started", { event: "turnStarted" }, "At the start of each turn, draw 1 card."],
    [
      "turn ended",
      { event: "turnEnded", player: "opponent" },
      "At the end of an opponent's turn, draw 1 card.",
    ],
    [
      "phase started",
      { event: "phaseStarted", player: "you", phase: "beginning" },
      "At the start of your Beginning Phase, draw 1 card.",
    ],
    [
      "any player's phase",
      { event: "phaseStarted", phase: "ending" },
      "At the start of each Ending Phase, draw 1 card.",
    ],
  ])("%s", (_name, trigger, expected) => expectRendered(when(trigger, draw()), expected));

  test.each<[string, EventPattern, string]>([
    [
      "would die",
      { event: "killed", subject: { ref: "this" } },
      "If this would die, draw 1 card instead.",
    ],
    [
      "would be played",
      { event: "played", subject: { ref: "match", filter: { types: ["spell"] } } },
      "If a spell would be played, draw 1 card instead.",
    ],
    [
      "a player would",
      { event: "drawn", player: "opponent" },
      "If an opponent would draw a card, draw 1 card instead.",
    ],
    [
      "a turn would start",
      { event: "turnStarted", player: "you" },
      "If your turn would start, draw 1 card instead.",
    ],
    [
      "a turn would end",
      { event: "turnEnded", player: "you" },
      "If your turn would end, draw 1 card instead.",
    ],
    [
      "a phase would start",
      { event: "phaseStarted", player: "opponent", phase: "draw" },
      "If an opponent's Draw Phase would start, draw 1 card instead.",
    ],
  ])("replacement: %s (RULES E2)", (_name, pattern, expected) =>
    expectRendered(insteadOf(pattern, draw()), expected),
  );

  test("a triggered ability's condition and once-each-turn limit", () =>
    expectRendered(
      unitCard({
        kind: "triggered",
        trigger: { event: "conquered", player: "you" },
        condition: { cond: "exists", filter: mine },
        oncePerTurn: true,
        effect: [draw()],
      }),
      "Once each turn, when you conquer, if you control a unit, draw 1 card.",
    ));
  test("a trigger's later instructions are sentences of their own", () =>
    expectRendered(
      when({ event: "played", subject: { ref: "this" } }, draw(), {
        op: "score",
        player: you,
        points: 1,
      }),
      "When this is played, draw 1 card. Score 1 point.",
    ));
  test("a delayed trigger on a bound object (RULES B1)", () =>
    expectRendered(
      spell(
        { op: "banish", target: targetUnit, bind: "gone" },
        {
          op: "delayed",
          trigger: { event: "killed", subject: { ref: "bound", name: "gone" } },
          duration: { until: "permanent" },
          effect: [draw()],
        },
      ),
      "Banish target unit. The next time it dies, draw 1 card.",
    ));
});

describe("abilities and their costs", () => {
  const activated = (...costs: Extract<Ability, { kind: "activated" }>["costs"]): Definition =>
    cardWith("Test", [{ kind: "activated", costs, effect: [draw()] }], "gear");
  test.each<[string, Definition, string]>([
    ["exhaust this", activated({ cost: "exhaustThis" }), "Exhaust this: Draw 1 card."],
    ["kill this", activated({ cost: "killThis" }), "Kill this: Draw 1 card."],
    ["recycle this", activated({ cost: "recycleThis" }), "Recycle this: Draw 1 card."],
    [
      "pay",
      activated({ cost: "pay", amount: { energy: 1, power: [{ domain: "Fury", amount: 1 }] } }),
      "Pay 1 + 1 Fury: Draw 1 card.",
    ],
    ["discard", activated({ cost: "discard", count: 2 }), "Discard 2 cards: Draw 1 card."],
    [
      "discard a filtered card",
      activated({ cost: "discard", count: 1, filter: { types: ["unit"], kind: "card" } }),
      "Discard a unit card: Draw 1 card.",
    ],
    [
      "kill",
      activated({
        cost: "kill",
        filter: { types: ["unit"], controller: "you", another: true },
        count: 1,
      }),
      "Kill another unit you control: Draw 1 card.",
    ],
    [
      "kill several",
      activated({ cost: "kill", filter: { types: ["unit"], tags: ["Recruit"] }, count: 2 }),
      "Kill 2 Recruit units: Draw 1 card.",
    ],
    ["recycle", activated({ cost: "recycle", count: 2 }), "Recycle 2 cards: Draw 1 card."],
    [
      "several costs",
      activated({ cost: "exhaustThis" }, { cost: "pay", amount: { energy: 2, power: [] } }),
      "Exhaust this, pay 2: Draw 1 card.",
    ],
    ["no cost", activated(), "Activate: Draw 1 card."],
    [
      "a timing permission (RULES C4)",
      cardWith(
        "Test",
        [
          {
            kind: "activated",
            timing: "Action",
            costs: [{ cost: "exhaustThis" }],
            effect: [draw()],
          },
        ],
        "gear",
      ),
      "Action — Exhaust this: Draw 1 card.",
    ],
    [
      "an optional cost (RULES C1)",
      cardWith("Test", [
        {
          kind: "optionalCost",
          optional: true,
          costs: [{ cost: "pay", amount: { energy: 0, power: [{ domain: "Fury", amount: 1 }] } }],
          effect: [draw()],
        },
      ]),
      "As you play this, you may pay 1 Fury. If you do, draw 1 card.",
    ],
    [
      "a mandatory additional cost",
      cardWith("Test", [
        {
          kind: "optionalCost",
          optional: false,
          costs: [{ cost: "discard", count: 1 }],
          effect: [],
        },
      ]),
      "As an additional cost to play this, discard 1 card.",
    ],
    [
      "a mandatory additional cost with an effect",
      cardWith("Test", [
        {
          kind: "optionalCost",
          optional: false,
          costs: [{ cost: "kill", filter: unit, count: 1 }],
          effect: [draw()],
        },
      ]),
      "As an additional cost to play this, kill a unit. Draw 1 card.",
    ],
    [
      "a keyword's own ability",
      unitCard({
        kind: "triggered",
        keyword: "Deathknell",
        trigger: { event: "killed", subject: { ref: "this" } },
        effect: [draw()],
      }),
      "Deathknell — When this dies, draw 1 card.",
    ],
    [
      "a static ability on all other units",
      unitCard({
        kind: "static",
        affects: { ref: "all", filter: { types: ["unit"], controller: "you", another: true } },
        modifications: [{ mod: "might", amount: 1 }],
      }),
      "Other units you control have +1 Might.",
    ],
    [
      "a replacement on this",
      unitCard({
        kind: "replacement",
        pattern: { event: "killed", subject: { ref: "this" } },
        instead: [{ op: "move", target: { ref: "replaced" }, to: { to: "zone", zone: "hand" } }],
      }),
      "If this would die, return it to its owner's hand instead.",
    ],
  ])("%s", (_name, definition, expected) => expectRendered(definition, expected));
});

describe("reads like card text (a review of the rendered snapshots)", () => {
  const foe: Filter = { types: ["unit"], controller: "opponent" };
  const mine: Filter = { types: ["unit"], controller: "you" };
  const count = (filter: Filter, op: ">=" | "=" | "<=", value: number): Condition => ({
    cond: "exists",
    filter,
    count: { op, value },
  });
  const atBattlefield: Filter = { ...mine, location: { at: "anyBattlefield" } };
  const grow = (target: ObjectRef, ...mods: Modification[]): Instruction => ({
    op: "modify",
    target,
    modifications: mods.length > 0 ? mods : [{ mod: "might", amount: 1 }],
    duration: { until: "endOfTurn" },
  });
  const forEachOf = (filter: Filter, ...effect: Instruction[]): Definition =>
    spell({ op: "forEach", each: { ref: "all", filter }, bind: "u", effect });
  const topOfDeck = (player: PlayerRef): Definition =>
    spell(
      { op: "look", player, count: 1, bind: "c" },
      { op: "move", target: it("c"), to: { to: "zone", zone: "deck", position: "bottom" } },
    );
  const wearied = { ...foe, might: { op: "<=", value: 3 } } as const;

  test("the controller comes before the Might", () =>
    expectRendered(
      spell({ op: "kill", target: { ref: "target", filter: wearied } }),
      "Kill target unit an opponent controls with 3 Might or less.",
    ));
  test("the zone comes before the cost", () =>
    expectRendered(
      spell({
        op: "playCard",
        target: {
          ref: "target",
          filter: {
            types: ["spell"],
            kind: "card",
            zone: { zone: "trash", player: "you" },
            cost: { op: "<=", value: 3 },
          },
        },
        ignoreCost: true,
      }),
      "Play target spell card in your trash with cost 3 or less, ignoring its cost.",
    ));
  test("several units of opponents are your opponents', not one opponent's", () =>
    expectRendered(
      spell({ op: "kill", target: { ref: "all", filter: { ...foe, location: { at: "here" } } } }),
      "Kill all units your opponents control here.",
    ));
  test("cards in several opponents' zones", () =>
    expectRendered(
      spell({
        op: "banish",
        target: {
          ref: "all",
          filter: { kind: "card", zone: { zone: "trash", player: "opponent" } },
        },
      }),
      "Banish all cards in your opponents' trashes.",
    ));
  test("units at several opponents' bases, owned by them", () =>
    expectRendered(
      spell({
        op: "kill",
        target: {
          ref: "all",
          filter: { ...foe, owner: "opponent", location: { at: "base", player: "opponent" } },
        },
      }),
      "Kill all units your opponents control and own at your opponents' bases.",
    ));
  test("units you control, counted, are said of you", () =>
    expectRendered(ifThen(count(mine, ">=", 3)), "If you control 3 or more units, draw 1 card."));
  test("no units you control, said of you", () =>
    expectRendered(
      ifThen({ cond: "not", condition: { cond: "exists", filter: atBattlefield } }),
      "If you control no units at a battlefield, draw 1 card.",
    ));
  test("a count of units you control and own keeps the owner", () =>
    expectRendered(
      ifThen(count({ ...mine, owner: "you" }, ">=", 2)),
      "If you control 2 or more units you own, draw 1 card.",
    ));
  test("a unit an opponent controls, said of an opponent", () =>
    expectRendered(ifThen(count(foe, ">=", 1)), "If an opponent controls a unit, draw 1 card."));
  test("no units an opponent controls, said of every opponent", () =>
    expectRendered(ifThen(count(foe, "=", 0)), "If no opponent controls a unit, draw 1 card."));
  test("several units opponents control are counted together, as the runtime counts them", () =>
    expectRendered(
      ifThen(count(foe, ">=", 2)),
      "If your opponents control 2 or more units, draw 1 card.",
    ));
  test("a static ability's unit-count condition", () =>
    expectRendered(
      unitCard({
        kind: "static",
        condition: count(mine, ">=", 3),
        affects: { ref: "this" },
        modifications: [{ mod: "might", amount: 2 }],
      }),
      "While you control 3 or more units, this has +2 Might.",
    ));
  test("for each, one change to the object: each of them gets it", () =>
    expectRendered(
      forEachOf(atBattlefield, grow(it("u"))),
      "Each unit you control at a battlefield gets +1 Might this turn.",
    ));
  test("for each other unit: each other unit gets it", () =>
    expectRendered(
      forEachOf({ ...mine, another: true }, grow(it("u"))),
      "Each other unit you control gets +1 Might this turn.",
    ));
  test("for each, a change that names the object again keeps the for-each form", () =>
    expectRendered(
      forEachOf(
        mine,
        grow(it("u"), {
          mod: "mightPerCount",
          amount: 1,
          per: { types: ["unit"], location: { at: "there", name: "u" } },
        }),
      ),
      "For each unit you control, it gets +1 Might for each unit at that unit's location this turn.",
    ));
  test("for each, two instructions keep the for-each form", () =>
    expectRendered(
      forEachOf(mine, grow(it("u")), { op: "ready", target: it("u") }),
      "For each unit you control, it gets +1 Might this turn, then ready it.",
    ));
  test("a unit at a bound unit's location is not 'a unit at its location'", () =>
    expectRendered(
      spell(
        { op: "buff", target: { ref: "target", filter: mine, bind: "b" } },
        {
          op: "deal",
          amount: { amount: "mightOf", object: it("b") },
          target: { ref: "choose", filter: { ...foe, location: { at: "there", name: "b" } } },
        },
      ),
      "Buff target unit you control. Deal damage equal to its Might to a unit an opponent controls at that unit's location.",
    ));
  test("a token played at a bound unit's location is not played 'at its location'", () =>
    expectRendered(
      spell(
        { op: "ready", target: { ref: "target", filter: mine, bind: "b" } },
        {
          op: "playToken",
          token: { name: "Recruit" },
          count: n(1),
          location: { to: "sameLocationAs", object: it("b") },
        },
      ),
      "Ready target unit you control. Play a 1 Might Recruit unit token at that unit's location.",
    ));
  test("a unit moved to another unit's location", () =>
    expectRendered(
      spell(
        { op: "stun", target: { ref: "target", filter: foe, bind: "f" } },
        { op: "move", target: targetUnit, to: { to: "sameLocationAs", object: it("f") } },
      ),
      "Stun target unit an opponent controls. Move target unit to that unit's location.",
    ));
  test("returning to hand names whose hand (RULES G2)", () =>
    expectRendered(
      when({ event: "returnedToHand", player: "you" }, draw()),
      "When you return a card to its owner's hand, draw 1 card.",
    ));
  test("phases are capitalized as the Core Rules name them", () =>
    expectRendered(
      when({ event: "phaseStarted", player: "you", phase: "main" }, draw()),
      "At the start of your Main Phase, draw 1 card.",
    ));
  test("playing for a cost says it replaces the card's cost", () =>
    expectRendered(
      spell({ op: "playCard", target: targetUnit, cost: { energy: 1, power: [] } }),
      "Play target unit by paying 1 instead of its cost.",
    ));
  test("several cards played for a cost", () =>
    expectRendered(
      spell({
        op: "playCard",
        target: { ref: "target", filter: unit, count: 2 },
        cost: { energy: 0, power: [] },
      }),
      "Play 2 target units by paying 0 instead of their costs.",
    ));
  test("this, named again right after, is it", () =>
    expectRendered(
      when(
        { event: "controlChanged", subject: { ref: "this" } },
        { op: "ready", target: { ref: "this" } },
        grow({ ref: "this" }),
      ),
      "When this changes control, ready it. It gets +1 Might this turn.",
    ));
  test("this stays this after a condition, which could have lent 'it' a referent", () =>
    expectRendered(
      unitCard({
        kind: "triggered",
        trigger: { event: "played", subject: { ref: "this" } },
        condition: { cond: "playedAnotherCardThisTurn" },
        effect: [grow({ ref: "this" })],
      }),
      "When this is played, if you've played another card this turn, this gets +1 Might this turn.",
    ));
  test("a card from your Main Deck goes back to your Main Deck (RULES G2)", () =>
    expectRendered(
      topOfDeck(you),
      "Look at the top card of your Main Deck. Put it on the bottom of your Main Deck.",
    ));
  test("a card from an opponent's Main Deck goes back to its owner's", () =>
    expectRendered(
      topOfDeck(opponent),
      "An opponent looks at the top card of their Main Deck. Put it on the bottom of its owner's Main Deck.",
    ));
  test("a card from your banishment returns to your hand (RULES G2)", () =>
    expectRendered(
      spell({
        op: "move",
        target: {
          ref: "target",
          filter: { types: ["unit"], kind: "card", zone: { zone: "banishment", player: "you" } },
        },
        to: { to: "zone", zone: "hand" },
      }),
      "Return target unit card in your banishment to your hand.",
    ));
  test("a granted ability with a duration: the duration opens the sentence, not after the quote", () =>
    expectRendered(
      spell({
        op: "modify",
        target: targetUnit,
        modifications: [
          {
            mod: "ability",
            ability: {
              kind: "triggered",
              trigger: { event: "killed", subject: { ref: "this" } },
              effect: [draw()],
            },
          },
        ],
        duration: { until: "yourNextTurn" },
      }),
      'Until your next turn, target unit gets "When this dies, draw 1 card."',
    ));
  test("a granted ability until an event that names the object as `it`: the object comes first", () =>
    expectRendered(
      spell({
        op: "modify",
        target: { ...targetUnit, bind: "it 1" },
        modifications: [
          {
            mod: "ability",
            ability: {
              kind: "triggered",
              trigger: { event: "killed", subject: { ref: "this" } },
              effect: [draw()],
            },
          },
        ],
        duration: {
          until: "nextEvent",
          event: { event: "attacked", subject: { ref: "bound", name: "it 1" } },
        },
      }),
      'Target unit gets "When this dies, draw 1 card." until the next time it attacks.',
    ));
  test("a lasting change of control opens its sentence, away from the object's Might", () =>
    expectRendered(
      spell({
        op: "gainControl",
        target: { ref: "target", filter: wearied },
        player: you,
        duration: { until: "endOfTurn" },
      }),
      "This turn, gain control of target unit an opponent controls with 3 Might or less.",
    ));
  test("a lasting change of control inside another instruction keeps its duration last", () =>
    expectRendered(
      spell({
        op: "may",
        effect: [
          {
            op: "gainControl",
            target: targetUnit,
            player: you,
            duration: { until: "endOfTurn" },
          },
        ],
      }),
      "You may gain control of target unit this turn.",
    ));
});

describe("articles and numbers", () => {
  test("an 8 Might token", () =>
    expect(
      renderDefinition(spell({ op: "playToken", token: { name: "Giant" }, count: n(1) }), {
        tokens: withToken(8),
      }).abilities,
    ).toEqual(["Play an 8 Might Giant unit token."]));
  test("an 11 Might token", () =>
    expect(
      renderDefinition(spell({ op: "playToken", token: { name: "Giant" }, count: n(1) }), {
        tokens: withToken(11),
      }).abilities,
    ).toEqual(["Play an 11 Might Giant unit token."]));
  test("a 1 Might token", () =>
    expect(
      renderDefinition(spell({ op: "playToken", token: { name: "Giant" }, count: n(1) }), {
        tokens: withToken(1),
      }).abilities,
    ).toEqual(["Play a 1 Might Giant unit token."]));
  test("a 110 Might token", () =>
    expect(
      renderDefinition(spell({ op: "playToken", token: { name: "Giant" }, count: n(1) }), {
        tokens: withToken(110),
      }).abilities,
    ).toEqual(["Play a 110 Might Giant unit token."]));
  test("a unit, not an unit", () =>
    expectRendered(spell({ op: "kill", target: { ref: "choose", filter: unit } }), "Kill a unit."));
  test("an Ultimate, a Unicorn", () =>
    expectRendered(
      spell(
        { op: "kill", target: { ref: "choose", filter: { types: ["unit"], tags: ["Ultimate"] } } },
        { op: "kill", target: { ref: "choose", filter: { types: ["unit"], tags: ["Unicorn"] } } },
      ),
      "Kill an Ultimate unit. Kill a Unicorn unit.",
    ));
  test("a token library given as a map", () =>
    expect(
      renderDefinition(musterCaptain, { tokens: new Map(namedTokens.map((t) => [t.name, t])) })
        .abilities,
    ).toEqual(["When this is played, play a 1 Might Recruit unit token here."]));
  test("without a token library a token is named only", () =>
    expect(renderDefinition(musterCaptain).abilities).toEqual([
      "When this is played, play a Recruit token here.",
    ]));
});

describe("header facts and whole-card text", () => {
  test("renderDefinition gives the header facts", () =>
    expect(
      renderDefinition(
        {
          ...musterCaptain,
          cost: { energy: 2, power: [{ domain: "Fury", amount: 1 }] },
          tags: ["Soldier"],
          keywords: [{ keyword: "Deflect", value: 2 }, { keyword: "Tank" }],
        },
        { tokens: namedTokens },
      ),
    ).toEqual({
      name: "Muster Captain",
      kind: "card",
      type: "unit",
      typeLine: "Unit",
      cost: "2 + 1 Fury",
      domains: ["Order"],
      might: 2,
      tags: ["Soldier"],
      keywords: ["Deflect 2", "Tank"],
      abilities: ["When this is played, play a 1 Might Recruit unit token here."],
    }));
  test("costs without energy, without anything, with any domain (RULES G3)", () => {
    const costOf = (cost: Definition["cost"]): string | undefined =>
      renderDefinition({ ...abandon, cost }).cost;
    expect(costOf({ energy: 0, power: [{ domain: "Mind", amount: 1 }] })).toBe("1 Mind");
    expect(costOf({ energy: 0, power: [] })).toBe("0");
    expect(
      costOf({
        energy: 1,
        power: [
          { domain: "Calm", amount: 2 },
          { domain: "any", amount: 1 },
        ],
      }),
    ).toBe("1 + 2 Calm + 1 power of any domain");
    expect(costOf(undefined)).toBeUndefined();
  });
  test("keywords with values and costs (RULES S4)", () =>
    expect(
      renderDefinition({
        ...abandon,
        keywords: [
          { keyword: "Flow", cost: { energy: 2, power: [{ domain: "Mind", amount: 1 }] } },
          { keyword: "Assault", value: 3 },
          { keyword: "Hidden" },
        ],
      }).keywords,
    ).toEqual(["Flow 2 + 1 Mind", "Assault 3", "Hidden"]));
  test("a token's type line (RULES O4)", () =>
    expect(renderDefinition(namedTokens[0]!).typeLine).toBe("Unit token"));
  test("renderCardText of a card", () =>
    expect(renderCardText(musterCaptain, { tokens: namedTokens })).toBe(
      "Muster Captain\nUnit · Order · Cost 3 · 2 Might\nWhen this is played, play a 1 Might Recruit unit token here.",
    ));
  test("renderCardText of a token with tags and keywords", () =>
    expect(renderCardText(namedTokens[1]!)).toBe(
      "Sprite\nUnit token · 3 Might\nTags: Fae\nKeywords: Temporary",
    ));
  test("renderCardText keeps a name as it is: plain text, no escaping", () =>
    expect(
      renderCardText({ ...abandon, name: `<i>"Ab" & 'andon'</i>`, abilities: [] }).split("\n")[0],
    ).toBe(`<i>"Ab" & 'andon'</i>`));
});

describe("every member of every union renders", () => {
  const constructs = everyConstruct();
  test.each(constructs.map(({ label, definition }) => [label, definition] as const))(
    "%s",
    (_label, definition) => {
      const text = renderCardText(definition, { tokens: namedTokens });
      const rules = renderDefinition(definition, { tokens: namedTokens });
      expect(rules.abilities.length + rules.keywords.length).toBeGreaterThan(0);
      for (const line of [...rules.abilities, ...rules.keywords]) expect(line.trim()).not.toBe("");
      expect(text).not.toMatch(/undefined|\[object|NaN|null/);
      expect(text).not.toMatch(/ {2}| [,.]|\.\./);
    },
  );
});
