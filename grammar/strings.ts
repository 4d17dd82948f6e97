/**
 * String literals: the text between the quotes, with escapes `\"`, `\\`, `\n`, `\t` and `\u{…}`.
 */

export interface StringProblem {
  /** Offset of the bad escape within the literal's image. */
  at: number;
  length: number;
  message: string;
}

export interface DecodedString {
  value: string;
  problems: StringProblem[];
}

/** Decodes a literal's image, closed (`"…"`) or unterminated (`"…` up to the line end). */
export function decodeString(image: string): DecodedString {
  const closed = image.length >= 2 && image.endsWith('"') && !endsInEscape(image);
  const body = image.slice(1, closed ? -1 : undefined);
  if (!body.includes("\\")) return { value: body, problems: [] };
  const problems: StringProblem[] = [];
  let value = "";
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch !== "\\") {
      value += ch;
      continue;
    }
    const next = body[i + 1];
    switch (next) {
      case '"':
      case "\\":
        value += next;
        i++;
        break;
      case "n":
        value += "\n";
        i++;
        break;
      case "t":
        value += "\t";
        i++;
        break;
      case "u": {
        const match = /^u\{([0-9A-Fa-f]{1,6})\}/.exec(body.slice(i + 1));
        const code = match ? parseInt(match[1]!, 16) : NaN;
        if (!match || code > 0x10ffff) {
          problems.push({
            at: i + 1,
            length: match ? match[0].length + 1 : 2,
            message: "expected `\\u{…}` with 1 to 6 hex digits naming a Unicode code point",
          });
          i++;
          break;
        }
        value += String.fromCodePoint(code);
        i += match[0].length;
        break;
      }
      default:
        problems.push({
          at: i + 1,
          length: next === undefined ? 1 : 2,
          message:
            next === undefined
              ? "a string cannot end with `\\`"
              : `unknown escape \`\\${next}\`; use \`\\"\`, \`\\\\\`, \`\\n\`, \`\\t\` or \`\\u{…}\``,
        });
        i++;
    }
  }
  return { value, problems };
}

/** True when the closing quote is itself escaped (`"abc\"` is unterminated). */
function endsInEscape(image: string): boolean {
  let backslashes = 0;
  for (let i = image.length - 2; i > 0 && image[i] === "\\"; i--) backslashes++;
  return backslashes % 2 === 1;
}
