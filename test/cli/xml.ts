/**
 * A strict reader for the XML subset `rift test --format junit` writes (a declaration, elements,
 * double-quoted attributes, text, the five named entities and character references). Anything
 * that is not well-formed XML 1.0 throws, so a test that reads a report also checks that a CI
 * system's XML parser would accept it. No dependency: the project has no XML parser of its own.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_][\w.-]*/;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

export function parseXml(source: string): XmlElement {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(
      `not well-formed XML at offset ${at}: ${why} near ${JSON.stringify(source.slice(at, at + 30))}`,
    );
  };
  if (NOT_XML.test(source)) fail("a character XML 1.0 cannot hold");
  const skipSpace = (): void => {
    while (/\s/.test(source[at] ?? "")) at++;
  };
  const name = (): string => {
    const match = NAME.exec(source.slice(at));
    if (!match) return fail("expected a name");
    at += match[0].length;
    return match[0];
  };
  const decode = (raw: string): string =>
    raw.replace(/&([^;]*);?/g, (whole, entity: string) => {
      if (!whole.endsWith(";")) return fail(`an unterminated reference &${entity}`);
      if (entity.startsWith("#x")) return String.fromCodePoint(parseInt(entity.slice(2), 16));
      if (entity.startsWith("#")) return String.fromCodePoint(parseInt(entity.slice(1), 10));
      return ENTITIES[entity] ?? fail(`an unknown entity &${entity};`);
    });

  const element = (): XmlElement => {
    if (source[at] !== "<") fail("expected an element");
    at++;
    const node: XmlElement = { name: name(), attributes: {}, children: [], text: "" };
    for (;;) {
      skipSpace();
      if (source.startsWith("/>", at)) {
        at += 2;
        return node;
      }
      if (source[at] === ">") {
        at++;
        break;
      }
      const key = name();
      if (key in node.attributes) fail(`attribute ${key} given twice`);
      if (source[at] !== "=" || source[at + 1] !== '"') fail('expected ="');
      const end = source.indexOf('"', at + 2);
      if (end < 0) fail("an unterminated attribute");
      const raw = source.slice(at + 2, end);
      if (raw.includes("<")) fail("< in an attribute value");
      node.attributes[key] = decode(raw);
      at = end + 1;
    }
    for (;;) {
      const next = source.indexOf("<", at);
      if (next < 0) fail(`</${node.name}> missing`);
      node.text += decode(source.slice(at, next));
      at = next;
      if (source.startsWith("</", at)) {
        at += 2;
        if (name() !== node.name) fail(`expected </${node.name}>`);
        skipSpace();
        if (source[at] !== ">") fail("expected >");
        at++;
        return node;
      }
      node.children.push(element());
    }
  };

  if (source.startsWith("<?xml")) {
    const end = source.indexOf("?>");
    if (end < 0) fail("an unterminated declaration");
    at = end + 2;
  }
  skipSpace();
  const root = element();
  skipSpace();
  if (at !== source.length) fail("content after the root element");
  return root;
}
