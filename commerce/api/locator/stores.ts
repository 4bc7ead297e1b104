import { STORE_SERVICES, type StoreService } from "../../contract/locator";
import type { DB } from "../../db/connection";
import { groupBy } from "../../lib/group-by";
import type { CatalogueReader } from "../context";
import { listableProduct } from "../product-cards";
import { localised, type StoreCode } from "../store";
import { locatorError } from "./errors";

/**
 * The store locator (SPEC §3 Location, §7 Locator): our shops, which are the pickup stores of click and collect,
 * by emirate and area, with their opening hours, services and place on the map, and which of them hold a
 * product. A city is named only while its status is 1 (SPEC §9).
 */

/** Every store offers click and collect; curbside pickup where the store's flag says so. */
export type LocatorService = "clickandcollect" | "curbside" | StoreService;

export interface OpeningHours {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  opens: string;
  closes: string;
}

export interface LocatorStore {
  id: number;
  code: string;
  name: string;
  address: string;
  phone: string;
  emirate: { code: string; name: string };
  area: { id: number; name: string } | null;
  city: string | null;
  map_url: string;
  services: LocatorService[];
  /** The days it opens, Sunday first; a day missing is a day it is closed. */
  hours: OpeningHours[];
}

export interface StoreFilter {
  emirate?: string;
  area?: number;
  sku?: string;
}

/** The emirate of a code (`DXB`), or `locator.emirateNotFound`. */
export async function emirateByCode(db: DB, code: string) {
  const emirate = await db.selectFrom("emirates").selectAll().where("code", "=", code.toUpperCase()).executeTakeFirst();
  if (!emirate) throw locatorError("locator.emirateNotFound");
  return emirate;
}

/** The areas of an emirate, each with the number of stores in it and its city when that is offered. */
export async function areasOf(db: DB, emirateCode: string, store: StoreCode) {
  const emirate = await emirateByCode(db, emirateCode);
  const [areas, counts] = await Promise.all([
    db
      .selectFrom("areas as a")
      .innerJoin("cities as c", "c.id", "a.city_id")
      .select(["a.id", "a.emirate_id", "a.name_en", "a.name_ar", "c.name_en as city_en", "c.name_ar as city_ar", "c.status as city_status"])
      .where("a.emirate_id", "=", emirate.id)
      .execute(),
    db
      .selectFrom("pickup_stores")
      .select((eb) => ["area_id", eb.fn.countAll<number>().as("n")])
      .where("emirate_id", "=", emirate.id)
      .groupBy("area_id")
      .execute(),
  ]);
  const storesIn = new Map(counts.map((c) => [c.area_id, Number(c.n)]));
  return areas
    .map((a) => ({
      area_id: a.id,
      area_name: localised(a, "name", store),
      emirate_id: a.emirate_id,
      city_name: a.city_status === 1 ? (store === "ar" ? a.city_ar : a.city_en) : null,
      store_count: storesIn.get(a.id) ?? 0,
    }))
    .sort((x, y) => x.area_name.localeCompare(y.area_name, store));
}

/** Stores by emirate, area and product (any of them may be left out), in the emirates' order. */
export async function findStores(ctx: CatalogueReader, filter: StoreFilter, store: StoreCode): Promise<LocatorStore[]> {
  const emirate = filter.emirate === undefined ? undefined : await emirateByCode(ctx.db, filter.emirate);
  if (filter.area !== undefined) {
    const area = await ctx.db.selectFrom("areas").select(["id", "emirate_id"]).where("id", "=", filter.area).executeTakeFirst();
    if (!area || (emirate && area.emirate_id !== emirate.id)) throw locatorError("locator.areaNotFound");
  }
  const holding = filter.sku === undefined ? undefined : await storesHolding(ctx, filter.sku);
  if (holding?.length === 0) return [];
  let query = storeRows(ctx.db);
  if (emirate) query = query.where("s.emirate_id", "=", emirate.id);
  if (filter.area !== undefined) query = query.where("s.area_id", "=", filter.area);
  if (holding) query = query.where("s.id", "in", holding);
  return withHours(ctx.db, await query.execute(), store);
}

/** One store by its code, or `locator.storeNotFound`. */
export async function storeByCode(db: DB, code: string, store: StoreCode): Promise<LocatorStore> {
  const row = await storeRows(db).where("s.code", "=", code.toUpperCase()).executeTakeFirst();
  if (!row) throw locatorError("locator.storeNotFound");
  return (await withHours(db, [row], store))[0]!;
}

/**
 * The ids of the stores whose shelves hold the product of `sku` now: a configurable product's stores hold any of
 * its variants. An sku no shopper can see is `locator.productNotFound`.
 */
export async function storesHolding(ctx: CatalogueReader, sku: string): Promise<number[]> {
  const product = await listableProduct(ctx, sku);
  if (!product) throw locatorError("locator.productNotFound");
  const rows = await ctx.db
    .selectFrom("pickup_store_stock as st")
    .innerJoin("products as p", "p.id", "st.product_id")
    .select("st.store_id")
    .distinct()
    .where("st.qty", ">", 0)
    .where("p.status", "=", 1)
    .where((eb) => eb.or([eb("p.sku", "=", sku), eb("p.parent_sku", "=", sku)]))
    .execute();
  return rows.map((r) => r.store_id);
}

/** SPEC §7 "POST product stores (sku list)": for each sku, the codes of the stores holding it. */
export async function productStores(ctx: CatalogueReader, skus: string[]) {
  const codes = new Map((await ctx.db.selectFrom("pickup_stores").select(["id", "code"]).execute()).map((s) => [s.id, s.code]));
  return Promise.all(skus.map(async (sku) => ({ sku, stores: (await storesHolding(ctx, sku)).map((id) => codes.get(id)!) })));
}

function storeRows(db: DB) {
  return db
    .selectFrom("pickup_stores as s")
    .innerJoin("emirates as e", "e.id", "s.emirate_id")
    .leftJoin("areas as a", "a.id", "s.area_id")
    .leftJoin("cities as c", "c.id", "a.city_id")
    .selectAll("s")
    .select([
      "e.code as emirate_code",
      "e.name_en as emirate_en",
      "e.name_ar as emirate_ar",
      "a.name_en as area_en",
      "a.name_ar as area_ar",
      "c.name_en as city_en",
      "c.name_ar as city_ar",
      "c.status as city_status",
    ])
    .orderBy("e.position")
    .orderBy("s.position");
}

type StoreRow = Awaited<ReturnType<ReturnType<typeof storeRows>["execute"]>>[number];

async function withHours(db: DB, rows: StoreRow[], store: StoreCode): Promise<LocatorStore[]> {
  const hours =
    rows.length === 0
      ? []
      : await db.selectFrom("pickup_store_hours").selectAll().where("store_id", "in", rows.map((r) => r.id)).orderBy("weekday").execute();
  const hoursOf = groupBy(hours, (h) => h.store_id);
  const ar = store === "ar";
  return rows.map((s) => ({
    id: s.id,
    code: s.code,
    name: localised(s, "name", store),
    address: localised(s, "address", store),
    phone: s.phone,
    emirate: { code: s.emirate_code, name: ar ? s.emirate_ar : s.emirate_en },
    area: s.area_id === null ? null : { id: s.area_id, name: (ar ? s.area_ar : s.area_en) ?? "" },
    city: s.city_status === 1 ? (ar ? s.city_ar : s.city_en) : null,
    map_url: `https://maps.google.com/?q=${s.latitude},${s.longitude}`,
    services: servicesOf(s),
    hours: (hoursOf.get(s.id) ?? []).map(({ weekday, opens, closes }) => ({ weekday, opens, closes })),
  }));
}

function servicesOf(row: { curbside: number; services: string }): LocatorService[] {
  const extra = row.services.split(",").filter((code): code is StoreService => (STORE_SERVICES as readonly string[]).includes(code));
  return ["clickandcollect", ...(row.curbside === 1 ? (["curbside"] as const) : []), ...extra];
}
