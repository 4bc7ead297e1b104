import type { ModerationReason, ReviewStatus } from "../../contract/review";
import { tokenize } from "../../search/normalize";
import { revealedText } from "./revealed-text";

/**
 * The automatic moderation of a new review: a few plain rules over its title, text and nickname. A review that
 * breaks none is approved and shown at once; one that clearly breaks a rule is rejected with the reason the
 * customer sees; one that only leans towards shouting, or may hide a link, is left pending for a person to look at.
 * The contact rules read the text as revealed (revealed-text.ts), so a link written to dodge them still counts. The length of the
 * text (SPEC §5) is validation, not moderation: a text of the wrong length is refused before it gets here.
 */

export interface ReviewText {
  title: string;
  detail: string;
  nickname: string;
}

export interface Verdict {
  status: ReviewStatus;
  reason: ModerationReason | null;
}

/** A scheme, `www.`, a domain under a common top-level domain, or any domain followed by a path (`t.me/deals`). */
const URL_LIKE =
  /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]{2,}\.(?:com|net|org|ae|info|biz|io|me|co|ly|link|site|online|shop|store|xyz)\b|\b[a-z0-9-]+\.[a-z]{2,}\/\S/i;
/** Two words joined by a dot with no space (`evil.example`, `Great.Fast`): maybe a domain, maybe a typo; a person decides. */
const DOMAIN_SHAPED = /\b[a-z0-9-]{2,}\.[a-z]{2,}\b/i;
const EMAIL_LIKE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+\.[\p{L}]{2,}/u;
/**
 * Nine digits or more (a UAE mobile or landline, with or without its leading 0 or +971), in any digits, with the
 * spaces, dashes, dots and brackets phone numbers are written with; a date (`2026-05-01`) has eight.
 */
const PHONE_LIKE = /(?:[+(]?[\d\u0660-\u0669\u06f0-\u06f9][\s\-.()]?){9,}/u;
/** The same letter or sign six times in a row (`!!!!!!`, `goooooood`, `ههههههه`); digits may repeat (`1000000`). */
const REPEATED = /([^\p{N}\s])\1{5,}/u;

/** Words nobody needs in a product review, normalised as the search normalises them (Arabic folded, lower case). */
const BANNED_WORDS = new Set(
  [
    "fuck fucking fucked shit shitty bitch bastard asshole cunt dickhead motherfucker wanker",
    "كس كسمك زب شرموط شرموطه منيوك منيك قحبه خرا خول عرص حقير تفو",
  ].flatMap(tokenize),
);

/** A rule-breaking review's reason, and whether it is only borderline. */
type Finding = { reason: ModerationReason; borderline: boolean } | null;

const SHOUTING_MIN_LETTERS = 12;
const SHOUTING_SHARE = 0.7;
const SHOUTING_BORDERLINE_SHARE = 0.5;

export function moderateReview(review: ReviewText): Verdict {
  const findings = [contactDetails(review), badLanguage(review), repeatedCharacters(review), shouting(review)].filter(
    (finding) => finding !== null,
  );
  // a rule clearly broken decides over one only leaned on
  const finding = findings.find(({ borderline }) => !borderline) ?? findings[0];
  if (!finding) return { status: "approved", reason: null };
  return { status: finding.borderline ? "pending" : "rejected", reason: finding.reason };
}

function allText({ title, detail, nickname }: ReviewText): string {
  return `${nickname}\n${title}\n${detail}`;
}

/** Links, e-mail addresses and phone numbers: a review is no place to advertise or to be contacted. */
function contactDetails(review: ReviewText): Finding {
  const text = revealedText(allText(review));
  if (URL_LIKE.test(text) || EMAIL_LIKE.test(text) || PHONE_LIKE.test(text)) return { reason: "contact", borderline: false };
  return DOMAIN_SHAPED.test(text) ? { reason: "contact", borderline: true } : null;
}

/** Words are compared whole, and Arabic ones also without a leading و ("and") or ال ("the"). */
function badLanguage(review: ReviewText): Finding {
  const words = tokenize(allText(review));
  const banned = words.some((word) =>
    [word, word.replace(/^و/, ""), word.replace(/^و?ال/, "")].some((form) => BANNED_WORDS.has(form))
  );
  return banned ? { reason: "language", borderline: false } : null;
}

function repeatedCharacters(review: ReviewText): Finding {
  return REPEATED.test(allText(review)) ? { reason: "repeated", borderline: false } : null;
}

/**
 * Text mostly in capitals. Only letters that have a case count (Arabic has none), and only past a dozen of
 * them, so "LG OLED TV" alone is not shouting. More than half is borderline; more than 70% is shouting.
 */
function shouting({ title, detail }: ReviewText): Finding {
  const cased = `${title} ${detail}`.match(/[\p{Lu}\p{Ll}]/gu) ?? [];
  if (cased.length < SHOUTING_MIN_LETTERS) return null;
  const upper = cased.filter((letter) => /\p{Lu}/u.test(letter)).length / cased.length;
  if (upper > SHOUTING_SHARE) return { reason: "shouting", borderline: false };
  if (upper > SHOUTING_BORDERLINE_SHARE) return { reason: "shouting", borderline: true };
  return null;
}
