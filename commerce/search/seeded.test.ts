import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentFinalPrice, type SearchDocument } from "./documents";
import type { ProductSearch } from "./engine";
import { DEMO_NOW, demoCatalogueSearch } from "./test-catalogue";
import type { SearchRequest } from "./types";

/** Relevance and consistency over the 600-product demo catalogue, in both languages. */

const now = DEMO_NOW;
let cleanup: () => Promise<void>;
let engine: ProductSearch;
let documents: Map<number, SearchDocument>;

beforeAll(async () => {
  ({ engine, documents, cleanup } = await demoCatalogueSearch());
});

afterAll(() => cleanup());

const find = (query: string, extra: Partial<SearchRequest> = {}) =>
  engine.search({ query, locale: "en", scope: "search", now, size: 200, ...extra });
const list = (extra: Partial<SearchRequest> = {}) => engine.search({ locale: "en", scope: "catalog", now, size: 1000, ...extra });

function doc(id: number): SearchDocument {
  const found = documents.get(id);
  if (!found) throw new Error(`no document ${id}`);
  return found;
}

const namesOf = (ids: number[]) => ids.map((id) => doc(id).name_en);
const isSearchable = (d: SearchDocument) => d.status <= 1 && (d.visibility === 3 || d.visibility === 4);

describe("relevance on the demo catalogue", () => {
  it("puts Samsung Galaxy products first for a misspelt samsng galxy", () => {
    const top = namesOf(find("samsng galxy").ids.slice(0, 10));
    expect(top).toHaveLength(10);
    for (const name of top) expect(name).toMatch(/^Samsung Galaxy/);
  });

  it("puts iPhone 15 Pro models before any other product for iphone 15 pro", () => {
    const names = namesOf(find("iphone 15 pro").ids);
    const exact = names.filter((name) => name.includes("iPhone 15 Pro"));
    expect(exact.length).toBeGreaterThan(0);
    expect(names.slice(0, exact.length)).toEqual(exact);
  });

  it("finds Arabic brand and series names, and their English products", () => {
    for (const name of namesOf(find("سامسونج", { locale: "ar" }).ids.slice(0, 10))) expect(name).toMatch(/Samsung/);
    for (const name of namesOf(find("جالكسي", { locale: "ar" }).ids.slice(0, 10))) expect(name).toMatch(/Galaxy/);
    for (const name of namesOf(find("ايفون", { locale: "ar" }).ids.slice(0, 5))) expect(name).toMatch(/iPhone/);
  });

  it("finds through synonyms every product whose Arabic name says جالكسي", () => {
    const found = new Set(find("galaxy").ids);
    const arabicGalaxy = [...documents.values()].filter((d) => isSearchable(d) && d.name_ar.includes("جالكسي"));
    expect(arabicGalaxy.length).toBeGreaterThan(0);
    for (const d of arabicGalaxy) expect(found).toContain(d.id);
  });

  it("tolerates typos in Arabic and completes partial words", () => {
    for (const name of namesOf(find("سامسونق", { locale: "ar" }).ids.slice(0, 5))) expect(name).toMatch(/Samsung/);
    for (const name of namesOf(find("macb").ids.slice(0, 2))) expect(name).toMatch(/MacBook/);
  });

  it("finds a configurable product by any enabled child's sku, typed with or without separators", () => {
    const parent = [...documents.values()].find((d) => isSearchable(d) && d.type_id === "configurable" && d.skus.length > 1);
    if (!parent) throw new Error("the demo catalogue has no configurable product");
    const childSku = parent.skus[1]!;
    expect(find(childSku).ids).toEqual([parent.id]);
    expect(find(childSku.toLowerCase().replace(/-/g, " ")).ids).toEqual([parent.id]);
  });

  it("suggests a correction when nothing matches", () => {
    const result = find("aplpe");
    expect(result.total).toBe(0);
    expect(result.suggestions[0]).toBe("Apple");
  });
});

describe("filters, facets and sorts on the demo catalogue", () => {
  const phones = () => {
    const found = list().facets.category[0];
    if (!found) throw new Error("no category facet");
    return found.value;
  };

  it("lists exactly the listable products of a category", () => {
    const categoryId = phones();
    const expected = [...documents.values()].filter(
      (d) => d.status <= 1 && (d.visibility === 2 || d.visibility === 4) && d.category_ids.includes(categoryId),
    );
    expect(list({ filters: { category_id: categoryId } }).total).toBe(expected.length);
  });

  it("counts each facet value as the number of results its filter gives", () => {
    const base = { filters: { category_id: phones() } };
    const { facets } = list(base);
    for (const { value, count } of facets.brand) expect(list({ filters: { ...base.filters, brand: [value] } }).total).toBe(count);
    for (const { value, count } of facets.color) expect(list({ filters: { ...base.filters, color: [value] } }).total).toBe(count);
    for (const { from, to, count } of facets.price) {
      expect(list({ filters: { ...base.filters, price: [{ from, to }] } }).total).toBe(count);
    }
    for (const { value, count } of facets.in_stock) expect(list({ filters: { ...base.filters, in_stock: value } }).total).toBe(count);
  });

  it("keeps other brands' counts when a brand is chosen", () => {
    const categoryId = phones();
    const all = list({ filters: { category_id: categoryId } }).facets.brand;
    const chosen = all[0]!.value;
    expect(list({ filters: { category_id: categoryId, brand: [chosen] } }).facets.brand).toEqual(all);
  });

  it("sorts by final price at the given moment", () => {
    const prices = (sort: "price_asc" | "price_desc") =>
      list({ filters: { category_id: phones() }, sort }).ids.map((id) => documentFinalPrice(doc(id).pricing, now));
    const ascending = prices("price_asc");
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = prices("price_desc");
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it("sorts by update, creation and sales", () => {
    const sorted = (sort: "latest" | "newest" | "bestsellers", key: (d: SearchDocument) => number) => {
      const values = list({ sort }).ids.map((id) => key(doc(id)));
      expect(values).toEqual([...values].sort((a, b) => b - a));
    };
    sorted("latest", (d) => Date.parse(d.updated_at));
    sorted("newest", (d) => Date.parse(d.created_at));
    sorted("bestsellers", (d) => d.units_sold);
  });
});

describe("autocomplete on the demo catalogue", () => {
  it("completes words in context and returns matching products", () => {
    const result = engine.autocomplete("samsung gal", { locale: "en", size: 5 });
    expect(result.suggestions[0]).toBe("Samsung Galaxy");
    for (const name of namesOf(result.ids)) expect(name).toMatch(/Samsung Galaxy/);
  });

  it("completes a one-letter word from the products of the words before it", () => {
    const result = engine.autocomplete("galaxy s", { locale: "en", size: 5 });
    for (const suggestion of result.suggestions) expect(suggestion).toMatch(/^Galaxy S/);
    expect(result.ids.length).toBeGreaterThan(0);
  });

  it("completes the word being typed, not a word it might be a misspelling of", () => {
    for (const name of namesOf(engine.autocomplete("airp", { locale: "en", size: 5 }).ids)) expect(name).toMatch(/AirPods/);
    for (const name of namesOf(engine.autocomplete("سامس", { locale: "ar", size: 5 }).ids)) expect(name).toMatch(/Samsung/);
  });

  it("completes Arabic in Arabic", () => {
    const result = engine.autocomplete("سامس", { locale: "ar", size: 5 });
    expect(result.suggestions[0]).toBe("سامسونج");
  });
});
