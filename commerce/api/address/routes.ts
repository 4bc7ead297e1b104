import { readId } from "../../contract/cart";
import { parse, readJson } from "../envelope";
import { requireCustomer } from "../account/auth";
import { emiratesWithCities } from "../locator/emirates";
import type { Route } from "../route";
import { createAddress, deleteAddress, listAddresses, readAddress, setDefaultAddress, updateAddress } from "./addresses";
import { addressError } from "./errors";
import { addressIdBody, createBody, updateBody } from "./schemas";

/**
 * The address book (SPEC §7 Addresses, docs/address-api.md) and the locator's emirates and cities it
 * offers. Address calls carry `Authorization: Bearer <token>`. SPEC's DELETE is `POST …/delete` here:
 * the handler routes GET and POST only.
 */
export const addressRoutes: Route[] = [
  ["GET", /^\/api\/locator\/emirates$/, (c) => emiratesWithCities(c.ctx.db, c.store)],
  ["GET", /^\/api\/addresses$/, async (c) => listAddresses(c.ctx.db, await requireCustomer(c), c.store)],
  [
    "POST",
    /^\/api\/addresses\/create$/,
    async (c) => createAddress(c.ctx, await requireCustomer(c), parse(createBody, await readJson(c.request)).address, c.store),
  ],
  ["POST", /^\/api\/addresses\/update$/, async (c) => updateAddress(c.ctx, await requireCustomer(c), parse(updateBody, await readJson(c.request)), c.store)],
  [
    "POST",
    /^\/api\/addresses\/delete$/,
    async (c) => deleteAddress(c.ctx, await requireCustomer(c), parse(addressIdBody, await readJson(c.request)).address_id),
  ],
  [
    "POST",
    /^\/api\/addresses\/default$/,
    async (c) => setDefaultAddress(c.ctx, await requireCustomer(c), parse(addressIdBody, await readJson(c.request)).address_id, c.store),
  ],
  [
    "GET",
    /^\/api\/addresses\/([^/]+)$/,
    async (c) => {
      const who = await requireCustomer(c);
      const id = readId(c.path[0]);
      if (id === null) throw addressError("address.notFound");
      return readAddress(c.ctx.db, who, id, c.store);
    },
  ],
];
