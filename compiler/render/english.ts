/**
 * The small amount of English grammar card text needs: articles, plurals, verb agreement, lists and
 * sentences. Everything here is about words, never about the game.
 */

/** "a unit", "an exhausted unit", "an 8 Might unit", "a unit", "another unit" stays as it is. */
export function withArticle(phrase: string): string {
  if (/^(another|any|each|all|no|this|that|target|up to)\b/i.test(phrase)) return phrase;
  return `${startsWithVowelSound(phrase) ? "an" : "a"} ${phrase}`;
}

function startsWithVowelSound(phrase: string): boolean {
  const digits = /^\d+/.exec(phrase);
  if (digits) {
    // Numbers are read aloud: "an 8", "an 11", "an 18", "an 80", "an 11000"; but "a 1", "a 110".
    const number = digits[0];
    if (number.startsWith("8")) return true;
    const groups = number.length % 3 === 0 ? 3 : number.length % 3;
    const leading = number.slice(0, groups);
    return groups === 2 && (leading === "11" || leading === "18");
  }
  const word = phrase.toLowerCase();
  // Vowel letters that sound like "y" or "w" take "a"; a silent "h" takes "an".
  if (/^(uni|use|usu|uti|ura|ure|eu|ewe|one|once)/.test(word)) return false;
  if (/^(hour|honest|honou?r|heir)/.test(word)) return true;
  return /^[aeiou]/.test(word);
}

const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  gear: "gear",
  energy: "energy",
  damage: "damage",
  Might: "Might",
  power: "power",
};

/** The plural of one noun: "unit" → "units", "gear" → "gear", "ability" → "abilities". */
export function pluralWord(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular !== undefined) return irregular;
  if (/(s|sh|ch|x|z)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** The plural of a noun phrase, which is the plural of its last word: "Recruit unit token" → "… tokens". */
export function pluralPhrase(phrase: string): string {
  const space = phrase.lastIndexOf(" ");
  return space === -1
    ? pluralWord(phrase)
    : phrase.slice(0, space + 1) + pluralWord(phrase.slice(space + 1));
}

/** "1 card", "2 cards", "0 cards". */
export function counted(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : pluralPhrase(noun)}`;
}

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
] as const;

/** "one", "two" … "ten", then digits: for "Choose two" and before another number ("two 1 Might …"). */
export function numberWord(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/** The third-person singular of a verb phrase: "draw" → "draws", "look at" → "looks at". */
export function thirdPerson(verbPhrase: string): string {
  const space = verbPhrase.indexOf(" ");
  const verb = space === -1 ? verbPhrase : verbPhrase.slice(0, space);
  const rest = space === -1 ? "" : verbPhrase.slice(space);
  if (verb === "have") return `has${rest}`;
  if (verb === "do") return `does${rest}`;
  if (verb === "can't" || verb === "can" || verb === "may") return verbPhrase;
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es${rest}`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies${rest}`;
  return `${verb}s${rest}`;
}

/** "A", "A and B", "A, B and C" (or with "or"). */
export function joinList(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

/** Upper-cases the first letter only: names and keywords inside keep their case. */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/** A clause as a sentence: capitalized, ending in a full stop unless it already ends a sentence. */
export function sentence(clause: string): string {
  const text = capitalize(clause.trim());
  return /[.!?]["”']?$/.test(text) ? text : `${text}.`;
}

/** "'s" or, after a plural in "s", just "'": "target unit's", "those units'". */
export function possessiveOf(phrase: string, plural: boolean): string {
  return plural && phrase.endsWith("s") ? `${phrase}'` : `${phrase}'s`;
}
