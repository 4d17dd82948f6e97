/**
 * Plain data as a TypeScript expression. Strings are written with JSON escaping, so every name —
 * quotes, backslashes, backticks, `${`, `*\/`, newlines, any script — comes back byte-identical, and
 * nothing a designer wrote can end a literal early. Values follow JSON's rules (the contract is
 * JSON-serializable: DESIGN.md, Determinism): a property that is `undefined` is left out, -0 reads 0;
 * anything JSON cannot carry is an error rather than a silent change.
 */
export class LiteralError extends Error {}

/** `path` names the value in errors: `definition "Abandon".might is NaN, which JSON cannot carry`. */
export function literal(value: unknown, path = "value"): string {
  return write(value, path);
}

const BARE_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function write(value: unknown, path: string): string {
  switch (typeof value) {
    case "string":
      return stringLiteral(value);
    case "number":
      if (!Number.isFinite(value))
        throw new LiteralError(`${path} is ${value}, which JSON cannot carry`);
      return String(value);
    case "boolean":
      return value ? "true" : "false";
    case "object": {
      if (value === null) return "null";
      if (Array.isArray(value)) {
        const items = value.map((item, index) => {
          if (item === undefined) throw new LiteralError(`${path}[${index}] is undefined`);
          return write(item, `${path}[${index}]`);
        });
        return `[${items.join(", ")}]`;
      }
      const prototype = Object.getPrototypeOf(value) as unknown;
      if (prototype !== Object.prototype && prototype !== null) {
        throw new LiteralError(`${path} is not plain data`);
      }
      const entries: string[] = [];
      for (const [key, item] of Object.entries(value)) {
        if (item === undefined) continue;
        entries.push(`${propertyKey(key)}: ${write(item, `${path}.${key}`)}`);
      }
      return entries.length === 0 ? "{}" : `{ ${entries.join(", ")} }`;
    }
    default:
      throw new LiteralError(`${path} is a ${typeof value}, which is not plain data`);
  }
}

/** JSON escaping, plus the two line terminators JSON leaves raw (older parsers reject them). */
export function stringLiteral(text: string): string {
  return JSON.stringify(text)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function propertyKey(key: string): string {
  // A `__proto__:` property in a literal sets the prototype instead; computed, it is an own property.
  if (key === "__proto__") return `["__proto__"]`;
  return BARE_KEY.test(key) ? key : stringLiteral(key);
}
