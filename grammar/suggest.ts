/**
 * "Did you mean …?" for misspelt words: the closest candidate by edit distance, if close enough.
 */

/** Optimal string alignment distance: Levenshtein plus adjacent transpositions (`kewyord`). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        d[(i - 1) * cols + j]! + 1,
        d[i * cols + j - 1]! + 1,
        d[(i - 1) * cols + j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[(i - 2) * cols + j - 2]! + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1]!;
}

/**
 * Words that designers bring from other card games, and the Riftscript word for the same thing
 * (RULES' vocabulary). A designer who writes `tap this:` or `destroy target creature` is not
 * misspelling `tag` or `dest…`; they need the game's own word.
 */
const OTHER_GAMES_WORDS: ReadonlyMap<string, string> = new Map([
  ["tap", "exhaust"],
  ["taps", "exhausts"],
  ["tapped", "exhausted"],
  ["untap", "ready"],
  ["untaps", "readies"],
  ["untapped", "ready"],
  ["destroy", "kill"],
  ["destroys", "kills"],
  ["destroyed", "killed"],
  ["sacrifice", "kill"],
  ["sacrifices", "kills"],
  ["exile", "banish"],
  ["exiles", "banishes"],
  ["exiled", "banished"],
  ["creature", "unit"],
  ["creatures", "units"],
  ["minion", "unit"],
  ["minions", "units"],
  ["artifact", "gear"],
  ["artifacts", "gear"],
  ["equipment", "gear"],
  ["instant", "spell"],
  ["sorcery", "spell"],
  ["graveyard", "trash"],
  ["library", "deck"],
  ["cast", "play"],
  ["casts", "plays"],
  ["summon", "play"],
  ["summons", "plays"],
  ["bounce", "return"],
  ["toughness", "might"],
  ["power", "might"],
]);

/** The Riftscript word for a word from another card game (`creature` → `unit`), if it is one. */
export function otherGamesWord(word: string): string | undefined {
  return OTHER_GAMES_WORDS.get(word.toLowerCase());
}

/**
 * The candidate closest to `word` (case-insensitive), or undefined when none is close: at most one
 * edit for short words, two for words of six letters or more. Words under three letters get no
 * suggestion — `B` is a player's name, not a misspelt `a`.
 */
export function closestWord(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < 3) return undefined;
  const translated = OTHER_GAMES_WORDS.get(lower);
  if (translated !== undefined) {
    // A word from another card game is never a misspelling of a Riftscript word: `tap` means
    // `exhaust`, not `tag`. Offered only where the Riftscript word is valid.
    const list = [...candidates];
    const found = list.find((candidate) => candidate.toLowerCase() === translated);
    if (found !== undefined) return found;
    candidates = list;
  }
  const limit = lower.length >= 6 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const c = candidate.toLowerCase();
    if (c === lower) continue;
    if (Math.abs(c.length - lower.length) > limit) continue;
    const distance = editDistance(lower, c);
    if (distance > limit) continue;
    // Between candidates as close, one the word misses letters of (`playd` in `played`, not
    // `play` or `plays`): a dropped letter is the commonest slip, and the fix keeps every letter typed.
    const tie =
      distance === bestDistance &&
      !isSubsequence(lower, best!.toLowerCase()) &&
      isSubsequence(lower, c);
    if (distance < bestDistance || tie) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Every letter of `word` appears in `candidate`, in order. */
function isSubsequence(word: string, candidate: string): boolean {
  let at = 0;
  for (const letter of candidate) if (letter === word[at]) at++;
  return at === word.length;
}
