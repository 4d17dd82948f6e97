/**
 * A small document algebra and its line-fitting printer, after Wadler's "prettier printer" (the
 * algorithm Prettier uses): a `group` is printed on one line if it fits in the width, otherwise
 * each `line` directly inside it becomes a newline. A group holding a `hardline` always breaks, and
 * so do the groups around it.
 */

export type Doc = string | readonly Doc[] | DocCommand;

type DocCommand =
  | { readonly kind: "line" }
  | { readonly kind: "hardline" }
  | { readonly kind: "indent"; readonly contents: Doc }
  | { readonly kind: "group"; readonly contents: Doc; readonly breaks: boolean }
  | { readonly kind: "lineSuffix"; readonly text: string };

/** A space, or a newline when the enclosing group does not fit. */
export const line: Doc = { kind: "line" };
/** Always a newline. */
export const hardline: Doc = { kind: "hardline" };
/** An empty line between two lines. */
export const blankLine: Doc = [hardline, hardline];

export function indent(contents: Doc): Doc {
  return { kind: "indent", contents };
}

export function group(contents: Doc): Doc {
  return { kind: "group", contents, breaks: containsHardline(contents) };
}

/**
 * Text that ends a line, such as a trailing comment: printed, but not counted when deciding whether
 * a group fits, so a long comment after an ability does not make the ability wrap.
 */
export function lineSuffix(text: string): Doc {
  return { kind: "lineSuffix", text };
}

function containsHardline(doc: Doc): boolean {
  if (typeof doc === "string") return false;
  if (isDocArray(doc)) return doc.some(containsHardline);
  switch (doc.kind) {
    case "hardline":
      return true;
    case "group":
      return doc.breaks;
    case "indent":
      return containsHardline(doc.contents);
    case "line":
    case "lineSuffix":
      return false;
    default: {
      const _exhaustive: never = doc;
      return _exhaustive;
    }
  }
}

function isDocArray(doc: Doc): doc is readonly Doc[] {
  return Array.isArray(doc);
}

type Mode = "flat" | "break";
interface Command {
  indent: number;
  mode: Mode;
  doc: Doc;
}

const INDENT_WIDTH = 2;

/** Lays the document out in `width` columns. Lines never end in spaces. */
export function printDoc(doc: Doc, width: number): string {
  const lines: string[] = [];
  let current = "";
  // Indentation is written with the first text of a line, so empty lines stay empty.
  let pendingIndent = 0;
  let column = 0;
  const stack: Command[] = [{ indent: 0, mode: "break", doc }];

  const write = (text: string): void => {
    if (text === "") return;
    if (current === "" && pendingIndent > 0) {
      current = " ".repeat(pendingIndent);
      column = pendingIndent;
    }
    current += text;
    column += text.length;
  };
  const newline = (indent: number): void => {
    lines.push(current.trimEnd());
    current = "";
    pendingIndent = indent;
    column = indent;
  };

  while (stack.length > 0) {
    const { indent: ind, mode, doc: d } = stack.pop()!;
    if (typeof d === "string") {
      write(d);
      continue;
    }
    if (isDocArray(d)) {
      for (let i = d.length - 1; i >= 0; i--) stack.push({ indent: ind, mode, doc: d[i]! });
      continue;
    }
    switch (d.kind) {
      case "line":
        if (mode === "flat") write(" ");
        else newline(ind);
        break;
      case "hardline":
        newline(ind);
        break;
      case "indent":
        stack.push({ indent: ind + INDENT_WIDTH, mode, doc: d.contents });
        break;
      case "group": {
        const flat: Command = { indent: ind, mode: "flat", doc: d.contents };
        const fitsFlat = mode === "flat" || (!d.breaks && fits(flat, stack, width - column));
        stack.push(fitsFlat ? flat : { indent: ind, mode: "break", doc: d.contents });
        break;
      }
      case "lineSuffix":
        write(d.text);
        break;
      default: {
        const _exhaustive: never = d;
        return _exhaustive;
      }
    }
  }
  lines.push(current.trimEnd());
  return lines.join("\n");
}

/**
 * Whether `next`, printed flat, and what follows it up to the next possible newline fit in
 * `remaining` columns.
 */
function fits(next: Command, rest: readonly Command[], remaining: number): boolean {
  const pending: Command[] = [next];
  let restIndex = rest.length - 1;
  while (remaining >= 0) {
    let command = pending.pop();
    if (command === undefined) {
      if (restIndex < 0) return true;
      command = rest[restIndex--]!;
    }
    const { mode, doc } = command;
    if (typeof doc === "string") {
      remaining -= doc.length;
      continue;
    }
    if (isDocArray(doc)) {
      for (let i = doc.length - 1; i >= 0; i--) pending.push({ ...command, doc: doc[i]! });
      continue;
    }
    switch (doc.kind) {
      case "line":
        if (mode === "break") return true;
        remaining -= 1;
        break;
      case "hardline":
        return true;
      case "indent":
        pending.push({ ...command, doc: doc.contents });
        break;
      case "group":
        pending.push({ ...command, mode: doc.breaks ? "break" : mode, doc: doc.contents });
        break;
      case "lineSuffix":
        break;
      default: {
        const _exhaustive: never = doc;
        return _exhaustive;
      }
    }
  }
  return false;
}
