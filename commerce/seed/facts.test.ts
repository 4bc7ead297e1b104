import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../tests/support/call";
import { FREE_SHIPPING_FROM } from "../api/cart/totals";
import { tempDatabase } from "../../tests/support/temp-database";
import { migrate, openDatabase } from "../db/connection";
import type { Product } from "../db/schema";
import { startCommerce, type Commerce } from "../service";
import { seedDatabase } from "./generate";

/** The demo catalogue tells the truth: known facts of known models, brand-true specs, honest banners and counts. */

const NOW = new Date("2026-03-01T10:00:00.000Z");
const database = tempDatabase();
let commerce: Commerce;
let products: Product[];

const get = (path: string) => call(commerce.handler, "GET", path);
const post = (path: string, body: unknown) => call(commerce.handler, "POST", path, body);

type Specs = Record<string, { en: string; ar: string }>;
const specsOf = (p: Product): Specs => JSON.parse(p.specs) as Specs;
const spec = (p: Product, code: string): string | undefined => specsOf(p)[code]?.en;

/** The phones (parents, children and simple products) named the brand and model, then nothing or a storage size. */
function phonesOf(brandName: string, model: string): Product[] {
  const name = new RegExp(`^${brandName} ${model}(?: \\d|$)`);
  return products.filter((p) => p.kind === "phone" && name.test(p.name_en));
}

beforeAll(async () => {
  const db = openDatabase(database.url);
  await migrate(db);
  await seedDatabase(db, { products: 3000, seed: 971, now: NOW });
  products = await db.selectFrom("products").selectAll().orderBy("id").execute();
  await db.destroy();
  commerce = await startCommerce({ databaseUrl: database.url, now: () => NOW });
});

afterAll(async () => {
  await commerce.close();
  database.remove();
});

describe("specifications of known models", () => {
  it.each([
    ["iPhone 13", "A15 Bionic", "4GB"],
    ["iPhone 14", "A15 Bionic", "6GB"],
    ["iPhone 15", "A16 Bionic", "6GB"],
    ["iPhone 15 Pro", "A17 Pro", "8GB"],
    ["iPhone 16e", "A18", "8GB"],
    ["iPhone 16 Pro Max", "A18 Pro", "8GB"],
  ])("Apple %s has the %s chip and %s of memory", (model, chip, ram) => {
    const found = phonesOf("Apple", model);
    expect(found.length, model).toBeGreaterThan(0);
    for (const p of found) {
      expect(spec(p, "processor"), p.name_en).toBe(chip);
      expect(spec(p, "ram"), p.name_en).toBe(ram);
    }
  });

  it("gives the Galaxy S23 the Snapdragon 8 Gen 2 and the S25 the Snapdragon 8 Elite", () => {
    for (const [model, chip] of [["S23", "Snapdragon 8 Gen 2 for Galaxy"], ["S25", "Snapdragon 8 Elite for Galaxy"]] as const) {
      const found = phonesOf("Samsung", `Galaxy ${model}`);
      expect(found.length, model).toBeGreaterThan(0);
      for (const p of found) expect(spec(p, "processor"), p.name_en).toBe(chip);
    }
  });

  it("gives every M-series Mac Apple graphics, and children their parent's specs", () => {
    const macs = products.filter((p) => p.brand === "apple" && /^Apple (MacBook|iMac|Mac mini|Mac Studio)/.test(p.name_en));
    const known = macs.filter((p) => spec(p, "processor")?.startsWith("Apple M"));
    expect(known.length).toBeGreaterThan(0);
    for (const p of known) expect(spec(p, "graphics"), p.name_en).toMatch(/^\d+-core Apple GPU$/);
  });

  it("writes every spec value in both languages", () => {
    for (const p of products) {
      for (const value of Object.values(specsOf(p))) expect(value.ar.length, p.name_en).toBeGreaterThan(0);
    }
  });
});

describe("specifications that cannot contradict the brand", () => {
  it("never gives an Apple product another maker's chip, graphics or system", () => {
    for (const p of products.filter((p) => p.brand === "apple")) {
      for (const code of ["processor", "graphics", "operating_system"]) {
        expect(spec(p, code) ?? "", `${p.name_en} ${code}`).not.toMatch(/AMD|Radeon|Snapdragon|Intel|NVIDIA|MediaTek|Exynos|Tensor|Android|Windows/);
      }
    }
  });

  it("gives Google phones only Tensor chips and no one else Apple, Google, Samsung or Huawei chips", () => {
    const chipOwners: [RegExp, string][] = [[/Bionic|^A\d+|^Apple/, "apple"], [/Tensor/, "google"], [/Exynos/, "samsung"], [/Kirin/, "huawei"]];
    for (const p of products) {
      const processor = spec(p, "processor");
      if (!processor) continue;
      if (p.brand === "google" && p.kind === "phone") expect(processor, p.name_en).toMatch(/Tensor/);
      for (const [chip, owner] of chipOwners) if (chip.test(processor)) expect(p.brand, p.name_en).toBe(owner);
    }
  });

  it("gives laptops the graphics of their own processor", () => {
    for (const p of products.filter((p) => p.kind === "laptop")) {
      const processor = spec(p, "processor") ?? "";
      const graphics = spec(p, "graphics") ?? "";
      if (/AMD Radeon/.test(graphics)) expect(processor, p.name_en).toMatch(/AMD/);
      if (/Intel/.test(graphics)) expect(processor, p.name_en).toMatch(/Intel/);
      if (/Apple/.test(graphics)) expect(processor, p.name_en).toMatch(/^Apple/);
    }
  });
});

describe("content and composites", () => {
  it("offers no free wall mounting while wall mounting costs money", async () => {
    const banners = await commerce.context.db.selectFrom("banners").selectAll().execute();
    const mountingPrices = await commerce.context.db
      .selectFrom("custom_option_values as v")
      .innerJoin("custom_options as o", "o.id", "v.option_id")
      .where("o.title_en", "=", "Wall mounting")
      .select("v.price")
      .execute();
    expect(mountingPrices.length).toBeGreaterThan(0);
    const cheapest = Math.min(...mountingPrices.map((v) => v.price)) / 100;
    for (const banner of banners) {
      expect(banner.subtitle_en).not.toMatch(/free wall mounting/i);
      expect(banner.subtitle_ar).not.toMatch(/تركيب مجاني/);
    }
    expect(banners.map((b) => b.subtitle_en)).toContain(`4K and OLED TVs, wall mounting from AED ${cheapest}`);
  });

  it("promises free delivery from the order value the cart makes it free at, and nothing next-day for free", async () => {
    const blocks = await commerce.context.db.selectFrom("cms_blocks").selectAll().execute();
    const pages = await commerce.context.db.selectFrom("cms_pages").selectAll().execute();
    const usp = blocks.find((b) => b.identifier === "home-usp")!;
    expect(usp.content_en).toContain(`on orders of AED ${FREE_SHIPPING_FROM / 100} or more`);
    expect(usp.content_ar).toContain(`للطلبات بقيمة ${FREE_SHIPPING_FROM / 100} درهم أو أكثر`);
    for (const text of [...blocks.map((b) => b.content_en), ...pages.map((p) => p.content_en), ...products.map((p) => p.key_features_en)]) {
      expect(text).not.toMatch(/free next-day/i);
    }
  });

  it("puts only PlayStation 5 consoles in the PS5 bundle", async () => {
    const bundle = products.find((p) => p.type_id === "bundle" && p.name_en.includes("PlayStation 5"));
    if (!bundle) throw new Error("the demo catalogue has no PS5 bundle");
    const detail = (await get(`/api/catalog/product/${bundle.sku}`)).result;
    const consoles = detail.bundle_options.find((o: { title: string }) => o.title === "Console").product_links;
    expect(consoles.length).toBeGreaterThan(0);
    for (const link of consoles) expect(link.name).toMatch(/^Sony PlayStation 5\b/);
  });

  it("sells every bundle below its default parts bought one by one, lists it at that price and says by how much", async () => {
    const bundles = products.filter((p) => p.type_id === "bundle");
    expect(bundles.length).toBeGreaterThanOrEqual(4);
    for (const bundle of bundles) {
      const detail = (await get(`/api/catalog/product/${bundle.sku}`)).result;
      type Link = { is_default: boolean; qty: number; final_price_incl_tax: number };
      const separately = detail.bundle_options
        .map((o: { product_links: Link[] }) => o.product_links.find((l) => l.is_default) ?? o.product_links[0]!)
        .reduce((sum: number, l: Link) => sum + l.final_price_incl_tax * l.qty, 0);
      expect(detail.final_price_incl_tax, bundle.name_en).toBe(separately - detail.bundle_saving);
      expect(detail.bundle_saving, bundle.name_en).toBeGreaterThan(0);
      expect(detail.key_features, bundle.name_en).toContain(`Save AED ${detail.bundle_saving / 100} against buying the parts separately`);
      const listed = (await post("/api/catalog/product/search", { filters: { sku: [bundle.sku] } })).result.items[0];
      expect(listed.final_price_incl_tax, bundle.name_en).toBe(detail.final_price_incl_tax);
    }
  });
});

describe("brand counts", () => {
  it("equal the number of products each brand page lists", async () => {
    const brands = (await get("/api/catalog/brands")).result as { code: string; product_count: number }[];
    expect(brands.length).toBeGreaterThan(10);
    for (const brand of brands) {
      const listed = (await post("/api/catalog/product/search", { scope: "catalog", filters: { brand: [brand.code] }, size: 1 })).result;
      expect(listed.total, brand.code).toBe(brand.product_count);
    }
  });
});
