import { describe, expect, it } from "vitest";
import appAr from "../../app/locales/ar";
import appEn from "../../app/locales/en";
import { ARABIC_PLURAL_FORMS, ENGLISH_PLURAL_FORMS } from "../../common/translations";

/**
 * Every text of the store in both languages: the storefront's namespaces (app/locales) and the backend's
 * (commerce/locales: e-mails and SMS, the test payment pages), each module of whose folders is a namespace.
 */
const moduleName = (file: string) => file.replace(/^.*\/(\w+)\.ts$/, "$1");
const commerceTexts = (modules: Record<string, unknown>) => Object.fromEntries(Object.entries(modules).map(([file, texts]) => [moduleName(file), texts]));
const commerceEn = commerceTexts(import.meta.glob("../../commerce/locales/en/*.ts", { eager: true, import: "default" }));
const commerceAr = commerceTexts(import.meta.glob("../../commerce/locales/ar/*.ts", { eager: true, import: "default" }));
const en = { ...appEn, ...commerceEn };
const ar = { ...appAr, ...commerceAr };

/** Every leaf of a translation tree as `[dotted.key, value]`. */
function leaves(tree: unknown, prefix = ""): Array<[string, unknown]> {
  if (typeof tree !== "object" || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]).sort();
const ARABIC_LETTER = /[\u0600-\u06FF]/;
/** A plural form's suffix: English has `_one` and `_other`, Arabic six forms ("plural keys" below checks they are all there). */
const PLURAL_FORM = /_(?:zero|one|two|few|many|other)$/;
const withoutForm = (key: string) => key.replace(PLURAL_FORM, "");

describe("translations", () => {
  it("include the backend's e-mails and payment pages, with no namespace on both sides", () => {
    expect(Object.keys(commerceEn).sort()).toEqual(["bnpl", "gateway", "identity", "mail", "paypal"]);
    expect(Object.keys(commerceAr).sort()).toEqual(Object.keys(commerceEn).sort());
    expect(Object.keys(appEn).filter((namespace) => namespace in commerceEn)).toEqual([]);
  });

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

type Texts = { [key: string]: string | Texts };

/** Every plural key of a module, as `path.base` → the suffixes it has. */
function pluralKeys(texts: Texts, path = "", found = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value !== "string") {
      pluralKeys(value, `${path}${key}.`, found);
      continue;
    }
    const match = /^(.+)_(zero|one|two|few|many|other)$/.exec(key);
    if (!match) continue;
    const base = `${path}${match[1]}`;
    found.set(base, (found.get(base) ?? new Set()).add(match[2]!));
  }
  return found;
}

describe("plural keys", () => {
  const english = pluralKeys(en as unknown as Texts);
  const arabic = pluralKeys(ar as unknown as Texts);

  it("are the same counts in both languages", () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...arabic.keys()])("%s has all six Arabic forms", (base) => {
    expect([...arabic.get(base)!].sort()).toEqual([...ARABIC_PLURAL_FORMS].sort());
  });

  it.each([...english.keys()])("%s has both English forms", (base) => {
    expect([...english.get(base)!].filter((form) => form !== "zero").sort()).toEqual([...ENGLISH_PLURAL_FORMS].sort());
  });

  it("leave no count without a plural form", () => {
    // A count written into a text without plural forms reads "1 items" in English and is wrong in Arabic.
    const unpluralised = (texts: Texts, path = ""): string[] =>
      Object.entries(texts).flatMap(([key, value]) =>
        typeof value !== "string"
          ? unpluralised(value, `${path}${key}.`)
          : value.includes("{{count") && !/_(zero|one|two|few|many|other)$/.test(key) ? [`${path}${key}`] : [],
      );
    expect(unpluralised(en as unknown as Texts)).toEqual(NOT_PLURALS);
    expect(unpluralised(ar as unknown as Texts)).toEqual(NOT_PLURALS);
  });
});

/** `{{count}}` as the total of an ordinal ("image 2 of 5"): no noun agrees with it. */
const NOT_PLURALS = ["product.gallery.showImage", "product.gallery.imageAlt", "bnpl.paymentNumber"];
