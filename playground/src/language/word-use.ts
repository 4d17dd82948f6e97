/**
 * How a word is used where it is written, for the hover: the same keyword is an instruction in
 * `kill target unit`, an event in `when a unit is killed`, a card's keyword in `keywords Tank`
 * and a filter in `units with Tank`. The use is read from the grammar rules the word is read in:
 * from the parse of its declaration when that parses, else (a declaration being typed) from the
 * rules Chevrotain's content assist would read it in after the words before it.
 */
import type { CstNode, IToken } from "chevrotain";
import { keywordInfo, parser } from "../../../grammar/index.js";
import { declarationBounds, readingsAfterMistake } from "./completion.js";
import { USE_REMINDER_TEXTS } from "./reminder-texts.js";
import { tokensOf } from "./token-cache.js";

export interface WordUse {
  /** A short name of the use: "instruction", "event", "filter", … */
  label: string;
  /** What the word does there, in a sentence. */
  sentence: string;
  /** The grammar rules the word is read in, outermost first (for tests and the curious). */
  rules: readonly string[];
}

interface UseRule {
  label: string;
  sentence: string;
}

/**
 * The rules that name a use, checked from the innermost rule out: the first one found is the use.
 * Rules missing here (`domainName`, `flagKeyword`, `noun`) say what a word is, not what it does.
 */
const USES: Readonly<Record<string, UseRule>> = {
  // Characteristics of a card
  definitionHead: { label: "declaration", sentence: "Declares a card or token and its type." },
  costClause: { label: "cost", sentence: "Part of what playing the card costs (RULES G3)." },
  domainsClause: { label: "card's domain", sentence: "One of the card's domains (RULES G3)." },
  mightClause: { label: "characteristic", sentence: "The unit's printed Might." },
  tagsClause: { label: "card's tag", sentence: "One of the card's tags." },
  keywordsClause: {
    label: "card's keyword",
    sentence: "A game keyword the card has printed (RULES S4).",
  },
  // Abilities
  triggeredAbility: {
    label: "triggered ability",
    sentence: "Part of a triggered ability's head: it fires when its event happens (RULES E1).",
  },
  phaseTrigger: {
    label: "moment of the turn",
    sentence: "The moment of the turn a triggered ability fires at (RULES E1).",
  },
  replacementAbility: {
    label: "replacement",
    sentence: "Part of a replacement effect: the event it replaces never happens (RULES E2).",
  },
  damageIncrease: {
    label: "replacement",
    sentence: "How much damage its source deals instead of what it would deal (CR 370.1.b).",
  },
  activatedAbility: {
    label: "activated ability",
    sentence: "Part of an ability its controller activates by paying its cost.",
  },
  abilityCosts: { label: "ability cost", sentence: "Part of what activating the ability costs." },
  optionalCostAbility: {
    label: "optional cost",
    sentence: "An extra cost its controller may pay as the card is played.",
  },
  staticAbility: {
    label: "static ability",
    sentence: "Part of a static ability: it applies while its source is on the board.",
  },
  costChange: { label: "cost change", sentence: "Makes playing some cards cost more or less." },
  event: {
    label: "event",
    sentence: "The event a triggered ability waits for: it fires each time this happens.",
  },
  // Effects
  instruction: { label: "instruction", sentence: "What the effect does, as it resolves." },
  mode: { label: "mode", sentence: "One of the modes `choose` picks between." },
  modification: {
    label: "modification",
    sentence: "What the instruction gives or changes, for the duration it states.",
  },
  duration: { label: "duration", sentence: "How long the effect lasts (RULES E4)." },
  condition: {
    label: "condition",
    sentence: "A condition, checked as the effect resolves or the ability applies.",
  },
  binding: {
    label: "binding",
    sentence: "`as NAME` names the object for the later instructions of the same resolution.",
  },
  // References
  filter: {
    label: "filter",
    sentence: "Part of a filter: it narrows which objects the reference takes.",
  },
  objectRef: {
    label: "reference",
    sentence: "Says which objects the instruction acts on, and how they are chosen.",
  },
  playerSubject: { label: "player", sentence: "Says which player does this." },
  targetPlayer: {
    label: "target player",
    sentence: "A player chosen as a target as the card or ability is played (CR 355.9).",
  },
  eachPlayer: { label: "player", sentence: "Every such player, one after another in turn order." },
  // Scenarios
  setupBlock: {
    label: "scenario setup",
    sentence: "Part of the game the scenario starts from.",
  },
  scenarioPlayer: {
    label: "scenario player",
    sentence:
      "A player of the scenario, a letter in turn order: `A` goes first. A letter seats every letter before it (`D` makes a game of four).",
  },
  playerAction: {
    label: "scenario action",
    sentence: "An action the player takes, as the rules let them: the step fails if they refuse.",
  },
  answer: {
    label: "answer",
    sentence: "Answers a choice the action or its effect asks for.",
  },
  expectation: {
    label: "expectation",
    sentence: "A fact the game must hold at this step, or the scenario fails.",
  },
  step: { label: "scenario step", sentence: "A step of the scenario, run in order." },
  deckBody: { label: "deck list", sentence: "Part of a deck list." },
};

/** The clauses that write a characteristic, and what their opening word says. */
const CLAUSE_WORDS: Readonly<Record<string, string>> = {
  costClause: "Starts the card's cost: what playing it costs (RULES G3).",
  domainsClause: "Starts the card's domains (RULES G3).",
  mightClause: "The unit's printed Might.",
  tagsClause: "Starts the card's tags.",
  keywordsClause: "Starts the game keywords the card has printed (RULES S4).",
};

/** Rules whose every word reads as part of an event or filter, under names of their own. */
const SAME_AS: Readonly<Record<string, string>> = {
  playerEventVerb: "event",
  objectEventVerb: "event",
  eventSubjectPlace: "event",
  eventLocation: "event",
  filterPrefix: "filter",
  nounGroup: "filter",
  filterSuffix: "filter",
  controlSuffix: "filter",
  withQualifier: "filter",
  comparison: "filter",
  conditionAnd: "condition",
  conditionUnary: "condition",
  conditionAtom: "condition",
  modificationList: "modification",
  costExpression: "costClause",
  costTerm: "costClause",
  abilityCost: "abilityCosts",
  setupEntry: "setupBlock",
  playerSetup: "setupBlock",
  battlefieldSetup: "setupBlock",
  facedownSetup: "setupBlock",
  playerStep: "step",
  choice: "answer",
  selectorList: "answer",
  selector: "answer",
  expectStep: "expectation",
  playerExpectation: "expectation",
  chainExpectation: "expectation",
  eventExpectation: "expectation",
  isExpectation: "expectation",
  objectExpectation: "expectation",
  countedRef: "objectRef",
  allRef: "objectRef",
  deckEntry: "deckBody",
  deckCard: "deckBody",
  deckRunes: "deckBody",
};

/** The use named by the innermost rule of `rules` that names one. */
export function useOfRules(rules: readonly string[]): WordUse | undefined {
  for (let i = rules.length - 1; i >= 0; i--) {
    const rule = rules[i]!;
    if (rule.endsWith("Instruction") && rule !== "playerInstruction") {
      return { ...USES["instruction"]!, rules };
    }
    const use = USES[SAME_AS[rule] ?? rule];
    if (use) return { ...use, rules };
  }
  return undefined;
}

/** The rules from the CST's root down to the node holding `token`, or undefined if none does. */
function rulesTo(node: CstNode, token: IToken): string[] | undefined {
  for (const children of Object.values(node.children)) {
    for (const child of children) {
      if ("children" in child) {
        const below = rulesTo(child, token);
        if (below) return [node.name, ...below];
      } else if (child.startOffset === token.startOffset && child.tokenType === token.tokenType) {
        return [node.name];
      }
    }
  }
  return undefined;
}

/** The rules the word would be read in after the tokens before it (first path content assist finds). */
function rulesAfter(before: IToken[], token: IToken): string[] | undefined {
  try {
    const path = parser
      .computeContentAssist("declaration", before)
      .find(
        (p) =>
          p.nextTokenType === token.tokenType ||
          (token.tokenType.CATEGORIES ?? []).includes(p.nextTokenType),
      );
    return path ? [...path.ruleStack] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The rules the word would be read in after the tokens before it; when a line before it does not
 * read (a misspelt step), as if the declaration's body began at a later line, as completion does,
 * so one unreadable line does not leave the words after it with no use.
 */
function rulesAfterMistake(before: IToken[], token: IToken): string[] | undefined {
  const rules = rulesAfter(before, token);
  if (rules) return rules;
  const previous = before[before.length - 1];
  const ownLine = previous === undefined || previous.endLine! < token.startLine!;
  for (const reading of readingsAfterMistake(before, ownLine)) {
    const found = rulesAfter(reading, token);
    if (found) return found;
  }
  return undefined;
}

/**
 * The use of the word that starts at `offset`, or undefined where it has none the hover could
 * name (outside a declaration, or a word the grammar does not read there).
 */
export function wordUseAt(text: string, offset: number): WordUse | undefined {
  const tokens = tokensOf(text).tokens;
  const index = tokens.findIndex((token) => token.startOffset === offset);
  if (index < 0) return undefined;
  const token = tokens[index]!;
  const [start, end] = declarationBounds(tokens, index);
  const declaration = tokens.slice(start, end);
  parser.setRecovery(false);
  parser.input = declaration;
  const cst = parser.declaration();
  const parsed = parser.errors.length === 0 ? rulesTo(cst, token) : undefined;
  const rules = parsed ?? rulesAfterMistake(tokens.slice(start, index), token);
  if (!rules) return undefined;
  // The clause's own word (`cost`, `tags`) names the characteristic; its values are the uses.
  const clause = CLAUSE_WORDS[rules[rules.length - 1]!];
  if (clause && keywordInfo(token.tokenType)?.category === "characteristic") {
    return { label: "characteristic", sentence: clause, rules };
  }
  return useOfRules(rules);
}

/**
 * The hover's lines for a word: its use where it is written, then what it is when that says more
 * (`kill`, an instruction word, used as an event), then its reminder text. Undefined for a word
 * with neither a use nor a keyword's meaning.
 */
export function wordHoverLines(
  word: string,
  use: WordUse | undefined,
  keyword:
    { info: { name: string }; categoryLabel: string; reminder: string | undefined } | undefined,
): string[] | undefined {
  if (!use && !keyword) return undefined;
  if (!use) {
    const lines = [`**${word}** — ${keyword!.categoryLabel}`];
    if (keyword!.reminder) lines.push(keyword!.reminder);
    return lines;
  }
  // A scenario's `A` is spelled like the article `a`, but is no keyword there.
  const meaning = use.rules.at(-1) === "scenarioPlayer" ? undefined : keyword;
  const kind =
    meaning && meaning.categoryLabel !== use.label ? ` (keyword: ${meaning.categoryLabel})` : "";
  const lines = [`**${word}** — ${use.label}`, `${use.sentence}${kind}`];
  const reminder =
    meaning && (USE_REMINDER_TEXTS[meaning.info.name]?.[use.label] ?? meaning.reminder);
  if (reminder) lines.push(reminder);
  return lines;
}
