/** Lowering a scenario to the runtime's `Scenario`: a setup, actions with their choices, expectations. */
import type {
  ActionNode,
  ChoiceNode,
  ExpectationNode,
  PlacementNode,
  ScenarioLocationNode,
  ScenarioNode,
  ScenarioPlayerNode,
  SelectorNode,
  StepNode,
} from "../../grammar/ast.js";
import type {
  BattlefieldSetup,
  ChoiceAnswer,
  Expectation,
  ObjectSelector,
  Phase,
  Placement,
  PlayerName,
  PlayerSetup,
  Scenario,
  ScenarioAction,
  ScenarioLocation,
  ScenarioStep,
  StatusName,
} from "../../runtime/definitions.js";
import { eventKindOf, refusalReasonOf } from "../check/scenario.js";
import { LoweringError, visit, withRange, type LowerContext } from "./context.js";
import { lowerCost, lowerModification } from "./modifications.js";
import { lowerComparison, lowerName } from "./references.js";

/** Players every scenario has (RULES G1: a game of two); more appear when named. */
const DEFAULT_PLAYERS: readonly PlayerName[] = ["A", "B"];
const DEFAULT_PHASE: Phase = "main";

/** Scenario lowering also gathers the players it meets, to build their setups. */
interface ScenarioLowering {
  lx: LowerContext;
  players: Map<PlayerName, PlayerSetup>;
}

export function lowerScenario(lx: LowerContext, scenario: ScenarioNode): Scenario {
  visit(lx, scenario);
  const sl: ScenarioLowering = { lx, players: new Map() };
  for (const name of DEFAULT_PLAYERS) playerSetup(sl, name);
  const battlefields: BattlefieldSetup[] = [];
  let turnPlayer: PlayerName = DEFAULT_PLAYERS[0]!;
  let phase: Phase = DEFAULT_PHASE;
  let seed = 0;
  visit(lx, scenario.setup);
  for (const entry of scenario.setup.entries) {
    visit(lx, entry);
    switch (entry.kind) {
      case "SetupZone": {
        const setup = playerSetup(sl, lowerPlayer(sl, entry.player));
        const placements = (setup.zones[entry.zone] ??= []);
        for (const placement of entry.placements) placements.push(lowerPlacement(sl, placement));
        break;
      }
      case "SetupPool": {
        const cost = lowerCost(lx, entry.pool);
        playerSetup(sl, lowerPlayer(sl, entry.player)).pool = {
          energy: cost.energy,
          power: cost.power,
        };
        break;
      }
      case "SetupScore":
        playerSetup(sl, lowerPlayer(sl, entry.player)).score = entry.value;
        break;
      case "SetupTurn":
        turnPlayer = lowerPlayer(sl, entry.player);
        break;
      case "SetupPhase":
        phase = entry.phase;
        break;
      case "SetupSeed":
        seed = entry.value;
        break;
      case "SetupBattlefield": {
        const battlefield: BattlefieldSetup = lowerPlacement(sl, entry.placement);
        if (entry.units.length > 0) {
          battlefield.units = entry.units.map((group) => ({
            player: lowerPlayer(sl, group.player),
            placements: group.placements.map((placement) => lowerPlacement(sl, placement)),
          }));
        }
        if (entry.facedown) {
          battlefield.facedown = {
            player: lowerPlayer(sl, entry.facedown.player),
            placement: lowerPlacement(sl, entry.facedown.placement),
          };
        }
        battlefields.push(battlefield);
        break;
      }
      default: {
        const _exhaustive: never = entry;
        return _exhaustive;
      }
    }
  }
  const steps = scenario.steps.map((step) => lowerStep(sl, step));
  const players = [...sl.players.values()].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  const lowered: Scenario = {
    name: lowerName(lx, scenario.name),
    setup: { players, battlefields, turnPlayer, phase, seed },
    steps,
  };
  return withRange(lx, lowered, scenario.range);
}

function playerSetup(sl: ScenarioLowering, name: PlayerName): PlayerSetup {
  let setup = sl.players.get(name);
  if (!setup) {
    setup = { name, zones: {} };
    sl.players.set(name, setup);
  }
  return setup;
}

/**
 * Naming a player anywhere in a scenario makes them one of its players. Players are letters in
 * turn order, so a letter seats every letter before it: a scenario that names D is a War of four
 * even when C has nothing to do, and C still takes a turn and counts among D's opponents.
 */
function lowerPlayer(sl: ScenarioLowering, player: ScenarioPlayerNode): PlayerName {
  visit(sl.lx, player);
  const name = player.name;
  playerSetup(sl, name);
  if (/^[A-Z]$/.test(name))
    for (let letter = 0; letter < name.charCodeAt(0) - 65; letter++)
      playerSetup(sl, String.fromCharCode(65 + letter));
  return name;
}

/** The statuses a placement sets: Mighty is none (CR 708), and the checker refuses it (RS2089). */
function placedStatuses(placement: PlacementNode): StatusName[] {
  const statuses: StatusName[] = [];
  for (const status of placement.statuses) {
    if (status === "mighty")
      throw new LoweringError("a unit is placed Mighty by its Might", placement.range);
    statuses.push(status);
  }
  return statuses;
}

function lowerPlacement(sl: ScenarioLowering, placement: PlacementNode): Placement {
  visit(sl.lx, placement);
  return {
    name: lowerName(sl.lx, placement.name),
    ...(placement.label ? { label: lowerName(sl.lx, placement.label) } : {}),
    ...(placement.statuses.length > 0 ? { statuses: placedStatuses(placement) } : {}),
    ...(placement.damage !== undefined ? { damage: placement.damage } : {}),
    ...(placement.controller ? { controller: lowerPlayer(sl, placement.controller) } : {}),
  };
}

function lowerSelector(sl: ScenarioLowering, selector: SelectorNode): ObjectSelector {
  visit(sl.lx, selector);
  if (selector.label !== undefined) return { label: selector.label };
  if (selector.name === undefined)
    throw new LoweringError("a selector names neither a label nor a card", selector.range);
  return {
    name: selector.name,
    ...(selector.player ? { player: lowerPlayer(sl, selector.player) } : {}),
  };
}

function lowerLocation(sl: ScenarioLowering, location: ScenarioLocationNode): ScenarioLocation {
  visit(sl.lx, location);
  if (location.at === "base") {
    if (!location.player) throw new LoweringError("a base without its player", location.range);
    return { at: "base", player: lowerPlayer(sl, location.player) };
  }
  if (!location.battlefield)
    throw new LoweringError("a battlefield location without a battlefield", location.range);
  return { at: "battlefield", battlefield: lowerSelector(sl, location.battlefield) };
}

function lowerChoice(sl: ScenarioLowering, choice: ChoiceNode): ChoiceAnswer {
  visit(sl.lx, choice);
  switch (choice.choice) {
    case "target":
    case "object":
      return {
        choice: choice.choice,
        objects: choice.objects.map((selector) => lowerSelector(sl, selector)),
      };
    case "playerTarget":
      // Named, not made one of the scenario's players: a player the game does not have fails
      // the step rather than quietly joining the table as a legal target.
      visit(sl.lx, choice.player);
      return { choice: "playerTarget", player: choice.player.name };
    case "player":
      visit(sl.lx, choice.player);
      return { choice: "player", player: choice.player.name };
    case "location":
      return { choice: "location", location: lowerLocation(sl, choice.location) };
    case "mode":
      // Written from 1, as on the card; the runtime counts modes from 0.
      return { choice: "mode", modes: choice.modes.map((mode) => mode - 1) };
    case "yes":
    case "no":
    case "payOptionalCost":
    case "useFlow":
      return { choice: choice.choice };
    default: {
      const _exhaustive: never = choice;
      return _exhaustive;
    }
  }
}

function lowerStep(sl: ScenarioLowering, step: StepNode): ScenarioStep {
  visit(sl.lx, step);
  switch (step.kind) {
    case "Expect": {
      const expectation = lowerExpectation(sl, step.expectation);
      const expect: ScenarioStep =
        step.quantity === undefined
          ? { step: "expect", expectation, negate: step.negate }
          : { step: "expect", expectation, negate: step.negate, quantity: step.quantity };
      return withRange(sl.lx, expect, step.range);
    }
    case "LabelStep": {
      const label: ScenarioStep = {
        step: "label",
        object: lowerSelector(sl, step.object),
        label: lowerName(sl.lx, step.label),
      };
      return withRange(sl.lx, label, step.range);
    }
    case "Error":
      throw new LoweringError("a syntax error left this step unfinished", step.range);
    case "Refused": {
      visit(sl.lx, step.action);
      const reason = step.reason ? refusalReasonOf(lowerName(sl.lx, step.reason)) : undefined;
      if (step.reason && reason === undefined)
        throw new LoweringError("an unknown refusal reason", step.reason.range);
      const refused: ScenarioStep = {
        step: "refused",
        action: lowerAction(sl, step.action),
        ...(reason ? { reason } : {}),
      };
      return withRange(sl.lx, refused, step.range);
    }
    default: {
      const action: ScenarioStep = { step: "action", action: lowerAction(sl, step) };
      return withRange(sl.lx, action, step.range);
    }
  }
}

function lowerAction(sl: ScenarioLowering, action: ActionNode): ScenarioAction {
  switch (action.kind) {
    case "PlayAction":
      return {
        action: "play",
        player: lowerPlayer(sl, action.player),
        card: lowerSelector(sl, action.card),
        ...(action.from ? { from: action.from } : {}),
        choices: action.choices.map((choice) => lowerChoice(sl, choice)),
      };
    case "ActivateAction":
      return {
        action: "activate",
        player: lowerPlayer(sl, action.player),
        source: lowerSelector(sl, action.source),
        // Written from 1; the runtime counts a card's activated abilities from 0.
        ...(action.ability !== undefined ? { ability: action.ability - 1 } : {}),
        choices: action.choices.map((choice) => lowerChoice(sl, choice)),
      };
    case "PassAction":
      return { action: "pass", player: lowerPlayer(sl, action.player) };
    case "ConcedeAction":
      return { action: "concede", player: lowerPlayer(sl, action.player) };
    case "ResolveAction":
      return { action: action.all ? "resolveChain" : "resolveOne" };
    case "MoveAction":
      return {
        action: "move",
        player: lowerPlayer(sl, action.player),
        units: action.units.map((unit) => lowerSelector(sl, unit)),
        to: lowerLocation(sl, action.to),
      };
    case "HideAction":
      return {
        action: "hide",
        player: lowerPlayer(sl, action.player),
        card: lowerSelector(sl, action.card),
        battlefield: lowerSelector(sl, action.battlefield),
      };
    case "ConquerAction":
    case "HoldAction":
      return {
        action: action.kind === "ConquerAction" ? "conquer" : "hold",
        player: lowerPlayer(sl, action.player),
        battlefield: lowerSelector(sl, action.battlefield),
      };
    case "EndTurnAction":
      return { action: "endTurn" };
    case "AnswerAction":
      return {
        action: "answer",
        player: lowerPlayer(sl, action.player),
        answer: lowerChoice(sl, action.answer),
      };
    default: {
      const _exhaustive: never = action;
      return _exhaustive;
    }
  }
}

function lowerExpectation(sl: ScenarioLowering, expectation: ExpectationNode): Expectation {
  const lx = sl.lx;
  visit(lx, expectation);
  switch (expectation.kind) {
    case "ExpectLocation": {
      const where = expectation.where;
      const object = lowerSelector(sl, expectation.object);
      switch (where.in) {
        case "zone":
          return {
            expect: "location",
            object,
            where: { in: "zone", zone: where.zone, player: lowerPlayer(sl, where.player) },
          };
        case "chain":
          return { expect: "location", object, where: { in: "chain" } };
        case "location":
          return { expect: "location", object, where: lowerLocation(sl, where.location) };
        default: {
          const _exhaustive: never = where;
          return _exhaustive;
        }
      }
    }
    case "ExpectZoneCount": {
      const counting: Extract<Expectation, { expect: "zoneCount" }> = {
        expect: "zoneCount",
        player: lowerPlayer(sl, expectation.player),
        zone: expectation.zone,
        count: lowerComparison(lx, expectation.count),
      };
      if (expectation.counted) counting.counted = expectation.counted;
      return counting;
    }
    case "ExpectZoneContents":
      return {
        expect: "zoneContents",
        player: lowerPlayer(sl, expectation.player),
        zone: expectation.zone,
        names: expectation.names.map((name) => lowerName(lx, name)),
      };
    case "ExpectOwner":
      return {
        expect: "owner",
        object: lowerSelector(sl, expectation.object),
        player: lowerPlayer(sl, expectation.player),
      };
    case "ExpectController":
      return {
        expect: "controller",
        object: lowerSelector(sl, expectation.object),
        player: expectation.player ? lowerPlayer(sl, expectation.player) : null,
      };
    case "ExpectStatus":
      if (expectation.status === "mighty")
        throw new LoweringError("Mighty is expected of a unit's Might", expectation.range);
      return {
        expect: "status",
        object: lowerSelector(sl, expectation.object),
        status: expectation.status,
      };
    case "ExpectMight":
      return {
        expect: "might",
        object: lowerSelector(sl, expectation.object),
        value: expectation.value,
      };
    case "ExpectDamage":
      return {
        expect: "damage",
        object: lowerSelector(sl, expectation.object),
        value: expectation.value,
      };
    case "ExpectScore":
      return {
        expect: "score",
        player: lowerPlayer(sl, expectation.player),
        value: expectation.value,
      };
    case "ExpectPool":
      return {
        expect: "pool",
        player: lowerPlayer(sl, expectation.player),
        pool: expectation.pool ? lowerCost(lx, expectation.pool) : { energy: 0, power: [] },
      };
    case "ExpectChain":
      return { expect: "chain", names: expectation.names.map((name) => lowerName(lx, name)) };
    case "ExpectEvent": {
      const event = eventKindOf(lowerName(lx, expectation.event));
      if (event === undefined)
        throw new LoweringError("an unknown event kind", expectation.event.range);
      return {
        expect: "event",
        event,
        ...(expectation.object ? { object: lowerSelector(sl, expectation.object) } : {}),
        ...(expectation.player ? { player: lowerPlayer(sl, expectation.player) } : {}),
        ...(expectation.count ? { count: lowerComparison(lx, expectation.count) } : {}),
      };
    }
    case "ExpectTriggered":
      return {
        expect: "triggered",
        source: lowerSelector(sl, expectation.source),
        times: lowerComparison(lx, expectation.count).value,
      };
    case "ExpectScoredThisTurn":
      return {
        expect: "scoredThisTurn",
        player: lowerPlayer(sl, expectation.player),
        battlefield: lowerSelector(sl, expectation.battlefield),
      };
    case "ExpectHasEffect":
      return {
        expect: "hasEffect",
        object: lowerSelector(sl, expectation.object),
        modification: lowerModification(lx, expectation.modification),
      };
    case "ExpectPlayed":
      return { expect: "played", object: lowerSelector(sl, expectation.object) };
    case "ExpectExists":
      return { expect: "exists", object: lowerSelector(sl, expectation.object) };
    case "ExpectWon":
      return { expect: "won", player: lowerPlayer(sl, expectation.player) };
    default: {
      const _exhaustive: never = expectation;
      return _exhaustive;
    }
  }
}
