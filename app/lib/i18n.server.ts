import { createInstance, type i18n as I18n, type ParseKeys, type TFunction } from "i18next";
import ar from "~/locales/ar";
import en from "~/locales/en";
import type { ArabicTexts, Resources } from "~/locales/types";
import { i18nextOptions, addLocaleFormats, type Locale } from "./i18n";

export { translationsAsset, translationsAssetNamed } from "./translations-asset.server";

const resources: { en: Resources; ar: ArabicTexts<Resources> } = { en, ar };

// One initialised instance per locale, created at module load and shared by every request:
// creating an i18next instance per request is measurable overhead. Each instance only ever
// holds its own language, so nothing a request does can change another request's language.
function createLocaleInstance(locale: Locale): I18n {
  const instance = createInstance({ ...i18nextOptions, lng: locale, resources: { [locale]: resources[locale] } });
  void instance.init(); // synchronous: resources are inline and initImmediate is false
  addLocaleFormats(instance, locale);
  rememberTexts(instance);
  return instance;
}

/** Texts one translate function keeps; past this it starts again (values such as product names are unbounded). */
const REMEMBERED_TEXTS = 5000;

type Translate = (key: unknown, ...rest: unknown[]) => unknown;

/** The memo key of a call by a key and at most one object of string and number values, else undefined. */
function textIdOf(key: unknown, rest: unknown[]): string | undefined {
  if (typeof key !== "string" || rest.length > 1) return undefined;
  const [options] = rest;
  if (options === undefined) return key;
  if (typeof options !== "object" || options === null) return undefined;
  const values = Object.values(options);
  return values.every((value) => typeof value === "string" || typeof value === "number") ? key + JSON.stringify(options) : undefined;
}

/**
 * Makes `getFixedT` (what `useTranslation` calls in every component of every render) answer a text it was asked
 * for before from memory. An i18next call costs 15–50 µs (it copies all its options for each one) and a listing
 * asks for hundreds; the same key with the same values always gives the same text here, as an instance never
 * changes language or resources. Calls with other options (objects, arrays, functions) go to i18next as before.
 */
function rememberTexts(instance: I18n): void {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => Translate;
  const translators = new Map<string, Translate>();
  instance.getFixedT = ((...args: unknown[]) => {
    const id = JSON.stringify(args);
    let remembering = translators.get(id);
    if (!remembering) {
      const translate = getFixedT(...args);
      const texts = new Map<string, unknown>();
      remembering = Object.assign((key: unknown, ...rest: unknown[]) => {
        const textId = textIdOf(key, rest);
        if (textId === undefined) return translate(key, ...rest);
        if (texts.has(textId)) return texts.get(textId);
        if (texts.size >= REMEMBERED_TEXTS) texts.clear();
        const text = translate(key, ...rest);
        texts.set(textId, text);
        return text;
      }, translate);
      translators.set(id, remembering);
    }
    return remembering;
  }) as unknown as I18n["getFixedT"];
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

export type TranslationKey = ParseKeys<"common">;

/** Narrows a string from outside (a zod message, a flash cookie) to a known translation key. */
export function isTranslationKey(key: string): key is TranslationKey {
  return instances.en.exists(key);
}

/** A translate function of the `account` namespace, for loaders and actions of the account pages. */
export function getFixedAccountT(locale: Locale) {
  return getI18n(locale).getFixedT(locale, "account");
}
