/**
 * Mistakes found by auditing the checker: each compiled cleanly before, and then hung, exhausted
 * memory or reached a state no rule allows when a scenario ran it.
 */
import { describe, expect, test } from "vitest";
import { expectClean, expectDiagnostics, lowered } from "./compile-helpers.js";

const spell = (effect: string): string => `card spell "S" { cost 1 effect: ${effect} }`;

describe("RS2018 repetitions one resolution cannot carry out", () => {
  test("`do this N times` with a huge N (the runtime ran out of memory)", () =>
    expectDiagnostics(
      spell("do this 1000000000 times, add 1 Fury"),
      "1:41 RS2018 `do this 1000000000 times` is too many",
    ));
  test("a huge number of tokens (the runtime hung)", () =>
    expectDiagnostics(
      spell("play 1000000000 Recruit tokens"),
      "1:38 RS2018 `play 1000000000 tokens` is too many",
    ));
  test("a `for each` multiplier counts its written number", () =>
    expectDiagnostics(
      spell("do this 1000000000 for each friendly unit times, draw 1"),
      "1:41 RS2018",
    ));
  test("nested repetitions multiply", () => {
    expectDiagnostics(
      spell("do this 100 times, { do this 100 times, draw 1 }"),
      "1:62 RS2018 `do this 100 times` comes to 10000",
    );
    expectDiagnostics(
      spell("do this 10 times, { you may create 200 Recruit tokens }"),
      "1:68 RS2018 `create 200 tokens` comes to 2000",
    );
  });
  test("up to 1000 in all is accepted", () => {
    expectClean(spell("do this 10 times, { do this 10 times, play 10 Recruit tokens }"));
    expectClean(spell("do this 1000 times, draw 1; play 1000 Recruit tokens"));
  });
});

describe("RS2038 an object sent where its card type can never be", () => {
  test("a battlefield returned to a hand (the runtime put it there)", () =>
    expectDiagnostics(
      spell("return target battlefield to its owner's hand"),
      "1:62 RS2038 `return` sends a battlefield to a hand, where a battlefield can never be; only units, gear and spells can",
    ));
  test("a battlefield put into a deck, a rune or a legend moved to a base", () => {
    expectDiagnostics(
      spell("put target battlefield on the bottom of its owner's deck"),
      "1:59 RS2038 `put` sends a battlefield to a deck",
    );
    expectDiagnostics(spell("move target rune to your base"), "1:53 RS2038");
    expectDiagnostics(
      `card legend "L" { when you conquer: move this to your base }`,
      "1:50 RS2038 `move` sends a legend to a base",
    );
  });
  test("recalling a spell or a battlefield", () => {
    expectDiagnostics(spell("recall target spell"), "1:33 RS2038 `recall` sends a spell to a base");
    expectDiagnostics(`card battlefield "B" { when you conquer here: recall this }`, "1:47 RS2038");
  });
  test("a token that can never stand in the replaced object's place (CR 438.1)", () => {
    expectDiagnostics(
      spell("replace target unit with a Brush token"),
      "1:60 RS2038 `replace` puts Brush, a battlefield token, in the place of a unit, where a battlefield can never be; it can replace only battlefields",
    );
    expectDiagnostics(
      spell("replace target battlefield with a Recruit token"),
      "1:67 RS2038 `replace` puts Recruit, a unit token, in the place of a battlefield",
    );
    expectClean(spell("replace target unit with a Gold token"));
    expectClean(spell("replace target gear with a Recruit token"));
    expectClean(spell("replace target unit or battlefield with a Brush token"));
  });
  test("a token made at a location where its type can never be (RULES T2)", () => {
    expectDiagnostics(
      spell("create a Brush token at your base"),
      "1:57 RS2038 `create` makes Brush, a battlefield token, at a base, where a battlefield can never be; only units, gear and runes can",
    );
    expectDiagnostics(
      `token legend H { }\n` + spell("play a H token at a battlefield you control"),
      "2:51 RS2038 `play` makes H, a legend token, at a battlefield",
    );
    expectClean(spell("play a Gold token at a battlefield you control"));
    expectClean(spell("create a Brush token"));
    expectClean(`token rune R { }\n` + spell("create a R token at your base"));
  });
  test("a token's type written beside its name must be its declared type (RULES T1)", () => {
    expectDiagnostics(
      spell("create a Brush unit token"),
      "1:48 RS2075 Brush is a battlefield token, not a unit: write `Brush battlefield token`",
    );
    expectClean(spell("create a Brush battlefield token"));
  });
  test("what some of the types may do is accepted", () => {
    expectClean(spell("return target unit or battlefield to its owner's hand"));
    expectClean(spell("return target spell to its owner's hand"));
    expectClean(spell("put target battlefield into its owner's trash"));
    expectClean(spell("move target gear to your base"));
    expectClean(spell("return this to its owner's hand"));
  });
});

describe("designer29: combat roles, object states and counted cost changes", () => {
  const unit = (ability: string) => `card unit "U" { cost 1  might 1  ${ability} }`;
  test("a combat role nothing could carry there is RS2070 (CR 323.2)", () => {
    expectDiagnostics(spell("kill target attacking gear"), "1:45 RS2070 only units attack");
    expectClean(spell("kill target attacking unit"));
  });
  test("a state an object cannot have, or that never changes, is RS2071", () => {
    expectDiagnostics(unit("while this is facedown, this gets +1 might"), "1:40 RS2071");
    expectClean(unit("while this is damaged, this gets +1 might"));
  });
  test("a power cost counted for each object is RS2072 (CR 356.3)", () => {
    expectDiagnostics(
      `card unit "U" { cost 3 + 1 Fury  domain Fury  might 1  this costs 1 Fury less for each friendly unit }`,
      "1:61 RS2072",
    );
    expectClean(`card unit "U" { cost 3  might 1  this costs 1 less for each friendly unit }`);
  });
});

describe("designer30: contradictory combat roles and points compared between players", () => {
  test("`attacking defending unit` is RS2076, naming both words (CR 323.2)", () => {
    expectDiagnostics(
      spell("deal 1 to target attacking defending unit"),
      "1:60 RS2076 `attacking` and `defending` in one filter",
    );
    expectClean(spell("deal 1 to target attacking attacking unit"));
  });
  test("a player compared with themself, or `each` before `has`, is RS2077 (RULES S2)", () => {
    expectDiagnostics(spell("if you have more points than you, draw 1"), "1:62 RS2077");
    expectDiagnostics(spell("if each player has more points than you, draw 1"), "1:36 RS2077");
    expectClean(spell("if you have more points than each opponent, draw 1"));
  });
  test("and so is a count compared with the same player, or `each` before `controls`", () => {
    expectDiagnostics(spell("if you control more units than you, draw 1"), "1:64 RS2077");
    expectDiagnostics(
      spell("if each player controls more units than you, draw 1"),
      "1:36 RS2077 name one player before `controls`: `an opponent controls more units than you`, or `you control fewer units than each opponent`",
    );
    expectClean(spell("if you control fewer units than each opponent, draw 1"));
  });
  test("a count of two players naming whose it is, or a zone, is RS2068", () => {
    expectDiagnostics(
      spell("if an opponent controls more friendly units than you, draw 1"),
      "1:62 RS2068 each player counts what they control, so what is counted says neither whose it is (`friendly`, `enemy`, `your`) nor a zone: `an opponent controls more units than you`, `an opponent has more cards in hand than you`",
    );
    expectClean(spell("if an opponent controls more units at a battlefield than you, draw 1"));
  });
});

describe("mechanics31: a buff spent as a cost (CR 702.2.b, 705)", () => {
  test("`spend this's buff` on what has no buff is RS2087", () => {
    expectDiagnostics(
      `card gear "G" { cost 1  spend this's buff: draw 1 }`,
      "1:25 RS2087 only units have buffs (CR 702), and this is a gear",
    );
    expectDiagnostics(
      `card unit "U" { cost 1  might 1  while this is in your trash, spend this's buff: draw 1 }`,
      "1:63 RS2087 this ability is used while this is in your trash",
    );
    expectClean(`card gear "G" { cost 1  spend a buff: draw 1 }`);
  });
  test("`spend this's buff` as an additional cost is RS2088", () => {
    expectDiagnostics(
      `card unit "U" { cost 1  might 1  as you play this, you may spend this's buff: draw 1 }`,
      "1:60 RS2088 as it is played this is on the Chain and has no buff",
    );
    expectClean(
      `card unit "U" { cost 1  might 1  as you play this, you may spend a buff: draw 1 }`,
    );
  });
});

describe("mechanics31: Mighty is Might 5 or more, not a status (CR 708)", () => {
  const giant = `card unit "Giant" { cost 5  might 6 }\n`;
  test("a scenario that places or expects `mighty` is RS2089", () => {
    expectDiagnostics(
      `${giant}scenario "s" {\n  setup { A base: "Giant" as g mighty }\n}`,
      "3:19 RS2089 Mighty is no status to place",
    );
    expectDiagnostics(
      `${giant}scenario "s" {\n  setup { A base: "Giant" as g }\n  expect g is mighty\n}`,
      "4:10 RS2089 Mighty is no status the game lists",
    );
  });
});

describe("combat32: `can't attack` and `can't defend` are for units (CR 464.2.c.3)", () => {
  test("given to a gear or a battlefield, it is RS2090", () => {
    expectDiagnostics(
      `card gear "G" { cost 1  this can't attack }`,
      "1:30 RS2090 only units attack (a unit at a battlefield where a combat goes on takes its controller's designation, CR 464.2.c.3), and `can't attack` is given here to a gear",
    );
    expectDiagnostics(
      `card battlefield "B" { this can't defend }`,
      "1:29 RS2090 only units defend",
    );
    expectClean(`card unit "U" { cost 1  might 1  this can't attack }`);
    expectClean(`card battlefield "B" { enemy units here can't defend }`);
  });
});

describe("damage32: only units are dealt damage (CR 417.1)", () => {
  test("`can't be dealt damage` of a gear is RS2093", () => {
    expectDiagnostics(
      `card gear "G" {\n  cost 1\n  this can't be dealt damage\n}`,
      "3:8 RS2093 only units are dealt damage (CR 417.1), and this says it of a gear",
    );
  });
});

describe("might32: `more might than this` needs a source with Might (CR 710)", () => {
  test("on a spell it is RS2096, since only units have Might", () => {
    expectDiagnostics(
      `card spell "s" {\n  cost 1\n  effect: kill target unit with more might than this\n}`,
      "3:49 RS2096 `more might than this` compares with this spell's Might",
    );
  });
});

describe("phrase33: choices among the cards looked at, and the next play's discount", () => {
  test("`in any order` for a rest that goes where cards keep no order is RS2054", () => {
    expectDiagnostics(
      `card spell "s" {\n  cost 1\n  effect: look at the top 3 cards of your deck; put one of them into your hand and the rest into your trash in any order\n}`,
      "3:98 RS2054 `in any order` orders the rest on a deck",
    );
  });
  test("a discount of the next battlefield played, or of a card at a place, is RS2055", () => {
    expectDiagnostics(
      `card spell "s" {\n  cost 1\n  effect: the next battlefield you play this turn costs 1 less\n}`,
      "3:20 RS2055 a battlefield is never played",
    );
    expectDiagnostics(
      `card spell "s" {\n  cost 1\n  effect: the next spell in your hand you play this turn costs 1 less\n}`,
      "3:26 RS2055 the next card you play is read as you play it",
    );
  });
});

describe("pool36: a floor of a loss of Might", () => {
  test("`to a minimum of N` after a change that loses no Might is RS2056", () => {
    expectDiagnostics(
      `card spell "s" {\n  cost 1\n  effect: give target unit +2 might to a minimum of 1 this turn\n}`,
      "3:28 RS2056 a minimum stops a loss of Might, and +2 might loses none",
    );
    expectClean(
      `card spell "s" { cost 1  effect: give target unit -2 might to a minimum of 1 this turn }`,
    );
  });
});

describe("pool36: `one or more` belongs to a printed trigger", () => {
  test("in a replacement, a delayed trigger, a duration, or with `the Nth time` it is RS2058", () => {
    expectDiagnostics(
      `card unit "U" {\n  cost 1\n  might 1\n  if one or more units would die, draw 1 instead\n}`,
      "4:6 RS2058 `one or more` groups the events of one game action for a printed trigger",
    );
    expectDiagnostics(
      `card spell "s" {\n  cost 1\n  effect: this turn, when one or more units die: draw 1\n}`,
      "3:27 RS2058 `one or more` groups the events of one game action for a printed trigger",
    );
    expectDiagnostics(
      `card spell "s" {\n  cost 1\n  effect: give target unit Tank until the next time one or more units die\n}`,
      "3:53 RS2058 `one or more` groups the events of one game action for a printed trigger",
    );
    expectDiagnostics(
      `card unit "U" {\n  cost 1\n  might 1\n  the second time one or more units die each turn: draw 1\n}`,
      "4:19 RS2058 `the … time` counts events one by one",
    );
    expectClean(`card unit "U" { cost 1  might 1  when one or more units die: draw 1 }`);
  });
});

describe("damage33: a replacement of the damage an object deals (CR 417.6, 370.1.b)", () => {
  test("`it deals that much …` after another event is RS2091", () => {
    expectDiagnostics(
      `card unit "U" {\n  cost 1\n  might 1\n  if this would be dealt damage, it deals that much +1 instead\n}`,
      "4:6 RS2091 `it deals that much …` rewrites the damage an object deals",
    );
  });

  test("`that much +0` is RS2092", () => {
    expectDiagnostics(
      `card unit "U" {\n  cost 1\n  might 1\n  if this would deal damage, it deals that much +0 instead\n}`,
      "4:3 RS2092 dealing `that much +0` changes nothing",
    );
    expectClean(
      `card unit "U" { cost 1  might 1  if this would deal damage, it deals that much +1 instead }`,
    );
  });
});

describe("events34, rules35b: `leaves the board` in a trigger, a replacement, a duration (CR 383.2.a.1)", () => {
  test("in a replacement it is every way off the board (RULES E2, CR 367–375)", () => {
    expectClean(
      `card unit "U" {\n  cost 1\n  might 1\n  if this would leave the board, put it on the bottom of its owner's deck instead\n}`,
    );
    expectClean(
      `card unit "U" {\n  cost 1\n  might 1\n  if a friendly unit would leave the board, banish it instead\n}`,
    );
  });
  test("in a duration it ends on every way off the board (RULES E4, CR 317)", () => {
    expectClean(
      `card spell "S" {\n  cost 1\n  effect: give target unit +1 might until the next time a unit leaves the board\n}`,
    );
    expectClean(
      `card unit "U" {\n  cost 1\n  might 1\n  when this is played: give target unit +1 might until this leaves the board\n}`,
    );
  });
  test("`would leave the board` without `would` in a replacement is RS2024", () => {
    expectDiagnostics(
      `card unit "U" {\n  cost 1\n  might 1\n  if this leaves the board, draw 1 instead\n}`,
      "4:6 RS2024",
    );
  });
  test("`until this leaves the board` on a spell, which never is on the board, is RS2023", () => {
    expectDiagnostics(
      `card spell "S" {\n  cost 1\n  effect: give target unit +1 might until this leaves the board\n}`,
      "3:43 RS2023 `leaves the board` never happens to a spell",
    );
  });
  test("on a battlefield, which never leaves its zone, it is RS2023", () => {
    expectDiagnostics(
      `card battlefield "B" {\n  when this leaves the board: draw 1\n}`,
      "2:8 RS2023 `leaves the board` never happens to a battlefield",
    );
  });
});

describe("phrase36: card text's own words", () => {
  test("`at a battlefield you control` is RS2048: whose objects, where the battlefield's may be meant", () => {
    expectDiagnostics(
      spell("deal 2 to each enemy unit at a battlefield you control"),
      "1:76 RS2048 after `at a battlefield`, `… control` says who controls the objects",
    );
    expectClean(spell("deal 2 to each unit you control at a battlefield"));
    expectClean(spell("deal 2 to each friendly unit at a battlefield"));
  });
  test("`it` in a trigger on this's own event is this; elsewhere, with nothing mentioned, RS2012", () => {
    expectClean(
      `card unit "U" { cost 1  might 1  when this is played, give it +1 might this turn }`,
    );
    expectClean(`card unit "U" { cost 1  might 1  When I attack, I get +1 Might this turn. }`);
    expectDiagnostics(
      `card unit "U" { cost 1  might 1  at the start of your turn, buff it }`,
      "1:66 RS2012",
    );
  });
  test("`Exhaust:` alone, `a Bird`, `opponents' units` and a trailing `for each` read", () => {
    expectClean(`card gear "G" { cost 1  Exhaust: Draw 1. }`);
    expectClean(spell("kill target Bird. Give each friendly Bird +1 Might this turn."));
    expectClean(spell("deal 1 to all your opponents' units"));
    expectClean(spell("deal 1 to target unit for each friendly unit"));
    expectDiagnostics(spell("kill target Birb"), "1:45 RS2003");
  });
});

describe("phrase36: a token's name alone after `play`", () => {
  test("`play a ready Bird` is RS2004, saying how a token is made", () => {
    expectDiagnostics(
      spell("play a ready Bird"),
      "1:38 RS2004 only cards are played from a zone; a token there has ceased to exist (RULES T7); a token is made by its name and `token`: `play a ready Bird token`",
    );
  });
});

describe("phrase36: another game's word alone where a name alone is read", () => {
  test("`kill target creature` is RS2003, with the game's word", () => {
    expectDiagnostics(
      spell("kill target creature"),
      "1:45 RS2003 no card or token is named creature; did you mean `unit`?",
    );
  });
});

describe("phrase37: a tag's word, before the noun, alone or plural (CR 133.8, 143.1)", () => {
  const tagged = (tag: string, body: string): string =>
    `card unit "U" { cost 1 might 1 tags ${tag} }\n${spell(body)}`;
  test("`a Bird unit`, `a Bird` and `your Birds` read alike, as the tag", () => {
    expectClean(spell("if you control a Bird unit, draw 1. Kill target Bird."));
    expectClean(spell("your Birds get +1 might this turn"));
    expectClean(`card battlefield "B" { Birds here get +1 might }`);
    expectClean(`card battlefield "B" { Birds get +1 might }`);
    expectClean(tagged("Fox", "other Foxes you control get +1 might this turn"));
    expectClean(tagged("Fairy", "kill target Fairy unit; give each friendly Fairies +1 might"));
  });
  test("a tag no card or token names, before the noun, is no longer RS2003", () =>
    expectClean(tagged("Cat", "kill target Cat unit")));
  test("a tag that also names a token without that tag is RS2064, with both spellings", () => {
    expectDiagnostics(
      tagged("Sprite", "kill target Sprite unit"),
      '2:45 RS2064 `Sprite` is a tag and also the name of the token Sprite, which does not have that tag, so this could mean either: for what has the tag write `a unit with tag Sprite`; for the token itself quote its name (`"Sprite"`)',
    );
    expectClean(tagged("Sprite", `kill target "Sprite" unit`));
    expectClean(tagged("Sprite", "kill target unit with tag Sprite"));
  });
  test("in an effect a plural right before its verb is RS2007, which says to qualify it", () =>
    expectDiagnostics(
      spell("Birds get +1 might this turn"),
      "1:33 RS2007 nothing is bound as `Birds`, and a name alone right before its verb refers to what this ability bound; `Birds` is the tag Bird: say which, as in `all Birds`, `your Birds` or `Birds here`",
    ));
  test("a plural of no tag or name is still RS2003", () =>
    expectDiagnostics(spell("your Birbs get +1 might this turn"), "1:38 RS2003"));
});

describe("rules38: alone (CR 740.2.a)", () => {
  test("`alone` of what is never a unit on the board is RS2078", () => {
    expectDiagnostics(
      spell("kill each gear alone at a battlefield"),
      "1:43 RS2078 only a unit is alone (CR 740.2.a: no other friendly unit at its location), so `gear … alone` never matches",
    );
    expectDiagnostics(spell("banish each unit card in your trash alone"), "1:55 RS2078");
    expectClean(spell("kill each enemy unit alone at a battlefield"));
    expectClean(`card gear "G" { cost 1 units defending alone get +2 might }`);
  });
  test("`while this is alone` on a gear is RS2071; on a unit it is clean", () => {
    expectDiagnostics(
      `card gear "G" { cost 1 while this is alone, friendly units get +1 might }`,
      "1:30 RS2071 only units are alone (CR 740.2.a)",
    );
    expectDiagnostics(
      `card gear "G" { cost 1 when this is played, if this is alone at a battlefield: draw 1 }`,
      "1:48 RS2071 only units are alone (CR 740.2.a)",
    );
    expectClean(
      `card unit "U" { cost 1 might 1 while this is attacking alone, this gets +1 might }`,
    );
    expectClean(`card unit "U" { cost 1 might 1 when this attacks alone: draw 1 }`);
  });
});

describe("rules38: occupied, uncontrolled and open battlefields (CR 170.11)", () => {
  test("of what is no battlefield, or of one said to be controlled, it is RS2079", () => {
    expectDiagnostics(
      spell("kill each occupied unit"),
      "1:43 RS2079 `occupied`, `unoccupied`, `uncontrolled` and `open` say what a battlefield is (CR 170.11), so of a unit this never matches",
    );
    expectDiagnostics(
      spell("draw 1 for each uncontrolled battlefield you control"),
      "1:49 RS2079 no player controls an uncontrolled or open battlefield (CR 170.11.b)",
    );
    expectDiagnostics(spell("draw 1 for each friendly open battlefield"), "1:49 RS2079");
    expectClean(
      spell("draw 1 for each occupied battlefield; if there is an open battlefield, draw 1"),
    );
    expectClean(spell("if you control an unoccupied battlefield, draw 1"));
    expectClean(
      `card unit "U" { cost 1 might 1 this gets +1 might for each uncontrolled battlefield }`,
    );
  });
});

describe("rules39: combat's start and end (CR 464.2.b, 466.7.b)", () => {
  const unit = (ability: string): string => `card unit "U" { cost 1 might 1 ${ability} }`;
  test("a combat at a place that is no battlefield is RS2080", () => {
    expectDiagnostics(
      unit("when combat begins at your base: draw 1"),
      "1:54 RS2080 a combat happens at a battlefield (CR 459): write `combat begins here` (at the battlefield this is, or is at), `combat begins at a battlefield`, or `combat begins` alone for every combat",
    );
    expectDiagnostics(unit("when combat ends there: draw 1"), "1:49 RS2080");
    expectClean(unit("when combat ends at a battlefield: draw 1"));
    expectClean(unit("at the start of combat here: draw 1"));
  });
  test("a duration that ends as combat ends is RS2080: it is `this combat` (CR 466.7.c)", () => {
    expectDiagnostics(
      spell("give target unit +1 might until the next time combat ends"),
      "1:79 RS2080 a duration does not wait for `combat ends`: what lasts until a combat ends is `this combat` (CR 466.7.c)",
    );
    expectClean(
      spell("give target unit +1 might this combat; this combat, when combat ends, draw 1"),
    );
  });
  test("`here` on a legend is RS2022, as for any event", () =>
    expectDiagnostics(`card legend "L" { when combat begins here: draw 1 }`, "1:38 RS2022"));
});

describe("rules39: `you don't control` (RULES O3, CR 170.11.b)", () => {
  test("with a controller said another way it is RS2081", () => {
    expectDiagnostics(
      spell("kill target friendly unit you don't control"),
      "1:45 RS2081 `you don't control` and `friendly`, `your` or `you control` in one filter never match together; keep one of the two",
    );
    expectDiagnostics(spell("kill target enemy unit you don't control"), "1:45 RS2081");
    expectClean(spell("draw 1 for each battlefield you don't control"));
    expectClean(spell("kill target unit an opponent doesn't control"));
  });
  test("it lowers to the filter's notController", () =>
    expect(lowered(spell("stun target unit you do not control"))[0]!.abilities).toMatchObject([
      {
        effect: [
          {
            op: "stun",
            target: { ref: "target", filter: { types: ["unit"], notController: "you" } },
          },
        ],
      },
    ]));
});
