/**
 * What a designer working from LANGUAGE.md alone writes, and what the compiler answers: `power`
 * with no number (RULES G3), `until the end of this turn` and an opponent's next turn (RULES E4,
 * CR 317), and the diagnostics that say what to write instead for phrasings the language has not
 * got (object conditions, a trailing `for each`, `X`, a group with no `all`, a `.` before `It`,
 * a trigger inside an effect, `your` after `play`, a zone in a condition).
 */
import { describe, expect, test } from "vitest";
import { compileText, expectClean, formatDiagnostics, lowered } from "./compile-helpers.js";

const spell = (effect: string): string => `card spell "S" {\n  cost 1\n  effect: ${effect}\n}`;
const unit = (text: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}`;

/** The one diagnostic of `src`: its code and message. */
function only(src: string): string {
  const found = formatDiagnostics(compileText(src));
  expect(found, found.join("\n")).toHaveLength(1);
  return found[0]!;
}

describe("RULES G3: `power` with no number is one power of any domain", () => {
  test("`cost 4 + power` is `cost 4 + 1 power`", () => {
    const [bare] = lowered(`card spell "A" { cost 4 + power  effect: draw 1 }`);
    const [one] = lowered(`card spell "A" { cost 4 + 1 power  effect: draw 1 }`);
    expect(bare!.cost).toEqual(one!.cost);
  });

  test("`power of any domain` alone, and `add power`", () => {
    const [a] = lowered(`card spell "A" { cost power of any domain  effect: add power }`);
    const [b] = lowered(`card spell "A" { cost 1 power  effect: add 1 power }`);
    expect(a!.cost).toEqual(b!.cost);
    expect(a!.abilities).toEqual(b!.abilities);
  });

  test("a domain still takes its number", () =>
    expect(only(`card spell "A" { cost Order  effect: draw 1 }`)).toMatch(/RS1004/));
});

describe("RULES E4: durations a designer writes", () => {
  test("`until the end of turn` and `until the end of this turn` are `this turn`", () => {
    const [a] = lowered(spell("give target unit +1 might this turn"));
    for (const written of [
      "until the end of turn",
      "until the end of this turn",
      "until end of this turn",
    ]) {
      const [b] = lowered(spell(`give target unit +1 might ${written}`));
      expect(b!.abilities, written).toEqual(a!.abilities);
    }
  });

  test("`until an opponent's next turn` and `the opponent's` lower to one duration", () => {
    const [a] = lowered(spell("give target unit +1 might until an opponent's next turn"));
    const [b] = lowered(spell("give target unit +1 might until the opponent's next turn"));
    expect(a!.abilities).toEqual(b!.abilities);
    expect(JSON.stringify(a!.abilities)).toContain('"until":"opponentsNextTurn"');
  });

  test("CR 317, 390.2: moments of an opponent's next turn", () => {
    const [a] = lowered(spell("at the end of an opponent's next turn: draw 1"));
    expect(JSON.stringify(a!.abilities)).toContain(
      '"at":{"edge":"end","turn":"next","player":"opponent"}',
    );
    expectClean(spell("at the start of the opponent's next turn: draw 1"));
    expectClean(spell("at the start of an opponent's next main phase: draw 1"));
  });

  test("printed, an opponent's next turn names one turn (RS2042)", () =>
    expect(only(unit("at the start of an opponent's next turn: draw 1"))).toMatch(/RS2042/));
});

describe("diagnostics that say what to write instead", () => {
  // designer29: a condition asks an object's state now, but not what happened to it.
  test("`if it dies` asks what happened: `if you do`; `if it is damaged` is a state", () => {
    expect(only(spell("deal 3 to target unit; if it dies, draw 1"))).toMatch(
      /RS1060 `if it dies` asks whether something happened.*A condition asks what one object is now \(`if it is damaged`\).*`if you do`.*`deal 3 to target unit with might 3 or less`/,
    );
    expectClean(spell("deal 3 to target unit; if it is damaged, draw 1"));
    expectClean(spell("kill target damaged unit"));
    expectClean(spell("deal 3 to target unit with might 3 or less"));
  });

  test("`for each` after a deal's target is its amount's count (phrase36); elsewhere it points to the amount", () => {
    expectClean(spell("deal 1 to target unit for each friendly unit"));
    expectClean(spell("deal 1 for each friendly unit to target unit"));
    expect(only(spell("stun target unit for each friendly unit"))).toMatch(
      /found `for`; `for each` after what an instruction acts on starts nothing/,
    );
  });

  test("`deal X` asks for the amount itself", () =>
    expect(only(spell("deal X to target unit"))).toMatch(
      /found `X`; write the amount itself.*`deal the number of cards in your hand to target unit`/,
    ));

  // phrase40: after `give`, `deal … to` and `kill` a plural group with no `all` is every one, as
  // printed cards write it; a singular one still asks which.
  test("a singular group with no determiner asks which of them", () => {
    expect(only(spell("give friendly unit +1 might this turn"))).toMatch(
      /found `friendly`; say which of them: `all friendly …`/,
    );
    expectClean(spell("give all friendly units +1 might this turn"));
  });

  // designer31: `. It gains Assault 2 this turn.` now joins as `;` does; after `. It dies` the
  // mistake is the sentence, which must start with its verb.
  test("`. It dies` says to start with the verb", () =>
    expect(only(spell("ready target unit. It dies."))).toMatch(
      /RS1009 expected an instruction .* after `\.`, found `It`; an instruction starts with its verb/,
    ));

  test("a trigger inside an effect is a delayed trigger with its duration", () => {
    expect(
      only(
        unit(
          "when this is played: banish target enemy unit as gone; when this dies: return gone to its owner's base",
        ),
      ),
    ).toMatch(/found `when`; a trigger an effect makes is a delayed trigger/);
    expectClean(
      unit(
        "when this is played: banish target enemy unit as gone; until the next time this dies, when this dies: return gone to its owner's base",
      ),
    );
  });

  test("`when you play your second card` points to `the second time …`", () => {
    expect(only(unit("when you play your second card each turn: draw 1"))).toMatch(
      /found `your`;.*`the second time you play a card each turn: …`/,
    );
    expectClean(unit("the second time you play a card each turn: draw 1"));
  });

  test("`if your hand is empty` points to `there are`", () => {
    expect(only(spell("if your hand is empty, draw 2"))).toMatch(
      /found `your hand`;.*`if there are no cards in your hand`/,
    );
    expectClean(spell("if there are no cards in your hand, draw 2"));
  });

  test("a conquest watched for a unit says `when you conquer`", () =>
    expect(only(spell("this turn, when a friendly unit conquers: draw 1"))).toMatch(
      /RS2027 a conquest happens to a battlefield, by a player; write `when you conquer`/,
    ));

  test("`can't be targeted by spells` says `by` names players", () =>
    expect(only(unit("this can't be targeted by spells"))).toMatch(
      /found `spells`; `can't be targeted by` names players/,
    ));

  test("`gain 1 point` points to `score 1 point`", () =>
    expect(only(unit("when this is played: gain 1 point"))).toMatch(
      /found `1`; a player scores points: `score 1 point`/,
    ));

  // designer30: `discard your hand` is an instruction now; as a cost it is not.
  test("`discard your hand` as a cost says an instruction discards a hand", () =>
    expect(only(unit("action — discard your hand: draw 3"))).toMatch(
      /found `your hand`; a cost discards how many/,
    ));
});

describe("`another` in a condition: a unit other than the source", () => {
  test("`you control another Fury unit` is one or more other Fury units", () => {
    const [a] = lowered(unit("when this is played, if you control another Fury unit: draw 1"));
    const [b] = lowered(
      unit("when this is played, if you control 1 or more other Fury units: draw 1"),
    );
    expect(a!.abilities).toEqual(b!.abilities);
  });

  test("`there is another friendly unit here`", () =>
    expectClean(unit("while there is another friendly unit here, this gets +2 might")));
});
