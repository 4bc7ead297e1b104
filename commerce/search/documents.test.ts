import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "../db/connection";
import { documentFinalPrice, loadSearchDocuments, type SearchDocument } from "./documents";
import { PriceEpoch } from "./price-epoch";
import { BLACK, categories, createTempDatabase, ids, insertSmallCatalogue } from "./test-catalogue";

let db: DB;
let cleanup: () => Promise<void>;
let documents: Map<number, SearchDocument>;

beforeAll(async () => {
  ({ db, cleanup } = await createTempDatabase());
  await insertSmallCatalogue(db);
  documents = new Map((await loadSearchDocuments(db)).map((doc) => [doc.id, doc]));
});

afterAll(() => cleanup());

const doc = (id: number): SearchDocument => {
  const found = documents.get(id);
  if (!found) throw new Error(`no document ${id}`);
  return found;
};

const january = new Date("2024-01-15T00:00:00.000Z");
const june = new Date("2024-06-15T00:00:00.000Z");

describe("loadSearchDocuments", () => {
  it("makes one document per product listed on its own, whatever its status", () => {
    expect(documents.has(ids.braviaBlack)).toBe(false);
    expect(documents.has(ids.airpodsPart)).toBe(false);
    expect(documents.has(ids.chargerPart)).toBe(false);
    expect(doc(ids.disabledIphone13).status).toBe(2);
    expect(documents.size).toBe(16);
  });

  it("folds enabled children into their configurable parent", () => {
    const tv = doc(ids.braviaTv);
    expect(tv.skus).toEqual(["SON-BRAVIA55", "SON-BRAVIA55-BLK", "SON-BRAVIA55-SLV"]);
    expect(tv.colors).toEqual([BLACK]);
    expect(tv.in_stock).toBe(true);
  });

  it("uses the product's own stock for simple products", () => {
    expect(doc(ids.iphone14Pro).in_stock).toBe(false);
    expect(doc(ids.iphone15Pro).in_stock).toBe(true);
  });

  it("adds the active ancestors of assigned categories below the root, and names the assigned ones", () => {
    const phone = doc(ids.iphone15Pro);
    expect(phone.category_ids).toEqual([categories.mobilePhones, categories.phonesAndTablets]);
    expect(phone.category_names_en).toEqual(["Mobile Phones"]);
    expect(phone.category_names_ar).toEqual(["الهواتف المحمولة"]);
  });

  it("carries brand names in both languages", () => {
    expect(doc(ids.galaxyS24)).toMatchObject({ brand: "samsung", brand_name_en: "Samsung", brand_name_ar: "سامسونج" });
  });

  it("prices bundles and grouped products from their parts at any moment", () => {
    expect(documentFinalPrice(doc(ids.iphoneBundle).pricing, january)).toBe(449_900 + 99_900);
    expect(documentFinalPrice(doc(ids.galaxyKit).pricing, january)).toBe(329_900 + 7_900);
    expect(documentFinalPrice(doc(ids.galaxyKit).pricing, june)).toBe(299_900 + 7_900);
    expect(documentFinalPrice(doc(ids.galaxyS24).pricing, june)).toBe(299_900);
  });

  it("loads only the documents asked for, a child id standing for its parent", async () => {
    const some = await loadSearchDocuments(db, [ids.braviaSilver, ids.galaxyKit, 9999]);
    expect(some.map((d) => d.id)).toEqual([ids.braviaTv, ids.galaxyKit]);
    expect(some[0]).toEqual(doc(ids.braviaTv));
    expect(some[1]).toEqual(doc(ids.galaxyKit));
  });

  it("reloads the bundles and grouped products a changed part belongs to", async () => {
    const reloaded = await loadSearchDocuments(db, [ids.airpodsPart, ids.galaxyS24]);
    expect(reloaded.map((d) => d.id)).toEqual([ids.galaxyS24, ids.iphoneBundle, ids.galaxyKit]);
    expect(reloaded[1]).toEqual(doc(ids.iphoneBundle));
  });
});

describe("PriceEpoch", () => {
  const rules = [
    { price: 100, special_price: 80, special_from_date: "2024-06-01", special_to_date: "2024-06-30" },
    { price: 100, special_price: 120, special_from_date: "2024-03-01", special_to_date: null },
  ];

  it("holds until the next special-price window opens", () => {
    const epoch = PriceEpoch.around(rules, "2024-01-15T00:00:00.000Z");
    expect(epoch.contains("2024-05-31T23:59:59.000Z")).toBe(true);
    expect(epoch.contains("2024-06-01")).toBe(false);
    expect(epoch.contains("2024-06-02T00:00:00.000Z")).toBe(false);
  });

  it("holds inside a window and ends when it closes", () => {
    const epoch = PriceEpoch.around(rules, "2024-06-15T00:00:00.000Z");
    expect(epoch.contains("2024-06-01")).toBe(true);
    expect(epoch.contains("2024-05-31T00:00:00.000Z")).toBe(false);
    expect(epoch.contains("2024-06-30")).toBe(true);
    expect(epoch.contains("2024-06-30T00:00:01.000Z")).toBe(false);
  });
});
