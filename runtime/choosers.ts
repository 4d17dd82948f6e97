/**
 * Choosers: a strict scripted one for scenarios and tests (every decision must be scripted, in
 * order, and legal; leftovers are an error), a seeded random one for playouts (the same seed makes
 * the same choices), one that replays recorded decisions, and one that waits (an interactive board
 * answers pending choices through the game).
 */
import {
  type ChoiceRequest,
  type ChoiceView,
  type Chooser,
  type Decision,
  type DeflectBudget,
  type TargetStance,
  sameLocation,
} from "./choice.js";
import type { ChoiceAnswer, ObjectSelector, PlayerName, ScenarioLocation } from "./definitions.js";
import { RuleError } from "./errors.js";
import { SeededRandom } from "./rng.js";
import type { Location, ObjectId, PlayerId } from "./state.js";

/** Why a decision does not answer a request; null when it does. */
export function validateDecision(request: ChoiceRequest, decision: Decision): string | null {
  switch (request.kind) {
    case "target":
    case "object": {
      if (decision.kind !== "objects") return `expected objects, got ${decision.kind}`;
      const ids = decision.objects;
      if (hasRepeats(ids)) return "the same object was chosen twice";
      const stray = ids.find((id) => !request.options.includes(id));
      if (stray !== undefined) return `${stray} is not one of the options`;
      if (ids.length < request.min || ids.length > request.max) {
        return `choose ${request.min === request.max ? request.min : `${request.min} to ${request.max}`}, not ${ids.length}`;
      }
      if (request.kind === "target" && request.deflect !== undefined)
        return overBudget(
          request.deflect,
          ids.map((id) => request.options.indexOf(id)),
          "those targets",
        );
      return null;
    }
    case "location":
      if (decision.kind !== "location") return `expected a location, got ${decision.kind}`;
      return request.options.some((o) => sameLocation(o, decision.location))
        ? null
        : "that location is not one of the options";
    case "mode": {
      if (decision.kind !== "modes") return `expected modes, got ${decision.kind}`;
      const modes = decision.modes;
      if (hasRepeats(modes)) return "a mode was chosen twice";
      if (modes.some((m) => !Number.isInteger(m) || m < 0 || m >= request.modes))
        return "no such mode";
      const unavailable = modes.find((m) => request.available?.includes(m) === false);
      if (unavailable !== undefined)
        return `mode ${unavailable + 1} cannot be chosen: its targets cannot be (CR 355.16)`;
      if (modes.length !== request.count)
        return `choose ${request.count} modes, not ${modes.length}`;
      return request.deflect === undefined
        ? null
        : overBudget(request.deflect, modes, "those modes");
    }
    case "yesNo":
      return decision.kind === "yes" || decision.kind === "no"
        ? null
        : `expected yes or no, got ${decision.kind}`;
    case "order":
      if (decision.kind !== "index") return `expected an index, got ${decision.kind}`;
      return decision.index >= 0 && decision.index < request.options.length
        ? null
        : "no such option";
    case "player":
    case "playerTarget":
      if (decision.kind !== "player") return `expected a player, got ${decision.kind}`;
      return request.options.includes(decision.player)
        ? null
        : `${decision.player} is not one of the options`;
    case "payment": {
      if (decision.kind !== "payment") return `expected a payment, got ${decision.kind}`;
      const sources = decision.sources;
      if (hasRepeats(sources)) return "a payment source was used twice";
      return sources.every((i) => Number.isInteger(i) && i >= 0 && i < request.options.length)
        ? null
        : "no such payment source";
    }
    default: {
      const _exhaustive: never = request;
      return _exhaustive;
    }
  }
}

/** Why options at these positions cost more Deflect than the budget allows; null when they do not. */
function overBudget(
  deflect: DeflectBudget,
  chosen: readonly number[],
  what: string,
): string | null {
  let sum = 0;
  for (const i of chosen) sum += deflect.taxes[i] ?? 0;
  return sum <= deflect.budget
    ? null
    : `${what} cost ${sum} power more in Deflect, and at most ${deflect.budget} more can be paid (CR 809.1.c, 355.16)`;
}

/**
 * Picks `count` of the positions `0 … taxes.length - 1` at random (each from those that still
 * leave a set within the budget), or null when no `count` of them fit.
 */
function sampleWithin(
  random: SeededRandom,
  positions: readonly number[],
  taxes: readonly number[],
  count: number,
  budget: number,
): number[] | null {
  const pool = positions.slice();
  const out: number[] = [];
  let left = budget;
  for (let k = 0; k < count; k++) {
    const rest = count - k - 1;
    const fits = pool.filter((i) => {
      const others = pool.filter((j) => j !== i).map((j) => taxes[j] ?? 0);
      return (taxes[i] ?? 0) + cheapestOf(others, rest) <= left;
    });
    if (fits.length === 0) return null;
    const pick = fits[random.below(fits.length)] as number;
    pool.splice(pool.indexOf(pick), 1);
    out.push(pick);
    left -= taxes[pick] ?? 0;
  }
  return out;
}

function cheapestOf(amounts: readonly number[], count: number): number {
  if (amounts.length < count) return Infinity;
  return amounts
    .slice()
    .sort((a, b) => a - b)
    .slice(0, count)
    .reduce((sum, x) => sum + x, 0);
}

/**
 * Whether a value occurs twice in a list. Decisions choose a handful of values, and every one a
 * game makes is validated: pairs are compared rather than a set made for each.
 */
function hasRepeats(list: readonly unknown[]): boolean {
  for (let i = 1; i < list.length; i++) {
    const x = list[i];
    for (let j = 0; j < i; j++) {
      const y = list[j];
      // Equal as a set's members are (NaN included).
      if (x === y || (x !== x && y !== y)) return true;
    }
  }
  return false;
}

/** A scripted answer, optionally naming the player expected to give it. */
export interface ScriptedAnswer {
  answer: ChoiceAnswer;
  player?: PlayerName;
}

function describeAnswer(answer: ChoiceAnswer): string {
  switch (answer.choice) {
    case "target":
    case "object":
      return `${answer.choice} ${answer.objects.map(describeSelector).join(", ")}`;
    case "location":
      return `location ${answer.location.at === "base" ? `${answer.location.player} base` : describeSelector(answer.location.battlefield)}`;
    case "mode":
      // As the scenario wrote it: modes are numbered from 1 there, from 0 here.
      return `mode ${answer.modes.map((mode) => mode + 1).join(", ")}`;
    case "player":
      return `player ${answer.player}`;
    case "playerTarget":
      return `target player ${answer.player}`;
    default:
      return answer.choice;
  }
}

export function describeSelector(selector: ObjectSelector): string {
  if ("label" in selector) return `"${selector.label}"`;
  return `"${selector.name}"${selector.player ? ` of ${selector.player}` : ""}${selector.zone ? ` in ${selector.zone}` : ""}`;
}

function describeOptions(request: ChoiceRequest, view: ChoiceView): string {
  switch (request.kind) {
    case "target":
    case "object":
      return request.options.map((id) => view.describe(id)).join(", ") || "none";
    case "location":
      return request.options.map((l) => view.describeLocation(l)).join(", ");
    case "mode":
      return request.available
        ? `mode${request.available.length === 1 ? "" : "s"} ${request.available.map((m) => m + 1).join(", ")} (of 1–${request.modes}: the others' targets cannot be chosen)`
        : `modes 1–${request.modes}, as written`;
    case "player":
    case "playerTarget":
      return request.options.join(", ") || "none";
    case "order":
      return request.options.join(" / ");
    default:
      return request.kind;
  }
}

/**
 * Answers from a script, in order. A missing, mismatched or illegal answer is an error saying what
 * was asked; answers left over when the action is done are an error too (`finish`). Offers that
 * need no answer to be declined — optional costs, Accelerate — take "no" when the script does not
 * mention them, a unit's location takes its suggested one (its controller's base), and payment
 * uses the suggested plan.
 */
export class StrictChooser implements Chooser {
  private readonly queue: ScriptedAnswer[];

  constructor(answers: readonly (ChoiceAnswer | ScriptedAnswer)[]) {
    this.queue = answers.map((a) => ("answer" in a ? a : { answer: a }));
  }

  remaining(): readonly ScriptedAnswer[] {
    return this.queue;
  }

  finish(): string | null {
    if (this.queue.length === 0) return null;
    return `unused choice${this.queue.length === 1 ? "" : "s"}: ${this.queue.map((a) => describeAnswer(a.answer)).join("; ")}`;
  }

  private fail(message: string): never {
    throw new RuleError("scriptMismatch", message);
  }

  private take(
    request: ChoiceRequest,
    view: ChoiceView,
    accepts: ChoiceAnswer["choice"][],
  ): ChoiceAnswer | null {
    const next = this.queue[0];
    if (!next || !accepts.includes(next.answer.choice)) return null;
    if (next.player !== undefined && next.player !== request.player) {
      this.fail(
        `the script has ${next.player} answer ${describeAnswer(next.answer)}, but ${request.player} is asked: ${request.prompt} (options: ${describeOptions(request, view)})`,
      );
    }
    this.queue.shift();
    return next.answer;
  }

  private missing(request: ChoiceRequest, view: ChoiceView): never {
    const next = this.queue[0];
    const got = next
      ? `the next scripted answer is ${describeAnswer(next.answer)}`
      : "the script has no more answers";
    this.fail(
      `missing choice for ${request.player}: ${request.prompt} (options: ${describeOptions(request, view)}); ${got}`,
    );
  }

  choose(request: ChoiceRequest, view: ChoiceView): Decision {
    switch (request.kind) {
      case "target":
      case "object": {
        const answer = this.take(request, view, ["target", "object"]);
        if (!answer || (answer.choice !== "target" && answer.choice !== "object"))
          return this.missing(request, view);
        return {
          kind: "objects",
          objects: this.pick(answer.objects, request.options, request, view),
        };
      }
      case "location": {
        const answer = this.take(request, view, ["location"]);
        if (answer && answer.choice === "location")
          return { kind: "location", location: this.location(answer.location, view, request) };
        if (request.suggested) return { kind: "location", location: request.suggested };
        return this.missing(request, view);
      }
      case "mode": {
        const answer = this.take(request, view, ["mode"]);
        if (!answer || answer.choice !== "mode") return this.missing(request, view);
        return { kind: "modes", modes: answer.modes };
      }
      case "yesNo": {
        // A decision made as an effect resolves is always scripted, as a `you may` is.
        if (request.reason === "may" || request.reason === "unlessPays") {
          const answer = this.take(request, view, ["yes", "no"]);
          if (!answer) return this.missing(request, view);
          return { kind: answer.choice === "yes" ? "yes" : "no" };
        }
        const answer = this.take(request, view, ["payOptionalCost", "yes", "no"]);
        if (!answer) return { kind: "no" };
        return { kind: answer.choice === "no" ? "no" : "yes" };
      }
      case "order": {
        const answer = this.take(request, view, ["mode"]);
        if (answer && answer.choice === "mode")
          return { kind: "index", index: answer.modes[0] ?? 0 };
        return { kind: "index", index: request.suggested };
      }
      case "player": {
        const answer = this.take(request, view, ["player"]);
        if (answer && answer.choice === "player") return { kind: "player", player: answer.player };
        return { kind: "player", player: request.suggested };
      }
      case "playerTarget": {
        // Every target is scripted, as object targets are, even when only one player fits.
        const answer = this.take(request, view, ["playerTarget"]);
        if (!answer || answer.choice !== "playerTarget") return this.missing(request, view);
        if (!request.options.includes(answer.player)) {
          const message = `player ${answer.player} is not a legal choice for ${request.player}: ${request.prompt} (options: ${describeOptions(request, view)})`;
          // As for objects: a player of the game the text cannot choose is the game's refusal
          // (`A can't play "X", targeting player A`); one the game does not have is the script's.
          if (view.players().includes(answer.player)) throw new RuleError("illegalChoice", message);
          this.fail(`${message}; the game has no player ${answer.player}`);
        }
        return { kind: "player", player: answer.player };
      }
      case "payment":
        return { kind: "payment", sources: request.suggested };
      default: {
        const _exhaustive: never = request;
        return _exhaustive;
      }
    }
  }

  /** Selectors to option ids; a name that fits more options than it is written is ambiguous. */
  private pick(
    selectors: ObjectSelector[],
    options: readonly ObjectId[],
    request: ChoiceRequest,
    view: ChoiceView,
  ): ObjectId[] {
    const chosen: ObjectId[] = [];
    const groups = new Map<string, { selector: ObjectSelector; times: number }>();
    for (const selector of selectors) {
      const key = JSON.stringify(selector);
      const group = groups.get(key);
      if (group) group.times++;
      else groups.set(key, { selector, times: 1 });
    }
    for (const { selector, times } of groups.values()) {
      const matches = view.select(selector).filter((id) => options.includes(id));
      if (matches.length > 0 && matches.length < times) {
        // Listing "it is X; options: X" would read as a contradiction: the fault is the repetition.
        throw new RuleError(
          "illegalChoice",
          `${describeSelector(selector)} is named ${times} times in one choice for ${request.player}: ${request.prompt}, but fits ${matches.length === 1 ? "one option" : `${matches.length} options`}; one choice takes distinct objects, and each \`target\` of the text is its own choice (\`targeting m1, targeting m1\`)`,
        );
      }
      if (matches.length < times) {
        const anywhere = view.select(selector);
        const message = `${describeSelector(selector)} is not a legal choice for ${request.player}: ${request.prompt} (${anywhere.length === 0 ? "no such object" : `it is ${anywhere.map((id) => view.describe(id)).join(", ")}`}; options: ${describeOptions(request, view)})`;
        // An object that exists but is not among the options is the game's refusal (a scenario
        // may expect it: `A can't play "X", targeting m1`); one that does not exist is the script's.
        if (anywhere.length > 0) throw new RuleError("illegalChoice", message);
        this.fail(message);
      }
      if (matches.length > times) {
        this.fail(
          `${describeSelector(selector)} is ambiguous: it fits ${matches.map((id) => view.describe(id)).join(", ")}; label them in the setup`,
        );
      }
      chosen.push(...matches);
    }
    return chosen;
  }

  private location(location: ScenarioLocation, view: ChoiceView, request: ChoiceRequest): Location {
    if (location.at === "base") return { kind: "base", player: location.player };
    const [id, ...rest] = view.select(location.battlefield);
    if (id === undefined || rest.length > 0) {
      this.fail(
        `battlefield ${describeSelector(location.battlefield)} ${id === undefined ? "does not exist" : "is ambiguous"} (${request.prompt})`,
      );
    }
    return { kind: "battlefield", battlefield: id };
  }
}

type ControllerView = ChoiceView & Required<Pick<ChoiceView, "controller">>;

function tellsControllers(view: ChoiceView): view is ControllerView {
  return view.controller !== undefined;
}

/** Uniformly random legal decisions from a seed; the same seed repeats the same choices. */
export class RandomChooser implements Chooser {
  private readonly random: SeededRandom;

  constructor(seed: number) {
    this.random = new SeededRandom(seed);
  }

  private objects(request: {
    options: readonly ObjectId[];
    min: number;
    max: number;
    deflect?: DeflectBudget;
    all?: readonly ObjectId[];
  }): Decision {
    const deflect = request.deflect;
    if (deflect !== undefined) return this.objectsWithin(request, deflect);
    const count = request.min + this.random.below(request.max - request.min + 1);
    return { kind: "objects", objects: this.sample(request.options, count) };
  }

  /**
   * As `objects`, the chosen options' Deflect within the budget: a count that some set fits, then
   * the options one by one among those that leave a fitting set. `all` is the request's options,
   * by whose positions the taxes are given, when `options` are some of them.
   */
  private objectsWithin(
    request: { options: readonly ObjectId[]; min: number; max: number; all?: readonly ObjectId[] },
    deflect: DeflectBudget,
  ): Decision {
    const all = request.all ?? request.options;
    const positions = request.options.map((id) => all.indexOf(id));
    const taxes = positions.map((i) => deflect.taxes[i] ?? 0);
    const counts: number[] = [];
    for (let n = request.min; n <= request.max; n++)
      if (cheapestOf(taxes, n) <= deflect.budget) counts.push(n);
    // The aimed options alone cannot fit: any of the request's.
    if (counts.length === 0 && request.all !== undefined)
      return this.objectsWithin(
        { options: request.all, min: request.min, max: request.max },
        deflect,
      );
    const count =
      counts.length === 0 ? request.min : (counts[this.random.below(counts.length)] as number);
    const picked = sampleWithin(this.random, positions, deflect.taxes, count, deflect.budget);
    return {
      kind: "objects",
      objects: (picked ?? positions.slice(0, count)).map((i) => all[i] as ObjectId),
    };
  }

  /**
   * Harm aimed at what the chooser does not control, help at what it does, when enough such
   * options exist; otherwise any options as required, and none for an "up to" (a random player
   * that damages its own units and counters its own spells makes win rates meaningless).
   */
  private aimed(
    request: Extract<ChoiceRequest, { kind: "target" }>,
    stance: TargetStance,
    view: ControllerView,
  ): Decision {
    // Asked of every random target: read through the view, not a function bound to it each time.
    const helps = stance === "helps";
    const aimed: ObjectId[] = [];
    for (const id of request.options)
      if ((view.controller(id) === request.player) === helps) aimed.push(id);
    if (aimed.length > 0 && aimed.length >= request.min)
      return this.objects({
        options: aimed,
        min: request.min,
        max: Math.min(request.max, aimed.length),
        ...(request.deflect !== undefined
          ? { deflect: request.deflect, all: request.options }
          : {}),
      });
    if (request.min === 0) return { kind: "objects", objects: [] };
    return this.objects(request);
  }

  /** As `aimed`, for a player target: harm at another player, help at the chooser itself. */
  private aimedPlayer(request: Extract<ChoiceRequest, { kind: "playerTarget" }>): PlayerId {
    const stance = request.stance;
    const aimed =
      stance === undefined
        ? []
        : request.options.filter((p) => (stance === "helps") === (p === request.player));
    const pool = aimed.length > 0 ? aimed : request.options;
    return pool[this.random.below(pool.length)] as PlayerId;
  }

  private sample<T>(list: readonly T[], count: number): T[] {
    const pool = list.slice();
    const out: T[] = [];
    for (let i = 0; i < count && pool.length > 0; i++)
      out.push(pool.splice(this.random.below(pool.length), 1)[0] as T);
    return out;
  }

  choose(request: ChoiceRequest, view?: ChoiceView): Decision {
    switch (request.kind) {
      case "target":
        if (request.stance !== undefined && view !== undefined && tellsControllers(view))
          return this.aimed(request, request.stance, view);
        return this.objects(request);
      case "object": {
        const count = request.min + this.random.below(request.max - request.min + 1);
        return { kind: "objects", objects: this.sample(request.options, count) };
      }
      case "location":
        return {
          kind: "location",
          location: request.options[this.random.below(request.options.length)] as Location,
        };
      case "mode": {
        const modes = request.available ?? Array.from({ length: request.modes }, (_, i) => i);
        const deflect = request.deflect;
        const within =
          deflect === undefined
            ? null
            : sampleWithin(this.random, modes, deflect.taxes, request.count, deflect.budget);
        return { kind: "modes", modes: within ?? this.sample(modes, request.count) };
      }
      case "yesNo":
        return { kind: this.random.below(2) === 0 ? "yes" : "no" };
      case "order":
        return { kind: "index", index: this.random.below(request.options.length) };
      case "player":
        return {
          kind: "player",
          player: request.options[this.random.below(request.options.length)] as string,
        };
      case "playerTarget":
        return { kind: "player", player: this.aimedPlayer(request) };
      case "payment":
        return { kind: "payment", sources: request.suggested };
      default: {
        const _exhaustive: never = request;
        return _exhaustive;
      }
    }
  }
}

/** Gives recorded decisions back in order (replays). */
export class ReplayChooser implements Chooser {
  private index = 0;

  constructor(
    private readonly decisions: readonly Decision[],
    private readonly fallback: Chooser | null = null,
  ) {}

  choose(request: ChoiceRequest, view: ChoiceView): Decision | undefined {
    const decision = this.decisions[this.index];
    if (decision !== undefined) {
      this.index++;
      return decision;
    }
    if (this.fallback) return this.fallback.choose(request, view);
    throw new RuleError("choiceNeeded", `the recorded decisions ran out: ${request.prompt}`);
  }
}

/** Never answers: every decision becomes a pending choice the caller answers (an interactive board). */
export class WaitingChooser implements Chooser {
  choose(): undefined {
    return undefined;
  }
}
