import type { CatalogueReader } from "../context";
import { categoryIdsOf } from "../products";
import type { CategoryNode } from "../reference";

/**
 * A product's family: the top category it is listed under (Mobiles & Tablets, Televisions…). Only products of
 * one family are compared: their attributes are the same kind of thing.
 */

/** Level of the top categories: below the root (0) and "Default Category" (1). */
const TOP_CATEGORY_LEVEL = 2;

function topCategoryOf(categories: Map<number, CategoryNode>, categoryId: number): number | undefined {
  const node = categories.get(categoryId);
  return node && [...node.parent_ids, node.id].find((id) => categories.get(id)?.level === TOP_CATEGORY_LEVEL);
}

/** Family by product id; a product in no category has none (null), and is only compared with others like it. */
export async function familiesOf(ctx: CatalogueReader, productIds: number[]): Promise<Map<number, number | null>> {
  const categoryIds = await categoryIdsOf(ctx, productIds);
  return new Map(
    productIds.map((id) => {
      const tops = (categoryIds.get(id) ?? []).map((c) => topCategoryOf(ctx.reference.categories, c));
      return [id, tops.find((top) => top !== undefined) ?? null];
    }),
  );
}
