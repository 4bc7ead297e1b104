import { LRUCache } from "lru-cache";
import { LanguageDetector } from "remix-i18next/server";
import { LOCALES, isLocale, type Locale } from "./i18n";

/**
 * The language a browser asks for (`Accept-Language`), as remix-i18next reads it, for one thing only: a
 * page in the other language offers a one-line link to the same page in the shopper's language
 * (decision 005). The URL alone decides the page's language: no redirect, so crawlers keep seeing each
 * URL in its own language.
 */
const detector = new LanguageDetector({ supportedLanguages: [...LOCALES], fallbackLanguage: "", order: ["header"] });

/** Browsers send few distinct headers; each is parsed once. */
const detected = new LRUCache<string, Locale | "none">({ max: 1000 });

async function preferredLocale(acceptLanguage: string): Promise<Locale | null> {
  let locale = detected.get(acceptLanguage);
  if (locale === undefined) {
    const found = await detector.detect(new Request("http://preference.invalid/", { headers: { "Accept-Language": acceptLanguage } }));
    locale = isLocale(found) ? found : "none";
    detected.set(acceptLanguage, locale);
  }
  return locale === "none" ? null : locale;
}

/**
 * The language to suggest on a page: the shopper's preferred one when it is not the page's, else null.
 * The page cache keys pages by this too, so a page has at most one cached copy per suggestion.
 */
export async function suggestedLocale(pageLocale: Locale, acceptLanguage: string | null | undefined): Promise<Locale | null> {
  if (!acceptLanguage) return null;
  const preferred = await preferredLocale(acceptLanguage.slice(0, 256));
  return preferred !== null && preferred !== pageLocale ? preferred : null;
}
