import { MAX_ADDRESSES } from "../../contract/address";
import type { DB } from "../../db/connection";
import { inTransaction } from "../../db/transaction";
import type { SignedIn } from "../account/sessions";
import type { CommerceContext } from "../context";
import { localised, type StoreCode } from "../store";
import { addressError } from "./errors";
import type { AddressInput } from "./schemas";

/**
 * The customer's address book (SPEC §7 Addresses). Every query is scoped to the signed-in customer: an id
 * of someone else's address is as unknown as one that never existed (404). A customer with addresses
 * always has exactly one default shipping address (SPEC §4 "the first is flagged default shipping when
 * none is"): the first one saved becomes it, and deleting it hands it to the newest one left. So the
 * list, default first, shows the SPEC's order without fixing anything up when it is read.
 */

function addressesOf(db: DB, customerId: number) {
  return db
    .selectFrom("addresses as a")
    .innerJoin("emirates as e", "e.id", "a.emirate_id")
    .innerJoin("cities as c", "c.id", "a.city_id")
    .selectAll("a")
    .select(["e.name_en as emirate_name_en", "e.name_ar as emirate_name_ar", "c.name_en as city_name_en", "c.name_ar as city_name_ar"])
    .where("a.customer_id", "=", customerId);
}

type AddressRow = Awaited<ReturnType<ReturnType<typeof addressesOf>["executeTakeFirstOrThrow"]>>;

/** What the endpoints answer: the stored fields, the emirate and city named in the store's language. */
function viewOf(row: AddressRow, store: StoreCode) {
  return {
    id: row.id,
    full_name: row.full_name,
    mobile: row.mobile,
    building: row.building,
    flat: row.flat,
    landmark: row.landmark,
    area: row.area,
    emirate_id: row.emirate_id,
    emirate_name: localised(row, "emirate_name", store),
    city_id: row.city_id,
    city_name: localised(row, "city_name", store),
    country_id: row.country_id,
    address_type: row.address_type,
    makani: row.makani,
    default_shipping: row.default_shipping === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
export type AddressView = ReturnType<typeof viewOf>;

/** Default first, then newest first. */
export async function listAddresses(db: DB, who: Pick<SignedIn, "customerId">, store: StoreCode): Promise<AddressView[]> {
  const rows = await addressesOf(db, who.customerId)
    .orderBy("a.default_shipping", "desc")
    .orderBy("a.created_at", "desc")
    .orderBy("a.id", "desc")
    .execute();
  return rows.map((row) => viewOf(row, store));
}

export async function readAddress(db: DB, who: SignedIn, addressId: number, store: StoreCode): Promise<AddressView> {
  const row = await addressesOf(db, who.customerId).where("a.id", "=", addressId).executeTakeFirst();
  if (!row) throw addressError("address.notFound");
  return viewOf(row, store);
}

async function requireOwn(db: DB, who: SignedIn, addressId: number): Promise<{ default_shipping: 0 | 1 }> {
  const own = await db
    .selectFrom("addresses")
    .select("default_shipping")
    .where("id", "=", addressId)
    .where("customer_id", "=", who.customerId)
    .executeTakeFirst();
  if (!own) throw addressError("address.notFound");
  return own;
}

/** The city must be one we deliver to (status 1) in the emirate chosen. */
export async function checkPlace(db: DB, { emirate_id, city_id }: Pick<AddressInput, "emirate_id" | "city_id">): Promise<void> {
  const emirate = await db.selectFrom("emirates").select("id").where("id", "=", emirate_id).executeTakeFirst();
  if (!emirate) throw addressError("address.emirateInvalid");
  const city = await db.selectFrom("cities").select(["emirate_id", "status"]).where("id", "=", city_id).executeTakeFirst();
  if (!city || city.status !== 1) throw addressError("address.cityNotOffered");
  if (city.emirate_id !== emirate_id) throw addressError("address.cityNotInEmirate");
}

export async function createAddress(ctx: CommerceContext, who: SignedIn, address: AddressInput, store: StoreCode): Promise<AddressView> {
  const at = ctx.now().toISOString();
  const id = await inTransaction(ctx.db, async (trx) => {
    await checkPlace(trx, address);
    const book = await trx
      .selectFrom("addresses")
      .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max("default_shipping").as("has_default")])
      .where("customer_id", "=", who.customerId)
      .executeTakeFirstOrThrow();
    if (book.count >= MAX_ADDRESSES) throw addressError("address.limit");
    const created = await trx
      .insertInto("addresses")
      .values({ ...address, customer_id: who.customerId, default_shipping: book.has_default === 1 ? 0 : 1, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    return created.id;
  });
  return readAddress(ctx.db, who, id, store);
}

export async function updateAddress(
  ctx: CommerceContext,
  who: SignedIn,
  { address_id, address }: { address_id: number; address: AddressInput },
  store: StoreCode,
): Promise<AddressView> {
  await inTransaction(ctx.db, async (trx) => {
    await requireOwn(trx, who, address_id);
    await checkPlace(trx, address);
    await trx
      .updateTable("addresses")
      .set({ ...address, updated_at: ctx.now().toISOString() })
      .where("id", "=", address_id)
      .execute();
  });
  return readAddress(ctx.db, who, address_id, store);
}

/** Deleting the default hands it to the newest address left. */
export async function deleteAddress(ctx: CommerceContext, who: SignedIn, addressId: number): Promise<{ address_id: number }> {
  await inTransaction(ctx.db, async (trx) => {
    const { default_shipping } = await requireOwn(trx, who, addressId);
    await trx.deleteFrom("addresses").where("id", "=", addressId).execute();
    if (default_shipping === 0) return;
    const newest = await trx
      .selectFrom("addresses")
      .select("id")
      .where("customer_id", "=", who.customerId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (newest) await trx.updateTable("addresses").set({ default_shipping: 1 }).where("id", "=", newest.id).execute();
  });
  return { address_id: addressId };
}

export async function setDefaultAddress(ctx: CommerceContext, who: SignedIn, addressId: number, store: StoreCode): Promise<AddressView> {
  await inTransaction(ctx.db, async (trx) => {
    await requireOwn(trx, who, addressId);
    // One default per customer (a unique partial index): the old one is cleared before the new one is set.
    await trx
      .updateTable("addresses")
      .set({ default_shipping: 0 })
      .where("customer_id", "=", who.customerId)
      .where("default_shipping", "=", 1)
      .where("id", "!=", addressId)
      .execute();
    await trx.updateTable("addresses").set({ default_shipping: 1 }).where("id", "=", addressId).execute();
  });
  return readAddress(ctx.db, who, addressId, store);
}
