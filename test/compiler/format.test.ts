import { describe, expect, it } from "vitest";
import { formatText } from "../../compiler/format/index.js";

/** Formats `input`, expects `output`, and expects `output` to be a fixed point. */
function expectFormatted(input: string, output: string): void {
  const result = formatText("test.rift", input);
  expect(result.diagnostics).toEqual([]);
  expect(result.text).toBe(output);
  expect(formatText("test.rift", output).text).toBe(output);
}

/** A card holding `body` as its one line, in canonical layout. */
const card = (body: string): string => `card unit X {\n  ${body}\n}\n`;
/** The same, written all on one line with odd spacing. */
const messy = (body: string): string => `card unit X {   ${body}   }`;

describe("declarations", () => {
  it("use", () => expectFormatted(`use   "a.rift"`, `use "a.rift"\n`));
  it("uses stay together; a blank line follows them", () =>
    expectFormatted(`use "a" use "b"\ncard unit X {}`, `use "a"\nuse "b"\n\ncard unit X {}\n`));
  it("card and token headers in lower case", () =>
    expectFormatted(
      `CARD Unit "X" {} TOKEN GEAR Gold {}`,
      `card unit "X" {}\n\ntoken gear Gold {}\n`,
    ));
  it("every card type", () =>
    expectFormatted(
      `card unit U {} card gear G {} card spell S {} card rune R {} card legend L {} card battlefield B {}`,
      `card unit U {}\n\ncard gear G {}\n\ncard spell S {}\n\ncard rune R {}\n\ncard legend L {}\n\ncard battlefield B {}\n`,
    ));
  it("an empty body closes on its line", () =>
    expectFormatted(`card unit X {\n\n}`, `card unit X {}\n`));
  it("one characteristic per line", () =>
    expectFormatted(
      `token unit Recruit { might 1  tags Recruit }`,
      `token unit Recruit {\n  might 1\n  tags Recruit\n}\n`,
    ));
  it("scenario", () =>
    expectFormatted(`scenario "s" { resolve chain }`, `scenario "s" {\n  resolve chain\n}\n`));
  it("deck: one line per entry", () =>
    expectFormatted(
      `deck "D" { legend "L" champion "C" battlefield "A","B" main 3 "X",2 "Y" rune 6 fury,6 calm }`,
      `deck "D" {\n  legend "L"\n  champion "C"\n  battlefield "A", "B"\n  main 3 "X", 2 "Y"\n  rune 6 Fury, 6 Calm\n}\n`,
    ));
});

describe("characteristics", () => {
  it("cost", () =>
    expectFormatted(
      messy(`COST 2+1 fury+1 POWER OF ANY DOMAIN`),
      card(`cost 2 + 1 Fury + 1 power of any domain`),
    ));
  it("cost in energy and domain power", () =>
    expectFormatted(messy(`cost 2 energy+1 chaos power`), card(`cost 2 energy + 1 Chaos power`)));
  it("domains", () => expectFormatted(messy(`domains fury ,CALM`), card(`domains Fury, Calm`)));
  it("might", () => expectFormatted(messy(`Might   3`), card(`might 3`)));
  it("tags keep the designer's case", () =>
    expectFormatted(messy(`TAGS bird,"Sea Cat"`), card(`tags bird, "Sea Cat"`)));
  it("keywords capitalised, with values and costs", () =>
    expectFormatted(
      messy(`keywords tank,DEFLECT 2,flow 1+1 mind,repeat 2,hidden`),
      card(`keywords Tank, Deflect 2, Flow 1 + 1 Mind, Repeat 2, Hidden`),
    ));
});

describe("abilities", () => {
  it("spell effect", () =>
    expectFormatted(
      messy(`effect:draw 1 ;kill target unit`),
      card(`effect: draw 1; kill target unit`),
    ));
  it("triggered, with a condition and once each turn", () =>
    expectFormatted(
      messy(`When this IS played , if you control 3 or more units , once each turn :draw 1`),
      card(`when this is played, if you control 3 or more units, once each turn: draw 1`),
    ));
  it("phase trigger with a possessive", () =>
    expectFormatted(
      messy(`at the start of an opponent 's main phase: ready this`),
      card(`at the start of an opponent's main phase: ready this`),
    ));
  it("activated, timed by a keyword with a dash", () =>
    expectFormatted(
      messy(`reaction—exhaust this,pay 1 fury:draw 1`),
      card(`Reaction — exhaust this, pay 1 Fury: draw 1`),
    ));
  it("activated, with a hyphen for the dash", () =>
    expectFormatted(messy(`ACTION - kill this: draw 1`), card(`Action - kill this: draw 1`)));
  it("static: the sign sticks to the number", () =>
    expectFormatted(
      messy(`units here get + 1 might and - 1 might`),
      card(`units here get +1 might and -1 might`),
    ));
  it("static with a condition in parentheses", () =>
    expectFormatted(
      messy(`while not ( it is your turn ) , this can't move`),
      card(`while not (it is your turn), this can't move`),
    ));
  it("replacement", () =>
    expectFormatted(
      messy(`if this would die , return it to its owner's hand instead`),
      card(`if this would die, return it to its owner's hand instead`),
    ));
  it("optional cost", () =>
    expectFormatted(
      messy(`as you play this , you may kill a friendly unit : draw 1`),
      card(`as you play this, you may kill a friendly unit: draw 1`),
    ));
  it("keyword ability with a full stop", () =>
    expectFormatted(messy(`deathknell : draw 1 .`), card(`Deathknell: draw 1.`)));
  it("instructions in braces", () =>
    expectFormatted(
      messy(`effect: you may {draw 1;discard 1}`),
      card(`effect: you may { draw 1; discard 1 }`),
    ));
  it("choice of modes", () =>
    expectFormatted(
      messy(`effect: choose one:{draw 2}or{kill target gear}`),
      card(`effect: choose one: { draw 2 } or { kill target gear }`),
    ));
  it("granted ability", () =>
    expectFormatted(
      messy(`units here have {when this dies:draw 1}`),
      card(`units here have { when this dies: draw 1 }`),
    ));
  it("if you do … otherwise", () =>
    expectFormatted(
      messy(`effect: if you do,draw 2;otherwise,draw 1`),
      card(`effect: if you do, draw 2; otherwise, draw 1`),
    ));
  it("comparisons and bindings", () =>
    expectFormatted(
      messy(`effect: kill target unit with might<=3 as gone`),
      card(`effect: kill target unit with might <= 3 as gone`),
    ));
});

describe("wrapping", () => {
  const long = `effect: banish target unit you control as lost; this turn, when you conquer: return lost to its owner's hand`;
  it("a long effect wraps after `:` and each `;`, indented once more", () =>
    expectFormatted(
      messy(long),
      card(
        `effect:\n    banish target unit you control as lost;\n    this turn, when you conquer: return lost to its owner's hand`,
      ),
    ));
  it("an effect that fits stays on one line, however it was written", () =>
    expectFormatted(
      messy(`effect:\n  draw 1;\n  kill target unit`),
      card(`effect: draw 1; kill target unit`),
    ));
  it("instructions in braces wrap when they do not fit on their line", () =>
    expectFormatted(
      messy(
        `when this is played: for each friendly unit here, { give it +1 might this turn; ready it; deal 2 to target enemy unit }; draw 1`,
      ),
      card(
        `when this is played:\n    for each friendly unit here, {\n      give it +1 might this turn;\n      ready it;\n      deal 2 to target enemy unit\n    };\n    draw 1`,
      ),
    ));
  it("a granted ability wraps inside its braces", () =>
    expectFormatted(
      messy(
        `friendly units here have { when this dies: draw 1; draw 2; draw 3; draw 4; draw 5; draw 6; draw 7; draw 8 }`,
      ),
      card(
        `friendly units here have {\n    when this dies: draw 1; draw 2; draw 3; draw 4; draw 5; draw 6; draw 7; draw 8\n  }`,
      ),
    ));
  it("a long comment after an ability does not make it wrap", () =>
    expectFormatted(
      `card unit X {\n  effect: draw 1; draw 2 // ${"x".repeat(120)}\n}\n`,
      `card unit X {\n  effect: draw 1; draw 2 // ${"x".repeat(120)}\n}\n`,
    ));
});

describe("spelling", () => {
  it("keywords lower case, game keywords and domains capitalised", () =>
    expectFormatted(
      messy(`WHEN THIS DIES: GIVE TARGET FURY UNIT TANK THIS TURN`),
      card(`when this dies: give target Fury unit Tank this turn`),
    ));
  it("inflections are kept", () =>
    expectFormatted(messy(`effect: kill ALL Units here`), card(`effect: kill all units here`)));
  it("names keep their spelling, even a keyword used as an event name", () =>
    expectFormatted(
      `scenario "S" { expect event BANISHED of "X \\"y\\"" }`,
      `scenario "S" {\n  expect event BANISHED of "X \\"y\\""\n}\n`,
    ));
  it("bound names keep their case", () =>
    expectFormatted(
      messy(`effect: kill a unit as Lost; draw 1`),
      card(`effect: kill a unit as Lost; draw 1`),
    ));
  it("scenario players are upper case", () =>
    expectFormatted(
      `scenario "S" { setup { a hand: "X" turn: b } a plays "X" }`,
      `scenario "S" {\n  setup {\n    A hand: "X"\n    turn: B\n  }\n  A plays "X"\n}\n`,
    ));
});

describe("one canonical form", () => {
  // `an enemy unit dies here` parses to the tree of `an enemy unit here dies`; the place is
  // printed where the tree has it, in the subject, so both spellings format alike.
  it("a place after the event moves into the subject", () =>
    expectFormatted(
      messy(`when an enemy unit dies here: draw 1`),
      card(`when an enemy unit here dies: draw 1`),
    ));
  it("after the last qualifier of the subject, before `is` and `would`", () =>
    expectFormatted(
      messy(`when a friendly unit with might 2 or less is banished THERE, once each turn: draw 1`),
      card(`when a friendly unit with might 2 or less there is banished, once each turn: draw 1`),
    ));
  it("in a delayed trigger inside an instruction", () =>
    expectFormatted(
      messy(`effect: this turn, when a unit dies here: draw 1`),
      card(`effect: this turn, when a unit here dies: draw 1`),
    ));
  it("a comment written before the place stays where it was", () =>
    expectFormatted(
      `card unit X {\n  when a unit dies // mark\n here: draw 1\n}`,
      `card unit X {\n  when a unit here dies // mark\n  :\n    draw 1\n}\n`,
    ));
});

describe("scenarios", () => {
  it("setup lines, steps and choices", () =>
    expectFormatted(
      `scenario "S" { setup { A pool: 4+2 mind  seed: 7 } A plays "X" , targeting m1 and "Y" expect A hand is empty }`,
      `scenario "S" {\n  setup {\n    A pool: 4 + 2 Mind\n    seed: 7\n  }\n  A plays "X", targeting m1 and "Y"\n  expect A hand is empty\n}\n`,
    ));
  it("a battlefield's units stay on its line when they fit", () =>
    expectFormatted(
      `scenario "S" { setup { battlefield "W" as w {A:"P"  facedown B:"Q"} } }`,
      `scenario "S" {\n  setup {\n    battlefield "W" as w { A: "P" facedown B: "Q" }\n  }\n}\n`,
    ));
  it("a battlefield's units wrap one player a line", () =>
    expectFormatted(
      `scenario "S" { setup { battlefield "Windy Ridge" as w controlled by A { A: "Muster Captain", "Lantern Keeper" B: "Sprite", "Recruit" } } }`,
      `scenario "S" {\n  setup {\n    battlefield "Windy Ridge" as w controlled by A {\n      A: "Muster Captain", "Lantern Keeper"\n      B: "Sprite", "Recruit"\n    }\n  }\n}\n`,
    ));
  it("`each` and a count before an expectation", () =>
    expectFormatted(
      `scenario "S" { expect EACH "Recruit" is ready  expect not 2 "Recruit" ARE exhausted }`,
      `scenario "S" {\n  expect each "Recruit" is ready\n  expect not 2 "Recruit" are exhausted\n}\n`,
    ));
  it("expectation of a granted ability", () =>
    expectFormatted(
      `scenario "S" { expect m1 has effect {when this dies:draw 1} }`,
      `scenario "S" {\n  expect m1 has effect { when this dies: draw 1 }\n}\n`,
    ));
});

describe("comments", () => {
  it("leading comment stays above its declaration", () =>
    expectFormatted(`// the captain\ncard unit X {}`, `// the captain\ncard unit X {}\n`));
  it("trailing comment stays at the end of its line", () =>
    expectFormatted(
      `card unit X { might 1 // strong\n tags Bird }`,
      `card unit X {\n  might 1 // strong\n  tags Bird\n}\n`,
    ));
  it("comment between abilities is indented with them", () =>
    expectFormatted(
      `card unit X {\nmight 1\n      // then\neffect: draw 1 }`,
      `card unit X {\n  might 1\n  // then\n  effect: draw 1\n}\n`,
    ));
  it("comment at the end of a body stays inside it", () =>
    expectFormatted(
      `card unit X { might 1\n// last\n}`,
      `card unit X {\n  might 1\n  // last\n}\n`,
    ));
  it("comment in an empty body", () =>
    expectFormatted(`card unit X {\n// nothing yet\n}`, `card unit X {\n  // nothing yet\n}\n`));
  it("comment after `{`", () =>
    expectFormatted(`card unit X { // note\n might 1 }`, `card unit X { // note\n  might 1\n}\n`));
  it("comment at the end of the file", () =>
    expectFormatted(`card unit X {}\n\n\n// end`, `card unit X {}\n\n// end\n`));
  it("comment after the last `}`", () =>
    expectFormatted(`card unit X {} // done`, `card unit X {} // done\n`));
  it("a file of comments only", () => expectFormatted(`// a\n\n\n// b\n`, `// a\n\n// b\n`));
  it("comment between instructions makes the ability wrap", () =>
    expectFormatted(
      messy(`effect: draw 1; // first\n kill it`),
      card(`effect:\n    draw 1; // first\n    kill it`),
    ));
  it("comment inside an instruction gets its own line", () =>
    expectFormatted(
      messy(`effect: deal 3\n// how much\n to target unit`),
      card(`effect:\n    deal 3\n    // how much\n    to target unit`),
    ));
  it("comment inside braces", () =>
    expectFormatted(
      messy(`effect: you may { draw 1 // one\n }`),
      card(`effect:\n    you may {\n      draw 1 // one\n    }`),
    ));
  it("comment before the next declaration gets the blank line before it", () =>
    expectFormatted(
      `card unit X {}\n// about Y\ncard unit Y {}`,
      `card unit X {}\n\n// about Y\ncard unit Y {}\n`,
    ));
  it("a section comment keeps its blank lines", () =>
    expectFormatted(
      `card unit X {}\n\n// ---- gear ----\n\ncard gear Y {}`,
      `card unit X {}\n\n// ---- gear ----\n\ncard gear Y {}\n`,
    ));
});

describe("blank lines", () => {
  it("runs of blank lines between declarations collapse to one", () =>
    expectFormatted(`card unit X {}\n\n\n\ncard unit Y {}`, `card unit X {}\n\ncard unit Y {}\n`));
  it("declarations get a blank line between them", () =>
    expectFormatted(`card unit X {} card unit Y {}`, `card unit X {}\n\ncard unit Y {}\n`));
  it("one blank line between lines of a body is kept", () =>
    expectFormatted(
      `card unit X {\n might 1\n\n\n effect: draw 1\n}`,
      `card unit X {\n  might 1\n\n  effect: draw 1\n}\n`,
    ));
  it("no blank line after `{` or before `}`", () =>
    expectFormatted(`card unit X {\n\n might 1\n\n}`, `card unit X {\n  might 1\n}\n`));
  it("blank lines at the start and end of the file go", () =>
    expectFormatted(`\n\n\ncard unit X {}\n\n\n`, `card unit X {}\n`));
  it("an empty file stays empty", () => expectFormatted(`\n \n`, ``));
});

describe("line ends and odd input", () => {
  it("CRLF input, LF output", () =>
    expectFormatted(
      `// c\r\ncard unit X {\r\n  might 1 // m\r\n\r\n\r\n  tags Bird\r\n}\r\n`,
      `// c\ncard unit X {\n  might 1 // m\n\n  tags Bird\n}\n`,
    ));
  it("tabs", () => expectFormatted(`card unit X {\n\tmight\t1\n}`, card(`might 1`)));
  it("a byte order mark is dropped", () =>
    expectFormatted(`\uFEFFcard unit X {}`, `card unit X {}\n`));
});

describe("syntax errors", () => {
  it("a file with a syntax error comes back unchanged, with the diagnostics", () => {
    const input = `card unit X {   might two }\ncard   unit Y {}`;
    const result = formatText("bad.rift", input);
    expect(result.text).toBe(input);
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity}`)).toEqual([
      "1:23 error",
    ]);
  });
  it("an unterminated string", () => {
    const input = `card unit "X {}`;
    const result = formatText("bad.rift", input);
    expect(result.text).toBe(input);
    expect(result.diagnostics.map((d) => d.code)).toContain("RS1002");
  });
});

describe("phrasings designers write", () => {
  it("`and` between instructions is kept, and a long ability wraps after it", () => {
    expectFormatted(
      messy(`effect: draw a card AND discard a card`),
      card(`effect: draw a card and discard a card`),
    );
    // The `and` inside the delayed trigger's body is not a place to wrap: the body is one span.
    expectFormatted(
      messy(
        `effect: banish target unit you control as lost; this turn, when you conquer: return lost to its owner's hand and draw 1`,
      ),
      card(
        `effect:\n    banish target unit you control as lost;\n    this turn, when you conquer: return lost to its owner's hand and draw 1`,
      ),
    );
    expectFormatted(
      messy(
        `effect: kill target unit and draw 1 and discard 1; deal 3 to target enemy unit and draw 2 and ready this`,
      ),
      card(
        `effect:\n    kill target unit and\n    draw 1 and\n    discard 1;\n    deal 3 to target enemy unit and\n    draw 2 and\n    ready this`,
      ),
    );
  });
  it("`choose one —` keeps its dash", () =>
    expectFormatted(
      messy(`effect: choose one —   { draw 2 } or {discard 1}`),
      card(`effect: choose one — { draw 2 } or { discard 1 }`),
    ));
  it("number words are kept, in lower case as every keyword", () =>
    expectFormatted(
      messy(`effect: draw Two; kill up to THREE target units`),
      card(`effect: draw two; kill up to three target units`),
    ));
});
