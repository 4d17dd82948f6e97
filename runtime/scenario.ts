/**
 * The scenario driver: runs the contract's `Scenario` (a setup, actions with their choices, and
 * expectations) and reports every step as passed, failed or skipped, with a message saying what
 * was expected and what the state holds. `rift test` runs whole scenarios; the playground steps
 * through them with `ScenarioRun`.
 */
import type { Action } from "./actions.js";
import type { ChoiceRequest, ChoiceView, Chooser, Decision } from "./choice.js";
import { type ScriptedAnswer, StrictChooser, describeSelector } from "./choosers.js";
import type {
  ChoiceAnswer,
  Comparison,
  Expectation,
  ObjectSelector,
  Scenario,
  ScenarioAction,
  ScenarioLocation,
  ScenarioStep,
  ScenarioWhere,
  SourceRange,
  ZoneName,
} from "./definitions.js";
import type { GameEvent } from "./events.js";
import { describeCost, emptyPower } from "./costs.js";
import { compare } from "./filters.js";
import { type Definitions, type Game, type ObjectView, createGame } from "./game.js";
import type { Location, ObjectId } from "./state.js";

export interface StepResult {
  index: number;
  step: ScenarioStep;
  status: "passed" | "failed" | "skipped";
  message: string;
  /** The events of an action step; the last events of the game for an expectation or a failure. */
  events: GameEvent[];
  range?: SourceRange;
}

export interface ScenarioResult {
  name: string;
  passed: boolean;
  /** Set when the setup itself could not be built; then every step is skipped. */
  setupError: string | null;
  steps: StepResult[];
}

/** Ends an action step: it is not done with the current chooser when a step passes several times. */
class StepChooser implements Chooser {
  constructor(readonly strict: StrictChooser) {}

  choose(request: ChoiceRequest, view: ChoiceView): Decision | undefined {
    return this.strict.choose(request, view);
  }
}

const MAX_PASSES = 1000;

function formatEvent(e: GameEvent): string {
  const parts: string[] = [e.kind];
  if (e.name) parts.push(e.name);
  if (e.player) parts.push(`by ${e.player}`);
  if (e.to) parts.push(`→ ${e.to}`);
  if (e.amount !== null && e.kind !== "effectCreated" && e.kind !== "effectExpired")
    parts.push(`(${e.amount})`);
  return parts.join(" ");
}

export function formatEvents(events: readonly GameEvent[]): string {
  return events.map(formatEvent).join("; ");
}

/** `the play by A`: the step's line, which a failure names, says the rest. */
function describeAction(action: ScenarioAction): string {
  return `the ${action.action}${"player" in action ? ` by ${action.player}` : ""}`;
}

function describeComparison(c: Comparison): string {
  return `${c.op} ${c.value}`;
}

export class ScenarioRun {
  readonly results: StepResult[] = [];
  readonly game: Game | null;
  readonly setupError: string | null;
  private position = 0;
  private failed = false;
  /** Answer steps consumed by the action before them. */
  private readonly consumed = new Set<number>();
  /** Why the runtime refused the last action `act` tried, if it did (`A can't …` steps). */
  private refusal: { code: string; message: string } | null = null;
  /** The chooser that holds the answer steps of the last action `act` tried. */
  private answering: StrictChooser | null = null;
  /** What the scenario has seen of labels: their names, and which identity wore which label. */
  private readonly labelled: LabelMemory = { names: new Map(), ids: new Map() };

  constructor(
    readonly scenario: Scenario,
    definitions: Definitions,
  ) {
    let game: Game | null = null;
    let setupError: string | null = null;
    try {
      game = createGame(scenario.setup, { definitions, chooser: new StrictChooser([]) });
    } catch (err) {
      setupError = err instanceof Error ? err.message : String(err);
    }
    this.game = game;
    this.setupError = setupError;
    this.noteLabels();
  }

  /** Record the labels objects wear now; a token may cease before it is expected. */
  private noteLabels(): void {
    if (!this.game) return;
    for (const o of Object.values(this.game.state.objects)) {
      if (!o) continue;
      this.labelled.ids.set(o.id, o.label);
      if (o.label === null) continue;
      const names = this.labelled.names.get(o.label) ?? new Set<string>();
      names.add(o.name);
      this.labelled.names.set(o.label, names);
    }
  }

  /** The index of the next step to run. */
  get next(): number {
    return this.position;
  }

  get done(): boolean {
    return this.position >= this.scenario.steps.length;
  }

  /** Run one step and report it. */
  step(): StepResult | null {
    if (this.done) return null;
    const index = this.position++;
    const step = this.scenario.steps[index] as ScenarioStep;
    const result = this.runStep(index, step);
    this.noteLabels();
    if (step.range) result.range = step.range;
    this.results.push(result);
    return result;
  }

  /** Run every step before index `k`. */
  runTo(k: number): StepResult[] {
    const out: StepResult[] = [];
    while (this.position < k && !this.done) {
      const r = this.step();
      if (r) out.push(r);
    }
    return out;
  }

  runAll(): ScenarioResult {
    this.runTo(this.scenario.steps.length);
    return {
      name: this.scenario.name,
      passed: this.setupError === null && this.results.every((r) => r.status !== "failed"),
      setupError: this.setupError,
      steps: this.results.slice(),
    };
  }

  private lastEvents(): GameEvent[] {
    return this.game ? this.game.log.slice(-8) : [];
  }

  private runStep(index: number, step: ScenarioStep): StepResult {
    const game = this.game;
    if (!game)
      return {
        index,
        step,
        status: "skipped",
        message: `the setup failed: ${this.setupError ?? ""}`,
        events: [],
      };
    if (this.consumed.has(index))
      return {
        index,
        step,
        status: "passed",
        message: "answered during the action before it",
        events: [],
      };
    if (this.failed)
      return { index, step, status: "skipped", message: "an earlier action failed", events: [] };
    if (step.step === "expect") return this.expect(index, step, game);
    if (step.step === "label") return this.label(index, step, game);
    const answers: ScriptedAnswer[] = [];
    if (step.action.action === "answer") {
      this.failed = true;
      return {
        index,
        step,
        status: "failed",
        message: `${step.action.player} answers, but no choice was asked`,
        events: this.lastEvents(),
      };
    }
    // The answer steps that follow an action are its answers.
    for (let k = index + 1; k < this.scenario.steps.length; k++) {
      const next = this.scenario.steps[k] as ScenarioStep;
      if (next.step !== "action" || next.action.action !== "answer") break;
      answers.push({ answer: next.action.answer, player: next.action.player });
      this.consumed.add(k);
    }
    const logStart = game.log.length;
    let message: string | null;
    this.refusal = null;
    try {
      message = this.act(step.action, answers, game);
    } catch (err) {
      // A fault in card data (an unknown token, a loop) fails the step instead of the whole run.
      message = `the runtime stopped: ${err instanceof Error ? err.message : String(err)}`;
    }
    const events = game.log.slice(logStart);
    if (step.step === "refused") {
      // A refused action may stop before it asks what its answer steps answer: those steps are
      // the script's, run on their own (and fail), rather than passed as answered.
      const unused = Math.min(this.answering?.remaining().length ?? 0, answers.length);
      for (let k = index + answers.length - unused + 1; k <= index + answers.length; k++)
        this.consumed.delete(k);
      return this.refused(index, step, message, events);
    }
    if (message === null) {
      const problems = game.checkInvariants();
      if (problems.length > 0) {
        this.failed = true;
        return {
          index,
          step,
          status: "failed",
          message: `invariants broken: ${problems.join("; ")}`,
          events,
        };
      }
      return {
        index,
        step,
        status: "passed",
        message: events.length > 0 ? formatEvents(events) : "nothing happened",
        events,
      };
    }
    this.failed = true;
    return {
      index,
      step,
      status: "failed",
      message,
      events: events.length > 0 ? events : this.lastEvents(),
    };
  }

  /**
   * A step expecting the runtime to refuse its action. A refusal of the script itself (a missing
   * or unused answer, an ambiguous name) is not the runtime's: it fails the step, as the action
   * might have been carried out with the answers it lacked.
   */
  private refused(
    index: number,
    step: Extract<ScenarioStep, { step: "refused" }>,
    message: string | null,
    events: GameEvent[],
  ): StepResult {
    const what = describeAction(step.action);
    const refusal = this.refusal;
    if (refusal !== null && (step.reason === undefined || step.reason === refusal.code)) {
      return {
        index,
        step,
        status: "passed",
        message: `refused as expected (${refusal.code}): ${refusal.message}`,
        events,
      };
    }
    this.failed = true;
    if (refusal !== null) {
      return {
        index,
        step,
        status: "failed",
        message: `expected ${what} to be refused because ${step.reason ?? ""}, but it was refused because ${refusal.code}: ${refusal.message}`,
        events: this.lastEvents(),
      };
    }
    return {
      index,
      step,
      status: "failed",
      message:
        message === null
          ? `expected ${what} to be refused, but it was carried out${events.length > 0 ? `: ${formatEvents(events)}` : ""}`
          : `expected ${what} to be refused, but the step could not be tried: ${message}`,
      events: events.length > 0 ? events : this.lastEvents(),
    };
  }

  /** A refused action's message; remembered as the runtime's refusal unless the script caused it. */
  private refusedMessage(type: string, error: { code: string; message: string }): string {
    if (error.code !== "scriptMismatch") this.refusal = error;
    return `${type} refused (${error.code}): ${error.message}`;
  }

  /** Carry out an action; a message when it failed. */
  private act(action: ScenarioAction, scripted: ScriptedAnswer[], game: Game): string | null {
    const chooseOne = (selector: ObjectSelector, zones?: ZoneName[]): ObjectId | string => {
      let ids = game.select(selector);
      if (zones) ids = ids.filter((id) => zones.includes(game.object(id)?.zone as ZoneName));
      if (ids.length === 0)
        return `no ${describeSelector(selector)}${zones ? ` in ${zones.join(" or ")}` : ""}`;
      // Copies of one card in a hidden zone are interchangeable; elsewhere a name must be unique.
      const first = game.object(ids[0] as ObjectId) as ObjectView;
      const interchangeable = ids.every((id) => {
        const o = game.object(id) as ObjectView;
        return (
          o.name === first.name &&
          o.zone === first.zone &&
          o.player === first.player &&
          o.label === null &&
          (o.zone === "hand" || o.zone === "deck")
        );
      });
      if (ids.length > 1 && !interchangeable) {
        return `${describeSelector(selector)} is ambiguous: ${ids.map((id) => game.describe(id)).join(", ")}; label them in the setup`;
      }
      return ids[0] as ObjectId;
    };
    const locationOf = (where: ScenarioLocation): Location | string => {
      if (where.at === "base") return { kind: "base", player: where.player };
      const bf = chooseOne(where.battlefield, ["battlefields"]);
      return bf.startsWith("o") && game.object(bf) ? { kind: "battlefield", battlefield: bf } : bf;
    };
    const strict = new StrictChooser(scripted);
    this.answering = strict;
    const perform = (a: Action): string | null => {
      const result = game.perform(a, { chooser: new StepChooser(strict) });
      if (!result.ok) return this.refusedMessage(a.type, result.error);
      if (result.pending) return `a choice is pending: ${result.pending.prompt}`;
      return null;
    };
    const finish = (problem: string | null): string | null => problem ?? strict.finish();
    /** A play or activation with its own choices first, then the answer steps after it. */
    const performWith = (a: Action, own: readonly ChoiceAnswer[]): string | null => {
      const chooser = new StrictChooser([...own.map((answer) => ({ answer })), ...scripted]);
      this.answering = chooser;
      const result = game.perform(a, { chooser });
      return result.ok ? null : this.refusedMessage(a.type, result.error);
    };

    switch (action.action) {
      case "play": {
        const flow = action.from === "trash" || action.choices.some((c) => c.choice === "useFlow");
        const card = chooseOne(
          action.card,
          action.from ? [action.from] : ["hand", "champion", "trash"],
        );
        if (!game.object(card)) {
          // A hidden card is played only when the step says so (CR 811); say how, not just "no".
          const facedown = action.from
            ? []
            : game.select(action.card).filter((id) => game.object(id)?.zone === "facedown");
          return facedown.length > 0
            ? `${card}; it is facedown: write \`${action.player} plays ${describeSelector(action.card)} from facedown\``
            : card;
        }
        return performWith(
          { type: "play", player: action.player, object: card, ...(flow ? { flow: true } : {}) },
          action.choices.filter((c) => c.choice !== "useFlow"),
        );
      }
      case "activate": {
        const source = chooseOne(action.source);
        if (!game.object(source)) return source;
        return performWith(
          { type: "activate", player: action.player, object: source, ability: action.ability ?? 0 },
          action.choices,
        );
      }
      case "pass":
        return finish(perform({ type: "pass", player: action.player }));
      case "concede":
        return finish(perform({ type: "concede", player: action.player }));
      case "resolveChain":
      case "resolveOne": {
        const resolvedBefore = game.log.filter((e) => e.kind === "resolved").length;
        const startLength = game.chain().length;
        if (startLength === 0) return "the Chain is empty: nothing to resolve";
        for (let i = 0; i < MAX_PASSES; i++) {
          if (game.chain().length === 0) break;
          if (
            action.action === "resolveOne" &&
            game.log.filter((e) => e.kind === "resolved").length > resolvedBefore
          )
            break;
          const holder = game.priorityHolder();
          if (holder === null) return "nobody has priority while the Chain is not empty";
          const problem = perform({ type: "pass", player: holder });
          if (problem) return problem;
        }
        return finish(null);
      }
      case "move": {
        const units: ObjectId[] = [];
        for (const selector of action.units) {
          const id = chooseOne(selector);
          if (!game.object(id)) return id;
          units.push(id);
        }
        const to = locationOf(action.to);
        if (typeof to === "string") return to;
        return finish(perform({ type: "move", player: action.player, units, to }));
      }
      case "hide": {
        const card = chooseOne(action.card, ["hand", "champion"]);
        if (!game.object(card)) return card;
        const bf = chooseOne(action.battlefield, ["battlefields"]);
        if (!game.object(bf)) return bf;
        return finish(
          perform({ type: "hide", player: action.player, object: card, battlefield: bf }),
        );
      }
      case "conquer":
      case "hold": {
        const bf = chooseOne(action.battlefield, ["battlefields"]);
        if (!game.object(bf)) return bf;
        return finish(perform({ type: action.action, player: action.player, battlefield: bf }));
      }
      case "endTurn":
        return finish(perform({ type: "endTurn", player: game.turn().player }));
      case "answer":
        return "an answer with no choice asked";
      default: {
        const _exhaustive: never = action;
        return _exhaustive;
      }
    }
  }

  private label(
    index: number,
    step: Extract<ScenarioStep, { step: "label" }>,
    game: Game,
  ): StepResult {
    const id = game.label(step.object, step.label);
    if (id === null) {
      this.failed = true;
      return {
        index,
        step,
        status: "failed",
        message: `no ${describeSelector(step.object)} without a label to call ${step.label}`,
        events: this.lastEvents(),
      };
    }
    return { index, step, status: "passed", message: `${game.describe(id)}`, events: [] };
  }

  private expect(
    index: number,
    step: Extract<ScenarioStep, { step: "expect" }>,
    game: Game,
  ): StepResult {
    const outcome =
      step.quantity === undefined
        ? evaluate(step.expectation, game, this.labelled)
        : evaluateQuantity(step.expectation, step.quantity, game, this.labelled);
    const passed = outcome.holds !== step.negate;
    const message = passed
      ? `${step.negate ? "not " : ""}${outcome.expected}`
      : `expected ${step.negate ? "not " : ""}${outcome.expected}, but ${outcome.actual}; last events: ${formatEvents(this.lastEvents()) || "none"}`;
    return {
      index,
      step,
      status: passed ? "passed" : "failed",
      message,
      events: passed ? [] : this.lastEvents(),
    };
  }
}

interface LabelMemory {
  /** Every name each label has been seen on. */
  names: Map<string, Set<string>>;
  /** The label (or none) each identity was seen wearing. */
  ids: Map<ObjectId, string | null>;
}

interface Evaluation {
  holds: boolean;
  expected: string;
  actual: string;
}

function whereText(game: Game, o: ObjectView): string {
  if (o.zone === "chain") return "on the Chain";
  if (o.location?.kind === "battlefield" && o.zone !== "battlefields")
    return `facedown at ${game.describe(o.location.battlefield)}`;
  if (o.location?.kind === "battlefield" && o.id !== o.location.battlefield)
    return `at ${game.describe(o.location.battlefield)}`;
  if (o.zone === "battlefields") return "in the Battlefield Zone";
  return `in ${o.player ?? "?"}'s ${o.zone}`;
}

function zoneNames(game: Game, player: string, zone: ZoneName): string[] {
  return zoneObjects(game, player, zone).map((o) => o.name);
}

function zoneObjects(game: Game, player: string, zone: ZoneName): ObjectView[] {
  if (zone === "chain")
    return game
      .chain()
      .map((c) => game.object(c.id))
      .filter((o): o is ObjectView => o !== undefined);
  if (zone === "battlefields") return game.battlefields();
  return game.zone(player, zone);
}

/** The one object `selector` names; `focus`, when given, is the object of a quantified step. */
function one(game: Game, selector: ObjectSelector, focus?: ObjectId): ObjectView | string {
  if (focus !== undefined) return game.object(focus) ?? `there is no ${describeSelector(selector)}`;
  const ids = game.select(selector);
  if (ids.length === 0) return `there is no ${describeSelector(selector)}`;
  if (ids.length > 1)
    return `${describeSelector(selector)} is ambiguous (${ids.map((id) => game.describe(id)).join(", ")})`;
  return game.object(ids[0] as ObjectId) as ObjectView;
}

function whereMatches(game: Game, o: ObjectView, where: ScenarioWhere): boolean {
  if ("in" in where) {
    if (where.in === "chain") return o.zone === "chain";
    return o.zone === where.zone && o.player === where.player;
  }
  if (where.at === "base") return o.zone === "base" && o.player === where.player;
  // At a battlefield: a unit, gear or facedown card there — not the battlefield itself.
  const at = o.location;
  return (
    at?.kind === "battlefield" &&
    o.id !== at.battlefield &&
    game.select(where.battlefield).includes(at.battlefield)
  );
}

function whereDescription(where: ScenarioWhere): string {
  if ("in" in where)
    return where.in === "chain" ? "on the Chain" : `in ${where.player}'s ${where.zone}`;
  return where.at === "base"
    ? `in ${where.player}'s base`
    : `at ${describeSelector(where.battlefield)}`;
}

/**
 * The label each identity wore (null: none), as seen after each step and carried along the log's
 * links from an object to the one a zone change made of it (RULES O1: the label goes with the card).
 */
function labelsOfIdentities(game: Game, memory: LabelMemory): Map<ObjectId, string | null> {
  const known = new Map(memory.ids);
  const log = game.log;
  for (const e of log) {
    if (e.object === null || e.result === null || e.object === e.result) continue;
    if (known.has(e.object) && !known.has(e.result))
      known.set(e.result, known.get(e.object) ?? null);
  }
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i] as GameEvent;
    if (e.object === null || e.result === null || e.object === e.result) continue;
    if (known.has(e.result) && !known.has(e.object))
      known.set(e.object, known.get(e.result) ?? null);
  }
  return known;
}

function eventsMatching(
  game: Game,
  kind: string,
  selector: ObjectSelector | undefined,
  player: string | undefined,
  memory: LabelMemory,
): GameEvent[] {
  let matches: (e: GameEvent) => boolean = () => true;
  if (selector && "label" in selector) {
    const label = selector.label;
    // A label names what it was seen on, not only what exists now: a labelled token that ceased
    // (RULES T7) still has its events.
    const names = new Set([
      ...game.select(selector).map((id) => game.object(id)?.name ?? ""),
      ...(memory.names.get(label) ?? []),
    ]);
    const labels = labelsOfIdentities(game, memory);
    matches = (e) => {
      if (e.name === null || !names.has(e.name)) return false;
      // A label exists to tell copies of one card apart: an event of an identity known to wear
      // another label, or none, is another copy's. One never seen (it lived within a step) is
      // judged by its name alone.
      const ids = kind === "triggered" ? [e.source] : [e.object, e.result];
      const worn = ids.filter((id): id is ObjectId => id !== null && labels.has(id));
      return worn.length === 0 || worn.some((id) => labels.get(id) === label);
    };
  } else if (selector) {
    const name = selector.name;
    matches = (e) => e.name === name;
  }
  return game.log.filter(
    (e) => e.kind === kind && matches(e) && (player === undefined || e.player === player),
  );
}

/**
 * `expect each "Recruit" is ready` / `expect 2 "Recruit" are ready`: the expectation is checked on
 * each object the name fits, as if that object alone had the name, and the ones that hold are
 * counted. `each` needs at least one object, so a name that fits nothing never passes vacuously.
 */
function evaluateQuantity(
  x: Expectation,
  quantity: "each" | number,
  game: Game,
  labelled: LabelMemory,
): Evaluation {
  // The checker lets a quantity before these only (compiler/check/scenario.ts, checkQuantity).
  const selector = "object" in x ? x.object : undefined;
  if (selector === undefined) return evaluate(x, game, labelled);
  const ids = game.select(selector);
  const results = ids.map((id) => ({ id, outcome: evaluate(x, game, labelled, id) }));
  const holding = results.filter((r) => r.outcome.holds).length;
  // What one object is expected to be does not depend on which object it is.
  const wanted = evaluate(x, game, labelled).expected;
  const each = quantity === "each";
  const expected = each ? `each ${wanted}` : `exactly ${quantity} ${wanted}`;
  const actual =
    ids.length === 0
      ? `there is no ${describeSelector(selector)}`
      : `${holding} of ${ids.length} hold: ${results
          .map(
            (r) =>
              `${game.describe(r.id)} ${r.outcome.holds ? "does" : `does not (${r.outcome.actual})`}`,
          )
          .join("; ")}`;
  const holds = each ? ids.length > 0 && holding === ids.length : holding === quantity;
  return { holds, expected, actual };
}

function evaluate(x: Expectation, game: Game, labelled: LabelMemory, focus?: ObjectId): Evaluation {
  switch (x.expect) {
    case "location": {
      const o = one(game, x.object, focus);
      const expected = `${describeSelector(x.object)} ${whereDescription(x.where)}`;
      if (typeof o === "string") return { holds: false, expected, actual: o };
      let actual = `it is ${whereText(game, o)}`;
      if ("in" in x.where && x.where.in === "zone")
        actual += `; ${x.where.player}'s ${x.where.zone} holds [${zoneNames(game, x.where.player, x.where.zone).join(", ")}]`;
      return { holds: whereMatches(game, o, x.where), expected, actual };
    }
    case "zoneCount": {
      const counted = x.counted;
      const all = zoneObjects(game, x.player, x.zone);
      const n =
        counted === undefined
          ? all.length
          : all.filter((o) => (counted === "token" ? o.kind === "token" : o.type === counted))
              .length;
      const plural = counted === undefined ? "" : counted === "gear" ? "gear" : `${counted}s`;
      return {
        holds: compare(n, x.count),
        expected: `${x.player}'s ${x.zone} count${plural && ` of ${plural}`} ${describeComparison(x.count)}`,
        actual: `it holds ${n}${plural && ` ${plural}`}: [${zoneNames(game, x.player, x.zone).join(", ")}]`,
      };
    }
    case "zoneContents": {
      const actualNames = zoneNames(game, x.player, x.zone);
      const ordered = x.zone === "deck" || x.zone === "runeDeck" || x.zone === "chain";
      const a = ordered ? actualNames : actualNames.slice().sort();
      const b = ordered ? x.names : x.names.slice().sort();
      return {
        holds: a.length === b.length && a.every((n, i) => n === b[i]),
        expected: `${x.player}'s ${x.zone} to hold [${x.names.join(", ")}]`,
        actual: `it holds [${actualNames.join(", ")}]`,
      };
    }
    case "owner": {
      const o = one(game, x.object, focus);
      const expected = `${describeSelector(x.object)} owned by ${x.player}`;
      if (typeof o === "string") return { holds: false, expected, actual: o };
      return { holds: o.owner === x.player, expected, actual: `its owner is ${o.owner}` };
    }
    case "controller": {
      const o = one(game, x.object, focus);
      const expected = `${describeSelector(x.object)} controlled by ${x.player ?? "nobody"}`;
      if (typeof o === "string") return { holds: false, expected, actual: o };
      return {
        holds: o.controller === x.player,
        expected,
        actual: `its controller is ${o.controller ?? "nobody"}`,
      };
    }
    case "status": {
      const o = one(game, x.object, focus);
      const expected = `${describeSelector(x.object)} to be ${x.status}`;
      if (typeof o === "string") return { holds: false, expected, actual: o };
      return {
        holds: o.statuses.includes(x.status),
        expected,
        actual: `its statuses are [${o.statuses.join(", ")}] (${whereText(game, o)})`,
      };
    }
    case "might": {
      const o = one(game, x.object, focus);
      const expected = `${describeSelector(x.object)} to have ${x.value} Might`;
      if (typeof o === "string") return { holds: false, expected, actual: o };
      return { holds: o.might === x.value, expected, actual: `it has ${o.might ?? "no"} Might` };
    }
    case "damage": {
      const o = one(game, x.object, focus);
      const expected = `${describeSelector(x.object)} to have ${x.value} damage`;
      if (typeof o === "string") return { holds: false, expected, actual: o };
      return { holds: o.damage === x.value, expected, actual: `it has ${o.damage} damage` };
    }
    case "score": {
      const score = game.scores()[x.player];
      return {
        holds: score === x.value,
        expected: `${x.player}'s score to be ${x.value}`,
        actual: `it is ${score ?? "unknown"}`,
      };
    }
    case "pool": {
      const want = { energy: x.pool.energy, power: emptyPower() };
      for (const p of x.pool.power) want.power[p.domain] += p.amount;
      const expected = `${x.player}'s pool to hold ${describeCost(want)}`;
      if (game.scores()[x.player] === undefined)
        return { holds: false, expected, actual: `there is no player ${x.player}` };
      const pool = game.pool(x.player);
      const keys = Object.keys(want.power) as (keyof typeof want.power)[];
      return {
        holds:
          pool.energy === want.energy && keys.every((key) => pool.power[key] === want.power[key]),
        expected,
        actual: `it holds ${describeCost(pool)}`,
      };
    }
    case "chain": {
      const names = game.chain().map((c) => c.name);
      return {
        holds: names.length === x.names.length && names.every((n, i) => n === x.names[i]),
        expected: `the Chain (oldest first) to be [${x.names.join(", ")}]`,
        actual: `it is [${names.join(", ")}]`,
      };
    }
    case "event": {
      const n = eventsMatching(game, x.event, x.object, x.player, labelled).length;
      const count = x.count ?? { op: ">=", value: 1 };
      return {
        holds: compare(n, count),
        expected: `${x.event} events${x.object ? ` of ${describeSelector(x.object)}` : ""}${x.player ? ` by ${x.player}` : ""} ${describeComparison(count)}`,
        actual: `there were ${n}`,
      };
    }
    case "triggered": {
      const n = eventsMatching(game, "triggered", x.source, undefined, labelled).length;
      return {
        holds: n === x.times,
        expected: `${describeSelector(x.source)} to have triggered ${x.times} times`,
        actual: `it triggered ${n} times`,
      };
    }
    case "scoredThisTurn": {
      const o = one(game, x.battlefield);
      const expected = `${x.player} to have scored ${describeSelector(x.battlefield)} this turn`;
      if (typeof o === "string") return { holds: false, expected, actual: o };
      const turn = game.turn().number;
      return {
        holds: o.scoring.some((r) => r.turn === turn && r.player === x.player),
        expected,
        actual: `its scoring history is [${o.scoring.map((r) => `turn ${r.turn} ${r.player} ${r.method}`).join(", ")}]`,
      };
    }
    case "hasEffect": {
      const o = one(game, x.object, focus);
      const expected = `${describeSelector(x.object)} to have the effect ${JSON.stringify(x.modification)}`;
      if (typeof o === "string") return { holds: false, expected, actual: o };
      const wanted = JSON.stringify(x.modification);
      const effects = game.state.effects.filter((effect) => effect.targets.includes(o.id));
      const holds = effects.some((effect) =>
        effect.modifications.some((m) => JSON.stringify(m) === wanted),
      );
      return {
        holds,
        expected,
        actual: `its effects are [${effects.map((effect) => JSON.stringify(effect.modifications)).join(", ")}]`,
      };
    }
    case "won": {
      const winner = game.winner();
      return {
        holds: winner === x.player,
        expected: `${x.player} to have won`,
        actual:
          winner !== null
            ? `${winner} won`
            : game.drawn()
              ? "the game was drawn (a loop of mandatory actions, TR 505.6)"
              : "the game is not over",
      };
    }
    case "played": {
      const n = eventsMatching(game, "played", x.object, undefined, labelled).length;
      return {
        holds: n > 0,
        expected: `${describeSelector(x.object)} to have been played`,
        actual: `it was played ${n} times`,
      };
    }
    case "exists": {
      const ids = game.select(x.object);
      return {
        holds: ids.length > 0,
        expected: `${describeSelector(x.object)} to exist`,
        actual:
          ids.length === 0
            ? "there is none"
            : `there is ${ids.map((id) => game.describe(id)).join(", ")}`,
      };
    }
    default: {
      const _exhaustive: never = x;
      return _exhaustive;
    }
  }
}

/** Run a whole scenario. */
export function runScenario(scenario: Scenario, definitions: Definitions): ScenarioResult {
  return new ScenarioRun(scenario, definitions).runAll();
}
