import { z } from "zod";
import { ADDRESS_TYPES, type AddressType } from "../../commerce/contract/address";
import { commerceCall, type CustomerAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";
import { sharedRead } from "~/lib/shared-reads.server";

/**
 * The signed-in customer's address book and the emirates and cities it offers, through the commerce
 * address and locator endpoints (docs/address-api.md). Refusals are `CommerceError`s whose `code` is one
 * of commerce/contract/address.ts's codes; another customer's address is a 404, as an unknown one.
 */

export const addressSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  /** The 9 national digits; `formatUaeMobile` shows them. */
  mobile: z.string(),
  building: z.string(),
  flat: z.string(),
  landmark: z.string(),
  area: z.string(),
  emirate_id: z.number(),
  emirate_name: z.string(),
  city_id: z.number(),
  city_name: z.string(),
  address_type: z.enum(ADDRESS_TYPES),
  makani: z.string().nullable(),
  default_shipping: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

const emirateSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  cities: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type Emirate = z.infer<typeof emirateSchema>;

/** What a customer saves: the form's fields, already checked against the shared rules. */
export interface AddressInput {
  full_name: string;
  mobile: string;
  building: string;
  flat: string;
  landmark: string;
  area: string;
  emirate_id: number;
  city_id: number;
  address_type: AddressType;
  makani: string | null;
}

/** The seven emirates, each with the cities delivered to, named in the shopper's language. */
export function getEmirates(locale: Locale): Promise<Emirate[]> {
  return sharedRead(z.array(emirateSchema), { path: "/api/locator/emirates", locale });
}

/** Default first, then newest first. */
export function listAddresses(locale: Locale, customer: CustomerAuth): Promise<Address[]> {
  return commerceCall(z.array(addressSchema), { path: "/api/addresses", locale, customer });
}

export function getAddress(locale: Locale, customer: CustomerAuth, addressId: number): Promise<Address> {
  return commerceCall(addressSchema, { path: `/api/addresses/${addressId}`, locale, customer });
}

export function createAddress(locale: Locale, customer: CustomerAuth, address: AddressInput): Promise<Address> {
  return commerceCall(addressSchema, { method: "POST", path: "/api/addresses/create", locale, customer, body: { address } });
}

export function updateAddress(locale: Locale, customer: CustomerAuth, addressId: number, address: AddressInput): Promise<Address> {
  return commerceCall(addressSchema, {
    method: "POST",
    path: "/api/addresses/update",
    locale,
    customer,
    body: { address_id: addressId, address },
  });
}

export function deleteAddress(locale: Locale, customer: CustomerAuth, addressId: number): Promise<{ address_id: number }> {
  return commerceCall(z.object({ address_id: z.number() }), { method: "POST", path: "/api/addresses/delete", locale, customer, body: { address_id: addressId } });
}

export function makeDefaultAddress(locale: Locale, customer: CustomerAuth, addressId: number): Promise<Address> {
  return commerceCall(addressSchema, { method: "POST", path: "/api/addresses/default", locale, customer, body: { address_id: addressId } });
}
