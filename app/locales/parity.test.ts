import { describe, expect, it } from "vitest";
import ar from "./ar";
import en from "./en";

/** Every leaf of a translation tree as `[dotted.key, value]`. */
function leaves(tree: unknown, prefix = ""): Array<[string, unknown]> {
  if (typeof tree !== "object" || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe("translations", () => {
  const enLeaves = new Map(leaves(en));
  const arLeaves = new Map(leaves(ar));

  it("Arabic has exactly the English keys", () => {
    expect([...arLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it.each([...enLeaves.keys()])("%s is non-empty, Arabic and keeps its placeholders", (key) => {
    const enText = enLeaves.get(key);
    const arText = arLeaves.get(key);
    expect(typeof enText).toBe("string");
    expect(typeof arText).toBe("string");
    if (typeof enText !== "string" || typeof arText !== "string") return;
    expect(enText.trim()).not.toBe("");
    expect(arText.trim()).not.toBe("");
    expect(arText).toMatch(ARABIC_LETTER);
    expect(placeholders(arText)).toEqual(placeholders(enText));
  });
});
