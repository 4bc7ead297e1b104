import { GENERAL_GROUP_ID } from "../contract/customer-groups";
import {
  activeSpecialPrice,
  shopperPriceFields,
  splitInclusivePrice,
  taxRate,
  type PriceFields,
} from "./pricing";
import type { CatalogueReference } from "./reference";

/** The retail customer tax class and the store's country: the context every storefront price is shown in. */
export const RETAIL_CUSTOMER_TAX_CLASS = 3;
export const STORE_COUNTRY = "AE";

/** The price fields of SPEC §3 for one product, in fils; amounts without `_incl_tax` exclude VAT. */
export interface ProductPrices {
  tax_rate: number;
  price: number;
  price_tax: number;
  price_incl_tax: number;
  original_price: number;
  original_price_incl_tax: number;
  special_price: number;
  special_price_incl_tax: number;
  special_from_date: string | null;
  special_to_date: string | null;
  final_price: number;
  final_price_tax: number;
  final_price_incl_tax: number;
}

/** The VAT rate of a product tax class for a shopper of the group, by the group's customer tax class (SPEC §4). */
export function productTaxRate(reference: CatalogueReference, taxClassId: number, groupId = GENERAL_GROUP_ID): number {
  return taxRate(reference.taxRules, {
    productTaxClassId: taxClassId,
    customerTaxClassId: reference.groups.get(groupId)?.tax_class_id ?? RETAIL_CUSTOMER_TAX_CLASS,
    countryId: STORE_COUNTRY,
  });
}

/** A product's price fields for a shopper of the group buying `qty` units: its group and tier prices applied. */
export function groupPriceFields(reference: CatalogueReference, productId: number, fields: PriceFields, groupId: number, qty: number, now: Date): PriceFields {
  return shopperPriceFields(fields, reference.groupPrices.get(productId) ?? [], groupId, qty, now);
}

export function productPrices(fields: PriceFields, ratePercent: number, now: Date): ProductPrices {
  const special = activeSpecialPrice(fields, now);
  const regular = splitInclusivePrice(fields.price, ratePercent);
  const final = splitInclusivePrice(special ?? fields.price, ratePercent);
  return {
    tax_rate: ratePercent,
    price: regular.excl,
    price_tax: regular.tax,
    price_incl_tax: regular.incl,
    original_price: regular.excl,
    original_price_incl_tax: regular.incl,
    special_price: special === null ? 0 : splitInclusivePrice(special, ratePercent).excl,
    special_price_incl_tax: special ?? 0,
    special_from_date: fields.special_from_date,
    special_to_date: fields.special_to_date,
    final_price: final.excl,
    final_price_tax: final.tax,
    final_price_incl_tax: final.incl,
  };
}

/** A computed price (bundle, grouped) as price fields: the regular sum, and a special when parts are on sale. */
export function summedPriceFields(regular: number, final: number): PriceFields {
  return {
    price: regular,
    special_price: final < regular ? final : null,
    special_from_date: null,
    special_to_date: null,
  };
}
