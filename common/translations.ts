/** The plural forms `Intl.PluralRules("ar")` chooses from, as i18next's key suffixes; English has `one` and `other`. */
export const ARABIC_PLURAL_FORMS = ["zero", "one", "two", "few", "many", "other"] as const;
export const ENGLISH_PLURAL_FORMS = ["one", "other"] as const;
type ArabicPluralForm = (typeof ARABIC_PLURAL_FORMS)[number];

/**
 * The Arabic texts of an English module: the same keys, except that a count English writes as `key_one` and
 * `key_other` (and maybe `key_zero`) needs all six Arabic forms, so a missing one fails the type-check.
 * The storefront's texts (app/locales) and the backend's (commerce/locales: e-mails, SMS, the test payment
 * pages) are both written against it.
 */
export type ArabicTexts<T> = {
  [K in keyof T as K extends `${infer Base}_other`
    ? `${Base}_${ArabicPluralForm}`
    : K extends `${string}_one` | `${string}_zero`
      ? never
      : K]: T[K] extends string ? string : ArabicTexts<T[K]>;
};
