import { GENERAL_GROUP_ID } from "../../commerce/contract/customer-groups";
import { edgeFactsOf, shopperOf } from "./request-context.server";
import { customerPartOf } from "./shopper-snapshot.server";

type Context = Parameters<typeof edgeFactsOf>[0];

/**
 * The customer group whose prices a page shows (decision 060): for the page cache's shared render, the group the
 * edge renders it for; else the shopper's own, a guest's being general.
 */
export async function priceGroupOf(context: Context): Promise<number> {
  const edge = edgeFactsOf(context);
  if (edge.pageHoles) return edge.priceGroup ?? GENERAL_GROUP_ID;
  const shopper = shopperOf(context);
  if (!shopper.signedIn) return GENERAL_GROUP_ID;
  return (await customerPartOf(shopper))?.group ?? GENERAL_GROUP_ID;
}
