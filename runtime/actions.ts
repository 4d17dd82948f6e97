/** What a player (or a scenario) can ask the game to do, and what comes back. */
import type { ChoiceRequest, Decision } from "./choice.js";
import type { GameEvent } from "./events.js";
import type { RuleErrorCode } from "./errors.js";
import type { Location, ObjectId, PlayerId } from "./state.js";

export type Action =
  /** Play a card from hand or the Champion Zone, or from the trash for its Flow cost (`flow`). */
  | { type: "play"; player: PlayerId; object: ObjectId; flow?: boolean }
  /** Activate the object's `ability`-th activated ability (printed ones first, then inherent ones). */
  | { type: "activate"; player: PlayerId; object: ObjectId; ability: number }
  | { type: "pass"; player: PlayerId }
  | { type: "endTurn"; player: PlayerId }
  /** Hide a card with Hidden facedown at a battlefield you control (CR 421, 811). */
  | { type: "hide"; player: PlayerId; object: ObjectId; battlefield: ObjectId }
  /** A standard move (RULES S3). */
  | { type: "move"; player: PlayerId; units: ObjectId[]; to: Location }
  /** Scenario shortcut: `player` gains control of the battlefield, which conquers it (RULES S2). */
  | { type: "conquer"; player: PlayerId; battlefield: ObjectId }
  /** Scenario shortcut: `player` holds a battlefield they control (RULES S2). */
  | { type: "hold"; player: PlayerId; battlefield: ObjectId }
  /**
   * Concede (CR 650): allowed at any time, even while a choice is pending (the action waiting on
   * it is abandoned). Never listed by `legalActions`, so no random playout concedes.
   */
  | { type: "concede"; player: PlayerId }
  /** Answer the pending choice. */
  | { type: "answer"; decision: Decision };

export type ActionResult =
  | { ok: true; events: GameEvent[]; pending: ChoiceRequest | null }
  | { ok: false; error: { code: RuleErrorCode; message: string } };

/** One committed action with every decision made during it: enough to replay the game. */
export interface ActionRecord {
  action: Action | { type: "start" };
  decisions: Decision[];
}
