/** The store's languages (SPEC §1): English is the default at the root, Arabic lives under `/ar`. */
export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
