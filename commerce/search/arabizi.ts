/**
 * How UAE shoppers spell one language in the other's letters, as data: Arabic written in Latin letters and digits
 * ("Arabizi": "sha7en" for شاحن) and brand names written in Arabic letters ("سامسونج" for Samsung).
 *
 * Each Latin cluster, Arabizi digit and Arabic letter stands for a consonant sound, written as one character of
 * the sound alphabet below. Sounds shoppers do not keep apart when they transliterate share a character: ت and ط
 * are both "t", s and z both "s" ("television" is تلفزيون), g and j both "g" (Samsung is سامسونج and سامسونغ), k
 * and q both "k". Vowels (and ع and hamza, which Latin spellings mostly leave out) are "·"; "y" and "w" are
 * consonants at the start of a word and vowels inside it ("ayfon", ايفون).
 */

export const VOWEL = "·";

/** Latin letter clusters, longest first where one starts another. */
export const LATIN_SOUNDS: readonly (readonly [string, string])[] = [
  ["sh", "c"],
  ["ch", "c"],
  ["kh", "x"],
  ["gh", "g"],
  ["th", "t"],
  ["dh", "s"],
  ["ph", "f"],
  ["ck", "k"],
  ["qu", "k"],
  ["x", "ks"],
  ["b", "b"],
  ["p", "b"],
  ["d", "d"],
  ["f", "f"],
  ["v", "f"],
  ["g", "g"],
  ["j", "g"],
  ["h", "h"],
  ["k", "k"],
  ["q", "k"],
  ["l", "l"],
  ["m", "m"],
  ["n", "n"],
  ["r", "r"],
  ["s", "s"],
  ["z", "s"],
  ["t", "t"],
  ["w", "w"],
  ["y", "y"],
  ["a", VOWEL],
  ["e", VOWEL],
  ["i", VOWEL],
  ["o", VOWEL],
  ["u", VOWEL],
];

/** "c" is an "s" before e, i and y ("cinema"), otherwise a "k" ("camera"). */
export const SOFT_C_BEFORE = /^[eiy]/;

/** Arabizi digits: Arabic letters with no Latin look-alike, written with the digit that looks like them. */
export const ARABIZI_DIGITS: Readonly<Record<string, string>> = {
  "2": VOWEL, // ء
  "3": VOWEL, // ع
  "5": "x", // خ
  "6": "t", // ط
  "7": "h", // ح
  "8": "g", // غ
  "9": "k", // ق
};

/** Arabic letters, after normalize.ts has folded alef, yeh, teh marbuta and hamza forms. */
export const ARABIC_SOUNDS: Readonly<Record<string, string>> = {
  "ا": VOWEL,
  "ء": VOWEL,
  "ع": VOWEL,
  "ب": "b",
  "پ": "b",
  "ت": "t",
  "ط": "t",
  "ث": "t",
  "ج": "g",
  "غ": "g",
  "گ": "g",
  "ح": "h",
  "ه": "h",
  "خ": "x",
  "د": "d",
  "ض": "d",
  "ذ": "s",
  "ظ": "s",
  "ز": "s",
  "س": "s",
  "ص": "s",
  "ش": "c",
  "ف": "f",
  "ڤ": "f",
  "ق": "k",
  "ك": "k",
  "ل": "l",
  "م": "m",
  "ن": "n",
  "ر": "r",
  "و": "w",
  "ي": "y",
};
