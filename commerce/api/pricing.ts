/**
 * Price rules of SPEC §4–5, as pure functions over integer fils. Prices made of other prices (custom
 * options, bundles, grouped products) are the contract's (commerce/contract/composite-prices.ts).
 *
 * Catalogue prices are entered VAT-inclusive (that is how UAE shoppers see them), so tax is split out
 * of the stored price rather than added on top of it.
 */

export interface PriceFields {
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
}

/** The special price when it is below the regular price and `now` is inside its window, else null. */
export function activeSpecialPrice(p: PriceFields, now: Date): number | null {
  if (p.special_price === null || p.special_price >= p.price) return null;
  const at = now.toISOString();
  if (p.special_from_date && at < p.special_from_date) return null;
  if (p.special_to_date && at > p.special_to_date) return null;
  return p.special_price;
}

export function finalPrice(p: PriceFields, now: Date): number {
  return activeSpecialPrice(p, now) ?? p.price;
}

export interface TaxRuleWithRates {
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  rates: { tax_country_id: string; tax_region_id: number; region_name: string | null; rate: number }[];
}

export interface TaxContext {
  productTaxClassId: number;
  customerTaxClassId: number;
  countryId: string;
  regionName?: string;
}

/**
 * Percent rate of the first rule (in priority order) that matches the product tax class and the customer
 * tax class, using its rate for the country whose region matches, or that applies to every region.
 */
export function taxRate(rules: TaxRuleWithRates[], ctx: TaxContext): number {
  const rule = rules.find(
    (r) =>
      r.product_tax_class_ids.includes(ctx.productTaxClassId) &&
      r.customer_tax_class_ids.includes(ctx.customerTaxClassId),
  );
  const rate = rule?.rates.find(
    (r) =>
      r.tax_country_id === ctx.countryId &&
      (r.tax_region_id === 0 || !r.region_name || r.region_name === ctx.regionName),
  );
  return rate?.rate ?? 0;
}

export interface TaxSplit {
  excl: number;
  tax: number;
  incl: number;
}

export function splitInclusivePrice(incl: number, ratePercent: number): TaxSplit {
  const excl = Math.round((incl * 100) / (100 + ratePercent));
  return { excl, tax: incl - excl, incl };
}
