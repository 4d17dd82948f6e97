/**
 * Lays out a parsed `.rift` file. The printer re-prints the file's own tokens, in their order, and
 * asks the syntax tree only where lines begin and which groups may wrap. It never prints from the
 * tree, so every construct of the grammar round-trips — including ones added after this was
 * written — and the output parses to the same tree by construction.
 *
 * Layout: declarations at column 0 with one blank line between them; one characteristic,
 * ability, setup line, step or deck line per line, indented by 2; an ability too long for the
 * width wraps after its `:` and after each `;`, one instruction per line, indented once more;
 * instructions in braces wrap the same way. Comments stay in the gap between the two tokens they
 * were written between: a comment on the line of the token before stays at the end of that line,
 * any other comment gets a line of its own.
 */
import type {
  AbilityNode,
  BlockNode,
  DeckNode,
  DeclarationNode,
  EventNode,
  Node,
  ScenarioNode,
  SetupBattlefieldNode,
  SetupEntryNode,
  SourceFileNode,
  UseNode,
} from "../../grammar/index.js";
import { blankLine, type Doc, group, hardline, indent, line, lineSuffix, printDoc } from "./doc.js";
import { forEachChild, NODE_ROLES } from "./node-roles.js";
import { canonicalSpelling, spaceBetween, type SpellingMark } from "./spelling.js";
import { TokenStream } from "./token-stream.js";

/** The width long abilities wrap at, the same as the project's Prettier `printWidth`. */
export const PRINT_WIDTH = 100;

/**
 * What separates two tokens, before comments are taken into account:
 * - `none`, `space`: within a line;
 * - `line`: a space, or a newline where the enclosing group wraps;
 * - `first`: a newline after `{`, before the first line of a body;
 * - `item`: a newline between two lines of a body, keeping one blank line if there was one;
 * - `declaration`: a blank line between two declarations;
 * - `fileStart`: the start of the file.
 */
type GapKind = "none" | "space" | "line" | "first" | "item" | "declaration" | "fileStart";

/** A stretch of tokens printed as one group: instructions or a granted ability, in braces. */
interface BracedFrame {
  node: Node;
  from: number;
  to: number;
}

export function printSourceFile(ast: SourceFileNode, text: string): string {
  return new FilePrinter(ast, new TokenStream(text)).print();
}

class FilePrinter {
  private readonly marks = new Map<number, SpellingMark>();
  private readonly signs = new Set<number>();
  /**
   * Tokens printed elsewhere than where they were written, by the index of the token they follow:
   * the `here` of `a unit dies here` is printed as `a unit here dies`, the one canonical form.
   */
  private readonly movedAfter = new Map<number, number>();
  private readonly moved = new Set<number>();

  constructor(
    private readonly ast: SourceFileNode,
    private readonly stream: TokenStream,
  ) {
    this.markTokens(ast);
  }

  print(): string {
    const { stream } = this;
    // Without tokens the start of the file is also its end; `fileEnd` prints its comments.
    if (stream.length === 0) return printDoc(this.fileEnd(), PRINT_WIDTH);
    const items: (UseNode | DeclarationNode)[] = [...this.ast.uses, ...this.ast.declarations];
    items.sort((a, b) => a.range.offset - b.range.offset);
    const starts = items.map((item) => stream.indexOfTokenAt(item.range.offset));
    if (starts[0] !== 0) {
      throw new Error("formatter: tokens outside any declaration");
    }
    const parts: Doc[] = [this.gap(0, "fileStart")];
    items.forEach((item, k) => {
      const from = starts[k]!;
      const to = starts[k + 1] ?? stream.length;
      if (k > 0) {
        const bothUses = item.kind === "Use" && items[k - 1]!.kind === "Use";
        parts.push(this.gap(from, bothUses ? "item" : "declaration"));
      }
      parts.push(this.declaration(item, from, to));
    });
    parts.push(this.fileEnd());
    return printDoc(parts, PRINT_WIDTH);
  }

  // -------------------------------------------------------------------------------------------
  // Spelling marks from the tree
  // -------------------------------------------------------------------------------------------

  private markTokens(node: Node): void {
    const role = NODE_ROLES[node.kind];
    switch (role) {
      case "name":
      case "scenarioPlayer": {
        const mark: SpellingMark = role === "name" ? "asWritten" : "upperCase";
        const end = this.stream.indexAfter(node.range.endOffset);
        for (let i = this.stream.indexOfTokenAt(node.range.offset); i < end; i++) {
          this.marks.set(i, mark);
        }
        break;
      }
      case "signedChange": {
        const start = this.stream.indexOfTokenAt(node.range.offset);
        const type = this.stream.typeName(start);
        if (type === "Plus" || type === "Minus") this.signs.add(start);
        break;
      }
      case "error":
        throw new Error("formatter: the file holds a syntax error");
      case "inline":
      case "block":
      case "grantedAbility":
        if (node.kind === "Event") this.markSubjectPlace(node);
        if (node.kind === "Block") this.markSentenceStarts(node);
        if (node.kind === "Replacement" && typeof node.dealsMore === "number")
          this.markIncreaseSign(node.range.endOffset);
        break;
      default: {
        const _exhaustive: never = role;
        return _exhaustive;
      }
    }
    forEachChild(node, (child) => this.markTokens(child));
  }

  /**
   * `deal 2 to target unit. Draw 1.`: an instruction after a `.` starts a sentence, as printed
   * text capitalises it.
   */
  private markSentenceStarts(block: BlockNode): void {
    for (const instruction of block.instructions.slice(1)) {
      const first = this.stream.indexOfTokenAt(instruction.range.offset);
      if (first > 0 && this.stream.typeName(first - 1) === "Dot" && !this.marks.has(first)) {
        this.marks.set(first, "sentenceStart");
      }
    }
  }

  /** `it deals that much +1 instead`, `… -1 instead`: the `+` or `-` before the last number is its sign. */
  private markIncreaseSign(endOffset: number): void {
    const { stream } = this;
    const instead = stream.indexAfter(endOffset) - 1;
    const sign = stream.typeName(instead - 2);
    if (sign === "Plus" || sign === "Minus") this.signs.add(instead - 2);
  }

  /** `an enemy unit dies here`: its `here` is printed after the subject, before the verb. */
  private markSubjectPlace(event: EventNode): void {
    const subject = event.subject;
    if (
      subject === undefined ||
      (subject.kind !== "ChooseRef" && subject.kind !== "AllRef" && subject.kind !== "TargetRef")
    ) {
      return;
    }
    const place = subject.filter.location;
    // `dies at this battlefield`, three words, is printed as written.
    if (place === undefined || place.range.offset < subject.range.endOffset) return;
    if (place.thisBattlefield) return;
    const { stream } = this;
    const token = stream.indexOfTokenAt(place.range.offset);
    this.movedAfter.set(stream.indexAfter(subject.range.endOffset) - 1, token);
    this.moved.add(token);
  }

  // -------------------------------------------------------------------------------------------
  // Declarations and bodies
  // -------------------------------------------------------------------------------------------

  private declaration(node: UseNode | DeclarationNode, from: number, to: number): Doc {
    switch (node.kind) {
      case "Use":
        return this.span(from, to, node);
      case "Definition": {
        const lines = [...node.characteristics, ...node.abilities];
        lines.sort((a, b) => a.range.offset - b.range.offset);
        return this.body(node, from, to, "hard", this.starts(lines), (k, start, end) => {
          const entry = lines[k]!;
          return isAbility(entry) ? this.ability(entry, start, end) : this.span(start, end, entry);
        });
      }
      case "Scenario":
        return this.scenario(node, from, to);
      case "Deck":
        return this.deck(node, from, to);
      case "Error":
        throw new Error("formatter: the file holds a syntax error");
      default: {
        const _exhaustive: never = node;
        return _exhaustive;
      }
    }
  }

  private scenario(node: ScenarioNode, from: number, to: number): Doc {
    const { stream } = this;
    const setupWritten = stream.typeName(stream.indexAt(node.setup.range.offset)) === "Setup";
    const lines: Node[] = setupWritten ? [node.setup, ...node.steps] : [...node.steps];
    return this.body(node, from, to, "hard", this.starts(lines), (k, start, end) => {
      const entry = lines[k]!;
      if (entry.kind !== "Setup") return this.span(start, end, entry);
      const entries = entry.entries;
      return this.body(entry, start, end, "hard", this.starts(entries), (j, s, e) =>
        this.setupEntry(entries[j]!, s, e),
      );
    });
  }

  private setupEntry(node: SetupEntryNode, from: number, to: number): Doc {
    if (node.kind !== "SetupBattlefield" || this.stream.typeName(to - 1) !== "RCurly") {
      return this.span(from, to, node);
    }
    return this.body(node, from, to, "soft", this.battlefieldLineStarts(node), (_k, start, end) =>
      this.span(start, end, node),
    );
  }

  /** `{ A: "Scout", "Guard"  facedown B: "Trap" }`: each player's line starts at the player. */
  private battlefieldLineStarts(node: SetupBattlefieldNode): number[] {
    const starts = node.units.map((units) => this.stream.indexOfTokenAt(units.player.range.offset));
    if (node.facedown) {
      // The line starts at the `facedown` keyword written before the player.
      starts.push(this.stream.indexOfTokenAt(node.facedown.player.range.offset) - 1);
    }
    return starts.sort((a, b) => a - b);
  }

  /** Each deck line starts with its keyword: `legend`, `champion`, `battlefield`, `main`, `rune`. */
  private deck(node: DeckNode, from: number, to: number): Doc {
    const { stream } = this;
    const firstNames: Node[] = [
      ...(node.legend ? [node.legend] : []),
      ...(node.champion ? [node.champion] : []),
      ...node.battlefields,
      ...node.main,
      ...node.runes,
    ];
    const starts = new Set<number>();
    for (const entry of firstNames) {
      const keyword = stream.indexOfTokenAt(entry.range.offset) - 1;
      if (DECK_LINE_KEYWORDS.has(stream.typeName(keyword) ?? "")) starts.add(keyword);
    }
    const sorted = [...starts].sort((a, b) => a - b);
    return this.body(node, from, to, "hard", sorted, (_k, start, end) =>
      this.span(start, end, node),
    );
  }

  private starts(nodes: readonly Node[]): number[] {
    return nodes.map((node) => this.stream.indexOfTokenAt(node.range.offset));
  }

  /**
   * `head { line… }`: the lines start at `starts`, each runs to the next. A hard body puts each
   * line on its own line; a soft one stays on one line when it fits.
   */
  private body(
    scope: Node,
    from: number,
    to: number,
    kind: "hard" | "soft",
    starts: readonly number[],
    printLine: (k: number, from: number, to: number) => Doc,
  ): Doc {
    const { stream } = this;
    let open = from;
    while (open < to && stream.typeName(open) !== "LCurly") open++;
    const close = to - 1;
    if (
      open >= close ||
      stream.typeName(close) !== "RCurly" ||
      (starts[0] ?? open + 1) !== open + 1
    ) {
      throw new Error(`formatter: unexpected layout of a ${scope.kind}`);
    }
    const head = open > from ? [this.span(from, open, scope), this.gap(open, "space")] : [];
    const firstGap: GapKind = kind === "hard" ? "first" : "line";
    const nextGap: GapKind = kind === "hard" ? "item" : "line";
    const lines: Doc[] = starts.map((start, k) => [
      this.gap(start, k === 0 ? firstGap : nextGap),
      printLine(k, start, starts[k + 1] ?? close),
    ]);
    const closing = this.closingGap(close, kind, starts.length === 0);
    const braces: Doc = ["{", indent([lines, closing.inside]), closing.outside, "}"];
    return [head, kind === "soft" ? group(braces) : braces];
  }

  // -------------------------------------------------------------------------------------------
  // Abilities and instructions
  // -------------------------------------------------------------------------------------------

  /** An ability wraps after the `:` (or `,`) before its instructions and after each `;`. */
  private ability(node: AbilityNode, from: number, to: number): Doc {
    const block = instructionsOf(node);
    if (block === undefined) return group(this.span(from, to, node));
    const { stream } = this;
    const blockStart = stream.indexOfTokenAt(block.range.offset);
    const blockEnd = stream.indexAfter(block.range.endOffset);
    const head = blockStart > from ? this.span(from, blockStart, node) : "";
    const wrap = blockStart > from ? this.gap(blockStart, "line") : "";
    const body = this.instructions(block, blockStart, blockEnd);
    const tail =
      blockEnd < to
        ? [this.gap(blockEnd, this.spacing(blockEnd)), this.span(blockEnd, to, node)]
        : [];
    return group([head, indent([wrap, body]), tail]);
  }

  /** The instructions of a block between `from` and `to`, separated by a `line` after each `;`. */
  private instructions(block: BlockNode, from: number, to: number): Doc {
    const starts = this.starts(block.instructions);
    if (starts[0] !== from)
      throw new Error("formatter: a block does not start with an instruction");
    return starts.map((start, k) => [
      k > 0 ? this.gap(start, "line") : "",
      this.span(start, starts[k + 1] ?? to, block.instructions[k]!),
    ]);
  }

  /** `{ instructions }` or `{ ability }`: one group, on one line when it fits. */
  private braced(frame: BracedFrame): Doc {
    const { node, from, to } = frame;
    const close = to - 1;
    let inside: Doc;
    if (node.kind === "Block") {
      inside = this.instructions(node, from + 1, close);
    } else if (node.kind === "AbilityMod") {
      if (this.stream.indexOfTokenAt(node.ability.range.offset) !== from + 1) {
        throw new Error("formatter: a granted ability does not follow its `{`");
      }
      inside = this.ability(node.ability, from + 1, close);
    } else {
      throw new Error(`formatter: ${node.kind} is not written in braces`);
    }
    const closing = this.closingGap(close, "soft", false);
    return group([
      "{",
      indent([this.gap(from + 1, "line"), inside, closing.inside]),
      closing.outside,
      "}",
    ]);
  }

  /** Tokens `from`…`to - 1` of `scope`, with canonical spacing; braced parts become groups. */
  private span(from: number, to: number, scope: Node): Doc {
    const frames = new Map<number, BracedFrame>();
    this.collectBraced(scope, from, to, frames);
    const parts: Doc[] = [];
    let i = from;
    while (i < to) {
      if (i > from) parts.push(this.gap(i, this.spacing(i)));
      const frame = frames.get(i);
      if (frame) {
        parts.push(this.braced(frame));
        i = frame.to;
      } else if (this.moved.has(i)) {
        // Printed after the subject already; the comments around it go in the next gap.
        if (i > from) parts.pop();
        i++;
      } else {
        parts.push(this.spelling(i));
        const place = this.movedAfter.get(i);
        if (place !== undefined) parts.push(" ", this.spelling(place));
        i++;
      }
    }
    return parts;
  }

  /** The outermost braced blocks and granted abilities below `node` that start in `from`…`to`. */
  private collectBraced(
    node: Node,
    from: number,
    to: number,
    found: Map<number, BracedFrame>,
  ): void {
    const { stream } = this;
    const fromOffset = stream.tokens[from]?.startOffset ?? Infinity;
    const toOffset = stream.gapStart(to);
    forEachChild(node, (child) => {
      if (child.range.endOffset <= fromOffset || child.range.offset >= toOffset) return;
      const role = NODE_ROLES[child.kind];
      if (role === "block" || role === "grantedAbility") {
        const start = stream.indexAt(child.range.offset);
        if (
          stream.typeName(start) === "LCurly" &&
          stream.tokens[start]!.startOffset === child.range.offset
        ) {
          found.set(start, {
            node: child,
            from: start,
            to: stream.indexAfter(child.range.endOffset),
          });
          return;
        }
      }
      this.collectBraced(child, from, to, found);
    });
  }

  // -------------------------------------------------------------------------------------------
  // Tokens, gaps and comments
  // -------------------------------------------------------------------------------------------

  private spelling(index: number): string {
    // `If you do, draw 2. Otherwise, draw 1.`, `Draw 2. Then discard 1.`, `Put one into your
    // hand. Recycle the rest.`: `otherwise`, `then` and `recycle` after a `.` open a sentence too.
    const word = this.stream.typeName(index);
    const sentence =
      index > 0 &&
      (word === "Otherwise" || word === "Then" || word === "Recycle") &&
      this.stream.typeName(index - 1) === "Dot";
    const mark = sentence ? "sentenceStart" : this.marks.get(index);
    return canonicalSpelling(this.stream.tokens[index]!, mark);
  }

  private spacing(index: number): GapKind {
    const { tokens } = this.stream;
    return spaceBetween(tokens[index - 1]!, tokens[index]!, this.signs.has(index - 1))
      ? "space"
      : "none";
  }

  /** What separates token `g - 1` from token `g`, with the comments written between them. */
  private gap(g: number, kind: GapKind): Doc {
    const { stream } = this;
    // After a token printed elsewhere (`movedAfter`), the gaps on either side of it are one gap,
    // as they are once the file is formatted, so a second run lays their comments out alike.
    const merged = this.moved.has(g - 1);
    const comments = merged
      ? [...stream.commentsBefore[g - 1]!, ...stream.commentsBefore[g]!]
      : stream.commentsBefore[g]!;
    const start = stream.gapStart(merged ? g - 1 : g);
    if (comments.length === 0)
      return separator(kind, stream.lineBreaks(start, stream.gapEnd(g)) > 1);
    const parts: Doc[] = [];
    let cursor = start;
    let ownLine = false;
    for (const comment of comments) {
      const breaks = stream.lineBreaks(cursor, comment.startOffset);
      if (cursor === start && g > 0 && breaks === 0) {
        parts.push(lineSuffix(` ${comment.image.trimEnd()}`));
      } else {
        if (!(kind === "fileStart" && cursor === start)) {
          parts.push(commentBreak(kind, ownLine, breaks > 1));
        }
        parts.push(comment.image.trimEnd());
        ownLine = true;
      }
      cursor = comment.startOffset + comment.image.length;
    }
    parts.push(commentBreak(kind, ownLine, stream.lineBreaks(cursor, stream.gapEnd(g)) > 1));
    return parts;
  }

  /**
   * The gap before a closing `}`: its comments belong inside the body (indented like its lines),
   * the line break before `}` outside it.
   */
  private closingGap(
    close: number,
    kind: "hard" | "soft",
    empty: boolean,
  ): { inside: Doc; outside: Doc } {
    const { stream } = this;
    const comments = stream.commentsBefore[close]!;
    const start = stream.gapStart(close);
    const inside: Doc[] = [];
    let cursor = start;
    for (const comment of comments) {
      const breaks = stream.lineBreaks(cursor, comment.startOffset);
      if (cursor === start && breaks === 0) {
        inside.push(lineSuffix(` ${comment.image.trimEnd()}`));
      } else {
        inside.push(breaks > 1 && !(empty && cursor === start) ? blankLine : hardline);
        inside.push(comment.image.trimEnd());
      }
      cursor = comment.startOffset + comment.image.length;
    }
    const outside = comments.length > 0 ? hardline : empty ? "" : kind === "soft" ? line : hardline;
    return { inside, outside };
  }

  /** The end of the file: its last comments, then one newline. An empty file stays empty. */
  private fileEnd(): Doc {
    const { stream } = this;
    const g = stream.length;
    const comments = stream.commentsBefore[g]!;
    if (g === 0 && comments.length === 0) return "";
    const start = stream.gapStart(g);
    const parts: Doc[] = [];
    let cursor = start;
    for (const comment of comments) {
      const breaks = stream.lineBreaks(cursor, comment.startOffset);
      if (cursor === start && g > 0 && breaks === 0) {
        parts.push(lineSuffix(` ${comment.image.trimEnd()}`));
      } else {
        if (cursor !== start || g > 0) parts.push(breaks > 1 ? blankLine : hardline);
        parts.push(comment.image.trimEnd());
      }
      cursor = comment.startOffset + comment.image.length;
    }
    parts.push(hardline);
    return parts;
  }
}

const DECK_LINE_KEYWORDS: ReadonlySet<string> = new Set([
  "Legend",
  "Champion",
  "Battlefield",
  "Main",
  "Rune",
]);

/** The separator of a gap without comments; `blank` says the source had an empty line there. */
function separator(kind: GapKind, blank: boolean): Doc {
  switch (kind) {
    case "none":
    case "fileStart":
      return "";
    case "space":
      return " ";
    case "line":
      return line;
    case "first":
      return hardline;
    case "item":
      return blank ? blankLine : hardline;
    case "declaration":
      return blankLine;
    default: {
      const _exhaustive: never = kind;
      return _exhaustive;
    }
  }
}

/**
 * The break on either side of a comment on its own line: before it, and after the last comment of
 * a gap (before the next token). `afterOwnLineComment` says whether a comment on its own line
 * already stands earlier in the gap.
 */
function commentBreak(kind: GapKind, afterOwnLineComment: boolean, blank: boolean): Doc {
  switch (kind) {
    case "none":
    case "space":
    case "line":
      return hardline;
    case "first":
      return afterOwnLineComment && blank ? blankLine : hardline;
    case "declaration":
      return !afterOwnLineComment || blank ? blankLine : hardline;
    case "item":
    case "fileStart":
      return blank ? blankLine : hardline;
    default: {
      const _exhaustive: never = kind;
      return _exhaustive;
    }
  }
}

function isAbility(node: Node): node is AbilityNode {
  switch (node.kind) {
    case "SpellEffect":
    case "Triggered":
    case "Activated":
    case "Static":
    case "Replacement":
    case "OptionalCost":
    case "KeywordAbility":
      return true;
    default:
      return false;
  }
}

/** The instructions an ability carries out, if it has any (a static ability has none). */
function instructionsOf(node: AbilityNode): BlockNode | undefined {
  switch (node.kind) {
    case "SpellEffect":
    case "Triggered":
    case "Activated":
    case "KeywordAbility":
      return node.effect;
    case "OptionalCost":
      return node.effect;
    case "Replacement":
      return node.instead;
    case "Static":
      return undefined;
    case "Error":
      throw new Error("formatter: the file holds a syntax error");
    default: {
      const _exhaustive: never = node;
      return _exhaustive;
    }
  }
}
