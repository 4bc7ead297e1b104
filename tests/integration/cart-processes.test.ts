import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { pullCart, useFixtureCommerce } from "../support/fixture-commerce";

/**
 * The server runs one process per core on one SQLite file (server.js). Adds to one cart from two processes
 * at the same time must neither lose an update nor sell more than the stock.
 */
const fixture = useFixtureCommerce();
const run = promisify(execFile);

function addFromAnotherProcess(cartId: string, sku: string, times: number, startAt: number): Promise<string[]> {
  const args = ["--import", "tsx", "tests/support/add-to-cart-process.ts", fixture.databaseUrl(), cartId, sku, String(times), String(startAt)];
  return run(process.execPath, args).then(({ stdout }) => JSON.parse(stdout) as string[]);
}

describe("carts shared by server processes", () => {
  it("adds from two processes at once sum up, and stop at the stock", { timeout: 30_000 }, async () => {
    const { result } = await fixture.post("/api/cart/create");
    const cartId: string = result.cartId;
    await fixture.db().updateTable("stock").set({ qty: 60 }).where("product_id", "=", fixture.id("CASE")).execute();

    // Both start together, once each has opened the database (about half a second).
    const startAt = Date.now() + 3_000;
    const answers = (await Promise.all([1, 2].map(() => addFromAnotherProcess(cartId, "CASE", 40, startAt)))).flat();

    expect(answers.filter((answer) => answer === "200")).toHaveLength(60);
    expect(answers.filter((answer) => answer !== "200")).toEqual(Array(20).fill("409 cart.qtyAboveStock"));
    const cart = await pullCart(fixture, cartId);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].qty).toBe(60);
  });
});
