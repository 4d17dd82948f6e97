/**
 * `each player discards their hand, then draws 3`: a verb in the third person with no player
 * before it continues the sentence of the player named last, as English carries a subject over
 * `and` and `, then`. Both readers build the instruction so, through this module; with no player
 * to carry, `draws 2` would read as the card's controller drawing, which the words deny, so the
 * Chevrotain builder reports it (RS1068) and the direct reader declines it.
 */
import type * as A from "./ast.js";

/** The inflections that need a subject: `draw` is said of you, `draws` of someone named. */
const THIRD_PERSON: ReadonlySet<string> = new Set(["draws", "discards", "burns"]);

export function isThirdPerson(verb: string): boolean {
  return THIRD_PERSON.has(verb.toLowerCase());
}

/** The player an instruction names as its subject, to carry to the next one. */
export function subjectOf(instruction: A.InstructionNode | undefined): A.PlayerNode | undefined {
  switch (instruction?.kind) {
    case "Draw":
    case "Discard":
    case "Burn":
    case "Kill":
    case "Score":
      return instruction.player;
    case "Repeat":
      return subjectOf(instruction.body.instructions.at(-1));
    case "UnlessPays":
      return subjectOf(instruction.instruction);
    default:
      return undefined;
  }
}

/**
 * The instruction with `player` as its subject, its keys in the order a player's own instruction
 * (`each player draws 1`) has them, so both readers build equal trees.
 */
export function withSubject(
  instruction: A.InstructionNode,
  player: A.PlayerNode,
): A.InstructionNode {
  switch (instruction.kind) {
    case "Draw":
      return { kind: "Draw", player, count: instruction.count, range: instruction.range };
    case "Burn":
      return { kind: "Burn", player, count: instruction.count, range: instruction.range };
    case "Discard": {
      const { kind, count, filter, bind, range } = instruction;
      return {
        kind,
        player,
        count,
        ...(filter !== undefined ? { filter } : {}),
        ...(bind !== undefined ? { bind } : {}),
        range,
      };
    }
    case "Repeat": {
      const [only] = instruction.body.instructions;
      const body: A.BlockNode = { ...instruction.body, instructions: [withSubject(only!, player)] };
      return { ...instruction, body };
    }
    case "UnlessPays":
      return { ...instruction, instruction: withSubject(instruction.instruction, player) };
    default:
      return instruction;
  }
}

export function subjectlessMessage(verb: string): string {
  const base = verb.toLowerCase().replace(/s$/, "");
  return (
    `\`${verb}\` says that a player named before it ${base}s, and no player is named: ` +
    `write \`${base} …\` for the card's controller, or name the player (\`each player ${base}s …\`, ` +
    `\`each opponent ${base}s …\`)`
  );
}
