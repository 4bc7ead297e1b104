import { describe, expect, it } from "vitest";
import { letterCount, REVIEW_DETAIL_MAX_LETTERS, REVIEW_DETAIL_MIN_LETTERS } from "../../contract/review";
import { moderateReview, type ReviewText } from "./moderation";

const review = (detail: string, extra: Partial<ReviewText> = {}): ReviewText => ({
  title: "My thoughts",
  nickname: "Layla",
  detail,
  ...extra,
});
const verdictOf = (detail: string, extra: Partial<ReviewText> = {}) => moderateReview(review(detail, extra));

describe("the text's length, in letters of any script", () => {
  it("counts letters, not spaces, digits, signs or Arabic vowel marks", () => {
    expect(letterCount("Great!")).toBe(5);
    expect(letterCount("5 * * * * *")).toBe(0);
    expect(letterCount("ممتاز جدا")).toBe(8);
    expect(letterCount("مُمْتَاز")).toBe(5);
    expect(letterCount("Zoë 256GB")).toBe(5);
  });

  it("takes 6 to 2000 letters in English and Arabic", () => {
    expect(letterCount("Good!")).toBeLessThan(REVIEW_DETAIL_MIN_LETTERS);
    expect(letterCount("Superb")).toBe(REVIEW_DETAIL_MIN_LETTERS);
    expect(letterCount("جيد جدا")).toBe(REVIEW_DETAIL_MIN_LETTERS);
    expect(letterCount("رائع!")).toBeLessThan(REVIEW_DETAIL_MIN_LETTERS);
    expect(letterCount(`${"ب".repeat(5)} `.repeat(400))).toBe(REVIEW_DETAIL_MAX_LETTERS);
  });
});

describe("moderation", () => {
  it("approves ordinary reviews in both languages", () => {
    expect(verdictOf("Works well with my Galaxy S24, charges in about 90 minutes. Worth AED 1,299.")).toEqual({
      status: "approved",
      reason: null,
    });
    expect(
      verdictOf("يعمل بشكل ممتاز مع هاتفي، والشحن سريع جداً. أنصح به.", { title: "تجربة رائعة", nickname: "مريم" })
    ).toEqual({
      status: "approved",
      reason: null,
    });
    expect(verdictOf("Bought it on 2026-05-01 and the LG OLED TV still looks great.")).toMatchObject({
      status: "approved",
    });
    expect(verdictOf("Sooo good, the sound is amazing!!!")).toMatchObject({ status: "approved" });
  });

  it("rejects links, e-mail addresses and phone numbers, in any digits", () => {
    expect(verdictOf("Cheaper at https://example.com/deal, trust me")).toEqual({
      status: "rejected",
      reason: "contact",
    });
    expect(verdictOf("Visit www.cheap-phones.ae for more")).toMatchObject({ reason: "contact" });
    expect(verdictOf("Check cheapphones.com before you buy")).toMatchObject({ reason: "contact" });
    expect(verdictOf("Write to me at seller@example.ae for a discount")).toMatchObject({ reason: "contact" });
    expect(verdictOf("Call me on 050 123 4567 to buy mine")).toMatchObject({ status: "rejected", reason: "contact" });
    expect(verdictOf("اتصل بي على ٠٥٠١٢٣٤٥٦٧ لشراء جهازي")).toMatchObject({ status: "rejected", reason: "contact" });
    expect(verdictOf("Very good product, happy with it", { title: "+971 50 123 4567" })).toMatchObject({
      reason: "contact",
    });
  });

  it("rejects bad language in English and Arabic, as whole words with or without the article", () => {
    expect(verdictOf("This charger is total shit, avoid it")).toEqual({ status: "rejected", reason: "language" });
    expect(verdictOf("What a FUCKING waste of money")).toMatchObject({ reason: "language" });
    expect(verdictOf("منتج سيء والبائع حقير")).toEqual({ status: "rejected", reason: "language" });
    expect(verdictOf("المنتج سيء والحقير باعه لي")).toMatchObject({ reason: "language" });
    // whole words only: "Scunthorpe" and "shitake" are not bad language
    expect(verdictOf("Delivered to Scunthorpe Street, cooks shitake mushrooms nicely")).toMatchObject({
      status: "approved",
    });
  });

  it("rejects the same character many times in a row, but not long numbers", () => {
    expect(verdictOf("Best phone ever!!!!!!!!")).toEqual({ status: "rejected", reason: "repeated" });
    expect(verdictOf("ممتاز ههههههههه والله")).toMatchObject({ reason: "repeated" });
    expect(verdictOf("It handles 1000000 colours, nice screen")).toMatchObject({ status: "approved" });
  });

  it("rejects text mostly in capitals and holds text half in capitals for a person to check", () => {
    expect(verdictOf("THIS IS THE WORST TABLET I HAVE EVER OWNED")).toEqual({ status: "rejected", reason: "shouting" });
    expect(verdictOf("VERY GOOD SOUND AND GREAT BATTERY, but the case scratches")).toEqual({
      status: "pending",
      reason: "shouting",
    });
    // Arabic letters have no case; a short name in capitals is not shouting
    expect(verdictOf("شاشة ممتازة وألوان رائعة مع LG OLED")).toMatchObject({ status: "approved" });
  });
});

describe("links and numbers written to dodge the rules", () => {
  it.each([
    ["a short link with a path", "Join my channel t.me/cheapphones for deals"],
    ["a defanged scheme", "Better price here hxxps://evil.example/x"],
    ["fullwidth letters and stop", "Buy it cheaper at ｅｖｉｌ．ｃｏｍ instead"],
    ["an ideographic full stop", "Buy it cheaper at evil。com instead"],
    ["a dot spelled out", "Buy it cheaper at evil dot com instead"],
    ["a dot in brackets", "Buy it cheaper at evil[.]com instead"],
    ["an at-sign spelled out", "Write to deals(at)evil.example for a discount"],
    ["a letter O among the digits", "Call 05O 123 4567 to buy mine"],
    ["Cyrillic letters that look Latin", "Buy it cheaper at еvil.соm instead"],
    ["an invisible space inside the domain", "Buy it cheaper at evil\u200b.com instead"],
    ["keycap digits", "Call 0\ufe0f\u20e35\ufe0f\u20e30\ufe0f\u20e3 123 4567 now"],
    ["Arabic with a spelled-out dot", "اشتر أرخص من evil نقطة com"],
  ])("rejects %s", (_, detail) => {
    expect(verdictOf(detail)).toEqual({ status: "rejected", reason: "contact" });
  });

  it("holds two words joined by a dot for a person, since it may be a domain or a typo", () => {
    expect(verdictOf("Fast delivery, see evil.example for more")).toEqual({ status: "pending", reason: "contact" });
    expect(verdictOf("Great phone.Battery lasts two days")).toEqual({ status: "pending", reason: "contact" });
  });

  it("rejects a review that clearly breaks a rule even when another rule only leans", () => {
    expect(verdictOf("Total shit, see evil.example")).toEqual({ status: "rejected", reason: "language" });
  });

  it("leaves ordinary text with dots, capital O and English 'at' approved", () => {
    expect(verdictOf("Bought it at the Dubai Mall. The OLED screen is great, 10/10.")).toMatchObject({
      status: "approved",
    });
    expect(verdictOf("Version 2.0 of the app works, about 1.5 kg. Good value at AED 1,299.")).toMatchObject({
      status: "approved",
    });
    expect(verdictOf("Я доволен, отличный телефон")).toMatchObject({ status: "approved" });
  });
});
