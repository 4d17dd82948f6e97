/**
 * Hover over a keyword: what it is and, when it has one, its reminder text.
 */
import type { KeywordCategory, KeywordInfo } from "../../../grammar/index.js";
import { REMINDER_TEXTS } from "./reminder-texts.js";

export interface KeywordHover {
  info: KeywordInfo;
  /** "game keyword", "instruction". */
  categoryLabel: string;
  reminder: string | undefined;
}

export function categoryLabel(category: KeywordCategory): string {
  switch (category) {
    case "declaration":
      return "declaration";
    case "cardType":
      return "card type";
    case "characteristic":
      return "characteristic";
    case "gameKeyword":
      return "game keyword";
    case "domain":
      return "domain";
    case "resource":
      return "resource";
    case "ability":
      return "ability word";
    case "instruction":
      return "instruction or event";
    case "reference":
      return "reference";
    case "preposition":
      return "connective";
    case "filter":
      return "filter word";
    case "duration":
      return "duration";
    case "scenario":
      return "scenario word";
    case "phase":
      return "phase";
    default: {
      const _exhaustive: never = category;
      return _exhaustive;
    }
  }
}

/** Spellings that read as cards are written (`tags Sentinel`, `keywords Reaction`), not the first. */
const WRITTEN_AS: Readonly<Record<string, string>> = { TagKw: "tags", KeywordKw: "keywords" };

/**
 * How completion writes a keyword: as the language reference and the examples do. Game keywords
 * and domains are capitalised (`Deflect 2`, `2 Fury`), like printed card text; any case is valid.
 */
export function writtenSpelling(info: KeywordInfo): string {
  const word = WRITTEN_AS[info.name] ?? info.words[0]!;
  return info.category === "gameKeyword" || info.category === "domain"
    ? word[0]!.toUpperCase() + word.slice(1)
    : word;
}

/** Keyword lookup by spelling; keywords are case-insensitive, like the lexer. */
export class KeywordIndex {
  private readonly bySpelling = new Map<string, KeywordInfo>();

  constructor(keywords: readonly KeywordInfo[]) {
    for (const info of keywords) {
      for (const word of info.words) this.bySpelling.set(word.toLowerCase(), info);
    }
  }

  hover(word: string): KeywordHover | undefined {
    const info = this.bySpelling.get(word.toLowerCase());
    if (!info) return undefined;
    return {
      info,
      categoryLabel: categoryLabel(info.category),
      reminder: REMINDER_TEXTS[info.name],
    };
  }
}
