/** Lowering instructions: one lowered instruction per instruction, in order (RULES E3). */
import type { BlockNode, InstructionNode, NameNode, ModificationNode } from "../../grammar/ast.js";
import type { Effect, Instruction, TokenSpec } from "../../runtime/definitions.js";
import { LoweringError, visit, type LowerContext } from "./context.js";
import { lowerCondition, lowerDuration, lowerEvent, lowerStepMoment } from "./events.js";
import { lowerCost, lowerModification } from "./modifications.js";
import {
  boundName,
  withBind,
  lowerActingPlayer,
  lowerAmount,
  lowerFilter,
  lowerName,
  lowerObjectRef,
  lowerPlace,
  lowerPlayerRef,
} from "./references.js";

export function lowerBlock(lx: LowerContext, block: BlockNode): Effect {
  visit(lx, block);
  const lists = lx.lists;
  const mark = lists.mark();
  for (const instruction of block.instructions) {
    const lowered = lowerInstruction(lx, instruction);
    if (lowered) lists.hold(lowered);
  }
  return lists.listFrom<Instruction>(mark);
}

function tokenSpec(
  lx: LowerContext,
  name: NameNode,
  changes: readonly ModificationNode[],
): TokenSpec {
  const spec: TokenSpec = { name: lowerName(lx, name) };
  if (changes.length > 0)
    spec.changes = lx.lists.map(changes, (change) => lowerModification(lx, change));
  return spec;
}

/** Undefined only for a move the checker folded into the counter before it (RULES F3). */
function lowerInstruction(lx: LowerContext, ins: InstructionNode): Instruction | undefined {
  visit(lx, ins);
  switch (ins.kind) {
    case "Banish":
    case "Kill": {
      if (ins.kind === "Kill" && ins.player) {
        // CR 411.1: read from each player's side, the filter's "you" is that player.
        const player = lowerPlayerRef(lx, ins.player);
        const target = lowerObjectRef(lx, ins.target);
        if (target.ref !== "choose")
          throw new LoweringError("`one of their …` is a choice", ins.range);
        return {
          op: "kill",
          player,
          target: { ...target, filter: { ...target.filter, controller: "you" } },
        };
      }
      const op = ins.kind === "Banish" ? "banish" : "kill";
      const target = lowerObjectRef(lx, ins.target);
      const bind = boundName(lx, ins);
      return bind === undefined ? { op, target } : { op, target, bind };
    }
    case "Discard": {
      const discard: Extract<Instruction, { op: "discard" }> = {
        op: "discard",
        player: lowerActingPlayer(lx, ins.player),
        count: ins.count === "hand" ? "hand" : lowerAmount(lx, ins.count),
      };
      if (ins.filter) discard.filter = lowerFilter(lx, ins.filter);
      return withBind(lx, ins, discard);
    }
    case "Draw":
      return {
        op: "draw",
        player: lowerActingPlayer(lx, ins.player),
        count: lowerAmount(lx, ins.count),
      };
    case "Move": {
      if (lx.findings.foldedMoves.has(ins)) {
        // Its meaning lives in the counter it was folded into (RULES F3).
        visit(lx, ins.target);
        visit(lx, ins.to);
        return undefined;
      }
      if (ins.insteadOf)
        throw new LoweringError("`instead of` that was not folded into a counter", ins.range);
      const move: Extract<Instruction, { op: "move" }> =
        ins.verb === "shuffle"
          ? {
              op: "move",
              target: lowerObjectRef(lx, ins.target),
              to: lowerPlace(lx, ins.to),
              shuffle: true,
            }
          : { op: "move", target: lowerObjectRef(lx, ins.target), to: lowerPlace(lx, ins.to) };
      return withBind(lx, ins, move);
    }
    case "Recall":
      return { op: "recall", target: lowerObjectRef(lx, ins.target) };
    case "StatusChange":
      return { op: ins.change, target: lowerObjectRef(lx, ins.target) };
    case "SetMight":
      return {
        op: "setMight",
        target: lowerObjectRef(lx, ins.target),
        value: ins.might,
        duration: lowerDuration(lx, ins.duration),
      };
    case "Double":
      return {
        op: "double",
        target: lowerObjectRef(lx, ins.target),
        duration: lowerDuration(lx, ins.duration),
      };
    case "Deal":
      return {
        op: "deal",
        amount: lowerAmount(lx, ins.amount),
        target: lowerObjectRef(lx, ins.target),
      };
    case "Prevent": {
      // Rare: one literal with the optional fields spread in, in reading order.
      return {
        op: "prevent",
        amount: ins.amount,
        ...(ins.combat ? { combat: true } : {}),
        ...(ins.target ? { target: lowerObjectRef(lx, ins.target) } : {}),
        duration: lowerDuration(lx, ins.duration),
      };
    }
    case "Counter": {
      const destination = lx.findings.counterDestinations.get(ins);
      const counter: Extract<Instruction, { op: "counter" }> = {
        op: "counter",
        target: lowerObjectRef(lx, ins.target),
      };
      if (destination) counter.destination = destination;
      if (ins.payer && ins.cost)
        counter.unless = { player: lowerPlayerRef(lx, ins.payer), cost: lowerCost(lx, ins.cost) };
      return counter;
    }
    case "GainControl": {
      const gain: Extract<Instruction, { op: "gainControl" }> = {
        op: "gainControl",
        target: lowerObjectRef(lx, ins.target),
        player: lowerActingPlayer(lx, ins.player),
      };
      if (ins.duration) gain.duration = lowerDuration(lx, ins.duration);
      return gain;
    }
    case "Give":
      return {
        op: "modify",
        target: lowerObjectRef(lx, ins.target),
        modifications: lx.lists.map(ins.modifications, (modification) =>
          lowerModification(lx, modification),
        ),
        duration: lowerDuration(lx, ins.duration),
      };
    case "Add": {
      const cost = lowerCost(lx, ins.resources);
      return { op: "add", energy: cost.energy, power: cost.power };
    }
    case "Channel": {
      const channel: Extract<Instruction, { op: "channel" }> = {
        op: "channel",
        count: lowerAmount(lx, ins.count),
      };
      if (ins.exhausted) channel.exhausted = true;
      return channel;
    }
    case "Burn":
      return {
        op: "burn",
        player: lowerActingPlayer(lx, ins.player),
        count: lowerAmount(lx, ins.count),
      };
    case "MakeToken": {
      // A type written beside the name was checked against the declaration, which decides it.
      if (ins.writtenType) visit(lx, ins.writtenType);
      const op = ins.mode === "play" ? "playToken" : "createToken";
      const token = tokenSpec(lx, ins.token, ins.changes);
      const count = lowerAmount(lx, ins.count);
      if (!ins.controller && boundName(lx, ins) === undefined) {
        // The usual shapes as literals, for the reason `lowerDefinition` gives.
        const location = ins.location ? lowerPlace(lx, ins.location) : undefined;
        if (!ins.readiness) {
          return location === undefined ? { op, token, count } : { op, token, count, location };
        }
        const ready = ins.readiness === "ready";
        return location === undefined
          ? { op, token, count, ready }
          : { op, token, count, ready, location };
      }
      const make: Extract<Instruction, { op: "playToken" | "createToken" }> = { op, token, count };
      if (ins.readiness) make.ready = ins.readiness === "ready";
      if (ins.location) make.location = lowerPlace(lx, ins.location);
      if (ins.controller) make.controller = lowerPlayerRef(lx, ins.controller);
      return withBind(lx, ins, make);
    }
    case "PlayCard": {
      const target = lowerObjectRef(lx, ins.target);
      const cost = ins.cost ? lowerCost(lx, ins.cost) : undefined;
      if (ins.ignoreCost) {
        return cost === undefined
          ? { op: "playCard", target, ignoreCost: true }
          : { op: "playCard", target, ignoreCost: true, cost };
      }
      return cost === undefined ? { op: "playCard", target } : { op: "playCard", target, cost };
    }
    case "Replace":
      if (ins.writtenType) visit(lx, ins.writtenType);
      if (ins.bind) lowerName(lx, ins.bind);
      return {
        op: "replace",
        target: lowerObjectRef(lx, ins.target),
        token: tokenSpec(lx, ins.token, ins.changes),
      };
    case "SwapBack":
      return { op: "swapBack", target: lowerObjectRef(lx, ins.target) };
    case "Score":
      return { op: "score", player: lowerActingPlayer(lx, ins.player), points: ins.points };
    case "Reveal": {
      const reveal: Extract<Instruction, { op: "reveal" | "look" }> = {
        op: ins.mode === "reveal" ? "reveal" : "look",
        player: lowerPlayerRef(lx, ins.player),
        count: ins.count,
      };
      return withBind(lx, ins, reveal);
    }
    case "PutAmong": {
      const put: Extract<Instruction, { op: "putAmong" }> = {
        op: "putAmong",
        among: lowerObjectRef(lx, ins.among),
        count: ins.count,
        to: lowerPlace(lx, ins.to),
      };
      if (ins.upTo) put.upTo = true;
      if (ins.filter) put.filter = lowerFilter(lx, ins.filter);
      if (ins.rest) put.rest = lowerPlace(lx, ins.rest);
      if (ins.anyOrder) put.ordered = true;
      return put;
    }
    case "NextCost": {
      // RULES C1: a discount is a negative change.
      const cost = lowerCost(lx, ins.cost);
      const discount: Extract<Instruction, { op: "discountNext" }> = {
        op: "discountNext",
        filter: lowerFilter(lx, ins.filter),
        energy: -cost.energy,
        duration: lowerDuration(lx, ins.duration),
      };
      if (cost.power.length > 0)
        discount.power = lx.lists.map(cost.power, (p) => ({ domain: p.domain, amount: -p.amount }));
      return discount;
    }
    case "ChooseModes":
      return {
        op: "choose",
        count: ins.count,
        modes: lx.lists.map(ins.modes, (mode) => lowerBlock(lx, mode)),
      };
    case "May":
      visit(lx, ins.player);
      return { op: "may", effect: lowerBlock(lx, ins.body) };
    case "If": {
      if (ins.condition.kind === "ThisKillsCondition") {
        // CR 428.5.c: asked after the cleanup that follows the effect (the checker has it last).
        visit(lx, ins.condition);
        const kills: Extract<Instruction, { op: "ifKills" }> = {
          op: "ifKills",
          victim: lowerObjectRef(lx, ins.condition.victim),
          then: lowerBlock(lx, ins.then),
        };
        if (ins.else) kills.else = lowerBlock(lx, ins.else);
        return kills;
      }
      const branch: Extract<Instruction, { op: "if" }> = {
        op: "if",
        condition: lowerCondition(lx, ins.condition),
        then: lowerBlock(lx, ins.then),
      };
      if (ins.else) branch.else = lowerBlock(lx, ins.else);
      return branch;
    }
    case "ForEach": {
      const bind = lx.findings.binds.get(ins)?.name;
      if (bind === undefined) throw new LoweringError("`for each` without a binding", ins.range);
      if (ins.bind) lowerName(lx, ins.bind);
      return {
        op: "forEach",
        each: { ref: "all", filter: lowerFilter(lx, ins.each) },
        bind,
        effect: lowerBlock(lx, ins.body),
      };
    }
    case "Repeat":
      return { op: "repeat", times: lowerAmount(lx, ins.times), effect: lowerBlock(lx, ins.body) };
    case "Delayed":
      return {
        op: "delayed",
        trigger: lowerEvent(lx, ins.trigger),
        duration: lowerDuration(lx, ins.duration),
        effect: lowerBlock(lx, ins.body),
      };
    case "DelayedStep":
      return {
        op: "delayedStep",
        at: lowerStepMoment(lx, ins.moment),
        effect: lowerBlock(lx, ins.body),
      };
    case "UnlessPays": {
      // The instruction first, so that `its` in the payer reads what it names (RULES E3).
      const inner = lowerInstruction(lx, ins.instruction);
      const player = lowerPlayerRef(lx, ins.payer);
      const cost = lowerCost(lx, ins.cost);
      return inner && { op: "unlessPays", player, cost, effect: [inner] };
    }
    case "Pay":
      return { op: "pay", cost: lowerCost(lx, ins.cost) };
    case "Error":
      throw new LoweringError("a syntax error left this instruction unfinished", ins.range);
    default: {
      const _exhaustive: never = ins;
      return _exhaustive;
    }
  }
}
