import type { Vocabulary, VocabularyWord } from "./vocabulary";

/** How many corrections a word may offer. */
const CHOICES_PER_WORD = 3;

/** Edits allowed when looking for the word a shopper meant. */
function correctionEdits(word: string): number {
  if (word.length <= 2) return 0;
  return word.length <= 4 ? 1 : 2;
}

/**
 * Corrected spellings of a query, best first, not yet checked against the catalogue: every word replaced by
 * the nearest known word within two edits (most used first), then one word at a time swapped for its next
 * choices, ordered by total edits and then by how common the words are. Words with no near known word are
 * dropped. Empty when every word is already known, since then spelling is not what went wrong.
 */
export function correctionCandidates(words: readonly string[], vocabulary: Vocabulary): string[] {
  const choices = words
    .map((word): VocabularyWord[] => {
      const display = vocabulary.displayOf(word);
      return display !== undefined
        ? [{ word, display, count: 0, distance: 0 }]
        : vocabulary.nearest(word, correctionEdits(word), CHOICES_PER_WORD);
    })
    .filter((options) => options.length > 0);
  const unchanged = choices.length === words.length && choices.every((options) => options[0]!.distance === 0);
  if (choices.length === 0 || unchanged) return [];

  const best = choices.map((options) => options[0]!);
  const variants: VocabularyWord[][] = [best];
  choices.forEach((options, i) => {
    for (const option of options.slice(1)) variants.push(best.map((word, j) => (j === i ? option : word)));
  });
  const edits = (variant: VocabularyWord[]) => variant.reduce((sum, w) => sum + w.distance, 0);
  const uses = (variant: VocabularyWord[]) => variant.reduce((sum, w) => sum + w.count, 0);
  const queries = variants
    .sort((a, b) => edits(a) - edits(b) || uses(b) - uses(a))
    .map((variant) => variant.map((w) => w.display).join(" "));
  return [...new Set(queries)];
}
