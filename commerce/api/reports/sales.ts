import { uaeDate } from "../../contract/uae-day";
import type { DB } from "../../db/connection";
import { localised, type StoreCode } from "../store";
import type { IssuedDocument } from "./issued-documents";

/**
 * Sales over a period, from the documents issued in it (VAT included, fils): invoiced, credited and net per UAE
 * day and per payment method; and what the invoices charged per category and per brand, with the order-wide
 * discounts and the services (delivery, gift wrap, payment fee) as rows of their own, so that every breakdown adds
 * up to the invoices' total.
 */

/** Rows that are not a product's place: the order-wide discounts, the services, products without a category or brand. */
export const OTHER_ROWS = ["~discount", "~services", "~none"] as const;

export interface SalesRow {
  key: string;
  /** Null for the `OTHER_ROWS`, which the storefront names; payment methods are codes it names too. */
  label: string | null;
  invoiced: number;
  credited: number;
  net: number;
}

export interface SalesReport {
  totals: { invoiced: number; credited: number; net: number; tax: number };
  by_day: SalesRow[];
  by_payment: SalesRow[];
  by_category: SalesRow[];
  by_brand: SalesRow[];
}

class Tally {
  private readonly rows = new Map<string, SalesRow>();

  add(key: string, label: string | null, kind: IssuedDocument["kind"], amount: number): void {
    const row = this.rows.get(key) ?? { key, label, invoiced: 0, credited: 0, net: 0 };
    if (kind === "invoice") row.invoiced += amount;
    else row.credited += amount;
    row.net = row.invoiced - row.credited;
    this.rows.set(key, row);
  }

  /** Largest net first; ties by key, so the order is stable. */
  byNet(): SalesRow[] {
    return [...this.rows.values()].sort((a, b) => b.net - a.net || a.key.localeCompare(b.key));
  }

  byKey(): SalesRow[] {
    return [...this.rows.values()].sort((a, b) => a.key.localeCompare(b.key));
  }
}

/** Where each ordered product belongs: its deepest category and its brand, named in the store's language. */
export interface ProductPlaces {
  category: Map<number, { key: string; label: string }>;
  brand: Map<number, { key: string; label: string }>;
}

export async function productPlaces(db: DB, productIds: readonly number[], store: StoreCode): Promise<ProductPlaces> {
  const places: ProductPlaces = { category: new Map(), brand: new Map() };
  if (productIds.length === 0) return places;
  const categories = await db
    .selectFrom("product_categories as pc")
    .innerJoin("categories as c", "c.id", "pc.category_id")
    .select(["pc.product_id", "c.url_path", "c.name_en", "c.name_ar", "c.level"])
    .where("pc.product_id", "in", productIds)
    .orderBy("c.level", "desc")
    .orderBy("c.id")
    .execute();
  for (const row of categories) {
    if (!places.category.has(row.product_id)) places.category.set(row.product_id, { key: row.url_path, label: localised(row, "name", store) });
  }
  const brands = await db
    .selectFrom("products as p")
    .innerJoin("brands as b", "b.code", "p.brand")
    .select(["p.id", "b.code", "b.name_en", "b.name_ar"])
    .where("p.id", "in", productIds)
    .execute();
  for (const row of brands) places.brand.set(row.id, { key: row.code, label: localised(row, "name", store) });
  return places;
}

export function salesReport(documents: readonly IssuedDocument[], places: ProductPlaces): SalesReport {
  const days = new Tally();
  const payments = new Tally();
  const categories = new Tally();
  const brands = new Tally();
  const totals = { invoiced: 0, credited: 0, net: 0, tax: 0 };
  for (const document of documents) {
    const { kind, content, order } = document;
    const total = content.totals.incl_tax;
    const sign = kind === "invoice" ? 1 : -1;
    totals[kind === "invoice" ? "invoiced" : "credited"] += total;
    totals.tax += sign * content.totals.tax;
    const day = uaeDate(new Date(document.issued_at));
    days.add(day, day, kind, total);
    payments.add(order.payment_method, null, kind, total);
    const productOf = new Map(document.items.map((item) => [item.id, item.product_id]));
    for (const line of content.lines) {
      if (line.kind === "goods") {
        const product = productOf.get(line.item_id)!;
        const category = places.category.get(product) ?? { key: "~none", label: null };
        const brand = places.brand.get(product) ?? { key: "~none", label: null };
        categories.add(category.key, category.label, kind, line.incl_tax);
        brands.add(brand.key, brand.label, kind, line.incl_tax);
      } else {
        const key = line.kind === "discount" ? "~discount" : "~services";
        categories.add(key, null, kind, line.incl_tax);
        brands.add(key, null, kind, line.incl_tax);
      }
    }
  }
  totals.net = totals.invoiced - totals.credited;
  return { totals, by_day: days.byKey(), by_payment: payments.byNet(), by_category: categories.byNet(), by_brand: brands.byNet() };
}
