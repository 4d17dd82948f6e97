import type { RefusalReason } from "./definitions.js";

/**
 * Errors that refuse an action. They carry a code for programs and a sentence for people; the
 * action that raised one is rolled back completely.
 */
export type RuleErrorCode =
  | RefusalReason
  /** A decision is needed that the chooser has not given yet (the action waits for it). */
  | "choiceNeeded"
  /** A scripted chooser's answers do not fit the choices asked (a scenario's mistake). */
  | "scriptMismatch";

export class RuleError extends Error {
  readonly code: RuleErrorCode;

  constructor(code: RuleErrorCode, message: string) {
    // Without a stack trace: a refusal is caught and reported by its code and message, and
    // collecting the frames of the deep call stack it is thrown from cost more than the rest of
    // refusing an action (random games meet refusals the listing could not foresee).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.code = code;
    this.name = "RuleError";
  }
}

/** Why an action would be refused, before refusing it. */
export interface Refusal {
  code: RefusalReason;
  message: string;
}

export function refuse(code: RuleErrorCode, message: string): never {
  throw new RuleError(code, message);
}
