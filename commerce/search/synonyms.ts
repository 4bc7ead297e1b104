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

  /** Spelling (terms joined by spaces) → key of the group it belongs to. */
  private readonly keyBySpelling = new Map<string, string>();
  /** Single-word spellings, for finding the group of a misspelt word. */
  private readonly keyByWord = new SearchableMap<string>();
  /** First words of spellings with several words: only runs starting with one need a longer look. */
  private readonly phraseStarts = new Set<string>();
  /** Single-word spellings by sound, for finding the group of a word spelt the way it sounds. */
  private readonly wordsBySound = new WordsBySound();
  private readonly longestSpelling: number;

  constructor(groups: readonly (readonly string[])[]) {
    let longest = 1;
    mergeSharingSpellings(groups.map(spellingsOf)).forEach((spellings, i) => {
      if (spellings.size < 2) return;
      const key = `${GROUP_MARK}${i}`;
      for (const spelling of spellings) {
        this.keyBySpelling.set(spelling, key);
        const [first, ...rest] = spelling.split(" ");
        if (rest.length === 0) {
          this.keyByWord.set(spelling, key);
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
    this.forEachSpelling(terms, (found) => keys.add(found.key));
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
    const exact = terms.map((term) => this.keyBySpelling.has(term));
    this.forEachSpelling(terms, ({ from, to, key }) => {
      for (let i = from; i < to; i++) keys[i]!.add(key);
    });
    terms.forEach((term, i) => {
      if (!exact[i]) this.nearestWordKeys(term, allowedEdits(term, i)).forEach((key) => keys[i]!.add(key));
    });
    return { keys: keys.map((set) => [...set]), exact };
  }

  /** The key of a single-word spelling's group, if it is one. */
  keyOf(spelling: string): string | undefined {
    return this.keyBySpelling.get(spelling);
  }

  /** Single-word spellings that sound like `term` (see sound-key.ts). */
  spellingsSoundingLike(term: string): string[] {
    return this.wordsBySound.soundingLike(term);
  }

  private forEachSpelling(terms: readonly string[], found: (run: { from: number; to: number; key: string }) => void): void {
    for (let from = 0; from < terms.length; from++) {
      const longest = this.phraseStarts.has(terms[from]!) ? this.longestSpelling : 1;
      for (let to = from + 1; to <= Math.min(terms.length, from + longest); to++) {
        const key = this.keyBySpelling.get(terms.slice(from, to).join(" "));
        if (key) found({ from, to, key });
      }
    }
  }

  private nearestWordKeys(term: string, maxEdits: number): string[] {
    if (maxEdits === 0) return [];
    let nearest: string[] = [];
    let nearestDistance = Infinity;
    for (const [key, distance] of this.keyByWord.fuzzyGet(term, maxEdits).values()) {
      if (distance < nearestDistance) [nearest, nearestDistance] = [[key], distance];
      else if (distance === nearestDistance) nearest = [...nearest, key];
    }
    return nearest;
  }
}

/** A group's spellings as normalised query terms joined by spaces. */
function spellingsOf(texts: readonly string[]): Set<string> {
  return new Set(texts.map((text) => tokenize(text).map(queryTermOf)).filter((terms) => terms.length > 0).map((terms) => terms.join(" ")));
}

/**
 * Groups that share a spelling made one (the lexicon's "watch, ساعة" and an operator's "watch, واتش, ساعة"): a
 * spelling in two groups would index its texts under two keys, and a query for it would read every such product
 * twice.
 */
function mergeSharingSpellings(groups: readonly Set<string>[]): Set<string>[] {
  const merged: Set<string>[] = [];
  const groupOf = new Map<string, Set<string>>();
  for (const spellings of groups) {
    const sharing = new Set([...spellings].flatMap((spelling) => groupOf.get(spelling) ?? []));
    const into = new Set(spellings);
    for (const group of sharing) {
      group.forEach((spelling) => into.add(spelling));
      merged.splice(merged.indexOf(group), 1);
    }
    merged.push(into);
    into.forEach((spelling) => groupOf.set(spelling, into));
  }
  return merged;
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
