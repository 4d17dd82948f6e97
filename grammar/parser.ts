/**
 * The Riftscript grammar: one Chevrotain `CstParser`, built once at module load and reused by
 * setting `parser.input`. Error recovery is on, so one run reports every syntax error.
 *
 * Rules are small and named after the construct they recognise, because the CST-to-AST builder
 * dispatches on rule names and the syntax-error messages describe what was expected by rule.
 *
 * Valid declarations are read by the direct reader (`direct/`), which builds the same AST without
 * a CST; this parser reads the ones with mistakes, and serves completion and the railroad
 * diagrams. A change to a rule here needs the same change there (the gates are shared, in
 * `gates.ts`), with an example in `test/grammar/direct-parse.test.ts`: the test compares the two
 * only on inputs that use the changed rule.
 */
import {
  CstParser,
  NoViableAltException,
  getLookaheadPaths,
  type CstNode,
  type IOrAlt,
  type IParserErrorMessageProvider,
  type IRecognitionException,
  type IToken,
  type LookaheadSequence,
  type OrMethodOpts,
  type ParserMethod,
} from "chevrotain";
import {
  CARD_TYPE_TOKENS,
  COUNT_TOKENS,
  DESTINATION_WORDS,
  FILTER_WORDS,
  GAME_KEYWORDS,
  MODIFICATION_STARTS,
  NAME_TOKENS,
  cardsAhead,
  choiceAhead,
  costEndAhead,
  getsAhead,
  getsSubjectIsReference,
  mightBecomesAhead,
  thisKillsAhead,
  nameAloneAhead,
  bareGroupAhead,
  statusGroupAhead,
  thisBattlefieldAhead,
  atThisBattlefieldAhead,
  MOVE_GROUP_VERBS,
  restAhead,
  triggerClauseAhead,
  amongAfterVerb,
  dotJoinAhead,
  nextCostAhead,
  thenJoinAhead,
  keywordValueAhead,
  instructionAfterAnd,
  isLessOrMore,
  keywordWithText,
  bracketedTextAt,
  locationAhead,
  suffixAhead,
  countedPlayerAhead,
  mightFloorAhead,
  oneOrMoreAhead,
  timesAhead,
  type Lookahead,
} from "./gates.js";
import * as t from "./tokens.js";
import { syntaxErrorMessages } from "./syntax-errors.js";

type Rule = ParserMethod<[], CstNode>;

/** Chevrotain's members that raising a syntax error uses, which its typings keep to itself. */
interface ErrorPathMembers {
  getCurrRuleFullName(): string;
  SAVE_ERROR(error: IRecognitionException): IRecognitionException;
  errorMessageProvider: IParserErrorMessageProvider;
  maxLookahead: number;
}

/** The members Chevrotain's constructor sets according to `recoveryEnabled`. */
const RECOVERY_MEMBERS = [
  "recoveryEnabled",
  "attemptInRepetitionRecovery",
  "setNodeLocationFromToken",
  "setNodeLocationFromNode",
  "cstPostRule",
  "setInitialNodeLocation",
] as const;

class RiftParser extends CstParser {
  /**
   * Each `OR`'s alternatives, built on its first call and reused. Building the array of
   * alternatives afresh on every call (the plain Chevrotain idiom) allocated dozens of objects per
   * instruction, and the garbage collector's share of parse time with it.
   */
  private readonly alts: (IOrAlt<unknown>[] | OrMethodOpts<unknown>)[] = [];

  /**
   * `as NAME` binds a name, but `as you play this` starts the next ability (an optional cost), so
   * `as` followed by `you` is never a binding.
   */
  private readonly bindingAhead = (): boolean => this.LA(2).tokenType !== t.You;

  /** The tokens ahead, as the gates shared with the direct reader read them (`gates.ts`). */
  private readonly ahead: Lookahead = {
    la: (i) => this.LA(i).tokenType,
    image: (i) => this.LA(i).image,
  };
  private readonly locationAhead = (): boolean => locationAhead(this.ahead);
  private readonly nameAloneAhead = (): boolean => nameAloneAhead(this.ahead);
  private readonly bareGroupAhead = (): boolean => bareGroupAhead(this.ahead);
  private readonly statusGroupAhead = (): boolean => statusGroupAhead(this.ahead);
  private readonly movedGroupAhead = (): boolean =>
    MOVE_GROUP_VERBS.has(this.LA(0).tokenType) && bareGroupAhead(this.ahead);
  private readonly prefixAhead = (): boolean => !nameAloneAhead(this.ahead);
  /** `put one` or `put up to two` just read, a destination next: `put one into your hand`. */
  private readonly bareChoiceRead = (): boolean => {
    if (!DESTINATION_WORDS.has(this.LA(1).tokenType)) return false;
    if (!COUNT_TOKENS.has(this.LA(0).tokenType)) return false;
    const before = this.LA(-1).tokenType;
    if (before === t.Put) return true;
    return before === t.To && this.LA(-2).tokenType === t.Up && this.LA(-3).tokenType === t.Put;
  };
  private readonly costObjectAhead = (): boolean => !costEndAhead(this.ahead);
  private readonly cardsAhead = (): boolean => cardsAhead(this.ahead);
  private readonly choiceAhead = (): boolean => choiceAhead(this.ahead);
  private readonly suffixAhead = (): boolean => suffixAhead(this.ahead);
  private readonly countedPlayerAhead = (): boolean => countedPlayerAhead(this.ahead);
  private readonly mightFloorAhead = (): boolean => mightFloorAhead(this.ahead);
  private readonly oneOrMoreAhead = (): boolean => oneOrMoreAhead(this.ahead);
  private readonly instructionAfterAnd = (): boolean => instructionAfterAnd(this.ahead);
  private readonly getsAhead = (): boolean => getsAhead(this.ahead);
  private readonly getsSubjectIsReference = (): boolean => getsSubjectIsReference(this.ahead);
  private readonly triggerClauseAhead = (): boolean => triggerClauseAhead(this.ahead);
  private readonly joinAhead = (): boolean =>
    this.LA(1).tokenType === t.Semicolon ||
    thenJoinAhead(this.ahead) ||
    dotJoinAhead(this.ahead) ||
    instructionAfterAnd(this.ahead);

  /**
   * `validate`: check the grammar for ambiguities and the like while building. That takes about a
   * quarter of the time to build the parser, which every `rift` command and the playground pay at
   * start-up, so the one shared instance skips it and a test builds one with the checks.
   */
  constructor({ validate = false }: { validate?: boolean } = {}) {
    super(t.allTokens, {
      recoveryEnabled: true,
      maxLookahead: 4,
      skipValidations: !validate,
      // Offsets only: the AST builder works lines and columns out from them (see `line-map.ts`).
      nodeLocationTracking: "onlyOffset",
      errorMessageProvider: syntaxErrorMessages,
    });
    this.performSelfAnalysis();
    const self = this as unknown as Record<string, unknown>;
    for (const member of RECOVERY_MEMBERS) this.withRecovery[member] = self[member];
    const regularPostRule = self.cstPostRuleOnlyOffset;
    const regularInitialLocation = self.setInitialNodeLocationOnlyOffsetRegular;
    if (typeof regularPostRule === "function" && typeof regularInitialLocation === "function") {
      const noop = (): void => {};
      this.withoutRecovery = {
        recoveryEnabled: false,
        attemptInRepetitionRecovery: noop,
        setNodeLocationFromToken: noop,
        setNodeLocationFromNode: noop,
        cstPostRule: regularPostRule,
        setInitialNodeLocation: regularInitialLocation,
      };
    }
  }

  private readonly withRecovery: Record<string, unknown> = {};
  private withoutRecovery: Record<string, unknown> | undefined;

  /**
   * Error recovery on (the default) or off for the following parses. With recovery on, Chevrotain
   * works out follow sets at the end of every repetition, even in valid text; off, a valid file
   * parses about twice as fast. `parseFile` parses with it off and reads a declaration again with
   * it on only when the first reading found an error. Chevrotain chooses these members in its
   * constructor and has no switch for them, so this sets what the constructor would have set;
   * should a Chevrotain version lack them, recovery simply stays on.
   */
  setRecovery(on: boolean): void {
    const members = on ? this.withRecovery : this.withoutRecovery;
    // `parseFile` asks for it once per declaration, nearly always to leave it as it is.
    const current = (this as unknown as Record<string, unknown>).recoveryEnabled;
    if (!members || current === members.recoveryEnabled) return;
    Object.assign(this, members);
  }

  /** Each alternation's first tokens, by rule and occurrence, as an error message reads them. */
  private readonly firstsOfAlternation = new Map<string, LookaheadSequence[]>();

  /**
   * The token sequences that start each alternative of a rule's `OR` (occurrence `occurrence`),
   * one token deep, worked out on the first error there and kept. What the syntax errors read
   * of them is the first token of each (`syntax-errors.ts`); one token deep gives the same first
   * tokens as the parser's own four (grammar35-lookahead.test.ts compares every alternation).
   */
  alternativesAt(ruleName: string, occurrence: number): LookaheadSequence[] {
    const key = `${ruleName}#${occurrence}`;
    let paths = this.firstsOfAlternation.get(key);
    if (paths === undefined) {
      const rule = this.getGAstProductions()[ruleName];
      paths =
        rule === undefined
          ? []
          : getLookaheadPaths({ occurrence, rule, prodType: "Alternation", maxLookahead: 1 });
      this.firstsOfAlternation.set(key, paths);
    }
    return paths;
  }

  /**
   * "No alternative fits" at an `OR`. Chevrotain's own works out every alternative's token
   * sequences four tokens deep on each error, to describe it — 3,136 sequences at `play`'s
   * alternation, a tenth of a second per error, paid at every keystroke of a half-written `play`
   * line in the playground — where the message reads only their first tokens. This builds the
   * same message from `alternativesAt`. Called by Chevrotain in place of its own, which its
   * typings do not show; the members used here are Chevrotain's (version 11).
   */
  raiseNoAltException(occurrence: number, errMsgTypes: string | undefined): never {
    const self = this as unknown as ErrorPathMembers;
    const ruleName = self.getCurrRuleFullName();
    const actual: IToken[] = [];
    for (let i = 1; i <= self.maxLookahead; i++) actual.push(this.LA(i));
    const previous = this.LA(0);
    const message = self.errorMessageProvider.buildNoViableAltMessage({
      expectedPathsPerAlt: this.alternativesAt(ruleName, occurrence),
      actual,
      previous,
      customUserDescription: errMsgTypes ?? "",
      ruleName,
    });
    throw self.SAVE_ERROR(new NoViableAltException(message, this.LA(1), previous));
  }

  // -------------------------------------------------------------------------------------------
  // File and declarations
  // -------------------------------------------------------------------------------------------

  file: Rule = this.RULE("file", () => {
    this.MANY(() => {
      this.OR(
        (this.alts[1] ??= [
          { ALT: () => this.SUBRULE(this.useDeclaration) },
          { ALT: () => this.SUBRULE(this.declaration) },
        ]),
      );
    });
  });

  useDeclaration: Rule = this.RULE("useDeclaration", () => {
    this.CONSUME(t.Use);
    this.CONSUME(t.AnyString);
  });

  declaration: Rule = this.RULE("declaration", () => {
    this.OR(
      (this.alts[2] ??= [
        { ALT: () => this.SUBRULE(this.definition) },
        { ALT: () => this.SUBRULE(this.scenario) },
        { ALT: () => this.SUBRULE(this.deck) },
      ]),
    );
  });

  // Declarations are a head and a body in braces. After a syntax error, the body is read again
  // one line-group at a time (see `parse-file.ts`), which is why heads and bodies are rules.

  definition: Rule = this.RULE("definition", () => {
    this.SUBRULE(this.definitionHead);
    this.CONSUME(t.LCurly);
    this.SUBRULE(this.definitionBody);
    this.CONSUME(t.RCurly);
  });

  definitionHead: Rule = this.RULE("definitionHead", () => {
    this.OR(
      (this.alts[3] ??= [
        { ALT: () => this.CONSUME(t.CardKw) },
        { ALT: () => this.CONSUME(t.TokenKw) },
      ]),
    );
    this.SUBRULE(this.cardType);
    this.SUBRULE(this.name);
  });

  definitionBody: Rule = this.RULE("definitionBody", () => {
    this.MANY(() => this.SUBRULE(this.clause));
  });

  cardType: Rule = this.RULE("cardType", () => {
    this.OR(
      (this.alts[4] ??= [
        { ALT: () => this.CONSUME(t.Unit) },
        { ALT: () => this.CONSUME(t.Gear) },
        { ALT: () => this.CONSUME(t.Spell) },
        { ALT: () => this.CONSUME(t.Rune) },
        { ALT: () => this.CONSUME(t.Legend) },
        { ALT: () => this.CONSUME(t.Battlefield) },
      ]),
    );
  });

  /** A quoted string or a bare word. */
  name: Rule = this.RULE("name", () => {
    this.OR(
      (this.alts[5] ??= [
        { ALT: () => this.CONSUME(t.AnyString) },
        { ALT: () => this.CONSUME(t.Identifier) },
      ]),
    );
  });

  clause: Rule = this.RULE("clause", () => {
    this.OR(
      (this.alts[6] ??= [
        { ALT: () => this.SUBRULE(this.costClause) },
        { ALT: () => this.SUBRULE(this.domainsClause) },
        { ALT: () => this.SUBRULE(this.mightClause) },
        { ALT: () => this.SUBRULE(this.tagsClause) },
        { ALT: () => this.SUBRULE(this.keywordsClause) },
        { ALT: () => this.SUBRULE(this.bracketedKeywords) },
        { ALT: () => this.SUBRULE(this.ability) },
      ]),
    );
  });

  // -------------------------------------------------------------------------------------------
  // Characteristics
  // -------------------------------------------------------------------------------------------

  costClause: Rule = this.RULE("costClause", () => {
    this.CONSUME(t.CostKw);
    this.SUBRULE(this.costExpression);
  });

  domainsClause: Rule = this.RULE("domainsClause", () => {
    this.CONSUME(t.DomainKw);
    this.SUBRULE(this.domainName);
    this.MANY(() => {
      // `domains Calm, Body and Mind`: the last may follow `and`.
      this.SUBRULE(this.listSeparator);
      this.SUBRULE2(this.domainName);
    });
  });

  /** Between the items of a characteristic's list: `,`, or `and` (`tags Bird and Cat`). */
  listSeparator: Rule = this.RULE("listSeparator", () => {
    this.OR(
      (this.alts[139] ??= [
        { ALT: () => this.CONSUME(t.Comma) },
        { ALT: () => this.CONSUME(t.And) },
      ]),
    );
  });

  mightClause: Rule = this.RULE("mightClause", () => {
    this.CONSUME(t.Might);
    this.CONSUME(t.Integer);
  });

  tagsClause: Rule = this.RULE("tagsClause", () => {
    this.CONSUME(t.TagKw);
    this.SUBRULE(this.name);
    this.MANY(() => {
      // `domains Calm, Body and Mind`: the last may follow `and`.
      this.SUBRULE(this.listSeparator);
      this.SUBRULE2(this.name);
    });
  });

  keywordsClause: Rule = this.RULE("keywordsClause", () => {
    this.CONSUME(t.KeywordKw);
    this.SUBRULE(this.keywordEntry);
    this.MANY(() => {
      // `domains Calm, Body and Mind`: the last may follow `and`.
      this.SUBRULE(this.listSeparator);
      this.SUBRULE2(this.keywordEntry);
    });
  });

  /** `[Tank]`, `[Assault 2] [Ganking]`, `[Tank], [Shield]`: keywords as printed cards show them. */
  bracketedKeywords: Rule = this.RULE("bracketedKeywords", () => {
    this.SUBRULE(this.bracketedKeyword);
    // `[Deathknell] — draw 1`: a keyword with text of its own, its text after a dash as printed
    // (CR 808, 812). The builder makes it the ability `Deathknell — draw 1` is.
    let text = false;
    this.OPTION2({
      GATE: () => bracketedTextAt(this.ahead, -2),
      DEF: () => {
        text = true;
        this.OR(
          (this.alts[209] ??= [
            { ALT: () => this.CONSUME(t.EmDash) },
            { ALT: () => this.CONSUME(t.Minus) },
            { ALT: () => this.CONSUME(t.Colon) },
          ]),
        );
        this.SUBRULE(this.effect);
        this.OPTION3(() => this.CONSUME(t.Dot));
      },
    });
    this.MANY({
      GATE: () => !text,
      DEF: () => {
        this.OPTION(() => this.CONSUME(t.Comma));
        this.SUBRULE2(this.bracketedKeyword);
      },
    });
  });

  bracketedKeyword: Rule = this.RULE("bracketedKeyword", () => {
    this.CONSUME(t.LBracket);
    this.SUBRULE(this.keywordEntry);
    this.CONSUME(t.RBracket);
  });

  /** `Tank`, `Deflect 2`, `Flow 1 + 1 Mind`. */
  keywordEntry: Rule = this.RULE("keywordEntry", () => {
    this.OR(
      (this.alts[7] ??= [
        {
          ALT: () => {
            this.SUBRULE(this.valuedKeyword);
            this.OPTION({
              GATE: () => keywordValueAhead(this.ahead),
              DEF: () => this.CONSUME(t.Integer),
            });
          },
        },
        {
          ALT: () => {
            this.SUBRULE(this.costedKeyword);
            this.SUBRULE(this.costExpression);
          },
        },
        { ALT: () => this.SUBRULE(this.flagKeyword) },
      ]),
    );
  });

  valuedKeyword: Rule = this.RULE("valuedKeyword", () => {
    this.OR(
      (this.alts[8] ??= [
        { ALT: () => this.CONSUME(t.Deflect) },
        { ALT: () => this.CONSUME(t.Assault) },
        { ALT: () => this.CONSUME(t.Shield) },
      ]),
    );
  });

  costedKeyword: Rule = this.RULE("costedKeyword", () => {
    this.OR(
      (this.alts[9] ??= [
        { ALT: () => this.CONSUME(t.Flow) },
        { ALT: () => this.CONSUME(t.RepeatKw) },
      ]),
    );
  });

  flagKeyword: Rule = this.RULE("flagKeyword", () => {
    this.OR(
      (this.alts[10] ??= [
        { ALT: () => this.CONSUME(t.Hidden) },
        { ALT: () => this.CONSUME(t.Accelerate) },
        { ALT: () => this.CONSUME(t.ActionKw) },
        { ALT: () => this.CONSUME(t.ReactionKw) },
        { ALT: () => this.CONSUME(t.Tank) },
        { ALT: () => this.CONSUME(t.Backline) },
        { ALT: () => this.CONSUME(t.Ganking) },
        { ALT: () => this.CONSUME(t.Legion) },
        { ALT: () => this.CONSUME(t.Temporary) },
        { ALT: () => this.CONSUME(t.Deathknell) },
      ]),
    );
  });

  domainName: Rule = this.RULE("domainName", () => {
    this.OR(
      (this.alts[11] ??= [
        { ALT: () => this.CONSUME(t.Fury) },
        { ALT: () => this.CONSUME(t.Calm) },
        { ALT: () => this.CONSUME(t.Mind) },
        { ALT: () => this.CONSUME(t.Body) },
        { ALT: () => this.CONSUME(t.Chaos) },
        { ALT: () => this.CONSUME(t.Order) },
      ]),
    );
  });

  /** RULES G3: `2`, `1 Fury`, `2 + 1 Fury + 1 power of any domain`. */
  costExpression: Rule = this.RULE("costExpression", () => {
    this.SUBRULE(this.costTerm);
    this.MANY(() => {
      this.CONSUME(t.Plus);
      this.SUBRULE2(this.costTerm);
    });
  });

  /** A number and its unit; or `power` alone, one power of any domain, as the card's symbol reads. */
  costTerm: Rule = this.RULE("costTerm", () => {
    this.OR2(
      (this.alts[155] ??= [
        {
          ALT: () => {
            this.CONSUME(t.Integer);
            this.OPTION(() => {
              this.OR(
                (this.alts[12] ??= [
                  { ALT: () => this.CONSUME(t.Energy) },
                  {
                    ALT: () => {
                      this.SUBRULE(this.domainName);
                      this.OPTION2(() => this.CONSUME(t.Power));
                    },
                  },
                  {
                    ALT: () => {
                      this.CONSUME2(t.Power);
                      this.SUBRULE(this.ofAnyDomain);
                    },
                  },
                ]),
              );
            });
          },
        },
        {
          ALT: () => {
            this.CONSUME3(t.Power);
            this.SUBRULE2(this.ofAnyDomain);
          },
        },
      ]),
    );
  });

  /** The optional `of any domain` after `power`. */
  ofAnyDomain: Rule = this.RULE("ofAnyDomain", () => {
    this.OPTION(() => {
      this.CONSUME(t.Of);
      this.CONSUME(t.Any);
      this.CONSUME(t.DomainKw);
    });
  });

  // -------------------------------------------------------------------------------------------
  // Abilities
  // -------------------------------------------------------------------------------------------

  ability: Rule = this.RULE("ability", () => {
    // CR 385.2: `while this is in your trash, …` names where the ability functions; `while this
    // is damaged, …` is a static ability's condition.
    this.OPTION2({
      GATE: () => this.LA(4).tokenType === t.In,
      DEF: () => this.SUBRULE(this.functionZone),
    });
    this.OR(
      (this.alts[13] ??= [
        { ALT: () => this.SUBRULE(this.spellEffectAbility) },
        { ALT: () => this.SUBRULE(this.triggeredAbility) },
        { ALT: () => this.SUBRULE(this.keywordAbility) },
        { ALT: () => this.SUBRULE(this.activatedAbility) },
        { ALT: () => this.SUBRULE(this.replacementAbility) },
        { ALT: () => this.SUBRULE(this.optionalCostAbility) },
        { ALT: () => this.SUBRULE(this.staticAbility) },
      ]),
    );
    // An ability may end with a full stop, as card text does.
    this.OPTION(() => this.CONSUME(t.Dot));
  });

  /** `while this is in your trash,` */
  functionZone: Rule = this.RULE("functionZone", () => {
    this.CONSUME(t.While);
    this.CONSUME(t.This);
    this.CONSUME(t.Is);
    this.CONSUME(t.In);
    this.SUBRULE(this.ownerPhrase);
    this.SUBRULE(this.zoneNoun);
    this.CONSUME(t.Comma);
  });

  spellEffectAbility: Rule = this.RULE("spellEffectAbility", () => {
    this.CONSUME(t.EffectKw);
    this.CONSUME(t.Colon);
    this.SUBRULE(this.effect);
  });

  triggeredAbility: Rule = this.RULE("triggeredAbility", () => {
    this.OR(
      (this.alts[14] ??= [
        {
          ALT: () => {
            this.CONSUME(t.When);
            this.SUBRULE(this.event);
          },
        },
        { ALT: () => this.SUBRULE(this.phaseTrigger) },
        {
          // CR 383.1: "the [Nth] time" an event happens each turn.
          ALT: () => {
            this.CONSUME(t.The);
            // An ordinal, `second`: a name the AST builder checks (RS1043).
            this.CONSUME(t.Identifier);
            this.CONSUME(t.Time);
            this.SUBRULE2(this.event);
            this.CONSUME2(t.Each);
            this.CONSUME2(t.Turn);
          },
        },
      ]),
    );
    this.MANY({
      GATE: this.triggerClauseAhead,
      DEF: () => {
        this.CONSUME(t.Comma);
        this.OR2(
          (this.alts[15] ??= [
            {
              ALT: () => {
                this.CONSUME(t.If);
                this.SUBRULE(this.condition);
              },
            },
            {
              ALT: () => {
                this.CONSUME(t.Once);
                this.CONSUME(t.Each);
                this.CONSUME(t.Turn);
              },
            },
          ]),
        );
      },
    });
    // Printed text ends the trigger with a comma: `at the start of your turn, draw 1`.
    this.OR3(
      (this.alts[197] ??= [
        { ALT: () => this.CONSUME(t.Colon) },
        { ALT: () => this.CONSUME2(t.Comma) },
      ]),
    );
    this.SUBRULE(this.effect);
  });

  /**
   * `at the start of your turn`, `at the end of each turn`, `at the start of your main phase`;
   * in a delayed trigger, `at the end of this turn`, `at the start of your next turn`, `at the
   * start of the next turn` (RULES E4). Both read the same words, so that one written where the
   * other belongs is reported by the checker (RS2073) rather than as a bare syntax error.
   */
  phaseTrigger: Rule = this.RULE("phaseTrigger", () => {
    this.CONSUME(t.At);
    this.OPTION(() => this.CONSUME(t.The));
    this.OR(
      (this.alts[16] ??= [
        { ALT: () => this.CONSUME(t.Start) },
        { ALT: () => this.CONSUME(t.End) },
      ]),
    );
    this.CONSUME(t.Of);
    this.OR5(
      (this.alts[173] ??= [
        {
          // CR 464.2.b, 466.7.b: `at the start of combat here`, `at the end of combat`.
          ALT: () => {
            this.CONSUME(t.Combat);
            this.OPTION5(() => this.SUBRULE(this.eventLocation));
          },
        },
        {
          ALT: () => {
            this.OR2(
              (this.alts[17] ??= [
                {
                  ALT: () => {
                    this.CONSUME(t.Your);
                    this.OPTION2(() => this.CONSUME(t.Next));
                  },
                },
                { ALT: () => this.CONSUME(t.Each) },
                { ALT: () => this.CONSUME(t.This) },
                {
                  ALT: () => {
                    this.CONSUME(t.An);
                    this.CONSUME(t.Opponent);
                    this.CONSUME(t.Possessive);
                    this.OPTION3(() => this.CONSUME3(t.Next));
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME2(t.The);
                    this.OR3(
                      (this.alts[18] ??= [
                        { ALT: () => this.CONSUME2(t.Next) },
                        {
                          ALT: () => {
                            this.CONSUME2(t.Opponent);
                            this.CONSUME2(t.Possessive);
                            this.OPTION4(() => this.CONSUME4(t.Next));
                          },
                        },
                      ]),
                    );
                  },
                },
              ]),
            );
            this.OR4(
              (this.alts[19] ??= [
                { ALT: () => this.CONSUME(t.Turn) },
                {
                  ALT: () => {
                    this.SUBRULE(this.phaseName);
                    this.CONSUME(t.PhaseKw);
                  },
                },
              ]),
            );
          },
        },
      ]),
    );
  });

  /**
   * A keyword with its own text (`deathknell: draw 1`), or an activated ability timed by a
   * keyword (`reaction — kill this, exhaust this: add 1 power of any domain`). Both start with
   * the keyword, so one rule reads them and the dash tells them apart.
   */
  keywordAbility: Rule = this.RULE("keywordAbility", () => {
    this.SUBRULE(this.flagKeyword);
    this.OR(
      (this.alts[20] ??= {
        // The keyword just read decides: a keyword with its own text takes a dash as printed
        // cards write it (`Deathknell — draw 1`); any other one, a dash times an activated ability.
        // The gates decide on the dash alone, so a wrong cost is still reported as one.
        IGNORE_AMBIGUITIES: true,
        MAX_LOOKAHEAD: 1,
        DEF: [
          { ALT: () => this.CONSUME(t.Colon) },
          {
            GATE: () => keywordWithText(this.LA(0).tokenType),
            ALT: () =>
              this.OR3(
                (this.alts[235] ??= [
                  { ALT: () => this.CONSUME2(t.EmDash) },
                  { ALT: () => this.CONSUME2(t.Minus) },
                ]),
              ),
          },
          {
            GATE: () => !keywordWithText(this.LA(0).tokenType),
            ALT: () => {
              this.OR2(
                (this.alts[21] ??= [
                  { ALT: () => this.CONSUME(t.EmDash) },
                  { ALT: () => this.CONSUME(t.Minus) },
                ]),
              );
              this.SUBRULE(this.abilityCosts);
              this.CONSUME2(t.Colon);
            },
          },
        ],
      }),
    );
    this.SUBRULE(this.effect);
  });

  /** `kill this, exhaust this: add 1 power of any domain` */
  activatedAbility: Rule = this.RULE("activatedAbility", () => {
    this.SUBRULE(this.abilityCosts);
    this.CONSUME(t.Colon);
    this.SUBRULE(this.effect);
  });

  abilityCosts: Rule = this.RULE("abilityCosts", () => {
    this.SUBRULE(this.abilityCost);
    this.MANY(() => {
      this.CONSUME(t.Comma);
      this.SUBRULE2(this.abilityCost);
    });
  });

  abilityCost: Rule = this.RULE("abilityCost", () => {
    this.OR(
      (this.alts[22] ??= [
        {
          ALT: () => {
            this.CONSUME(t.Exhaust);
            // `Exhaust: draw 1`, as printed cards write the exhaust symbol: this is exhausted.
            this.OPTION2({ GATE: this.costObjectAhead, DEF: () => this.SUBRULE(this.objectRef) });
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Kill);
            this.SUBRULE2(this.objectRef);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Pay);
            this.SUBRULE(this.costExpression);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Discard);
            this.SUBRULE(this.discardCount);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Recycle);
            this.OPTION(() => this.CONSUME(t.Integer));
          },
        },
        { ALT: () => this.SUBRULE(this.spendBuffCost) },
        // `1, exhaust this: draw 1`: a cost alone is paid, as card text prints its symbols.
        { ALT: () => this.SUBRULE2(this.costExpression) },
      ]),
    );
  });

  /**
   * CR 702.2.b: `spend this's buff` (the source's own) or `spend a buff` (of a unit its payer
   * controls, CR 702.2.b.2).
   */
  spendBuffCost: Rule = this.RULE("spendBuffCost", () => {
    this.CONSUME(t.Spend);
    this.OR(
      (this.alts[211] ??= [
        {
          ALT: () => {
            this.CONSUME(t.This);
            this.CONSUME(t.Possessive);
          },
        },
        // `spend my buff`, as card text words it (CR 053.1).
        { ALT: () => this.CONSUME(t.My) },
        { ALT: () => this.CONSUME(t.A) },
      ]),
    );
    this.CONSUME(t.Buff);
  });

  /** `if this would die, return it to its owner's hand instead` */
  /**
   * `[once each turn,] if this would die, … instead` (CR 371: the limit leads, as cards print it),
   * `[once each turn,] prevent 2 [combat] damage that would be dealt to this`, or a replacement of
   * the damage an object deals or is dealt: `if this would deal damage, it deals that much +1
   * instead`, `if this would be dealt damage, it's dealt that much -1 instead`, `double the
   * [combat] damage a friendly unit would deal` (CR 417.6, 370.1.b).
   */
  replacementAbility: Rule = this.RULE("replacementAbility", () => {
    this.OPTION(() => {
      this.CONSUME(t.Once);
      this.CONSUME(t.Each);
      this.CONSUME(t.Turn);
      this.CONSUME2(t.Comma);
    });
    this.OR(
      (this.alts[148] ??= [
        {
          ALT: () => {
            this.CONSUME(t.If);
            this.SUBRULE(this.event);
            this.CONSUME(t.Comma);
            this.SUBRULE(this.replacingEffect);
            this.CONSUME(t.Instead);
          },
        },
        {
          // `double the damage a friendly unit would deal`: as `if a friendly unit would deal
          // damage, it deals double that much instead`.
          ALT: () => {
            this.CONSUME(t.Double);
            this.CONSUME(t.The);
            this.OPTION3(() => this.CONSUME2(t.Combat));
            this.CONSUME2(t.Damage);
            this.SUBRULE2(this.objectRef);
            this.CONSUME2(t.Would);
            this.CONSUME2(t.Deal);
          },
        },
        {
          // CR 369.2: preventing damage is a replacement effect.
          ALT: () => {
            this.CONSUME(t.Prevent);
            this.OR2(
              (this.alts[149] ??= [
                { ALT: () => this.CONSUME(t.Integer) },
                { ALT: () => this.CONSUME(t.All) },
              ]),
            );
            // CR 417.6.c: `combat damage` is the damage combat deals, not a spell's or an ability's.
            this.OPTION2(() => this.CONSUME(t.Combat));
            this.CONSUME(t.Damage);
            this.CONSUME(t.That);
            this.CONSUME(t.Would);
            this.CONSUME(t.Is);
            this.CONSUME(t.Deal);
            this.CONSUME(t.To);
            this.SUBRULE(this.objectRef);
          },
        },
      ]),
    );
  });

  /**
   * What happens instead: instructions, or how much the damage an object deals becomes (`it deals
   * that much +1`). A rule of its own, so that a syntax error here expects an instruction.
   */
  replacingEffect: Rule = this.RULE("replacingEffect", () => {
    this.OR(
      (this.alts[212] ??= [
        { ALT: () => this.SUBRULE(this.damageIncrease) },
        { ALT: () => this.SUBRULE(this.effect) },
      ]),
    );
  });

  /**
   * `it deals that much +1`, `it deals double that much`: what a damage its source deals becomes;
   * `it's dealt that much -1`: what the damage dealt to the object becomes (CR 370.1.b).
   */
  damageIncrease: Rule = this.RULE("damageIncrease", () => {
    this.CONSUME(t.It);
    this.OPTION(() => this.CONSUME(t.Possessive));
    this.CONSUME(t.Deal);
    this.OR(
      (this.alts[213] ??= [
        {
          ALT: () => {
            this.CONSUME(t.That);
            this.CONSUME(t.Much);
            this.OR2(
              (this.alts[229] ??= [
                { ALT: () => this.CONSUME(t.Plus) },
                { ALT: () => this.CONSUME(t.Minus) },
              ]),
            );
            this.CONSUME(t.Integer);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Double);
            this.CONSUME2(t.That);
            this.CONSUME2(t.Much);
          },
        },
      ]),
    );
  });

  /** `as you play this, [you may] kill a friendly unit[: …]` */
  optionalCostAbility: Rule = this.RULE("optionalCostAbility", () => {
    this.CONSUME(t.As);
    this.CONSUME(t.You);
    this.CONSUME(t.Play);
    this.CONSUME(t.This);
    this.CONSUME(t.Comma);
    this.OPTION(() => {
      this.CONSUME2(t.You);
      this.CONSUME(t.May);
    });
    this.SUBRULE(this.abilityCosts);
    this.OPTION2(() => {
      this.CONSUME(t.Colon);
      this.SUBRULE(this.effect);
    });
  });

  /** `[while …,] units here with tag Bird get +1 might` */
  staticAbility: Rule = this.RULE("staticAbility", () => {
    this.OPTION(() => {
      this.CONSUME(t.While);
      this.SUBRULE(this.condition);
      this.CONSUME(t.Comma);
    });
    this.OR(
      (this.alts[23] ??= [
        { ALT: () => this.CONSUME(t.This) },
        {
          ALT: () => {
            // `each other friendly unit here has Tank`, `all units here get +1 might`: as the
            // objects of an instruction may be written, every object the filter matches.
            this.OPTION4(() =>
              this.OR2(
                (this.alts[237] ??= [
                  { ALT: () => this.CONSUME(t.Each) },
                  { ALT: () => this.CONSUME(t.All) },
                ]),
              ),
            );
            this.SUBRULE(this.filter);
          },
        },
      ]),
    );
    this.SUBRULE(this.staticPredicate);
    // The condition as card text often puts it, after: `this gets +2 might while it is damaged`;
    // but not `while …, …` starting the next ability, nor `while this is in your trash, …`.
    this.OPTION2({
      GATE: () =>
        this.LA(1).tokenType === t.While &&
        this.LA(4).tokenType !== t.In &&
        !this.leadingWhileAhead(),
      DEF: () => {
        this.CONSUME2(t.While);
        this.SUBRULE2(this.condition);
      },
    });
    // `this costs 2 less if you control a Recruit token`, as printed text words the condition:
    // `while`. Not `if this would die, …` (a replacement) nor `if …, …` opening the next line.
    this.OPTION3({
      GATE: () => this.LA(1).tokenType === t.If && this.trailingIfAhead(),
      DEF: () => {
        this.CONSUME(t.If);
        this.SUBRULE3(this.condition);
      },
    });
  });

  /** `if <condition>`: only looked for (by backtracking), for a static's trailing condition. */
  ifCondition: Rule = this.RULE("ifCondition", () => {
    this.CONSUME(t.If);
    this.SUBRULE(this.condition);
  });

  /** `if <condition>,`: the start of another ability, which a static's condition is not. */
  leadingIf: Rule = this.RULE("leadingIf", () => {
    this.SUBRULE(this.ifCondition);
    this.CONSUME(t.Comma);
  });

  private readonly ifConditionAhead = this.BACKTRACK(this.ifCondition);
  private readonly leadingIfAhead = this.BACKTRACK(this.leadingIf);
  private readonly trailingIfAhead = (): boolean =>
    this.ifConditionAhead() && !this.leadingIfAhead();

  /** `while …,`: only looked for (by backtracking), to tell a leading condition from a trailing one. */
  leadingWhile: Rule = this.RULE("leadingWhile", () => {
    this.CONSUME(t.While);
    this.SUBRULE(this.condition);
    this.CONSUME(t.Comma);
  });

  private readonly leadingWhileAhead = this.BACKTRACK(this.leadingWhile);

  staticPredicate: Rule = this.RULE("staticPredicate", () => {
    this.OR(
      (this.alts[24] ??= [
        {
          ALT: () => {
            this.OR2(
              (this.alts[25] ??= [
                { ALT: () => this.CONSUME(t.Get) },
                { ALT: () => this.CONSUME(t.Have) },
                { ALT: () => this.CONSUME(t.Gain) },
              ]),
            );
            this.SUBRULE(this.modificationList);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Enter);
            this.CONSUME(t.Ready);
          },
        },
        {
          // `this may be played to an open battlefield` (CR 355.2, 190.3.a.1).
          ALT: () => {
            this.CONSUME9(t.May);
            this.CONSUME9(t.Is);
            this.CONSUME9(t.Play);
            this.CONSUME9(t.To);
            this.CONSUME9(t.An);
            this.CONSUME9(t.Open);
            this.CONSUME9(t.Battlefield);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Cant);
            this.OR3(
              (this.alts[26] ??= [
                { ALT: () => this.CONSUME(t.Move) },
                // CR 464.2.c.3: the designation it never gains (`forbiddenRole`).
                { ALT: () => this.CONSUME(t.Attack) },
                { ALT: () => this.CONSUME(t.Defend) },
                {
                  ALT: () => {
                    this.CONSUME(t.Is);
                    this.OR4(
                      (this.alts[203] ??= [
                        {
                          ALT: () => {
                            this.CONSUME(t.Target);
                            this.OPTION(() => {
                              this.CONSUME(t.By);
                              this.SUBRULE(this.playerSelector);
                            });
                          },
                        },
                        // `this can't be dealt damage` (CR 465.2.c.10).
                        {
                          ALT: () => {
                            this.CONSUME(t.Deal);
                            this.CONSUME(t.Damage);
                          },
                        },
                      ]),
                    );
                  },
                },
              ]),
            );
          },
        },
        { ALT: () => this.SUBRULE(this.costChange) },
      ]),
    );
  });

  /** `cost 1 less`, `cost 1 Fury more`. */
  costChange: Rule = this.RULE("costChange", () => {
    this.CONSUME(t.CostKw);
    this.SUBRULE(this.costExpression);
    this.OR(
      (this.alts[27] ??= [
        { ALT: () => this.CONSUME(t.Less) },
        { ALT: () => this.CONSUME(t.More) },
      ]),
    );
    // `this costs 1 less for each friendly unit` (CR 356.3), `… for each opponent` (CR 303.2.a).
    this.OPTION(() => {
      this.CONSUME(t.For);
      this.CONSUME(t.Each);
      this.OR2(
        (this.alts[218] ??= [
          { GATE: this.countedPlayerAhead, ALT: () => this.SUBRULE(this.countedPlayer) },
          { ALT: () => this.SUBRULE(this.filter) },
        ]),
      );
    });
  });

  /** `you`, `opponents`, `an opponent`, `any player`: whose choice or turn it is. */
  playerSelector: Rule = this.RULE("playerSelector", () => {
    this.OR(
      (this.alts[28] ??= [
        { ALT: () => this.CONSUME(t.You) },
        {
          ALT: () => {
            this.OPTION(() =>
              this.OR2(
                (this.alts[29] ??= [
                  { ALT: () => this.CONSUME(t.An) },
                  { ALT: () => this.CONSUME(t.The) },
                  // `your opponents`, as in `spells your opponents play cost 1 more`.
                  { ALT: () => this.CONSUME(t.Your) },
                ]),
              ),
            );
            this.CONSUME(t.Opponent);
          },
        },
        {
          ALT: () => {
            this.OR3(
              (this.alts[30] ??= [
                { ALT: () => this.CONSUME(t.Any) },
                { ALT: () => this.CONSUME(t.A) },
                { ALT: () => this.CONSUME(t.Each) },
              ]),
            );
            this.CONSUME(t.PlayerKw);
          },
        },
      ]),
    );
  });

  // -------------------------------------------------------------------------------------------
  // Effects and instructions
  // -------------------------------------------------------------------------------------------

  /** Instructions of one ability, joined by `;` or by `and` (`draw a card and discard a card`). */
  effect: Rule = this.RULE("effect", () => {
    this.SUBRULE(this.instruction);
    this.MANY({
      GATE: this.joinAhead,
      DEF: () => {
        this.OR(
          (this.alts[141] ??= [
            { ALT: () => this.CONSUME(t.Semicolon) },
            { ALT: () => this.CONSUME(t.And) },
            // `draw 2, then discard 1`, `Draw 2. Then discard 1.`: as `;`.
            {
              ALT: () => {
                this.CONSUME(t.Comma);
                this.CONSUME(t.Then);
              },
            },
            {
              ALT: () => {
                this.CONSUME2(t.Dot);
                this.CONSUME2(t.Then);
              },
            },
            // `deal 2 to target unit. Draw 1.`: its gate admits only a `.` before an instruction.
            { ALT: () => this.CONSUME(t.Dot) },
          ]),
        );
        this.SUBRULE2(this.instruction);
      },
    });
  });

  /**
   * What `if`, `you may`, `for each`, `do this N times` and delayed triggers govern: a block in
   * braces, or instructions joined by `and` — `if you do, draw 1 and discard 1` governs both, as
   * the sentence says; a `;` ends what it governs.
   */
  body: Rule = this.RULE("body", () => {
    this.OR(
      (this.alts[31] ??= [
        {
          ALT: () => {
            this.CONSUME(t.LCurly);
            this.SUBRULE(this.effect);
            // `{ draw 1. }`: the last sentence in braces may end as card text ends it.
            this.OPTION(() => this.CONSUME(t.Dot));
            this.CONSUME(t.RCurly);
          },
        },
        {
          ALT: () => {
            this.SUBRULE(this.instruction);
            this.MANY({
              GATE: this.instructionAfterAnd,
              DEF: () => {
                this.CONSUME(t.And);
                this.SUBRULE2(this.instruction);
              },
            });
          },
        },
      ]),
    );
  });

  instruction: Rule = this.RULE("instruction", () => {
    // Every alternative starts with its own token, so the choice is one table lookup.
    this.OR(
      (this.alts[32] ??= {
        // `this gets …` shares its first words with `this turn, …` and `each player …`: its gate
        // decides, and every other alternative still starts with its own token.
        IGNORE_AMBIGUITIES: true,
        MAX_LOOKAHEAD: 1,
        DEF: [
          { GATE: this.getsAhead, ALT: () => this.SUBRULE(this.getsInstruction) },
          { ALT: () => this.SUBRULE(this.banishInstruction) },
          { ALT: () => this.SUBRULE(this.killInstruction) },
          { ALT: () => this.SUBRULE(this.discardInstruction) },
          { ALT: () => this.SUBRULE(this.drawInstruction) },
          { ALT: () => this.SUBRULE(this.moveInstruction) },
          { ALT: () => this.SUBRULE(this.recallInstruction) },
          { ALT: () => this.SUBRULE(this.statusInstruction) },
          { ALT: () => this.SUBRULE(this.dealInstruction) },
          { ALT: () => this.SUBRULE(this.doubleInstruction) },
          { ALT: () => this.SUBRULE(this.preventInstruction) },
          { ALT: () => this.SUBRULE(this.counterInstruction) },
          { ALT: () => this.SUBRULE(this.gainControlInstruction) },
          { ALT: () => this.SUBRULE(this.giveInstruction) },
          { ALT: () => this.SUBRULE(this.addInstruction) },
          { ALT: () => this.SUBRULE(this.payInstruction) },
          { ALT: () => this.SUBRULE(this.channelInstruction) },
          { ALT: () => this.SUBRULE(this.burnInstruction) },
          { ALT: () => this.SUBRULE(this.playInstruction) },
          { ALT: () => this.SUBRULE(this.createInstruction) },
          { ALT: () => this.SUBRULE(this.replaceInstruction) },
          { ALT: () => this.SUBRULE(this.swapBackInstruction) },
          { ALT: () => this.SUBRULE(this.scoreInstruction) },
          { ALT: () => this.SUBRULE(this.revealInstruction) },
          { ALT: () => this.SUBRULE(this.chooseModesInstruction) },
          { ALT: () => this.SUBRULE(this.ifInstruction) },
          { ALT: () => this.SUBRULE(this.forEachInstruction) },
          { ALT: () => this.SUBRULE(this.repeatInstruction) },
          { ALT: () => this.SUBRULE(this.delayedInstruction) },
          { ALT: () => this.SUBRULE(this.delayedStepInstruction) },
          // `the next spell you play …` shares `the` with `the opponent draws 1`: its gate decides.
          {
            GATE: () => nextCostAhead(this.ahead),
            ALT: () => this.SUBRULE(this.nextCostInstruction),
          },
          // `its might becomes 1` shares `its` with `its owner draws 1`: its gate decides.
          {
            GATE: () => mightBecomesAhead(this.ahead),
            ALT: () => this.SUBRULE(this.mightBecomesInstruction),
          },
          { ALT: () => this.SUBRULE(this.playerInstruction) },
        ],
      }),
    );
    // `stun enemy units here`, `banish your units`: the group the verb acts on, a plural group
    // with no determiner (the verb read nothing: its alternation's empty tail). Read here, outside
    // the instruction's alternation: `stun` is the token of `stunned` too, and a group after it
    // in `statusInstruction` opens as a getsInstruction's subject does (`stunned friendly units
    // get …`), which Chevrotain compared four tokens deep (40,280 sequences among instructions,
    // where the budget is 1,000).
    this.OPTION3({
      GATE: this.statusGroupAhead,
      DEF: () => this.SUBRULE(this.groupRef),
    });
    // `deal 1 to target unit three times`, `draw 1 twice`: the one instruction, repeated.
    this.OPTION({
      GATE: () => timesAhead(this.ahead),
      DEF: () =>
        this.OR2(
          (this.alts[166] ??= [
            { ALT: () => this.CONSUME(t.Twice) },
            {
              ALT: () => {
                this.OR3(
                  (this.alts[167] ??= [
                    { ALT: () => this.CONSUME(t.Integer) },
                    { ALT: () => this.CONSUME(t.One) },
                    { ALT: () => this.CONSUME(t.NumberWord) },
                  ]),
                );
                this.CONSUME(t.Time);
              },
            },
          ]),
        ),
    });
    this.OPTION2(() => this.SUBRULE(this.unlessPays));
  });

  banishInstruction: Rule = this.RULE("banishInstruction", () => {
    this.CONSUME(t.Banish);
    this.OR(
      (this.alts[401] ??= [
        { ALT: () => this.SUBRULE(this.objectRef) },
        // `banish enemy units here`: the group is read after the instruction (`instruction`).
        { GATE: this.bareGroupAhead, ALT: () => {} },
      ]),
    );
  });

  killInstruction: Rule = this.RULE("killInstruction", () => {
    this.CONSUME(t.Kill);
    this.SUBRULE(this.actedOn);
  });

  discardInstruction: Rule = this.RULE("discardInstruction", () => {
    this.CONSUME(t.Discard);
    this.OR(
      (this.alts[180] ??= [
        { ALT: () => this.SUBRULE(this.discardCount) },
        { ALT: () => this.SUBRULE(this.discardHand) },
      ]),
    );
  });

  /**
   * `your hand`, `their hand` (CR 422.1): every card in it. Which word fits the player is the AST
   * builder's to say (RS1051), so that both are read after any player.
   */
  discardHand: Rule = this.RULE("discardHand", () => {
    this.OR(
      (this.alts[181] ??= [
        { ALT: () => this.CONSUME(t.Your) },
        { ALT: () => this.CONSUME(t.Its) },
      ]),
    );
    this.CONSUME(t.Hand);
    this.OPTION({ GATE: this.bindingAhead, DEF: () => this.SUBRULE(this.binding) });
  });

  /** `2`, `2 cards`, `a unit card`, optionally bound: `a card as discarded`. */
  discardCount: Rule = this.RULE("discardCount", () => {
    this.OR(
      (this.alts[33] ??= [
        {
          ALT: () => {
            this.OR3(
              (this.alts[145] ??= [
                { ALT: () => this.CONSUME(t.Integer) },
                { ALT: () => this.CONSUME(t.One) },
                { ALT: () => this.CONSUME(t.NumberWord) },
              ]),
            );
            // `discard 2 unit cards`; a filter that does not end in `card` belongs to what
            // follows (`discard 1` and, on the next line, `units here get +1 might`).
            this.OPTION({ GATE: this.cardsAhead, DEF: () => this.SUBRULE(this.filter) });
          },
        },
        {
          ALT: () => {
            this.OR2(
              (this.alts[34] ??= [
                { ALT: () => this.CONSUME(t.A) },
                { ALT: () => this.CONSUME(t.An) },
              ]),
            );
            this.SUBRULE2(this.filter);
          },
        },
      ]),
    );
    this.OPTION2({ GATE: this.bindingAhead, DEF: () => this.SUBRULE(this.binding) });
  });

  drawInstruction: Rule = this.RULE("drawInstruction", () => {
    this.CONSUME(t.Draw);
    this.SUBRULE(this.drawCount);
  });

  /**
   * `1`, `2 cards`, `a card`, `1 for each friendly unit here`, and as card text words it, `a card
   * for each opponent`, `2 cards for each friendly unit`, `1 more`.
   */
  drawCount: Rule = this.RULE("drawCount", () => {
    this.OR(
      (this.alts[35] ??= [
        {
          ALT: () => {
            this.CONSUME(t.A);
            this.CONSUME(t.CardKw);
            this.OPTION3(() => this.SUBRULE(this.trailingCount));
          },
        },
        {
          ALT: () => {
            this.SUBRULE(this.amount);
            // `If you do, draw 1 more.`: `more` says it is besides what was drawn, no more.
            this.OPTION4(() => this.CONSUME(t.More));
            this.OPTION(() => {
              this.CONSUME2(t.CardKw);
              this.OPTION2(() => this.SUBRULE2(this.trailingCount));
            });
          },
        },
        {
          // `draw cards equal to that card's cost`, as `deal damage equal to …` words it.
          ALT: () => {
            this.CONSUME3(t.CardKw);
            this.CONSUME(t.Equal);
            this.CONSUME(t.To);
            this.SUBRULE2(this.amount);
          },
        },
      ]),
    );
  });

  /** `move X to …`, `return X to its owner's hand`, `put X on the bottom of your deck`. */
  moveInstruction: Rule = this.RULE("moveInstruction", () => {
    this.OR(
      (this.alts[36] ??= [
        { ALT: () => this.CONSUME(t.Move) },
        { ALT: () => this.CONSUME(t.Return) },
        { ALT: () => this.CONSUME(t.Put) },
        { ALT: () => this.CONSUME(t.Shuffle) },
      ]),
    );
    // `put one of them into your hand …`: a choice among what was named before, whose `them` is
    // then read as the object. An option read on one token, its gate deciding: as an alternative
    // beside the object, which begins with the same words (`put one unit card …`), it made
    // Chevrotain compare the two four tokens deep, at start-up and on every error here.
    let among = false;
    this.OPTION4({
      GATE: () => this.LA(0).tokenType === t.Put && amongAfterVerb(this.ahead, 1),
      MAX_LOOKAHEAD: 1,
      DEF: () => {
        this.SUBRULE(this.amongChoice);
        among = true;
      },
    });
    this.OR4(
      (this.alts[162] ??= [
        {
          // `shuffle your trash into your deck`: a whole zone, all the cards in it (CR 108.4.d).
          GATE: () => this.LA(0).tokenType === t.Shuffle && this.LA(1).tokenType === t.Your,
          ALT: () => this.SUBRULE(this.shuffledZone),
        },
        { ALT: () => this.SUBRULE(this.objectRef) },
        // `put one into your hand`: the choice names no `them`, the cards looked at being meant.
        // `move your units to your base`: the group is read next, outside this alternation.
        { GATE: () => this.bareChoiceRead() || this.movedGroupAhead(), ALT: () => {} },
      ]),
    );
    // `move your units to your base`, `return enemy units here to their owner's hand`: a plural
    // group with no determiner, every one. Read after the alternation: beside `shuffle your
    // trash`, which opens alike, Chevrotain compared them two tokens deep (60 sequences).
    this.OPTION5({
      GATE: this.movedGroupAhead,
      DEF: () => this.SUBRULE(this.groupRef),
    });
    this.OR2(
      (this.alts[37] ??= [
        { ALT: () => this.CONSUME(t.To) },
        { ALT: () => this.CONSUME(t.Into) },
        { ALT: () => this.CONSUME(t.On) },
      ]),
    );
    this.SUBRULE(this.place);
    this.OPTION({
      // `… instead of its owner's trash`, but not the `instead` that ends a replacement; a choice
      // among them goes where it says.
      GATE: () => !among && this.LA(2).tokenType === t.Of,
      DEF: () => {
        this.CONSUME(t.Instead);
        this.CONSUME(t.Of);
        this.SUBRULE2(this.place, { LABEL: "insteadOf" });
      },
    });
    // `put one of them into your hand and the rest on the bottom of your deck [in any order]`,
    // or `… and recycle the rest` (CR 416: recycled cards go on the bottom of the deck), or, as
    // printed cards write it, a sentence of its own: `… into your hand. Recycle the rest.`
    this.OPTION2({
      GATE: () => among && restAhead(this.ahead),
      DEF: () => {
        this.OR6(
          (this.alts[263] ??= [
            { ALT: () => this.CONSUME(t.And) },
            { ALT: () => this.CONSUME(t.Dot) },
          ]),
        );
        this.OPTION6(() => this.CONSUME(t.Recycle));
        this.CONSUME(t.The);
        // `and the other on the bottom of your deck`: `the other` is `the rest`.
        this.OR7(
          (this.alts[276] ??= [
            { ALT: () => this.CONSUME(t.Rest) },
            { ALT: () => this.CONSUME(t.Other) },
          ]),
        );
        this.OPTION7({
          GATE: () => this.LA(-2).tokenType !== t.Recycle,
          DEF: () => {
            this.OR5(
              (this.alts[226] ??= [
                { ALT: () => this.CONSUME2(t.To) },
                { ALT: () => this.CONSUME2(t.Into) },
                { ALT: () => this.CONSUME2(t.On) },
              ]),
            );
            this.SUBRULE3(this.place, { LABEL: "rest" });
            this.OPTION3(() => {
              this.CONSUME(t.In);
              this.CONSUME(t.Any);
              this.CONSUME(t.Order);
            });
          },
        });
      },
    });
  });

  /**
   * `one of`, `up to one unit among`: after `put`, a choice among what was named before, the
   * `them` that follows (`put one of them into your hand and the rest on the bottom of your deck`).
   */
  amongChoice: Rule = this.RULE("amongChoice", () => {
    this.OPTION(() => {
      this.CONSUME(t.Up);
      this.CONSUME(t.To);
    });
    this.OR(
      (this.alts[223] ??= [
        { ALT: () => this.CONSUME(t.Integer) },
        { ALT: () => this.CONSUME(t.One) },
        { ALT: () => this.CONSUME(t.NumberWord) },
        { ALT: () => this.CONSUME(t.A) },
        { ALT: () => this.CONSUME(t.An) },
      ]),
    );
    this.OPTION2({
      GATE: () => !DESTINATION_WORDS.has(this.LA(1).tokenType),
      DEF: () => this.SUBRULE(this.filter),
    });
    // `put one into your hand`: `of them` left out, as card text often does.
    this.OPTION3({
      GATE: () => !DESTINATION_WORDS.has(this.LA(1).tokenType),
      DEF: () =>
        this.OR2(
          (this.alts[224] ??= [
            { ALT: () => this.CONSUME(t.Of) },
            { ALT: () => this.CONSUME(t.Among) },
          ]),
        ),
    });
  });

  /** `the next spell you play this turn costs 1 less` (CR 356.4): a discount of one play to come. */
  nextCostInstruction: Rule = this.RULE("nextCostInstruction", () => {
    this.CONSUME(t.The);
    this.CONSUME(t.Next);
    this.SUBRULE(this.filter);
    // Before `costs`, the filter takes `you play` itself, as a static's subject does (`spells
    // you play cost 1 less`); before a duration, it is left here.
    this.OPTION(() => {
      this.CONSUME(t.You);
      this.CONSUME(t.Play);
    });
    this.OPTION2(() => this.SUBRULE(this.duration));
    this.CONSUME(t.CostKw);
    this.SUBRULE(this.costExpression);
    this.CONSUME(t.Less);
  });

  /** `your trash`, `your hand`, `your banishment`: every card there, as `all cards in your trash`. */
  shuffledZone: Rule = this.RULE("shuffledZone", () => {
    this.CONSUME(t.Your);
    this.OR(
      (this.alts[163] ??= [
        { ALT: () => this.CONSUME(t.Hand) },
        { ALT: () => this.CONSUME(t.Trash) },
        { ALT: () => this.CONSUME(t.Banishment) },
      ]),
    );
  });

  recallInstruction: Rule = this.RULE("recallInstruction", () => {
    this.CONSUME(t.Recall);
    this.SUBRULE(this.objectRef);
  });

  /** `ready`, `exhaust`, `stun`, `buff` or `heal` something. */
  statusInstruction: Rule = this.RULE("statusInstruction", () => {
    this.OR(
      (this.alts[38] ??= [
        { ALT: () => this.CONSUME(t.Ready) },
        { ALT: () => this.CONSUME(t.Exhaust) },
        { ALT: () => this.CONSUME(t.Stun) },
        { ALT: () => this.CONSUME(t.Buff) },
        { ALT: () => this.CONSUME(t.Heal) },
      ]),
    );
    this.OR2(
      (this.alts[402] ??= [
        { ALT: () => this.SUBRULE(this.objectRef) },
        // `stun enemy units here`: the group is read after the instruction (`instruction`).
        { GATE: this.bareGroupAhead, ALT: () => {} },
      ]),
    );
  });

  /**
   * CR 432: `double target unit's might this turn`, `double its might`: +X Might, X its Might as
   * the instruction resolves, for the duration (none written: it lasts, as a `give`'s).
   */
  doubleInstruction: Rule = this.RULE("doubleInstruction", () => {
    this.CONSUME(t.Double);
    this.OR(
      (this.alts[160] ??= [
        { ALT: () => this.CONSUME(t.Its) },
        {
          ALT: () => {
            this.SUBRULE(this.objectRef);
            this.CONSUME(t.Possessive);
          },
        },
      ]),
    );
    this.CONSUME(t.Might);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /** `deal 3 to target unit`, `deal its might damage to target enemy unit`. */
  dealInstruction: Rule = this.RULE("dealInstruction", () => {
    this.CONSUME(t.Deal);
    // `deal damage equal to its might to target unit`, as card text words it (CR 417).
    this.OPTION2({
      GATE: () => this.LA(1).tokenType === t.Damage && this.LA(2).tokenType === t.Equal,
      DEF: () => {
        this.CONSUME2(t.Damage);
        this.CONSUME(t.Equal);
        this.CONSUME2(t.To);
      },
    });
    this.SUBRULE(this.amount);
    this.OPTION(() => this.CONSUME(t.Damage));
    this.CONSUME(t.To);
    this.SUBRULE(this.actedOn);
    // `deal 1 to target unit for each friendly unit here`: the count after what is dealt to, as
    // card text often orders it, multiplies a bare number.
    this.OPTION3({ GATE: this.trailingCountAhead, DEF: () => this.SUBRULE(this.trailingCount) });
  });

  /** `for each friendly unit here`, `for each opponent`, after what a deal is dealt to. */
  trailingCount: Rule = this.RULE("trailingCount", () => {
    this.CONSUME(t.For);
    this.CONSUME(t.Each);
    this.OR(
      (this.alts[248] ??= [
        {
          GATE: () => this.LA(2).tokenType !== t.Possessive,
          ALT: () => this.SUBRULE(this.countedPlayer),
        },
        { ALT: () => this.SUBRULE(this.filter) },
      ]),
    );
  });

  /**
   * Whether `for each` follows a deal whose amount is a bare number (`deal 1 to …`): the direct
   * reader's test is the same, on the amount it read.
   */
  private readonly trailingCountAhead = (): boolean => {
    if (this.LA(1).tokenType !== t.For || this.LA(2).tokenType !== t.Each) return false;
    for (let i = 0; i > -64; i--) {
      const type = this.LA(i).tokenType;
      if (type === t.Deal) {
        let at = i + 1;
        if (this.LA(at).tokenType === t.Damage && this.LA(at + 1).tokenType === t.Equal) at += 3;
        return COUNT_TOKENS.has(this.LA(at).tokenType) && this.LA(at + 1).tokenType !== t.For;
      }
      if (type === t.Colon || type === t.Semicolon || type === t.Dot) return false;
    }
    return false;
  };

  /**
   * CR 437: `prevent the next 3 damage that would be dealt to target unit this turn`, `prevent all
   * [combat] damage [that would be dealt to …] this turn`. A Prevent Value is tracked on the unit
   * it protects (CR 437.2), so `the next N` names one; only `all` may protect every unit. The
   * statement gives its timespan (CR 437.1.b), so the duration is not optional.
   */
  preventInstruction: Rule = this.RULE("preventInstruction", () => {
    this.CONSUME(t.Prevent);
    this.SUBRULE(this.preventedDamage);
    this.SUBRULE(this.duration);
  });

  /** `the next 3 damage that would be dealt to it`, `all combat damage`: what a prevention meets. */
  preventedDamage: Rule = this.RULE("preventedDamage", () => {
    this.OR(
      (this.alts[154] ??= [
        {
          ALT: () => {
            this.CONSUME(t.The);
            this.CONSUME(t.Next);
            this.CONSUME(t.Integer);
            this.OPTION(() => this.CONSUME(t.Combat));
            this.CONSUME(t.Damage);
            this.SUBRULE(this.preventedUnit);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.All);
            this.OPTION2(() => this.CONSUME2(t.Combat));
            this.CONSUME2(t.Damage);
            this.OPTION3(() => this.SUBRULE2(this.preventedUnit));
          },
        },
      ]),
    );
  });

  /** `that would be dealt to target unit`: what an effect's prevention protects. */
  preventedUnit: Rule = this.RULE("preventedUnit", () => {
    this.CONSUME(t.That);
    this.CONSUME(t.Would);
    this.CONSUME(t.Is);
    this.CONSUME(t.Deal);
    this.CONSUME(t.To);
    this.SUBRULE(this.objectRef);
  });

  counterInstruction: Rule = this.RULE("counterInstruction", () => {
    this.CONSUME(t.Counter);
    this.SUBRULE(this.objectRef);
  });

  /**
   * `unless its controller pays 2` after any instruction: the player named decides, as it
   * resolves, whether to pay the cost; paid, the instruction does nothing (CR 357, 425). A name
   * (`they`) where the player goes is read so that the builder can say what to write (RS1044).
   */
  unlessPays: Rule = this.RULE("unlessPays", () => {
    this.CONSUME(t.Unless);
    this.OR(
      (this.alts[161] ??= [
        {
          GATE: () => this.LA(2).tokenType === t.Pay,
          ALT: () => this.CONSUME(t.Identifier, { LABEL: "unnamed" }),
        },
        { ALT: () => this.SUBRULE(this.playerSubject) },
      ]),
    );
    this.CONSUME(t.Pay);
    this.SUBRULE(this.costExpression);
  });

  gainControlInstruction: Rule = this.RULE("gainControlInstruction", () => {
    this.SUBRULE(this.gainControlTail);
  });

  /** `gain control of X [until your next turn]` — also after a player: `an opponent gains …`. */
  gainControlTail: Rule = this.RULE("gainControlTail", () => {
    this.OR(
      (this.alts[39] ??= [
        { ALT: () => this.CONSUME(t.Gain) },
        { ALT: () => this.CONSUME(t.Take) },
      ]),
    );
    this.CONSUME(t.Control);
    this.CONSUME(t.Of);
    this.SUBRULE(this.objectRef);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /** `give target unit +2 might and Tank this turn`. */
  giveInstruction: Rule = this.RULE("giveInstruction", () => {
    this.CONSUME(t.Give);
    this.SUBRULE(this.actedOn);
    this.SUBRULE(this.modificationList);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /**
   * `this gets +1 might this turn`, `other friendly units here get +1 might this turn`: a `give`,
   * as card text words it. A bare filter names all its objects, as a static's subject does.
   */
  getsInstruction: Rule = this.RULE("getsInstruction", () => {
    this.SUBRULE(this.getsSubject);
    this.OR3(
      (this.alts[214] ??= [
        {
          ALT: () => {
            this.OR2(
              (this.alts[196] ??= [
                { ALT: () => this.CONSUME(t.Get) },
                { ALT: () => this.CONSUME(t.Gain) },
                { ALT: () => this.CONSUME(t.Have) },
              ]),
            );
            this.SUBRULE(this.modificationList);
          },
        },
        // `target unit's might becomes 1 this turn`: its Might set (CR 477.1.a.1). Kept here,
        // after the shared subject, rather than in a rule of its own that repeats the subject:
        // that made the instructions' lookahead grow beyond what Chevrotain works out in time.
        {
          ALT: () => {
            this.CONSUME(t.Possessive);
            this.SUBRULE(this.mightBecomesTail);
          },
        },
        // `it can't be dealt damage this turn` (CR 054.1), `target unit can't move this turn`:
        // the static's words, given for a while.
        {
          ALT: () => {
            this.CONSUME(t.Cant);
            this.OR4(
              (this.alts[233] ??= [
                {
                  ALT: () => {
                    this.CONSUME(t.Is);
                    this.CONSUME(t.Deal);
                    this.CONSUME(t.Damage);
                  },
                },
                { ALT: () => this.CONSUME(t.Move) },
                { ALT: () => this.CONSUME(t.Attack) },
                { ALT: () => this.CONSUME(t.Defend) },
              ]),
            );
          },
        },
      ]),
    );
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /**
   * CR 477.1.a.1: `its might becomes 1 this turn` sets its Might, before every change of Might.
   * The subject form (`target unit's might becomes 1`) is `getsInstruction`'s.
   */
  mightBecomesInstruction: Rule = this.RULE("mightBecomesInstruction", () => {
    this.CONSUME(t.Its);
    this.SUBRULE(this.mightBecomesTail);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /** `might becomes 1 [this turn]`, after `its` or a subject's `'s`. */
  mightBecomesTail: Rule = this.RULE("mightBecomesTail", () => {
    this.CONSUME(t.Might);
    this.CONSUME(t.Become);
    this.CONSUME(t.Integer);
  });

  /**
   * What gets the change: a reference that names objects without choosing them (`this`, `it`,
   * `that unit`, `the triggering unit`, `each …`, a bound name), a target (`target unit`, `up to
   * 2 target units`: its gate admits no other counted reference), or a filter alone.
   */
  getsSubject: Rule = this.RULE("getsSubject", () => {
    this.OR(
      (this.alts[195] ??= {
        IGNORE_AMBIGUITIES: true,
        DEF: [
          { ALT: () => this.CONSUME(t.This) },
          { ALT: () => this.CONSUME(t.It) },
          {
            ALT: () => {
              this.CONSUME(t.That);
              this.SUBRULE(this.noun);
            },
          },
          {
            ALT: () => {
              this.CONSUME(t.The);
              this.CONSUME(t.Triggering);
              this.SUBRULE2(this.noun);
            },
          },
          { ALT: () => this.SUBRULE(this.allRef) },
          { ALT: () => this.SUBRULE(this.countedRef) },
          { GATE: this.getsSubjectIsReference, ALT: () => this.CONSUME(t.Identifier) },
          { ALT: () => this.SUBRULE(this.filter) },
        ],
      }),
    );
  });

  addInstruction: Rule = this.RULE("addInstruction", () => {
    this.CONSUME(t.Add);
    this.SUBRULE(this.costExpression);
  });

  /**
   * `you may pay 1. If you do, draw 2`: a payment offered as the ability resolves (CR 357). The
   * checker admits it only as the whole of a `you may` (RS2059).
   */
  payInstruction: Rule = this.RULE("payInstruction", () => {
    this.CONSUME(t.Pay);
    this.SUBRULE(this.costExpression);
  });

  /** `channel 2 runes [exhausted]`. */
  channelInstruction: Rule = this.RULE("channelInstruction", () => {
    this.CONSUME(t.Channel);
    this.OR(
      (this.alts[40] ??= [
        { ALT: () => this.SUBRULE(this.amount) },
        { ALT: () => this.CONSUME(t.A) },
      ]),
    );
    this.OPTION(() => this.CONSUME(t.Rune));
    this.OPTION2({
      // `channel 2 runes exhausted`, not `exhausted units …` starting the next ability.
      GATE: () => !FILTER_WORDS.has(this.LA(2).tokenType),
      DEF: () => this.CONSUME(t.Exhausted),
    });
  });

  burnInstruction: Rule = this.RULE("burnInstruction", () => {
    this.CONSUME(t.Burn);
    this.SUBRULE(this.amount);
  });

  /** `play a Recruit token here` (RULES T1) or `play it ignoring its cost`. */
  playInstruction: Rule = this.RULE("playInstruction", () => {
    this.CONSUME(t.Play);
    this.OR(
      (this.alts[41] ??= {
        // "play a Recruit token" also reads as playing a chosen token object; the token maker
        // comes first and wins, which is the only meaning the rules give it (RULES T1).
        IGNORE_AMBIGUITIES: true,
        DEF: [
          { ALT: () => this.SUBRULE(this.tokenSpec) },
          {
            ALT: () => {
              this.SUBRULE(this.objectRef);
              this.OPTION(() => {
                this.OR2(
                  (this.alts[42] ??= [
                    {
                      ALT: () => {
                        this.CONSUME(t.Ignoring);
                        this.CONSUME(t.Its);
                        this.CONSUME(t.CostKw);
                      },
                    },
                    {
                      ALT: () => {
                        this.CONSUME(t.For);
                        this.SUBRULE(this.costExpression);
                      },
                    },
                  ]),
                );
              });
            },
          },
        ],
      }),
    );
  });

  /** RULES T1: `create a Gold token for an opponent`. */
  createInstruction: Rule = this.RULE("createInstruction", () => {
    this.CONSUME(t.Create);
    this.SUBRULE(this.tokenSpec);
  });

  /** `2 ready Recruit tokens with Tank here for each friendly unit here as made`. */
  tokenSpec: Rule = this.RULE("tokenSpec", () => {
    this.OR2(
      (this.alts[43] ??= [
        { ALT: () => this.CONSUME(t.A) },
        { ALT: () => this.CONSUME(t.An) },
        { ALT: () => this.CONSUME(t.Integer) },
        { ALT: () => this.CONSUME(t.One) },
        { ALT: () => this.CONSUME(t.NumberWord) },
      ]),
    );
    this.OPTION(() =>
      this.OR3(
        (this.alts[44] ??= [
          { ALT: () => this.CONSUME(t.Ready) },
          { ALT: () => this.CONSUME(t.Exhausted) },
        ]),
      ),
    );
    this.SUBRULE(this.name);
    this.OPTION7(() => this.SUBRULE(this.cardType));
    this.CONSUME(t.TokenKw);
    // Changes come before the location: a location can end in a filter (`at a battlefield you
    // control`), and `with …` after it would qualify the battlefield.
    this.OPTION5(() => {
      this.CONSUME(t.With);
      this.SUBRULE(this.modificationList);
    });
    this.OPTION2({ GATE: this.locationAhead, DEF: () => this.SUBRULE(this.tokenLocation) });
    this.OPTION3(() => {
      this.CONSUME(t.For);
      this.CONSUME(t.Each);
      this.SUBRULE(this.filter);
    });
    this.OPTION4(() => {
      this.CONSUME2(t.For);
      this.SUBRULE(this.player);
    });
    this.OPTION6({ GATE: this.bindingAhead, DEF: () => this.SUBRULE(this.binding) });
  });

  /** Where a token goes: `here`, `at your base`, `at a battlefield you control`. */
  tokenLocation: Rule = this.RULE("tokenLocation", () => {
    this.OR(
      (this.alts[45] ??= [
        { ALT: () => this.CONSUME(t.Here) },
        { ALT: () => this.CONSUME(t.There) },
        {
          ALT: () => {
            this.OR2(
              (this.alts[46] ??= [
                { ALT: () => this.CONSUME(t.At) },
                { ALT: () => this.CONSUME(t.In) },
              ]),
            );
            this.SUBRULE(this.place);
          },
        },
      ]),
    );
  });

  /** RULES R1: `replace this with a Brush token`. */
  replaceInstruction: Rule = this.RULE("replaceInstruction", () => {
    this.CONSUME(t.Replace);
    this.SUBRULE(this.objectRef);
    this.CONSUME(t.With);
    this.OR(
      (this.alts[47] ??= [{ ALT: () => this.CONSUME(t.A) }, { ALT: () => this.CONSUME(t.An) }]),
    );
    this.SUBRULE(this.name);
    this.OPTION3(() => this.SUBRULE(this.cardType));
    this.CONSUME(t.TokenKw);
    this.OPTION(() => {
      this.CONSUME2(t.With);
      this.SUBRULE(this.modificationList);
    });
    this.OPTION2({ GATE: this.bindingAhead, DEF: () => this.SUBRULE(this.binding) });
  });

  /** RULES R5: `swap this back`. */
  swapBackInstruction: Rule = this.RULE("swapBackInstruction", () => {
    this.CONSUME(t.Swap);
    this.SUBRULE(this.objectRef);
    this.CONSUME(t.Back);
  });

  scoreInstruction: Rule = this.RULE("scoreInstruction", () => {
    this.SUBRULE(this.scoreTail);
  });

  /** `score 1 point`, `score a point`. */
  scoreTail: Rule = this.RULE("scoreTail", () => {
    this.CONSUME(t.Score);
    this.OR(
      (this.alts[48] ??= [
        { ALT: () => this.CONSUME(t.Integer) },
        { ALT: () => this.CONSUME(t.A) },
        { ALT: () => this.CONSUME(t.One) },
        { ALT: () => this.CONSUME(t.NumberWord) },
      ]),
    );
    this.CONSUME(t.Point);
  });

  /** `reveal the top 3 cards of your deck as seen`, `look at the top card of your deck`. */
  revealInstruction: Rule = this.RULE("revealInstruction", () => {
    this.OR(
      (this.alts[49] ??= [
        { ALT: () => this.CONSUME(t.Reveal) },
        {
          ALT: () => {
            this.CONSUME(t.Look);
            this.CONSUME(t.At);
          },
        },
      ]),
    );
    this.CONSUME(t.The);
    this.CONSUME(t.Top);
    this.OPTION(() =>
      this.OR2(
        (this.alts[143] ??= [
          { ALT: () => this.CONSUME(t.Integer) },
          { ALT: () => this.CONSUME(t.NumberWord) },
        ]),
      ),
    );
    this.CONSUME(t.CardKw);
    this.CONSUME(t.Of);
    this.SUBRULE(this.ownerPhrase);
    this.CONSUME(t.DeckKw);
    this.OPTION2({ GATE: this.bindingAhead, DEF: () => this.SUBRULE(this.binding) });
  });

  /** `choose one: { draw 2 } or { kill target gear }`, or `choose one — …` as cards print it. */
  chooseModesInstruction: Rule = this.RULE("chooseModesInstruction", () => {
    this.CONSUME(t.Choose);
    this.OR(
      (this.alts[50] ??= [
        { ALT: () => this.CONSUME(t.One) },
        { ALT: () => this.CONSUME(t.Integer) },
        { ALT: () => this.CONSUME(t.NumberWord) },
      ]),
    );
    this.OR2(
      (this.alts[140] ??= [
        { ALT: () => this.CONSUME(t.Colon) },
        { ALT: () => this.CONSUME(t.EmDash) },
        { ALT: () => this.CONSUME(t.Minus) },
      ]),
    );
    this.SUBRULE(this.mode);
    this.AT_LEAST_ONE(() => {
      this.CONSUME(t.Or);
      this.SUBRULE2(this.mode);
    });
  });

  mode: Rule = this.RULE("mode", () => {
    this.CONSUME(t.LCurly);
    this.SUBRULE(this.effect);
    // `choose one — { Draw 2. } or { … }`: a mode's last sentence may end with `.`.
    this.OPTION(() => this.CONSUME(t.Dot));
    this.CONSUME(t.RCurly);
  });

  /** `if you do, draw 2; otherwise, draw 1`. */
  ifInstruction: Rule = this.RULE("ifInstruction", () => {
    this.CONSUME(t.If);
    this.SUBRULE(this.effectCondition);
    this.CONSUME(t.Comma);
    this.SUBRULE(this.body);
    this.OPTION({
      // `; otherwise, …` (or `. Otherwise, …`) belongs to this `if`; a `;` before anything else ends it.
      GATE: () => this.LA(1).tokenType === t.Otherwise || this.LA(2).tokenType === t.Otherwise,
      DEF: () => {
        this.OPTION2(() =>
          this.OR(
            (this.alts[51] ??= [
              { ALT: () => this.CONSUME(t.Semicolon) },
              { ALT: () => this.CONSUME2(t.Comma) },
              { ALT: () => this.CONSUME(t.Dot) },
            ]),
          ),
        );
        this.CONSUME(t.Otherwise);
        this.OPTION3(() => this.CONSUME3(t.Comma));
        this.SUBRULE2(this.body, { LABEL: "otherwise" });
      },
    });
  });

  /**
   * What an effect's `if` asks: a condition, or `this kills it` (CR 428.5.c), which waits for the
   * cleanup after the effect and so is no condition of a trigger or a static. Its gate decides on
   * `this kills`, so `if this …` and every other condition read and fail as a condition does.
   */
  effectCondition: Rule = this.RULE("effectCondition", () => {
    this.OR(
      (this.alts[283] ??= {
        IGNORE_AMBIGUITIES: true,
        MAX_LOOKAHEAD: 1,
        DEF: [
          {
            GATE: () => thisKillsAhead(this.ahead),
            ALT: () => {
              this.CONSUME(t.This);
              this.CONSUME(t.Kill);
              this.CONSUME(t.It);
            },
          },
          { ALT: () => this.SUBRULE(this.condition) },
        ],
      }),
    );
  });

  /** `for each friendly unit here [as u], …`. */
  forEachInstruction: Rule = this.RULE("forEachInstruction", () => {
    this.CONSUME(t.For);
    this.CONSUME(t.Each);
    this.SUBRULE(this.filter);
    this.OPTION({ GATE: this.bindingAhead, DEF: () => this.SUBRULE(this.binding) });
    this.CONSUME(t.Comma);
    this.SUBRULE(this.body);
  });

  /** `do this 2 times, …`. */
  repeatInstruction: Rule = this.RULE("repeatInstruction", () => {
    this.CONSUME(t.Do);
    this.CONSUME(t.This);
    this.SUBRULE(this.amount);
    this.CONSUME(t.Time);
    this.CONSUME(t.Comma);
    this.SUBRULE(this.body);
  });

  /** RULES E3, E4, B1: `this turn, when you conquer: return lost to its owner's hand`. */
  delayedInstruction: Rule = this.RULE("delayedInstruction", () => {
    this.OR2(
      (this.alts[238] ??= [
        {
          ALT: () => {
            this.SUBRULE(this.duration);
            this.CONSUME(t.Comma);
            this.CONSUME(t.When);
            this.SUBRULE(this.event);
          },
        },
        {
          // `when you conquer this turn, return it …`, as RULES B1 words it: the same trigger.
          ALT: () => {
            this.CONSUME2(t.When);
            this.SUBRULE2(this.event);
            this.SUBRULE2(this.duration);
          },
        },
      ]),
    );
    // `:`, or `,` as printed text writes it: `this turn, when a unit dies, draw 1`.
    this.OR(
      (this.alts[198] ??= [
        { ALT: () => this.CONSUME(t.Colon) },
        { ALT: () => this.CONSUME2(t.Comma) },
      ]),
    );
    this.SUBRULE(this.body);
  });

  /** RULES E4, CR 390.2: `at the end of this turn: play gone to its owner's base`. */
  delayedStepInstruction: Rule = this.RULE("delayedStepInstruction", () => {
    this.SUBRULE(this.phaseTrigger);
    // `at the end of this turn, return gone to its owner's base`, as printed text writes it.
    this.OR(
      (this.alts[199] ??= [
        { ALT: () => this.CONSUME(t.Colon) },
        { ALT: () => this.CONSUME(t.Comma) },
      ]),
    );
    this.SUBRULE(this.body);
  });

  /** An instruction with a player as its subject: `each player draws 1`, `you may …`. */
  playerInstruction: Rule = this.RULE("playerInstruction", () => {
    this.SUBRULE(this.playerSubject);
    this.OR(
      (this.alts[52] ??= [
        {
          ALT: () => {
            this.CONSUME(t.May);
            this.SUBRULE(this.body);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Draw);
            this.SUBRULE(this.drawCount);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Discard);
            this.OR2(
              (this.alts[182] ??= [
                { ALT: () => this.SUBRULE(this.discardCount) },
                { ALT: () => this.SUBRULE(this.discardHand) },
              ]),
            );
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Burn);
            this.SUBRULE(this.amount);
          },
        },
        { ALT: () => this.SUBRULE(this.scoreTail) },
        { ALT: () => this.SUBRULE(this.gainControlTail) },
        {
          ALT: () => {
            this.CONSUME(t.Kill);
            this.SUBRULE(this.ownChoice);
          },
        },
      ]),
    );
  });

  /**
   * `one of their units` after `each player kills` (CR 411.1): each player chooses one of their
   * own as it resolves.
   */
  ownChoice: Rule = this.RULE("ownChoice", () => {
    this.CONSUME(t.One);
    this.CONSUME(t.Of);
    this.CONSUME(t.Its);
    this.SUBRULE(this.filter);
  });

  // -------------------------------------------------------------------------------------------
  // References and filters
  // -------------------------------------------------------------------------------------------

  /** `as NAME`: binds what an instruction chose or made for later instructions (RULES E3). */
  binding: Rule = this.RULE("binding", () => {
    this.CONSUME(t.As);
    this.CONSUME(t.Identifier);
  });

  /**
   * `as m1` after a card placed by a scenario setup. A rule of its own, not `binding`, so that a
   * keyword written there (`as top`) is told it is reserved with the scenario's own words.
   */
  label: Rule = this.RULE("label", () => {
    this.CONSUME(t.As);
    this.CONSUME(t.Identifier);
  });

  objectRef: Rule = this.RULE("objectRef", () => {
    this.OR(
      (this.alts[53] ??= [
        { ALT: () => this.CONSUME(t.This) },
        { ALT: () => this.CONSUME(t.It) },
        { ALT: () => this.CONSUME(t.Them) },
        {
          ALT: () => {
            this.CONSUME(t.That);
            this.SUBRULE(this.noun);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.The);
            this.CONSUME(t.Triggering);
            this.SUBRULE2(this.noun);
          },
        },
        { ALT: () => this.SUBRULE(this.countedRef) },
        { ALT: () => this.SUBRULE(this.allRef) },
        { ALT: () => this.CONSUME(t.Identifier) },
      ]),
    );
    this.OPTION({ GATE: this.bindingAhead, DEF: () => this.SUBRULE(this.binding) });
  });

  /**
   * What `give`, `deal … to` and `kill` act on: an object, or `your units`, `other friendly Birds
   * here`, a plural group with no determiner, all of them, as printed cards write it. Its first qualifier is a token
   * of its own, and the group is read only where no other alternative starts with its words: as
   * an alternative of `objectRef` (phrase39) it met `stunned friendly units get …` and `shuffle
   * your trash …`, and Chevrotain compared them four tokens deep (50,284 sequences among
   * instructions, where the budget is 1,000).
   */
  actedOn: Rule = this.RULE("actedOn", () => {
    this.OR(
      (this.alts[204] ??= [
        { GATE: this.bareGroupAhead, ALT: () => this.SUBRULE(this.groupRef) },
        { ALT: () => this.SUBRULE(this.objectRef) },
      ]),
    );
  });

  groupRef: Rule = this.RULE("groupRef", () => {
    this.OR(
      (this.alts[202] ??= [
        { ALT: () => this.CONSUME(t.Your) },
        { ALT: () => this.CONSUME(t.Friendly) },
        { ALT: () => this.CONSUME(t.Enemy) },
        { ALT: () => this.CONSUME(t.Other) },
      ]),
    );
    this.SUBRULE(this.filter);
  });

  /**
   * `target unit`, `up to 2 target units` (chosen as it is played), or `a unit`, `2 units`,
   * `another friendly unit` (chosen on resolution).
   */
  countedRef: Rule = this.RULE("countedRef", () => {
    this.OR(
      (this.alts[54] ??= [
        { ALT: () => this.CONSUME(t.Target) },
        {
          ALT: () => {
            this.OR2(
              (this.alts[55] ??= [
                { ALT: () => this.CONSUME(t.A) },
                { ALT: () => this.CONSUME(t.An) },
                { ALT: () => this.CONSUME(t.Another) },
                { ALT: () => this.SUBRULE(this.refCount) },
              ]),
            );
            this.OPTION(() => this.CONSUME2(t.Target));
          },
        },
      ]),
    );
    this.SUBRULE(this.filter);
  });

  refCount: Rule = this.RULE("refCount", () => {
    this.OPTION(() => {
      this.CONSUME(t.Up);
      this.CONSUME(t.To);
    });
    this.OR(
      (this.alts[142] ??= [
        { ALT: () => this.CONSUME(t.Integer) },
        { ALT: () => this.CONSUME(t.One) },
        { ALT: () => this.CONSUME(t.NumberWord) },
      ]),
    );
  });

  /** `all units here`, `each enemy unit`. */
  allRef: Rule = this.RULE("allRef", () => {
    this.OR(
      (this.alts[56] ??= [{ ALT: () => this.CONSUME(t.All) }, { ALT: () => this.CONSUME(t.Each) }]),
    );
    this.SUBRULE(this.filter);
  });

  noun: Rule = this.RULE("noun", () => {
    this.OR(
      (this.alts[57] ??= [
        { ALT: () => this.SUBRULE(this.cardType) },
        { ALT: () => this.CONSUME(t.CardKw) },
        { ALT: () => this.CONSUME(t.TokenKw) },
      ]),
    );
  });

  /** `friendly Recruit tokens here with might 2 or less`: qualifiers, a noun, qualifiers. */
  filter: Rule = this.RULE("filter", () => {
    this.MANY({ GATE: this.prefixAhead, DEF: () => this.SUBRULE(this.filterPrefix) });
    this.OR(
      (this.alts[247] ??= {
        // A name that no noun follows is the noun (`a Bird`): its gate decides.
        IGNORE_AMBIGUITIES: true,
        MAX_LOOKAHEAD: 1,
        DEF: [
          { GATE: this.nameAloneAhead, ALT: () => this.SUBRULE(this.name) },
          { ALT: () => this.SUBRULE(this.nounGroup) },
        ],
      }),
    );
    // A suffix is read only when it really is one: `put X on the bottom of …` and `replace X
    // with a Brush token` continue the instruction, not the filter.
    this.MANY2({ GATE: this.suffixAhead, DEF: () => this.SUBRULE(this.filterSuffix) });
  });

  filterPrefix: Rule = this.RULE("filterPrefix", () => {
    this.OR(
      (this.alts[58] ??= [
        { ALT: () => this.CONSUME(t.Friendly) },
        { ALT: () => this.CONSUME(t.Enemy) },
        { ALT: () => this.CONSUME(t.Your) },
        { ALT: () => this.CONSUME(t.Other) },
        {
          ALT: () => {
            this.CONSUME(t.Opponent);
            this.CONSUME(t.Possessive);
          },
        },
        { ALT: () => this.SUBRULE(this.statusWord) },
        { ALT: () => this.SUBRULE(this.combatRole) },
        { ALT: () => this.SUBRULE(this.battlefieldState) },
        { ALT: () => this.SUBRULE(this.domainName) },
        { ALT: () => this.SUBRULE(this.name) },
        { ALT: () => this.SUBRULE(this.nonWord) },
      ]),
    );
  });

  /** `non-Bird`, `non-token`, `non-unit`, `non-Fury`: what the filter's objects are not. */
  nonWord: Rule = this.RULE("nonWord", () => {
    this.CONSUME(t.Non);
    this.OR(
      (this.alts[265] ??= [
        { ALT: () => this.SUBRULE(this.cardType) },
        { ALT: () => this.CONSUME(t.CardKw) },
        { ALT: () => this.CONSUME(t.TokenKw) },
        { ALT: () => this.SUBRULE(this.domainName) },
        { ALT: () => this.SUBRULE(this.name) },
      ]),
    );
  });

  /** CR 170.11: `occupied`, `unoccupied`, `uncontrolled`, `open` (unoccupied and uncontrolled). */
  battlefieldState: Rule = this.RULE("battlefieldState", () => {
    this.OR(
      (this.alts[282] ??= [
        { ALT: () => this.CONSUME(t.Occupied) },
        { ALT: () => this.CONSUME(t.Unoccupied) },
        { ALT: () => this.CONSUME(t.Uncontrolled) },
        { ALT: () => this.CONSUME(t.Open) },
      ]),
    );
  });

  /** `unit`, `unit or gear card`, `card`, `token`. */
  nounGroup: Rule = this.RULE("nounGroup", () => {
    this.OR(
      (this.alts[59] ??= [
        {
          ALT: () => {
            this.SUBRULE(this.cardType);
            this.MANY({
              // `a unit or gear`, but not `a unit or it is your turn`.
              GATE: () => CARD_TYPE_TOKENS.has(this.LA(2).tokenType),
              DEF: () => {
                this.CONSUME(t.Or);
                this.SUBRULE2(this.cardType);
              },
            });
            this.OPTION(() =>
              this.OR2(
                (this.alts[60] ??= [
                  { ALT: () => this.CONSUME(t.CardKw) },
                  { ALT: () => this.CONSUME(t.TokenKw) },
                ]),
              ),
            );
          },
        },
        { ALT: () => this.CONSUME2(t.CardKw) },
        { ALT: () => this.CONSUME2(t.TokenKw) },
      ]),
    );
  });

  filterSuffix: Rule = this.RULE("filterSuffix", () => {
    this.OR(
      (this.alts[61] ??= [
        { ALT: () => this.CONSUME(t.Here) },
        { ALT: () => this.CONSUME(t.There) },
        {
          ALT: () => {
            this.CONSUME(t.At);
            this.OR2(
              (this.alts[62] ??= [
                {
                  ALT: () => {
                    this.OR3(
                      (this.alts[63] ??= [
                        { ALT: () => this.CONSUME(t.A) },
                        { ALT: () => this.CONSUME(t.Any) },
                      ]),
                    );
                    this.CONSUME(t.Battlefield);
                  },
                },
                {
                  // `each unit at target battlefield`: chosen as the ability is played.
                  ALT: () => {
                    this.CONSUME(t.Target);
                    this.CONSUME2(t.Battlefield);
                  },
                },
                { ALT: () => this.CONSUME(t.Identifier) },
              ]),
            );
          },
        },
        {
          ALT: () => {
            this.OR4(
              (this.alts[64] ??= [
                { ALT: () => this.CONSUME(t.In) },
                { ALT: () => this.CONSUME(t.From) },
                { ALT: () => this.CONSUME(t.On) },
              ]),
            );
            this.OR5(
              (this.alts[65] ??= [
                {
                  ALT: () => {
                    this.SUBRULE(this.ownerPhrase);
                    this.SUBRULE(this.zoneNoun);
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(t.The);
                    this.OR6(
                      (this.alts[66] ??= [
                        { ALT: () => this.CONSUME(t.ChainKw) },
                        { ALT: () => this.CONSUME(t.Board) },
                      ]),
                    );
                  },
                },
              ]),
            );
          },
        },
        { ALT: () => this.SUBRULE(this.controlSuffix) },
        {
          ALT: () => {
            this.CONSUME(t.With);
            this.SUBRULE(this.withQualifier);
          },
        },
        // CR 740.2.a: `a unit alone`, `a unit defending alone` (the gate reads the `-ing`).
        { ALT: () => this.CONSUME(t.Alone) },
        {
          ALT: () => {
            this.SUBRULE(this.combatRole);
            this.CONSUME2(t.Alone);
          },
        },
      ]),
    );
  });

  /**
   * `you control`, `an opponent controls`, `you own`; `you play`, `your opponents play` (what a
   * player plays is theirs to control as it is played, CR 356.1: `controls`, as the gate admits
   * it only before a static's predicate).
   */
  controlSuffix: Rule = this.RULE("controlSuffix", () => {
    this.SUBRULE(this.playerSelector);
    // `a battlefield you don't control`, `a unit you do not control`: the AST builder reads it.
    this.OPTION(() =>
      this.OR2(
        (this.alts[175] ??= [
          { ALT: () => this.CONSUME(t.Dont) },
          {
            ALT: () => {
              this.CONSUME(t.Do);
              this.CONSUME(t.Not);
            },
          },
        ]),
      ),
    );
    this.OR(
      (this.alts[67] ??= [
        { ALT: () => this.CONSUME(t.Control) },
        { ALT: () => this.CONSUME(t.Own) },
        { ALT: () => this.CONSUME(t.Play) },
      ]),
    );
  });

  /** After `with`: `tag Bird or Cat`, `Tank` (`Tank and Assault`), `might 3 or less`, `cost 2 or more`. */
  withQualifier: Rule = this.RULE("withQualifier", () => {
    this.OR(
      (this.alts[68] ??= [
        {
          ALT: () => {
            this.CONSUME(t.TagKw);
            this.SUBRULE(this.name);
            this.MANY({
              // `with tag Bird or Cat`, but not `… with tag Bird and it is your turn`.
              GATE: () => NAME_TOKENS.has(this.LA(2).tokenType),
              DEF: () => {
                this.OR2(
                  (this.alts[69] ??= [
                    { ALT: () => this.CONSUME(t.Or) },
                    { ALT: () => this.CONSUME(t.And) },
                  ]),
                );
                this.SUBRULE2(this.name);
              },
            });
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Might);
            this.SUBRULE(this.comparison);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.CostKw);
            this.SUBRULE2(this.comparison);
          },
        },
        { ALT: () => this.SUBRULE(this.mightThan) },
        {
          // `with 4 or more might`, the order card text often has.
          ALT: () => {
            this.SUBRULE3(this.comparison);
            this.OR3(
              (this.alts[168] ??= [
                { ALT: () => this.CONSUME2(t.Might) },
                { ALT: () => this.CONSUME2(t.CostKw) },
              ]),
            );
            // `with 3 might or less`, as rendered card text prints it: only after a bare number.
            this.OPTION({
              GATE: () =>
                this.LA(-1).tokenType === t.Integer &&
                this.LA(1).tokenType === t.Or &&
                isLessOrMore(this.LA(2).tokenType),
              DEF: () => {
                this.CONSUME2(t.Or);
                this.OR4(
                  (this.alts[234] ??= [
                    { ALT: () => this.CONSUME2(t.Less) },
                    { ALT: () => this.CONSUME2(t.More) },
                  ]),
                );
              },
            });
          },
        },
        {
          ALT: () => {
            this.SUBRULE(this.gameKeyword);
            this.MANY2({
              // `with Tank and Assault`: both; an `and` before anything else is not the filter's.
              GATE: () => GAME_KEYWORDS.has(this.LA(2).tokenType),
              DEF: () => {
                this.CONSUME2(t.And);
                this.SUBRULE2(this.gameKeyword);
              },
            });
          },
        },
      ]),
    );
  });

  /** `more might than this`, `less might than this`: against the source's Might. */
  mightThan: Rule = this.RULE("mightThan", () => {
    this.OR(
      (this.alts[206] ??= [
        { ALT: () => this.CONSUME(t.More) },
        { ALT: () => this.CONSUME(t.Less) },
      ]),
    );
    this.CONSUME(t.Might);
    this.CONSUME(t.Than);
    this.CONSUME(t.This);
  });

  gameKeyword: Rule = this.RULE("gameKeyword", () => {
    this.OR(
      (this.alts[70] ??= [
        { ALT: () => this.SUBRULE(this.valuedKeyword) },
        { ALT: () => this.SUBRULE(this.costedKeyword) },
        { ALT: () => this.SUBRULE(this.flagKeyword) },
      ]),
    );
  });

  /** `3`, `3 or less`, `more than 2`, `at least 2`, `exactly 1`, `<= 3`. */
  comparison: Rule = this.RULE("comparison", () => {
    this.OR(
      (this.alts[71] ??= [
        {
          ALT: () => {
            this.CONSUME(t.Integer);
            this.OPTION({
              GATE: () => isLessOrMore(this.LA(2).tokenType),
              DEF: () => {
                this.CONSUME(t.Or);
                this.OR2(
                  (this.alts[72] ??= [
                    { ALT: () => this.CONSUME(t.Less) },
                    { ALT: () => this.CONSUME(t.More) },
                  ]),
                );
              },
            });
          },
        },
        {
          ALT: () => {
            this.OR3(
              (this.alts[73] ??= [
                { ALT: () => this.CONSUME2(t.Less) },
                { ALT: () => this.CONSUME2(t.More) },
              ]),
            );
            this.CONSUME(t.Than);
            this.CONSUME2(t.Integer);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.At);
            this.OR4(
              (this.alts[74] ??= [
                { ALT: () => this.CONSUME(t.Least) },
                { ALT: () => this.CONSUME(t.Most) },
              ]),
            );
            this.CONSUME3(t.Integer);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Exactly);
            this.CONSUME4(t.Integer);
          },
        },
        {
          ALT: () => {
            this.OR5(
              (this.alts[75] ??= [
                { ALT: () => this.CONSUME(t.LessEqual) },
                { ALT: () => this.CONSUME(t.GreaterEqual) },
                { ALT: () => this.CONSUME(t.LessThan) },
                { ALT: () => this.CONSUME(t.GreaterThan) },
                { ALT: () => this.CONSUME(t.Equals) },
                { ALT: () => this.CONSUME(t.NotEqual) },
              ]),
            );
            this.CONSUME5(t.Integer);
          },
        },
      ]),
    );
  });

  /** `attacking`, `defending` (CR 323.2): `Attack`'s and `Defend`'s `-ing` spellings. */
  combatRole: Rule = this.RULE("combatRole", () => {
    this.OR(
      (this.alts[169] ??= [
        { ALT: () => this.CONSUME(t.Attack) },
        { ALT: () => this.CONSUME(t.Defend) },
      ]),
    );
  });

  statusWord: Rule = this.RULE("statusWord", () => {
    this.OR(
      (this.alts[76] ??= [
        { ALT: () => this.CONSUME(t.Ready) },
        { ALT: () => this.CONSUME(t.Exhausted) },
        { ALT: () => this.CONSUME(t.Damage) },
        { ALT: () => this.CONSUME(t.Stun) },
        { ALT: () => this.CONSUME(t.Buff) },
        { ALT: () => this.CONSUME(t.Facedown) },
        { ALT: () => this.CONSUME(t.Replace) },
        { ALT: () => this.CONSUME(t.Banish) },
        { ALT: () => this.CONSUME(t.Mighty) },
      ]),
    );
  });

  /**
   * The subject of a player's instruction: a player, `each opponent`, or a player target
   * (`target player`, `target opponent`: CR 355.9.a). Only here: after a token's `for`, `each
   * opponent` would read two ways (`for each opponent's unit`), and a trigger or a condition has
   * no use for a target. Each alternative starts with its own word, so that a misspelt second
   * word (`each oponent`) is reported where it is, with the words that fit there.
   */
  playerSubject: Rule = this.RULE("playerSubject", () => {
    this.OR(
      (this.alts[150] ??= [
        { ALT: () => this.SUBRULE(this.targetPlayer) },
        { ALT: () => this.SUBRULE(this.eachPlayer) },
        { ALT: () => this.SUBRULE(this.onePlayer) },
      ]),
    );
  });

  /** `target player`, `target opponent`: chosen as the ability is played (CR 355.9.a). */
  targetPlayer: Rule = this.RULE("targetPlayer", () => {
    this.CONSUME(t.Target);
    this.OR(
      (this.alts[151] ??= [
        { ALT: () => this.CONSUME(t.PlayerKw) },
        { ALT: () => this.CONSUME(t.Opponent) },
      ]),
    );
  });

  /** `each player`, `each opponent`, as the subject of an instruction. */
  eachPlayer: Rule = this.RULE("eachPlayer", () => {
    this.CONSUME(t.Each);
    this.OR(
      (this.alts[152] ??= [
        { ALT: () => this.CONSUME(t.PlayerKw) },
        { ALT: () => this.CONSUME(t.Opponent) },
      ]),
    );
  });

  /** A player: `you`, `an opponent`, `each player`, `its owner`, `lost's controller`. */
  player: Rule = this.RULE("player", () => {
    this.OR(
      (this.alts[153] ??= [
        {
          ALT: () => {
            this.CONSUME(t.Each);
            this.CONSUME(t.PlayerKw);
          },
        },
        { ALT: () => this.SUBRULE(this.onePlayer) },
      ]),
    );
  });

  /** A player but `each player`, which `playerSubject` reads together with `each opponent`. */
  onePlayer: Rule = this.RULE("onePlayer", () => {
    this.OR(
      (this.alts[77] ??= [
        { ALT: () => this.CONSUME(t.You) },
        {
          ALT: () => {
            this.CONSUME(t.An);
            this.CONSUME(t.Opponent);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.The);
            this.OR2(
              (this.alts[78] ??= [
                { ALT: () => this.CONSUME2(t.Opponent) },
                {
                  ALT: () => {
                    this.CONSUME(t.Triggering);
                    this.CONSUME2(t.PlayerKw);
                  },
                },
              ]),
            );
          },
        },
        {
          ALT: () => {
            this.OR3(
              (this.alts[79] ??= [
                { ALT: () => this.CONSUME(t.A) },
                { ALT: () => this.CONSUME(t.Any) },
                { ALT: () => this.CONSUME(t.That) },
              ]),
            );
            this.CONSUME(t.PlayerKw);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Its);
            this.SUBRULE(this.ownerOrController);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Identifier);
            this.CONSUME(t.Possessive);
            this.SUBRULE2(this.ownerOrController);
          },
        },
      ]),
    );
  });

  ownerOrController: Rule = this.RULE("ownerOrController", () => {
    this.OR(
      (this.alts[80] ??= [
        { ALT: () => this.CONSUME(t.Owner) },
        { ALT: () => this.CONSUME(t.Controller) },
      ]),
    );
  });

  /** Whose zone: `your`, `its owner's`, `an opponent's`. */
  ownerPhrase: Rule = this.RULE("ownerPhrase", () => {
    this.OR(
      (this.alts[81] ??= [
        { ALT: () => this.CONSUME(t.Your) },
        {
          ALT: () => {
            this.SUBRULE(this.player);
            this.CONSUME(t.Possessive);
          },
        },
      ]),
    );
  });

  zoneNoun: Rule = this.RULE("zoneNoun", () => {
    this.OR(
      (this.alts[82] ??= [
        { ALT: () => this.CONSUME(t.Hand) },
        { ALT: () => this.CONSUME(t.DeckKw) },
        { ALT: () => this.CONSUME(t.Trash) },
        { ALT: () => this.CONSUME(t.Banishment) },
        { ALT: () => this.CONSUME(t.Base) },
      ]),
    );
  });

  /** A destination or location: `here`, `your base`, `its owner's hand`, `a battlefield`. */
  place: Rule = this.RULE("place", () => {
    this.OR(
      (this.alts[83] ??= [
        { ALT: () => this.CONSUME(t.Here) },
        { ALT: () => this.CONSUME(t.There) },
        {
          ALT: () => {
            this.CONSUME(t.The);
            this.OR2(
              (this.alts[84] ??= [
                { ALT: () => this.CONSUME(t.Top) },
                { ALT: () => this.CONSUME(t.Bottom) },
              ]),
            );
            this.CONSUME(t.Of);
            this.SUBRULE(this.ownerPhrase);
            this.CONSUME(t.DeckKw);
          },
        },
        {
          ALT: () => {
            this.SUBRULE2(this.ownerPhrase);
            this.SUBRULE(this.zoneNoun);
          },
        },
        {
          ALT: () => {
            this.CONSUME2(t.The);
            this.CONSUME(t.ChainKw);
          },
        },
        {
          // `its location`; `its base`, as card text says `its controller's base` (CR 107.1.c).
          ALT: () => {
            this.CONSUME(t.Its);
            this.OR3(
              (this.alts[275] ??= [
                { ALT: () => this.CONSUME(t.Location) },
                { ALT: () => this.CONSUME(t.Base) },
              ]),
            );
          },
        },
        // `move a friendly unit to base`: the base of whoever controls what goes there.
        { ALT: () => this.CONSUME2(t.Base) },
        // A battlefield, named without `as`: a binding after a place belongs to the instruction
        // (`play a Recruit token at a battlefield you control as r` binds the token).
        {
          ALT: () => {
            this.CONSUME(t.This);
            // `when you conquer at this battlefield`, as printed cards name a battlefield's own
            // place: the same as `at this`.
            this.OPTION({
              GATE: () => thisBattlefieldAhead(this.ahead),
              DEF: () => this.CONSUME(t.Battlefield),
            });
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.That);
            this.SUBRULE(this.noun);
          },
        },
        { ALT: () => this.SUBRULE(this.countedRef) },
        { ALT: () => this.CONSUME(t.Identifier) },
      ]),
    );
  });

  /**
   * `3`, `1 for each friendly unit here`, `its might`, `the might of lost`, `the number of cards
   * in your hand`, `your score`, `an opponent's score`.
   */
  amount: Rule = this.RULE("amount", () => {
    this.OR(
      (this.alts[85] ??= [
        {
          ALT: () => {
            this.OR3(
              (this.alts[144] ??= [
                { ALT: () => this.CONSUME(t.Integer) },
                { ALT: () => this.CONSUME(t.One) },
                { ALT: () => this.CONSUME(t.NumberWord) },
              ]),
            );
            this.OPTION(() => {
              this.CONSUME(t.For);
              this.CONSUME(t.Each);
              this.OR4(
                (this.alts[158] ??= [
                  {
                    // Chevrotain's lookahead stops at the alternative's end: `opponent` alone
                    // is a prefix of `opponent's unit`, so the word after decides.
                    GATE: () => this.LA(2).tokenType !== t.Possessive,
                    ALT: () => this.SUBRULE(this.countedPlayer),
                  },
                  { ALT: () => this.SUBRULE(this.filter) },
                ]),
              );
            });
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Its);
            this.SUBRULE(this.amountStat);
          },
        },
        {
          // `deal damage equal to my might`: this's (CR 053.1).
          ALT: () => {
            this.CONSUME(t.My);
            this.SUBRULE2(this.amountStat);
          },
        },
        {
          // `draw cards equal to that card's cost`: the object of an earlier instruction.
          GATE: () => this.LA(3).tokenType === t.Possessive,
          ALT: () => {
            this.CONSUME(t.That);
            this.SUBRULE(this.noun);
            this.CONSUME2(t.Possessive);
            this.SUBRULE4(this.amountStat);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.The);
            this.OR2(
              (this.alts[86] ??= [
                {
                  ALT: () => {
                    this.SUBRULE3(this.amountStat);
                    this.CONSUME(t.Of);
                    this.SUBRULE(this.objectRef);
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(t.NumberKw);
                    this.CONSUME2(t.Of);
                    this.SUBRULE2(this.filter);
                  },
                },
              ]),
            );
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Your);
            this.CONSUME(t.Score);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.An);
            this.CONSUME(t.Opponent);
            this.CONSUME(t.Possessive);
            this.CONSUME2(t.Score);
          },
        },
      ]),
    );
  });

  /** An object's number an amount reads: its Might, or its cost (CR 131.2: the Energy cost). */
  amountStat: Rule = this.RULE("amountStat", () => {
    this.OR(
      (this.alts[264] ??= [
        { ALT: () => this.CONSUME(t.Might) },
        { ALT: () => this.CONSUME(t.CostKw) },
      ]),
    );
  });

  /**
   * `opponent`, `player` after an amount's `for each`: the players counted (CR 303.2.a). An
   * `opponent's …` that follows is an object filter's, so the word stands alone here.
   */
  countedPlayer: Rule = this.RULE("countedPlayer", () => {
    this.OR(
      (this.alts[159] ??= [
        { ALT: () => this.CONSUME(t.Opponent) },
        { ALT: () => this.CONSUME(t.PlayerKw) },
      ]),
    );
  });

  // -------------------------------------------------------------------------------------------
  // Events, conditions, durations, modifications
  // -------------------------------------------------------------------------------------------

  /** `this is played`, `a friendly unit dies`, `you conquer here`, `you play a spell`. */
  event: Rule = this.RULE("event", () => {
    this.OR(
      (this.alts[87] ??= [
        {
          // CR 464.2.b, 466.7.b: `combat begins here`, `combat ends`.
          ALT: () => {
            this.CONSUME(t.Combat);
            this.OR3(
              (this.alts[174] ??= [
                { ALT: () => this.CONSUME(t.Begin) },
                { ALT: () => this.CONSUME(t.End) },
              ]),
            );
            this.OPTION3(() => this.SUBRULE(this.eventLocation));
          },
        },
        {
          ALT: () => {
            this.SUBRULE(this.player);
            this.OPTION(() => this.CONSUME(t.Would));
            this.SUBRULE(this.playerEventVerb);
          },
        },
        {
          ALT: () => {
            this.OR2(
              (this.alts[255] ??= [
                { GATE: this.oneOrMoreAhead, ALT: () => this.SUBRULE(this.oneOrMoreRef) },
                { ALT: () => this.SUBRULE(this.objectRef) },
              ]),
            );
            this.OPTION2(() => this.CONSUME2(t.Would));
            this.SUBRULE(this.objectEventVerb);
          },
        },
      ]),
    );
  });

  /** `one or more friendly units`: the objects of one game action's events (a trigger's). */
  oneOrMoreRef: Rule = this.RULE("oneOrMoreRef", () => {
    this.CONSUME(t.One);
    this.CONSUME(t.Or);
    this.CONSUME(t.More);
    this.SUBRULE(this.filter);
  });

  playerEventVerb: Rule = this.RULE("playerEventVerb", () => {
    this.OR(
      (this.alts[88] ??= [
        {
          ALT: () => {
            // `you conquer a battlefield`, as printed text says it, is `you conquer` (CR 469.1);
            // `you score a point` is parsed for the builder to refuse (RS1047).
            this.OR2(
              (this.alts[89] ??= [
                {
                  ALT: () => {
                    this.CONSUME(t.Conquer);
                    this.OPTION3(() => {
                      this.CONSUME(t.A);
                      this.CONSUME(t.Battlefield);
                    });
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(t.Hold);
                    this.OPTION4(() => {
                      this.CONSUME2(t.A);
                      this.CONSUME2(t.Battlefield);
                    });
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(t.Score);
                    this.OPTION5(() => {
                      this.CONSUME3(t.A);
                      this.CONSUME(t.Point);
                    });
                  },
                },
              ]),
            );
            this.OPTION(() => this.SUBRULE(this.eventLocation));
          },
        },
        {
          // `you gain a point`: any point gained, by Scoring or not (CR 468.1); no battlefield.
          ALT: () => {
            this.CONSUME(t.Gain);
            this.CONSUME4(t.A);
            this.CONSUME2(t.Point);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Play);
            this.SUBRULE(this.objectRef);
          },
        },
        {
          ALT: () => {
            this.OR3(
              (this.alts[90] ??= [
                { ALT: () => this.CONSUME(t.Draw) },
                { ALT: () => this.CONSUME(t.Discard) },
                { ALT: () => this.CONSUME(t.Channel) },
              ]),
            );
            // `the second time you draw each turn`: `each turn` ends the event, it is not an object.
            this.OPTION2({
              GATE: () => !(this.LA(1).tokenType === t.Each && this.LA(2).tokenType === t.Turn),
              DEF: () =>
                this.OR4(
                  (this.alts[256] ??= [
                    { GATE: this.oneOrMoreAhead, ALT: () => this.SUBRULE(this.oneOrMoreRef) },
                    { ALT: () => this.SUBRULE2(this.objectRef) },
                  ]),
                ),
            });
          },
        },
      ]),
    );
  });

  objectEventVerb: Rule = this.RULE("objectEventVerb", () => {
    this.OPTION(() => this.CONSUME(t.Is));
    this.OR(
      (this.alts[91] ??= [
        { ALT: () => this.CONSUME(t.Play) },
        { ALT: () => this.CONSUME(t.Die) },
        { ALT: () => this.CONSUME(t.Kill) },
        { ALT: () => this.CONSUME(t.Banish) },
        { ALT: () => this.CONSUME(t.Discard) },
        { ALT: () => this.CONSUME(t.Draw) },
        {
          ALT: () => {
            this.CONSUME(t.Move);
            this.OPTION2(() => this.SUBRULE(this.eventLocation));
          },
        },
        {
          ALT: () => {
            this.OR2(
              (this.alts[92] ??= [
                { ALT: () => this.CONSUME(t.Conquer) },
                { ALT: () => this.CONSUME(t.Hold) },
              ]),
            );
            this.OPTION3(() => this.SUBRULE2(this.eventLocation));
          },
        },
        {
          // CR 740.2.a: `when this attacks alone`, alone as it gains the designation.
          ALT: () => {
            this.CONSUME(t.Attack);
            this.OPTION7(() => this.CONSUME(t.Alone));
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Defend);
            this.OPTION8(() => this.CONSUME2(t.Alone));
          },
        },
        { ALT: () => this.CONSUME(t.Create) },
        { ALT: () => this.CONSUME(t.Replace) },
        {
          ALT: () => {
            this.CONSUME(t.Swap);
            this.CONSUME(t.Back);
          },
        },
        {
          ALT: () => {
            this.OR3(
              (this.alts[93] ??= [
                { ALT: () => this.CONSUME(t.Deal) },
                { ALT: () => this.CONSUME(t.Take) },
              ]),
            );
            // `this deals combat damage` (CR 417.6.c); the builder refuses it after `is dealt`.
            this.OPTION6(() => this.CONSUME(t.Combat));
            this.CONSUME(t.Damage);
          },
        },
        { ALT: () => this.CONSUME(t.Counter) },
        { ALT: () => this.CONSUME(t.Ready) },
        { ALT: () => this.CONSUME(t.Exhausted) },
        { ALT: () => this.CONSUME(t.Stun) },
        { ALT: () => this.CONSUME(t.Buff) },
        {
          // CR 709: `becomes mighty`, the one state a unit becomes that an event names.
          ALT: () => {
            this.CONSUME(t.Become);
            this.CONSUME(t.Mighty);
          },
        },
        { ALT: () => this.CONSUME(t.Channel) },
        {
          ALT: () => {
            this.CONSUME(t.Enter);
            this.OPTION4(() => this.SUBRULE3(this.eventLocation));
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Return);
            this.CONSUME(t.To);
            this.SUBRULE(this.ownerPhrase);
            this.CONSUME(t.Hand);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Change);
            this.CONSUME(t.Control);
          },
        },
        {
          // Every way off the board at once: dying, banished, returned, put into a deck.
          ALT: () => {
            this.CONSUME(t.Leave);
            this.CONSUME2(t.The);
            this.CONSUME(t.Board);
          },
        },
      ]),
    );
    // `an enemy unit dies here`, as card text prints it: the same as `an enemy unit here dies`.
    // Only `here`, `there` and `at this battlefield`: another `at …` could be the start of the
    // next ability (`at the start …`).
    this.OPTION5({
      GATE: () => this.LA(1).tokenType !== t.At || atThisBattlefieldAhead(this.ahead),
      DEF: () => this.SUBRULE(this.eventSubjectPlace),
    });
  });

  /** The `here` of `a unit dies here`: where the object the event happens to is. */
  eventSubjectPlace: Rule = this.RULE("eventSubjectPlace", () => {
    this.OR(
      (this.alts[146] ??= [
        { ALT: () => this.CONSUME(t.Here) },
        { ALT: () => this.CONSUME(t.There) },
        // `a unit dies at this battlefield`: a battlefield's own `here`.
        {
          ALT: () => {
            this.CONSUME(t.At);
            this.CONSUME(t.This);
            this.CONSUME(t.Battlefield);
          },
        },
      ]),
    );
  });

  /** `here`, `at a battlefield`, `to your base`. */
  eventLocation: Rule = this.RULE("eventLocation", () => {
    this.OR(
      (this.alts[94] ??= [
        { ALT: () => this.CONSUME(t.Here) },
        { ALT: () => this.CONSUME(t.There) },
        {
          ALT: () => {
            this.OR2(
              (this.alts[95] ??= [
                { ALT: () => this.CONSUME(t.At) },
                { ALT: () => this.CONSUME(t.To) },
              ]),
            );
            this.SUBRULE(this.place);
          },
        },
      ]),
    );
  });

  condition: Rule = this.RULE("condition", () => {
    this.SUBRULE(this.conditionAnd);
    this.MANY(() => {
      this.CONSUME(t.Or);
      this.SUBRULE2(this.conditionAnd);
    });
  });

  conditionAnd: Rule = this.RULE("conditionAnd", () => {
    this.SUBRULE(this.conditionUnary);
    this.MANY(() => {
      this.CONSUME(t.And);
      this.SUBRULE2(this.conditionUnary);
    });
  });

  conditionUnary: Rule = this.RULE("conditionUnary", () => {
    this.OR(
      (this.alts[96] ??= [
        {
          ALT: () => {
            this.CONSUME(t.Not);
            this.SUBRULE(this.conditionUnary);
          },
        },
        { ALT: () => this.SUBRULE(this.conditionAtom) },
      ]),
    );
  });

  conditionAtom: Rule = this.RULE("conditionAtom", () => {
    this.OR(
      (this.alts[97] ??= [
        {
          ALT: () => {
            this.CONSUME(t.LParen);
            this.SUBRULE(this.condition);
            this.CONSUME(t.RParen);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.It);
            // `it's exhausted`, `it's your turn`: `'s` is `is` here, as card text contracts it.
            this.OR7(
              (this.alts[249] ??= [
                { ALT: () => this.CONSUME(t.Is) },
                { ALT: () => this.CONSUME(t.Possessive) },
              ]),
            );
            // `it is not exhausted`, `it is not your turn`: the AST builder wraps it in a `not`.
            this.OPTION(() => this.CONSUME(t.Not));
            this.OR4(
              (this.alts[170] ??= [
                {
                  ALT: () => {
                    this.SUBRULE(this.ownerPhrase);
                    this.CONSUME2(t.Turn);
                  },
                },
                { ALT: () => this.SUBRULE(this.objectState) },
              ]),
            );
          },
        },
        {
          // `this is damaged`, `that unit is attacking`, `foe is at a battlefield`.
          ALT: () => {
            this.SUBRULE(this.stateSubject);
            this.CONSUME3(t.Is);
            this.OPTION2(() => this.CONSUME2(t.Not));
            this.SUBRULE2(this.objectState);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.There);
            this.CONSUME2(t.Is);
            this.SUBRULE(this.countQuantifier);
            this.SUBRULE(this.filter);
          },
        },
        {
          ALT: () => {
            // `you do`, `you paid …` and `you played …` are read after any player, so that the
            // choice here is one token; the AST builder reports them for anyone but `you`.
            this.SUBRULE(this.player);
            this.OR3(
              (this.alts[98] ??= [
                { ALT: () => this.CONSUME(t.Do) },
                {
                  ALT: () => {
                    this.CONSUME(t.Pay);
                    this.CONSUME(t.The);
                    this.OR2(
                      (this.alts[99] ??= [
                        { ALT: () => this.CONSUME(t.Optional) },
                        { ALT: () => this.CONSUME(t.Additional) },
                      ]),
                    );
                    this.CONSUME(t.CostKw);
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(t.Play);
                    this.CONSUME(t.Another);
                    this.CONSUME(t.CardKw);
                    this.CONSUME(t.This);
                    this.CONSUME(t.Turn);
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(t.Control);
                    this.SUBRULE(this.controlledObject);
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(t.Have);
                    this.OR5(
                      (this.alts[183] ??= [
                        {
                          ALT: () => {
                            this.SUBRULE(this.comparison);
                            this.CONSUME(t.Point);
                          },
                        },
                        {
                          // `you have the most points` (RULES S2).
                          ALT: () => {
                            this.CONSUME2(t.The);
                            this.CONSUME(t.Most);
                            this.CONSUME2(t.Point);
                          },
                        },
                        {
                          // `an opponent has more points than you`, `… fewer points than …`,
                          // `… more cards in hand than you`, `… in their hand …`.
                          ALT: () => {
                            this.OR6(
                              (this.alts[184] ??= [
                                { ALT: () => this.CONSUME(t.More) },
                                { ALT: () => this.CONSUME(t.Less) },
                              ]),
                            );
                            this.OR8(
                              (this.alts[273] ??= [
                                { ALT: () => this.CONSUME3(t.Point) },
                                {
                                  ALT: () => {
                                    this.CONSUME2(t.CardKw);
                                    this.CONSUME(t.In);
                                    // `in their hand`: `their` is `its` (each player's own).
                                    this.OPTION3(() => this.CONSUME(t.Its));
                                    this.CONSUME(t.Hand);
                                  },
                                },
                              ]),
                            );
                            this.CONSUME(t.Than);
                            this.SUBRULE(this.playerSubject);
                            // `… than you do`, `… than an opponent does`, as English says it.
                            this.OPTION4(() => this.CONSUME2(t.Do));
                          },
                        },
                      ]),
                    );
                  },
                },
              ]),
            );
          },
        },
      ]),
    );
  });

  /** The object a state condition asks about (`it` is read with `it is your turn`). */
  stateSubject: Rule = this.RULE("stateSubject", () => {
    this.OR(
      (this.alts[171] ??= [
        { ALT: () => this.CONSUME(t.This) },
        {
          ALT: () => {
            this.CONSUME(t.That);
            this.SUBRULE(this.noun);
          },
        },
        { ALT: () => this.CONSUME(t.Identifier) },
      ]),
    );
  });

  /**
   * What a condition asks of one object: a status, a combat role, or `at a battlefield`; `alone`
   * (CR 740.2.a) alone, after a combat role (`attacking alone`) or before `at a battlefield`.
   */
  objectState: Rule = this.RULE("objectState", () => {
    this.OR(
      (this.alts[164] ??= [
        { ALT: () => this.SUBRULE(this.statusWord) },
        {
          ALT: () => {
            this.SUBRULE(this.combatRole);
            this.OPTION(() => this.CONSUME(t.Alone));
          },
        },
        {
          ALT: () => {
            this.CONSUME2(t.Alone);
            this.OPTION2(() => {
              this.CONSUME2(t.At);
              this.OR3(
                (this.alts[281] ??= [
                  { ALT: () => this.CONSUME2(t.A) },
                  { ALT: () => this.CONSUME2(t.Any) },
                ]),
              );
              this.CONSUME2(t.Battlefield);
            });
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.At);
            this.OR2(
              (this.alts[165] ??= [
                { ALT: () => this.CONSUME(t.A) },
                { ALT: () => this.CONSUME(t.Any) },
              ]),
            );
            this.CONSUME(t.Battlefield);
          },
        },
      ]),
    );
  });

  /**
   * After `you control`: `a unit here`, `3 or more units`, `no units`, `this`, `it`, and another
   * player's count, `more units than you`, `fewer ready units than each opponent`.
   */
  controlledObject: Rule = this.RULE("controlledObject", () => {
    this.OR(
      (this.alts[100] ??= [
        {
          ALT: () => {
            this.SUBRULE(this.countQuantifier);
            this.SUBRULE(this.filter);
          },
        },
        {
          // `more than 2 units` is a count above; `more units than you` a count against another's.
          GATE: () => this.LA(2).tokenType !== t.Than,
          ALT: () => {
            this.OR2(
              (this.alts[274] ??= [
                { ALT: () => this.CONSUME(t.More) },
                { ALT: () => this.CONSUME(t.Less) },
              ]),
            );
            this.SUBRULE2(this.filter);
            this.CONSUME(t.Than);
            this.SUBRULE(this.playerSubject);
            this.OPTION(() => this.CONSUME(t.Do));
          },
        },
        { ALT: () => this.CONSUME(t.This) },
        { ALT: () => this.CONSUME(t.It) },
        {
          ALT: () => {
            this.CONSUME(t.That);
            this.SUBRULE(this.noun);
          },
        },
        { ALT: () => this.CONSUME(t.Identifier) },
      ]),
    );
  });

  /** `a`, `an`, `another` (a unit other than this), `no`, `3`, `3 or more`, `at least 2`. */
  countQuantifier: Rule = this.RULE("countQuantifier", () => {
    this.OR(
      (this.alts[101] ??= [
        { ALT: () => this.CONSUME(t.A) },
        { ALT: () => this.CONSUME(t.Another) },
        { ALT: () => this.CONSUME(t.An) },
        { ALT: () => this.CONSUME(t.No) },
        { ALT: () => this.SUBRULE(this.comparison) },
      ]),
    );
  });

  /**
   * RULES E4: `this turn`, `until [the] end of [this] turn`, `until [the] end of your next turn`,
   * `until your next turn`, `until an opponent's next turn`, `until the next time …`, `until this
   * leaves the board`; `this combat`, `until [the] end of [this] combat` (CR 466.7.c).
   */
  duration: Rule = this.RULE("duration", () => {
    this.OR(
      (this.alts[102] ??= [
        {
          // `this combat` ends as the combat does (CR 466.7.c).
          ALT: () => {
            this.CONSUME(t.This);
            this.OR4(
              (this.alts[200] ??= [
                { ALT: () => this.CONSUME(t.Turn) },
                { ALT: () => this.CONSUME(t.Combat) },
              ]),
            );
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Until);
            this.OR2(
              (this.alts[103] ??= [
                { ALT: () => this.SUBRULE(this.endOfTurn) },
                {
                  ALT: () => {
                    this.CONSUME(t.Your);
                    this.CONSUME(t.Next);
                    this.CONSUME3(t.Turn);
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(t.The);
                    this.OR3(
                      (this.alts[156] ??= [
                        {
                          ALT: () => {
                            this.CONSUME2(t.Next);
                            this.CONSUME(t.Time);
                            this.SUBRULE(this.event);
                          },
                        },
                        { ALT: () => this.SUBRULE(this.opponentsNextTurn) },
                        { ALT: () => this.SUBRULE2(this.endOfTurn) },
                      ]),
                    );
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(t.An);
                    this.SUBRULE2(this.opponentsNextTurn);
                  },
                },
                { ALT: () => this.SUBRULE(this.untilObjectEvent) },
              ]),
            );
          },
        },
        { ALT: () => this.CONSUME(t.Permanently) },
      ]),
    );
  });

  /**
   * `this leaves the board`, `it is banished` after `until` (CR 317, 359.3.e.16: "until I leave the
   * board"): the duration ends the first time the event happens, as `until the next time …` does.
   * Only `this` and `it`, the one object the duration is about.
   */
  untilObjectEvent: Rule = this.RULE("untilObjectEvent", () => {
    this.OR(
      (this.alts[246] ??= [{ ALT: () => this.CONSUME(t.This) }, { ALT: () => this.CONSUME(t.It) }]),
    );
    this.SUBRULE(this.objectEventVerb);
  });

  /**
   * `end of turn`, `end of this turn`, after `until` or `until the`: this turn (CR 317.2); `end of
   * your next turn`, `end of an opponent's next turn`: through the Ending Step of that turn.
   */
  endOfTurn: Rule = this.RULE("endOfTurn", () => {
    this.CONSUME(t.End);
    this.CONSUME(t.Of);
    this.OR(
      (this.alts[157] ??= [
        {
          ALT: () => {
            this.CONSUME(t.This);
            this.OR2(
              (this.alts[201] ??= [
                { ALT: () => this.CONSUME(t.Turn) },
                { ALT: () => this.CONSUME(t.Combat) },
              ]),
            );
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Your);
            this.CONSUME(t.Next);
            this.CONSUME2(t.Turn);
          },
        },
        {
          // `end of an opponent's next turn`: the next turn of any opponent (CR 317.2).
          ALT: () => {
            this.CONSUME(t.An);
            this.CONSUME(t.Opponent);
            this.CONSUME(t.Possessive);
            this.CONSUME2(t.Next);
            this.CONSUME3(t.Turn);
          },
        },
        { ALT: () => this.CONSUME4(t.Turn) },
        // `end of combat`: the combat going on (CR 466.7.c).
        { ALT: () => this.CONSUME2(t.Combat) },
      ]),
    );
  });

  /** `opponent's next turn`, after `until an` or `until the` (CR 317: the next turn of an opponent). */
  opponentsNextTurn: Rule = this.RULE("opponentsNextTurn", () => {
    this.CONSUME(t.Opponent);
    this.CONSUME(t.Possessive);
    this.CONSUME(t.Next);
    this.CONSUME(t.Turn);
  });

  modificationList: Rule = this.RULE("modificationList", () => {
    this.SUBRULE(this.modification);
    this.MANY({
      // `+1 might, Tank` continues the list; `…, otherwise …` does not.
      GATE: () => MODIFICATION_STARTS.has(this.LA(2).tokenType),
      DEF: () => {
        this.OR(
          (this.alts[104] ??= [
            { ALT: () => this.CONSUME(t.And) },
            { ALT: () => this.CONSUME(t.Comma) },
          ]),
        );
        this.SUBRULE2(this.modification);
      },
    });
  });

  /** `+2 might`, `-1 might for each enemy unit here`, `Tank`, `tag Bird`, `{ ability }`. */
  modification: Rule = this.RULE("modification", () => {
    this.OR(
      (this.alts[105] ??= [
        {
          ALT: () => {
            this.OR2(
              (this.alts[106] ??= [
                { ALT: () => this.CONSUME(t.Plus) },
                { ALT: () => this.CONSUME(t.Minus) },
              ]),
            );
            this.CONSUME(t.Integer);
            this.CONSUME(t.Might);
            this.OPTION(() => {
              this.CONSUME(t.For);
              this.CONSUME(t.Each);
              this.OR3(
                (this.alts[207] ??= [
                  // `+1 might for each opponent`: players counted, not objects (CR 303.2.a).
                  { GATE: this.countedPlayerAhead, ALT: () => this.SUBRULE(this.countedPlayer) },
                  { ALT: () => this.SUBRULE(this.filter) },
                ]),
              );
            });
            // `-2 might to a minimum of 1`: the loss stops at that Might.
            this.OPTION2({
              GATE: this.mightFloorAhead,
              DEF: () => {
                this.CONSUME(t.To);
                this.CONSUME(t.A);
                this.CONSUME(t.Minimum);
                this.CONSUME(t.Of);
                this.CONSUME2(t.Integer);
                this.OPTION3(() => this.CONSUME2(t.Might));
              },
            });
          },
        },
        { ALT: () => this.SUBRULE(this.keywordEntry) },
        { ALT: () => this.SUBRULE(this.bracketedKeyword) },
        {
          ALT: () => {
            this.CONSUME(t.TagKw);
            this.SUBRULE(this.name);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.DomainKw);
            this.SUBRULE(this.domainName);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.LCurly);
            this.SUBRULE(this.ability);
            this.CONSUME(t.RCurly);
          },
        },
      ]),
    );
  });

  // -------------------------------------------------------------------------------------------
  // Scenarios
  // -------------------------------------------------------------------------------------------

  scenario: Rule = this.RULE("scenario", () => {
    this.SUBRULE(this.scenarioHead);
    this.CONSUME(t.LCurly);
    this.SUBRULE(this.scenarioBody);
    this.CONSUME(t.RCurly);
  });

  scenarioHead: Rule = this.RULE("scenarioHead", () => {
    this.CONSUME(t.ScenarioKw);
    this.CONSUME(t.AnyString);
  });

  scenarioBody: Rule = this.RULE("scenarioBody", () => {
    this.OPTION(() => this.SUBRULE(this.setupBlock));
    this.MANY(() => this.SUBRULE(this.step));
  });

  setupBlock: Rule = this.RULE("setupBlock", () => {
    this.CONSUME(t.Setup);
    this.CONSUME(t.LCurly);
    this.MANY(() => this.SUBRULE(this.setupEntry));
    this.CONSUME(t.RCurly);
  });

  setupEntry: Rule = this.RULE("setupEntry", () => {
    this.OR(
      (this.alts[107] ??= [
        {
          ALT: () => {
            this.SUBRULE(this.scenarioPlayer);
            this.SUBRULE(this.playerSetup);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Turn);
            this.CONSUME4(t.Colon);
            this.SUBRULE2(this.scenarioPlayer);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.PhaseKw);
            this.CONSUME5(t.Colon);
            this.SUBRULE(this.phaseName);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Seed);
            this.CONSUME6(t.Colon);
            this.CONSUME2(t.Integer);
          },
        },
        { ALT: () => this.SUBRULE(this.battlefieldSetup) },
      ]),
    );
  });

  /** After a player in a setup: `hand: "X"`, `pool: 2 Fury`, `score: 3`. */
  playerSetup: Rule = this.RULE("playerSetup", () => {
    this.OR(
      (this.alts[108] ??= [
        {
          ALT: () => {
            this.SUBRULE(this.zoneWord);
            this.CONSUME(t.Colon);
            this.SUBRULE(this.placementList);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Pool);
            this.CONSUME2(t.Colon);
            this.SUBRULE(this.costExpression);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Score);
            this.CONSUME3(t.Colon);
            this.CONSUME(t.Integer);
          },
        },
      ]),
    );
  });

  /** `battlefield "Windy Ridge" as w controlled by A { A: "Scout"  facedown A: "Trap" }` */
  battlefieldSetup: Rule = this.RULE("battlefieldSetup", () => {
    this.CONSUME(t.Battlefield);
    this.SUBRULE(this.placement);
    this.OPTION(() => {
      this.CONSUME(t.LCurly);
      this.MANY(() => {
        this.OR(
          (this.alts[109] ??= [
            {
              ALT: () => {
                this.SUBRULE(this.scenarioPlayer);
                this.CONSUME(t.Colon);
                this.SUBRULE(this.placementList);
              },
            },
            { ALT: () => this.SUBRULE(this.facedownSetup) },
          ]),
        );
      });
      this.CONSUME(t.RCurly);
    });
  });

  facedownSetup: Rule = this.RULE("facedownSetup", () => {
    this.CONSUME(t.Facedown);
    this.SUBRULE(this.scenarioPlayer);
    this.CONSUME(t.Colon);
    this.SUBRULE(this.placement);
  });

  placementList: Rule = this.RULE("placementList", () => {
    this.SUBRULE(this.placement);
    this.MANY(() => {
      this.CONSUME(t.Comma);
      this.SUBRULE2(this.placement);
    });
  });

  /** `"Muster Captain" as m1 exhausted with 2 damage controlled by B` */
  placement: Rule = this.RULE("placement", () => {
    this.CONSUME(t.AnyString);
    this.OPTION({ GATE: this.bindingAhead, DEF: () => this.SUBRULE(this.label) });
    this.MANY({
      // `facedown A: "Trap"` on the next line starts a facedown card, not a status of this one.
      GATE: () => !(this.LA(1).tokenType === t.Facedown && this.LA(3).tokenType === t.Colon),
      DEF: () => this.SUBRULE(this.statusWord),
    });
    this.OPTION2(() => {
      this.CONSUME(t.With);
      this.CONSUME(t.Integer);
      this.CONSUME(t.Damage);
    });
    this.OPTION3(() => {
      this.CONSUME(t.Control);
      this.CONSUME(t.By);
      this.SUBRULE(this.scenarioPlayer);
    });
  });

  /** `A`, `B`: a player of the scenario, in turn order. */
  scenarioPlayer: Rule = this.RULE("scenarioPlayer", () => {
    this.OR(
      (this.alts[110] ??= [
        { ALT: () => this.CONSUME(t.Identifier) },
        { ALT: () => this.CONSUME(t.A) },
      ]),
    );
  });

  zoneWord: Rule = this.RULE("zoneWord", () => {
    this.OR(
      (this.alts[111] ??= [
        { ALT: () => this.CONSUME(t.Hand) },
        { ALT: () => this.CONSUME(t.DeckKw) },
        { ALT: () => this.CONSUME(t.Trash) },
        { ALT: () => this.CONSUME(t.Banishment) },
        { ALT: () => this.CONSUME(t.Base) },
        { ALT: () => this.CONSUME(t.Legend) },
        { ALT: () => this.CONSUME(t.Champion) },
        {
          ALT: () => {
            this.CONSUME(t.Rune);
            this.OPTION(() => this.CONSUME2(t.DeckKw));
          },
        },
        { ALT: () => this.CONSUME(t.Facedown) },
      ]),
    );
  });

  phaseName: Rule = this.RULE("phaseName", () => {
    this.OR(
      (this.alts[112] ??= [
        { ALT: () => this.CONSUME(t.Awaken) },
        { ALT: () => this.CONSUME(t.Beginning) },
        { ALT: () => this.CONSUME(t.Channel) },
        { ALT: () => this.CONSUME(t.Draw) },
        { ALT: () => this.CONSUME(t.Main) },
        { ALT: () => this.CONSUME(t.Ending) },
      ]),
    );
  });

  step: Rule = this.RULE("step", () => {
    this.OR(
      (this.alts[113] ??= [
        { ALT: () => this.SUBRULE(this.expectStep) },
        { ALT: () => this.SUBRULE(this.labelStep) },
        { ALT: () => this.SUBRULE(this.action) },
      ]),
    );
  });

  action: Rule = this.RULE("action", () => {
    this.OR(
      (this.alts[114] ??= [
        { ALT: () => this.SUBRULE(this.playerStep) },
        {
          ALT: () => {
            this.CONSUME(t.Resolve);
            this.OPTION(() => this.CONSUME(t.The));
            this.OR2(
              (this.alts[115] ??= [
                { ALT: () => this.CONSUME(t.ChainKw) },
                { ALT: () => this.CONSUME(t.One) },
              ]),
            );
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.End);
            this.OPTION2(() => this.CONSUME2(t.The));
            this.CONSUME(t.Turn);
          },
        },
      ]),
    );
  });

  /** `A plays "X"`, or `A can't play "X" [, because cannotPay]`: the action, expected to be refused. */
  playerStep: Rule = this.RULE("playerStep", () => {
    this.SUBRULE(this.scenarioPlayer);
    this.OR(
      (this.alts[137] ??= [
        {
          ALT: () => {
            this.CONSUME(t.Cant);
            this.SUBRULE(this.playerAction);
            this.OPTION(() => {
              this.OPTION2(() => this.CONSUME(t.Comma));
              this.CONSUME(t.Because);
              this.CONSUME(t.Word, { LABEL: "reason" });
            });
          },
        },
        { ALT: () => this.SUBRULE2(this.playerAction) },
      ]),
    );
  });

  playerAction: Rule = this.RULE("playerAction", () => {
    this.OR(
      (this.alts[116] ??= [
        {
          ALT: () => {
            this.CONSUME(t.Play);
            this.SUBRULE(this.selector);
            this.OPTION(() => {
              this.CONSUME(t.From);
              this.SUBRULE(this.zoneWord);
            });
            this.MANY({ GATE: this.choiceAhead, DEF: () => this.SUBRULE(this.choice) });
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Activate);
            this.SUBRULE2(this.selector);
            this.OPTION2(() => {
              this.CONSUME(t.AbilityKw);
              this.CONSUME(t.Integer);
            });
            this.MANY2({ GATE: this.choiceAhead, DEF: () => this.SUBRULE2(this.choice) });
          },
        },
        { ALT: () => this.CONSUME(t.Pass) },
        { ALT: () => this.CONSUME(t.Concede) },
        {
          ALT: () => {
            this.CONSUME(t.Move);
            this.SUBRULE(this.selectorList);
            this.CONSUME(t.To);
            this.SUBRULE(this.scenarioLocation);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Hide);
            this.SUBRULE5(this.selector);
            this.CONSUME2(t.At);
            this.SUBRULE6(this.selector);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Conquer);
            this.SUBRULE3(this.selector);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Hold);
            this.SUBRULE4(this.selector);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Answer);
            this.SUBRULE(this.answer);
          },
        },
      ]),
    );
  });

  /** What a player answers to a pending choice: `yes`, `no`, or a choice. */
  answer: Rule = this.RULE("answer", () => {
    this.OR(
      (this.alts[117] ??= [
        { ALT: () => this.CONSUME(t.Yes) },
        { ALT: () => this.CONSUME(t.No) },
        { ALT: () => this.SUBRULE(this.choice) },
      ]),
    );
  });

  /**
   * A choice given with an action: `targeting "X"`, `targeting nothing`, `targeting player B`,
   * `choosing mode 2`, `choosing player C`, `at A base`, `with flow`.
   */
  choice: Rule = this.RULE("choice", () => {
    this.OPTION(() => this.CONSUME(t.Comma));
    this.OR(
      (this.alts[118] ??= [
        {
          ALT: () => {
            this.CONSUME(t.Targeting);
            // `targeting nothing`: none, where "up to" allows it; `targeting player B`: a player
            // target (`target opponent`).
            this.OR5(
              (this.alts[138] ??= [
                { ALT: () => this.CONSUME(t.Nothing) },
                {
                  ALT: () => {
                    this.CONSUME(t.PlayerKw);
                    this.SUBRULE(this.scenarioPlayer);
                  },
                },
                { ALT: () => this.SUBRULE(this.selectorList) },
              ]),
            );
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Choosing);
            this.OR2(
              (this.alts[119] ??= [
                {
                  ALT: () => {
                    this.CONSUME(t.Mode);
                    this.CONSUME(t.Integer);
                    this.MANY(() => {
                      this.CONSUME(t.And);
                      this.CONSUME2(t.Integer);
                    });
                  },
                },
                { ALT: () => this.CONSUME2(t.Nothing) },
                // `choosing player C`: which player, where an instruction lets its controller
                // pick one (`an opponent` among several, a burn-out's point).
                {
                  ALT: () => {
                    this.CONSUME2(t.PlayerKw);
                    this.SUBRULE2(this.scenarioPlayer);
                  },
                },
                { ALT: () => this.SUBRULE2(this.selectorList) },
              ]),
            );
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.At);
            this.SUBRULE(this.scenarioLocation);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Answer);
            this.OR3(
              (this.alts[120] ??= [
                { ALT: () => this.CONSUME(t.Yes) },
                { ALT: () => this.CONSUME(t.No) },
              ]),
            );
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Pay);
            this.CONSUME(t.The);
            this.OR4(
              (this.alts[121] ??= [
                { ALT: () => this.CONSUME(t.Optional) },
                { ALT: () => this.CONSUME(t.Additional) },
              ]),
            );
            this.CONSUME(t.CostKw);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.With);
            this.CONSUME(t.Flow);
          },
        },
      ]),
    );
  });

  selectorList: Rule = this.RULE("selectorList", () => {
    this.SUBRULE(this.selector);
    this.MANY(() => {
      this.CONSUME(t.And);
      this.SUBRULE2(this.selector);
    });
  });

  /** A label (`a1`), a card name (`"Recruit"`) or a player's card (`B's "Recruit"`). */
  selector: Rule = this.RULE("selector", () => {
    this.OR(
      (this.alts[122] ??= [
        { ALT: () => this.CONSUME(t.AnyString) },
        {
          ALT: () => {
            this.SUBRULE(this.scenarioPlayer);
            this.CONSUME(t.Possessive);
            this.CONSUME2(t.AnyString);
          },
        },
        { ALT: () => this.CONSUME(t.Identifier) },
      ]),
    );
  });

  /** `A base` or a battlefield: `"Windy Ridge"`, `w`. */
  scenarioLocation: Rule = this.RULE("scenarioLocation", () => {
    this.OR(
      (this.alts[123] ??= [
        {
          ALT: () => {
            this.SUBRULE(this.scenarioPlayer);
            this.CONSUME(t.Base);
          },
        },
        { ALT: () => this.SUBRULE(this.selector) },
      ]),
    );
  });

  /** `label "Recruit" as r1`: a label for an object the game has made since the setup. */
  labelStep: Rule = this.RULE("labelStep", () => {
    this.CONSUME(t.LabelKw);
    this.SUBRULE(this.selector);
    this.SUBRULE(this.label);
  });

  expectStep: Rule = this.RULE("expectStep", () => {
    this.CONSUME(t.Expect);
    this.OPTION(() => this.CONSUME(t.Not));
    // `expect each "Recruit" is ready`, `expect 2 "Recruit" are ready`: copies of one card told
    // apart by how many of them hold, not by label. The checker allows it before an object only.
    this.OPTION2(() =>
      this.OR(
        (this.alts[147] ??= [
          { ALT: () => this.CONSUME(t.Each) },
          { ALT: () => this.CONSUME(t.Integer) },
        ]),
      ),
    );
    this.SUBRULE(this.expectation);
  });

  expectation: Rule = this.RULE("expectation", () => {
    this.OR(
      (this.alts[124] ??= [
        { ALT: () => this.SUBRULE(this.playerExpectation) },
        { ALT: () => this.SUBRULE(this.chainExpectation) },
        { ALT: () => this.SUBRULE(this.eventExpectation) },
        { ALT: () => this.SUBRULE(this.objectExpectation) },
      ]),
    );
  });

  /**
   * `A hand: "X"`, `A hand is empty`, `A hand has 2 cards`, `A score: 3`, `A scored w this turn`,
   * `A pool: 1 + 1 Fury`, `A pool is empty`, `A won`.
   */
  playerExpectation: Rule = this.RULE("playerExpectation", () => {
    this.SUBRULE(this.scenarioPlayer);
    this.OR(
      (this.alts[125] ??= [
        {
          ALT: () => {
            this.SUBRULE(this.zoneWord);
            this.OR2(
              (this.alts[126] ??= [
                {
                  ALT: () => {
                    this.CONSUME(t.Colon);
                    this.SUBRULE(this.nameList);
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(t.Is);
                    this.CONSUME(t.Empty);
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(t.Have);
                    this.SUBRULE(this.comparison);
                    this.OPTION(() =>
                      this.OR6(
                        (this.alts[172] ??= [
                          { ALT: () => this.CONSUME(t.CardKw) },
                          { ALT: () => this.CONSUME(t.Unit) },
                          { ALT: () => this.CONSUME(t.Gear) },
                          { ALT: () => this.CONSUME(t.Spell) },
                          { ALT: () => this.CONSUME(t.Rune) },
                          { ALT: () => this.CONSUME(t.TokenKw) },
                        ]),
                      ),
                    );
                  },
                },
              ]),
            );
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Score);
            this.OR3(
              (this.alts[127] ??= [
                {
                  ALT: () => {
                    this.CONSUME2(t.Colon);
                    this.CONSUME(t.Integer);
                  },
                },
                {
                  ALT: () => {
                    this.SUBRULE(this.selector);
                    this.CONSUME(t.This);
                    this.CONSUME(t.Turn);
                  },
                },
              ]),
            );
          },
        },
        { ALT: () => this.CONSUME(t.Win) },
        {
          ALT: () => {
            this.CONSUME(t.Pool);
            this.OR4(
              (this.alts[136] ??= [
                {
                  ALT: () => {
                    this.CONSUME3(t.Colon);
                    this.SUBRULE(this.costExpression);
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME2(t.Is);
                    this.CONSUME2(t.Empty);
                  },
                },
              ]),
            );
          },
        },
      ]),
    );
  });

  /** Names listed in a zone, or `nothing`. */
  nameList: Rule = this.RULE("nameList", () => {
    this.OR(
      (this.alts[128] ??= [
        { ALT: () => this.CONSUME(t.Nothing) },
        {
          ALT: () => {
            this.CONSUME(t.AnyString);
            this.MANY(() => {
              this.CONSUME(t.Comma);
              this.CONSUME2(t.AnyString);
            });
          },
        },
      ]),
    );
  });

  /** `chain: "X", "Y"` (oldest first) or `chain is empty`. */
  chainExpectation: Rule = this.RULE("chainExpectation", () => {
    this.OPTION(() => this.CONSUME(t.The));
    this.CONSUME(t.ChainKw);
    this.OR(
      (this.alts[129] ??= [
        {
          ALT: () => {
            this.CONSUME(t.Colon);
            this.SUBRULE(this.nameList);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Is);
            this.CONSUME(t.Empty);
          },
        },
      ]),
    );
  });

  /** `event banished of "X" by A 2 times`. */
  eventExpectation: Rule = this.RULE("eventExpectation", () => {
    this.CONSUME(t.EventKw);
    this.CONSUME(t.Word);
    this.OPTION(() => {
      this.CONSUME(t.Of);
      this.SUBRULE(this.selector);
    });
    this.OPTION2(() => {
      this.CONSUME(t.By);
      this.SUBRULE(this.scenarioPlayer);
    });
    this.OPTION3(() => this.SUBRULE(this.timesCount));
  });

  /** `once`, `twice`, `3 times`, `at least 2 times`. */
  timesCount: Rule = this.RULE("timesCount", () => {
    this.OR(
      (this.alts[130] ??= [
        { ALT: () => this.CONSUME(t.Once) },
        { ALT: () => this.CONSUME(t.Twice) },
        {
          ALT: () => {
            this.SUBRULE(this.comparison);
            this.CONSUME(t.Time);
          },
        },
      ]),
    );
  });

  /** After `expect X is`: `owned by A`, `controlled by B`, `controlled by nobody`, `played`, a status. */
  isExpectation: Rule = this.RULE("isExpectation", () => {
    this.OR(
      (this.alts[132] ??= [
        {
          ALT: () => {
            this.CONSUME(t.Own);
            this.CONSUME(t.By);
            this.SUBRULE2(this.scenarioPlayer);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Control);
            this.CONSUME2(t.By);
            this.OR2(
              (this.alts[133] ??= [
                { ALT: () => this.SUBRULE3(this.scenarioPlayer) },
                { ALT: () => this.CONSUME(t.Nobody) },
              ]),
            );
          },
        },
        { ALT: () => this.CONSUME(t.Play) },
        { ALT: () => this.SUBRULE(this.statusWord) },
      ]),
    );
  });

  objectExpectation: Rule = this.RULE("objectExpectation", () => {
    this.SUBRULE(this.selector);
    this.OR(
      (this.alts[131] ??= [
        {
          ALT: () => {
            this.CONSUME(t.In);
            this.SUBRULE(this.scenarioPlayer);
            this.SUBRULE(this.zoneWord);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.At);
            this.SUBRULE(this.scenarioLocation);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.On);
            this.CONSUME(t.The);
            this.CONSUME(t.ChainKw);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Is);
            this.SUBRULE(this.isExpectation);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Have);
            this.OR4(
              (this.alts[134] ??= [
                {
                  ALT: () => {
                    this.CONSUME(t.Might);
                    this.CONSUME(t.Integer);
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME2(t.Integer);
                    this.CONSUME(t.Damage);
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(t.EffectKw);
                    this.SUBRULE(this.modification);
                  },
                },
              ]),
            );
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Trigger);
            this.SUBRULE(this.timesCount);
          },
        },
        { ALT: () => this.CONSUME(t.Exists) },
      ]),
    );
  });

  // -------------------------------------------------------------------------------------------
  // Decks (issue 6)
  // -------------------------------------------------------------------------------------------

  deck: Rule = this.RULE("deck", () => {
    this.SUBRULE(this.deckHead);
    this.CONSUME(t.LCurly);
    this.SUBRULE(this.deckBody);
    this.CONSUME(t.RCurly);
  });

  deckHead: Rule = this.RULE("deckHead", () => {
    this.CONSUME(t.DeckKw);
    this.CONSUME(t.AnyString);
  });

  deckBody: Rule = this.RULE("deckBody", () => {
    this.MANY(() => this.SUBRULE(this.deckEntry));
  });

  deckEntry: Rule = this.RULE("deckEntry", () => {
    this.OR(
      (this.alts[135] ??= [
        {
          ALT: () => {
            this.CONSUME(t.Legend);
            this.CONSUME(t.AnyString);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Champion);
            this.CONSUME2(t.AnyString);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Battlefield);
            this.CONSUME3(t.AnyString);
            this.MANY(() => {
              this.CONSUME(t.Comma);
              this.CONSUME4(t.AnyString);
            });
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Main);
            this.SUBRULE(this.deckCard);
            this.MANY2(() => {
              this.CONSUME2(t.Comma);
              this.SUBRULE2(this.deckCard);
            });
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Rune);
            this.SUBRULE(this.deckRunes);
            this.MANY3(() => {
              this.CONSUME3(t.Comma);
              this.SUBRULE2(this.deckRunes);
            });
          },
        },
      ]),
    );
  });

  deckCard: Rule = this.RULE("deckCard", () => {
    this.CONSUME(t.Integer);
    this.CONSUME(t.AnyString);
  });

  deckRunes: Rule = this.RULE("deckRunes", () => {
    this.CONSUME(t.Integer);
    this.SUBRULE(this.domainName);
  });
}

/** The one parser instance. Set `parser.input` to parse; read `parser.errors` afterwards. */
export const parser = new RiftParser();

export { RiftParser };

/** Every rule name, for `computeContentAssist` and the railroad diagrams. */
export const ruleNames: readonly string[] = Object.keys(parser.getGAstProductions());
