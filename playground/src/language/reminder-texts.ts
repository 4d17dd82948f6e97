/**
 * What a keyword means, in the words of reminder text: the playground's hover shows these. Keyed by
 * the grammar's keyword token name (`grammar/tokens.ts`), so every spelling of a keyword (`kill`,
 * `kills`, `killed`) shows the same text. The grammar keeps no reminder texts of its own; this is
 * the one place they live. A test checks that every key names a real keyword and that every game
 * keyword (RULES S4) has one.
 */
export const REMINDER_TEXTS: Readonly<Record<string, string>> = {
  // Game keywords (RULES S4)
  Accelerate:
    "As you play this unit, you may pay 1 energy and 1 power of its domain more. If you do, it enters ready.",
  ActionKw:
    "Can be played in a showdown as well as in your main phase, but not while the Chain holds an item (RULES C4).",
  ReactionKw:
    "Can be played whenever you have priority, even with items on the Chain or in a showdown (RULES C4).",
  Assault: "Assault N: while this unit is an attacker, it has +N Might.",
  Shield: "Shield N: while this unit is a defender, it has +N Might.",
  Deflect:
    "Deflect N: an opponent's spell or ability that chooses this costs N more power of any domain. N is 1 when omitted; several instances add up.",
  Deathknell: "Deathknell — effect: when this dies, the effect happens.",
  Ganking: "This unit may make a standard move from one battlefield to another.",
  Hidden:
    "You may put this facedown at a battlefield you control by paying 1 power of any domain; later you may play it from there, ignoring its cost.",
  Legion: "The Legion text applies only if you have played another card this turn.",
  Tank: "In combat, this unit is assigned lethal damage before other units without Tank (RULES S3).",
  Backline: "In combat, this unit is assigned damage last (RULES S3).",
  Temporary:
    "At the start of its controller's Beginning phase, before scoring, kill this (RULES S1).",
  RepeatKw:
    "Repeat COST: as you play this, you may also pay its Repeat cost. If you do, its effect happens again.",
  Flow: "Flow COST: you may play this spell from your trash for its Flow cost. Once finalized, if it would leave the Chain other than by its own resolution's instruction — countered, or resolved into the trash — it is banished instead (RULES F2, F3). A spell with several Flow costs is played for the one its controller picks (CR 829.1.c.3).",
  // Domains and resources (RULES G3)
  Fury: "One of the six domains (RULES G3).",
  Calm: "One of the six domains (RULES G3).",
  Mind: "One of the six domains (RULES G3).",
  Body: "One of the six domains (RULES G3).",
  Chaos: "One of the six domains (RULES G3).",
  Order: "One of the six domains (RULES G3).",
  Energy: "The part of a cost paid with no domain (RULES G3).",
  Power: "The part of a cost paid by domain, or of any domain (RULES G3).",
  // Instructions that name a rule of their own
  Banish:
    "Put into its owner's Banishment. A banish is its own event: banish triggers never fire for a kill or a discard (RULES E1, B1).",
  Kill: "Put into its owner's trash from the board; `when this dies` triggers see it. A killed token then ceases to exist (RULES T7).",
  Discard: "Put from a hand into its owner's trash. Not a kill and not a banish (RULES E1).",
  Recall: "Relocate to its controller's base without moving it.",
  Stun: "A stunned unit deals no combat damage this turn.",
  Buff: "Put a buff on a unit: +1 Might while it has it; a unit holds at most one.",
  Counter:
    "Cancel a Chain item: it does nothing, goes to its owner's trash (unless told otherwise), does not count as played and refunds nothing (RULES C3).",
  Channel: "Put runes from the top of your Rune Deck onto the board.",
  Burn: "Put the top cards of a Main Deck into its owner's trash.",
  Recycle: "Put on the bottom of its owner's deck (the Rune Deck for a rune).",
  Shuffle:
    "`shuffle X into its owner's deck`, `shuffle your trash into your deck`: X (every card of your trash) goes into its owner's Main Deck, a new object (a token ceases to exist), and that deck is shuffled once with the game's seed (CR 108.4.d).",
  Double:
    "`double target unit's might this turn`: +X Might for the duration, X its Might as this resolves; X does not change after (CR 432.1).",
  Unless:
    "`deal 3 to target unit unless its controller pays 2`, after any instruction: as it resolves, that player may pay; paid, the instruction is not done. A player who cannot pay is not asked (CR 357, 425).",
  Replace:
    "Replace X with token T: T is created in X's place, not played, and is the same game object as X for every effect; X goes to its owner's Banishment as Replaced. Not a banish (RULES R1, R2).",
  Swap: "Swap back: the token ceases to exist and an eligible original returns from Banishment to its place, with the token's current controller, effects and statuses (RULES R5).",
  Play: "Play a token: it goes onto the Chain pending, is finalized after the effect, then enters and counts as played (RULES T1).",
  Create: "Create a token: it is put straight at its destination and is not played (RULES T1).",
  Conquer:
    "Gain control of a battlefield; scores a point once per battlefield per turn (RULES S2).",
  Hold: "Control a battlefield in your Beginning phase; scores a point (RULES S2).",
  Score: "Gain a point; 8 points win (RULES S2).",
  // Ability structure (RULES E1–E4)
  When: "Starts a triggered ability: it fires when the event happens (RULES E1).",
  Would:
    "`if … would …, … instead`: a replacement effect. The replaced event never happens (RULES E2).",
  Instead:
    "`if … would …, … instead`: a replacement effect. The replaced event never happens (RULES E2).",
  Once: "`once each turn`: a triggered ability fires at most once each turn (after its event: `when …, once each turn:`); a replacement applies to at most one event each turn (first: `once each turn, if … would …`) (CR 383.3.e, 371).",
  Prevent:
    "`prevent N [combat] damage that would be dealt to …`: a replacement effect that lessens damage by N (or `all`). Damage all prevented is not dealt: no event, no trigger (CR 369.2, 417.1.e.1). In an effect, for a while: `prevent the next 3 damage that would be dealt to target unit this turn` is a shield used up as it prevents; `prevent all combat damage this turn` protects every unit (CR 437).",
  Combat:
    "`prevent 2 combat damage …`, `prevent all combat damage …`: only the damage combat deals — each side's summed Might, assigned and dealt at once (CR 417.6.c, 465.2.d) — not a spell's or an ability's.",
  Start:
    "`at the start of your turn: …` fires at the start of every such turn (or phase: `at the start of your main phase`). In an effect, `at the start of your next turn: …` or `at the start of the next turn: …` is a delayed trigger: it fires once, at that moment, then is gone (RULES E4, CR 390.2).",
  End: "`at the end of each turn: …` fires in every such turn's Ending Step (CR 317.1). In an effect, `at the end of this turn: …` or `at the end of your next turn: …` is a delayed trigger: it fires once, at that moment, then is gone (RULES E4, CR 390.2).",
  Next: "`until your next turn`: a duration ending as your next turn starts; `until the end of your next turn`: one lasting through your next turn, ending in its Expiration Step (CR 317.2). `at the start of your next turn: …`, `at the end of the next turn: …`: in an effect, a delayed trigger that fires once, in a turn that starts after the effect (RULES E4).",
  Until: "A duration: the effect ends at the stated time (RULES E4).",
  Permanently: "A duration that never ends.",
  // Targets and players (RULES C1)
  Target:
    "`target …` is chosen as the card or ability is played and checked again as it resolves: an object (`target unit`), or a player (`target player`, `target opponent discards 1`) (CR 355.9).",
  Opponent:
    "A player other than you: `an opponent` (one, chosen as the ability resolves when there are several), `each opponent` (all of them, in turn order), `target opponent` (chosen as it is played).",
  // Characteristics
  CostKw:
    "What playing this costs: energy plus power, joined by `+` (`cost 2 + 1 Fury`). A number alone is energy; a number and a domain is power of that domain (RULES G3).",
  DomainKw: "The card's domains, separated by commas or `and`: `domains Fury, Calm`.",
  Might:
    "A unit's Might: `might 3`, units only. In combat each side's Might is summed and assigned as damage, and damage equal to a unit's Might kills it (RULES S3).",
  TagKw:
    "The card's tags, separated by commas or `and`: `tags Mage, Storm`. Filters such as `with tag Mage` find them; quote a tag of two words.",
  KeywordKw:
    "The card's game keywords, separated by commas: `keywords Tank, Deflect 2` (RULES S4).",
  // Scenarios
  ScenarioKw:
    "A scenario: a setup, then actions and expectations, run in order. `rift test` and the Board run it; a failed step fails it.",
  Setup:
    "The game a scenario starts from: cards in each player's zones, pools, scores, battlefields, the turn player, phase and seed.",
  Expect:
    "`expect` a fact about the game, or `expect not` its negation: the step fails, and the scenario with it, when the game does not hold it.",
  Resolve:
    "In a scenario, `resolve chain` resolves everything on the Chain and `resolve one` only the newest item; either fails when the Chain is empty.",
  Because:
    "After a `can't` step: the reason the rules must refuse the action for (`cannotPay`, `illegalChoice`, …), so that it cannot pass for another one.",
  // Tokens (RULES O4, T1–T7)
  TokenKw:
    "A token is not a card and can never become one (RULES O4). Tokens have no cost or domain (RULES T4).",
  CardKw:
    "A card. An instruction that asks for a card does not accept a token unless it says so (RULES O4).",
};

/**
 * Reminder texts for a keyword in one use only (keyed by keyword, then by the use's label in
 * `word-use.ts`), where its reminder text above is about another: `Play`'s is about playing a
 * token, which says nothing of `when you play a spell` or a scenario's `A plays "X"`.
 */
export const USE_REMINDER_TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Play: {
    event:
      "`when you play …`, `when this is played`: fires when the play completes; a countered card was not played (RULES C5).",
    "scenario action":
      '`A plays "X"`: the player plays the card from hand (or `from trash`, `from facedown`), its choices after a comma (`targeting …`, `choosing mode 2`); the step fails if the rules refuse it.',
  },
};
