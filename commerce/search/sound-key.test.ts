import { describe, expect, it } from "vitest";
import { tokenize } from "./normalize";
import { soundKey } from "./sound-key";

const keyOf = (text: string) => soundKey(tokenize(text)[0]!);

describe("soundKey", () => {
  it("gives Arabizi, English and Arabic spellings of one name the same key", () => {
    for (const spelling of ["aifon", "ayfon", "iphone", "ايفون", "آيفون"]) expect(keyOf(spelling)).toBe("afn");
    for (const spelling of ["samsong", "samsung", "سامسونج", "سامسونغ"]) expect(keyOf(spelling)).toBe("smsng");
    for (const spelling of ["galakse", "galaxy", "جالكسي", "غالاكسي"]) expect(keyOf(spelling)).toBe("glks");
    for (const spelling of ["labtob", "laptop", "لابتوب"]) expect(keyOf(spelling)).toBe("lbtb");
    for (const spelling of ["tilfizyon", "television", "تلفزيون"]) expect(keyOf(spelling)).toBe("tlfsn");
    for (const spelling of ["apple", "ابل", "أبل"]) expect(keyOf(spelling)).toBe("abl");
  });

  it("reads Arabizi digits as the Arabic letters they stand for", () => {
    expect(keyOf("sha7en")).toBe(keyOf("شاحن"));
    expect(keyOf("5alat")).toBe(keyOf("خلاط"));
    expect(keyOf("sama3at")).toBe(keyOf("سماعات"));
    expect(keyOf("tha9eel")).toBe(keyOf("ثقيل"));
  });

  it("keeps a leading vowel apart from a word that starts with the consonant", () => {
    expect(keyOf("iphone")).not.toBe(keyOf("phone"));
  });

  it("reads c as s before e, i and y and as k elsewhere, and ch as sh", () => {
    expect(keyOf("camera")).toBe(keyOf("كاميرا"));
    expect(keyOf("cinema")).toBe(keyOf("سينما"));
    expect(keyOf("charger")).toBe(keyOf("شارجر"));
  });

  it("has no key for short words and model numbers", () => {
    expect(keyOf("tv")).toBeNull();
    expect(keyOf("ipo")).toBeNull();
    expect(keyOf("iphone15")).toBeNull();
    expect(keyOf("a55s")).toBeNull();
  });
});
