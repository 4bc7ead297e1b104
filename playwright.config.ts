import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium";
import { isPostgresUrl } from "./commerce/db/engine";
import { NEWSLETTER_POPUP_DONE, NEWSLETTER_POPUP_KEY } from "./app/lib/newsletter-popup";
import { E2E_COMMERCE_SECRET, E2E_SESSION_SECRET } from "./tests/e2e/support/server-secrets";
import { tempDatabase } from "./tests/support/temp-database";

// This file is evaluated by the runner and again by every worker; workers inherit the runner's
// environment, so the port, data folder and database are chosen once and passed down through it. The
// database is a SQLite file, or with TEST_DATABASE_URL a new database on that PostgreSQL server.
const port = (process.env.E2E_PORT ??= freePort());
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "store-e2e-")));
const databaseUrl = (process.env.E2E_DATABASE_URL ??= tempDatabase().url);
const baseURL = `http://127.0.0.1:${port}`;

/** Asks the OS for a free port, synchronously (the config cannot await). */
function freePort(): string {
  return execFileSync(
    process.execPath,
    ["-e", "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"],
    { encoding: "utf8" },
  ).trim();
}

// Debian's Chromium; browsers are never downloaded.
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

/**
 * Every flow runs with JavaScript on and with it off, and in both languages, but not in all four combinations: a
 * flow written for both languages (its title says "(en)" or "(ar)") runs in one language per project. Which one
 * is set per spec file, so that each language meets each project across the suite. Tests about one language,
 * and the quality judges (quality.spec.ts pairs them itself), are not affected.
 */
const ARABIC_WITH_JAVASCRIPT = ["checkout", "consent", "newsletter-popup", "offline-pages", "wishlist", "store-locator", "compare", "personalised-pages", "support", "back-office", "customer-service", "returns", "licence-keys", "review-moderation", "gift-card-admin", "category-admin", "content-admin", "product-admin"];
const ARABIC_WITHOUT_JAVASCRIPT = ["accounts", "cart-edit", "bank-offers", "cart", "orders", "saved-cards", "reviews", "trade-in", "addresses", "instalments", "fulfilment", "gift-cards", "paypal", "reports", "catalogue-import", "product-photos", "promotions-admin", "listing", "social-sign-in", "newsletter", "loyalty", "customer-groups"];

/** Tests of these spec files whose title is in `lang`. */
function inLanguage(specs: string[], lang: "en" | "ar"): RegExp {
  return new RegExp(`(?:^|[\\/ ])(?:${specs.join("|")})\\.spec\\.ts .*\\(${lang}\\)`);
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // The specs mostly wait on the server and the browser: two workers take the suite from about 21 to 17 minutes on
  // the 2-core CI machine (one is Playwright's default there).
  workers: 2,
  // A flow of many pages (a purchase, then a second order paid with what the first bought) takes 10 to 20 s here,
  // and CI machines have run the whole suite up to 2.6 times slower than others: twice Playwright's 30 s default.
  timeout: 60_000,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: "list",
  use: {
    baseURL,
    // Recording a trace costs every test about a fifth more time on the 2-core machine, kept or not: record one
    // when looking into a failure (`npx playwright test --trace on`).
    trace: "off",
    // The service worker (decision 057) installs in each test's new browser context, fetching the shell and four
    // pages; only the specs about it, and those that watch a page's console (Playwright's block warns there), let it.
    serviceWorkers: "block",
    // The newsletter's popup opens over the second page a browser shows: every test's browser has had it already,
    // but for newsletter-popup.spec.ts, which empties this.
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: NEWSLETTER_POPUP_KEY, value: NEWSLETTER_POPUP_DONE }] }] },
  },
  projects: [
    {
      name: "js-on",
      use: { ...chromium, javaScriptEnabled: true },
      grepInvert: [inLanguage(ARABIC_WITHOUT_JAVASCRIPT, "ar"), inLanguage(ARABIC_WITH_JAVASCRIPT, "en")],
    },
    {
      name: "js-off",
      use: { ...chromium, javaScriptEnabled: false },
      grepInvert: [inLanguage(ARABIC_WITHOUT_JAVASCRIPT, "en"), inLanguage(ARABIC_WITH_JAVASCRIPT, "ar")],
    },
  ],
  webServer: {
    command: "node server.js",
    url: `${baseURL}/bench/floor`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: port,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_PRODUCTS: "600",
      SESSION_SECRET: E2E_SESSION_SECRET,
      // Shared with the specs that make orders themselves (tests/e2e/support/orders.ts): their guest links open here.
      COMMERCE_SECRET: E2E_COMMERCE_SECRET,
      // Every e-mail and SMS is also a file here: the account specs read codes and links from it.
      OUTBOX_DIR: path.join(dataDir, "outbox"),
      // Specs that sign in many times give each test its own client address (X-Forwarded-For), so the
      // sign-in rate limits count per test as they would per shopper.
      TRUST_PROXY: "1",
      COOKIE_SECURE: "false",
      // Serves app/routes/bench.* (a 404 otherwise): the url above polls the floor, and a spec renders it.
      BENCH_ROUTES: "1",
      // "Continue with Google / Apple" go to the built-in test identity provider (decision 059).
      TEST_IDENTITY_PROVIDER: "on",
      // Cash on delivery costs AED 10 here, so the checkout specs see the fee line.
      COD_FEE: "10",
      // A production node on PostgreSQL must know its address (decision 010); on SQLite it takes the Host's.
      ...(isPostgresUrl(databaseUrl) ? { PUBLIC_ORIGIN: baseURL } : {}),
    },
  },
});
