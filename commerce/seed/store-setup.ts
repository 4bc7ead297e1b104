import type { Insertable } from "kysely";
import type { BankOfferBinTable, GiftCardTable, PromoRuleTable, StoreViewTable, TaxRateTable, TaxRuleTable } from "../db/schema";
import type { PlacedCategory } from "./categories";
import type { Bilingual } from "./text";

/** Store views, tax rules, promo codes and gift cards: fixed demo data, with dates relative to `now`. */

type WithId<T> = Omit<T, "id"> & { id: number };

const DAY_MS = 86_400_000;

export function storeViewRows(): StoreViewTable[] {
  return [
    { id: 1, code: "en", name: "English", locale: "en-US", is_default: 1 },
    { id: 2, code: "ar", name: "العربية", locale: "ar-SA", is_default: 0 },
  ];
}

export const VAT_PRODUCT_CLASS = 2;
export const ZERO_RATED_PRODUCT_CLASS = 0;
export const RETAIL_CUSTOMER_CLASS = 3;

export function taxRuleRows(): WithId<TaxRuleTable>[] {
  return [
    { id: 1, code: "UAE VAT", priority: 0, product_tax_class_ids: JSON.stringify([VAT_PRODUCT_CLASS]), customer_tax_class_ids: JSON.stringify([RETAIL_CUSTOMER_CLASS]) },
    { id: 2, code: "Zero rated", priority: 1, product_tax_class_ids: JSON.stringify([ZERO_RATED_PRODUCT_CLASS]), customer_tax_class_ids: JSON.stringify([RETAIL_CUSTOMER_CLASS]) },
  ];
}

export function taxRateRows(): WithId<TaxRateTable>[] {
  return [
    { id: 1, tax_rule_id: 1, code: "AE VAT 5%", tax_country_id: "AE", tax_region_id: 0, region_name: null, rate: 5 },
    { id: 2, tax_rule_id: 2, code: "AE zero rate", tax_country_id: "AE", tax_region_id: 0, region_name: null, rate: 0 },
  ];
}

interface PromoSeed {
  code: string;
  kind: PromoRuleTable["kind"];
  /** Percent, or AED for fixed amounts. */
  amount: number;
  description: Bilingual;
  minSubtotalAed?: number;
  /** Days relative to now. */
  fromDays?: number;
  toDays?: number;
  usageLimit?: number;
  timesUsed?: number;
  bank?: boolean;
  scopeBrand?: string;
  scopeCategoryKey?: string;
  /** Most the rule takes off, in AED. */
  maxDiscountAed?: number;
  /** A bank offer's BIN ranges [from, to] (first six digits): the test cards of docs/test-card-gateway.md fall in them. */
  bins?: [string, string][];
}

const promos: readonly PromoSeed[] = [
  { code: "WELCOME10", kind: "percent", amount: 10, minSubtotalAed: 200, fromDays: -90, toDays: 275, description: ["10% off orders over AED 200", "خصم 10% على الطلبات فوق 200 درهم"] },
  { code: "SAVE50", kind: "fixed", amount: 50, minSubtotalAed: 500, fromDays: -30, toDays: 60, description: ["AED 50 off orders over AED 500", "خصم 50 درهمًا على الطلبات فوق 500 درهم"] },
  { code: "FREESHIP", kind: "free_shipping", amount: 0, description: ["Free delivery on any order", "توصيل مجاني لأي طلب"] },
  { code: "SUMMER15", kind: "percent", amount: 15, minSubtotalAed: 300, fromDays: -200, toDays: -110, description: ["Summer sale: 15% off (ended)", "تخفيضات الصيف: خصم 15% (انتهى)"] },
  { code: "FLASH100", kind: "fixed", amount: 100, minSubtotalAed: 1000, fromDays: -7, toDays: 7, usageLimit: 100, timesUsed: 100, description: ["AED 100 off, first 100 orders only", "خصم 100 درهم لأول 100 طلب فقط"] },
  { code: "SAMSUNG5", kind: "percent", amount: 5, fromDays: -14, toDays: 45, scopeBrand: "samsung", description: ["5% off Samsung products", "خصم 5% على منتجات سامسونج"] },
  { code: "GAMER20", kind: "percent", amount: 20, minSubtotalAed: 150, fromDays: -10, toDays: 20, scopeCategoryKey: "gaming", description: ["20% off gaming", "خصم 20% على الألعاب"] },
  { code: "ENBD15", kind: "percent", amount: 15, minSubtotalAed: 1000, fromDays: -30, toDays: 90, bank: true, maxDiscountAed: 500, bins: [["455700", "455799"], ["524100", "524149"]], description: ["15% off with Emirates NBD credit cards (up to AED 500)", "خصم 15% مع بطاقات بنك الإمارات دبي الوطني الائتمانية (حتى 500 درهم)"] },
  { code: "ADCB10", kind: "percent", amount: 10, minSubtotalAed: 500, fromDays: -30, toDays: 90, bank: true, bins: [["520000", "520099"]], description: ["10% off with ADCB cards", "خصم 10% مع بطاقات بنك أبوظبي التجاري"] },
  { code: "FAB200", kind: "fixed", amount: 200, minSubtotalAed: 2000, fromDays: -15, toDays: 45, bank: true, bins: [["431100", "431199"]], description: ["AED 200 off with First Abu Dhabi Bank cards", "خصم 200 درهم مع بطاقات بنك أبوظبي الأول"] },
];

export function promoRuleRows(now: Date, categories: readonly PlacedCategory[]): WithId<PromoRuleTable>[] {
  const at = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() + days * DAY_MS).toISOString());
  return promos.map((promo, i) => {
    const scopeCategory = promo.scopeCategoryKey ? categories.find((c) => c.urlKey === promo.scopeCategoryKey) : undefined;
    if (promo.scopeCategoryKey && !scopeCategory) throw new Error(`Promo ${promo.code} is scoped to unknown category "${promo.scopeCategoryKey}"`);
    return {
      id: i + 1,
      code: promo.code,
      kind: promo.kind,
      amount: promo.kind === "fixed" ? promo.amount * 100 : promo.amount,
      is_bank_coupon: promo.bank ? 1 : 0,
      description_en: promo.description[0],
      description_ar: promo.description[1],
      min_subtotal: (promo.minSubtotalAed ?? 0) * 100,
      from_date: at(promo.fromDays),
      to_date: at(promo.toDays),
      usage_limit: promo.usageLimit ?? null,
      times_used: promo.timesUsed ?? 0,
      scope_category_id: scopeCategory?.id ?? null,
      scope_brand: promo.scopeBrand ?? null,
      is_active: 1,
      max_discount: promo.maxDiscountAed === undefined ? null : promo.maxDiscountAed * 100,
      per_customer_limit: null,
    };
  });
}

export function bankOfferBinRows(): Insertable<BankOfferBinTable>[] {
  return promos.flatMap((promo) => (promo.bins ?? []).map(([from, to]) => ({ coupon_code: promo.code, bin_from: from, bin_to: to })));
}

export function giftCardRows(now: Date): Insertable<GiftCardTable>[] {
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  return [
    { code: "GC-1000-AAAA", balance: 100_000, expires_at: inDays(365), is_active: 1, kind: "giftcard" },
    { code: "GC-0500-BBBB", balance: 50_000, expires_at: inDays(300), is_active: 1, kind: "giftcard" },
    { code: "GC-0250-CCCC", balance: 25_000, expires_at: inDays(200), is_active: 1, kind: "giftcard" },
    { code: "GC-0100-DDDD", balance: 10_000, expires_at: null, is_active: 1, kind: "giftcard" },
    { code: "GC-0500-EXPD", balance: 50_000, expires_at: inDays(-30), is_active: 1, kind: "giftcard" },
    { code: "GC-0000-ZERO", balance: 0, expires_at: inDays(180), is_active: 1, kind: "giftcard" },
    // A trade-in voucher (SPEC's "northLadder" segment) and a loyalty voucher pay like gift cards.
    { code: "TI-0300-NLAD", balance: 30_000, expires_at: inDays(90), is_active: 1, kind: "tradein" },
    { code: "LOYAL-0050-NOUR", balance: 5_000, expires_at: inDays(365), is_active: 1, kind: "loyalty" },
  ];
}
