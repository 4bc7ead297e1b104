import { describe, expect, it } from "vitest";
import ar from "./ar";
import en from "./en";

/** Every leaf of a translation tree as `[dotted.key, value]`. */
function leaves(tree: unknown, prefix = ""): Array<[string, unknown]> {
  if (typeof tree !== "object" || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]).sort();
const ARABIC_LETTER = /[\u0600-\u06FF]/;
/** A plural form's suffix: English has `_one` and `_other`, Arabic six forms (plurals.test.ts checks they are all there). */
const PLURAL_FORM = /_(?:zero|one|two|few|many|other)$/;
const withoutForm = (key: string) => key.replace(PLURAL_FORM, "");

describe("translations", () => {
  const enLeaves = new Map(leaves(en));
  const arLeaves = new Map(leaves(ar));

  it("Arabic has exactly the English keys, plural forms aside", () => {
    const keys = (tree: Map<string, unknown>) => [...new Set([...tree.keys()].map(withoutForm))].sort();
    expect(keys(arLeaves)).toEqual(keys(enLeaves));
  });

  it.each([...arLeaves.keys()])("%s is non-empty, Arabic and keeps its placeholders", (key) => {
    // A plural form is held to the English "other" form: a form of one or two may say the number in words.
    const enText = PLURAL_FORM.test(key) ? enLeaves.get(`${withoutForm(key)}_other`) : enLeaves.get(key);
    const arText = arLeaves.get(key);
    expect(typeof enText).toBe("string");
    expect(typeof arText).toBe("string");
    if (typeof enText !== "string" || typeof arText !== "string") return;
    expect(enText.trim()).not.toBe("");
    expect(arText.trim()).not.toBe("");
    expect(arText).toMatch(ARABIC_LETTER);
    if (!PLURAL_FORM.test(key) || key.endsWith("_other")) expect(placeholders(arText)).toEqual(placeholders(enText));
    else expect(placeholders(enText)).toEqual(expect.arrayContaining(placeholders(arText)));
  });
});
