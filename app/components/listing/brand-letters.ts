import type { Locale } from "~/lib/i18n";

/** The letters of the brand index, in alphabet order. Arabic uses the 28 letters in their usual (hijā'ī) order. */
export const alphabets: Record<Locale, readonly string[]> = {
  en: "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split(""),
  ar: ["ا", "ب", "ت", "ث", "ج", "ح", "خ", "د", "ذ", "ر", "ز", "س", "ش", "ص", "ض", "ط", "ظ", "ع", "غ", "ف", "ق", "ك", "ل", "م", "ن", "ه", "و", "ي"],
};

// Hamza and madda forms of alef file under alef, as in dictionaries; marks and tatweel are ignored.
const ARABIC_FOLDS: Record<string, string> = { "أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ى": "ي", "ئ": "ي", "ؤ": "و", "ة": "ه" };
const MARKS = /[\u064B-\u065F\u0670\u0640\u0300-\u036F]/g;

/** The index letter a name files under, or null when it starts with no letter of the locale's alphabet. */
export function indexLetter(name: string, locale: Locale): string | null {
  const first = Array.from(name.normalize("NFD").replace(MARKS, "").trim())[0];
  if (first === undefined) return null;
  const letter = locale === "ar" ? (ARABIC_FOLDS[first] ?? first) : first.toUpperCase();
  return alphabets[locale].includes(letter) ? letter : null;
}

export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/**
 * Brands grouped by first letter, in alphabet order, each group sorted by name in the locale; names that
 * start with no letter of the alphabet (digits, another script) come last in `other`.
 */
export function groupByLetter<T extends { name: string }>(items: readonly T[], locale: Locale): { groups: LetterGroup<T>[]; other: T[] } {
  const sorted = [...items].sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: "base" }));
  const byLetter = new Map<string, T[]>();
  const other: T[] = [];
  for (const item of sorted) {
    const letter = indexLetter(item.name, locale);
    if (letter === null) other.push(item);
    else byLetter.set(letter, [...(byLetter.get(letter) ?? []), item]);
  }
  return {
    groups: alphabets[locale].flatMap((letter) => {
      const group = byLetter.get(letter);
      return group ? [{ letter, items: group }] : [];
    }),
    other,
  };
}
