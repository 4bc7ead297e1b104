import { ARABIC_SOUNDS, ARABIZI_DIGITS, LATIN_SOUNDS, SOFT_C_BEFORE, VOWEL } from "./arabizi";

/**
 * A word's consonant skeleton in the shared sound alphabet of arabizi.ts, so that spellings of one name in either
 * script meet: "aifon", "ayfon", "iphone" and "ايفون" are all "afn"; "samsong" and "سامسونج" are "smsng";
 * "sha7en" and "شاحن" are "chn". A leading vowel is kept as "a" ("iphone" is not "phone"); the other vowels are
 * dropped, a doubled consonant counts once, and a final ه (a folded ة) or a Latin final "h" after a vowel is silent.
 *
 * Short words and words with model numbers have no key: too many names would share it.
 */

const MIN_WORD_LENGTH = 3;
const MIN_KEY_LENGTH = 3;
const LEADING_VOWEL = "a";
const ARABIC_LETTER = /[\u0600-\u06ff]/;
const ARABIZI_DIGIT_RUN = /\p{N}\p{N}/u;

/** The sound key of a normalised word (see normalize.ts), or null when it has none. */
export function soundKey(word: string): string | null {
  if (word.length < MIN_WORD_LENGTH) return null;
  const sounds = ARABIC_LETTER.test(word) ? arabicSounds(word) : latinSounds(word);
  if (sounds === null || sounds.length === 0) return null;
  let key = sounds[0] === VOWEL ? LEADING_VOWEL : sounds[0]!;
  sounds.forEach((sound, i) => {
    if (i === 0 || sound === VOWEL || sound === "w" || sound === "y") return;
    if (sounds[i - 1] !== sound) key += sound;
  });
  return key.length >= MIN_KEY_LENGTH ? key : null;
}

function arabicSounds(word: string): string[] | null {
  const letters = word.endsWith("ه") ? word.slice(0, -1) : word;
  const sounds: string[] = [];
  for (const letter of letters) {
    const sound = ARABIC_SOUNDS[letter];
    if (sound === undefined) return null;
    sounds.push(sound);
  }
  return sounds;
}

function latinSounds(word: string): string[] | null {
  if (ARABIZI_DIGIT_RUN.test(word)) return null;
  const sounds: string[] = [];
  let rest = word;
  while (rest.length > 0) {
    const digit = ARABIZI_DIGITS[rest[0]!];
    const cluster = LATIN_SOUNDS.find(([latin]) => rest.startsWith(latin));
    if (digit !== undefined) {
      sounds.push(digit);
      rest = rest.slice(1);
    } else if (cluster) {
      sounds.push(...cluster[1]);
      rest = rest.slice(cluster[0].length);
    } else if (rest[0] === "c") {
      sounds.push(SOFT_C_BEFORE.test(rest.slice(1)) ? "s" : "k");
      rest = rest.slice(1);
    } else {
      return null;
    }
  }
  const last = sounds.length - 1;
  if (sounds[last] === "h" && sounds[last - 1] === VOWEL) sounds.pop();
  return sounds;
}

/** Words by sound key, for finding the known words an unknown one sounds like. */
export class WordsBySound {
  private readonly words = new Map<string, Set<string>>();

  add(word: string): void {
    const key = soundKey(word);
    if (key === null) return;
    const words = this.words.get(key);
    if (words) words.add(word);
    else this.words.set(key, new Set([word]));
  }

  delete(word: string): void {
    const key = soundKey(word);
    if (key !== null) this.words.get(key)?.delete(word);
  }

  /** The words sharing `word`'s sound key, other than `word` itself. */
  soundingLike(word: string): string[] {
    const key = soundKey(word);
    const words = key === null ? undefined : this.words.get(key);
    return words ? [...words].filter((other) => other !== word) : [];
  }
}
