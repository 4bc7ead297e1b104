import SearchableMap from "minisearch/SearchableMap";
import { WordsBySound } from "./sound-key";

interface WordEntry {
  /** How many listed products use the word. */
  count: number;
  /** The word as first written in a product or category name, for showing it back. */
  display: string;
}

export interface VocabularyWord {
  word: string;
  display: string;
  count: number;
  distance: number;
}

/** Words of listed products' names, brands and categories (not skus), with how many products use each. */
export class Vocabulary {
  private readonly words = new SearchableMap<WordEntry>();
  private readonly bySound = new WordsBySound();

  add(words: Iterable<{ word: string; surface: string }>): void {
    for (const { word, surface } of words) {
      const entry = this.words.get(word);
      if (entry) entry.count += 1;
      else {
        this.words.set(word, { count: 1, display: surface });
        this.bySound.add(word);
      }
    }
  }

  remove(words: Iterable<{ word: string }>): void {
    for (const { word } of words) {
      const entry = this.words.get(word);
      if (!entry) continue;
      entry.count -= 1;
      if (entry.count > 0) continue;
      this.words.delete(word);
      this.bySound.delete(word);
    }
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  displayOf(word: string): string | undefined {
    return this.words.get(word)?.display;
  }

  /** Known words within `maxEdits` of `word`, nearest first, then most used. */
  nearest(word: string, maxEdits: number, limit: number): VocabularyWord[] {
    const found: VocabularyWord[] = [];
    for (const [candidate, [entry, distance]] of this.words.fuzzyGet(word, maxEdits)) {
      found.push({ word: candidate, display: entry.display, count: entry.count, distance });
    }
    return found.sort((a, b) => a.distance - b.distance || b.count - a.count).slice(0, limit);
  }

  /** Known words that sound like `word` when spelt in either script (see sound-key.ts). */
  soundingLike(word: string): string[] {
    return this.bySound.soundingLike(word);
  }

  /** Known words starting with `prefix`, most used first. */
  completions(prefix: string, limit: number): VocabularyWord[] {
    const found: VocabularyWord[] = [];
    for (const [word, entry] of this.words.atPrefix(prefix)) {
      found.push({ word, display: entry.display, count: entry.count, distance: word.length - prefix.length });
    }
    return found.sort((a, b) => b.count - a.count || a.word.localeCompare(b.word)).slice(0, limit);
  }
}
