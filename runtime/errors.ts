/**
 * Errors that refuse an action. They carry a code for programs and a sentence for people; the
 * action that raised one is rolled back completely.
 */
export type RuleErrorCode =
  | "gameOver"
  | "noPriority"
  | "notYourTurn"
  | "wrongPhase"
  | "timing"
  | "notPlayable"
  | "unknownObject"
  | "illegalTarget"
  | "noLegalTargets"
  | "illegalChoice"
  | "cannotPay"
  | "illegalLocation"
  | "illegalAction"
  | "choiceNeeded"
  | "scriptMismatch";

export class RuleError extends Error {
  constructor(
    readonly code: RuleErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "RuleError";
  }
}

export function refuse(code: RuleErrorCode, message: string): never {
  throw new RuleError(code, message);
}
