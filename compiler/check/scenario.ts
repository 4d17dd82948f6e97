/**
 * Checking scenarios: every card name and label resolves, cards go where the game can hold them
 * (RULES G1, T7), and steps name abilities, modes and events that exist.
 */
import type {
  CardTypeWord,
  ChoiceNode,
  ExpectationNode,
  ModificationNode,
  NameNode,
  PlacementNode,
  Range,
  ScenarioLocationNode,
  ScenarioNode,
  SelectorNode,
  StepNode,
  ZoneWord,
} from "../../grammar/ast.js";
import {
  type Definition,
  EVENT_KINDS,
  REFUSAL_REASONS,
  type RefusalReason,
} from "../../runtime/definitions.js";
import { RUNTIME_DEFINITIONS } from "../../runtime/runtime-definitions.js";
import { type GameEventKind, RUNTIME_EVENT_KINDS } from "../../runtime/events.js";
import type { DeclaredDefinition } from "../symbols.js";
import type { UnitContext } from "./context.js";
import { checkCost, checkKeyword } from "./modifications.js";
import { nameText, suggestAmong } from "./names.js";
import { zoneWords } from "./words.js";

/** What each player zone of a setup can hold; undefined: nothing is placed there by name. */
const ZONE_TYPES: Readonly<Partial<Record<ZoneWord, readonly CardTypeWord[]>>> = {
  hand: ["unit", "gear", "spell"],
  deck: ["unit", "gear", "spell"],
  trash: ["unit", "gear", "spell", "rune", "legend", "battlefield"],
  banishment: ["unit", "gear", "spell", "rune", "legend", "battlefield"],
  base: ["unit", "gear"],
  legend: ["legend"],
  champion: ["unit"],
  runeDeck: ["rune"],
  runes: ["rune"],
};
/** RULES T7: a token exists only on the board or the Chain. */
const BOARD_ZONES: ReadonlySet<ZoneWord> = new Set<ZoneWord>(["base", "legend", "runes"]);

/**
 * Every kind of event the log records — those cards observe and the runtime's own (`finalized`,
 * `removedFromChain`, `combatStarted`, `gameWon`…) — which scenarios may expect.
 */
const LOGGED_EVENT_KINDS: readonly GameEventKind[] = [...EVENT_KINDS, ...RUNTIME_EVENT_KINDS];

/** Event kinds by their lower-case spelling: `expect event Scored` means `scored`. */
const EVENT_NAMES: ReadonlyMap<string, GameEventKind> = new Map(
  LOGGED_EVENT_KINDS.map((kind) => [kind.toLowerCase(), kind]),
);

/** The runtime's event kind a scenario names, whatever its case. */
export function eventKindOf(word: string): GameEventKind | undefined {
  return EVENT_NAMES.get(word.toLowerCase());
}

const REFUSAL_NAMES: ReadonlyMap<string, RefusalReason> = new Map(
  REFUSAL_REASONS.map((reason) => [reason.toLowerCase(), reason]),
);

/** The runtime's refusal code a scenario names after `because`, whatever its case. */
export function refusalReasonOf(word: string): RefusalReason | undefined {
  return REFUSAL_NAMES.get(word.toLowerCase());
}

interface ScenarioContext {
  ux: UnitContext;
  /** Labels given in the setup or by a `label` step so far, and the definition each names. */
  labels: Map<string, { range: Range; definition: DeclaredDefinition | undefined }>;
  /** Labels the scenario's `label` steps give, so that a use before one can say so. */
  later: Map<string, Range>;
}

export function checkScenario(ux: UnitContext, scenario: ScenarioNode): void {
  const later = new Map<string, Range>();
  for (const step of scenario.steps) {
    if (step.kind === "LabelStep") later.set(step.label.text, step.label.range);
  }
  const sx: ScenarioContext = { ux, labels: new Map(), later };
  const report = ux.report;
  const once = new Map<string, Range>();
  const setOnce = (what: string, range: Range): void => {
    const earlier = once.get(what);
    if (earlier) {
      report.error(range, "RS2029", `the ${what} is already set`, [
        { range: earlier, message: "set here" },
      ]);
    }
    once.set(what, range);
  };
  for (const entry of scenario.setup.entries) {
    switch (entry.kind) {
      case "SetupZone": {
        const types = ZONE_TYPES[entry.zone];
        if (!types) {
          report.error(
            entry.range,
            "RS2029",
            `nothing is placed in ${zoneWords(entry.zone)} by name; put battlefields and what is at them in \`battlefield "…" { … }\` lines`,
          );
        }
        for (const placement of entry.placements) {
          placeCard(sx, placement, types ?? [], entry.zone, BOARD_ZONES.has(entry.zone));
        }
        break;
      }
      case "SetupPool":
        checkCost(report, entry.pool, "the pool");
        setOnce(`pool of ${entry.player.name}`, entry.range);
        break;
      case "SetupScore":
        setOnce(`score of ${entry.player.name}`, entry.range);
        break;
      case "SetupTurn":
        setOnce("turn player", entry.range);
        break;
      case "SetupPhase":
        setOnce("phase", entry.range);
        break;
      case "SetupSeed":
        setOnce("seed", entry.range);
        break;
      case "SetupBattlefield":
        placeCard(sx, entry.placement, ["battlefield"], "battlefields", true);
        for (const group of entry.units) {
          for (const placement of group.placements)
            placeCard(sx, placement, ["unit", "gear"], "battlefields", true);
        }
        if (entry.facedown)
          placeCard(sx, entry.facedown.placement, ["unit", "gear", "spell"], "facedown", false);
        break;
      default: {
        const _exhaustive: never = entry;
        return _exhaustive;
      }
    }
  }
  for (const step of scenario.steps) checkStep(sx, step);
}

function placeCard(
  sx: ScenarioContext,
  placement: PlacementNode,
  types: readonly CardTypeWord[],
  where: ZoneWord,
  onBoard: boolean,
): void {
  const report = sx.ux.report;
  if (placement.statuses.includes("mighty")) {
    report.error(
      placement.range,
      "RS2089",
      "Mighty is no status to place: a unit is Mighty while its Might is 5 or more (CR 708); place one whose Might is",
    );
  }
  const definition = resolveCard(sx.ux, placement.name);
  if (definition) {
    if (types.length > 0 && !types.includes(definition.cardType)) {
      report.error(
        placement.name.range,
        "RS2029",
        `${nameText(placement.name)} is a ${definition.cardType} and cannot be placed in ${zoneWords(where)}`,
      );
    } else if (definition.definitionKind === "token" && !onBoard) {
      report.error(
        placement.name.range,
        "RS2029",
        `${nameText(placement.name)} is a token, and a token exists only on the board or the Chain (RULES T7)`,
      );
    }
  }
  if (placement.label) giveLabel(sx, placement.label, definition);
}

function giveLabel(
  sx: ScenarioContext,
  label: NameNode,
  definition: DeclaredDefinition | undefined,
): void {
  const earlier = sx.labels.get(label.text);
  if (earlier) {
    sx.ux.report.error(label.range, "RS2028", `the label \`${label.text}\` is already given`, [
      { range: earlier.range, message: "given here" },
    ]);
  } else {
    sx.labels.set(label.text, { range: label.range, definition });
  }
}

function resolveCard(ux: UnitContext, name: NameNode): DeclaredDefinition | undefined {
  const definition = ux.names.definition(name.text, name.range);
  if (!definition) {
    ux.report.error(
      name.range,
      "RS2003",
      `no card or token is named ${nameText(name)}${ux.names.suggestDefinition(name.text)}`,
    );
  }
  return definition;
}

/** A misspelt label is more likely than a missing one: the suggestion, else how to give it. */
function unknownLabel(label: string, known: Iterable<string>): string {
  const close = suggestAmong(label, known);
  return `no placement in the setup is labelled \`${label}\`${close || `; give one with \`as ${label}\``}`;
}

/** The definition a selector names, when it can be told. */
function checkSelector(
  sx: ScenarioContext,
  selector: SelectorNode,
): DeclaredDefinition | undefined {
  const report = sx.ux.report;
  if (selector.label !== undefined) {
    const label = sx.labels.get(selector.label);
    if (!label) {
      const given = sx.later.get(selector.label);
      report.error(
        selector.range,
        "RS2028",
        given
          ? `\`${selector.label}\` is given by a later \`label\` step; name it after that step`
          : unknownLabel(selector.label, sx.labels.keys()),
        given ? [{ range: given, message: "given here" }] : [],
      );
      return undefined;
    }
    return label.definition;
  }
  if (selector.name !== undefined) {
    // A step may name what the rules bring into a game (CR 652.2.a's vacated battlefield), which
    // no file declares and no setup places.
    const brought = RUNTIME_DEFINITIONS.get(selector.name);
    if (brought !== undefined && sx.ux.names.definition(selector.name) === undefined)
      return broughtByRules(brought, selector);
    const name: NameNode = {
      kind: "Name",
      text: selector.name,
      quoted: true,
      range: selector.range,
    };
    return resolveCard(sx.ux, name);
  }
  return undefined;
}

/** A definition the rules bring in, seen by a scenario step as a declared one. */
function broughtByRules(definition: Definition, selector: SelectorNode): DeclaredDefinition {
  const at = selector.range;
  return {
    text: definition.name,
    quoted: true,
    definitionKind: definition.kind,
    cardType: definition.type,
    tags: definition.tags,
    activatedAbilities: 0,
    file: at.file,
    line: at.line,
    column: at.column,
    endLine: at.endLine,
    endColumn: at.endColumn,
    offset: at.offset,
    endOffset: at.endOffset,
  };
}

function checkLocation(sx: ScenarioContext, location: ScenarioLocationNode): void {
  if (location.at === "battlefield" && location.battlefield)
    requireBattlefield(sx, location.battlefield);
}

function requireBattlefield(sx: ScenarioContext, selector: SelectorNode): void {
  const definition = checkSelector(sx, selector);
  if (definition && definition.cardType !== "battlefield") {
    sx.ux.report.error(
      selector.range,
      "RS2029",
      `${definition.text} is a ${definition.cardType}, not a battlefield`,
    );
  }
}

function checkChoice(sx: ScenarioContext, choice: ChoiceNode): void {
  switch (choice.choice) {
    case "target":
    case "object":
      for (const selector of choice.objects) checkSelector(sx, selector);
      return;
    case "location":
      checkLocation(sx, choice.location);
      return;
    case "mode":
      for (const mode of choice.modes) {
        if (mode < 1)
          sx.ux.report.error(
            choice.range,
            "RS2035",
            "modes are numbered from 1, as written on the card",
          );
      }
      return;
    case "yes":
    case "no":
    case "payOptionalCost":
    case "useFlow":
    // Which players the game has is known when it is set up; the runtime names an unknown one.
    case "playerTarget":
    case "player":
      return;
    default: {
      const _exhaustive: never = choice;
      return _exhaustive;
    }
  }
}

function checkStep(sx: ScenarioContext, step: StepNode): void {
  const report = sx.ux.report;
  switch (step.kind) {
    case "PlayAction":
      checkSelector(sx, step.card);
      for (const choice of step.choices) checkChoice(sx, choice);
      return;
    case "ActivateAction": {
      const definition = checkSelector(sx, step.source);
      for (const choice of step.choices) checkChoice(sx, choice);
      if (definition) {
        const count = definition.activatedAbilities;
        const wanted = step.ability ?? 1;
        // An effect may give the object more abilities than it prints (CR 430): numbered after
        // them, they are the runtime's to find.
        if (wanted < 1 || (wanted > count && !sx.ux.names.mayGainActivatedAbilities())) {
          report.error(
            step.range,
            "RS2035",
            count === 0
              ? `${nameText(definition)} has no activated ability`
              : `${nameText(definition)} has ${count} activated abilit${count === 1 ? "y" : "ies"}, numbered from 1; there is no ability ${wanted}`,
          );
        }
      }
      return;
    }
    case "MoveAction":
      for (const unit of step.units) checkSelector(sx, unit);
      checkLocation(sx, step.to);
      return;
    case "HideAction":
      checkSelector(sx, step.card);
      requireBattlefield(sx, step.battlefield);
      return;
    case "ConquerAction":
    case "HoldAction":
      requireBattlefield(sx, step.battlefield);
      return;
    case "Refused":
      if (step.action.kind === "AnswerAction") {
        // No choice is left pending between steps, so no answer step can be refused: a choice
        // the rules refuse is written on its action (`A can't play "X", targeting m1`).
        report.error(
          step.range,
          "RS2027",
          'an answer cannot be expected to be refused; put the choice on its action: `A can\'t play "X", targeting m1`',
        );
        return;
      }
      checkStep(sx, step.action);
      if (step.reason && refusalReasonOf(step.reason.text) === undefined) {
        report.error(
          step.reason.range,
          "RS2039",
          `there is no refusal \`${step.reason.text}\`${suggestAmong(step.reason.text, REFUSAL_REASONS)}`,
        );
      }
      return;
    case "AnswerAction":
      checkChoice(sx, step.answer);
      return;
    case "LabelStep": {
      if (step.object.label !== undefined) {
        report.error(
          step.object.range,
          "RS2057",
          `\`label\` names what it labels by its name in quotes (\`label "Recruit" as ${step.label.text}\`); \`${step.object.label}\` already names one object`,
        );
        return;
      }
      giveLabel(sx, step.label, checkSelector(sx, step.object));
      return;
    }
    case "PassAction":
    case "ConcedeAction":
    case "ResolveAction":
    case "EndTurnAction":
    case "Error":
      return;
    case "Expect":
      if (step.quantity !== undefined) checkQuantity(sx, step.quantity, step.expectation);
      checkExpectation(sx, step.expectation);
      return;
    default: {
      const _exhaustive: never = step;
      return _exhaustive;
    }
  }
}

/**
 * `expect each "Recruit" is ready`, `expect 2 "Recruit" are ready`: the runtime checks each object
 * the name fits on its own, so only the expectations about one object's state take a quantity —
 * not the ones counted from the log (`triggered`, `was played`) or `exists`, which counts already.
 */
function checkQuantity(
  sx: ScenarioContext,
  quantity: "each" | number,
  expectation: ExpectationNode,
): void {
  const written = quantity === "each" ? "`each`" : `\`${quantity}\``;
  let object: SelectorNode | undefined;
  switch (expectation.kind) {
    case "ExpectLocation":
    case "ExpectOwner":
    case "ExpectController":
    case "ExpectStatus":
    case "ExpectMight":
    case "ExpectDamage":
    case "ExpectHasEffect":
      object = expectation.object;
      break;
    default:
      sx.ux.report.error(
        expectation.range,
        "RS2027",
        `${written} before an expectation counts the objects a card name fits, checked one by one: their place, owner, controller, status, Might, damage or effect (\`expect each "Recruit" is ready\`)`,
      );
      return;
  }
  if (object.label !== undefined) {
    sx.ux.report.error(
      object.range,
      "RS2027",
      `a label names one object; ${written} goes before a card name in quotes (\`expect each "Recruit" is ready\`)`,
    );
  }
}

function checkExpectation(sx: ScenarioContext, expectation: ExpectationNode): void {
  const report = sx.ux.report;
  switch (expectation.kind) {
    case "ExpectLocation":
      checkSelector(sx, expectation.object);
      if (expectation.where.in === "location") checkLocation(sx, expectation.where.location);
      return;
    case "ExpectZoneContents":
      for (const name of expectation.names) resolveCard(sx.ux, name);
      return;
    case "ExpectChain":
      for (const name of expectation.names) resolveCard(sx.ux, name);
      return;
    case "ExpectEvent":
      if (eventKindOf(expectation.event.text) === undefined) {
        report.error(
          expectation.event.range,
          "RS2030",
          `there is no event \`${expectation.event.text}\`${suggestAmong(expectation.event.text, LOGGED_EVENT_KINDS)}`,
        );
      }
      if (expectation.object) checkSelector(sx, expectation.object);
      return;
    case "ExpectTriggered":
      checkSelector(sx, expectation.source);
      if (expectation.count.op !== "=") {
        report.error(
          expectation.count.range,
          "RS2027",
          "the runtime compares how often something triggered exactly; write `N times`",
        );
      }
      return;
    case "ExpectScoredThisTurn":
      requireBattlefield(sx, expectation.battlefield);
      return;
    case "ExpectPool":
      if (expectation.pool) checkCost(report, expectation.pool, "the pool");
      return;
    case "ExpectHasEffect":
      checkSelector(sx, expectation.object);
      checkExpectedModification(sx, expectation.modification);
      return;
    case "ExpectStatus":
      if (expectation.status === "mighty") {
        report.error(
          expectation.range,
          "RS2089",
          "Mighty is no status the game lists: it is Might 5 or more (CR 708); write `expect X has might N`",
        );
      }
      checkSelector(sx, expectation.object);
      return;
    case "ExpectOwner":
    case "ExpectController":
    case "ExpectMight":
    case "ExpectDamage":
    case "ExpectPlayed":
    case "ExpectExists":
      checkSelector(sx, expectation.object);
      return;
    case "ExpectZoneCount":
    case "ExpectScore":
    case "ExpectWon":
      return;
    default: {
      const _exhaustive: never = expectation;
      return _exhaustive;
    }
  }
}

/** An expectation compares an effect as data; the ones that need a resolution cannot be compared. */
function checkExpectedModification(sx: ScenarioContext, modification: ModificationNode): void {
  const report = sx.ux.report;
  switch (modification.kind) {
    case "KeywordMod":
      checkKeyword(report, modification.keyword, undefined);
      return;
    case "CostMod":
      checkCost(report, modification.cost, "this cost change");
      return;
    case "MightMod":
      if (modification.per) {
        report.error(
          modification.range,
          "RS2027",
          "an expectation cannot compare a `for each` effect yet; expect the Might instead",
        );
      }
      return;
    case "AbilityMod":
      report.error(
        modification.range,
        "RS2027",
        "an expectation cannot compare a granted ability yet",
      );
      return;
    case "TagMod":
    case "DomainMod":
    case "EntersReadyMod":
    case "PlayableToOpenMod":
    case "CantMoveMod":
    case "CantCombatMod":
    case "CantBeTargetedMod":
    case "CantBeDealtDamageMod":
      return;
    default: {
      const _exhaustive: never = modification;
      return _exhaustive;
    }
  }
}
