import type {
  CustomOptionTable, CustomOptionValueTable, ProductCategoryTable, ProductLinkTable,
} from "../db/schema";
import type { CatalogueProduct } from "./products";
import type { Random } from "./random";
import type { Bilingual } from "./text";

/** Rows that hang off products: category membership, related/upsell links and custom options. */

type WithId<T> = Omit<T, "id"> & { id: number };

/** Products listed on their own (not configurable children, which are reached through their parent). */
const isListed = (p: CatalogueProduct): boolean => p.row.visibility !== 1;

/** Each listed product in its leaf and in the leaf's level-2 and level-3 ancestors, in catalogue order. */
export function productCategoryRows(products: readonly CatalogueProduct[]): ProductCategoryTable[] {
  const nextPosition = new Map<number, number>();
  const rows: ProductCategoryTable[] = [];
  for (const product of products) {
    if (!isListed(product)) continue;
    for (const categoryId of [product.leafId, ...product.ancestorIds]) {
      const position = nextPosition.get(categoryId) ?? 0;
      nextPosition.set(categoryId, position + 1);
      rows.push({ product_id: product.row.id, category_id: categoryId, position });
    }
  }
  return rows;
}

const RELATED_PER_PRODUCT = 3;
const UPSELLS_PER_PRODUCT = 2;

/**
 * Within each leaf: "related" are the next few products in catalogue order (wrapping around), "upsell" the
 * next dearer products by price. Linear apart from one sort per leaf.
 */
export function productLinkRows(products: readonly CatalogueProduct[]): ProductLinkTable[] {
  const byLeaf = new Map<number, CatalogueProduct[]>();
  for (const product of products) {
    if (!isListed(product) || product.row.type_id === "bundle" || product.row.type_id === "grouped") continue;
    const siblings = byLeaf.get(product.leafId);
    if (siblings) siblings.push(product);
    else byLeaf.set(product.leafId, [product]);
  }

  const rows: ProductLinkTable[] = [];
  for (const siblings of byLeaf.values()) {
    const relatedCount = Math.min(RELATED_PER_PRODUCT, siblings.length - 1);
    siblings.forEach((product, i) => {
      for (let k = 1; k <= relatedCount; k++) {
        const linked = siblings[(i + k) % siblings.length]!;
        rows.push(link(product, linked, "related", k - 1));
      }
    });
    const byPrice = [...siblings].sort((a, b) => a.row.price - b.row.price || a.row.id - b.row.id);
    byPrice.forEach((product, i) => {
      byPrice
        .slice(i + 1, i + 1 + UPSELLS_PER_PRODUCT)
        .filter((dearer) => dearer.row.price > product.row.price)
        .forEach((dearer, position) => rows.push(link(product, dearer, "upsell", position)));
    });
  }
  return rows;
}

function link(from: CatalogueProduct, to: CatalogueProduct, linkType: ProductLinkTable["link_type"], position: number): ProductLinkTable {
  return { product_id: from.row.id, linked_product_id: to.row.id, link_type: linkType, qty: 1, position };
}

interface OptionTemplate {
  title: Bilingual;
  values: readonly { title: Bilingual; priceType: "fixed" | "percent"; price: number }[];
}

const wallMounting: OptionTemplate = {
  title: ["Wall mounting", "التركيب على الحائط"],
  values: [
    { title: ["Fixed wall mount + installation", "حامل حائط ثابت مع التركيب"], priceType: "fixed", price: 19900 },
    { title: ["Tilting wall mount + installation", "حامل حائط قابل للإمالة مع التركيب"], priceType: "fixed", price: 29900 },
    { title: ["Full-motion wall mount + installation", "حامل حائط متحرك بالكامل مع التركيب"], priceType: "fixed", price: 44900 },
  ],
};

/** What the cheapest wall mounting costs, in whole dirhams, for the store's banners. */
export const WALL_MOUNTING_FROM_AED = Math.min(...wallMounting.values.map((v) => v.price)) / 100;

const extendedWarranty: OptionTemplate = {
  title: ["Extended warranty", "الضمان الممتد"],
  values: [
    { title: ["1 extra year", "سنة إضافية"], priceType: "percent", price: 8 },
    { title: ["2 extra years", "سنتان إضافيتان"], priceType: "percent", price: 14 },
  ],
};

const WALL_MOUNT_SHARE = 0.7;
const WARRANTY_OPTION_SHARE = 0.5;

export interface CustomOptionRows {
  options: WithId<CustomOptionTable>[];
  values: WithId<CustomOptionValueTable>[];
}

/** Wall mounting on most listed TVs (fixed fils) and an extended warranty on half the laptops (percent). */
export function customOptionRows(products: readonly CatalogueProduct[], rng: Random): CustomOptionRows {
  const rows: CustomOptionRows = { options: [], values: [] };
  for (const product of products) {
    if (!isListed(product)) continue;
    const { kind, id } = product.row;
    if (kind === "tv" && rng.chance(WALL_MOUNT_SHARE)) addOption(rows, id, wallMounting);
    if (kind === "laptop" && rng.chance(WARRANTY_OPTION_SHARE)) addOption(rows, id, extendedWarranty);
  }
  return rows;
}

function addOption(rows: CustomOptionRows, productId: number, template: OptionTemplate): void {
  const optionId = rows.options.length + 1;
  rows.options.push({
    id: optionId, product_id: productId, title_en: template.title[0], title_ar: template.title[1], is_required: 0, position: 0,
  });
  template.values.forEach((value, position) => {
    rows.values.push({
      id: rows.values.length + 1,
      option_id: optionId,
      title_en: value.title[0],
      title_ar: value.title[1],
      price_type: value.priceType,
      price: value.price,
      position,
    });
  });
}
