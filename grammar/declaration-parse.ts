/**
 * Parsing one declaration, and reading it again line-group by line-group when it has a syntax
 * error.
 *
 * Chevrotain's own recovery keeps going after a mistake, but inside a card body almost any word
 * can start a clause, so one mistake tends to drag a trail of follow-on errors behind it. After an
 * error the body is therefore cut into groups of lines — a group ends where a line starts at the
 * group's indentation or less and the previous line did not end in `;`, `:` or `,` — and each
 * group is parsed on its own, reporting its first error only. Valid files never take this path.
 */
import type { CstNode, IRecognitionException, IToken, TokenType } from "chevrotain";
import type { DeclarationNode, Range } from "./ast.js";
import type { AstBuilder } from "./cst-to-ast.js";
import type { Diagnostic, SyntaxCode } from "./diagnostics.js";
import { readDeclaration } from "./direct/read-declaration.js";
import {
  COUNT_TOKENS,
  DOMAIN_TOKENS,
  GETS_VERBS,
  NAME_TOKENS,
  TokenSet,
  dotJoinAhead,
} from "./gates.js";
import { parser } from "./parser.js";
import { closestWord } from "./suggest.js";
import {
  afterDeclarationMessage,
  asDocumented,
  decodeSyntaxMessage,
  describeRule,
  misplacedDuration,
  afterBracketedKeyword,
  afterCompleteAbility,
  apostropheLeftOut,
  quote,
} from "./syntax-errors.js";
import * as t from "./tokens.js";

/** A syntax error; `token` undefined means "at the end of the declaration". */
export interface SyntaxError {
  token: IToken | undefined;
  code: SyntaxCode;
  message: string;
}

export interface ParsedDeclaration {
  declaration: DeclarationNode;
  errors: SyntaxError[];
}

type BodyRule = "definitionBody" | "scenarioBody" | "deckBody";
type HeadRule = "definitionHead" | "scenarioHead" | "deckHead";

/** A line ending in one of these continues on the next line. */
const CONTINUES_AFTER: ReadonlySet<TokenType> = new Set([
  t.Semicolon,
  t.Colon,
  t.Comma,
  t.Plus,
  t.Minus,
  t.EmDash,
  t.And,
  t.Or,
  t.Possessive,
  // `non-` ends in its hyphen: the word it excludes follows.
  t.Non,
]);
/** A line starting with one of these continues the line before. */
const CONTINUES_WITH: ReadonlySet<TokenType> = new Set([
  t.Semicolon,
  t.Comma,
  t.Colon,
  t.Dot,
  t.RCurly,
  t.RParen,
  t.Plus,
  t.And,
  t.Or,
  t.Otherwise,
  t.Instead,
]);

function toSyntaxError(error: IRecognitionException): SyntaxError {
  const { code, message } = decodeSyntaxMessage(error.message);
  const token = error.token;
  const real = token && !Number.isNaN(token.startOffset) && token.tokenType.name !== "EOF";
  return { token: real ? token : undefined, code, message };
}

let directReading = true;

/**
 * Turns the direct reader (`direct/read-declaration.ts`) off or on, so that tests and benchmarks
 * can compare it with Chevrotain alone. On by default.
 */
export function setDirectReading(on: boolean): void {
  directReading = on;
}

/**
 * Parses a declaration's tokens: first by the direct reader, which builds the AST of most valid
 * definitions without Chevrotain; then by Chevrotain without error recovery (fast); on a syntax
 * error, reads the body again group by group with recovery on.
 */
export function parseDeclaration(chunk: IToken[], builder: AstBuilder): ParsedDeclaration {
  const direct = directReading ? readDeclaration(chunk, builder) : undefined;
  if (direct !== undefined) return { declaration: direct, errors: [] };
  const fast = runRule("declaration", chunk, false);
  if (fast.errors.length === 0 && fast.cst) {
    return { declaration: builder.declaration(fast.cst), errors: [] };
  }
  const grouped = reparse(chunk, builder);
  if (grouped) return grouped;
  const whole = runRule("declaration", chunk, true);
  return {
    declaration: whole.cst
      ? builder.declaration(whole.cst)
      : { kind: "Error", range: builder.tokenRange(chunk[0]!) },
    errors: whole.errors.slice(0, 1).map(toSyntaxError),
  };
}

function rulesOf(first: TokenType): { head: HeadRule; body: BodyRule } | undefined {
  if (first === t.CardKw || first === t.TokenKw)
    return { head: "definitionHead", body: "definitionBody" };
  if (first === t.ScenarioKw) return { head: "scenarioHead", body: "scenarioBody" };
  if (first === t.DeckKw) return { head: "deckHead", body: "deckBody" };
  return undefined;
}

function runRule(
  rule: "declaration" | HeadRule | BodyRule,
  tokens: IToken[],
  recover = true,
): { cst: CstNode | undefined; errors: IRecognitionException[] } {
  parser.setRecovery(recover);
  parser.input = tokens;
  const cst: CstNode | undefined = parser[rule]();
  return { cst, errors: parser.errors };
}

/** Undefined when the declaration has no body to read again (no `{`, or a broken head). */
function reparse(chunk: IToken[], builder: AstBuilder): ParsedDeclaration | undefined {
  const rules = rulesOf(chunk[0]!.tokenType);
  const open = chunk.findIndex((token) => token.tokenType === t.LCurly);
  if (!rules || open < 0) return undefined;
  const head = runRule(rules.head, chunk.slice(0, open));
  if (head.errors.length > 0 || !head.cst) return undefined;

  const errors: SyntaxError[] = [];
  const close = matchingClose(chunk, open);
  const bodyEnd = close ?? chunk.length;
  if (close === undefined) {
    errors.push({
      token: undefined,
      code: "RS1022",
      message: `expected \`}\` to close the \`{\` on line ${chunk[open]!.startLine! + builder.origin.line}`,
    });
  } else if (close < chunk.length - 1) {
    const extra = chunk[close + 1]!;
    errors.push({ token: extra, code: "RS1026", message: afterDeclarationMessage(extra) });
  }

  const bodies: CstNode[] = [];
  /** Offsets spanned by the groups with a syntax error. */
  const broken: [number, number][] = [];
  for (const [from, to] of lineGroups(chunk, open + 1, bodyEnd)) {
    const group = chunk.slice(from, to);
    const { cst, errors: groupErrors } = runRule(rules.body, group);
    if (cst) bodies.push(cst);
    const first = groupErrors[0];
    if (first) {
      const error = withSpelling(first, group, rules.body);
      errors.push(error.token ? error : { ...error, token: endOfGroup(group, chunk[to]) });
      broken.push([
        builder.tokenRange(group[0]!).offset,
        builder.tokenRange(group[group.length - 1]!).endOffset,
      ]);
    }
  }

  const start = builder.tokenRange(chunk[0]!);
  const end = builder.tokenRange(chunk[Math.min(bodyEnd, chunk.length - 1)]!);
  const range: Range = {
    ...start,
    endLine: end.endLine,
    endColumn: end.endColumn,
    endOffset: end.endOffset,
  };
  const built = builder.diagnostics.length;
  try {
    const declaration =
      rules.body === "definitionBody"
        ? builder.definitionFrom(head.cst, bodies, range)
        : rules.body === "scenarioBody"
          ? builder.scenarioFrom(head.cst, bodies, range)
          : builder.deckFrom(head.cst, bodies, range);
    return { declaration, errors };
  } catch {
    return { declaration: { kind: "Error", range }, errors };
  } finally {
    dropInside(builder.diagnostics, built, broken);
  }
}

/**
 * A group with a syntax error reports that one error only: what the builder says about the tree
 * the parser recovered there (`the 2nd time` read as `the nd time`, RS1043 on `nd`) is about
 * words the parser skipped or made up, and is left out.
 */
function dropInside(list: Diagnostic[], from: number, spans: readonly [number, number][]): void {
  if (spans.length === 0) return;
  let kept = from;
  for (let i = from; i < list.length; i++) {
    const d = list[i]!;
    if (!spans.some(([start, end]) => d.offset >= start && d.offset < end)) list[kept++] = d;
  }
  list.length = kept;
}

function matchingClose(chunk: readonly IToken[], open: number): number | undefined {
  let depth = 0;
  for (let i = open; i < chunk.length; i++) {
    const type = chunk[i]!.tokenType;
    if (type === t.LCurly || type === t.LParen) depth++;
    else if (type === t.RCurly || type === t.RParen) {
      depth--;
      if (depth === 0) return type === t.RCurly ? i : undefined;
    }
  }
  return undefined;
}

/** Cuts `[from, to)` into groups of lines that each hold whole clauses, steps or deck lines. */
function lineGroups(tokens: readonly IToken[], from: number, to: number): [number, number][] {
  const groups: [number, number][] = [];
  let start = from;
  let depth = 0;
  for (let i = from; i < to; i++) {
    const token = tokens[i]!;
    if (i > start && depth === 0) {
      const previous = tokens[i - 1]!;
      const newLine = token.startLine! > previous.endLine!;
      if (
        newLine &&
        token.startColumn! <= tokens[start]!.startColumn! &&
        !CONTINUES_AFTER.has(previous.tokenType) &&
        !CONTINUES_WITH.has(token.tokenType)
      ) {
        groups.push([start, i]);
        start = i;
      }
    }
    const type = token.tokenType;
    if (type === t.LCurly || type === t.LParen) depth++;
    else if ((type === t.RCurly || type === t.RParen) && depth > 0) depth--;
  }
  if (to > start) groups.push([start, to]);
  return groups;
}

/** What the grammar expects before `group[index]`: the innermost rule all ways on share. */
function expectedAt(
  group: readonly IToken[],
  index: number,
  rule: BodyRule,
): { code: SyntaxCode; what: string } {
  const paths = parser.computeContentAssist(rule, group.slice(0, index));
  let common: string[] = paths[0]?.ruleStack ?? [rule];
  for (const path of paths) {
    let shared = 0;
    while (shared < common.length && common[shared] === path.ruleStack[shared]) shared++;
    common = common.slice(0, shared);
  }
  return describeRule(common);
}

/**
 * `create a Recruit token for each opponent`, `for each opponent, draw 1`: there `for each` reads
 * a kind of object, so the player word is taken for the start of `opponent's …` and the plain
 * error asks for a `'s` that is not what the designer meant. Says what `for each` counts there,
 * and where players are counted: in an amount (`draw 1 for each opponent`).
 */
function forEachPlayer(group: readonly IToken[], at: number): SyntaxError | undefined {
  for (let i = Math.min(at, group.length) - 1; i >= 2 && i >= at - 2; i--) {
    const word = group[i]!;
    if (word.tokenType !== t.Opponent && word.tokenType !== t.PlayerKw) continue;
    if (group[i - 1]!.tokenType !== t.Each || group[i - 2]!.tokenType !== t.For) return undefined;
    let afterToken = false;
    for (let j = i - 3; j >= 0; j--) {
      const type = group[j]!.tokenType;
      if (type === t.Semicolon || type === t.Colon) break;
      if (type === t.TokenKw) {
        afterToken = true;
        break;
      }
    }
    return {
      token: word,
      code: "RS1029",
      message: `expected a kind of object after \`for each\`, found ${quote(word.image)}; here \`for each\` counts objects, as in \`for each friendly unit here\` or \`for each enemy unit\`, not players${
        afterToken
          ? "; after a token, `for` names the one player it is made for: `create a Recruit token for an opponent`"
          : ""
      }; players are counted by an amount: \`draw 1 for each ${word.image}\``,
    };
  }
  return undefined;
}

/** The first tokens of an instruction, from the grammar itself. */
let instructionStarts: ReadonlySet<TokenType> | undefined;

/**
 * `draw 1. discard 1` reads as a spell effect followed by a new ability (`discard 1: …` is an
 * activated ability), which then fails. When an error follows a `.` whose next word can start an
 * instruction, the `.` is the mistake.
 */
function fullStopBefore(group: readonly IToken[], at: number): IToken | undefined {
  // The subject of `this gets …` may open with any filter word; a verb or a player is what makes
  // the word after a `.` the start of another instruction.
  instructionStarts ??= new Set(
    parser
      .computeContentAssist("instruction", [])
      .filter((path) => !path.ruleStack.includes("getsInstruction"))
      .map((path) => path.nextTokenType),
  );
  for (let i = Math.min(at, group.length) - 1; i >= 0; i--) {
    const token = group[i]!;
    if (token.tokenType !== t.Dot) continue;
    const next = group[i + 1];
    // A `.` that joins two instructions is not the mistake: what follows it is.
    const ahead = {
      la: (k: number) => group[i + k - 1]?.tokenType,
      image: (k: number) => group[i + k - 1]?.image ?? "",
    };
    if (dotJoinAhead(ahead)) return undefined;
    return next && instructionStarts.has(next.tokenType) ? token : undefined;
  }
  return undefined;
}

/**
 * `draw a card then discard a card`: card text's "then" joins instructions after a `,` or a `.`
 * (`draw 1, then discard 1`); alone, or where no instruction follows, it is no joiner.
 */
function thenBetweenInstructions(group: readonly IToken[], at: number): SyntaxError | undefined {
  // The parser may stumble a word or two after it.
  let then: IToken | undefined;
  for (let i = Math.max(0, at - 3); i <= Math.min(at + 1, group.length - 1); i++) {
    const word = group[i]!;
    if (word.tokenType === t.Then) then = word;
  }
  if (then === undefined) return undefined;
  return {
    token: then,
    code: "RS1009",
    message:
      "found `then`, which joins two instructions of one ability after a `,` or a `.` (`draw 1, then discard 1`), as `;` and `and` do (`draw 1; discard 1`, `draw 1 and discard 1`); an instruction must follow it",
  };
}

/**
 * `Legion — When you play this, buff this` and `legion: this costs 2 less`, as printed cards word
 * Legion (CR 812): the keyword's text is already what happens when this is played, if its
 * controller played another card this turn; another ability states that condition itself.
 */
function abilityAfterLegion(group: readonly IToken[], at: number): SyntaxError | undefined {
  // A trigger there reads as a delayed one (`when … this turn, …`), which fails at its end.
  for (let i = Math.max(0, at - 16); i < at && i + 2 < group.length; i++) {
    if (group[i]!.tokenType !== t.Legion) continue;
    const sign = group[i + 1]!.tokenType;
    if (sign !== t.Colon && sign !== t.EmDash && sign !== t.Minus) continue;
    const first = group[i + 2]!;
    if (first.tokenType !== t.When && first.tokenType !== t.This) return undefined;
    return {
      token: first,
      code: "RS1022",
      message:
        first.tokenType === t.When
          ? "Legion's text is what happens when this is played, if you played another card this turn (CR 812): write only what it does, `legion: buff this`; another trigger states the condition, `when this attacks, if you played another card this turn: draw 1`"
          : "Legion's text is what happens when this is played, if you played another card this turn (CR 812); a static ability states the condition last: `this costs 2 less if you played another card this turn`",
    };
  }
  return undefined;
}

/** Whether the word at `j` starts an ability: first in the body, on a new line, or after `.`. */
function opensAbility(group: readonly IToken[], j: number): boolean {
  const word = group[j]!;
  const before = group[j - 1];
  return (
    before === undefined ||
    before.endLine! < word.startLine! ||
    before.tokenType === t.Dot ||
    before.tokenType === t.LCurly
  );
}

/**
 * `deal 2 to target unit. If it dies, draw 1.`: what happens to an object is no condition an
 * effect can ask as it resolves — a unit dealt lethal damage dies in the cleanup after the
 * resolution (CR 143.2.a, 318) — so the effect's `if` fails at the event. The designer gets the
 * delayed trigger that waits for it.
 */
function eventAsCondition(group: readonly IToken[], at: number): SyntaxError | undefined {
  for (let j = Math.min(at, group.length - 1); j >= 1 && j >= at - 8; j--) {
    const word = group[j]!;
    if (word.tokenType === t.Comma || word.tokenType === t.Would) return undefined;
    if (word.tokenType !== t.If) continue;
    const before = group[j - 1]!.tokenType;
    if (before !== t.Dot && before !== t.Semicolon && before !== t.Colon) return undefined;
    let k = j + 1;
    const subject: string[] = [];
    while (k < group.length && k <= j + 4 && group[k]!.tokenType !== t.Die) {
      const type = group[k]!.tokenType;
      if (type === t.Comma || type === t.Dot) return undefined;
      subject.push(group[k]!.image);
      k++;
    }
    if (group[k]?.tokenType !== t.Die || subject.length === 0) return undefined;
    const who = subject.join(" ");
    const rest: string[] = [];
    // `if that unit dies this way, …`: `this way` belongs to the condition.
    const thisWay =
      group[k + 1]?.tokenType === t.This && group[k + 2]?.image.toLowerCase() === "way";
    const after = thisWay ? k + 3 : k + 1;
    let r = group[after]?.tokenType === t.Comma ? after + 1 : after;
    for (; r < group.length && rest.length < 8; r++) {
      const type = group[r]!.tokenType;
      if (type === t.Dot || type === t.Semicolon) break;
      rest.push(group[r]!.image);
    }
    const then = rest.length > 0 ? rest.join(" ") : "…";
    return {
      token: word,
      code: "RS1060",
      message: `\`if ${who} ${group[k]!.image}\` asks whether something happened, which an effect cannot ask as it resolves: a unit dealt lethal damage dies in the cleanup after it (CR 143.2.a, 318). A condition asks what one object is now (\`if it is damaged\`); whether the instruction did something is \`if you do\` after it; a limit on Might goes in the filter of what is chosen (\`deal 3 to target unit with might 3 or less\`); or wait for the death with a delayed trigger, \`when ${who} dies this turn, ${then}\``,
    };
  }
  return undefined;
}

/**
 * RS1063: `if this kills …` where the language does not read it. A unit dealt lethal damage dies
 * in the cleanup after the effect, and that kill is the effect's (CR 428.5.c, 143.2.a, 318): an
 * effect's `if` asks it as `if this kills it, …`, `it` being the unit the instruction right before
 * dealt damage to, and waits for that cleanup. Another object after `kills`, another condition
 * joined to it, or a trigger's condition (after `,`) is this mistake; `if this kills it, …` after
 * an instruction, failing further on, is left to the messages about what follows it.
 */
function killAsCondition(group: readonly IToken[], at: number): SyntaxError | undefined {
  for (let j = Math.min(at, group.length - 1); j >= 1 && j >= at - 6; j--) {
    const word = group[j]!;
    if (word.tokenType === t.Comma) return undefined;
    if (word.tokenType !== t.If) continue;
    const before = group[j - 1]!.tokenType;
    const inEffect = before === t.Dot || before === t.Semicolon || before === t.Colon;
    if (!inEffect && before !== t.Comma) return undefined;
    const killer = group[j + 1];
    const verb = group[j + 2];
    if (killer?.tokenType !== t.This || verb?.tokenType !== t.Kill) return undefined;
    const victim: string[] = [];
    let k = j + 3;
    for (; k < group.length && victim.length < 3; k++) {
      const type = group[k]!.tokenType;
      if (type === t.Comma || type === t.Dot || type === t.Semicolon || type === t.Colon) break;
      if (victim.length > 0 && (type === t.And || type === t.Or)) break;
      victim.push(group[k]!.image);
      if (type === t.It) {
        k++;
        break;
      }
    }
    const what = victim.length > 0 ? victim.join(" ") : "…";
    const it = victim.length === 1 && group[j + 3]!.tokenType === t.It;
    if (it && inEffect && group[k]?.tokenType === t.Comma) return undefined;
    const written = `\`if this ${verb.image} ${what}\``;
    const problem = !it
      ? `${written} is written \`if this kills it\`: \`it\` is the unit`
      : !inEffect
        ? `${written} is no condition of a trigger: an effect's \`if\` asks it, about the unit`
        : `${written} is a condition of its own, followed by \`,\`: it asks about the unit`;
    return {
      token: word,
      code: "RS1063",
      message: `${problem} the instruction right before it dealt damage to, which dies of it in the cleanup after the effect (CR 428.5.c), and the \`if\` waits for that cleanup: \`deal 3 to target unit. If this kills it, draw 1.\``,
    };
  }
  return undefined;
}

/** Tokens as the text spaced them (`controller's`, not `controller 's`), on one line. */
function wordsAsWritten(tokens: readonly IToken[]): string {
  let text = "";
  tokens.forEach((token, i) => {
    const before = tokens[i - 1];
    if (before !== undefined && token.startOffset > before.endOffset! + 1) text += " ";
    text += token.image;
  });
  return text;
}

/**
 * `Deal 2 to target unit and 2 to another target unit.`: a second amount after `and` with its
 * verb left out, as English allows; each instruction here says its verb.
 */
function verbLeftOut(group: readonly IToken[], at: number): SyntaxError | undefined {
  const and = group[at];
  if (and?.tokenType !== t.And) return undefined;
  const amount = group[at + 1]?.tokenType;
  if (!COUNT_TOKENS.has(amount) || group[at + 2]?.tokenType !== t.To) return undefined;
  for (let j = at - 1; j >= 0 && j >= at - 12; j--) {
    const type = group[j]!.tokenType;
    if (type === t.Dot || type === t.Semicolon || type === t.Colon) return undefined;
    if (type !== t.Deal) continue;
    const rest = wordsAsWritten(group.slice(at + 1, at + 8)).replace(/\.$/, "");
    return {
      token: and,
      code: "RS1061",
      message: `each instruction says its verb, so \`and ${group[at + 1]!.image} to …\` needs its \`deal\` again: \`${wordsAsWritten(
        group.slice(j, at),
      )} and deal ${rest}\``,
    };
  }
  return undefined;
}

/** The status words that are also an instruction's verb (`stunned`, `stun`). */
const STATUS_VERB_WORDS: TokenSet = new TokenSet([t.Stun, t.Ready, t.Buff, t.Banish]);
/** Where an instruction starts, before its first word. */
const INSTRUCTION_OPENERS: TokenSet = new TokenSet([
  t.Colon,
  t.Semicolon,
  t.Comma,
  t.Dot,
  t.LCurly,
  t.And,
  t.Then,
]);

/**
 * `stunned friendly units get +1 might this turn`: at an instruction's start `stunned` is the verb
 * `stun`, and its group ends before `get`; what objects get names their status after the other
 * words.
 */
function statusWordAsVerb(group: readonly IToken[], at: number): SyntaxError | undefined {
  if (!GETS_VERBS.has(group[at]?.tokenType)) return undefined;
  for (let j = at - 1; j >= 1 && j >= at - 10; j--) {
    const word = group[j]!;
    if (INSTRUCTION_OPENERS.has(word.tokenType)) return undefined;
    if (!STATUS_VERB_WORDS.has(word.tokenType)) continue;
    if (!INSTRUCTION_OPENERS.has(group[j - 1]!.tokenType)) return undefined;
    const verb = t.keywordInfo(word.tokenType)!.words[0]!;
    const rest = wordsAsWritten(group.slice(j + 1, at));
    const asVerb = word.image.toLowerCase() === verb ? "the verb" : `the verb \`${verb}\``;
    return {
      token: word,
      code: "RS1022",
      message: `${quote(word.image)} opens the instruction, where it is ${asVerb} (\`${verb} ${rest}\`); what objects get names their status after the other words: \`${rest.replace(/ (\S+)$/, ` ${word.image.toLowerCase()} $1`)} ${group[at]!.image} …\``,
    };
  }
  return undefined;
}

/**
 * `if an opponent has more units than you`: two players' counts compared in words the condition
 * does not read. The message shows the comparisons that are read: what each controls, the cards in
 * each one's hand, and points.
 */
function countAgainstPlayer(group: readonly IToken[], at: number): SyntaxError | undefined {
  for (let j = Math.min(at, group.length - 1); j >= 1 && j >= at - 3; j--) {
    const word = group[j]!;
    if (word.tokenType !== t.More && word.tokenType !== t.Less) continue;
    const verb = group[j - 1]!.tokenType;
    if (verb !== t.Control && verb !== t.Have) return undefined;
    const next = group[j + 1]?.tokenType;
    if (next === t.Than || next === t.Point) return undefined;
    return {
      token: word,
      code: "RS1062",
      message: `two players' counts are compared by what each controls (\`if an opponent controls more units than you\`), by the cards in each one's hand (\`if an opponent has more cards in hand than you\`) or by points (\`if an opponent has more points than you\`); a count is compared with a number as \`if an opponent controls 3 or more units\``,
    };
  }
  return undefined;
}

/**
 * `If it's a mighty unit, draw 1.`: a condition asks one object about its state, never what kind
 * of object it is, so the parser stumbles at the article. Said before the static's hint, which an
 * `if` after a full stop in an effect would otherwise get.
 */
function kindAsCondition(group: readonly IToken[], at: number): SyntaxError | undefined {
  // The parser may stop at the article, or at the full stop before an `if` it took for an ability.
  for (let i = Math.max(0, at - 2); i < group.length && i <= at + 8; i++) {
    const article = group[i]!;
    if (article.tokenType !== t.A && article.tokenType !== t.An) continue;
    let j = i - 1;
    if (group[j]?.tokenType === t.Not) j--;
    const verb = group[j]?.tokenType;
    if (verb !== t.Is && verb !== t.Possessive) continue;
    for (let k = j - 1; k >= 0 && k >= j - 3; k--) {
      if (group[k]!.tokenType !== t.If) continue;
      // `if there is not a unit here` asks whether one exists, not what a thing is: RS1015's.
      if (group[k + 1]?.tokenType === t.There) return undefined;
      const object = group
        .slice(k + 1, j)
        .map((token) => token.image)
        .join(" ");
      return {
        token: article,
        code: "RS1022",
        message: `a condition asks one object about its state, not what kind of object it is: \`if ${object} is mighty\`, \`if ${object} is damaged\`, \`if ${object} is attacking\`; a kind goes in the filter of what is chosen (\`deal 3 to target mighty unit\`, \`kill target Bird unit\`), or is counted: \`if you control a Bird unit\``,
      };
    }
  }
  return undefined;
}

/**
 * `If you control a gear, this has Tank.`: an `if` opening an ability starts a replacement
 * (`if this would die, … instead`), so a static ability's condition read there fails at its
 * first word that is no event. A static states it with `while` first or `if` last.
 */
function staticConditionFirst(group: readonly IToken[], at: number): SyntaxError | undefined {
  for (let j = Math.min(at, group.length - 1); j >= 0 && j >= at - 8; j--) {
    const word = group[j]!;
    if (word.tokenType === t.Would || word.tokenType === t.Comma) return undefined;
    if (word.tokenType !== t.If) continue;
    if (!opensAbility(group, j)) return undefined;
    return {
      token: word,
      code: "RS1022",
      message:
        "an ability that opens with `if` is a replacement, whose event says `would` (`if this would die, … instead`); a static ability's condition comes first with `while` or last with `if`: `while you control a gear, this has Tank`, `this has Tank if you control a gear`",
    };
  }
  return undefined;
}

/**
 * `if a friendly unit dies, draw 1`: an ability opening with `if` is read as a replacement, so the
 * parser asks for its `instead` at the end, which tells the designer nothing when a trigger was
 * meant. Without `would` the event reads as one that happened: say that a trigger opens with
 * `when`; with it, say where `instead` goes and what the replacement then does (RULES E2).
 */
function replacementWithoutInstead(
  group: readonly IToken[],
  at: number,
  plain: SyntaxError,
): SyntaxError | undefined {
  if (!plain.message.startsWith("expected `instead`")) return undefined;
  let would = false;
  for (let j = Math.min(at, group.length) - 1; j >= 0; j--) {
    const word = group[j]!;
    if (word.tokenType === t.Would) would = true;
    if (word.tokenType !== t.If) continue;
    if (!opensAbility(group, j)) continue;
    return {
      ...plain,
      message: would
        ? `${plain.message}: a replacement ends with \`instead\` (\`if a friendly unit would die, draw 1 instead\`), and the event it replaces then never happens; to act after the event, write a trigger: \`when a friendly unit dies, draw 1\``
        : `${plain.message}: an ability that opens with \`if\` is a replacement, whose event says \`would\` (\`if this would die, … instead\`); a triggered ability opens with \`when\`: \`when a friendly unit dies, draw 1\``,
    };
  }
  return undefined;
}

/**
 * `banish target unit as gone; when this dies: return gone …`: an effect's `when` reads as a
 * delayed trigger (`when you conquer this turn, …`), which then fails where its duration should
 * be. A trigger an effect makes says how long it waits.
 */
function triggerInEffect(group: readonly IToken[], at: number): SyntaxError | undefined {
  for (let j = Math.min(at, group.length) - 1; j > 0 && j >= at - 16; j--) {
    const word = group[j]!;
    const type = word.tokenType;
    if (type === t.Comma || type === t.Colon || type === t.Semicolon || type === t.Dot) {
      return undefined;
    }
    if (type !== t.When) continue;
    const before = group[j - 1]!;
    const sameLine = before.endLine === word.startLine;
    const joins =
      before.tokenType === t.Semicolon ||
      (sameLine && (before.tokenType === t.Dot || before.tokenType === t.Colon));
    if (!joins) return undefined;
    return {
      token: word,
      code: "RS1009",
      message:
        "expected an instruction such as `draw 1` or `kill target unit`, found `when`; a trigger an effect makes is a delayed trigger, which says how long it waits: `when you conquer this turn, return it to its owner's hand`, `this turn, when a unit dies: draw 1`, `until the next time this dies, when this dies: return gone to its owner's base` (or, once at a moment, `at the end of this turn: …`)",
    };
  }
  return undefined;
}

/**
 * `play a 3 Might Sprite unit token here`, as rendered card text prints a named token: its Might
 * is its definition's (RULES T5, CR 187), so the phrase names the token and any change after it.
 */
function mightInTokenPhrase(group: readonly IToken[], at: number): SyntaxError | undefined {
  for (let i = Math.max(1, at); i <= at + 3 && i + 2 < group.length; i++) {
    const number = group[i]!;
    if (number.tokenType !== t.Integer || group[i + 1]!.tokenType !== t.Might) continue;
    const verb = group
      .slice(Math.max(0, i - 4), i)
      .find((w) => w.tokenType === t.Play || w.tokenType === t.Create);
    const name = group[i + 2]!;
    if (verb === undefined || !NAME_TOKENS.has(name.tokenType)) return undefined;
    return {
      token: number,
      code: "RS1022",
      message: `expected the token's name, found \`${number.image} ${group[i + 1]!.image}\`; a named token's Might is its definition's (RULES T5, CR 187): write \`${verb.image.toLowerCase()} a ${name.image} token …\`, and a change after the name: \`${verb.image.toLowerCase()} a ${name.image} token with +1 might …\``,
    };
  }
  return undefined;
}

/**
 * RS1066: `give it base might 5`, or `might becomes 1` where no instruction can stand (a static
 * ability) — a Might set to a number, which the Core Rules apply in the Trait-Altering layer,
 * before every change of Might (CR 477.1.a.1). The language sets a Might with an instruction of
 * an effect; a static ability changes it. The message names both.
 */
function mightSetToNumber(group: readonly IToken[]): SyntaxError | undefined {
  for (let i = 0; i + 2 < group.length; i++) {
    const might = group[i]!;
    if (might.tokenType !== t.Might) continue;
    const next = group[i + 1]!;
    const setTo = next.tokenType === t.Become && group[i + 2]!.tokenType === t.Integer;
    const base =
      i > 0 && group[i - 1]!.image.toLowerCase() === "base" && next.tokenType === t.Integer;
    if (!setTo && !base) continue;
    const value = (setTo ? group[i + 2]! : next).image;
    return {
      token: base ? group[i - 1]! : might,
      code: "RS1066",
      message: `a Might set to a number (\`${base ? `base might ${value}` : `might becomes ${value}`}\`) is an instruction of an effect, applied before every change of Might (CR 477.1.a.1): \`its might becomes ${value} this turn\`, \`target unit's might becomes ${value} this turn\`; a static ability changes Might instead: \`this gets -2 might\`, \`this gets -3 might to a minimum of ${value}\``,
    };
  }
  return undefined;
}

/** What stands right before a token's name in `play two ready Bird tokens`. */
const TOKEN_PHRASE_BEFORE_NAME: TokenSet = new TokenSet([
  ...COUNT_TOKENS.types,
  t.A,
  t.An,
  t.Ready,
  t.Exhausted,
]);

/**
 * `play two Wisp Spirit tokens at your base`: a token's name of two words, left unquoted, reads as
 * the play of an object from a zone (a filter), and the place after it then fails far from the
 * mistake. Two bare words before `token(s)` are the mistake.
 */
function unquotedTokenName(group: readonly IToken[], at: number): SyntaxError | undefined {
  for (let i = Math.min(at, group.length - 1); i >= 2; i--) {
    const noun = group[i]!;
    if (noun.tokenType !== t.TokenKw) continue;
    const first = group[i - 2]!;
    const second = group[i - 1]!;
    if (first.tokenType !== t.Identifier || second.tokenType !== t.Identifier) return undefined;
    // Only in a token's phrase, after its count or `ready`: `tags Bird Recruit tokens get …` is
    // a tag list and a static ability.
    if (!TOKEN_PHRASE_BEFORE_NAME.has(group[i - 3]?.tokenType)) return undefined;
    return {
      token: second,
      code: "RS1022",
      message: `expected \`token\` after \`${first.image}\`, found \`${second.image}\`; a name of more than one word is written in quotes: \`"${first.image} ${second.image}" ${noun.image}\``,
    };
  }
  return undefined;
}

/**
 * A misspelt keyword usually reads as a name, and the parser only stumbles a word or two later.
 * Looks back a few tokens for a word close to a keyword that is valid where the word stands, and
 * reports the mistake there: "expected an instruction …, found `drow`; did you mean `draw`?".
 */
function withSpelling(
  error: IRecognitionException,
  group: readonly IToken[],
  rule: BodyRule,
): SyntaxError {
  const plain = toSyntaxError(error);
  const at = plain.token ? group.indexOf(plain.token) : group.length;
  const redundant = error.name === "NotAllInputParsedException" || plain.code === "RS1026";
  const separator = missingListSeparator(group, at);
  if (separator) return separator;
  const apostrophe = apostropheLeftOut(group, at);
  if (apostrophe) return apostrophe;
  if (rule === "scenarioBody") {
    const because = becauseWithoutCant(group, at);
    if (because) return because;
  }
  const then = thenBetweenInstructions(group, at);
  if (then) return then;
  const event = eventAsCondition(group, at) ?? killAsCondition(group, at);
  if (event) return event;
  const verb = verbLeftOut(group, at) ?? statusWordAsVerb(group, at);
  if (verb) return verb;
  const counts = countAgainstPlayer(group, at);
  if (counts) return counts;
  const kind = kindAsCondition(group, at);
  if (kind) return kind;
  const conditionFirst = staticConditionFirst(group, at);
  if (conditionFirst) return conditionFirst;
  const legion = abilityAfterLegion(group, at);
  if (legion) return legion;
  const delayed = triggerInEffect(group, at);
  if (delayed) return delayed;
  const insteadMissing = replacementWithoutInstead(group, at, plain);
  if (insteadMissing) return insteadMissing;
  const tokenMight = mightInTokenPhrase(group, at);
  if (tokenMight) return tokenMight;
  const setMight = mightSetToNumber(group);
  if (setMight) return setMight;
  const unquoted = unquotedTokenName(group, at);
  if (unquoted) return unquoted;
  const stop = fullStopBefore(group, at);
  if (stop) {
    const subject = group[group.indexOf(stop) + 1]!;
    return {
      token: stop,
      code: "RS1028",
      message: `\`.\` ends the ability here, as what follows can start an ability of its own (\`${subject.image}\` can); join the instructions of one ability with \`;\` (an instruction starts with its verb, or says what objects get and for how long: \`this gets +1 might this turn\`)`,
    };
  }
  for (let i = Math.max(0, at - 3); i <= Math.min(at, group.length - 1); i++) {
    const word = group[i]!;
    if (word.tokenType !== t.Identifier) continue;
    const paths = parser.computeContentAssist(rule, group.slice(0, i));
    const candidates = new Map<string, { ruleStack: string[]; written: string }>();
    for (const path of paths) {
      const info = t.keywordInfo(path.nextTokenType);
      if (!info) continue;
      for (const spelling of info.words)
        candidates.set(spelling, {
          ruleStack: path.ruleStack,
          written: asDocumented(spelling, info.category),
        });
    }
    const best = closestWord(word.image, candidates.keys());
    if (best === undefined) continue;
    const { ruleStack, written } = candidates.get(best)!;
    const { code, what } = describeRule(ruleStack);
    return {
      token: word,
      code,
      message: `expected ${what}, found ${quote(word.image)}; did you mean \`${written}\`?`,
    };
  }
  const perPlayer = forEachPlayer(group, at);
  if (perPlayer) return perPlayer;
  // `if maybe, …`: a word read as the start of `maybe's owner`; the word is the mistake.
  const previous = group[at - 1];
  if (plain.message.startsWith("expected `'s`") && previous?.tokenType === t.Identifier) {
    const { code, what } = expectedAt(group, at - 1, rule);
    return { token: previous, code, message: `expected ${what}, found ${quote(previous.image)}` };
  }
  if (redundant && plain.token) {
    const { code, what } = describeRule([rule]);
    return {
      token: plain.token,
      code,
      message: `expected ${what}, found ${quote(plain.token.image)}${misplacedDuration(plain.token, group[at + 1]) ?? afterBracketedKeyword(plain.token, group[at - 1]) ?? afterCompleteAbility(plain.token, group[at + 1]) ?? ""}`,
    };
  }
  // Only for a bare "expected … after `X`" at the end of the group: a message with a hint (`; …`)
  // already says what to write.
  const trailing =
    plain.token === undefined && !plain.message.includes("; ")
      ? afterCompleteClause(group, rule)
      : undefined;
  if (trailing) return trailing;
  return onTheLineThatStopsShort(plain, group[at - 1]);
}

/** Signs written without a space before them. */
const CLOSE_UP: ReadonlySet<TokenType> = new Set([t.Colon, t.Comma, t.Semicolon, t.Dot]);

/**
 * `might 2 zzz`: a clause that is complete, then a word on its line that starts another (a bare
 * word reads as a tag, the subject of a static ability), which fails only at the line's end, with
 * "expected a kind of object after `zzz`" about a clause nobody meant. The mistake is the word
 * after the complete clause, and what was expected there is the end of the line. Only a bare word
 * counts (a keyword, as in `cost 1 might`, starts the clause it names, unfinished), and only one
 * that can start a clause: in `… target unit with might` the filter is unfinished.
 */
function afterCompleteClause(group: readonly IToken[], rule: BodyRule): SyntaxError | undefined {
  for (let k = group.length - 1; k >= 1; k--) {
    const word = group[k]!;
    // A keyword that starts a clause (`cost 1 might`) is that clause, unfinished.
    if (word.tokenType !== t.Identifier || word.startLine !== group[k - 1]!.endLine) continue;
    // The rest of the line starts a clause that runs off the end, as the whole group did.
    const rest = runRule(rule, group.slice(k), false).errors[0];
    if (rest === undefined || toSyntaxError(rest).token !== undefined) continue;
    if (runRule(rule, group.slice(0, k), false).errors.length > 0) continue;
    const written = group
      .slice(0, k)
      .map((token, i) => (i > 0 && !CLOSE_UP.has(token.tokenType) ? " " : "") + token.image)
      .join("");
    const short = written.length <= 30;
    const complete = short ? `\`${written}\` is complete` : "the line is complete before it";
    const { code, what } = describeRule([rule]);
    return {
      token: word,
      code,
      message: `expected the end of the line after ${short ? `\`${written}\`` : quote(group[k - 1]!.image)}, found ${quote(word.image)}; ${complete}, and the rest of the line is not ${what}`,
    };
  }
  return undefined;
}

/**
 * Where the error of a group that ran off its end is shown: at what follows the group when that is
 * on the same line (`{ might }`), else at the group's last token. The next token is then on a line
 * of its own, and the message, "expected … after `giant`", is about the line that stopped short.
 */
function endOfGroup(group: readonly IToken[], next: IToken | undefined): IToken | undefined {
  const last = group[group.length - 1];
  if (next === undefined || last === undefined) return next;
  return next.startLine! > last.endLine! ? last : next;
}

/**
 * "Expected … after `X`" found at the first token of a line belongs to the line of `X`, which
 * stopped short — unless that line ends in a sign that says it goes on (`;`, `,`, `:`…) and the
 * next line starts with something other than a closing bracket, when the next line is at fault.
 */
function onTheLineThatStopsShort(error: SyntaxError, previous: IToken | undefined): SyntaxError {
  const token = error.token;
  if (token === undefined || previous === undefined) return error;
  if (token.startLine! <= previous.endLine!) return error;
  const closes = token.tokenType === t.RCurly || token.tokenType === t.RParen;
  if (!closes && CONTINUES_AFTER.has(previous.tokenType)) return error;
  return { ...error, token: previous };
}

/** The characteristics whose items are listed, and what an item of each is. */
const LISTED_ITEMS: ReadonlyMap<TokenType, { items: TokenSet; noun: string }> = new Map([
  [t.TagKw, { items: NAME_TOKENS, noun: "tags" }],
  [t.DomainKw, { items: DOMAIN_TOKENS, noun: "domains" }],
]);

/**
 * `tags frost giant`: the second word starts a clause of its own (`giant …` reads as the subject
 * of a static ability), which fails later, often on the next line. The mistake is the missing
 * separator, at the second word.
 */
function missingListSeparator(group: readonly IToken[], at: number): SyntaxError | undefined {
  const head = group[0];
  const listed = head && LISTED_ITEMS.get(head.tokenType);
  if (!listed) return undefined;
  let i = 1;
  while (listed.items.has(group[i]?.tokenType)) {
    const next = group[i + 1];
    if (next?.tokenType === t.Comma || next?.tokenType === t.And) {
      i += 2;
      continue;
    }
    const item = group[i]!;
    // Only when the clause the second word started fails at once: `tags Bird Recruit tokens get
    // +1 might` is a tag list and a static ability, and a mistake further on is that ability's.
    if (
      !next ||
      !listed.items.has(next.tokenType) ||
      next.startLine !== item.endLine ||
      at !== i + 2
    ) {
      return undefined;
    }
    const words = group.slice(1, i + 2).filter((token) => listed.items.has(token.tokenType));
    const list = words.map((token) => token.image).join(", ");
    const oneTag =
      listed.noun === "tags" && item.tokenType === t.Identifier && next.tokenType === t.Identifier
        ? `, or \`${head.image} "${item.image} ${next.image}"\` for one tag of two words`
        : "";
    return {
      token: next,
      code: "RS1022",
      message: `expected \`,\` or \`and\` between ${listed.noun}, found ${quote(next.image)}; write \`${head.image} ${list}\`${oneTag}`,
    };
  }
  return undefined;
}

/** The scenario action verbs; the first spelling of each is its base form (`plays` → `play`). */
const ACTION_VERBS: ReadonlySet<TokenType> = new Set([
  t.Play,
  t.Activate,
  t.Pass,
  t.Concede,
  t.Move,
  t.Hide,
  t.Conquer,
  t.Hold,
  t.Answer,
]);

/**
 * `A plays "X" because cannotPay`: a reason says why an action must be refused, so it belongs to a
 * refusal step (`can't`); without one the step has ended before `because`.
 */
function becauseWithoutCant(group: readonly IToken[], at: number): SyntaxError | undefined {
  const found = group[at];
  const because =
    found?.tokenType === t.Because
      ? found
      : found?.tokenType === t.Comma && group[at + 1]?.tokenType === t.Because
        ? group[at + 1]!
        : undefined;
  if (because === undefined || group.slice(0, at).some((token) => token.tokenType === t.Cant)) {
    return undefined;
  }
  const reason = group[group.indexOf(because) + 1]?.image ?? "cannotPay";
  const [player, verb] = group;
  let example = `A can't play "Card", because ${reason}`;
  if (player && /^[a-z]$/i.test(player.image) && verb && ACTION_VERBS.has(verb.tokenType)) {
    const rest = group
      .slice(2, at)
      .map((token) => (token.tokenType === t.Comma ? "," : ` ${token.image}`))
      .join("");
    const base = t.keywordInfo(verb.tokenType)!.words[0]!;
    example = `${player.image.toUpperCase()} can't ${base}${rest}, because ${reason}`;
  }
  return {
    token: because,
    code: "RS1031",
    message: `\`because\` gives the reason an action is refused, so it follows only a \`can't\` step: write \`${example}\``,
  };
}
