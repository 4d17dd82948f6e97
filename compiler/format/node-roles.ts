/**
 * What each AST node kind means to the formatter. Most nodes are printed token by token with
 * canonical spacing; the few listed otherwise change layout or spelling. The table is total over
 * `NodeKind`, so a construct added to the grammar does not compile until someone decides here how
 * it is printed, and the round-trip test checks that the corpus uses every kind listed.
 */
import type { Node, NodeKind } from "../../grammar/index.js";

export type NodeRole =
  /** Tokens printed in sequence, keywords in canonical case. */
  | "inline"
  /** Instructions; written in braces, a group that wraps one instruction per line. */
  | "block"
  /** `{ ability }` granted by a modification; a group that wraps like a block. */
  | "grantedAbility"
  /** A name as the designer spelled it: even a keyword used as a name keeps its case. */
  | "name"
  /** `a`/`A`: scenario players are one upper-case letter in canonical form. */
  | "scenarioPlayer"
  /** `+2 might`: the sign sticks to the number. */
  | "signedChange"
  /** What error recovery left; a file holding one is never reformatted. */
  | "error";

export const NODE_ROLES: Readonly<Record<NodeKind, NodeRole>> = {
  SourceFile: "inline",
  Use: "inline",
  Name: "name",
  Definition: "inline",
  Error: "error",
  CostClause: "inline",
  DomainsClause: "inline",
  MightClause: "inline",
  TagsClause: "inline",
  KeywordsClause: "inline",
  Domain: "inline",
  Cost: "inline",
  CostTerm: "inline",
  Keyword: "inline",
  SpellEffect: "inline",
  Triggered: "inline",
  Activated: "inline",
  Static: "inline",
  Replacement: "inline",
  OptionalCost: "inline",
  KeywordAbility: "inline",
  PhaseTrigger: "inline",
  ExhaustCost: "inline",
  KillCost: "inline",
  PayCost: "inline",
  DiscardCost: "inline",
  RecycleCost: "inline",
  SpendBuffCost: "inline",
  Event: "inline",
  AndCondition: "inline",
  OrCondition: "inline",
  NotCondition: "inline",
  DidPreviousCondition: "inline",
  ThisKillsCondition: "inline",
  ExistsCondition: "inline",
  ControlsCondition: "inline",
  ObjectStateCondition: "inline",
  ScoreCondition: "inline",
  ScoreVersusCondition: "inline",
  CountVersusCondition: "inline",
  TurnCondition: "inline",
  PaidCondition: "inline",
  PlayedAnotherCondition: "inline",
  Comparison: "inline",
  Duration: "inline",
  ThisRef: "inline",
  TargetRef: "inline",
  ChooseRef: "inline",
  AllRef: "inline",
  ItRef: "inline",
  ThatRef: "inline",
  NamedRef: "inline",
  TriggeringRef: "inline",
  Filter: "inline",
  TagFilter: "inline",
  MightThan: "inline",
  Non: "inline",
  LocationFilter: "inline",
  ZoneFilter: "inline",
  FunctionZone: "inline",
  Player: "inline",
  Place: "inline",
  Number: "inline",
  CountOf: "inline",
  PlayerCount: "inline",
  MightOf: "inline",
  ScoreOf: "inline",
  MightMod: "signedChange",
  KeywordMod: "inline",
  TagMod: "inline",
  DomainMod: "inline",
  CostMod: "inline",
  EntersReadyMod: "inline",
  PlayableToOpenMod: "inline",
  CantMoveMod: "inline",
  CantCombatMod: "inline",
  CantBeDealtDamageMod: "inline",
  CantBeTargetedMod: "inline",
  AbilityMod: "grantedAbility",
  Block: "block",
  Banish: "inline",
  Kill: "inline",
  Discard: "inline",
  Draw: "inline",
  Move: "inline",
  Recall: "inline",
  StatusChange: "inline",
  Deal: "inline",
  Double: "inline",
  SetMight: "inline",
  Prevent: "inline",
  Counter: "inline",
  GainControl: "inline",
  Give: "inline",
  Add: "inline",
  Pay: "inline",
  Channel: "inline",
  Burn: "inline",
  MakeToken: "inline",
  WrittenType: "inline",
  PlayCard: "inline",
  Replace: "inline",
  SwapBack: "inline",
  Score: "inline",
  Reveal: "inline",
  PutAmong: "inline",
  NextCost: "inline",
  ChooseModes: "inline",
  May: "inline",
  If: "inline",
  ForEach: "inline",
  Repeat: "inline",
  UnlessPays: "inline",
  Delayed: "inline",
  DelayedStep: "inline",
  Scenario: "inline",
  Setup: "inline",
  SetupZone: "inline",
  SetupPool: "inline",
  SetupScore: "inline",
  SetupTurn: "inline",
  SetupPhase: "inline",
  SetupSeed: "inline",
  SetupBattlefield: "inline",
  ScenarioPlayer: "scenarioPlayer",
  Placement: "inline",
  Selector: "inline",
  ScenarioLocation: "inline",
  Choice: "inline",
  PlayAction: "inline",
  ActivateAction: "inline",
  PassAction: "inline",
  ConcedeAction: "inline",
  ResolveAction: "inline",
  MoveAction: "inline",
  HideAction: "inline",
  ConquerAction: "inline",
  HoldAction: "inline",
  EndTurnAction: "inline",
  AnswerAction: "inline",
  Refused: "inline",
  Expect: "inline",
  LabelStep: "inline",
  ExpectLocation: "inline",
  ExpectZoneCount: "inline",
  ExpectZoneContents: "inline",
  ExpectOwner: "inline",
  ExpectController: "inline",
  ExpectStatus: "inline",
  ExpectMight: "inline",
  ExpectDamage: "inline",
  ExpectScore: "inline",
  ExpectPool: "inline",
  ExpectChain: "inline",
  ExpectEvent: "inline",
  ExpectTriggered: "inline",
  ExpectScoredThisTurn: "inline",
  ExpectHasEffect: "inline",
  ExpectPlayed: "inline",
  ExpectExists: "inline",
  ExpectWon: "inline",
  Deck: "inline",
  DeckCard: "inline",
  DeckRunes: "inline",
};

function isNode(value: unknown): value is Node {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { kind?: unknown }).kind === "string" &&
    typeof (value as { range?: unknown }).range === "object"
  );
}

/**
 * Calls `visit` for each node directly below `node`, in no particular order. Generic over the
 * fields, so a field added to a node is walked without a change here; plain objects that group
 * nodes (a battlefield's `units`, an expectation's `where`) are looked through.
 */
export function forEachChild(node: Node, visit: (child: Node) => void): void {
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const element of value) walk(element);
    } else if (isNode(value)) {
      visit(value);
    } else if (typeof value === "object" && value !== null) {
      for (const [key, field] of Object.entries(value)) if (key !== "range") walk(field);
    }
  };
  for (const [key, field] of Object.entries(node)) if (key !== "range") walk(field);
}
