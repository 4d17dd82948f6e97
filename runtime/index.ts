/**
 * The runtime's public API. The compiler, the scenario runner, the playground and `rift play`
 * drive the runtime through these exports only.
 */
export * from "./definitions.js";
export type { Action, ActionRecord, ActionResult } from "./actions.js";
export type {
  ChoiceKind,
  ChoiceRequest,
  ChoiceView,
  TargetStance,
  Chooser,
  Decision,
  PaymentSource,
} from "./choice.js";
export {
  RandomChooser,
  ReplayChooser,
  StrictChooser,
  WaitingChooser,
  validateDecision,
} from "./choosers.js";
export type { ScriptedAnswer } from "./choosers.js";
export type { Characteristics } from "./characteristics.js";
export type { RuleErrorCode } from "./errors.js";
export type { GameEvent, GameEventKind, RuntimeEventKind } from "./events.js";
export { RUNTIME_EVENT_KINDS } from "./events.js";
export { Game, SetupError, createGame, definitionMap, replayGame, restoreGame } from "./game.js";
export type { ChainItemView, Definitions, GameOptions, GameSnapshot, ObjectView } from "./game.js";
export { checkStateInvariants } from "./invariants.js";
export { targetStance } from "./targets.js";
export type { GameState, Location, ObjectId, PlayerId, Pool } from "./state.js";
export { checkInvariants } from "./inspect.js";
export { formatEvents, runScenario, ScenarioRun } from "./scenario.js";
export type { ScenarioResult, StepResult } from "./scenario.js";
export {
  CONSTRUCTION,
  type DeckProblem,
  basicRune,
  basicRuneName,
  deckProblemList,
  deckProblems,
} from "./deck.js";
export {
  MODES_OF_PLAY,
  MODE_RULES,
  createGameFromDecks,
  modeForPlayers,
  prepareGame,
} from "./deck-setup.js";
export type {
  DeckGameOptions,
  ModeOfPlay,
  ModeRules,
  Opening,
  PreparedGame,
} from "./deck-setup.js";
export { PlayoutPolicy, playDecks, playout } from "./playout.js";
export type { PlayoutOptions, PlayoutResult } from "./playout.js";
export { playedGame, summarizeGames, summaryLines } from "./play-summary.js";
export type { PlayedGame, PlaySummary, SeatSummary } from "./play-summary.js";
export { describeEvent, gameLog } from "./playout-log.js";
