/**
 * The Riftscript grammar: one Chevrotain `CstParser`, built once at module load and reused by
 * setting `parser.input`. Error recovery is on, so one run reports every syntax error.
 *
 * Rules are small and named after the construct they recognise, because the CST-to-AST builder
 * dispatches on rule names and the syntax-error messages describe what was expected by rule.
 */
import { CstParser, type CstNode, type ParserMethod } from "chevrotain";
import * as t from "./tokens.js";
import { syntaxErrorMessages } from "./syntax-errors.js";

type Rule = ParserMethod<[], CstNode>;

class RiftParser extends CstParser {
  constructor() {
    super(t.allTokens, {
      recoveryEnabled: true,
      maxLookahead: 4,
      nodeLocationTracking: "full",
      errorMessageProvider: syntaxErrorMessages,
    });
    this.performSelfAnalysis();
  }

  // -------------------------------------------------------------------------------------------
  // File and declarations
  // -------------------------------------------------------------------------------------------

  file: Rule = this.RULE("file", () => {
    this.MANY(() => {
      this.OR([
        { ALT: () => this.SUBRULE(this.useDeclaration) },
        { ALT: () => this.SUBRULE(this.declaration) },
      ]);
    });
  });

  useDeclaration: Rule = this.RULE("useDeclaration", () => {
    this.CONSUME(t.Use);
    this.CONSUME(t.AnyString);
  });

  declaration: Rule = this.RULE("declaration", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.definition) },
      { ALT: () => this.SUBRULE(this.scenario) },
      { ALT: () => this.SUBRULE(this.deck) },
    ]);
  });

  definition: Rule = this.RULE("definition", () => {
    this.OR([{ ALT: () => this.CONSUME(t.CardKw) }, { ALT: () => this.CONSUME(t.TokenKw) }]);
    this.SUBRULE(this.cardType);
    this.SUBRULE(this.name);
    this.CONSUME(t.LCurly);
    this.MANY(() => this.SUBRULE(this.clause));
    this.CONSUME(t.RCurly);
  });

  cardType: Rule = this.RULE("cardType", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.Unit) },
      { ALT: () => this.CONSUME(t.Gear) },
      { ALT: () => this.CONSUME(t.Spell) },
      { ALT: () => this.CONSUME(t.Rune) },
      { ALT: () => this.CONSUME(t.Legend) },
      { ALT: () => this.CONSUME(t.Battlefield) },
    ]);
  });

  /** A quoted string or a bare word. */
  name: Rule = this.RULE("name", () => {
    this.OR([{ ALT: () => this.CONSUME(t.AnyString) }, { ALT: () => this.CONSUME(t.Identifier) }]);
  });

  clause: Rule = this.RULE("clause", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.costClause) },
      { ALT: () => this.SUBRULE(this.domainsClause) },
      { ALT: () => this.SUBRULE(this.mightClause) },
      { ALT: () => this.SUBRULE(this.tagsClause) },
      { ALT: () => this.SUBRULE(this.keywordsClause) },
      { ALT: () => this.SUBRULE(this.ability) },
    ]);
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
      this.CONSUME(t.Comma);
      this.SUBRULE2(this.domainName);
    });
  });

  mightClause: Rule = this.RULE("mightClause", () => {
    this.CONSUME(t.Might);
    this.CONSUME(t.Integer);
  });

  tagsClause: Rule = this.RULE("tagsClause", () => {
    this.CONSUME(t.TagKw);
    this.SUBRULE(this.name);
    this.MANY(() => {
      this.CONSUME(t.Comma);
      this.SUBRULE2(this.name);
    });
  });

  keywordsClause: Rule = this.RULE("keywordsClause", () => {
    this.CONSUME(t.KeywordKw);
    this.SUBRULE(this.keywordEntry);
    this.MANY(() => {
      this.CONSUME(t.Comma);
      this.SUBRULE2(this.keywordEntry);
    });
  });

  /** `Tank`, `Deflect 2`, `Flow 1 + 1 Mind`. */
  keywordEntry: Rule = this.RULE("keywordEntry", () => {
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.valuedKeyword);
          this.OPTION(() => this.CONSUME(t.Integer));
        },
      },
      {
        ALT: () => {
          this.SUBRULE(this.costedKeyword);
          this.SUBRULE(this.costExpression);
        },
      },
      { ALT: () => this.SUBRULE(this.flagKeyword) },
    ]);
  });

  valuedKeyword: Rule = this.RULE("valuedKeyword", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.Deflect) },
      { ALT: () => this.CONSUME(t.Assault) },
      { ALT: () => this.CONSUME(t.Shield) },
    ]);
  });

  costedKeyword: Rule = this.RULE("costedKeyword", () => {
    this.OR([{ ALT: () => this.CONSUME(t.Flow) }, { ALT: () => this.CONSUME(t.RepeatKw) }]);
  });

  flagKeyword: Rule = this.RULE("flagKeyword", () => {
    this.OR([
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
    ]);
  });

  domainName: Rule = this.RULE("domainName", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.Fury) },
      { ALT: () => this.CONSUME(t.Calm) },
      { ALT: () => this.CONSUME(t.Mind) },
      { ALT: () => this.CONSUME(t.Body) },
      { ALT: () => this.CONSUME(t.Chaos) },
      { ALT: () => this.CONSUME(t.Order) },
    ]);
  });

  /** RULES G3: `2`, `1 Fury`, `2 + 1 Fury + 1 power of any domain`. */
  costExpression: Rule = this.RULE("costExpression", () => {
    this.SUBRULE(this.costTerm);
    this.MANY(() => {
      this.CONSUME(t.Plus);
      this.SUBRULE2(this.costTerm);
    });
  });

  costTerm: Rule = this.RULE("costTerm", () => {
    this.CONSUME(t.Integer);
    this.OPTION(() => {
      this.OR([
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
            this.OPTION3(() => {
              this.CONSUME(t.Of);
              this.CONSUME(t.Any);
              this.CONSUME(t.DomainKw);
            });
          },
        },
      ]);
    });
  });

  // -------------------------------------------------------------------------------------------
  // Abilities
  // -------------------------------------------------------------------------------------------

  ability: Rule = this.RULE("ability", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.spellEffectAbility) },
      { ALT: () => this.SUBRULE(this.triggeredAbility) },
      { ALT: () => this.SUBRULE(this.keywordAbility) },
      { ALT: () => this.SUBRULE(this.activatedAbility) },
      { ALT: () => this.SUBRULE(this.replacementAbility) },
      { ALT: () => this.SUBRULE(this.optionalCostAbility) },
      { ALT: () => this.SUBRULE(this.staticAbility) },
    ]);
    // An ability may end with a full stop, as card text does.
    this.OPTION(() => this.CONSUME(t.Dot));
  });

  spellEffectAbility: Rule = this.RULE("spellEffectAbility", () => {
    this.CONSUME(t.EffectKw);
    this.CONSUME(t.Colon);
    this.SUBRULE(this.effect);
  });

  triggeredAbility: Rule = this.RULE("triggeredAbility", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(t.When);
          this.SUBRULE(this.event);
        },
      },
      { ALT: () => this.SUBRULE(this.phaseTrigger) },
    ]);
    this.MANY(() => {
      this.CONSUME(t.Comma);
      this.OR2([
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
      ]);
    });
    this.CONSUME(t.Colon);
    this.SUBRULE(this.effect);
  });

  /** `at the start of your turn`, `at the end of each turn`, `at the start of your main phase`. */
  phaseTrigger: Rule = this.RULE("phaseTrigger", () => {
    this.CONSUME(t.At);
    this.OPTION(() => this.CONSUME(t.The));
    this.OR([{ ALT: () => this.CONSUME(t.Start) }, { ALT: () => this.CONSUME(t.End) }]);
    this.CONSUME(t.Of);
    this.OR2([
      { ALT: () => this.CONSUME(t.Your) },
      { ALT: () => this.CONSUME(t.Each) },
      {
        ALT: () => {
          this.OR3([{ ALT: () => this.CONSUME(t.An) }, { ALT: () => this.CONSUME2(t.The) }]);
          this.CONSUME(t.Opponent);
          this.CONSUME(t.Possessive);
        },
      },
    ]);
    this.OR4([
      { ALT: () => this.CONSUME(t.Turn) },
      {
        ALT: () => {
          this.SUBRULE(this.phaseName);
          this.CONSUME(t.PhaseKw);
        },
      },
    ]);
  });

  /** `deathknell: draw 1` — a keyword with its own text. */
  keywordAbility: Rule = this.RULE("keywordAbility", () => {
    this.SUBRULE(this.flagKeyword);
    this.CONSUME(t.Colon);
    this.SUBRULE(this.effect);
  });

  /** `[reaction —] kill this, exhaust this: add 1 power of any domain` */
  activatedAbility: Rule = this.RULE("activatedAbility", () => {
    this.OPTION(() => {
      this.OR([
        { ALT: () => this.CONSUME(t.ReactionKw) },
        { ALT: () => this.CONSUME(t.ActionKw) },
      ]);
      this.OR2([{ ALT: () => this.CONSUME(t.EmDash) }, { ALT: () => this.CONSUME(t.Minus) }]);
    });
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
    this.OR([
      {
        ALT: () => {
          this.CONSUME(t.Exhaust);
          this.SUBRULE(this.objectRef);
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
    ]);
  });

  /** `if this would die, return it to its owner's hand instead` */
  replacementAbility: Rule = this.RULE("replacementAbility", () => {
    this.CONSUME(t.If);
    this.SUBRULE(this.event);
    this.CONSUME(t.Comma);
    this.SUBRULE(this.effect);
    this.CONSUME(t.Instead);
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
    this.OR([{ ALT: () => this.CONSUME(t.This) }, { ALT: () => this.SUBRULE(this.filter) }]);
    this.SUBRULE(this.staticPredicate);
  });

  staticPredicate: Rule = this.RULE("staticPredicate", () => {
    this.OR([
      {
        ALT: () => {
          this.OR2([
            { ALT: () => this.CONSUME(t.Get) },
            { ALT: () => this.CONSUME(t.Have) },
            { ALT: () => this.CONSUME(t.Gain) },
          ]);
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
        ALT: () => {
          this.CONSUME(t.Cant);
          this.CONSUME(t.Move);
        },
      },
      {
        ALT: () => {
          this.CONSUME2(t.Cant);
          this.CONSUME(t.Is);
          this.CONSUME(t.Target);
          this.OPTION(() => {
            this.CONSUME(t.By);
            this.SUBRULE(this.playerSelector);
          });
        },
      },
      { ALT: () => this.SUBRULE(this.costChange) },
    ]);
  });

  /** `cost 1 less`, `cost 1 Fury more`. */
  costChange: Rule = this.RULE("costChange", () => {
    this.CONSUME(t.CostKw);
    this.SUBRULE(this.costExpression);
    this.OR([{ ALT: () => this.CONSUME(t.Less) }, { ALT: () => this.CONSUME(t.More) }]);
  });

  /** `you`, `opponents`, `an opponent`, `any player`: whose choice or turn it is. */
  playerSelector: Rule = this.RULE("playerSelector", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.You) },
      {
        ALT: () => {
          this.OPTION(() =>
            this.OR2([{ ALT: () => this.CONSUME(t.An) }, { ALT: () => this.CONSUME(t.The) }]),
          );
          this.CONSUME(t.Opponent);
        },
      },
      {
        ALT: () => {
          this.OR3([
            { ALT: () => this.CONSUME(t.Any) },
            { ALT: () => this.CONSUME(t.A) },
            { ALT: () => this.CONSUME(t.Each) },
          ]);
          this.CONSUME(t.PlayerKw);
        },
      },
    ]);
  });

  // -------------------------------------------------------------------------------------------
  // Effects and instructions
  // -------------------------------------------------------------------------------------------

  /** Instructions of one ability, joined by `;`. */
  effect: Rule = this.RULE("effect", () => {
    this.SUBRULE(this.instruction);
    this.MANY(() => {
      this.CONSUME(t.Semicolon);
      this.SUBRULE2(this.instruction);
    });
  });

  /** What `if`, `you may`, `for each`, `do this N times` and delayed triggers govern. */
  body: Rule = this.RULE("body", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(t.LCurly);
          this.SUBRULE(this.effect);
          this.CONSUME(t.RCurly);
        },
      },
      { ALT: () => this.SUBRULE(this.instruction) },
    ]);
  });

  instruction: Rule = this.RULE("instruction", () => {
    this.OR({
      // "play a Recruit token" also reads as playing a chosen token object; the token maker
      // comes first and wins, which is the only meaning the rules give it (RULES T1).
      IGNORE_AMBIGUITIES: true,
      DEF: [
        { ALT: () => this.SUBRULE(this.banishInstruction) },
        { ALT: () => this.SUBRULE(this.killInstruction) },
        { ALT: () => this.SUBRULE(this.discardInstruction) },
        { ALT: () => this.SUBRULE(this.drawInstruction) },
        { ALT: () => this.SUBRULE(this.moveInstruction) },
        { ALT: () => this.SUBRULE(this.recallInstruction) },
        { ALT: () => this.SUBRULE(this.statusInstruction) },
        { ALT: () => this.SUBRULE(this.dealInstruction) },
        { ALT: () => this.SUBRULE(this.counterInstruction) },
        { ALT: () => this.SUBRULE(this.gainControlInstruction) },
        { ALT: () => this.SUBRULE(this.giveInstruction) },
        { ALT: () => this.SUBRULE(this.addInstruction) },
        { ALT: () => this.SUBRULE(this.channelInstruction) },
        { ALT: () => this.SUBRULE(this.burnInstruction) },
        { ALT: () => this.SUBRULE(this.makeTokenInstruction) },
        { ALT: () => this.SUBRULE(this.playCardInstruction) },
        { ALT: () => this.SUBRULE(this.replaceInstruction) },
        { ALT: () => this.SUBRULE(this.swapBackInstruction) },
        { ALT: () => this.SUBRULE(this.scoreInstruction) },
        { ALT: () => this.SUBRULE(this.revealInstruction) },
        { ALT: () => this.SUBRULE(this.chooseModesInstruction) },
        { ALT: () => this.SUBRULE(this.ifInstruction) },
        { ALT: () => this.SUBRULE(this.forEachInstruction) },
        { ALT: () => this.SUBRULE(this.repeatInstruction) },
        { ALT: () => this.SUBRULE(this.delayedInstruction) },
        { ALT: () => this.SUBRULE(this.playerInstruction) },
      ],
    });
  });

  banishInstruction: Rule = this.RULE("banishInstruction", () => {
    this.CONSUME(t.Banish);
    this.SUBRULE(this.objectRef);
  });

  killInstruction: Rule = this.RULE("killInstruction", () => {
    this.CONSUME(t.Kill);
    this.SUBRULE(this.objectRef);
  });

  discardInstruction: Rule = this.RULE("discardInstruction", () => {
    this.CONSUME(t.Discard);
    this.SUBRULE(this.discardCount);
  });

  /** `2`, `2 cards`, `a unit card`, optionally bound: `a card as discarded`. */
  discardCount: Rule = this.RULE("discardCount", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(t.Integer);
          this.OPTION(() => this.SUBRULE(this.filter));
        },
      },
      {
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME(t.A) }, { ALT: () => this.CONSUME(t.An) }]);
          this.SUBRULE2(this.filter);
        },
      },
    ]);
    this.OPTION2(() => this.SUBRULE(this.binding));
  });

  drawInstruction: Rule = this.RULE("drawInstruction", () => {
    this.CONSUME(t.Draw);
    this.SUBRULE(this.drawCount);
  });

  /** `1`, `2 cards`, `a card`, `1 for each friendly unit here`. */
  drawCount: Rule = this.RULE("drawCount", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(t.A);
          this.CONSUME(t.CardKw);
        },
      },
      {
        ALT: () => {
          this.SUBRULE(this.amount);
          this.OPTION(() => this.CONSUME2(t.CardKw));
        },
      },
    ]);
  });

  /** `move X to …`, `return X to its owner's hand`, `put X on the bottom of your deck`. */
  moveInstruction: Rule = this.RULE("moveInstruction", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.Move) },
      { ALT: () => this.CONSUME(t.Return) },
      { ALT: () => this.CONSUME(t.Put) },
    ]);
    this.SUBRULE(this.objectRef);
    this.OR2([
      { ALT: () => this.CONSUME(t.To) },
      { ALT: () => this.CONSUME(t.Into) },
      { ALT: () => this.CONSUME(t.On) },
    ]);
    this.SUBRULE(this.place);
    this.OPTION(() => {
      this.CONSUME(t.Instead);
      this.CONSUME(t.Of);
      this.SUBRULE2(this.place, { LABEL: "insteadOf" });
    });
  });

  recallInstruction: Rule = this.RULE("recallInstruction", () => {
    this.CONSUME(t.Recall);
    this.SUBRULE(this.objectRef);
  });

  /** `ready`, `exhaust`, `stun`, `buff` or `heal` something. */
  statusInstruction: Rule = this.RULE("statusInstruction", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.Ready) },
      { ALT: () => this.CONSUME(t.Exhaust) },
      { ALT: () => this.CONSUME(t.Stun) },
      { ALT: () => this.CONSUME(t.Buff) },
      { ALT: () => this.CONSUME(t.Heal) },
    ]);
    this.SUBRULE(this.objectRef);
  });

  /** `deal 3 to target unit`, `deal its might damage to target enemy unit`. */
  dealInstruction: Rule = this.RULE("dealInstruction", () => {
    this.CONSUME(t.Deal);
    this.SUBRULE(this.amount);
    this.OPTION(() => this.CONSUME(t.Damage));
    this.CONSUME(t.To);
    this.SUBRULE(this.objectRef);
  });

  counterInstruction: Rule = this.RULE("counterInstruction", () => {
    this.CONSUME(t.Counter);
    this.SUBRULE(this.objectRef);
  });

  gainControlInstruction: Rule = this.RULE("gainControlInstruction", () => {
    this.SUBRULE(this.gainControlTail);
  });

  /** `gain control of X [until your next turn]` — also after a player: `an opponent gains …`. */
  gainControlTail: Rule = this.RULE("gainControlTail", () => {
    this.OR([{ ALT: () => this.CONSUME(t.Gain) }, { ALT: () => this.CONSUME(t.Take) }]);
    this.CONSUME(t.Control);
    this.CONSUME(t.Of);
    this.SUBRULE(this.objectRef);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /** `give target unit +2 might and Tank this turn`. */
  giveInstruction: Rule = this.RULE("giveInstruction", () => {
    this.CONSUME(t.Give);
    this.SUBRULE(this.objectRef);
    this.SUBRULE(this.modificationList);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  addInstruction: Rule = this.RULE("addInstruction", () => {
    this.CONSUME(t.Add);
    this.SUBRULE(this.costExpression);
  });

  /** `channel 2 runes [exhausted]`. */
  channelInstruction: Rule = this.RULE("channelInstruction", () => {
    this.CONSUME(t.Channel);
    this.OR([{ ALT: () => this.SUBRULE(this.amount) }, { ALT: () => this.CONSUME(t.A) }]);
    this.OPTION(() => this.CONSUME(t.Rune));
    this.OPTION2(() => this.CONSUME(t.Exhaust));
  });

  burnInstruction: Rule = this.RULE("burnInstruction", () => {
    this.CONSUME(t.Burn);
    this.SUBRULE(this.amount);
  });

  /** RULES T1: `play 2 ready Recruit tokens here`, `create a Gold token for an opponent`. */
  makeTokenInstruction: Rule = this.RULE("makeTokenInstruction", () => {
    this.OR([{ ALT: () => this.CONSUME(t.Play) }, { ALT: () => this.CONSUME(t.Create) }]);
    this.OR2([
      { ALT: () => this.CONSUME(t.A) },
      { ALT: () => this.CONSUME(t.An) },
      { ALT: () => this.CONSUME(t.Integer) },
    ]);
    this.OPTION(() =>
      this.OR3([{ ALT: () => this.CONSUME(t.Ready) }, { ALT: () => this.CONSUME(t.Exhaust) }]),
    );
    this.SUBRULE(this.name);
    this.CONSUME(t.TokenKw);
    this.OPTION2(() => this.SUBRULE(this.tokenLocation));
    this.OPTION3(() => {
      this.CONSUME(t.For);
      this.CONSUME(t.Each);
      this.SUBRULE(this.filter);
    });
    this.OPTION4(() => {
      this.CONSUME2(t.For);
      this.SUBRULE(this.player);
    });
    this.OPTION5(() => {
      this.CONSUME(t.With);
      this.SUBRULE(this.modificationList);
    });
    this.OPTION6(() => this.SUBRULE(this.binding));
  });

  /** Where a token goes: `here`, `at your base`, `at a battlefield you control`. */
  tokenLocation: Rule = this.RULE("tokenLocation", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.Here) },
      { ALT: () => this.CONSUME(t.There) },
      {
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME(t.At) }, { ALT: () => this.CONSUME(t.In) }]);
          this.SUBRULE(this.place);
        },
      },
    ]);
  });

  /** `play it ignoring its cost`, `play target spell card in your trash for 1 Fury`. */
  playCardInstruction: Rule = this.RULE("playCardInstruction", () => {
    this.CONSUME(t.Play);
    this.SUBRULE(this.objectRef);
    this.OPTION(() => {
      this.OR([
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
      ]);
    });
  });

  /** RULES R1: `replace this with a Brush token`. */
  replaceInstruction: Rule = this.RULE("replaceInstruction", () => {
    this.CONSUME(t.Replace);
    this.SUBRULE(this.objectRef);
    this.CONSUME(t.With);
    this.OR([{ ALT: () => this.CONSUME(t.A) }, { ALT: () => this.CONSUME(t.An) }]);
    this.SUBRULE(this.name);
    this.CONSUME(t.TokenKw);
    this.OPTION(() => {
      this.CONSUME2(t.With);
      this.SUBRULE(this.modificationList);
    });
    this.OPTION2(() => this.SUBRULE(this.binding));
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
    this.OR([
      { ALT: () => this.CONSUME(t.Integer) },
      { ALT: () => this.CONSUME(t.A) },
      { ALT: () => this.CONSUME(t.One) },
    ]);
    this.CONSUME(t.Point);
  });

  /** `reveal the top 3 cards of your deck as seen`, `look at the top card of your deck`. */
  revealInstruction: Rule = this.RULE("revealInstruction", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.Reveal) },
      {
        ALT: () => {
          this.CONSUME(t.Look);
          this.CONSUME(t.At);
        },
      },
    ]);
    this.CONSUME(t.The);
    this.CONSUME(t.Top);
    this.OPTION(() => this.CONSUME(t.Integer));
    this.CONSUME(t.CardKw);
    this.CONSUME(t.Of);
    this.SUBRULE(this.ownerPhrase);
    this.CONSUME(t.DeckKw);
    this.OPTION2(() => this.SUBRULE(this.binding));
  });

  /** `choose one: { draw 2 } or { kill target gear }`. */
  chooseModesInstruction: Rule = this.RULE("chooseModesInstruction", () => {
    this.CONSUME(t.Choose);
    this.OR([{ ALT: () => this.CONSUME(t.One) }, { ALT: () => this.CONSUME(t.Integer) }]);
    this.CONSUME(t.Colon);
    this.SUBRULE(this.mode);
    this.AT_LEAST_ONE(() => {
      this.CONSUME(t.Or);
      this.SUBRULE2(this.mode);
    });
  });

  mode: Rule = this.RULE("mode", () => {
    this.CONSUME(t.LCurly);
    this.SUBRULE(this.effect);
    this.CONSUME(t.RCurly);
  });

  /** `if you do, draw 2; otherwise, draw 1`. */
  ifInstruction: Rule = this.RULE("ifInstruction", () => {
    this.CONSUME(t.If);
    this.SUBRULE(this.condition);
    this.CONSUME(t.Comma);
    this.SUBRULE(this.body);
    this.OPTION(() => {
      this.OPTION2(() =>
        this.OR([
          { ALT: () => this.CONSUME(t.Semicolon) },
          { ALT: () => this.CONSUME2(t.Comma) },
        ]),
      );
      this.CONSUME(t.Otherwise);
      this.OPTION3(() => this.CONSUME3(t.Comma));
      this.SUBRULE2(this.body, { LABEL: "otherwise" });
    });
  });

  /** `for each friendly unit here [as u], …`. */
  forEachInstruction: Rule = this.RULE("forEachInstruction", () => {
    this.CONSUME(t.For);
    this.CONSUME(t.Each);
    this.SUBRULE(this.filter);
    this.OPTION(() => this.SUBRULE(this.binding));
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
    this.SUBRULE(this.duration);
    this.CONSUME(t.Comma);
    this.CONSUME(t.When);
    this.SUBRULE(this.event);
    this.CONSUME(t.Colon);
    this.SUBRULE(this.body);
  });

  /** An instruction with a player as its subject: `each player draws 1`, `you may …`. */
  playerInstruction: Rule = this.RULE("playerInstruction", () => {
    this.SUBRULE(this.player);
    this.OR([
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
          this.SUBRULE(this.discardCount);
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
    ]);
  });

  // -------------------------------------------------------------------------------------------
  // References and filters
  // -------------------------------------------------------------------------------------------

  /** `as NAME`: binds what an instruction chose or made for later instructions (RULES E3). */
  binding: Rule = this.RULE("binding", () => {
    this.CONSUME(t.As);
    this.CONSUME(t.Identifier);
  });

  objectRef: Rule = this.RULE("objectRef", () => {
    this.OR([
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
      { ALT: () => this.SUBRULE(this.targetRef) },
      { ALT: () => this.SUBRULE(this.chooseRef) },
      { ALT: () => this.SUBRULE(this.allRef) },
      { ALT: () => this.CONSUME(t.Identifier) },
    ]);
    this.OPTION(() => this.SUBRULE(this.binding));
  });

  /** `target unit`, `2 target units`, `up to 2 target units`. */
  targetRef: Rule = this.RULE("targetRef", () => {
    this.OPTION(() => this.SUBRULE(this.refCount));
    this.CONSUME(t.Target);
    this.SUBRULE(this.filter);
  });

  /** `a unit`, `2 units`, `up to 2 units`, `another friendly unit`. */
  chooseRef: Rule = this.RULE("chooseRef", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.A) },
      { ALT: () => this.CONSUME(t.An) },
      { ALT: () => this.CONSUME(t.Another) },
      { ALT: () => this.SUBRULE(this.refCount) },
    ]);
    this.SUBRULE(this.filter);
  });

  refCount: Rule = this.RULE("refCount", () => {
    this.OPTION(() => {
      this.CONSUME(t.Up);
      this.CONSUME(t.To);
    });
    this.CONSUME(t.Integer);
  });

  /** `all units here`, `each enemy unit`. */
  allRef: Rule = this.RULE("allRef", () => {
    this.OR([{ ALT: () => this.CONSUME(t.All) }, { ALT: () => this.CONSUME(t.Each) }]);
    this.SUBRULE(this.filter);
  });

  noun: Rule = this.RULE("noun", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.cardType) },
      { ALT: () => this.CONSUME(t.CardKw) },
      { ALT: () => this.CONSUME(t.TokenKw) },
    ]);
  });

  /** `friendly Recruit tokens here with might 2 or less`: qualifiers, a noun, qualifiers. */
  filter: Rule = this.RULE("filter", () => {
    this.MANY(() => this.SUBRULE(this.filterPrefix));
    this.SUBRULE(this.nounGroup);
    this.MANY2(() => this.SUBRULE(this.filterSuffix));
  });

  filterPrefix: Rule = this.RULE("filterPrefix", () => {
    this.OR([
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
      { ALT: () => this.SUBRULE(this.domainName) },
      { ALT: () => this.SUBRULE(this.name) },
    ]);
  });

  /** `unit`, `unit or gear card`, `card`, `token`. */
  nounGroup: Rule = this.RULE("nounGroup", () => {
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.cardType);
          this.MANY(() => {
            this.CONSUME(t.Or);
            this.SUBRULE2(this.cardType);
          });
          this.OPTION(() =>
            this.OR2([
              { ALT: () => this.CONSUME(t.CardKw) },
              { ALT: () => this.CONSUME(t.TokenKw) },
            ]),
          );
        },
      },
      { ALT: () => this.CONSUME2(t.CardKw) },
      { ALT: () => this.CONSUME2(t.TokenKw) },
    ]);
  });

  filterSuffix: Rule = this.RULE("filterSuffix", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.Here) },
      { ALT: () => this.CONSUME(t.There) },
      {
        ALT: () => {
          this.CONSUME(t.At);
          this.OR2([
            {
              ALT: () => {
                this.OR3([{ ALT: () => this.CONSUME(t.A) }, { ALT: () => this.CONSUME(t.Any) }]);
                this.CONSUME(t.Battlefield);
              },
            },
            { ALT: () => this.CONSUME(t.Identifier) },
          ]);
        },
      },
      {
        ALT: () => {
          this.OR4([
            { ALT: () => this.CONSUME(t.In) },
            { ALT: () => this.CONSUME(t.From) },
            { ALT: () => this.CONSUME(t.On) },
          ]);
          this.OR5([
            {
              ALT: () => {
                this.SUBRULE(this.ownerPhrase);
                this.SUBRULE(this.zoneNoun);
              },
            },
            {
              ALT: () => {
                this.CONSUME(t.The);
                this.OR6([
                  { ALT: () => this.CONSUME(t.ChainKw) },
                  { ALT: () => this.CONSUME(t.Board) },
                ]);
              },
            },
          ]);
        },
      },
      { ALT: () => this.SUBRULE(this.controlSuffix) },
      {
        ALT: () => {
          this.CONSUME(t.With);
          this.SUBRULE(this.withQualifier);
        },
      },
    ]);
  });

  /** `you control`, `an opponent controls`, `you own`. */
  controlSuffix: Rule = this.RULE("controlSuffix", () => {
    this.SUBRULE(this.playerSelector);
    this.OR([{ ALT: () => this.CONSUME(t.Control) }, { ALT: () => this.CONSUME(t.Own) }]);
  });

  /** After `with`: `tag Bird or Cat`, `Tank`, `might 3 or less`, `cost 2 or more`. */
  withQualifier: Rule = this.RULE("withQualifier", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(t.TagKw);
          this.SUBRULE(this.name);
          this.MANY(() => {
            this.OR2([{ ALT: () => this.CONSUME(t.Or) }, { ALT: () => this.CONSUME(t.And) }]);
            this.SUBRULE2(this.name);
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
      { ALT: () => this.SUBRULE(this.gameKeyword) },
    ]);
  });

  gameKeyword: Rule = this.RULE("gameKeyword", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.valuedKeyword) },
      { ALT: () => this.SUBRULE(this.costedKeyword) },
      { ALT: () => this.SUBRULE(this.flagKeyword) },
    ]);
  });

  /** `3`, `3 or less`, `more than 2`, `at least 2`, `exactly 1`, `<= 3`. */
  comparison: Rule = this.RULE("comparison", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(t.Integer);
          this.OPTION(() => {
            this.CONSUME(t.Or);
            this.OR2([{ ALT: () => this.CONSUME(t.Less) }, { ALT: () => this.CONSUME(t.More) }]);
          });
        },
      },
      {
        ALT: () => {
          this.OR3([
            { ALT: () => this.CONSUME2(t.Less) },
            { ALT: () => this.CONSUME2(t.More) },
          ]);
          this.CONSUME(t.Than);
          this.CONSUME2(t.Integer);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.At);
          this.OR4([{ ALT: () => this.CONSUME(t.Least) }, { ALT: () => this.CONSUME(t.Most) }]);
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
          this.OR5([
            { ALT: () => this.CONSUME(t.LessEqual) },
            { ALT: () => this.CONSUME(t.GreaterEqual) },
            { ALT: () => this.CONSUME(t.LessThan) },
            { ALT: () => this.CONSUME(t.GreaterThan) },
            { ALT: () => this.CONSUME(t.Equals) },
            { ALT: () => this.CONSUME(t.NotEqual) },
          ]);
          this.CONSUME5(t.Integer);
        },
      },
    ]);
  });

  statusWord: Rule = this.RULE("statusWord", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.Ready) },
      { ALT: () => this.CONSUME(t.Exhaust) },
      { ALT: () => this.CONSUME(t.Damage) },
      { ALT: () => this.CONSUME(t.Stun) },
      { ALT: () => this.CONSUME(t.Buff) },
      { ALT: () => this.CONSUME(t.Facedown) },
      { ALT: () => this.CONSUME(t.Replace) },
      { ALT: () => this.CONSUME(t.Banish) },
    ]);
  });

  /** A player: `you`, `an opponent`, `each player`, `its owner`, `lost's controller`. */
  player: Rule = this.RULE("player", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.You) },
      {
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME(t.An) }, { ALT: () => this.CONSUME(t.The) }]);
          this.CONSUME(t.Opponent);
        },
      },
      {
        ALT: () => {
          this.OR3([
            { ALT: () => this.CONSUME(t.Each) },
            { ALT: () => this.CONSUME(t.A) },
            { ALT: () => this.CONSUME(t.Any) },
            { ALT: () => this.CONSUME(t.That) },
          ]);
          this.CONSUME(t.PlayerKw);
        },
      },
      {
        ALT: () => {
          this.CONSUME2(t.The);
          this.CONSUME(t.Triggering);
          this.CONSUME2(t.PlayerKw);
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
    ]);
  });

  ownerOrController: Rule = this.RULE("ownerOrController", () => {
    this.OR([{ ALT: () => this.CONSUME(t.Owner) }, { ALT: () => this.CONSUME(t.Controller) }]);
  });

  /** Whose zone: `your`, `its owner's`, `an opponent's`. */
  ownerPhrase: Rule = this.RULE("ownerPhrase", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.Your) },
      {
        ALT: () => {
          this.SUBRULE(this.player);
          this.CONSUME(t.Possessive);
        },
      },
    ]);
  });

  zoneNoun: Rule = this.RULE("zoneNoun", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.Hand) },
      { ALT: () => this.CONSUME(t.DeckKw) },
      { ALT: () => this.CONSUME(t.Trash) },
      { ALT: () => this.CONSUME(t.Banishment) },
      { ALT: () => this.CONSUME(t.Base) },
    ]);
  });

  /** A destination or location: `here`, `your base`, `its owner's hand`, `a battlefield`. */
  place: Rule = this.RULE("place", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.Here) },
      { ALT: () => this.CONSUME(t.There) },
      {
        ALT: () => {
          this.CONSUME(t.The);
          this.OR2([{ ALT: () => this.CONSUME(t.Top) }, { ALT: () => this.CONSUME(t.Bottom) }]);
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
        ALT: () => {
          this.CONSUME(t.Its);
          this.CONSUME(t.Location);
        },
      },
      { ALT: () => this.SUBRULE(this.objectRef) },
    ]);
  });

  /** `3`, `1 for each friendly unit here`, `its might`, `the number of cards in your hand`. */
  amount: Rule = this.RULE("amount", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(t.Integer);
          this.OPTION(() => {
            this.CONSUME(t.For);
            this.CONSUME(t.Each);
            this.SUBRULE(this.filter);
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.Its);
          this.CONSUME(t.Might);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.The);
          this.CONSUME2(t.Might);
          this.CONSUME(t.Of);
          this.SUBRULE(this.objectRef);
        },
      },
      {
        ALT: () => {
          this.CONSUME2(t.The);
          this.CONSUME(t.NumberKw);
          this.CONSUME2(t.Of);
          this.SUBRULE2(this.filter);
        },
      },
      {
        ALT: () => {
          this.SUBRULE(this.ownerPhrase);
          this.CONSUME(t.Score);
        },
      },
    ]);
  });

  // -------------------------------------------------------------------------------------------
  // Events, conditions, durations, modifications
  // -------------------------------------------------------------------------------------------

  /** `this is played`, `a friendly unit dies`, `you conquer here`, `you play a spell`. */
  event: Rule = this.RULE("event", () => {
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.player);
          this.OPTION(() => this.CONSUME(t.Would));
          this.SUBRULE(this.playerEventVerb);
        },
      },
      {
        ALT: () => {
          this.SUBRULE(this.objectRef);
          this.OPTION2(() => this.CONSUME2(t.Would));
          this.SUBRULE(this.objectEventVerb);
        },
      },
    ]);
  });

  playerEventVerb: Rule = this.RULE("playerEventVerb", () => {
    this.OR([
      {
        ALT: () => {
          this.OR2([
            { ALT: () => this.CONSUME(t.Conquer) },
            { ALT: () => this.CONSUME(t.Hold) },
            { ALT: () => this.CONSUME(t.Score) },
          ]);
          this.OPTION(() => this.SUBRULE(this.eventLocation));
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
          this.OR3([
            { ALT: () => this.CONSUME(t.Draw) },
            { ALT: () => this.CONSUME(t.Discard) },
            { ALT: () => this.CONSUME(t.Channel) },
          ]);
          this.OPTION2(() => this.SUBRULE2(this.objectRef));
        },
      },
    ]);
  });

  objectEventVerb: Rule = this.RULE("objectEventVerb", () => {
    this.OPTION(() => this.CONSUME(t.Is));
    this.OR([
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
          this.OR2([
            { ALT: () => this.CONSUME(t.Conquer) },
            { ALT: () => this.CONSUME(t.Hold) },
          ]);
          this.OPTION3(() => this.SUBRULE2(this.eventLocation));
        },
      },
      { ALT: () => this.CONSUME(t.Attack) },
      { ALT: () => this.CONSUME(t.Defend) },
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
          this.OR3([{ ALT: () => this.CONSUME(t.Deal) }, { ALT: () => this.CONSUME(t.Take) }]);
          this.CONSUME(t.Damage);
        },
      },
      { ALT: () => this.CONSUME(t.Counter) },
      { ALT: () => this.CONSUME(t.Ready) },
      { ALT: () => this.CONSUME(t.Exhaust) },
      { ALT: () => this.CONSUME(t.Stun) },
      { ALT: () => this.CONSUME(t.Buff) },
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
    ]);
  });

  /** `here`, `at a battlefield`, `to your base`. */
  eventLocation: Rule = this.RULE("eventLocation", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.Here) },
      { ALT: () => this.CONSUME(t.There) },
      {
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME(t.At) }, { ALT: () => this.CONSUME(t.To) }]);
          this.SUBRULE(this.place);
        },
      },
    ]);
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
    this.OR([
      {
        ALT: () => {
          this.CONSUME(t.Not);
          this.SUBRULE(this.conditionUnary);
        },
      },
      { ALT: () => this.SUBRULE(this.conditionAtom) },
    ]);
  });

  conditionAtom: Rule = this.RULE("conditionAtom", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(t.LParen);
          this.SUBRULE(this.condition);
          this.CONSUME(t.RParen);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.You);
          this.CONSUME(t.Do);
        },
      },
      {
        ALT: () => {
          this.CONSUME2(t.You);
          this.CONSUME(t.Pay);
          this.CONSUME(t.The);
          this.OR2([
            { ALT: () => this.CONSUME(t.Optional) },
            { ALT: () => this.CONSUME(t.Additional) },
          ]);
          this.CONSUME(t.CostKw);
        },
      },
      {
        ALT: () => {
          this.CONSUME3(t.You);
          this.CONSUME(t.Play);
          this.CONSUME(t.Another);
          this.CONSUME(t.CardKw);
          this.CONSUME(t.This);
          this.CONSUME(t.Turn);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.It);
          this.CONSUME(t.Is);
          this.SUBRULE(this.ownerPhrase);
          this.CONSUME2(t.Turn);
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
          this.SUBRULE(this.player);
          this.OR3([
            {
              ALT: () => {
                this.CONSUME(t.Control);
                this.SUBRULE(this.controlledObject);
              },
            },
            {
              ALT: () => {
                this.CONSUME(t.Have);
                this.SUBRULE(this.comparison);
                this.CONSUME(t.Point);
              },
            },
          ]);
        },
      },
    ]);
  });

  /** After `you control`: `a unit here`, `3 or more units`, `no units`, `this`, `it`. */
  controlledObject: Rule = this.RULE("controlledObject", () => {
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.countQuantifier);
          this.SUBRULE(this.filter);
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
    ]);
  });

  /** `a`, `an`, `no`, `3`, `3 or more`, `at least 2`. */
  countQuantifier: Rule = this.RULE("countQuantifier", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.A) },
      { ALT: () => this.CONSUME(t.An) },
      { ALT: () => this.CONSUME(t.No) },
      { ALT: () => this.SUBRULE(this.comparison) },
    ]);
  });

  /** RULES E4: `this turn`, `until end of turn`, `until your next turn`, `until the next time …`. */
  duration: Rule = this.RULE("duration", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(t.This);
          this.CONSUME(t.Turn);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.Until);
          this.OR2([
            {
              ALT: () => {
                this.CONSUME(t.End);
                this.CONSUME(t.Of);
                this.CONSUME2(t.Turn);
              },
            },
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
                this.CONSUME2(t.Next);
                this.CONSUME(t.Time);
                this.SUBRULE(this.event);
              },
            },
          ]);
        },
      },
      { ALT: () => this.CONSUME(t.Permanently) },
    ]);
  });

  modificationList: Rule = this.RULE("modificationList", () => {
    this.SUBRULE(this.modification);
    this.MANY(() => {
      this.OR([{ ALT: () => this.CONSUME(t.And) }, { ALT: () => this.CONSUME(t.Comma) }]);
      this.SUBRULE2(this.modification);
    });
  });

  /** `+2 might`, `-1 might for each enemy unit here`, `Tank`, `tag Bird`, `{ ability }`. */
  modification: Rule = this.RULE("modification", () => {
    this.OR([
      {
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME(t.Plus) }, { ALT: () => this.CONSUME(t.Minus) }]);
          this.CONSUME(t.Integer);
          this.CONSUME(t.Might);
          this.OPTION(() => {
            this.CONSUME(t.For);
            this.CONSUME(t.Each);
            this.SUBRULE(this.filter);
          });
        },
      },
      { ALT: () => this.SUBRULE(this.keywordEntry) },
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
    ]);
  });

  // -------------------------------------------------------------------------------------------
  // Scenarios
  // -------------------------------------------------------------------------------------------

  scenario: Rule = this.RULE("scenario", () => {
    this.CONSUME(t.ScenarioKw);
    this.CONSUME(t.AnyString);
    this.CONSUME(t.LCurly);
    this.OPTION(() => this.SUBRULE(this.setupBlock));
    this.MANY(() => this.SUBRULE(this.step));
    this.CONSUME(t.RCurly);
  });

  setupBlock: Rule = this.RULE("setupBlock", () => {
    this.CONSUME(t.Setup);
    this.CONSUME(t.LCurly);
    this.MANY(() => this.SUBRULE(this.setupEntry));
    this.CONSUME(t.RCurly);
  });

  setupEntry: Rule = this.RULE("setupEntry", () => {
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.scenarioPlayer);
          this.OR2([
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
          ]);
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
    ]);
  });

  /** `battlefield "Windy Ridge" as w controlled by A { A: "Scout"  facedown B: "Trap" }` */
  battlefieldSetup: Rule = this.RULE("battlefieldSetup", () => {
    this.CONSUME(t.Battlefield);
    this.SUBRULE(this.placement);
    this.OPTION(() => {
      this.CONSUME(t.LCurly);
      this.MANY(() => {
        this.OR([
          {
            ALT: () => {
              this.SUBRULE(this.scenarioPlayer);
              this.CONSUME(t.Colon);
              this.SUBRULE(this.placementList);
            },
          },
          { ALT: () => this.SUBRULE(this.facedownSetup) },
        ]);
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
    this.OPTION(() => this.SUBRULE(this.binding));
    this.MANY(() => this.SUBRULE(this.statusWord));
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
    this.OR([{ ALT: () => this.CONSUME(t.Identifier) }, { ALT: () => this.CONSUME(t.A) }]);
  });

  zoneWord: Rule = this.RULE("zoneWord", () => {
    this.OR([
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
    ]);
  });

  phaseName: Rule = this.RULE("phaseName", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.Awaken) },
      { ALT: () => this.CONSUME(t.Beginning) },
      { ALT: () => this.CONSUME(t.Channel) },
      { ALT: () => this.CONSUME(t.Draw) },
      { ALT: () => this.CONSUME(t.Main) },
      { ALT: () => this.CONSUME(t.Ending) },
    ]);
  });

  step: Rule = this.RULE("step", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.expectStep) },
      { ALT: () => this.SUBRULE(this.action) },
    ]);
  });

  action: Rule = this.RULE("action", () => {
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.scenarioPlayer);
          this.SUBRULE(this.playerAction);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.Resolve);
          this.OPTION(() => this.CONSUME(t.The));
          this.OR2([
            { ALT: () => this.CONSUME(t.ChainKw) },
            { ALT: () => this.CONSUME(t.One) },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.End);
          this.OPTION2(() => this.CONSUME2(t.The));
          this.CONSUME(t.Turn);
        },
      },
    ]);
  });

  playerAction: Rule = this.RULE("playerAction", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(t.Play);
          this.SUBRULE(this.selector);
          this.OPTION(() => {
            this.CONSUME(t.From);
            this.SUBRULE(this.zoneWord);
          });
          this.MANY(() => this.SUBRULE(this.choice));
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
          this.MANY2(() => this.SUBRULE2(this.choice));
        },
      },
      { ALT: () => this.CONSUME(t.Pass) },
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
    ]);
  });

  /** What a player answers to a pending choice: `yes`, `no`, or a choice. */
  answer: Rule = this.RULE("answer", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.Yes) },
      { ALT: () => this.CONSUME(t.No) },
      { ALT: () => this.SUBRULE(this.choice) },
    ]);
  });

  /** A choice given with an action: `targeting "X"`, `choosing mode 2`, `at A base`, `with flow`. */
  choice: Rule = this.RULE("choice", () => {
    this.OPTION(() => this.CONSUME(t.Comma));
    this.OR([
      {
        ALT: () => {
          this.CONSUME(t.Targeting);
          this.SUBRULE(this.selectorList);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.Choosing);
          this.OR2([
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
            { ALT: () => this.SUBRULE2(this.selectorList) },
          ]);
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
          this.OR3([{ ALT: () => this.CONSUME(t.Yes) }, { ALT: () => this.CONSUME(t.No) }]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.Pay);
          this.CONSUME(t.The);
          this.OR4([
            { ALT: () => this.CONSUME(t.Optional) },
            { ALT: () => this.CONSUME(t.Additional) },
          ]);
          this.CONSUME(t.CostKw);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.With);
          this.CONSUME(t.Flow);
        },
      },
    ]);
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
    this.OR([
      { ALT: () => this.CONSUME(t.AnyString) },
      {
        ALT: () => {
          this.SUBRULE(this.scenarioPlayer);
          this.CONSUME(t.Possessive);
          this.CONSUME2(t.AnyString);
        },
      },
      { ALT: () => this.CONSUME(t.Identifier) },
    ]);
  });

  /** `A base` or a battlefield: `"Windy Ridge"`, `w`. */
  scenarioLocation: Rule = this.RULE("scenarioLocation", () => {
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.scenarioPlayer);
          this.CONSUME(t.Base);
        },
      },
      { ALT: () => this.SUBRULE(this.selector) },
    ]);
  });

  expectStep: Rule = this.RULE("expectStep", () => {
    this.CONSUME(t.Expect);
    this.OPTION(() => this.CONSUME(t.Not));
    this.SUBRULE(this.expectation);
  });

  expectation: Rule = this.RULE("expectation", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.playerExpectation) },
      { ALT: () => this.SUBRULE(this.chainExpectation) },
      { ALT: () => this.SUBRULE(this.eventExpectation) },
      { ALT: () => this.SUBRULE(this.objectExpectation) },
    ]);
  });

  /** `A hand: "X"`, `A hand is empty`, `A hand has 2 cards`, `A score: 3`, `A scored w this turn`. */
  playerExpectation: Rule = this.RULE("playerExpectation", () => {
    this.SUBRULE(this.scenarioPlayer);
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.zoneWord);
          this.OR2([
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
                this.OPTION(() => this.CONSUME(t.CardKw));
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.Score);
          this.OR3([
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
          ]);
        },
      },
    ]);
  });

  /** Names listed in a zone, or `nothing`. */
  nameList: Rule = this.RULE("nameList", () => {
    this.OR([
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
    ]);
  });

  /** `chain: "X", "Y"` (oldest first) or `chain is empty`. */
  chainExpectation: Rule = this.RULE("chainExpectation", () => {
    this.OPTION(() => this.CONSUME(t.The));
    this.CONSUME(t.ChainKw);
    this.OR([
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
    ]);
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
    this.OR([
      { ALT: () => this.CONSUME(t.Once) },
      { ALT: () => this.CONSUME(t.Twice) },
      {
        ALT: () => {
          this.SUBRULE(this.comparison);
          this.CONSUME(t.Time);
        },
      },
    ]);
  });

  objectExpectation: Rule = this.RULE("objectExpectation", () => {
    this.SUBRULE(this.selector);
    this.OR([
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
          this.OR2([
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
                this.OR3([
                  { ALT: () => this.SUBRULE3(this.scenarioPlayer) },
                  { ALT: () => this.CONSUME(t.Nobody) },
                ]);
              },
            },
            { ALT: () => this.CONSUME(t.Play) },
            { ALT: () => this.SUBRULE(this.statusWord) },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.Have);
          this.OR4([
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
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.Trigger);
          this.SUBRULE(this.timesCount);
        },
      },
      { ALT: () => this.CONSUME(t.Exists) },
    ]);
  });

  // -------------------------------------------------------------------------------------------
  // Decks (issue 6)
  // -------------------------------------------------------------------------------------------

  deck: Rule = this.RULE("deck", () => {
    this.CONSUME(t.DeckKw);
    this.CONSUME(t.AnyString);
    this.CONSUME(t.LCurly);
    this.MANY(() => this.SUBRULE(this.deckEntry));
    this.CONSUME(t.RCurly);
  });

  deckEntry: Rule = this.RULE("deckEntry", () => {
    this.OR([
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
    ]);
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

export type { RiftParser };

/** Every rule name, for `computeContentAssist` and the railroad diagrams. */
export const ruleNames: readonly string[] = Object.keys(parser.getGAstProductions());
