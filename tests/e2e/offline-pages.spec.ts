import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test, type Page } from "@playwright/test";
import commonAr from "../../app/locales/ar/common";
import commonEn from "../../app/locales/en/common";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium";
import { addCustomerSession, newShopper, signOut } from "./support/accounts";
import { at, LANGS, listingProducts, type Lang } from "./support/shop";
import { startStoreProcess, type StoreProcess } from "./support/store-process";

// With the service worker (playwright.config.ts blocks it for the specs that are not about it).
test.use({ serviceWorkers: "allow" });

/**
 * The installable store and its service worker (decision 057), with JavaScript on: the manifest as Chromium reads
 * it, the pages a shopper visited served offline with a banner and the SPEC §7 messages for the others, and a new
 * build announced as "A new version is available". With JavaScript off nothing of this is needed.
 */

const texts = { en: commonEn, ar: commonAr };
const ROOT = path.resolve(import.meta.dirname, "../..");
const PHONES = "/c/smartphones";
const TELEVISIONS = "/c/televisions";

const home = (lang: Lang) => (lang === "ar" ? "/ar" : "/");

/** The page is answered through the worker, which claims the page it was installed from once it is active. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The worker's copy of the page at `url`, as it would serve it offline; null when it keeps none. */
function keptCopy(page: Page, url: string): Promise<string | null> {
  return page.evaluate(async (wanted) => {
    const name = (await caches.keys()).find((key) => key.startsWith("nour-pages-"));
    const kept = name === undefined ? undefined : await (await caches.open(name)).match(wanted, { ignoreVary: true });
    return kept ? kept.text() : null;
  }, url);
}

/** The version of the worker whose shell is cached (its caches carry it in their names). */
function shellVersions(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((key) => key.startsWith("nour-shell-")).map((key) => key.slice("nour-shell-".length)));
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A copy of the current build whose worker is another version, as the next deploy's would be: a folder with
 * server.js and build/, the worker's version changed (and its precompressed copies removed, or they would be served).
 */
function nextBuild(currentVersion: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "store-next-build-"));
  cpSync(path.join(ROOT, "build"), path.join(folder, "build"), { recursive: true });
  for (const file of ["server.js", "package.json"]) cpSync(path.join(ROOT, file), path.join(folder, file));
  symlinkSync(path.join(ROOT, "node_modules"), path.join(folder, "node_modules"));
  const worker = path.join(folder, "build/client/service-worker.js");
  const source = readFileSync(worker, "utf8");
  expect(source).toContain(`"${currentVersion}"`);
  writeFileSync(worker, source.replaceAll(`"${currentVersion}"`, '"next-version"'));
  rmSync(`${worker}.gz`, { force: true });
  rmSync(`${worker}.br`, { force: true });
  return folder;
}

for (const lang of LANGS) {
  const t = texts[lang];

  test.describe(`offline pages (${lang})`, () => {
    test.beforeEach(({ javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "a service worker needs JavaScript");
    });

    test(`the web manifest is valid and the store installable (${lang})`, async ({ baseURL }) => {
      // Chromium installs nothing from an incognito profile, which a test's context is: a profile of its own.
      const profile = mkdtempSync(path.join(tmpdir(), "store-profile-"));
      const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, baseURL });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(home(lang));
        await controlledByWorker(page);
        const cdp = await context.newCDPSession(page);
        const manifest = await cdp.send("Page.getAppManifest");
        expect(manifest.url).toBe(`${baseURL}${at(lang, "/manifest.webmanifest")}`);
        expect(manifest.errors).toEqual([]);
        expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({
          name: t.brand.name,
          short_name: t.webApp.shortName,
          lang,
          dir: lang === "ar" ? "rtl" : "ltr",
          start_url: home(lang),
          display: "standalone",
        });
        const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
        expect(installabilityErrors).toEqual([]);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });

    test(`offline, a visited page shows with the banner and the others say why they are not there (${lang})`, async ({ page, context, request, baseURL }) => {
      const [visited, unvisited] = (await listingProducts(request, PHONES)).map((product) => at(lang, product));
      await page.goto(home(lang));
      await controlledByWorker(page);
      await page.goto(visited!);
      const name = await page.getByRole("heading", { level: 1 }).textContent();
      await expect.poll(() => keptCopy(page, `${baseURL}${visited}`)).not.toBeNull();

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name!);
      await expect(page.getByText(t.offline.banner)).toBeVisible();

      await page.goto(at(lang, "/offline"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.offline.heading);
      await expect(page.getByText(t.offline.banner)).toBeVisible();

      await page.goto(at(lang, TELEVISIONS));
      await expect(page).toHaveURL(`${at(lang, "/offline")}?reason=category`);
      await expect(page.getByRole("alert")).toHaveText(t.offline.reasons.category);

      await page.goto(at(lang, "/forgot-password"));
      await expect(page.getByRole("alert")).toHaveText(t.offline.reasons.password);

      await page.goto(unvisited!);
      await expect(page.getByRole("alert")).toHaveText(t.offline.reasons.page);
      // Then home by itself, from the worker's copy.
      await expect(page).toHaveURL(`${baseURL}${home(lang)}`, { timeout: 10_000 });
      await expect(page.getByRole("link", { name: t.brand.homeLink })).toBeVisible();
      await expect(page.getByText(t.offline.banner)).toBeVisible();
    });

    test(`a signed-in shopper's pages are kept as anonymous copies, and signing out forgets them (${lang})`, async ({ page, context, request, baseURL }) => {
      const shopper = newShopper(lang);
      await addCustomerSession(context, lang, shopper);
      const [product] = (await listingProducts(request, PHONES)).map((path) => at(lang, path));
      await page.goto(home(lang));
      await controlledByWorker(page);
      await page.goto(product!);
      await expect(page.locator(".site-header")).toContainText(shopper.firstname);

      await expect.poll(() => keptCopy(page, `${baseURL}${product}`)).not.toBeNull();
      const kept = await keptCopy(page, `${baseURL}${product}`);
      expect(kept).toContain('{"cartCount":0,"firstName":null,"owner":"guest","consent":null}');
      expect(kept).not.toContain(shopper.firstname);

      await signOut(page, lang);
      await expect.poll(() => keptCopy(page, `${baseURL}${product}`)).toBeNull();
    });

    test(`a new build is announced, and Reload takes the page to it (${lang})`, async ({ page }) => {
      test.slow(); // it starts two stores of its own
      const port = await freePort();
      let store: StoreProcess | null = await startStoreProcess(ROOT, port);
      let nextFolder: string | null = null;
      try {
        // Each worker state below comes once the worker has fetched what it keeps from the just-started store, whose
        // first renders are cold: seconds on a loaded machine. Each brief line then shows for 5 s.
        await page.goto(`${store.url}${home(lang)}`);
        await expect(page.locator(".worker-status")).toHaveText(t.serviceWorker.ready, { timeout: 30_000 });
        await controlledByWorker(page);
        const [current] = await shellVersions(page);

        await store.stop();
        nextFolder = nextBuild(current!);
        store = await startStoreProcess(nextFolder, port);
        await page.reload();
        const announcement = page.locator(".worker-status").filter({ hasText: t.serviceWorker.updateFound });
        // The new worker installs first: the shell and four pages are fetched before it says so.
        await expect(announcement).toBeVisible({ timeout: 30_000 });
        await announcement.getByRole("button", { name: t.serviceWorker.reload }).click();

        await expect(page.locator(".worker-status")).toHaveText(t.serviceWorker.updated, { timeout: 30_000 });
        expect(await shellVersions(page)).toEqual(["next-version"]);
      } finally {
        await store?.stop();
        if (nextFolder) rmSync(nextFolder, { recursive: true, force: true });
      }
    });
  });

  test(`without JavaScript nothing changes: no worker, the pages work and name the manifest (${lang})`, async ({ page, context, javaScriptEnabled, request }) => {
    test.skip(javaScriptEnabled, "this is the page without JavaScript");
    const [product] = await listingProducts(request, PHONES);
    expect((await page.goto(home(lang)))?.status()).toBe(200);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", at(lang, "/manifest.webmanifest"));
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", /^#[0-9a-f]{6}$/);
    expect((await page.goto(at(lang, product!)))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(context.serviceWorkers()).toEqual([]);
  });
}
