import { createInstance } from "i18next";
import { addLocaleFormats, i18nextOptions, type Locale } from "../../../app/lib/i18n";
import ar from "../../../app/locales/ar";
import en from "../../../app/locales/en";

/** The store's translations as the store renders them, for texts with a count (plural forms, grouped numbers). */
function instanceOf(locale: Locale) {
  const instance = createInstance({ ...i18nextOptions, lng: locale, resources: { [locale]: locale === "en" ? en : ar } });
  void instance.init();
  addLocaleFormats(instance, locale);
  return instance;
}

const instances = { en: instanceOf("en"), ar: instanceOf("ar") };

/** `translate("ar", "wishlist:page.count", { count: 1 })` → `منتج واحد محفوظ`. */
export function translate(locale: Locale, key: string, options: { count: number } & Record<string, unknown>): string {
  // The specs name keys as strings; a wrong one shows as the key itself, which no page shows.
  const t = instances[locale].t as unknown as (key: string, options: object) => string;
  return t(key, options);
}
