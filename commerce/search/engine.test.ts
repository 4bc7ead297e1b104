import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "../db/connection";
import { loadSearchDocuments, type SearchDocument } from "./documents";
import { DEFAULT_PAGE_SIZE, ProductSearch } from "./engine";
import { Synonyms } from "./synonyms";
import { BLACK, BLUE, categories, createTempDatabase, ids, insertSmallCatalogue, SILVER } from "./test-catalogue";
import type { SearchRequest } from "./types";

let db: DB;
let cleanup: () => Promise<void>;
let engine: ProductSearch;
let documents: SearchDocument[];

beforeAll(async () => {
  ({ db, cleanup } = await createTempDatabase());
  await insertSmallCatalogue(db);
  documents = await loadSearchDocuments(db);
  engine = await ProductSearch.fromDatabase(db);
});

afterAll(() => cleanup());

const january = new Date("2024-01-15T00:00:00.000Z");
const june = new Date("2024-06-15T00:00:00.000Z");

const find = (query: string, extra: Partial<SearchRequest> = {}) =>
  engine.search({ query, locale: "en", scope: "search", now: january, ...extra });
const list = (extra: Partial<SearchRequest> = {}) => engine.search({ locale: "en", scope: "catalog", now: january, ...extra });

function documentOf(id: number): SearchDocument {
  const found = documents.find((d) => d.id === id);
  if (!found) throw new Error(`no document ${id}`);
  return found;
}

const galaxyPhones = [ids.galaxyS24Ultra, ids.galaxyS24];
const iphones = [ids.iphone15Pro, ids.iphone15ProMax, ids.iphone15, ids.iphone14Pro];

describe("relevance", () => {
  it("tolerates typos: samsng galxy puts Samsung Galaxy products first", () => {
    const { ids: found } = find("samsng galxy");
    expect(found.slice(0, 3)).toEqual(expect.arrayContaining(galaxyPhones));
    expect(found.slice(0, 3)).toEqual(expect.arrayContaining([ids.galaxyTabS9]));
    expect(found).not.toContain(ids.iphone15);
  });

  it("ranks the exact model first: iphone 15 pro before other iPhones", () => {
    const { ids: found } = find("iphone 15 pro");
    expect(found[0]).toBe(ids.iphone15Pro);
    expect(found.indexOf(ids.iphone15Pro)).toBeLessThan(found.indexOf(ids.iphone15));
    expect(found.indexOf(ids.iphone15Pro)).toBeLessThan(found.indexOf(ids.iphone14Pro));
    expect(found.indexOf(ids.iphone15)).toBeGreaterThan(found.indexOf(ids.iphone15ProMax));
  });

  it("completes partial words", () => {
    expect(find("iph").ids).toEqual(expect.arrayContaining(iphones));
    expect(find("samsu galax").ids.slice(0, 3)).toEqual(expect.arrayContaining([...galaxyPhones, ids.galaxyTabS9]));
  });

  it("finds Arabic names, whatever the spelling of alef, marks and tatweel", () => {
    for (const query of ["سامسونج", "سَامْسُونج", "سامسـونج"]) {
      expect(find(query, { locale: "ar" }).ids).toEqual(expect.arrayContaining([...galaxyPhones, ids.samsungTv]));
    }
    for (const query of ["ايفون", "آيفون", "أيفون"]) {
      expect(find(query, { locale: "ar" }).ids).toEqual(expect.arrayContaining(iphones));
    }
    expect(find("جالكسي", { locale: "ar" }).ids).toEqual(
      expect.arrayContaining([...galaxyPhones, ids.galaxyTabS9, ids.galaxyBuds]),
    );
  });

  it("reads Arabic-Indic digits and finds words with or without the article", () => {
    expect(find("آيفون ١٥ برو", { locale: "ar" }).ids[0]).toBe(ids.iphone15Pro);
    expect(find("السماعات", { locale: "ar" }).ids).toEqual(expect.arrayContaining([ids.sonyHeadphones, ids.galaxyBuds]));
  });

  it("tolerates Arabic typos", () => {
    expect(find("سامسونق", { locale: "ar" }).ids).toEqual(expect.arrayContaining(galaxyPhones));
  });

  it("crosses scripts through synonyms", () => {
    expect(find("galaxy").ids).toContain(ids.galaxyBuds);
    expect(find("تلفاز", { locale: "ar" }).ids).toEqual(expect.arrayContaining([ids.samsungTv, ids.braviaTv]));
    expect(find("earphones").ids).toContain(ids.sonyHeadphones);
  });

  it("finds a configurable product by a child sku, however it is typed", () => {
    expect(find("SON-BRAVIA55-SLV").ids).toEqual([ids.braviaTv]);
    expect(find("son bravia55 slv").ids).toEqual([ids.braviaTv]);
    expect(list({ filters: { sku: ["son-bravia55-blk"] } }).ids).toEqual([ids.braviaTv]);
  });

  it("joins words typed apart", () => {
    expect(find("i phone").ids).toEqual(expect.arrayContaining(iphones));
  });

  it("needs 75% of the terms to match", () => {
    expect(find("iphone xyzzy").ids).toEqual(expect.arrayContaining(iphones));
    expect(find("iphone xyzzy qwerty").total).toBe(0);
  });

  it("treats a query with no words as no query", () => {
    expect(find("  !! ").total).toBe(list({ scope: "search" }).total);
  });
});

describe("what is listed", () => {
  it("never lists disabled products, children or parts", () => {
    const everything = [...list().ids, ...list({ scope: "search" }).ids];
    for (const hidden of [ids.disabledIphone13, ids.braviaBlack, ids.braviaSilver, ids.airpodsPart, ids.chargerPart]) {
      expect(everything).not.toContain(hidden);
    }
    expect(find("iphone 13").ids).not.toContain(ids.disabledIphone13);
  });

  it("shows visibility 2 in the catalogue only and visibility 3 in search only", () => {
    expect(list().ids).toContain(ids.lgOledCatalogOnly);
    expect(list().ids).not.toContain(ids.lgSoundbarSearchOnly);
    expect(find("lg").ids).toContain(ids.lgSoundbarSearchOnly);
    expect(find("lg").ids).not.toContain(ids.lgOledCatalogOnly);
  });
});

describe("filters and facets", () => {
  it("filters by category, including products of its sub-categories", () => {
    const phones = list({ filters: { category_id: categories.mobilePhones } });
    expect(new Set(phones.ids)).toEqual(new Set([...iphones, ...galaxyPhones, ids.iphoneBundle, ids.galaxyKit]));
    const parent = list({ filters: { category_id: categories.phonesAndTablets } });
    expect(new Set(parent.ids)).toEqual(new Set([...phones.ids, ids.galaxyTabS9]));
  });

  it("counts brand facets over the other filters only, so other brands stay visible", () => {
    const result = list({ filters: { category_id: categories.phonesAndTablets, brand: ["samsung"] } });
    expect(new Set(result.ids)).toEqual(new Set([...galaxyPhones, ids.galaxyTabS9, ids.galaxyKit]));
    expect(result.facets.brand).toEqual([
      { value: "apple", count: 5 },
      { value: "samsung", count: 4 },
    ]);
    expect(result.facets.category).toEqual([
      { value: categories.phonesAndTablets, count: 4 },
      { value: categories.mobilePhones, count: 3 },
    ]);
  });

  it("filters by colour, counting every colour of a configurable product's in-stock children", () => {
    const result = list({ filters: { color: [BLACK] } });
    expect(new Set(result.ids)).toEqual(
      new Set([ids.iphone15Pro, ids.galaxyS24Ultra, ids.galaxyTabS9, ids.sonyHeadphones, ids.braviaTv, ids.galaxyBuds]),
    );
    expect(result.facets.color).toEqual([
      { value: BLACK, count: 6 },
      { value: SILVER, count: 2 },
      { value: BLUE, count: 2 },
    ]);
  });

  it("filters by final price ranges (OR), at the given moment", () => {
    const range = [{ from: 290_000, to: 300_000 }];
    expect(list({ filters: { price: range } }).ids).toEqual([ids.galaxyTabS9]);
    expect(new Set(list({ filters: { price: range }, now: june }).ids)).toEqual(new Set([ids.galaxyTabS9, ids.galaxyS24]));
    const cheapOrDear = list({ filters: { price: [{ to: 100_000 }, { from: 650_000 }] } });
    expect(new Set(cheapOrDear.ids)).toEqual(new Set([ids.galaxyBuds, ids.samsungTv]));
  });

  it("counts price facets over the configured ranges", () => {
    const { facets } = list({ filters: { category_id: categories.mobilePhones } });
    expect(facets.price).toEqual([
      { from: 0, to: 50_000, count: 0 },
      { from: 50_000, to: 100_000, count: 0 },
      { from: 100_000, to: 250_000, count: 0 },
      { from: 250_000, to: 500_000, count: 6 },
      { from: 500_000, count: 2 },
    ]);
  });

  it("filters by stock and counts both stock values", () => {
    const result = list({ filters: { category_id: categories.mobilePhones, in_stock: false } });
    expect(result.ids).toEqual([ids.iphone14Pro]);
    expect(result.facets.in_stock).toEqual([
      { value: true, count: 7 },
      { value: false, count: 1 },
    ]);
  });

  it("filters by ids and skus together", () => {
    expect(list({ filters: { ids: [ids.iphone15, ids.galaxyS24], sku: ["APL-IP15-128"] } }).ids).toEqual([ids.iphone15]);
    expect(list({ filters: { ids: [ids.iphone15, 9999] } }).ids).toEqual([ids.iphone15]);
  });

  it("combines a query with filters", () => {
    const result = find("galaxy", { filters: { brand: ["samsung"], color: [SILVER] } });
    expect(result.ids).toEqual([ids.galaxyS24]);
    expect(result.facets.color).toEqual([
      { value: BLACK, count: 3 },
      { value: SILVER, count: 1 },
    ]);
  });
});

describe("sorting", () => {
  const phones = { filters: { category_id: categories.mobilePhones } };

  it("defaults to latest (updated_at) without a query and to relevance with one", () => {
    expect(list().ids.slice(0, 2)).toEqual([ids.iphone15Pro, ids.sonyHeadphones]);
    expect(list({ sort: "latest" }).ids).toEqual(list().ids);
    expect(find("iphone 15 pro").ids).toEqual(find("iphone 15 pro", { sort: "relevance" }).ids);
  });

  it("sorts by creation date with newest", () => {
    expect(list({ sort: "newest" }).ids.slice(0, 3)).toEqual([ids.iphone15ProMax, ids.iphone15Pro, ids.galaxyS24Ultra]);
  });

  it("sorts by final price at the given moment, both ways", () => {
    const ascending = [ids.galaxyS24, ids.galaxyKit, ids.iphone15, ids.iphone14Pro, ids.iphone15Pro, ids.galaxyS24Ultra, ids.iphoneBundle, ids.iphone15ProMax];
    expect(list({ ...phones, sort: "price_asc" }).ids).toEqual(ascending);
    expect(list({ ...phones, sort: "price_desc" }).ids).toEqual([...ascending].reverse());
  });

  it("sorts by units sold with bestsellers", () => {
    expect(list({ ...phones, sort: "bestsellers" }).ids.slice(0, 3)).toEqual([ids.iphone15, ids.galaxyS24Ultra, ids.galaxyS24]);
  });
});

describe("pagination", () => {
  it("turns sizes at or below zero into the default and negative starts into zero", () => {
    expect(list({ size: 0 }).perPage).toBe(DEFAULT_PAGE_SIZE);
    expect(list({ size: -5 }).perPage).toBe(DEFAULT_PAGE_SIZE);
    expect(list({ start: -3 })).toMatchObject({ start: 0, ids: list().ids });
  });

  it("pages through the same order", () => {
    const all = list({ sort: "bestsellers" });
    const page = list({ sort: "bestsellers", start: 2, size: 3 });
    expect(page).toMatchObject({ ids: all.ids.slice(2, 5), total: all.total, start: 2, perPage: 3 });
    expect(list({ start: 100 })).toMatchObject({ ids: [], total: all.total });
  });
});

describe("keeping the index current", () => {
  it("reflects upserts and removals, clearing cached results", () => {
    const base = documentOf(ids.sonyHeadphones);
    const phone: SearchDocument = { ...base, id: 500, sku: "SON-XPERIA1V", skus: ["SON-XPERIA1V"], name_en: "Sony Xperia 1 V", name_ar: "سوني اكسبيريا 1 في" };
    const before = find("xperia");
    expect(find("xperia")).toBe(before);
    expect(before.total).toBe(0);

    engine.upsert([phone]);
    expect(find("xperia").ids).toEqual([500]);

    engine.upsert([{ ...phone, name_en: "Sony Xperia 10 VI", status: 2 }]);
    expect(find("xperia").total).toBe(0);

    engine.upsert([{ ...phone, name_en: "Sony Xperia 10 VI" }]);
    expect(find("xperia 10").ids).toEqual([500]);
    engine.remove([500]);
    expect(find("xperia").total).toBe(0);
  });

  it("picks up database changes through loadSearchDocuments", async () => {
    await db.updateTable("products").set({ name_en: "Sony Bravia 55 inch Mini LED TV" }).where("id", "=", ids.braviaTv).execute();
    await db.updateTable("stock").set({ is_in_stock: 0 }).where("product_id", "=", ids.braviaBlack).execute();
    engine.upsert(await loadSearchDocuments(db, [ids.braviaBlack]));
    expect(find("mini led").ids[0]).toBe(ids.braviaTv);
    expect(list({ filters: { in_stock: false } }).ids).toContain(ids.braviaTv);
  });

  it("breaks relevance ties by bestsellers", () => {
    const base = documentOf(ids.sonyHeadphones);
    const twin = (id: number, units_sold: number): SearchDocument => ({
      ...base, id, sku: `TWIN-${id}`, skus: [`TWIN-${id}`], name_en: "Zephyr Speaker", name_ar: "سماعة زفير", units_sold,
    });
    engine.upsert([twin(601, 5), twin(602, 50)]);
    expect(find("zephyr").ids).toEqual([602, 601]);
    engine.remove([601, 602]);
  });

  it("reloads synonyms an operator adds", async () => {
expect(find("نقال", { locale: "ar" }).total).toBe(0);
    await db.insertInto("search_synonyms").values({ terms: "نقال,mobile" }).execute();
    await engine.reloadSynonyms();
    expect(find("نقال", { locale: "ar" }).ids).toEqual(expect.arrayContaining(iphones));
  });

  it("does not serve a cached result once a special price starts or ends", () => {
    const request: SearchRequest = { locale: "en", scope: "catalog", filters: { ids: [ids.galaxyS24] }, sort: "price_asc" };
    const inside = { filters: { ...request.filters, price: [{ to: 300_000 }] } };
    expect(engine.search({ ...request, ...inside, now: january }).total).toBe(0);
    expect(engine.search({ ...request, ...inside, now: june }).total).toBe(1);
    expect(engine.search({ ...request, ...inside, now: new Date("2024-07-01T00:00:00.000Z") }).total).toBe(0);
  });

  it("can run without a cache", () => {
    const uncached = new ProductSearch(documents, { cache: false, synonyms: Synonyms.none });
    const request: SearchRequest = { query: "iphone", locale: "en", scope: "search", now: january };
    expect(uncached.search(request)).not.toBe(uncached.search(request));
    expect(uncached.search(request)).toEqual(uncached.search(request));
  });
});

describe("how UAE shoppers type", () => {
  it("finds products by Arabizi and transliterated names", () => {
    expect(find("aifon").ids).toEqual(expect.arrayContaining(iphones));
    expect(find("ayfon 15 pro").ids[0]).toBe(ids.iphone15Pro);
    expect(find("samsong galakse").ids.slice(0, 3)).toEqual(expect.arrayContaining(galaxyPhones));
    expect(find("tilfizyon").ids).toEqual(expect.arrayContaining([ids.samsungTv, ids.braviaTv]));
    expect(find("سوني", { locale: "ar" }).ids).toEqual(expect.arrayContaining([ids.sonyHeadphones, ids.braviaTv]));
  });

  it("reads a query typed on the other keyboard layout and says so", () => {
    const arabic = find("hdt,k 15");
    expect(arabic.otherLayoutQuery).toBe("ايفون 15");
    expect(arabic.ids.slice(0, 3)).toEqual(expect.arrayContaining([ids.iphone15]));
    const latin = find("سشةسعىل", { locale: "ar" });
    expect(latin.otherLayoutQuery).toBe("samsung");
    expect(latin.ids).toEqual(expect.arrayContaining(galaxyPhones));
  });

  it("takes a query as typed when its words are known", () => {
    expect(find("iphone").otherLayoutQuery).toBeNull();
    expect(find("لابتوب", { locale: "ar" }).otherLayoutQuery).toBeNull();
  });
});

describe("did you mean", () => {
  it("suggests corrected queries when nothing matches", () => {
    const result = find("aplpe");
    expect(result.total).toBe(0);
    expect(result.suggestions).toEqual(["Apple"]);
  });

  it("suggests a spelling that finds more when a word is not recognised", () => {
    const result = find("aplpe sony");
    expect(result.total).toBeGreaterThan(0);
    expect(result.suggestions).toEqual(["Apple Sony"]);
  });

  it("drops words it cannot correct", () => {
    expect(find("xyzzy samsng foo").suggestions).toEqual(["Samsung"]);
  });

  it("suggests nothing when something matched or nothing is near", () => {
    expect(find("iphone").suggestions).toEqual([]);
    expect(find("qqqqqq").suggestions).toEqual([]);
  });
});

describe("autocomplete", () => {
  it("completes the word being typed from product names, in context", () => {
    const result = engine.autocomplete("galaxy s", { locale: "en" });
    expect(result.suggestions).toEqual(["Galaxy S24"]);
    expect(new Set(result.ids)).toEqual(new Set(galaxyPhones));
    expect(engine.autocomplete("galaxy tab s", { locale: "en" }).suggestions).toEqual(["Galaxy Tab S9"]);
  });

  it("completes Arabic words as products write them", () => {
    const result = engine.autocomplete("ايف", { locale: "ar" });
    expect(result.suggestions[0]).toBe("آيفون");
    expect(result.ids).toEqual(expect.arrayContaining(iphones));
  });

  it("returns at most `size` of each, and nothing for an empty prefix", () => {
    const result = engine.autocomplete("s", { locale: "en", size: 2 });
    expect(result.suggestions).toHaveLength(2);
    expect(result.ids.length).toBeLessThanOrEqual(2);
    expect(engine.autocomplete("  ", { locale: "en" })).toEqual({ suggestions: [], ids: [] });
  });
});
