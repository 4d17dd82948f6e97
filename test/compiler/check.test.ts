import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { COMPILER_CODES } from "../../compiler/diagnostic-codes.js";
import type { Filter } from "../../runtime/definitions.js";
import { compileText, expectClean, expectDiagnostics, expectLowered } from "./compile-helpers.js";

const spell = (effect: string, extra = ""): string =>
  `card spell "S" { cost 1${extra ? ` ${extra}` : ""} effect: ${effect} }`;
const unit = (text: string): string => `card unit "U" { cost 1 might 1 ${text} }`;

describe("names (RS2001–RS2003)", () => {
  test("RS2001 a name declared twice names both places", () => {
    expectDiagnostics(
      `card unit "A" { cost 1 might 1 }\ncard unit "A" { cost 1 might 2 }`,
      `2:11 RS2001 card "A" is declared twice`,
    );
    const related = compileText(
      `card unit "A" { cost 1 might 1 }\ncard unit "A" { cost 1 might 2 }`,
    ).diagnostics[0]!.related;
    expect(related?.[0]).toMatchObject({ line: 1, column: 11 });
  });
  test("RS2001 a token named like one of the library's", () =>
    expectDiagnostics(
      `token unit Recruit { might 2 }`,
      `1:12 RS2001 token "Recruit" is declared twice`,
    ));
  test("RS2002 a `use` of a missing file", () =>
    expectDiagnostics(`use "missing.rift"`, `1:1 RS2002 cannot find "missing.rift"`));
  test("RS2003 an unknown token, with did you mean", () =>
    expectDiagnostics(
      spell("play a Recriut token"),
      `1:40 RS2003 no token is named Recriut; did you mean "Recruit"?`,
    ));
  test("RS2003 an unknown token like none says how to declare it", () =>
    expectDiagnostics(
      spell("play a Wisp token"),
      "1:40 RS2003 no token is named Wisp; declare it in a file of this compilation: `token unit Wisp { might 1 }`",
    ));
  test("RS2003 a different case is suggested as the same name", () =>
    expectDiagnostics(
      spell("play a recruit token"),
      `1:40 RS2003 no token is named recruit; did you mean "Recruit"?`,
    ));
  test("RS2003 a filter naming nothing, and a tag written as a name", () => {
    expectDiagnostics(
      spell("kill target Sprit unit"),
      `1:45 RS2003 no card or token is named Sprit; did you mean "Sprite"?`,
    );
    // A tag before the noun is what has the tag (CR 133.8), as `with tag Vulpine` is.
    const tagged = expectClean(
      `token unit Fox { might 1 tags Vulpine }\n` + spell("kill target Vulpine unit"),
    );
    expect(tagged.files[0]!.definitions[1]!.abilities[0]).toMatchObject({
      effect: [{ target: { filter: { types: ["unit"], tags: ["Vulpine"] } } }],
    });
  });
  test("RS2064 a bare tag that also names a token without that tag (CR 132, 133.8)", () =>
    expectDiagnostics(
      `card unit "U" { cost 1 might 1 tags Sprite }\n` + spell("kill target Sprite unit"),
      "2:45 RS2064 `Sprite` is a tag and also the name of the token Sprite",
    ));
  test("RS2003 card names in scenarios and decks", () => {
    const abandon = `card spell "Abandon" { cost 1 effect: draw 1 }\n`;
    expectDiagnostics(
      `scenario "s" { setup { A hand: "Abandn" } }\n${abandon}`,
      `1:32 RS2003 no card or token is named "Abandn"; did you mean "Abandon"?`,
    );
    expectDiagnostics(
      `deck "d" { main 3 "Abandn" }\n${abandon}`,
      `1:19 RS2003 no card is named "Abandn"; did you mean "Abandon"?`,
    );
  });
});

describe("RULES O4, T7: cards and tokens (RS2004, RS2005)", () => {
  test("RS2004 a card named where a token is made", () =>
    expectDiagnostics(
      `card unit "Big" { cost 1 might 1 }\n` + spell(`play a "Big" token`),
      `2:40 RS2004 "Big" is a card, and only tokens are made or replace things (RULES O4)`,
    ));
  test("RS2004 a card named as a replacing token (RULES R1)", () =>
    expectDiagnostics(
      `card unit "Big" { cost 1 might 1 }\n` +
        spell(`replace target battlefield with a "Big" token`),
      `2:67 RS2004 "Big" is a card`,
    ));
  test("RS2004 playing a token from a zone", () =>
    expectDiagnostics(
      spell("play target unit token"),
      "1:38 RS2004 only cards are played from a zone",
    ));
  test("RS2005 a card filter naming a token never matches (RULES O4)", () =>
    expectDiagnostics(
      spell("return target Gold card in your trash to your hand"),
      "1:47 RS2005 Gold is a token, and what asks for a card never accepts a token (RULES O4)",
    ));
  test("`target card in your trash` is a card filter, which cannot reach a token (RULES O4)", () => {
    const result = expectClean(spell("return target card in your trash to your hand"));
    expect(result.files[0]!.definitions[0]!.abilities[0]).toMatchObject({
      effect: [{ target: { filter: { kind: "card", zone: { zone: "trash" } } } }],
    });
  });
  test("RS2005 a token in a trash never matches (RULES T7)", () =>
    expectDiagnostics(
      spell("return target Recruit token in your trash to your hand"),
      "1:61 RS2005 a token never waits in a trash",
    ));
  test("RS2005 a name of another type, Might on gear, a token in a hand", () => {
    expectDiagnostics(
      spell("kill target Gold unit"),
      "1:45 RS2005 Gold is a gear, so `unit` never matches it",
    );
    expectDiagnostics(
      spell("kill target gear with might 3 or less"),
      "1:61 RS2005 only units have Might",
    );
    expectDiagnostics(spell("discard a unit token"), "1:43 RS2005 a hand never holds a token");
  });
});

describe("tags (RS2006)", () => {
  test("RS2006 a misspelt tag is a warning with did you mean", () =>
    expectDiagnostics(
      spell("give target unit +1 might for each friendly unit with tag Recriut this turn"),
      "1:91 RS2006 no card or token has the tag `Recriut`; did you mean `Recruit`?",
    ));
  test("a tag no card has yet, and close to none, is not reported (Brush's Cat and Dog)", () =>
    expectClean(spell("kill all units with tag Cat")));
  test("a tag an effect gives counts as known", () =>
    expectClean(spell("give target unit tag Wolfkin this turn; kill all units with tag Wolfkin")));
  test("RS2006 is a warning: the card still compiles", () => {
    const result = compileText(spell("kill all units with tag Recriut"));
    expect(result.diagnostics.map((d) => d.severity)).toEqual(["warning"]);
    expect(result.files[0]!.definitions).toHaveLength(1);
  });
});

describe("bound names, RULES E3 (RS2007–RS2011, RS2026)", () => {
  test("RS2007 a name never bound, with did you mean", () =>
    expectDiagnostics(
      spell(
        "banish target unit as lost; this turn, when you conquer: return lsot to its owner's hand",
      ),
      "1:97 RS2007 nothing is bound as `lsot`; did you mean `lost`?",
    ));
  test("RS2007 a name never bound and like no other says how to bind it", () =>
    expectDiagnostics(
      spell("return gone to its owner's hand"),
      "1:40 RS2007 nothing is bound as `gone`; bind it with `as gone` after what it names",
    ));
  test("RS2008 a name used before it is bound", () =>
    expectDiagnostics(
      spell("kill lost; banish target unit as lost"),
      "1:38 RS2008 `lost` is used before it is bound",
    ));
  test("RS2009 a name bound inside a mode is out of scope after it", () =>
    expectDiagnostics(
      spell("choose one: { kill target unit as x } or { draw 1 }; return x to its owner's hand"),
      "1:93 RS2009 `x` is bound inside a nested part",
    ));
  test("RS2009 a name bound in a `for each` body is out of scope after it", () =>
    expectDiagnostics(spell("for each friendly unit as u, draw 1; kill u"), "1:75 RS2009"));
  test("RS2009 a name bound in another ability", () =>
    expectDiagnostics(
      unit("when this is played: kill target unit as x  when this attacks: kill x"),
      "1:100 RS2009 `x` is bound in another ability; each ability resolves on its own (RULES E3)",
    ));
  test("RS2010 a name bound twice in one resolution", () =>
    expectDiagnostics(
      spell("kill target unit as x; banish target gear as x; kill x"),
      "1:78 RS2010 `x` is already bound in this ability",
    ));
  test("RS2011 an unused name is a warning", () =>
    expectDiagnostics(
      spell("kill target unit as x"),
      "1:53 RS2011 `x` is bound but never used; remove `as x`",
    ));
  test("a name bound under `you may` stays in scope for `if you do`", () =>
    expectClean(
      spell(
        "you may banish target unit as x; if you do, this turn, when you conquer: return x to its owner's hand",
      ),
    ));
  test("RS2026 a name where nothing can be bound", () => {
    expectDiagnostics(
      spell("deal the might of target unit as x to target enemy unit"),
      "1:66 RS2026 `as x` cannot name this: only what an instruction acts on can be named",
    );
    expectDiagnostics(
      unit("kill a friendly unit as x: draw 1"),
      "1:56 RS2026 `as x` cannot name what a cost kills yet",
    );
  });
});

describe("referents of it, them, that …, there (RS2012, RS2013)", () => {
  test("RS2012 `it` with nothing mentioned", () =>
    expectDiagnostics(
      spell("kill it"),
      "1:38 RS2012 `it` refers to nothing mentioned before it in this ability; for the card itself write `this`",
    ));
  test("RS2012 `it` for several objects suggests `them`", () =>
    expectDiagnostics(
      spell("kill all enemy units; return it to its owner's hand"),
      "1:62 RS2012 `it` refers to nothing mentioned before it in this ability; for several objects write `them`",
    ));
  test("`it` in a self trigger, with nothing else mentioned, is this; in a phase trigger RS2012", () => {
    expectClean(unit("when this is played: ready it"));
    expectDiagnostics(unit("at the start of your turn: ready it"), "1:65 RS2012");
  });
  test("RS2012 `there` and `the triggering unit` with nothing to mean", () => {
    expectDiagnostics(
      spell("deal 1 to each enemy unit there"),
      "1:59 RS2012 `there` means where a mentioned object is",
    );
    expectDiagnostics(
      spell("draw 1; give the triggering unit +1 might this turn"),
      "1:46 RS2012 `the triggering unit` needs an event",
    );
  });
  test("RS2013 `it` with two candidates names both", () => {
    expectDiagnostics(
      spell("deal 2 to target unit; exhaust target gear; kill it"),
      "1:82 RS2013 `it` could mean `target unit` (1:43) or `target gear` (1:64); name the one you mean with `as NAME` and use the name",
    );
    const related = compileText(spell("deal 2 to target unit; exhaust target gear; kill it"))
      .diagnostics[0]!.related;
    expect(related?.map((r) => r.column)).toEqual([43, 64]);
  });
  test("`that battlefield` is the one a conquest happened to; a bare `it` never means an unwritten object", () => {
    expectClean(
      `card legend "L" { when you conquer: replace that battlefield with a Brush token }`,
    );
    expectDiagnostics(
      `card legend "L" { when you conquer: replace it with a Brush token }`,
      "1:45 RS2012",
    );
  });
  test("`it` after a delayed conquest still means the banished unit (RULES B1)", () =>
    expectClean(
      spell("banish target unit; this turn, when you conquer: return it to its owner's hand"),
    ));
  test("`that gear` picks the one gear among two mentions", () =>
    expectClean(spell("deal 2 to target unit; exhaust target gear; kill that gear")));
  test("a `for each` body's own object is nearer than the effect's mentions", () =>
    expectClean(
      spell("deal 1 to target unit; for each friendly unit, give it +1 might this turn"),
    ));
});

describe("`if you do` (RS2014, RS2025)", () => {
  test("RS2014 after an instruction that always happens", () =>
    expectDiagnostics(
      spell("draw 1; if you do, draw 1"),
      "1:44 RS2014 `if you do` asks whether the instruction before it happened, and `draw` always does",
    ));
  test("after `you may`, a discard, a chosen object", () => {
    expectClean(spell("you may discard 1; if you do, draw 2"));
    expectClean(spell("discard 1; if you do, draw 2"));
    expectClean(spell("deal 1 to up to 1 target unit; if you do, draw 1"));
  });
  test("after a status change, which does nothing to an object already so (CR 423.1.a.1, 426.1.c)", () => {
    expectClean(spell("stun target unit; if you do, draw 1"));
    expectClean(spell("buff target friendly unit; if you do, draw 1"));
    expectClean(spell("heal target unit; if you do, draw 1"));
    // CR 369.2, 417.1.e.1: damage can be prevented, and then it is not dealt.
    expectClean(spell("deal 1 to target unit; if you do, draw 1"));
  });
  test("after a channel, which a short rune deck makes channel fewer (CR 430.5)", () =>
    expectClean(spell("channel 2 runes; if you do, draw 1")));
  test("RS2014 in a trigger's condition, and first in a nested block", () => {
    expectDiagnostics(unit("when a friendly unit dies, if you do: draw 1"), "1:62 RS2014");
    expectDiagnostics(
      spell("you may { if you do, draw 1 }"),
      "1:46 RS2014 `if you do` asks whether the instruction before it happened, and nothing comes before it here",
    );
  });
  test("`if you do` first in an effect asks about the optional cost (CR 357)", () => {
    expectClean(spell("if you do, draw 2", "as you play this, you may pay 1"));
    expectDiagnostics(
      spell("if you do, draw 2"),
      "1:36 RS2025 `if you do` first in an effect refers to this card's optional cost",
    );
  });
  test("RS2025 `you paid the optional cost` with no optional cost, or several", () => {
    expectDiagnostics(
      spell("if you paid the optional cost, draw 1"),
      "1:36 RS2025 `you paid the additional cost` refers to this card's optional cost, but this card has no",
    );
    expectDiagnostics(
      spell(
        "if you paid the optional cost, draw 1",
        "as you play this, you may pay 1 as you play this, you may pay 2",
      ),
      "1:100 RS2025",
    );
  });
  test("RS2027 a permanent's trigger asking about the optional cost, which reads false by then", () => {
    expectDiagnostics(
      unit(
        "as you play this, you may pay 1: draw 1 when this is played, if you paid the additional cost: draw 1",
      ),
      "1:96 RS2027 whether the optional cost was paid is known only while the card is being played",
    );
    expectClean(unit("as you play this, you may pay 1: buff this"));
  });
});

describe("durations, RULES E4 (RS2015)", () => {
  test("RS2015 `this turn` in an ability that happens at the end of the turn", () =>
    expectDiagnostics(
      unit("at the end of your turn: give this +1 might this turn"),
      "1:76 RS2015",
    ));
  test("`until your next turn` there means something", () =>
    expectClean(unit("at the end of your turn: give this +1 might until your next turn")));
});

describe("costs, RULES G3 (RS2016, RS2017)", () => {
  test("RS2016 a resource named twice, and paying nothing", () => {
    expectDiagnostics(
      `card spell "S" { cost 1 + 2 effect: draw 1 }`,
      "1:27 RS2016 the cost names energy twice; write it once as 3",
    );
    expectDiagnostics(unit("pay 0: draw 1"), "1:32 RS2016 paying nothing is not a cost");
  });
  test("RS2017 costs the game cannot pay", () => {
    expectDiagnostics(
      unit("exhaust target unit: draw 1"),
      "1:40 RS2017 an exhaust cost is `exhaust this` or `exhaust a …`",
    );
    expectDiagnostics(
      unit("kill target unit: draw 1"),
      "1:37 RS2017 a kill cost is `kill this` or `kill a …`",
    );
    expectDiagnostics(
      unit("exhaust this, exhaust this: draw 1"),
      "1:46 RS2017 this cost is already listed",
    );
  });
});

describe("numbers and keywords, RULES S4 (RS2018, RS2019, RS2033)", () => {
  test("RS2018 keyword values, modes, counts", () => {
    expectDiagnostics(
      unit("keywords Deflect 12"),
      "1:41 RS2018 Deflect takes a value from 1 to 9, not 12",
    );
    expectDiagnostics(
      spell("choose 3: { draw 1 } or { draw 2 }"),
      "1:33 RS2018 choose from 1 to 2 of the 2 modes, not 3",
    );
    expectDiagnostics(spell("draw 0"), "1:38 RS2018 this number must be at least 1");
  });
  test("RS2019 a keyword on the wrong card type, or twice", () => {
    expectDiagnostics(
      `card spell "S" { cost 1 keywords Tank effect: draw 1 }`,
      "1:34 RS2019 Tank means something only on units, not on a spell",
    );
    expectDiagnostics(unit("keywords Tank, Tank"), "1:47 RS2019 Tank is already listed");
    // CR 816.1.a, 809.1.a: Temporary and Deflect are present on permanents, gear as well as units.
    expectClean(`card gear "G" { cost 1 keywords Temporary }`);
    expectClean(`card gear "G" { cost 1 keywords Deflect 2 }`);
    expectDiagnostics(
      `card spell "S" { cost 1 keywords Temporary effect: draw 1 }`,
      "1:34 RS2019 Temporary means something only on units, gears, not on a spell",
    );
  });
  test("several Deflects add up (RULES S4), as do Assault, Shield and Repeat (CR 807.2, 814.2, 820.1.c.2)", () => {
    expectClean(unit("keywords Deflect 1, Deflect 2"));
    expectClean(unit("keywords Assault 1, Assault 2, Shield, Shield 2"));
    expectClean(`card spell "S" { cost 1 keywords Repeat 1, Repeat 2 effect: draw 1 }`);
    expectDiagnostics(unit("keywords Ganking, Ganking"), "1:50 RS2019 Ganking is already listed");
  });
  test("RS2033 a keyword without text of its own, written with a text", () =>
    expectDiagnostics(unit("tank: draw 1"), "1:32 RS2033 Tank has no text of its own"));
});

describe("what a card type may say (RS2020–RS2023)", () => {
  test("RS2020 characteristics", () => {
    expectDiagnostics(
      `card spell "S" { cost 1 might 2 effect: draw 1 }`,
      "1:25 RS2020 only units have Might, not a spell",
    );
    expectDiagnostics(`card unit "U" { cost 1 }`, "1:11 RS2020 a unit needs Might");
    expectDiagnostics(
      `token unit T { cost 1 might 1 }`,
      "1:16 RS2020 a token has no cost; a cost check reads 0 (RULES T4)",
    );
    expectDiagnostics(
      `token unit T { domain Fury might 1 }`,
      "1:16 RS2020 a token has no domains (RULES T4)",
    );
    expectDiagnostics(
      `card battlefield "B" { cost 1 }`,
      "1:24 RS2020 a battlefield is never played, so it has no cost",
    );
    expectDiagnostics(`card unit "U" { might 1 }`, "1:11 RS2020 a unit card needs a cost");
    expectDiagnostics(
      spell("play a ready Gold token"),
      "1:33 RS2020 only unit tokens enter ready or exhausted (RULES T3)",
    );
  });
  test("RS2021 abilities", () => {
    expectDiagnostics(`card spell "S" { cost 1 }`, "1:12 RS2021 a spell needs an `effect:`");
    expectDiagnostics(unit("effect: draw 1"), "1:32 RS2021 only spells have `effect:`");
    expectDiagnostics(
      `card spell "S" { cost 1 exhaust this: draw 1 effect: draw 1 }`,
      "1:25 RS2021 a spell's text is its `effect:`",
    );
    expectDiagnostics(
      `card battlefield "B" { as you play this, you may pay 1: draw 1 }`,
      "1:24 RS2021 a battlefield is never played",
    );
    expectDiagnostics(
      `card spell "S" { cost 1 effect: draw 1 effect: draw 2 }`,
      "1:40 RS2021 a spell has one `effect:`",
    );
  });
  test("RS2022 `here` on a spell and on a legend", () => {
    expectDiagnostics(
      spell("play a Recruit token here"),
      "1:54 RS2022 `here` means where this is, and a spell waits on the Chain",
    );
    expectDiagnostics(`card legend "L" { exhaust this: play a Recruit token here }`, "1:54 RS2022");
  });
  test("`here` on units, gear and battlefields", () => {
    expectClean(unit("when this is played: play a Recruit token here"));
    expectClean(`card battlefield "B" { when you conquer here: play a Recruit token here }`);
  });
  test("RS2023 `when this dies` on a battlefield, `when this attacks` on gear", () => {
    expectDiagnostics(
      `card battlefield "B" { when this dies: draw 1 }`,
      "1:29 RS2023 `dies` never happens to a battlefield",
    );
    expectDiagnostics(
      `card gear "G" { cost 1 when this attacks: draw 1 }`,
      "1:29 RS2023 `attacks` never happens to a gear",
    );
  });
});

describe("events (RS2024, RS2034)", () => {
  test("RS2024 `would` in a trigger, and a replacement without it (RULES E2)", () => {
    expectDiagnostics(
      unit("when this would die: draw 1"),
      "1:37 RS2024 `would` belongs to replacement effects",
    );
    expectDiagnostics(
      unit("if this dies, draw 1 instead"),
      "1:35 RS2024 a replacement effect says what would happen",
    );
  });
  test("RS2041 a replacement of an event no game action proposes would never apply (RULES E2)", () => {
    expectDiagnostics(
      unit("if you would play a spell, draw 1 instead"),
      "1:35 RS2041 no game action lets a replacement effect rewrite playing a card, so this one would never apply; of the plays, only a token's can be replaced",
    );
    // CR 371.2.b, 375: a token's play is proposed, so its replacement applies.
    expectClean(unit("if you would play a token, draw 1 instead"));
    expectClean(unit("if a unit token would be played, draw 1 instead"));
    expectDiagnostics(
      unit("if this would conquer, draw 1 instead"),
      "1:35 RS2041 no game action lets a replacement effect rewrite conquering",
    );
    expectClean(unit("if this would be banished, draw 1 instead"));
  });
  test("RS2036 a target that depends on a name bound on resolution", () =>
    expectDiagnostics(
      spell("deal 1 to target unit as first; deal 1 to target unit at first"),
      "1:87 RS2036 a target is chosen as the ability is played, before `first` is known",
    ));
  test("RS2034 a target in a trigger", () =>
    expectDiagnostics(
      unit("when target unit dies: draw 1"),
      "1:37 RS2034 a trigger watches for events and cannot target",
    ));
});

describe("constructs RS2027 once refused, now expressed", () => {
  /** A spell of `kill all …` instructions lowers to one kill of all objects per filter, in order. */
  const expectKillAll = (effect: string, ...filters: Filter[]): void =>
    expectLowered(spell(effect), {
      abilities: [
        {
          kind: "effect",
          effect: filters.map((filter) => ({ op: "kill", target: { ref: "all", filter } })),
        },
      ],
    });

  test("`with tags A and B` compiles to a filter that needs every tag", () =>
    expectKillAll("kill all units with tags Bird and Cat", {
      types: ["unit"],
      tagsAll: ["Bird", "Cat"],
    }));
  test("keywords written one after another must all be there", () =>
    expectKillAll("kill all units with Tank with Assault", {
      types: ["unit"],
      keywordsAll: ["Tank", "Assault"],
    }));
  test("`with Tank and Assault` reads the same as `with Tank with Assault`", () =>
    expectKillAll("kill all units with Tank and Assault", {
      types: ["unit"],
      keywordsAll: ["Tank", "Assault"],
    }));
  test("domains written one after another must all be there; one alone is as before", () =>
    expectKillAll(
      "kill all Fury Mind units; kill all Calm units",
      { types: ["unit"], domainsAll: ["Fury", "Mind"] },
      { types: ["unit"], domains: ["Calm"] },
    ));
  test("`with tags A or B` still needs any one of them", () =>
    expectKillAll("kill all units with tag Bird or Cat", {
      types: ["unit"],
      tags: ["Bird", "Cat"],
    }));
  test("`N for each X` compiles to a count of N per object", () =>
    expectLowered(spell("draw 2 for each friendly unit"), {
      abilities: [
        {
          kind: "effect",
          effect: [
            {
              op: "draw",
              player: { player: "you" },
              count: {
                amount: "count",
                filter: { types: ["unit"], controller: "you" },
                per: 2,
              },
            },
          ],
        },
      ],
    }));
});

describe("what the runtime cannot express yet (RS2027, RS2032)", () => {
  test("RS2027 several constructs", () => {
    expectDiagnostics(
      spell("an opponent may draw 1"),
      "1:33 RS2027 the runtime asks only the ability's controller",
    );
    expectDiagnostics(
      unit("at the end of your main phase: draw 1"),
      "1:32 RS2027 the runtime marks the start of each phase",
    );
    expectDiagnostics(
      unit("when a friendly unit dies: this turn, when you conquer: return it to its owner's hand"),
      "1:95 RS2027 a delayed trigger cannot yet reach the object of the event",
    );
  });
  test("RS2027 a filter that says where the triggering object is", () =>
    expectDiagnostics(
      unit("when a friendly unit moves to a battlefield: deal 1 to each enemy unit there"),
      "1:103 RS2027 a filter cannot yet say where the triggering object is",
    ));
  test("naming the object first lets a delayed trigger reach it (RULES E3)", () =>
    expectClean(
      unit(
        "when a friendly unit dies: banish it; this turn, when you conquer: return it to its owner's hand",
      ),
    ));
  test("RS2032 `instead of` after something other than a counter", () =>
    expectDiagnostics(
      spell(
        "kill target unit; put it on the bottom of its owner's deck instead of its owner's trash",
      ),
      "1:103 RS2032 `instead of` can only rewrite where a countered card goes",
    ));
});

describe("scenarios (RS2028–RS2030, RS2035, RS2039)", () => {
  const s = `card spell "S" { cost 1 effect: choose one: { draw 1 } or { draw 2 } }\n`;
  test("RS2028 a label given twice, and an unknown label", () =>
    expectDiagnostics(
      `${s}scenario "s" {\n  setup { A hand: "S" as s1, "S" as s1 }\n  A plays s2\n}`,
      "3:37 RS2028 the label `s1` is already given",
      "4:11 RS2028 no placement in the setup is labelled `s2`",
    ));
  test("RS2028 a misspelt label: the suggestion alone, else how to give one", () => {
    expectDiagnostics(
      `${s}scenario "s" {\n  setup { A hand: "S" as spell1 }\n  A plays spel1\n}`,
      "4:11 RS2028 no placement in the setup is labelled `spel1`; did you mean `spell1`?",
    );
    expectDiagnostics(
      `${s}scenario "s" {\n  setup { A hand: "S" as spell1 }\n  A plays card1\n}`,
      "4:11 RS2028 no placement in the setup is labelled `card1`; give one with `as card1`",
    );
  });
  test("RS2057 (and RS2028) a `label` step: by a name, given once, and named only after it", () =>
    expectDiagnostics(
      `${s}scenario "s" {\n  setup { A hand: "S" as s1 }\n  A plays s2\n  label "S" as s2\n  label s2 as s3\n  label "S" as s1\n}`,
      "4:11 RS2028 `s2` is given by a later `label` step; name it after that step",
      '6:9 RS2057 `label` names what it labels by its name in quotes (`label "Recruit" as s3`); `s2` already names one object',
      "7:16 RS2028 the label `s1` is already given",
    ));
  test("RS2027 `each` or a count before a label, or before an expectation counted from the log", () => {
    expectDiagnostics(
      `${s}scenario "s" {\n  setup { A hand: "S" as s1 }\n  expect each s1 in A hand\n  expect 2 "S" was played\n  expect each "S" exists\n}`,
      "4:15 RS2027 a label names one object; `each` goes before a card name in quotes",
      "5:12 RS2027 `2` before an expectation counts the objects a card name fits, checked one by one",
      "6:15 RS2027 `each` before an expectation counts",
    );
  });
  test("RS2029 a token in a trash (RULES T7), a unit as a battlefield, a setting twice", () => {
    expectDiagnostics(
      `scenario "s" { setup { A trash: "Recruit" } }`,
      '1:33 RS2029 "Recruit" is a token, and a token exists only on the board or the Chain (RULES T7)',
    );
    expectDiagnostics(
      `card unit "U" { cost 1 might 1 }\nscenario "s" { setup { battlefield "U" } }`,
      '2:36 RS2029 "U" is a unit and cannot be placed in battlefields',
    );
    expectDiagnostics(
      `scenario "s" { setup { phase: main  phase: beginning } }`,
      "1:37 RS2029 the phase is already set",
    );
  });
  test("RS2016 an expected pool is checked as a cost (RULES G3)", () => {
    expectDiagnostics(
      `scenario "s" { setup { } expect A pool: 1 + 2 }`,
      "1:45 RS2016 the pool names energy twice; write it once as 3",
    );
    expectClean(`scenario "s" { setup { } expect A pool: 0\n expect B pool is empty }`);
  });
  test("RS2030 an unknown event kind, with did you mean", () =>
    expectDiagnostics(
      `scenario "s" { setup { } expect event banishd }`,
      "1:39 RS2030 there is no event `banishd`; did you mean `banished`?",
    ));
  test("the runtime's own events may be expected too (`combatStarted`, `removedFromChain`, `gameWon`)", () => {
    expectClean(
      `scenario "s" { setup { } expect not event combatStarted\n expect not event removedFromChain\n expect not event gameWon }`,
    );
    expectDiagnostics(
      `scenario "s" { setup { } expect event gameWn }`,
      "1:39 RS2030 there is no event `gameWn`; did you mean `gameWon`?",
    );
  });
  test("RS2027 an answer step cannot be expected to be refused", () =>
    expectDiagnostics(
      `scenario "s" { setup { } A can't answer yes }`,
      "1:26 RS2027 an answer cannot be expected to be refused",
    ));
  test("RS2039 an unknown refusal reason, with did you mean; a known one in any case", () => {
    expectDiagnostics(
      `scenario "s" { setup { } A can't pass, because noPriorty }`,
      "1:48 RS2039 there is no refusal `noPriorty`; did you mean `noPriority`?",
    );
    expectClean(`scenario "s" { setup { turn: B } A can't pass because NOPRIORITY }`);
  });
  test("RS2035 an ability or mode that does not exist", () => {
    expectDiagnostics(
      `card unit "U" { cost 1 might 1 exhaust this: draw 1 }\nscenario "s" { setup { A base: "U" } A activates "U" ability 2 }`,
      `2:38 RS2035 "U" has 1 activated ability, numbered from 1; there is no ability 2`,
    );
    expectDiagnostics(
      `${s}scenario "s" { setup { A hand: "S" } A plays "S" choosing mode 0 }`,
      "2:50 RS2035 modes are numbered from 1",
    );
    // CR 164.2: a rune has its two basic abilities besides what it prints.
    expectDiagnostics(
      `card rune "R" { domain Calm }\nscenario "s" { setup { A runes: "R" } A activates "R" ability 2\n A activates "R" ability 3 }`,
      `3:2 RS2035 "R" has 2 activated abilities, numbered from 1; there is no ability 3`,
    );
  });
  test("RS2027 an expectation the runtime cannot compare", () =>
    expectDiagnostics(
      `card unit "U" { cost 1 might 1 }\nscenario "s" { setup { A base: "U" as u } expect u triggered at least 2 times }`,
      "2:62 RS2027",
    ));
});

describe("decks (RS2031, RS2037)", () => {
  test("RS2037 a problem with one card of a deck is reported at the line that names it", () => {
    const cards = `card legend "L" { domain Fury }\ncard unit "U" { cost 1 domain Fury might 1 }\ncard unit "C" { cost 1 domain Calm might 1 }\ncard battlefield "B1" {}\ncard battlefield "B2" {}\n`;
    expectDiagnostics(
      `${cards}deck "d" {\n  legend "L"\n  battlefields "B1", "B2", "B1"\n  main 4 "U", 36 "C"\n  runes 6 Fury, 6 Calm\n}`,
      `6:6 RS2037 deck "d": a deck needs a Chosen Champion (CR 103.2, 103.2.a)`,
      // The second "B1" is the mistake, so the diagnostic points there.
      `8:28 RS2037 deck "d": "B1" is named twice; the battlefields have different names (CR 103.4.c)`,
      `9:8 RS2037 deck "d": 4 copies of "U"; a deck may hold at most 3 (CR 103.2.b)`,
      `9:15 RS2037 deck "d": "C" (Calm) is outside the legend's domains (CR 103.1.b)`,
      `9:15 RS2037 deck "d": 36 copies of "C"; a deck may hold at most 3 (CR 103.2.b)`,
      `10:17 RS2037 deck "d": Calm runes are outside the legend's domains (CR 103.3.a.1)`,
    );
  });
  test("RS2037 a wrong number of runes or battlefields is reported at that list, not the deck's name", () => {
    const cards = `card legend "L" { domain Fury }\ncard unit "U" { cost 1 domain Fury might 1 }\ncard battlefield "B1" {}\ncard battlefield "B2" {}\n`;
    const main = Array.from(
      { length: 14 },
      (_, i) => `card unit "U${i}" { cost 1 domain Fury might 1 }\n`,
    ).join("");
    const list = Array.from({ length: 14 }, (_, i) => `3 "U${i}"`).join(", ");
    expectDiagnostics(
      `${cards}${main}deck "d" {\n  legend "L"\n  battlefields "B1", "B2"\n  main ${list}\n  runes 6 Fury, 5 Fury\n}`,
      `19:6 RS2037 deck "d": a deck needs a Chosen Champion (CR 103.2, 103.2.a)`,
      `21:16 RS2037 deck "d": 2 battlefields; a deck brings 3 in every mode of play (CR 103.4.a, 485.4.a, 487.4.a, 488.4.a)`,
      `23:9 RS2037 deck "d": the Rune Deck has 11 runes; it needs exactly 12 (CR 103.3.a)`,
    );
  });
  test("RS2037 a deck that breaks the construction rules, reported at its name", () =>
    expectDiagnostics(
      `card unit "U" { cost 1 might 1 }\ndeck "d" { main 2 "U" }`,
      `2:6 RS2037 deck "d": a deck needs a Champion Legend (CR 103.1)`,
      `2:6 RS2037 deck "d": a deck needs a Chosen Champion (CR 103.2, 103.2.a)`,
      `2:6 RS2037 deck "d": the Main Deck has 2 cards; it needs at least 40 (CR 103.2)`,
      `2:6 RS2037 deck "d": the Rune Deck has 0 runes; it needs exactly 12 (CR 103.3.a)`,
      `2:6 RS2037 deck "d": 0 battlefields; a deck brings 3 in every mode of play (CR 103.4.a, 485.4.a, 487.4.a, 488.4.a)`,
    ));
  test("RS2031 a token, and a card of the wrong type", () => {
    expectDiagnostics(
      `deck "d" { main 3 "Recruit" }`,
      `1:19 RS2031 "Recruit" is a token; a deck holds only cards (RULES O4)`,
    );
    expectDiagnostics(
      `card spell "S" { cost 1 effect: draw 1 }\ndeck "d" { legend "S" }`,
      `2:19 RS2031 "S" is a spell; the legend takes legend cards`,
    );
  });
});

describe("limits on a triggered ability (RS2040)", () => {
  test("RS2040 `the Nth time … each turn` with `once each turn` as well (CR 383.1, 383.3.e)", () =>
    expectDiagnostics(
      unit("the first time this moves each turn, once each turn: draw 1"),
      "1:32 RS2040 `the … time … each turn` triggers at most once each turn already",
    ));
});

describe("delayed triggers at a moment of the turn (RS2042, RS2043; more in delay26-steps.test.ts)", () => {
  test("RS2042 a moment of one turn printed, or a printed moment in an effect", () => {
    expectDiagnostics(
      `card unit "U" { cost 1 might 1 at the end of this turn: draw 1 }`,
      "1:32 RS2042 `this turn` names one turn",
    );
    expectDiagnostics(
      `card spell "S" { cost 1 effect: at the end of each turn: draw 1 }`,
      "1:33 RS2042 an effect waits for one moment, once",
    );
  });
  test("RS2043 a moment that has passed when the effect makes it (CR 317.1)", () =>
    expectDiagnostics(
      `card spell "S" { cost 1 effect: at the start of this turn: draw 1 }`,
      "1:33 RS2043 this turn has already started",
    ));
});

describe("names the runtime keeps (RS2044, CR 652.2.a)", () => {
  test("RS2044 a card or token named in angle brackets, as the vacated battlefield is", () => {
    expectDiagnostics(
      `card battlefield "<vacated battlefield>" {}`,
      '1:18 RS2044 "<vacated battlefield>" is a name the runtime keeps',
    );
    expectDiagnostics(
      `token unit "<Shade>" { might 1 }`,
      '1:12 RS2044 "<Shade>" is a name the runtime keeps',
    );
    expectClean(`card unit "Shade <Elder>" { cost 1 might 1 }`);
  });
});

describe("abilities off the board (RS2050–RS2053, CR 385.2; more in zones28.test.ts)", () => {
  const unit = (text: string): string => `card unit "U" { cost 1 might 1 ${text} }`;
  test("RS2050 a zone no card's ability functions in", () =>
    expectDiagnostics(unit("while this is in your deck, pay 1: draw 1"), "1:32 RS2050"));
  test("RS2051 an ability kind that cannot function off the board", () =>
    expectDiagnostics(unit("while this is in your trash, deathknell: draw 1"), "1:32 RS2051"));
  test("RS2052 a card type that never goes to that zone", () =>
    expectDiagnostics(
      `card legend "L" { while this is in your hand, when you conquer: draw 1 }`,
      "1:19 RS2052",
    ));
  test("RS2053 `here` in an ability off the board", () =>
    expectDiagnostics(
      unit("while this is in your trash, when a unit dies here: draw 1"),
      "1:78 RS2053",
    ));
});

describe("lang28: shuffling and paying to spare (RS2045, RS2046)", () => {
  test("RS2045 `shuffle` into a place that is not a whole deck", () => {
    expectDiagnostics(
      `card spell "S" { cost 1  effect: shuffle target unit into its owner's hand }`,
      "1:59 RS2045 `shuffle` puts what it names into a deck",
    );
  });
  test("RS2046 `unless each player pays`: one player decides", () => {
    expectDiagnostics(
      `card spell "S" { cost 1  effect: counter target spell unless each player pays 1 }`,
      "1:62 RS2046 one player decides whether to pay",
    );
  });
});

describe("lang29: who pays, asked before the instruction (RS2047)", () => {
  test("RS2047 `its controller` of what the instruction chooses as it resolves", () => {
    expectDiagnostics(
      `card spell "S" { cost 1  effect: kill a unit unless its controller pays 1 }`,
      "1:53 RS2047 the player who may pay is asked before anything is chosen",
    );
  });
});

describe("pool37: a payment offered as the ability resolves (RS2059)", () => {
  test("`you may pay 1. If you do, …` is clean, in an effect and in a trigger", () => {
    expectClean(spell("you may pay 2. If you do, draw 2"));
    expectClean(unit("when this is played: you may pay 1 Fury; if you do, draw 1"));
  });
  test("RS2059 a payment demanded, not offered", () =>
    expectDiagnostics(
      spell("pay 2; draw 1"),
      "1:33 RS2059 an ability never demands a payment as it resolves, it offers one: write `you may pay 1. If you do, draw 1` (CR 357)",
    ));
  test("RS2059 a payment beside another instruction under `you may`", () =>
    expectDiagnostics(
      spell("you may pay 2 and draw 1"),
      "1:41 RS2059 a payment is offered alone and what it buys follows it: write `you may pay 1. If you do, draw 1` (CR 357)",
    ));
  test("RS2059 a payment under `if`", () =>
    expectDiagnostics(spell("if you control a unit, pay 1"), "1:56 RS2059"));
});

describe("pool37: played to an open battlefield (RS2060)", () => {
  test("a unit card says it of itself", () =>
    expectClean(unit("this may be played to an open battlefield")));
  test("RS2060 said of other units", () =>
    expectDiagnostics(
      unit("friendly units may be played to an open battlefield"),
      "1:47 RS2060 where a unit may be played is read from the card as it is played",
    ));
  test("RS2060 said of a gear", () =>
    expectDiagnostics(
      `card gear "G" { cost 1 this may be played to an open battlefield }`,
      "1:29 RS2060 only a unit is played to a battlefield (CR 355.2), and this is a gear",
    ));
});

describe("pool37: each player kills one of their units (RS2061)", () => {
  test("`each player` and `each opponent` are clean", () => {
    expectClean(spell("each player kills one of their units"));
    expectClean(spell("each opponent kills one of their gear; if you do, draw 1"));
  });
  test("RS2061 `their` and a controller both", () =>
    expectDiagnostics(
      spell("each player kills one of their enemy units"),
      "1:64 RS2061 `their` already says whose",
    ));
  test("RS2061 what is never killed", () =>
    expectDiagnostics(
      spell("each player kills one of their spells"),
      "1:64 RS2061 only units and gear on the board are killed (CR 428.1), never a spell",
    ));
  test("RS1022 a unit not said to be their own", () =>
    expectDiagnostics(
      spell("each player kills a unit"),
      "1:51 RS1022 expected `one` after `kills`, found `a`; a player who kills chooses one of their own: `each player kills one of their units`",
    ));
});

describe("rules42: `if this kills it` (CR 428.5.c; RS2082–RS2084)", () => {
  test("right after a deal to one unit, last in the effect, is clean", () => {
    expectClean(spell("deal 3 to target unit. If this kills it, draw 1."));
  });
  test("RS2082 after an instruction that deals no damage", () =>
    expectDiagnostics(
      spell("stun target unit. If this kills it, draw 1."),
      "1:54 RS2082 `if this kills it` asks whether the damage the instruction before it dealt killed the unit",
    ));
  test("RS2083 inside another instruction", () =>
    expectDiagnostics(
      spell("you may { deal 3 to target unit. If this kills it, draw 1. }"),
      "1:69 RS2083 `if this kills it` waits for the cleanup after the effect, so it stands at the top",
    ));
  test("RS2084 an instruction after it", () =>
    expectDiagnostics(
      spell("deal 3 to target unit. If this kills it, draw 1. Draw 1."),
      "1:82 RS2084 `if this kills it` waits for the cleanup after the effect",
    ));
});

describe("the registry", () => {
  test("every RS2xxx code has a test in these files", () => {
    const tests = ["check.test.ts", "check-audit.test.ts", "lower.test.ts"]
      .map((file) => readFileSync(new URL(file, import.meta.url), "utf8"))
      .join("\n");
    const untested = Object.keys(COMPILER_CODES).filter(
      (code) => !new RegExp(`"[^"\\n]*${code}[ "]`).test(tests),
    );
    expect(untested).toEqual([]);
  });
  test("a card with an error is left out; the others still compile", () => {
    const result = compileText(`card unit "Good" { cost 1 might 1 }\ncard unit "Bad" { cost 1 }`);
    expect(result.diagnostics.map((d) => d.code)).toEqual(["RS2020"]);
    expect(result.files[0]!.definitions.map((d) => d.name)).toEqual(["Good"]);
  });
});
