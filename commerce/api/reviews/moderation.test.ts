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
