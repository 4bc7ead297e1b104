import type { SearchDocument } from "./documents";
import { queryTermOf, tokenize, tokenizeWithSurface } from "./normalize";
import type { SearchLocale } from "./types";

/** A typed word: normalised, and as written. */
export interface TypedWord {
  word: string;
  surface: string;
}

/**
 * `name`'s words completing what was typed: the typed head words as the name writes them, followed by the word
 * right after the last of them when it starts with the word being typed (any word, without head words); null
 * unless the name has them all.
 */
function completedPhrase(name: string, head: readonly TypedWord[], last: TypedWord): string | null {
  const words = tokenizeWithSurface(name);
  const lastTerm = queryTermOf(last.word);
  const completes = (w: TypedWord) => w.word.startsWith(last.word) || queryTermOf(w.word).startsWith(lastTerm);
  const headAt = head.map((h) => words.findIndex((w) => queryTermOf(w.word) === queryTermOf(h.word)));
  if (headAt.includes(-1)) return null;
  const completion = head.length > 0 ? words[Math.max(...headAt) + 1] : words.find(completes);
  if (!completion || !completes(completion)) return null;
  return [...headAt.map((i) => words[i]!.surface), completion.surface].join(" ");
}

/** The phrase a product's name completes `typed` with, from the name in `locale` first. */
export function completedPhraseOf(doc: SearchDocument, typed: readonly TypedWord[], locale: SearchLocale): string | null {
  const head = typed.slice(0, -1);
  const last = typed[typed.length - 1];
  if (!last) return null;
  const names = locale === "ar" ? [doc.name_ar, doc.name_en] : [doc.name_en, doc.name_ar];
  return names.map((name) => completedPhrase(name, head, last)).find((phrase) => phrase !== null) ?? null;
}

/** Completion phrases weighed by the scores of the products they come from; spellings of one phrase count once. */
export class PhraseTally {
  private readonly phrases = new Map<string, { phrase: string; weight: number }>();

  add(phrase: string, weight: number): void {
    const key = tokenize(phrase).join(" ");
    const entry = this.phrases.get(key);
    if (entry) entry.weight += weight;
    else this.phrases.set(key, { phrase, weight });
  }

  top(size: number): string[] {
    return [...this.phrases.values()]
      .sort((a, b) => b.weight - a.weight)
      .slice(0, size)
      .map((entry) => entry.phrase);
  }
}
