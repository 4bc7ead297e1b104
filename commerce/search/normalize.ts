/**
 * Text normalisation shared by indexing and querying, so that both sides meet on the same spelling.
 *
 * Latin: lowercase, diacritics stripped (é → e).
 * Arabic: harakat, superscript alef and tatweel removed; alef forms (أ إ آ ٱ) → ا; ى → ي; ة → ه; ؤ → و; ئ → ي;
 * Persian kaf and yeh folded into their Arabic letters. Arabic-Indic and Eastern Arabic-Indic digits → 0–9.
 *
 * Words: a word is a run of letters and digits; everything else separates words.
 *
 * Letters and digits inside one word ("s24", "iphone15", "256gb"):
 * - indexing keeps the whole word and adds each letter or digit run of at least two characters
 *   ("iphone15" → iphone15, iphone, 15; "s24" → s24, 24), so a document named "iPhone15" is found by "iphone 15";
 * - querying keeps the whole word and, when every run has at least two characters, may also try all runs together
 *   ("iphone15" → iphone15 OR (iphone AND 15); query.ts does so for words the catalogue does not know); "s24" is
 *   not loosened to "24", which would match any 24-inch screen.
 *
 * Arabic definite article: a word starting with ال that leaves at least three letters is also indexed without it,
 * and queried without it, so "السماعات" and "سماعات" find each other.
 */

const COMBINING_MARKS = /[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g;
const NON_WORD = /[^\p{L}\p{N}]+/u;
const LETTER_OR_DIGIT_RUN = /\p{L}+|\p{N}+/gu;
const HAS_DIGIT = /\p{N}/u;
const HAS_LETTER = /\p{L}/u;
const ARABIC_ARTICLE = "ال";
const MIN_STEM_AFTER_ARTICLE = 3;
const MIN_RUN_LENGTH = 2;

const LETTER_FOLDS: Record<string, string> = {
  "أ": "ا",
  "إ": "ا",
  "آ": "ا",
  "ٱ": "ا",
  "ى": "ي",
  "ی": "ي",
  "ة": "ه",
  "ؤ": "و",
  "ئ": "ي",
  "ک": "ك",
};

const FOLDABLE = /[أإآٱىیةؤئک\u0660-\u0669\u06f0-\u06f9]/g;

function foldCharacter(c: string): string {
  const code = c.charCodeAt(0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  return LETTER_FOLDS[c] ?? c;
}

/** Latin letters with diacritics: only canonical decomposition parts them from their marks. */
const DECOMPOSABLE = /[\u00c0-\u024f\u1e00-\u1eff]/;

/** Lowercased, unaccented, Arabic-folded text with ASCII digits; separators are kept. */
export function normalizeText(text: string): string {
  const lower = text.toLowerCase();
  // decomposing is the slowest step and only accented Latin needs it: Arabic hamza forms are folded directly
  const decomposed = DECOMPOSABLE.test(lower) ? lower.normalize("NFD") : lower;
  return decomposed.replace(COMBINING_MARKS, "").replace(FOLDABLE, foldCharacter);
}

/** Normalised words of `text`, in order. */
export function tokenize(text: string): string[] {
  return normalizeText(text).split(NON_WORD).filter((word) => word.length > 0);
}

/** Words of `text` as written (case and marks kept) next to their normalised form, for showing suggestions. */
export function tokenizeWithSurface(text: string): { word: string; surface: string }[] {
  return text
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .flatMap((surface) => tokenize(surface).map((word) => ({ word, surface })));
}

export function hasDigit(word: string): boolean {
  return HAS_DIGIT.test(word);
}

function isMixed(word: string): boolean {
  return hasDigit(word) && HAS_LETTER.test(word);
}

/** `word` without a leading Arabic definite article when enough of the word remains, else `word`. */
function withoutArticle(word: string): string {
  return word.startsWith(ARABIC_ARTICLE) && word.length - ARABIC_ARTICLE.length >= MIN_STEM_AFTER_ARTICLE
    ? word.slice(ARABIC_ARTICLE.length)
    : word;
}

/** Letter runs and digit runs of a mixed word ("iphone15" → ["iphone", "15"]). */
function letterDigitRuns(word: string): string[] {
  return isMixed(word) ? (word.match(LETTER_OR_DIGIT_RUN) ?? []) : [];
}

/** Terms a normalised word is indexed under (see the module comment). */
export function indexTermsOf(word: string): string[] {
  const terms = new Set([word, withoutArticle(word)]);
  for (const run of letterDigitRuns(word)) {
    if (run.length >= MIN_RUN_LENGTH) terms.add(withoutArticle(run));
  }
  return [...terms];
}

/** The term a normalised query word is looked up as. */
export function queryTermOf(word: string): string {
  return withoutArticle(word);
}

/** The all-runs alternative of a mixed query word, or null when the word should stay whole. */
export function splitQueryWord(word: string): string[] | null {
  const runs = letterDigitRuns(word);
  if (runs.length < 2 || runs.some((run) => run.length < MIN_RUN_LENGTH)) return null;
  return runs.map(queryTermOf);
}
