/**
 * The standard Arabic PC keyboard (Arabic 101) against US QWERTY, key by key, unshifted: what a shopper gets when
 * they type on the layout they did not mean ("hdt,k" is ايفون typed with the English layout on, "سشةسعىل" is
 * samsung typed with the Arabic one). The b key gives two letters, لا.
 */
export const ARABIC_BY_LATIN_KEY: Readonly<Record<string, string>> = {
  "`": "ذ",
  q: "ض",
  w: "ص",
  e: "ث",
  r: "ق",
  t: "ف",
  y: "غ",
  u: "ع",
  i: "ه",
  o: "خ",
  p: "ح",
  "[": "ج",
  "]": "د",
  a: "ش",
  s: "س",
  d: "ي",
  f: "ب",
  g: "ل",
  h: "ا",
  j: "ت",
  k: "ن",
  l: "م",
  ";": "ك",
  "'": "ط",
  z: "ئ",
  x: "ء",
  c: "ؤ",
  v: "ر",
  b: "لا",
  n: "ى",
  m: "ة",
  ",": "و",
  ".": "ز",
  "/": "ظ",
};

/** Arabic letters typed with shift, read as the key under them. */
const SHIFTED_ARABIC: Readonly<Record<string, string>> = { "أ": "h", "إ": "y", "آ": "n", "،": "k", "؟": "/" };

const LATIN_BY_ARABIC: ReadonlyMap<string, string> = new Map([
  ...Object.entries(ARABIC_BY_LATIN_KEY).map(([latin, arabic]) => [arabic, latin] as const),
  ...Object.entries(SHIFTED_ARABIC),
]);

const LATIN_LETTER = /[a-z]/i;
const ARABIC_LETTER = /[\u0600-\u06ff]/;
const LAM_ALEF = "لا";

/**
 * The text as it would read typed on the other layout, or null when it has letters of both scripts or of neither
 * (it was not typed on one wrong layout). Characters off the map (digits, spaces) stay as they are.
 */
export function onOtherLayout(text: string): string | null {
  const latin = LATIN_LETTER.test(text);
  const arabic = ARABIC_LETTER.test(text);
  if (latin === arabic) return null;
  return latin ? latinKeysAsArabic(text) : arabicAsLatinKeys(text);
}

function latinKeysAsArabic(text: string): string {
  return Array.from(text.toLowerCase(), (c) => ARABIC_BY_LATIN_KEY[c] ?? c).join("");
}

function arabicAsLatinKeys(text: string): string {
  // لا is one key (b); read as two keys it would be "gh", which English words rarely start a syllable with
  return Array.from(text.replaceAll(LAM_ALEF, "b"), (c) => LATIN_BY_ARABIC.get(c) ?? c).join("");
}
