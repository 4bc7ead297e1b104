import { expect, test, type Page } from "@playwright/test";
import { startCluster, type Cluster } from "../../scripts/cluster";
import { lastEmailTo, newShopper, ownClientAddress } from "./support/accounts";
import { choosePayment, guestDetails, homeDelivery, placedOrderNumber, placeWithCode } from "./support/checkout";
import { simpleProduct } from "./support/products";
import { E2E_SESSION_SECRET } from "./support/server-secrets";
import { addToCart, expectCartCount, findSimpleProduct, notification, open } from "./support/shop";
import { adminTexts, signInStaffAs } from "./support/staff";

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
  // The e2e server's session secret, so a staff member signed in by the specs' helpers is signed in on the nodes.
  cluster = await startCluster({ nodes: 2, sessionSecret: E2E_SESSION_SECRET });
});

test.afterAll(async () => {
  await cluster?.stop();
});

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

/** The product page's title, to find the line in the cart. */
async function productName(page: Page): Promise<string> {
  return (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
}

test.describe("a shopper moving between nodes", () => {
  // Shoppers reach the nodes only through the proxy, the store's one address (PUBLIC_ORIGIN): round robin sends
  // their requests to both nodes in turn.
  test("fills the cart, checks out and opens the guest order link, served by both nodes", async ({ page, javaScriptEnabled }) => {
    const served = new Set<string>();
    page.on("response", (response) => {
      const node = response.headers()["x-upstream"];
      if (node && response.request().resourceType() === "document") served.add(node);
    });
    const product = await findSimpleProduct({ max: 100_000, databaseUrl: cluster.databaseUrl });
    await open(page, cluster.proxyUrl + product.path, javaScriptEnabled);
    const name = await productName(page);
    await addToCart(page, "en", javaScriptEnabled);
    await expectCartCount(page, 1);

    await open(page, `${cluster.proxyUrl}/cart`, javaScriptEnabled);
    await expectCartCount(page, 1);
    await expect(page.getByRole("main")).toContainText(name);

    const shopper = newShopper("en");
    await page.goto(`${cluster.proxyUrl}/checkout`);
    await guestDetails(page, "en", shopper);
    await homeDelivery(page, "en", shopper);
    await choosePayment(page, "en", "cashondelivery");
    await placeWithCode(page, "en", shopper.mobile, cluster.outboxDir);
    const number = await placedOrderNumber(page, "en");

    // The link in the confirmation is signed with COMMERCE_SECRET, which every node shares, and points at the proxy.
    const mail = await lastEmailTo(shopper.email, `Your order ${number} is placed`, cluster.outboxDir);
    const link = new URL(mail.match(/https?:\/\/\S+\/my-account\/order\/\d+\?key=\S+/)![0]);
    expect(link.origin).toBe(cluster.proxyUrl);
    await open(page, link.href, javaScriptEnabled);
    await expect(page.getByRole("main")).toContainText(number);
    await expect(page.getByRole("main")).toContainText(name);
    expect(served).toEqual(new Set(cluster.nodeUrls.map((url) => new URL(url).host)));
  });
});

test.describe("a shopper through the proxy", () => {
  test("is served by both nodes in turn and sees the same cart on each", async ({ page, javaScriptEnabled }) => {
    const product = await findSimpleProduct({ max: 100_000, databaseUrl: cluster.databaseUrl });
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

test.describe("a catalogue member editing a product", () => {
  test("is followed by every node's search and cached product page within a second", async ({ page, context, javaScriptEnabled }) => {
    const t = adminTexts.en.products.form;
    const code = `${Date.now().toString(36)}${javaScriptEnabled ? "J" : "N"}`.toUpperCase();
    const product = await simpleProduct(code, { databaseUrl: cluster.databaseUrl });
    const nodes = cluster.nodeUrls.map((node) => ({
      productPage: `${node}/p/E2E-${code}/e2e-lamp-${code.toLowerCase()}`,
      search: `${node}/search/${code.toLowerCase()}`,
    }));
    const shows = async (url: string, name: string) => (await (await page.request.get(url)).text()).includes(name);
    // Every node has the product in its index and its page in its cache, under the old name.
    for (const node of nodes) {
      await expect.poll(() => shows(node.search, `Nour Lamp ${code}`)).toBe(true);
      expect(await shows(node.productPage, `Nour Lamp ${code}`)).toBe(true);
    }

    // Staff use the store's one address, as shoppers do (a post from another origin is refused); a node takes the edit.
    await signInStaffAs(context, "catalogue", { databaseUrl: cluster.databaseUrl, url: cluster.proxyUrl });
    await open(page, `${cluster.proxyUrl}/admin/products/${product.id}`, javaScriptEnabled);
    await page.getByLabel(t.nameEn, { exact: true }).fill(`Nour Beacon ${code}`);
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await expect(notification(page, t.saved)).toBeVisible();

    // PostgreSQL's notification wakes the other node at once; its every-second read is the fallback (decision 019).
    const within = { timeout: 1_000, intervals: [50] };
    for (const node of nodes) {
      await expect.poll(() => shows(node.search, `Nour Beacon ${code}`), within).toBe(true);
      await expect.poll(() => shows(node.productPage, `Nour Beacon ${code}`), within).toBe(true);
    }
  });
});
