import { sql } from "kysely";
import type { DB } from "../db/connection";
import { groupBy } from "../lib/group-by";
import type { GroupPrice, TaxRuleWithRates } from "./pricing";

/**
 * Small, slowly changing catalogue data every request needs (categories, brands, attributes, tax rules),
 * held in memory and reloaded when an operator changes it.
 */
export interface CategoryNode {
  id: number;
  parent_id: number | null;
  parent_ids: number[];
  path: string;
  level: number;
  position: number;
  url_key: string;
  url_path: string;
  is_active: boolean;
  include_in_menu: boolean;
  name_en: string;
  name_ar: string;
  icon: string | null;
  product_count: number;
  children_ids: number[];
  updated_at: string;
}

export interface AttributeOption {
  value_index: number;
  label_en: string;
  label_ar: string;
  swatch: string | null;
}

export interface AttributeMeta {
  attribute_id: number;
  attribute_code: string;
  frontend_input: string;
  label_en: string;
  label_ar: string;
  is_comparable: boolean;
  is_filterable: boolean;
  is_visible: boolean;
  is_user_defined: boolean;
  position: number;
  options: AttributeOption[];
}

export interface BrandMeta {
  code: string;
  name_en: string;
  name_ar: string;
  color: string;
  /** The logo's version, for its address (brandLogoPath); null without a logo. */
  logo_version: string | null;
  product_count: number;
}

export interface TaxRule extends TaxRuleWithRates {
  id: number;
  code: string;
  priority: number;
}

export interface CustomerGroup {
  id: number;
  code: string;
  name_en: string;
  name_ar: string;
  tax_class_id: number;
}

export interface CatalogueReference {
  categories: Map<number, CategoryNode>;
  categoryByUrlKey: Map<string, CategoryNode>;
  categoryByUrlPath: Map<string, CategoryNode>;
  brands: Map<string, BrandMeta>;
  attributes: Map<string, AttributeMeta>;
  taxRules: TaxRule[];
  /** The customer groups by id (decision 060). */
  groups: Map<number, CustomerGroup>;
  /** Each product's group and tier prices, by product id; few products have any. */
  groupPrices: Map<number, GroupPrice[]>;
}

/**
 * Products a category or brand page lists: enabled and visible in the catalogue (SPEC §5's scope "catalog"), so
 * a count beside a link is the number of products its page shows. Search-only products (visibility 3) are not
 * on those pages.
 */
const listable = sql<boolean>`p.status < 2 AND p.visibility IN (2, 4)`;

export async function loadReference(db: DB): Promise<CatalogueReference> {
  const [categories, counts, brands, brandCounts, attributes, options, rules, rates, groups, groupPrices] = await Promise.all([
    db.selectFrom("categories").selectAll().orderBy("position").execute(),
    db
      .selectFrom("product_categories as pc")
      .innerJoin("products as p", "p.id", "pc.product_id")
      .where(listable)
      .select(["pc.category_id", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("pc.category_id")
      .execute(),
    db.selectFrom("brands").select(["code", "name_en", "name_ar", "color", "logo_version"]).execute(),
    db
      .selectFrom("products as p")
      .where(listable)
      .where("p.brand", "is not", null)
      .select(["p.brand", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("p.brand")
      .execute(),
    db.selectFrom("attributes").selectAll().orderBy("position").execute(),
    db.selectFrom("attribute_options").selectAll().orderBy("position").execute(),
    db.selectFrom("tax_rules").selectAll().orderBy("priority").orderBy("id").execute(),
    db.selectFrom("tax_rates").selectAll().execute(),
    db.selectFrom("customer_groups").selectAll().orderBy("id").execute(),
    db.selectFrom("product_group_prices").select(["product_id", "group_id", "min_qty", "price"]).orderBy("min_qty").orderBy("id").execute(),
  ]);

  const productCount = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
  const nodes = new Map<number, CategoryNode>(
    categories.map((c) => [
      c.id,
      {
        ...c,
        is_active: c.is_active === 1,
        include_in_menu: c.include_in_menu === 1,
        parent_ids: c.path.split("/").map(Number).slice(0, -1),
        product_count: productCount.get(c.id) ?? 0,
        children_ids: [],
      },
    ]),
  );
  for (const node of nodes.values()) {
    if (node.parent_id !== null) nodes.get(node.parent_id)?.children_ids.push(node.id);
  }

  const brandCount = new Map(brandCounts.map((b) => [b.brand, Number(b.n)]));
  const optionsByAttribute = groupBy(options, (o) => o.attribute_code);

  return {
    categories: nodes,
    categoryByUrlKey: new Map([...nodes.values()].map((n) => [n.url_key, n])),
    categoryByUrlPath: new Map([...nodes.values()].map((n) => [n.url_path, n])),
    brands: new Map(brands.map((b) => [b.code, { ...b, product_count: brandCount.get(b.code) ?? 0 }])),
    attributes: new Map(
      attributes.map((a) => [
        a.attribute_code,
        {
          attribute_id: a.id,
          attribute_code: a.attribute_code,
          frontend_input: a.frontend_input,
          label_en: a.label_en,
          label_ar: a.label_ar,
          is_comparable: a.is_comparable === 1,
          is_filterable: a.is_filterable === 1,
          is_visible: a.is_visible === 1,
          is_user_defined: a.is_user_defined === 1,
          position: a.position,
          options: (optionsByAttribute.get(a.attribute_code) ?? []).map((o) => ({
            value_index: o.value_index,
            label_en: o.label_en,
            label_ar: o.label_ar,
            swatch: o.swatch,
          })),
        },
      ]),
    ),
    taxRules: rules.map((r) => ({
      id: r.id,
      code: r.code,
      priority: r.priority,
      product_tax_class_ids: JSON.parse(r.product_tax_class_ids) as number[],
      customer_tax_class_ids: JSON.parse(r.customer_tax_class_ids) as number[],
      rates: rates.filter((rate) => rate.tax_rule_id === r.id),
    })),
    groups: new Map(groups.map((g) => [g.id, g])),
    groupPrices: new Map(
      [...groupBy(groupPrices, (p) => p.product_id)].map(([id, prices]) => [id, prices.map(({ group_id, min_qty, price }) => ({ group_id, min_qty, price }))]),
    ),
  };
}
