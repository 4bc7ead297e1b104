/**
 * What the offline order endpoint (`/checkout/offline-order`) answers the page's queue (decision 058):
 * - `code-sent`: the order is still the one the shopper saw; the code is on its way to `mobile`;
 * - `placed`: the order is placed (now, or already from another tab); the thank-you page is at `location`;
 * - `changed`: the order changed since (a price, a line); the shopper accepts the new `total` (and `key`) or not;
 * - `code-invalid`: the code typed is wrong; another may be typed;
 * - `held`: the order was queued by another account than the one signed in now; it waits for them;
 * - `refused`: it cannot be placed, for the reason in `message` (out of stock: the SPEC's message).
 */
export type OfflineOrderAnswer =
  | { status: "code-sent"; mobile: string }
  | { status: "placed"; location: string }
  | { status: "changed"; key: string; total: string }
  | { status: "code-invalid" | "held" | "refused"; message: string };
