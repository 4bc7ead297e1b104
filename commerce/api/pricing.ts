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

/** A group price (min_qty 1) or tier price of a product, VAT-inclusive fils; `group_id` null is every group. */
export interface GroupPrice {
  group_id: number | null;
  min_qty: number;
  price: number;
}

/** The lowest group or tier price a shopper of `groupId` buying `qty` units reaches, or null. */
function reachedGroupPrice(prices: readonly GroupPrice[], groupId: number, qty: number): number | null {
  let lowest: number | null = null;
  for (const p of prices) {
    if ((p.group_id === null || p.group_id === groupId) && qty >= p.min_qty && (lowest === null || p.price < lowest)) lowest = p.price;
  }
  return lowest;
}

/**
 * The one rule for the unit price a shopper pays (decision 060): the lowest of the regular price, the special price
 * in its window, and the group and tier prices their group reaches at this quantity. Answered as price fields whose
 * special price is that price when it is a group or tier price, so every view of a price shows it as it shows a
 * special price.
 */
export function shopperPriceFields(fields: PriceFields, prices: readonly GroupPrice[], groupId: number, qty: number, now: Date): PriceFields {
  const reached = reachedGroupPrice(prices, groupId, qty);
  if (reached === null || reached >= finalPrice(fields, now)) return fields;
  return { price: fields.price, special_price: reached, special_from_date: null, special_to_date: null };
}

/** The tier prices the product page tells of: from 2 units on, each below the price of one unit, lowest last. */
export function tiersOffered(prices: readonly GroupPrice[], groupId: number, unitPrice: number): { min_qty: number; price: number }[] {
  const thresholds = [...new Set(prices.filter((p) => p.min_qty > 1).map((p) => p.min_qty))].sort((a, b) => a - b);
  const tiers: { min_qty: number; price: number }[] = [];
  let below = unitPrice;
  for (const min_qty of thresholds) {
    const price = reachedGroupPrice(prices, groupId, min_qty);
    if (price !== null && price < below) {
      tiers.push({ min_qty, price });
      below = price;
    }
  }
  return tiers;
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
