import { describe, expect, it } from "vitest";
import { LEXICON } from "./lexicon";
import { queryTermOf, tokenize } from "./normalize";

const spellingOf = (text: string) => tokenize(text).map(queryTermOf).join(" ");

describe("LEXICON", () => {
  it("has groups of at least two spellings, each in one group only", () => {
    const seen = new Set<string>();
    for (const group of LEXICON) {
      const spellings = group.map(spellingOf);
      expect(new Set(spellings).size).toBe(group.length);
      for (const spelling of spellings) {
        expect(seen.has(spelling), spelling).toBe(false);
        seen.add(spelling);
      }
    }
  });

  it("puts each English word with its Arabic and its Arabizi spellings", () => {
    const groupOf = (spelling: string) => LEXICON.find((group) => group.map(spellingOf).includes(spellingOf(spelling)));
    expect(groupOf("sha7en")).toEqual(groupOf("charger"));
    expect(groupOf("شاحن")).toEqual(groupOf("charger"));
    expect(groupOf("tilfizyon")).toEqual(groupOf("tv"));
    expect(groupOf("تلفزيون")).toEqual(groupOf("tv"));
    expect(groupOf("labtob")).toEqual(groupOf("laptop"));
    expect(groupOf("مكيف")).toEqual(groupOf("ac"));
    expect(groupOf("كمبيوتر")).toEqual(groupOf("pc"));
  });
});
