import { describe, expect, it } from "vitest";
import { indexTermsOf, normalizeText, queryTermOf, splitQueryWord, tokenize, tokenizeWithSurface } from "./normalize";
import { allowedEdits, completesPartialWord } from "./query";

describe("normalizeText", () => {
  it("lowercases and strips Latin diacritics", () => {
    expect(normalizeText("Café ÉLÈVE Über")).toBe("cafe eleve uber");
  });

  it("removes Arabic harakat, shadda, sukun and superscript alef", () => {
    expect(normalizeText("مُحَمَّدٌ")).toBe("محمد");
    expect(normalizeText("سَمّاعَاتْ")).toBe("سماعات");
    expect(normalizeText("هٰذا")).toBe("هذا");
  });

  it("removes tatweel", () => {
    expect(normalizeText("جـــالكسي")).toBe("جالكسي");
  });

  it("folds every alef form into bare alef", () => {
    expect(normalizeText("أ إ آ ٱ")).toBe("ا ا ا ا");
    expect(normalizeText("آيفون")).toBe(normalizeText("ايفون"));
    expect(normalizeText("أبل")).toBe("ابل");
  });

  it("folds alef maqsura into ya, and Persian yeh and kaf into Arabic", () => {
    expect(normalizeText("مستشفى")).toBe("مستشفي");
    expect(normalizeText("ی ک")).toBe("ي ك");
  });

  it("folds ta marbuta into ha", () => {
    expect(normalizeText("شاشة")).toBe("شاشه");
  });

  it("folds hamza seats on waw and ya", () => {
    expect(normalizeText("مؤقت")).toBe("موقت");
    expect(normalizeText("هيئة")).toBe("هييه");
  });

  it("turns Arabic-Indic and Eastern Arabic-Indic digits into ASCII digits", () => {
    expect(normalizeText("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(normalizeText("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(normalizeText("آيفون ١٥")).toBe("ايفون 15");
  });
});

describe("tokenize", () => {
  it("splits on anything that is not a letter or a digit", () => {
    expect(tokenize("iPhone-15 Pro/Max, 256GB! (Blue)")).toEqual(["iphone", "15", "pro", "max", "256gb", "blue"]);
    expect(tokenize("سامسونج، جالكسي: اس24")).toEqual(["سامسونج", "جالكسي", "اس24"]);
    expect(tokenize("  ")).toEqual([]);
  });

  it("keeps each word as written next to its normalised form", () => {
    expect(tokenizeWithSurface("Apple iPhone، آيفون")).toEqual([
      { word: "apple", surface: "Apple" },
      { word: "iphone", surface: "iPhone" },
      { word: "ايفون", surface: "آيفون" },
    ]);
  });
});

describe("index and query terms", () => {
  it("indexes mixed letter/digit words whole and by runs of two or more characters", () => {
    expect(indexTermsOf("iphone15")).toEqual(["iphone15", "iphone", "15"]);
    expect(indexTermsOf("s24")).toEqual(["s24", "24"]);
    expect(indexTermsOf("256gb")).toEqual(["256gb", "256", "gb"]);
    expect(indexTermsOf("samsung")).toEqual(["samsung"]);
  });

  it("splits a mixed query word only when every run is at least two characters", () => {
    expect(splitQueryWord("iphone15")).toEqual(["iphone", "15"]);
    expect(splitQueryWord("s24")).toBeNull();
    expect(splitQueryWord("galaxy")).toBeNull();
  });

  it("indexes and queries Arabic words without the definite article", () => {
    expect(indexTermsOf("السماعات")).toEqual(["السماعات", "سماعات"]);
    expect(queryTermOf("السماعات")).toBe("سماعات");
    expect(queryTermOf("الة")).toBe("الة");
  });

  it("allows edits like Elasticsearch AUTO, and none in model numbers", () => {
    expect(allowedEdits("tv")).toBe(0);
    expect(allowedEdits("sony")).toBe(1);
    expect(allowedEdits("galxy")).toBe(1);
    expect(allowedEdits("samsng")).toBe(2);
    expect(allowedEdits("s24")).toBe(0);
  });

  it("completes partial words from three characters, never plain numbers", () => {
    expect(completesPartialWord("ip")).toBe(false);
    expect(completesPartialWord("iph")).toBe(true);
    expect(completesPartialWord("150")).toBe(false);
    expect(completesPartialWord("s24")).toBe(true);
  });
});
