import { createHash } from "node:crypto";
import { createInstance, type i18n as I18n, type ParseKeys, type TFunction } from "i18next";
import ar from "~/locales/ar";
import en from "~/locales/en";
import type { ArabicTexts, Resources } from "~/locales/types";
import { i18nextOptions, addLocaleFormats, type Locale } from "./i18n";

const resources: { en: Resources; ar: ArabicTexts<Resources> } = { en, ar };

// One initialised instance per locale, created at module load and shared by every request:
// creating an i18next instance per request is measurable overhead. Each instance only ever
// holds its own language, so nothing a request does can change another request's language.
function createLocaleInstance(locale: Locale): I18n {
  const instance = createInstance({ ...i18nextOptions, lng: locale, resources: { [locale]: resources[locale] } });
  void instance.init(); // synchronous: resources are inline and initImmediate is false
  addLocaleFormats(instance, locale);
  return instance;
}

const instances: Record<Locale, I18n> = { en: createLocaleInstance("en"), ar: createLocaleInstance("ar") };
const fixedTs: Record<Locale, TFunction<"common">> = {
  en: instances.en.getFixedT("en", "common"),
  ar: instances.ar.getFixedT("ar", "common"),
};

/** The shared i18next instance for a locale (for `I18nextProvider` in entry.server). */
export function getI18n(locale: Locale): I18n {
  return instances[locale];
}

/** A translate function for loaders, actions and meta titles. Cached; no per-call setup. */
export function getFixedT(locale: Locale): TFunction<"common"> {
  return fixedTs[locale];
}

/**
 * All namespaces of one locale as one JSON document the browser loads once and keeps (routes/locales.$locale):
 * its URL carries a hash of the content, so a deploy that changes a string changes the URL.
 */
export interface TranslationsAsset {
  href: string;
  version: string;
  json: string;
}

function translationsAssetOf(locale: Locale): TranslationsAsset {
  const json = JSON.stringify(resources[locale]);
  const version = createHash("sha256").update(json).digest("base64url").slice(0, 12);
  return { href: `/locales/${locale}?v=${version}`, version, json };
}

const translationsAssets: Record<Locale, TranslationsAsset> = { en: translationsAssetOf("en"), ar: translationsAssetOf("ar") };

export function translationsAsset(locale: Locale): TranslationsAsset {
  return translationsAssets[locale];
}

export type TranslationKey = ParseKeys<"common">;

/** Narrows a string from outside (a zod message, a flash cookie) to a known translation key. */
export function isTranslationKey(key: string): key is TranslationKey {
  return instances.en.exists(key);
}

/** A translate function of the `account` namespace, for loaders and actions of the account pages. */
export function getFixedAccountT(locale: Locale) {
  return getI18n(locale).getFixedT(locale, "account");
}
