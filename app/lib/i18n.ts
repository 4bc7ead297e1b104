import type { i18n as I18n, InitOptions } from "i18next";
import { formatNumber } from "../../common/format";
import { LOCALES, type Locale } from "../../common/locales";

export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = "en";

/** Each language's name in its own script, for the language switch. */
export const NATIVE_LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ar: "العربية" };

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "ar";
}

export function dirOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The language of a path: `/ar` and below are Arabic, anything else English (the `($lang)` layout refuses bad segments). */
export function localeFromPathname(pathname: string): Locale {
  return pathname === "/ar" || pathname.startsWith("/ar/") ? "ar" : DEFAULT_LOCALE;
}

/** `/ar/c/tv` → `/c/tv`; `/ar` → `/`; paths without the prefix are returned unchanged. */
export function stripLocale(pathname: string): string {
  if (pathname === "/ar") return "/";
  return pathname.startsWith("/ar/") ? pathname.slice(3) : pathname;
}

/** Prefixes an app path (starting with `/`, may carry `?query` or `#hash`) for a locale. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === "/") return "/ar";
  if (path.startsWith("/?") || path.startsWith("/#")) return `/ar${path.slice(1)}`;
  return `/ar${path}`;
}

/** The same page in another locale, keeping the query string: `/c/x?y` ↔ `/ar/c/x?y`. */
export function switchLocalePath(pathname: string, search: string, target: Locale): string {
  return localizePath(stripLocale(pathname), target) + search;
}

/** Options shared by the server instances and the browser instance. */
export const i18nextOptions = {
  supportedLngs: [...LOCALES],
  fallbackLng: false,
  defaultNS: "common",
  ns: ["common", "account", "address", "cart", "catalog", "checkout", "listing", "locator", "orders", "outbox", "payment", "product", "site", "support", "tradein", "wishlist"],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  // Resources are passed in, so initialisation is synchronous.
  initImmediate: false,
  // i18next advertises its vendor once per process (and in every browser's console) unless told not to.
  showSupportNotice: false,
} satisfies InitOptions;

/**
 * A count in a translation is written `{{count, number}}`: i18next picks the plural form from the number and
 * shows it in the locale's grouping (`1,000`) through `formatNumber`, with Latin digits in Arabic too.
 */
export function addLocaleFormats(instance: I18n, locale: Locale): void {
  instance.services.formatter?.add("number", (value: unknown) => (typeof value === "number" ? formatNumber(value, locale) : String(value)));
}
