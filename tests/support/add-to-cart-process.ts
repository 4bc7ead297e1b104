/**
 * One storefront process's share of a cross-process test: opens the commerce backend on the given database
 * (as each server worker does), waits for the agreed start time, adds one unit of a product to a cart
 * `times` times, all at once, and prints the answers as JSON.
 *
 *   node --import tsx tests/support/add-to-cart-process.ts <databaseUrl> <cartId> <sku> <times> <startAtMs>
 */
import { startCommerce } from "../../commerce/service";
import { FIXTURE_NOW } from "./catalog-fixture";
import { call } from "./call";

const [databaseUrl = "", cartId = "", sku = "", times = "0", startAt = "0"] = process.argv.slice(2);
const commerce = await startCommerce({ databaseUrl, now: () => FIXTURE_NOW });
await new Promise((resolve) => setTimeout(resolve, Number(startAt) - Date.now()));
const answers = await Promise.all(
  Array.from({ length: Number(times) }, () => call(commerce.handler, "POST", `/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty: 1 } })),
);
await commerce.close();
process.stdout.write(JSON.stringify(answers.map((answer) => `${answer.status} ${answer.status === 200 ? "" : answer.result}`.trim())));
