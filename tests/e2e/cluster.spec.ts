import { expect, test, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { startCluster, type Cluster } from "../../scripts/cluster";
import { lastEmailTo, newShopper, ownClientAddress } from "./support/accounts";
import { choosePayment, guestDetails, homeDelivery, placedOrderNumber, placeWithCode } from "./support/checkout";
import { addToCart, expectCartCount, findSimpleProduct, open } from "./support/shop";

/**
 * The store as a cluster (docs/cluster.md): two nodes on one PostgreSQL database, sharing their secrets, behind
 * nginx. Whichever node a shopper's request reaches, it reads the same session cookie, cart and orders. The spec
 * starts its own cluster (scripts/cluster.ts); the configuration's server runs beside it, unused. It needs
 * PostgreSQL (scripts/postgres.sh installs and starts it) and nginx, and fails when they cannot be had.
 */

let cluster: Cluster;

// One cluster per worker: the tests of this file run one after another in the worker that starts it.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startCluster({ nodes: 2 });
});

test.afterAll(async () => {
  await cluster?.stop();
});

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

/** A simple product found through the pages of `origin` (the cluster has the same seeded catalogue as any store). */
async function productOf(playwright: PlaywrightWorkerArgs["playwright"], origin: string) {
  const request = await playwright.request.newContext({ baseURL: origin });
  try {
    return await findSimpleProduct({ max: 100_000 });
  } finally {
    await request.dispose();
  }
}

/** The product page's title, to find the line in the cart. */
async function productName(page: Page): Promise<string> {
  return (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
}

test.describe("a shopper moving between nodes", () => {
  // Cookies belong to the host, not the port: the browser sends the same cookies to both nodes.
  test("fills the cart on one node, checks out on the other, and opens the guest order link on the first", async ({
    page,
    playwright,
    javaScriptEnabled,
  }) => {
    const [nodeA, nodeB] = cluster.nodeUrls as [string, string];
    const product = await productOf(playwright, nodeB);
    await open(page, nodeA + product.path, javaScriptEnabled);
    const name = await productName(page);
    await addToCart(page, "en", javaScriptEnabled);
    await expectCartCount(page, 1);

    await open(page, `${nodeB}/cart`, javaScriptEnabled);
    await expectCartCount(page, 1);
    await expect(page.getByRole("main")).toContainText(name);

    const shopper = newShopper("en");
    await page.goto(`${nodeB}/checkout`);
    await guestDetails(page, "en", shopper);
    await homeDelivery(page, "en", shopper);
    await choosePayment(page, "en", "cashondelivery");
    await placeWithCode(page, "en", shopper.mobile, cluster.outboxDir);
    const number = await placedOrderNumber(page, "en");
    expect(new URL(page.url()).origin).toBe(nodeB);

    // The link in the confirmation is signed with COMMERCE_SECRET, which every node shares.
    const mail = await lastEmailTo(shopper.email, `Your order ${number} is placed`, cluster.outboxDir);
    const link = new URL(mail.match(/https?:\/\/\S+\/my-account\/order\/\d+\?key=\S+/)![0]);
    await open(page, nodeA + link.pathname + link.search, javaScriptEnabled);
    await expect(page.getByRole("main")).toContainText(number);
    await expect(page.getByRole("main")).toContainText(name);
  });
});

test.describe("a shopper through the proxy", () => {
  test("is served by both nodes in turn and sees the same cart on each", async ({ page, playwright, javaScriptEnabled }) => {
    const product = await productOf(playwright, cluster.proxyUrl);
    await open(page, cluster.proxyUrl + product.path, javaScriptEnabled);
    const name = await productName(page);
    await addToCart(page, "en", javaScriptEnabled);

    // nginx (X-Upstream) names the node that answered; round robin sends the loads to both.
    const nodes = new Set(cluster.nodeUrls.map((url) => new URL(url).host));
    const served = new Set<string>();
    for (let load = 0; load < 8 && served.size < nodes.size; load++) {
      const response = await page.goto(`${cluster.proxyUrl}/cart`);
      expect(response?.status()).toBe(200);
      served.add((await response!.headerValue("x-upstream")) ?? "none");
      await expectCartCount(page, 1);
      await expect(page.getByRole("main")).toContainText(name);
    }
    expect(served).toEqual(nodes);
  });
});
