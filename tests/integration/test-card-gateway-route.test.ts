import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withSignature } from "../../commerce/payments/aps-signature";
import { testMerchantCredentials } from "../../commerce/payments/test-card-gateway/credentials";
import { createCatalogFixture } from "../support/catalog-fixture";
import { tempDatabase } from "../support/temp-database";
import { callRoute } from "../support/route-args";

/**
 * The storefront's /test-gateway/* resource route: a browser's post of the card form reaches the embedded
 * backend's test card gateway, and its answers (redirects, pages, the stylesheet) come back untouched.
 */

const database = tempDatabase();
const ORIGIN = "http://store.test";
const SECRET = "route-test-commerce-secret";
let route: typeof import("~/routes/test-gateway.$");

beforeAll(async () => {
  await createCatalogFixture(database.url);
  process.env.DATABASE_URL = database.url;
  process.env.SEED_PRODUCTS = "0";
  process.env.COMMERCE_SECRET = SECRET;
  route = await import("~/routes/test-gateway.$");
});

afterAll(() => database.remove());

describe("the test gateway route", () => {
  it("forwards the card form's post and answers the gateway's signed redirect", async () => {
    const credentials = testMerchantCredentials(SECRET);
    const fields = withSignature(credentials.requestPhrase, {
      service_command: "TOKENIZATION",
      access_code: credentials.accessCode,
      merchant_identifier: credentials.merchantIdentifier,
      merchant_reference: "ROUTE-1",
      language: "en",
      return_url: `${ORIGIN}/paymentInProgress`,
    });
    const body = new URLSearchParams({ ...fields, card_number: "4111111111111111", expiry_date: "3012", card_security_code: "123", card_holder_name: "Omar Saeed" });
    const answer = await callRoute(route.action, new Request(`${ORIGIN}/test-gateway/FortAPI/paymentPage`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
      body,
    }));
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get("Location")!);
    expect(back.pathname).toBe("/paymentInProgress");
    expect(back.searchParams.get("response_code")).toBe("18000");
    expect(back.searchParams.get("card_number")).toBe("411111******1111");
    expect(answer.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });

  it("serves the gateway's pages and stylesheet", async () => {
    const css = await callRoute(route.loader, new Request(`${ORIGIN}/test-gateway/gateway.css`));
    expect(css.headers.get("Content-Type")).toBe("text/css; charset=utf-8");
    const missing = await callRoute(route.loader, new Request(`${ORIGIN}/test-gateway/3ds/123456789012345678`));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<html lang="en" dir="ltr">');
  });
});
