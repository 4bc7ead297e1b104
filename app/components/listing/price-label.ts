import type { TFunction } from "i18next";
import { formatNumber, formatWholeMoney } from "../../../common/format";
import type { Locale } from "~/lib/i18n";
import type { PriceRange } from "~/lib/listing-query";

/**
 * SPEC §9 price filter labels: the lowest range `< AED 500`, the highest `> AED 5,000`, the others
 * `AED 500 - 1,000`. Which shape a range gets follows from its open end, so chips and facets agree.
 */
export function priceRangeLabel(range: PriceRange, locale: Locale, t: TFunction<"listing">): string {
  const from = range.from ?? 0;
  if (range.to === undefined) return t("facets.priceOver", { from: formatWholeMoney(from, locale) });
  if (from === 0) return t("facets.priceUnder", { to: formatWholeMoney(range.to, locale) });
  return t("facets.priceBetween", { from: formatWholeMoney(from, locale), to: formatNumber(range.to / 100, locale) });
}
