import { createHash } from "node:crypto";
import ar from "../locales/ar";
import en from "../locales/en";
import type { Locale } from "./i18n";

// Relative imports only: the build's service worker plugin (scripts/service-worker-plugin.ts) precaches these files.
const resources = { en, ar };

/**
 * The namespaces of one locale as one JSON document the browser loads once and keeps (routes/locales.$locale):
 * its URL carries a hash of the content, so a deploy that changes a string changes the URL. Shoppers' pages get
 * the shop's namespaces; the back office's pages those and `admin` (decision 040), which no shopper downloads.
 */
export interface TranslationsAsset {
  href: string;
  version: string;
  json: string;
}

export type TranslationsBundle = "shop" | "backOffice";

function translationsAssetOf(locale: Locale, bundle: TranslationsBundle): TranslationsAsset {
  const { admin, ...shop } = resources[locale];
  const json = JSON.stringify(bundle === "shop" ? shop : { ...shop, admin });
  const version = createHash("sha256").update(json).digest("base64url").slice(0, 12);
  return { href: `/locales/${bundleName(locale, bundle)}?v=${version}`, version, json };
}

/** The asset's name in its URL: `ar`, `ar-admin`. */
const bundleName = (locale: Locale, bundle: TranslationsBundle) => (bundle === "shop" ? locale : `${locale}-admin`);

const translationsAssets = new Map(
  (["en", "ar"] as const).flatMap((locale) =>
    (["shop", "backOffice"] as const).map((bundle) => [bundleName(locale, bundle), translationsAssetOf(locale, bundle)] as const),
  ),
);

export function translationsAsset(locale: Locale, bundle: TranslationsBundle = "shop"): TranslationsAsset {
  return translationsAssets.get(bundleName(locale, bundle))!;
}

/** The asset a `/locales/{name}` URL names, or undefined. */
export function translationsAssetNamed(name: string): TranslationsAsset | undefined {
  return translationsAssets.get(name);
}

