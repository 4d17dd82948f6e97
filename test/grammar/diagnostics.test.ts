import { describe, expect, test } from "vitest";
import { MAX_DIAGNOSTICS, parseFile } from "../../grammar/index.js";
import { expectDiagnostics, formatDiagnostics, parse } from "./helpers.js";

describe("each syntax error: code, message, position", () => {
  test("RS1001 unexpected characters, one per run", () => {
    expectDiagnostics(`card unit "X" { might 2 §§ }`, `1:25 RS1001 unexpected characters "§§"`);
  });

  test("RS1002 unterminated string, reported once", () => {
    expectDiagnostics(
      `card unit "Name { }`,
      '1:11 RS1002 unterminated string: add the closing `"`',
    );
  });

  test("RS1003 invalid escapes", () => {
    expectDiagnostics(
      `card unit "a\\qb" { }`,
      '1:13 RS1003 unknown escape `\\q`; use `\\"`, `\\\\`, `\\n`, `\\t` or `\\u{…}`',
    );
    expectDiagnostics(
      `card unit "a\\u{110000}" { }`,
      "1:13 RS1003 expected `\\u{…}` with 1 to 6 hex digits naming a Unicode code point",
    );
  });

  test("RS1004 expected a cost", () => {
    expectDiagnostics(
      `card unit "X" { cost two }`,
      "1:22 RS1004 expected a cost such as `2` or `2 Fury` after `cost`, found `two`; write this number in digits: `2`",
    );
  });

  test("RS1005 expected a declaration, with did-you-mean", () => {
    expectDiagnostics(
      `crad unit "X" { }`,
      "1:1 RS1005 expected a declaration: `card`, `token`, `scenario`, `deck` or `use`; did you mean `card`?",
    );
  });

  test("RS1006 expected a card type", () => {
    expectDiagnostics(
      `card creature "X" { }`,
      "1:6 RS1006 expected a card type: `unit`, `gear`, `spell`, `rune`, `legend` or `battlefield` after `card`; did you mean `unit`?",
    );
  });

  test("RS1007 expected a name", () => {
    expectDiagnostics(
      `card unit "E" { tags Fae, }`,
      '1:27 RS1007 expected a name, such as `"Muster Captain"` after `,`',
    );
    expectDiagnostics(
      `card spell "X" { effect: banish target unit as hidden }`,
      "1:48 RS1007 expected a name to bind, such as `lost` after `as`, found the keyword `hidden`, which cannot be a name",
    );
  });

  test("RS1008 a misspelt characteristic keyword, at the word, with did-you-mean", () => {
    expectDiagnostics(
      `card unit "X" {\n  keywrods Tank\n}`,
      "2:3 RS1008 expected a characteristic (`cost`, `domain`, `might`, `tags`, `keywords`) or an ability such as `when this is played: …`, found `keywrods`; did you mean `keywords`?",
    );
  });

  test("RS1009 a misspelt instruction", () => {
    expectDiagnostics(
      `card spell "C" { effect: drow 2 }`,
      "1:26 RS1009 expected an instruction such as `draw 1` or `kill target unit`, found `drow`; did you mean `draw`?",
    );
  });

  test("RS1010 expected what an instruction acts on", () => {
    expectDiagnostics(
      `card spell "C" { effect: kill ; draw 1 }`,
      "1:31 RS1010 expected what it acts on, such as `target unit`, `this` or `it` after `kill`",
    );
  });

  test("RS1011 a misspelt event", () => {
    expectDiagnostics(
      `card unit "A" { when this is plyed: draw 1 }`,
      "1:30 RS1011 expected an event such as `this is played`, `this dies` or `you conquer`, found `plyed`; did you mean `played`?",
    );
  });

  test("RS1012 a misspelt game keyword", () => {
    expectDiagnostics(
      `card unit "A" { keywords Tnak }`,
      "1:26 RS1012 expected a keyword such as `Tank` or `Deflect 2`, found `Tnak`; did you mean `Tank`?",
    );
  });

  test("RS1012 a word that is no keyword of the game lists them", () => {
    expectDiagnostics(
      `card unit "A" { keywords Overwhelm }`,
      "1:26 RS1012 expected a keyword such as `Tank` or `Deflect 2` after `keywords`, found `Overwhelm`, which is not a keyword of the game; the keywords are `Accelerate`, `Action`, `Assault`, `Backline`, `Deathknell`, `Deflect`, `Flow`, `Ganking`, `Hidden`, `Legion`, `Reaction`, `Repeat`, `Shield`, `Tank`, `Temporary`",
    );
  });

  test("a misspelt domain is suggested as the documentation writes it", () => {
    expectDiagnostics(
      `card unit "A" { cost 1  domain Fuyr }`,
      "1:32 RS1037 expected a domain: `Fury`, `Calm`, `Mind`, `Body`, `Chaos` or `Order`, found `Fuyr`; did you mean `Fury`?",
    );
  });

  test("RS1013 expected a number", () => {
    expectDiagnostics(`card unit "A" { might X }`, "1:23 RS1013 expected a number after `might`");
  });

  test("RS1014 expected a duration", () => {
    expectDiagnostics(
      `card spell "A" { effect: give it Tank until soon }`,
      "1:45 RS1014 expected a duration such as `this turn` or `until your next turn` after `until`",
    );
  });

  test("RS1015 expected a condition, at the word that is not one", () => {
    expectDiagnostics(
      `card spell "A" { effect: if maybe, draw 1 }`,
      "1:29 RS1015 expected a condition such as `you do` or `you control a unit here` after `if`, found `maybe`",
    );
  });

  test("RS1016 expected a place", () => {
    expectDiagnostics(
      `card spell "A" { effect: return it to ; draw 1 }`,
      "1:39 RS1016 expected a place such as `here`, `your base` or `its owner's hand` after `to`",
    );
  });

  test("RS1017 a misspelt player", () => {
    expectDiagnostics(
      `card spell "A" { effect: its ownr draws 1 }`,
      "1:30 RS1017 expected a player such as `you`, `an opponent` or `its owner`, found `ownr`; did you mean `owner`?",
    );
  });

  test("RS1018 expected a change", () => {
    expectDiagnostics(
      `card spell "A" { effect: give it lots }`,
      "1:34 RS1018 expected a change such as `+2 might`, `Tank` or `tag Bird` after `it`",
    );
  });

  test("RS1019 expected a setup line", () => {
    expectDiagnostics(
      `scenario "s" { setup { 3 } }`,
      '1:24 RS1019 expected a setup line such as `A hand: "Card"`, `A pool: 2 Fury` or `battlefield "Name"`, or `}` after `{`',
    );
  });

  test("RS1020 expected an expectation", () => {
    expectDiagnostics(
      `scenario "s" { expect soon }`,
      '1:23 RS1020 expected an expectation such as `"Card" in A trash`, `A hand is empty` or `A pool: 1 Fury` after `expect`',
    );
  });

  test("RS1021 expected a deck line", () => {
    expectDiagnostics(
      `deck "D" { sideboard "X" }`,
      '1:12 RS1021 expected a deck line such as `legend "Name"`, `main 3 "Card"` or `runes 6 Fury`, found `sideboard`',
    );
  });

  test("RS1022 a missing sign", () => {
    expectDiagnostics(
      `card unit "B" { when this dies draw 1 }`,
      "1:32 RS1022 expected `:` after `dies`",
    );
    expectDiagnostics(
      `scenario "s" { setup { A hand "X" } }`,
      "1:31 RS1022 expected `:` after `hand`",
    );
  });

  test("RS1023 nesting deeper than the limit", () => {
    expectDiagnostics(
      `card spell "X" { effect: if you do, ${"{".repeat(70)} draw 1 }`,
      "1:100 RS1023 nesting deeper than 64 levels; this declaration was not read",
    );
  });

  test("RS1024 too many errors", () => {
    const lines = parse(`card unit "X" { might X }\n`.repeat(120)).diagnostics;
    expect(lines).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(lines.at(-1)).toMatchObject({
      line: 101,
      column: 23,
      code: "RS1024",
      message: "too many errors; stopped after 100",
    });
  });

  test("RS1025 number too large", () => {
    expectDiagnostics(
      `card unit "X" { might 99999999999 }`,
      "1:23 RS1025 number too large; the largest is 1000000000",
    );
  });

  test("RS1026 unexpected text after a declaration", () => {
    expectDiagnostics(
      `card unit "X" { } crad unit "Y" { }`,
      "1:19 RS1026 unexpected `crad` after the end of the declaration; a declaration starts with `card`, `token`, `scenario`, `deck` or `use`; did you mean `card`?",
    );
  });

  test("RS1027 use after a declaration", () => {
    expectDiagnostics(
      `card unit "X" { }\nuse "other.rift"`,
      "2:1 RS1027 `use` must come before the declarations of a file",
    );
  });

  test("RS1028 a full stop inside an ability", () => {
    expectDiagnostics(
      `card spell "X" { effect: draw 1. this dies }`,
      "1:32 RS1028 `.` ends the ability here, as what follows can start an ability of its own (`this` can); join the instructions of one ability with `;` (an instruction starts with its verb, or says what objects get and for how long: `this gets +1 might this turn`)",
    );
  });

  test("RS1029 expected a kind of object", () => {
    expectDiagnostics(
      `card spell "X" { effect: kill target ; draw 1 }`,
      "1:38 RS1029 expected a kind of object such as `unit`, `card` or `Recruit token` after `target`",
    );
  });

  test("RS1030 expected a zone", () => {
    expectDiagnostics(
      `scenario "s" { setup { A pocket: "X" } }`,
      "1:26 RS1030 expected a zone such as `hand`, `trash` or `base`, or `pool` or `score` after `A`",
    );
  });

  test("RS1031 expected a scenario step", () => {
    expectDiagnostics(
      `scenario "s" { A sings }`,
      "1:18 RS1031 expected what the player does, such as `plays`, `activates`, `passes`, `moves` or `conquers` after `A`",
    );
  });

  test("RS1032 expected a phase", () => {
    expectDiagnostics(
      `scenario "s" { setup { phase: lunch } }`,
      "1:31 RS1032 expected a phase: `awaken`, `beginning`, `channel`, `draw`, `main` or `ending` after `:`",
    );
  });

  test("RS1033 expected a comparison", () => {
    expectDiagnostics(
      `card spell "X" { effect: kill target unit with might lots }`,
      "1:54 RS1033 expected a comparison such as `3`, `3 or less` or `at least 2` after `might`",
    );
  });

  test("RS1034 expected what the objects get", () => {
    expectDiagnostics(
      `card unit "X" { units here glow }`,
      "1:28 RS1034 expected what they get, such as `get +1 might`, `enter ready` or `can't move` after `here`",
    );
  });

  test("RS1035 expected an ability cost", () => {
    expectDiagnostics(
      `card gear "X" { reaction — dance: draw 1 }`,
      "1:28 RS1035 expected a cost such as `exhaust this`, `kill this`, `pay 1 Fury` or `discard 1` after `—`",
    );
  });

  test("RS1036 expected a card name or a label", () => {
    expectDiagnostics(
      `scenario "s" { A plays 3 }`,
      "1:24 RS1036 expected a card name in quotes or a label after `plays`",
    );
  });

  test("RS1037 expected a domain", () => {
    expectDiagnostics(
      `card unit "X" { domain Water }`,
      "1:24 RS1037 expected a domain: `Fury`, `Calm`, `Mind`, `Body`, `Chaos` or `Order` after `domain`",
    );
  });

  test("RS1038 expected a status", () => {
    expectDiagnostics(
      `scenario "s" { expect m1 is sleepy }`,
      "1:29 RS1038 expected a status such as `exhausted`, or `owned by A`, `controlled by B` or `played` after `is`",
    );
  });

  test("RS1039 expected a scenario player", () => {
    expectDiagnostics(
      `scenario "s" { setup { turn: 3 } }`,
      "1:30 RS1039 expected a player letter such as `A` or `B` after `:`",
    );
  });

  test("RS1040 a misspelt choice", () => {
    expectDiagnostics(
      `scenario "s" { A plays "X", targetting "Y" }`,
      '1:29 RS1040 expected a choice such as `targeting "Card"`, `choosing mode 1` or `at A base`, found `targetting`; did you mean `targeting`?',
    );
  });

  test("RS1041 only action or reaction times an activated ability", () => {
    expectDiagnostics(
      `card gear "X" { tank — exhaust this: draw 1 }`,
      "1:17 RS1041 only `action` or `reaction` can time an activated ability, not `Tank`",
    );
  });

  test("RS1042 only you can be asked whether they did", () => {
    expectDiagnostics(
      `card spell "X" { effect: if an opponent do, draw 1 }`,
      "1:29 RS1042 only `you` can be asked whether they did, paid or played",
    );
  });
});

describe("recovery", () => {
  test("three unrelated mistakes give three diagnostics at their lines and columns", () => {
    expectDiagnostics(
      [
        `card unit "Scout" {`,
        `  cost two`,
        `  might 2`,
        `}`,
        `card spell "Flare" {`,
        `  effect: drow 2`,
        `}`,
        `scenario "s" {`,
        `  A plays "Flare" targetting "Scout"`,
        `}`,
      ].join("\n"),
      "2:8 RS1004 expected a cost such as `2` or `2 Fury` after `cost`, found `two`; write this number in digits: `2`",
      "6:11 RS1009 expected an instruction such as `draw 1` or `kill target unit`, found `drow`; did you mean `draw`?",
      '9:19 RS1040 expected a choice such as `targeting "Card"`, `choosing mode 1` or `at A base`, found `targetting`; did you mean `targeting`?',
    );
  });

  test("mistakes in separate abilities of one card are each reported, without follow-on errors", () => {
    expectDiagnostics(
      [
        `card unit "Scout" {`,
        `  cost 2  might two`,
        `  when this is plyed: draw 1`,
        `  when you conquer: drow 1`,
        `  at the start of your turn: ready this`,
        `}`,
      ].join("\n"),
      "2:17 RS1013 expected a number after `might`, found `two`; write this number in digits: `2`",
      "3:16 RS1011 expected an event such as `this is played`, `this dies` or `you conquer`, found `plyed`; did you mean `played`?",
      "4:21 RS1009 expected an instruction such as `draw 1` or `kill target unit`, found `drow`; did you mean `draw`?",
    );
  });

  test("a missing `}` ends the card, not the file", () => {
    const result = parse(`card unit "F" { might 2\ncard unit "G" { might 3 }\n`);
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual([
      "1:24 RS1022",
    ]);
    expect(result.ast.declarations.map((d) => d.kind === "Definition" && d.name.text)).toEqual([
      "F",
      "G",
    ]);
  });

  test("a declaration with an error keeps what could be read, marks the rest, and says so", () => {
    const [card] = parse(`card unit "X" {\n  might 2\n  cost lots\n  when this dies: draw 1\n}`).ast
      .declarations;
    expect(card).toMatchObject({
      kind: "Definition",
      name: { text: "X" },
      syntaxErrors: true,
      characteristics: [{ kind: "MightClause", value: 2 }],
      abilities: [{ kind: "Error", range: { line: 3, column: 8 } }, { kind: "Triggered" }],
    });
  });

  test("a clean declaration says it has no syntax errors", () => {
    expect(parse(`card unit "X" { might 2 }`).ast.declarations[0]).toMatchObject({
      syntaxErrors: false,
    });
  });

  test("every diagnostic names the file and has an end after its start", () => {
    const { diagnostics } = parseFile(
      "cards/x.rift",
      `card unit "X" { cost two }\ncard unit "Y" { might }`,
    );
    expect(diagnostics).toHaveLength(2);
    for (const d of diagnostics) {
      expect(d.file).toBe("cards/x.rift");
      expect(d.severity).toBe("error");
      expect(d.endOffset).toBeGreaterThanOrEqual(d.offset);
      expect(d.endLine * 10_000 + d.endColumn).toBeGreaterThanOrEqual(d.line * 10_000 + d.column);
    }
  });
});

describe("a newcomer's mistakes: the message says the fix", () => {
  test("words from other card games get the Riftscript word, not a near spelling", () => {
    expectDiagnostics(
      `card gear "G" {\n  tap this: draw 1\n}`,
      "2:3 RS1035 expected a cost such as `exhaust this`, `kill this`, `pay 1 Fury` or `discard 1`, found `tap`; did you mean `exhaust`?",
    );
    expectDiagnostics(
      `card spell "S" { effect: destroy target unit }`,
      "1:26 RS1009 expected an instruction such as `draw 1` or `kill target unit`, found `destroy`; did you mean `kill`?",
    );
    // `kill target creature` reads as a name alone (`kill target Bird`): the checker's RS2003
    // says `unit` (test/compiler/check-audit.test.ts).
  });

  test("a `:` after a characteristic or a deck line", () => {
    expectDiagnostics(
      `card unit "U" {\n  cost: 3\n  might: 2\n}`,
      "2:7 RS1004 expected a cost such as `2` or `2 Fury` after `cost`; remove the `:` — write `cost 3`",
      "3:8 RS1013 expected a number after `might`; remove the `:` — write `might 2`",
    );
    expectDiagnostics(
      `deck "D" {\n  legend: "L"\n}`,
      '2:9 RS1007 expected a name in quotes after `legend`; remove the `:` — write `legend "Name"`',
    );
  });

  // designer31: a trigger ended with `,`, as printed text writes it, reads as one ended with `:`.
  test("a trigger ended with `,` instead of `:`", () =>
    expectDiagnostics(`card unit "U" {\n  might 2\n  when this attacks, draw 1\n}`));

  test("keywords without a comma between them", () =>
    expectDiagnostics(
      `card unit "U" {\n  keywords Shield 2 Tank\n}`,
      "2:21 RS1022 expected one of `:`, `—`, `-` after `Tank`; `Tank` has no ability of its own: list keywords after `keywords`, separated by commas (`keywords Shield 2, Tank`)",
    ));

  test("an instruction written as a sentence about its object", () => {
    expectDiagnostics(
      `card unit "U" {\n  when this is played: all friendly units are ready\n}`,
      "2:24 RS1009 expected an instruction such as `draw 1` or `kill target unit` after `:`, found `all`; an instruction starts with its verb: `give target unit +1 might this turn`, `kill target unit`",
    );
    // `target` and `each` start an instruction only as a player (`target opponent discards 1`),
    // or as the subject of what it gets (`target unit gets +1 might this turn`).
    expectDiagnostics(
      `card unit "U" {\n  when this is played: target friendly unit dies\n}`,
      "2:31 RS1017 expected `player` or `opponent` after `target`, found `friendly`; a player is the subject of an instruction, as in `target opponent discards 1`; an instruction about an object starts with its verb: `give target unit +1 might this turn`, `kill target unit`",
    );
    expectDiagnostics(
      `card spell "S" { effect: each enemy unit dies }`,
      "1:31 RS1017 expected `player` or `opponent` after `each`, found `enemy`; a player is the subject of an instruction, as in `each opponent discards 1`; an instruction about objects starts with its verb: `kill each enemy unit`",
    );
  });

  test("`any target` is not a misspelt `an target`", () =>
    expectDiagnostics(
      `card spell "S" { effect: deal 3 to any target }`,
      "1:36 RS1010 expected what it acts on, such as `target unit`, `this` or `it` after `to`, found `any`; say what can be chosen: `target unit`, or `target unit or gear`",
    ));

  test("modes without braces", () =>
    expectDiagnostics(
      `card spell "S" { effect: choose one: draw 2 or kill target gear }`,
      "1:38 RS1022 expected `{` after `:`; write each mode in braces: `choose one: { draw 2 } or { kill target gear }`",
    ));

  test("a condition written after the instruction it governs", () => {
    expectDiagnostics(
      `card spell "S" { effect: kill target unit; draw 1 if you do }`,
      "1:58 RS1011 expected an event such as `this is played`, `this dies` or `you conquer` after `you`; a condition comes before what it governs: `if you do, draw 1`",
    );
    expectDiagnostics(
      `card spell "S" { effect: draw 1 if it is your turn }`,
      "1:42 RS1011 expected an event such as `this is played`, `this dies` or `you conquer` after `is`; a condition comes before what it governs: `if it is your turn, draw 1`",
    );
  });

  test("a scenario that attacks, and expects a unit to be dead", () => {
    expectDiagnostics(
      `scenario "s" {\n  A attacks with m1\n}`,
      "2:5 RS1031 expected what the player does, such as `plays`, `activates`, `passes`, `moves` or `conquers` after `A`, found `attacks`; a player attacks by moving units to a battlefield (`A moves m1 to w`), then `A conquers w` or `B holds w`",
    );
    expectDiagnostics(
      `scenario "s" {\n  expect m1 is dead\n}`,
      "2:16 RS1038 expected a status such as `exhausted`, or `owned by A`, `controlled by B` or `played` after `is`, found `dead`; a unit that died is in its owner's trash: `expect … in A trash`",
    );
  });

  test("names that need quotes", () => {
    expectDiagnostics(
      `card unit Hill Giant { might 4 }`,
      '1:16 RS1022 expected `{` after `Hill`; a name of more than one word is written in quotes: `"Hill Giant"`',
    );
    expectDiagnostics(
      `scenario "s" {\n  setup { A hand: Hill Giant }\n}`,
      '2:19 RS1007 expected a name in quotes after `:`, found `Hill`; card names are written in quotes, as in `"Muster Captain"`',
    );
  });

  test("`3x` in a deck", () => {
    expectDiagnostics(
      `deck "D" {\n  main 3x "Card"\n}`,
      '2:9 RS1007 expected a name in quotes after `3`, found `x`; write the count alone: `3 "Card"`',
    );
  });

  test("a misspelt player after `each` or `target`, at the word, with did-you-mean", () => {
    expectDiagnostics(
      `card spell "S" { effect: each oponent discards 1 }`,
      "1:31 RS1017 expected `player` or `opponent`, found `oponent`; did you mean `opponent`?",
    );
    expectDiagnostics(
      `card spell "S" { effect: target oponent discards 1 }`,
      "1:33 RS1017 expected `player` or `opponent`, found `oponent`; did you mean `opponent`?",
    );
    expectDiagnostics(
      `card spell "S" { effect: draw 1 and target playr draws 1 }`,
      "1:44 RS1017 expected `player` or `opponent`, found `playr`; did you mean `player`?",
    );
    expectDiagnostics(`card spell "S" { effect: each opponent discards 1; target player draws 2 }`);
  });

  test("another player paying inside an effect: says who may pay and how, not `play`", () => {
    const fix =
      "an ability offers a payment to its controller as it resolves — `you may pay 1. If you do, draw 2` — and another player pays only to spare an instruction: `draw 2 unless an opponent pays 1`";
    expectDiagnostics(
      `card spell "Toll" {\n  cost 1\n  effect: an opponent pays 1; draw 2\n}`,
      `3:23 RS1009 expected what the player does, such as \`draws 1\` or \`may …\` after \`opponent\`, found \`pays\`; ${fix}`,
    );
    // `you may pay 1; if you do, draw 2` is read (pool37); the checker keeps it to `you may`.
    expectDiagnostics(
      `card spell "Toll" {\n  cost 1\n  effect: you may pay 1; if you do, draw 2\n}`,
    );
  });

  test("a keyword as a scenario label: reserved, at `as`, and at each later use", () => {
    expectDiagnostics(
      `scenario "s" {\n  setup {\n    A base: "X" as top\n  }\n}`,
      "3:20 RS1007 expected a label such as `m1` after `as`, found `top`, a reserved word of the language; a label must be another word, such as `top1`",
    );
    const reserved = (word: string) =>
      `found \`${word}\`, a reserved word of the language, which cannot be a label; name the object by its card name in quotes, or label it with another word (\`as ${word}1\`)`;
    expectDiagnostics(
      `scenario "s" {\n  A moves top to A base\n  expect pass in A base\n}`,
      `2:11 RS1036 expected a card name in quotes or a label after \`moves\`, ${reserved("top")}`,
      `3:10 RS1020 expected an expectation such as \`"Card" in A trash\`, \`A hand is empty\` or \`A pool: 1 Fury\` after \`expect\`, ${reserved("pass")}`,
    );
  });

  test("a place after an event that cannot take one", () => {
    expectDiagnostics(
      `card unit "W" {\n  when this dies here: draw 1\n}`,
      "2:18 RS1022 `here` after an event says where a kind of object is (`when a friendly unit dies here`); `this`, `it` or a bound name takes no place",
    );
    expectDiagnostics(
      `card unit "W" {\n  when a unit here dies there: draw 1\n}`,
      "2:25 RS1022 the object already has a place before the verb; write one place, not also `there`",
    );
    expectDiagnostics(
      `card unit "W" {\n  when a unit moves to your base here: draw 1\n}`,
      "2:34 RS1022 this event already says where it happens; write one place, not also `here`",
    );
  });

  test("a declaration word whose name is not quoted is not read as text after a declaration", () => {
    expectDiagnostics(
      `card unit "X" { might 1 }\nscenario giant {\n  end turn\n}`,
      '2:1 RS1026 `scenario` starts a declaration only with its name in quotes: `scenario "Name" { … }`',
    );
    expectDiagnostics(
      `card unit "X" { might 1 }\ncard "Y" { might 1 }`,
      '2:1 RS1026 `card` starts a declaration only with a card type and a name in quotes: `card unit "Name" { … }`',
    );
  });
});

describe("an error is shown on the line that holds the mistake", () => {
  test("two tags without a separator: at the second tag, not at the next line", () => {
    expectDiagnostics(
      `card unit "Giant" {\n  cost 1\n  might 2\n  tags frost giant\n  when this is played: draw 1\n}`,
      '4:14 RS1022 expected `,` or `and` between tags, found `giant`; write `tags frost, giant`, or `tags "frost giant"` for one tag of two words',
    );
  });

  test("the last line of a body, and quoted tags: no two-word suggestion", () => {
    expectDiagnostics(
      `card unit "Giant" {\n  might 2\n  tags Frost "Hill Giant"\n}`,
      '3:14 RS1022 expected `,` or `and` between tags, found `"Hill Giant"`; write `tags Frost, "Hill Giant"`',
    );
  });

  test("a tag list followed by a static ability keeps that ability's own mistakes", () => {
    expect(
      formatDiagnostics(`card unit "U" {\n  might 2\n  tags Bird Recruit tokens gett +1 might\n}`),
    ).toEqual([
      "3:28 RS1034 expected what they get, such as `get +1 might`, `enter ready` or `can't move`, found `gett`; did you mean `get`?",
    ]);
  });

  test("two domains without a separator", () => {
    expectDiagnostics(
      `card unit "U" {\n  domains Fury Calm\n  might 2\n}`,
      "2:16 RS1022 expected `,` or `and` between domains, found `Calm`; write `domains Fury, Calm`",
    );
  });

  test("a line that stops short is blamed, with the word it stopped after", () => {
    expectDiagnostics(
      `card unit "U" {\n  might 2\n  when this is played: draw\n  when this dies: draw 1\n}`,
      "3:24 RS1013 expected how many, such as `1` or `a card` after `draw`",
    );
    // Indented deeper, the next line is read as part of the same ability; still the short line.
    expectDiagnostics(
      `card unit "U" {\n  might 2\n  when this is played: draw\n      ready this\n}`,
      "3:24 RS1013 expected how many, such as `1` or `a card` after `draw`",
    );
  });

  test("after a line that says it goes on, the next line is at fault", () => {
    expectDiagnostics(
      `card spell "S" {\n  cost 1\n  effect: draw 1;\n    banish\n}`,
      "4:5 RS1010 expected what it acts on, such as `target unit`, `this` or `it` after `banish`",
    );
    expectDiagnostics(
      `card spell "S" {\n  cost 1\n  effect: draw 1;\n    zap 2\n}`,
      "4:5 RS1009 expected an instruction such as `draw 1` or `kill target unit`, found `zap`",
    );
  });

  test("before a closing bracket on a line of its own, the line above is at fault", () => {
    expectDiagnostics(
      `card spell "S" {\n  cost 1\n  effect: if you do, {\n    draw 1;\n  }\n}`,
      "4:11 RS1009 expected an instruction such as `draw 1` or `kill target unit` after `;`",
    );
    expectDiagnostics(
      `scenario "s" {\n  setup {\n    A hand:\n  }\n}`,
      "3:11 RS1007 expected a name in quotes after `:`",
    );
  });

  test("the CLI names file, line and column", () => {
    const result = parseFile(
      "cards/giant.rift",
      `card unit "Giant" {\n  might 2\n  tags frost giant\n  when this is played: draw 1\n}`,
    );
    expect(result.diagnostics.map((d) => [d.file, d.line, d.column])).toEqual([
      ["cards/giant.rift", 3, 14],
    ]);
  });
});

describe("`because` without `can't`", () => {
  test("says that a reason follows only a refusal step, with the step rewritten", () => {
    expectDiagnostics(
      `scenario "s" {\n  A plays "X" because cannotPay\n}`,
      "2:15 RS1031 `because` gives the reason an action is refused, so it follows only a `can't` step: write `A can't play \"X\", because cannotPay`",
    );
    expectDiagnostics(
      `scenario "s" {\n  a plays "X", targeting m1, because illegalTarget\n  B passes because noPriority\n}`,
      "2:30 RS1031 `because` gives the reason an action is refused, so it follows only a `can't` step: write `A can't play \"X\", targeting m1, because illegalTarget`",
      "3:12 RS1031 `because` gives the reason an action is refused, so it follows only a `can't` step: write `B can't pass, because noPriority`",
    );
  });

  test("after an expectation, the example is a generic refusal", () => {
    expectDiagnostics(
      `scenario "s" {\n  expect A hand is empty because cannotPay\n}`,
      "2:26 RS1031 `because` gives the reason an action is refused, so it follows only a `can't` step: write `A can't play \"Card\", because cannotPay`",
    );
  });

  test("with `can't`, `because` is still read as the reason", () => {
    expectDiagnostics(`scenario "s" {\n  A can't play "X", because cannotPay\n}`);
  });
});
