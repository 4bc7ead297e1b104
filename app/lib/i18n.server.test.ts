import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import ar from "~/locales/ar";
import en from "~/locales/en";
import { addLocaleFormats, i18nextOptions, type Locale } from "./i18n";
import { getI18n } from "./i18n.server";

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Namespace = "site" | "reviews" | "common";

/** A plain i18next instance of the same texts, without the server's memory of them. */
function plainInstance(locale: Locale) {
  const instance = createInstance({ ...i18nextOptions, lng: locale, resources: { [locale]: locale === "en" ? en : ar } });
  void instance.init();
  addLocaleFormats(instance, locale);
  return instance;
}

describe("the server's translations", () => {
  it.each(["en", "ar"] as const)("give the same %s texts as i18next, every time they are asked for", (locale) => {
    const plain = plainInstance(locale);
    const calls: [Namespace, string, Record<string, unknown>?][] = [
      ["site", "menu.toggle"],
      ["site", "menu.allIn", { name: "Phones" }],
      ["site", "menu.allIn", { name: "Tablets" }],
      ["reviews", "starCount", { count: 1 }],
      ["reviews", "starCount", { count: 3 }],
      ["common", "navigation.brands"],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [ns, key, options] of calls) {
        const server = getI18n(locale).getFixedT(locale, ns) as unknown as Translate;
        const expected = (plain.getFixedT(locale, ns) as unknown as Translate)(key, options);
        expect(options ? server(key, options) : server(key)).toBe(expected);
      }
    }
    const stars = getI18n(locale).getFixedT(locale, "reviews") as unknown as Translate;
    expect(stars("starCount", { count: 1 })).not.toBe(stars("starCount", { count: 3 }));
  });
});
