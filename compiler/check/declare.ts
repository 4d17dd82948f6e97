import type { NameNode } from "../../grammar/ast.js";
import type { AbilityContext } from "./context.js";
import type { Handle } from "./findings.js";
import type { Level, NameEntry, Referent } from "./resolution.js";

/** The handle that reaches a referent, binding it the first time something refers to it. */
export function referentHandle(ax: AbilityContext, referent: Referent): Handle {
  if (referent.handle) return referent.handle;
  const slot = ax.resolution.newSlot(undefined);
  if (referent.bindAt) ax.def.findings.binds.set(referent.bindAt, slot);
  referent.handle = { kind: "slot", slot };
  return referent.handle;
}

/** The handle a bound name stands for now: a named object follows what instructions did to it. */
export function entryHandle(ax: AbilityContext, entry: NameEntry): Handle {
  return entry.referent ? referentHandle(ax, entry.referent) : entry.handle;
}

/** `as NAME`: a name for the rest of the level (RULES E3); one name, one binding per resolution. */
export function declareName(
  ax: AbilityContext,
  level: Level,
  name: NameNode,
  handle: Handle | undefined,
  referent: Referent | undefined,
): void {
  const earlier = level.lookup(name.text);
  if (earlier) {
    ax.def.report.error(
      name.range,
      "RS2010",
      `\`${name.text}\` is already bound in this ability; choose another name`,
      [{ range: earlier.range, message: `\`${name.text}\` is bound here` }],
    );
    return;
  }
  const entry: NameEntry = {
    name: name.text,
    handle: handle ?? { kind: "this" },
    referent,
    range: name.range,
    uses: 0,
    level,
    resolution: level.resolution,
  };
  level.bind(entry);
  ax.def.declared.push(entry);
}
