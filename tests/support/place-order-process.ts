/**
 * One storefront process's share of a cross-process checkout test: opens the commerce backend on the given
 * database (as each server worker does), waits for the agreed start time, places the given orders, all at
 * once, and prints the answers as JSON.
 *
 *   node --import tsx tests/support/place-order-process.ts <databaseUrl> <startAtMs> <JSON [[cartId, body], …]>
 */
import { startCommerce } from "../../commerce/service";
import { FIXTURE_NOW, FIXTURE_SECRET } from "./catalog-fixture";
import { call } from "./call";

const [databaseUrl = "", startAt = "0", orders = "[]"] = process.argv.slice(2);
const commerce = await startCommerce({ databaseUrl, now: () => FIXTURE_NOW, secret: FIXTURE_SECRET });
await new Promise((resolve) => setTimeout(resolve, Number(startAt) - Date.now()));
const answers = await Promise.all(
  (JSON.parse(orders) as [string, unknown][]).map(([cartId, body]) => call(commerce.handler, "POST", `/api/checkout/place?cartId=${cartId}`, body)),
);
await commerce.close();
process.stdout.write(JSON.stringify(answers.map((answer) => `${answer.status} ${answer.status === 200 ? "" : answer.result}`.trim())));
