/**
 * A review's text as a reader takes it in, for the contact rules of moderation: people who want to slip a link,
 * an address or a number past the rules write it so that a person still reads it but a pattern does not
 * (`ｅｖｉｌ．ｃｏｍ`, `evil。com`, `evil dot com`, `hxxps://`, `deals(at)evil.example`, `05O 123 4567`, Cyrillic
 * letters that look Latin, invisible characters inside a word). Only the rules read the revealed text; the
 * review is stored and shown as written.
 */

/** Zero-width characters, soft hyphens and the emoji variation and keycap marks that hide inside a word or digit. */
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060-\u2064\ufeff\ufe0e\ufe0f\u20e3]/g;

/** Full stops of other scripts and dots that read as one: ideographic, halfwidth, middle, leader, Arabic. */
const DOT_LIKE = /[\u3002\uff61\u00b7\u2024\u2027\u2e33\u06d4\u0701\u0702]/g;

/** Cyrillic and Greek letters drawn like Latin ones (only those: a Russian word is left readable). */
const LOOKALIKES: Record<string, string> = {
  а: "a", в: "b", е: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x",
  і: "i", ј: "j", ѕ: "s", ԁ: "d", һ: "h", ӏ: "l", ԛ: "q", ԝ: "w",
  А: "A", В: "B", Е: "E", К: "K", М: "M", Н: "H", О: "O", Р: "P", С: "C", Т: "T", Х: "X", І: "I", Ј: "J", Ѕ: "S",
  α: "a", ε: "e", ι: "i", κ: "k", ν: "v", ο: "o", ρ: "p", τ: "t", υ: "u", χ: "x",
  Α: "A", Β: "B", Ε: "E", Ζ: "Z", Η: "H", Ι: "I", Κ: "K", Μ: "M", Ν: "N", Ο: "O", Ρ: "P", Τ: "T", Υ: "Y", Χ: "X",
};
const LOOKALIKE = new RegExp(`[${Object.keys(LOOKALIKES).join("")}]`, "g");

/** `hxxp`, `hXXps`, `h**p`: the way a link is written so that it is not one. */
const DEFANGED_SCHEME = /\bh(?:xx|\*\*|XX)p(s?)(?=\s*[:[(])/gi;
const DEFANGED_COLON = /\[\s*:\s*\]|\(\s*:\s*\)/g;
/** `[.]`, `(dot)`, `{dot}`, ` dot `, Arabic ` نقطة `: a dot spelled out between two words. */
const SPELLED_DOT = /\s*[[({]\s*(?:dot|\.|نقطة)\s*[\])}]\s*|(?<=[\p{L}\p{N}])\s+(?:dot|نقطة)\s+(?=[\p{L}\p{N}])/giu;
/** `(at)`, `[at]`, `{@}` and Arabic `(على)`: an at-sign spelled out. A bare " at " is English and stays. */
const SPELLED_AT = /\s*[[({]\s*(?:at|@|على)\s*[\])}]\s*/giu;
/** A run of digits with letters that read as digits in it (`05O`, `5O1`, `l23`): only runs that hold a digit. */
const DIGITS_WITH_LETTERS = /(?<![\p{L}])[\dOoIl]*\d[\dOoIl]*(?![\p{L}])/gu;
const LETTER_AS_DIGIT: Record<string, string> = { O: "0", o: "0", I: "1", l: "1" };

export function revealedText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .replace(DOT_LIKE, ".")
    .replace(LOOKALIKE, (letter) => LOOKALIKES[letter]!)
    .replace(DEFANGED_SCHEME, "http$1")
    .replace(DEFANGED_COLON, ":")
    .replace(SPELLED_DOT, ".")
    .replace(SPELLED_AT, "@")
    .replace(DIGITS_WITH_LETTERS, (run) => run.replace(/[OoIl]/g, (letter) => LETTER_AS_DIGIT[letter]!));
}
