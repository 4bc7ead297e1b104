import type { TFunction } from "i18next";
import { formatWholeMoney } from "~/lib/format";
import type { Locale } from "~/lib/i18n";
import type { PriceRange } from "~/lib/listing-query";

const numberLocale: Record<Locale, string> = { en: "en-AE", ar: "ar-AE-u-nu-latn" };

/** A whole-dirham amount without the currency, in the locale's digits: `1,000`. */
function formatWholeNumber(fils: number, locale: Locale): string {
  return new Intl.NumberFormat(numberLocale[locale], { maximumFractionDigits: 0 }).format(fils / 100);
}

/**
 * SPEC §9 price filter labels: the lowest range `< AED 500`, the highest `> AED 5,000`, the others
 * `AED 500 - 1,000`. Which shape a range gets follows from its open end, so chips and facets agree.
 */
export function priceRangeLabel(range: PriceRange, locale: Locale, t: TFunction<"listing">): string {
  const from = range.from ?? 0;
  if (range.to === undefined) return t("facets.priceOver", { from: formatWholeMoney(from, locale) });
  if (from === 0) return t("facets.priceUnder", { to: formatWholeMoney(range.to, locale) });
  return t("facets.priceBetween", { from: formatWholeMoney(from, locale), to: formatWholeNumber(range.to, locale) });
}
