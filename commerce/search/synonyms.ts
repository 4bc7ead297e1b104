import SearchableMap from "minisearch/SearchableMap";
import type { DB } from "../db/connection";
import { LEXICON } from "./lexicon";
import { queryTermOf, tokenize } from "./normalize";
import { WordsBySound } from "./sound-key";

/**
 * Groups of interchangeable spellings (rows of `search_synonyms`: "iphone,ايفون,آيفون"). A spelling may have
 * several words ("playstation 5"). Spellings are compared as normalised query terms.
 *
 * Synonyms are applied when indexing: a text that contains a spelling is also indexed under its group's key, and
 * a query term that is a spelling looks up that one key. Querying every spelling instead would read each
 * bilingual product once per language and spelling, which made broad queries several times slower.
 */
export class Synonyms {
  static readonly none = new Synonyms([]);

  /** Spelling (terms joined by spaces) → keys of the groups it belongs to. */
  private readonly keysBySpelling = new Map<string, string[]>();
  /** Single-word spellings, for finding the group of a misspelt word. */
  private readonly keysByWord = new SearchableMap<string[]>();
  /** First words of spellings with several words: only runs starting with one need a longer look. */
  private readonly phraseStarts = new Set<string>();
  /** Single-word spellings by sound, for finding the group of a word spelt the way it sounds. */
  private readonly wordsBySound = new WordsBySound();
  private readonly longestSpelling: number;

  constructor(groups: readonly (readonly string[])[]) {
    let longest = 1;
    groups.forEach((texts, i) => {
      const spellings = new Set(texts.map((text) => tokenize(text).map(queryTermOf)).filter((s) => s.length > 0).map((s) => s.join(" ")));
      if (spellings.size < 2) return;
      const key = `${GROUP_MARK}${i}`;
      for (const spelling of spellings) {
        const keys = [...(this.keysBySpelling.get(spelling) ?? []), key];
        this.keysBySpelling.set(spelling, keys);
        const [first, ...rest] = spelling.split(" ");
        if (rest.length === 0) {
          this.keysByWord.set(spelling, keys);
          this.wordsBySound.add(spelling);
        }
        else this.phraseStarts.add(first!);
        longest = Math.max(longest, rest.length + 1);
      }
    });
    this.longestSpelling = longest;
  }

  /** Keys of the groups whose spellings occur in a text of normalised words, for indexing it. */
  keysIn(words: readonly string[]): string[] {
    const terms = words.map(queryTermOf);
    const keys = new Set<string>();
    this.forEachSpelling(terms, (found) => found.keys.forEach((key) => keys.add(key)));
    return [...keys];
  }

  /**
   * For each query term, the keys of the groups with a spelling covering it: a run of consecutive terms spelt
   * exactly, or the term alone within `allowedEdits(term, position)` edits of a single-word spelling (so "galxy" still
   * reaches "جالكسي"). `exact[i]` tells whether term i is itself a single-word spelling.
   */
  groupKeysFor(
    terms: readonly string[],
    allowedEdits: (term: string, position: number) => number,
  ): { keys: string[][]; exact: boolean[] } {
    const keys = terms.map(() => new Set<string>());
    const exact = terms.map((term) => this.keysBySpelling.has(term));
    this.forEachSpelling(terms, ({ from, to, keys: found }) => {
      for (let i = from; i < to; i++) found.forEach((key) => keys[i]!.add(key));
    });
    terms.forEach((term, i) => {
      if (!exact[i]) this.nearestWordKeys(term, allowedEdits(term, i)).forEach((key) => keys[i]!.add(key));
    });
    return { keys: keys.map((set) => [...set]), exact };
  }

  /** Keys of the groups of a single-word spelling. */
  keysOf(spelling: string): string[] {
    return this.keysBySpelling.get(spelling) ?? [];
  }

  /** Single-word spellings that sound like `term` (see sound-key.ts). */
  spellingsSoundingLike(term: string): string[] {
    return this.wordsBySound.soundingLike(term);
  }

  private forEachSpelling(terms: readonly string[], found: (run: { from: number; to: number; keys: string[] }) => void): void {
    for (let from = 0; from < terms.length; from++) {
      const longest = this.phraseStarts.has(terms[from]!) ? this.longestSpelling : 1;
      for (let to = from + 1; to <= Math.min(terms.length, from + longest); to++) {
        const keys = this.keysBySpelling.get(terms.slice(from, to).join(" "));
        if (keys) found({ from, to, keys });
      }
    }
  }

  private nearestWordKeys(term: string, maxEdits: number): string[] {
    if (maxEdits === 0) return [];
    let nearest: string[] = [];
    let nearestDistance = Infinity;
    for (const [keys, distance] of this.keysByWord.fuzzyGet(term, maxEdits).values()) {
      if (distance < nearestDistance) [nearest, nearestDistance] = [keys, distance];
      else if (distance === nearestDistance) nearest = [...nearest, ...keys];
    }
    return nearest;
  }
}

/** Starts every group key; no normalised word contains it. */
const GROUP_MARK = "~";

export function isGroupKey(term: string): boolean {
  return term.startsWith(GROUP_MARK);
}

/** Comma-separated spellings of one `search_synonyms` row. */
export function parseSynonymRow(terms: string): string[] {
  return terms.split(",").map((t) => t.trim()).filter((t) => t.length > 0);
}

/** The store's lexicon (lexicon.ts) and the groups operators keep in `search_synonyms`. */
export async function loadSynonyms(db: DB): Promise<Synonyms> {
  const rows = await db.selectFrom("search_synonyms").select("terms").orderBy("id").execute();
  return new Synonyms([...LEXICON, ...rows.map((row) => parseSynonymRow(row.terms))]);
}
