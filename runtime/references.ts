/**
 * References: how an instruction finds its objects, players, amounts and destinations, always
 * through the resolution context (RULES E3). A reference to an identity that no longer exists
 * finds nothing (RULES O1); a target that stopped being legal is not affected (CR 359.3.e).
 */
import type { Amount, LocationRef, ObjectRef, PlayerRef, ZoneName } from "./definitions.js";
import { characteristics } from "./characteristics.js";
import type { Context } from "./context.js";
import { type Engine, ask, countPlayers, describe, nextPlayer, playersFrom } from "./engine.js";
import { allMatching } from "./filters.js";
import type { Location, ObjectId, PlayerId } from "./state.js";
import { type AnyTargetRef, isLegalPlayerTarget, isLegalTarget, targetPaths } from "./targets.js";
import { battlefields } from "./board.js";
import { destinationProblem } from "./movement.js";
import { locationOf, onBoard } from "./zones.js";
import { knownOff } from "./last-known.js";

/** An identity still in the game: an object, or an ability on the Chain. */
export function exists(e: Engine, id: ObjectId): boolean {
  return e.state.objects[id] !== undefined || e.state.chain.some((c) => c.id === id);
}

export function targetKey(ctx: Context, ref: AnyTargetRef): string | null {
  const path = targetPaths(ctx.root).get(ref);
  return path === undefined ? null : ctx.targetPrefix + path;
}

/**
 * The objects a reference means now. `peek` reads without asking anyone (for conditions) and
 * without binding names.
 */
export function resolveObjects(
  e: Engine,
  ref: ObjectRef,
  ctx: Context,
  opts: { peek?: boolean } = {},
): ObjectId[] {
  let ids: ObjectId[];
  switch (ref.ref) {
    case "this": {
      ids = ctx.source !== null && exists(e, ctx.source) ? [ctx.source] : [];
      // "Deathknell — recycle me" (CR 383.3.b): an ability that triggered on its source's own
      // move refers to the card where that move put it, as `it` does (CR 390.5.c.1).
      const t = ctx.triggering;
      if (ids.length === 0 && t && t.object !== null && t.object === ctx.source) {
        if (t.result !== null && exists(e, t.result)) ids = [t.result];
        // A token that left has ceased to exist (CR 186) but is read as it left (RULES T7, CR
        // 808.1.d.3: `when this dies: deal damage equal to the might of this …`), as `it` is.
        else if (opts.peek && t.result !== null && ctx.lastKnown.has(t.result)) ids = [t.result];
      }
      // A source its own cost moved off the board is read, not acted on, as it was (CR
      // 359.3.e.13): `kill this: deal damage equal to the might of this`.
      if (ids.length === 0 && opts.peek && ctx.source !== null && ctx.lastKnown.get(ctx.source))
        ids = [ctx.source];
      break;
    }
    case "target": {
      const key = targetKey(ctx, ref);
      const chosen = key === null ? [] : (ctx.choices.targets[key] ?? []);
      ids = chosen.filter((id) => isLegalTarget(e, id, ref.filter, ctx, ctx.item));
      break;
    }
    case "choose": {
      const options = allMatching(e, ref.filter, ctx).filter((id) => id !== ctx.item);
      const count = ref.count ?? 1;
      if (options.length === 0 || opts.peek) {
        ids = options;
        break;
      }
      if (!ref.upTo && options.length <= count) {
        ids = options;
        break;
      }
      const decision = ask(e, {
        kind: "object",
        player: ctx.actor,
        prompt: `${ctx.sourceName}: choose ${ref.upTo ? "up to " : ""}${count} (${options
          .map((id) => describe(e, id))
          .join(", ")})`,
        options,
        min: ref.upTo ? 0 : Math.min(count, options.length),
        max: Math.min(count, options.length),
      });
      ids = decision.kind === "objects" ? decision.objects : [];
      break;
    }
    case "all":
      ids = allMatching(e, ref.filter, ctx);
      break;
    case "bound":
      ids = (ctx.bindings[ref.name] ?? []).filter((id) => exists(e, id));
      break;
    case "triggering": {
      const t = ctx.triggering;
      ids = [];
      if (t) {
        // The object in the zone the event put it in (CR 390.5.c.1), else where it was.
        if (t.result !== null && exists(e, t.result)) ids = [t.result];
        else if (t.object !== null && exists(e, t.object)) ids = [t.object];
        // A token that left the board has ceased to exist (CR 186), but is still read as it was
        // there — `its might`, `its controller`, `if it is exhausted` (CR 359.3.f.3); nothing
        // acts on it.
        else if (opts.peek && t.result !== null && ctx.lastKnown.has(t.result)) ids = [t.result];
      }
      break;
    }
    case "replaced":
      ids = ctx.replaced !== null && exists(e, ctx.replaced) ? [ctx.replaced] : [];
      break;
    default: {
      const _exhaustive: never = ref;
      return _exhaustive;
    }
  }
  if (!opts.peek && "bind" in ref && ref.bind !== undefined) ctx.bindings[ref.bind] = ids.slice();
  return ids;
}

function opponentsOf(e: Engine, player: PlayerId): PlayerId[] {
  return playersFrom(e, player).filter((p) => p !== player);
}

export function resolvePlayers(e: Engine, ref: PlayerRef, ctx: Context): PlayerId[] {
  switch (ref.player) {
    case "you":
      // CR 190.6.d: "you" of an uncontrolled battlefield is no one.
      return ctx.controller === null ? [] : [ctx.controller];
    case "opponent": {
      // With no one as "you", no one is an opponent of "you" either.
      if (ctx.controller === null) return [];
      const options = opponentsOf(e, ctx.controller);
      if (options.length <= 1) return options;
      const decision = ask(e, {
        kind: "player",
        player: ctx.actor,
        prompt: `${ctx.sourceName}: choose an opponent`,
        options,
        suggested: nextPlayer(e, ctx.controller),
      });
      return decision.kind === "player" ? [decision.player] : [];
    }
    case "each":
      // Simultaneous actions of several players go in turn order (CR 303.2.a).
      return playersFrom(e, e.state.turn.player);
    case "eachOpponent": {
      // As for `opponent`: with no one as "you", no one is an opponent of "you".
      const you = ctx.controller;
      return you === null ? [] : playersFrom(e, e.state.turn.player).filter((p) => p !== you);
    }
    case "target": {
      // CR 359.3.e.5: a target no longer legal is unaffected, and the instruction does nothing.
      const key = targetKey(ctx, ref);
      const chosen = key === null ? undefined : ctx.choices.playerTargets[key];
      return chosen !== undefined && isLegalPlayerTarget(e, chosen, ref, ctx.controller)
        ? [chosen]
        : [];
    }
    case "ownerOf":
      return unique(
        resolveObjects(e, ref.object, ctx, { peek: true }).map(
          (id) => knownOff(e, ctx, id)?.owner ?? ownerOf(e, id),
        ),
      );
    case "controllerOf":
      // CR 359.3.e.13, 359.3.f.3: an object that left the board had its last controller.
      return unique(
        resolveObjects(e, ref.object, ctx, { peek: true })
          .map((id) => {
            const known = knownOff(e, ctx, id);
            return known !== undefined ? known.controller : controllerOf(e, id);
          })
          .filter((p): p is PlayerId => p !== null),
      );
    case "triggering":
      return ctx.triggering?.player ? [ctx.triggering.player] : [];
    default: {
      const _exhaustive: never = ref;
      return _exhaustive;
    }
  }
}

function unique<T>(list: T[]): T[] {
  return [...new Set(list)];
}

export function ownerOf(e: Engine, id: ObjectId): PlayerId {
  const obj = e.state.objects[id];
  if (obj) return obj.owner;
  const item = e.state.chain.find((c) => c.id === id);
  return item ? item.controller : "";
}

export function controllerOf(e: Engine, id: ObjectId): PlayerId | null {
  const item = e.state.chain.find((c) => c.id === id);
  if (item) return item.controller;
  return e.state.objects[id]?.controller ?? null;
}

export function resolveAmount(e: Engine, amount: Amount, ctx: Context): number {
  switch (amount.amount) {
    case "fixed":
      return amount.value;
    case "count":
      return (amount.per ?? 1) * allMatching(e, amount.filter, ctx).length;
    case "players":
      return (amount.per ?? 1) * countPlayers(e, amount.among, ctx);
    case "mightOf": {
      const [id] = resolveObjects(e, amount.object, ctx, { peek: true });
      if (id === undefined) return 0;
      // CR 359.3.e.13, 359.3.f.3: the Might of a unit that left the board as it last was there
      // (that this resolution moved, or whose leaving triggered the ability; a token too).
      const known = knownOff(e, ctx, id);
      if (known !== undefined) return Math.max(0, known.might ?? 0);
      // CR 359.3.e.12: an object that is gone has no Might; calculations on it come to nothing.
      if (!e.state.objects[id]) return 0;
      return Math.max(0, characteristics(e, id).might ?? 0);
    }
    case "costOf": {
      const [id] = resolveObjects(e, amount.object, ctx, { peek: true });
      // CR 131.2: the numeral of its cost, which no zone changes (CR 124 keeps the card's
      // printed characteristics); a token, or an object that is gone, has none (RULES T4).
      if (id === undefined || !e.state.objects[id]) return 0;
      return characteristics(e, id).cost?.energy ?? 0;
    }
    case "score": {
      const [player] = resolvePlayers(e, amount.player, ctx);
      return e.state.players.find((p) => p.id === player)?.score ?? 0;
    }
    default: {
      const _exhaustive: never = amount;
      return _exhaustive;
    }
  }
}

export type Destination =
  | { kind: "location"; location: Location }
  | { kind: "zone"; zone: ZoneName; player: PlayerId | null; position: "top" | "bottom" };

/**
 * Where a `LocationRef` points, for `subject` (the object being put there: "its owner's hand",
 * "its controller's base"). Null when it points nowhere (no "here", a chooser with no options).
 */
export function resolveDestination(
  e: Engine,
  ref: LocationRef,
  ctx: Context,
  subject: ObjectId | null,
): Destination | null {
  switch (ref.to) {
    case "here":
      return ctx.here ? { kind: "location", location: ctx.here } : null;
    case "base": {
      const player = ref.player
        ? resolvePlayers(e, ref.player, ctx)[0]
        : subject !== null
          ? (controllerOf(e, subject) ?? ownerOf(e, subject))
          : ctx.controller;
      return player ? { kind: "location", location: { kind: "base", player } } : null;
    }
    case "battlefield": {
      // CR 355.4.a: a move's destination is a location other than the one the moving object is
      // at; with none left, the move cannot happen and is skipped.
      const moving = subject !== null ? e.state.objects[subject] : undefined;
      const at = moving && onBoard(moving) ? locationOf(moving) : null;
      const options = (
        ref.choose
          ? allMatching(e, { ...ref.choose, types: ["battlefield"] }, ctx)
          : battlefields(e).map((b) => b.id)
      ).filter((battlefield) => at?.kind !== "battlefield" || at.battlefield !== battlefield);
      if (options.length === 0) return null;
      // CR 447.2.a, 449.2: where two other players' units are, or a combat the unit's controller
      // takes no part in, is an invalid destination and is not offered while a valid one is left;
      // a move that has only invalid ones is carried out as a recall (CR 447.2.c, `move`).
      const mover = moving?.controller ?? null;
      const valid =
        moving !== undefined && mover !== null && characteristics(e, moving.id).type === "unit"
          ? options.filter(
              (battlefield) =>
                destinationProblem(e, mover, { kind: "battlefield", battlefield }) === null,
            )
          : options;
      const offered = valid.length > 0 ? valid : options;
      const locations: Location[] = offered.map((battlefield) => ({
        kind: "battlefield",
        battlefield,
      }));
      if (locations.length === 1) return { kind: "location", location: locations[0] as Location };
      const decision = ask(e, {
        kind: "location",
        player: ctx.actor,
        prompt: `${ctx.sourceName}: choose a battlefield`,
        options: locations,
        suggested: null,
      });
      return decision.kind === "location"
        ? { kind: "location", location: decision.location }
        : null;
    }
    case "sameLocationAs": {
      const [id] = resolveObjects(e, ref.object, ctx, { peek: true });
      const obj = id === undefined ? undefined : e.state.objects[id];
      // CR 428.1.a.1.b: the location of a unit that left the board is where it last was.
      const known = id === undefined ? undefined : knownOff(e, ctx, id);
      const location = known !== undefined ? known.location : obj ? locationOf(obj) : null;
      return location ? { kind: "location", location } : null;
    }
    case "zone": {
      const player = ref.player
        ? (resolvePlayers(e, ref.player, ctx)[0] ?? null)
        : subject !== null
          ? ownerOf(e, subject)
          : ctx.controller;
      return { kind: "zone", zone: ref.zone, player, position: ref.position ?? "bottom" };
    }
    default: {
      const _exhaustive: never = ref;
      return _exhaustive;
    }
  }
}
