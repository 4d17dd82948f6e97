import type { NameNode } from "../../grammar/ast.js";
import type { AbilityContext } from "./context.js";
import type { Handle } from "./findings.js";
import type { Level, Referent } from "./resolution.js";

/** `as NAME`: a name for the rest of the level (RULES E3); one name, one binding per resolution. */
export function declareName(
  ax: AbilityContext,
  level: Level,
  name: NameNode,
  handle: Handle,
  referent: Referent | undefined,
): void {
  const earlier = level.lookup(name.text);
  if (earlier) {
    ax.def.report.error(name.range, "RS2010", `\`${name.text}\` is already bound in this ability; choose another name`, [
      { range: earlier.range, message: `\`${name.text}\` is bound here` },
    ]);
    return;
  }
  const entry = {
    name: name.text,
    handle,
    referent,
    range: name.range,
    uses: 0,
    level,
    resolution: level.resolution,
  };
  level.bind(entry);
  ax.def.declared.push(entry);
}
