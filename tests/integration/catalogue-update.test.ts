import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi, type Mock } from "vitest";
import { recordCatalogueChange } from "../../commerce/catalogue/changes";
import { aedToFils, readCsv, readSetCommand, updateCatalogue } from "../../commerce/catalogue/update";
import { startCommerce, type Commerce } from "../../commerce/service";
import { call } from "../support/call";
import { FIXTURE_NOW } from "../support/catalog-fixture";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { testServerUrl } from "../support/temp-database";

/** The store operator's stock and price updates (`npm run catalogue`), and how every process learns of them. */

const fixture = useFixtureCommerce();
const update = (csv: string) => updateCatalogue(fixture.commerce().context, readCsv(csv));

/** Everything an update may touch, to show that a refused one touched nothing. */
async function catalogueState() {
  const db = fixture.db();
  return {
    products: await db.selectFrom("products").select(["sku", "price", "special_price", "special_from_date", "special_to_date", "updated_at"]).orderBy("id").execute(),
    stock: await db.selectFrom("stock").selectAll().orderBy("product_id").execute(),
    changes: await db.selectFrom("catalogue_changes").selectAll().execute(),
  };
}

const detail = async (sku: string) => (await fixture.get(`/api/catalog/product/${sku}`)).result;

describe("reading the operator's input", () => {
  it("turns AED amounts into fils exactly", () => {
    expect(aedToFils("1299")).toBe(129_900);
    expect(aedToFils("1299.5")).toBe(129_950);
    expect(aedToFils("1299.00")).toBe(129_900);
    // amounts whose float product is off by a hair (4.35 * 100 = 434.99999999999994)
    expect(aedToFils("4.35")).toBe(435);
    expect(aedToFils("0.29")).toBe(29);
    expect(aedToFils("1.13")).toBe(113);
    expect(aedToFils("9999999.99")).toBe(999_999_999);
    for (const bad of ["", "-1", "12.345", "1,299.00", ".5", "1e3", "AED 10", "10.", "١٠"]) expect(aedToFils(bad), bad).toBeNull();
  });

  it("reads a CSV with any of the columns, empty cells keeping the value", () => {
    expect(readCsv("\uFEFFprice,sku\r\n12.50,CASE\r\n\r\n,CHARGER\r\n")).toEqual({
      lines: [
        { line: 2, sku: "CASE", stock: undefined, price: "12.50", special_price: undefined },
        { line: 4, sku: "CHARGER", stock: undefined, price: undefined, special_price: undefined },
      ],
      errors: [],
    });
    expect(readCsv("sku,qty\nCASE,1\n").errors).toEqual([{ line: 1, message: expect.stringContaining("first line must name the columns") }]);
    expect(readCsv("sku,stock\n").errors).toEqual([{ line: 1, message: "no products follow the header" }]);
    expect(readCsv("sku,stock\nCASE,1,2\n").errors).toEqual([{ line: 2, message: "expected 2 cells (sku,stock), found 3" }]);
  });

  it("reads `set SKU stock=… price=… special=…`", () => {
    expect(readSetCommand(["CASE", "stock=5", "price=1299.00", "special=none"])).toEqual({
      lines: [{ line: 1, sku: "CASE", stock: "5", price: "1299.00", special_price: "none" }],
      errors: [],
    });
    expect(readSetCommand(["CASE", "qty=5"]).errors).toEqual([{ line: 1, message: '"qty=5" is not stock=N, price=AED or special=AED' }]);
  });
});

describe("updating", () => {
  it("refuses the whole file when any line is bad, naming each bad line", async () => {
    const before = await catalogueState();
    const outcome = await update(
      [
        "sku,stock,price,special_price",
        "CASE,7,,", // good
        "NOPE,1,,",
        "CHARGER,-1,12.345,",
        "CASE,2,,",
        "PHONE-SALE,,100.00,",
        "CABLE-OOS,,50,60",
        "GIFT-500,,,",
        "CASE,1",
      ].join("\n"),
    );
    expect(outcome).toEqual({
      ok: false,
      errors: [
        { line: 3, message: 'unknown sku "NOPE"' },
        { line: 4, message: 'stock must be a whole number from 0 to 1000000, got "-1"; price must be an amount in AED with at most 2 decimals (1299.00), got "12.345"' },
        { line: 5, message: 'sku "CASE" is also on line 2' },
        // the special price it already has (945.00) would no longer be below the price
        { line: 6, message: 'the special price 945.00 must be below the price 100.00 (a special price of "none" removes it)' },
        { line: 7, message: 'the special price 60.00 must be below the price 50.00 (a special price of "none" removes it)' },
        { line: 8, message: "nothing to change: give a stock, a price or a special price" },
        { line: 9, message: "expected 4 cells (sku,stock,price,special_price), found 2" },
      ],
    });
    expect(await catalogueState()).toEqual(before);
  });

  it("applies every line in one go, records the change, and the storefront reads the new values", async () => {
    const outcome = await update(
      ["sku,stock,price,special_price", "CABLE-OOS,12,,", "CASE,,149.90,", "PHONE-FUTURE,,,2899.00", "CHARGER,0,,none"].join("\n"),
    );
    const ids = ["CABLE-OOS", "CASE", "PHONE-FUTURE", "CHARGER"].map(fixture.id);
    expect(outcome).toEqual({ ok: true, productIds: ids, alertsSent: 0 });
    const changes = await fixture.db().selectFrom("catalogue_changes").selectAll().execute();
    expect(changes.map((c) => JSON.parse(c.product_ids))).toEqual([ids]);

    expect((await fixture.get("/api/stock/check?sku=CABLE-OOS")).result).toMatchObject({ qty: 12, is_in_stock: true });
    expect((await fixture.get("/api/stock/check?sku=CHARGER")).result).toMatchObject({ qty: 0, is_in_stock: false });
    expect(await detail("CASE")).toMatchObject({ price_incl_tax: 14_990, final_price_incl_tax: 14_990 });
    // the special price's old window (it started tomorrow) is gone: it applies now
    expect(await detail("PHONE-FUTURE")).toMatchObject({ price_incl_tax: 329_900, final_price_incl_tax: 289_900, special_from_date: null, special_to_date: null });
    expect(await detail("CHARGER")).toMatchObject({ final_price_incl_tax: 9_900, special_price_incl_tax: 0 });
  });

  it("runs from the command line, refusing a bad file with its line numbers", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "catalogue-update-")), "update.csv");
    writeFileSync(file, "sku,stock\nCASE,3\nNOPE,1\n");
    const refused = await runCli(["import", file, "--database", fixture.databaseUrl()]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${file} line 3: unknown sku "NOPE"`);
    expect(refused.stderr).toContain("Nothing was changed");
    expect((await fixture.get("/api/stock/check?sku=CASE")).result.qty).toBe(10);

    const applied = await runCli(["set", "CASE", "stock=3", "price=199.00", "--database", fixture.databaseUrl()]);
    expect(applied).toMatchObject({ code: 0, stdout: expect.stringContaining("Updated 1 product(s)") });
    expect((await fixture.get("/api/stock/check?sku=CASE")).result.qty).toBe(3);
  });
});

/** Another server process on the same database, and a spy on the catalogue changes it hears of; closed after `use`. */
async function withOtherProcess(use: (other: Commerce, changed: Mock) => Promise<void>): Promise<void> {
  const other = await startCommerce({ databaseUrl: fixture.databaseUrl(), now: () => FIXTURE_NOW });
  try {
    const changed = vi.fn();
    other.onCatalogueChange(changed);
    await use(other, changed);
  } finally {
    await other.close();
  }
}

describe("every process sees the change", () => {
  it("within one poll of catalogue_changes, through productsChanged", async () => {
    await withOtherProcess(async (other, changed) => {
      await other.pollCatalogueChanges();
      expect(changed).not.toHaveBeenCalled(); // changes from before it started are not replayed

      const cheap = async () => {
        const { result } = await call(other.handler, "POST", "/api/catalog/product/search", { filters: { price: [{ to: 1_500 }] } });
        return result.items.map((p: { sku: string }) => p.sku);
      };
      expect(await cheap()).not.toContain("CASE");
      expect(await updateCatalogue(fixture.commerce().context, readSetCommand(["CASE", "price=12.00"]))).toMatchObject({ ok: true });
      await other.pollCatalogueChanges();
      expect(changed).toHaveBeenCalledTimes(1);
      expect(await cheap()).toContain("CASE");
    });
  });

  // SQLite writes one transaction at a time, so its rows commit in id order; PostgreSQL hands out ids before commit.
  it.runIf(testServerUrl())("handles a row that commits after a newer one", async () => {
    await withOtherProcess(async (other, changed) => {
      let commit = () => {};
      const committed = new Promise<void>((resolve) => (commit = resolve));
      let recorded = () => {};
      const slowTookItsId = new Promise<void>((resolve) => (recorded = resolve));
      const slow = fixture.db().transaction().execute(async (trx) => {
        await recordCatalogueChange(trx, [fixture.id("CASE")], FIXTURE_NOW);
        recorded();
        await committed;
      });
      await slowTookItsId;
      await recordCatalogueChange(fixture.db(), [fixture.id("CHARGER")], FIXTURE_NOW);
      await other.pollCatalogueChanges();
      expect(changed).toHaveBeenCalledTimes(1);
      commit();
      await slow;
      await other.pollCatalogueChanges();
      expect(changed).toHaveBeenCalledTimes(2);
      await other.pollCatalogueChanges();
      expect(changed).toHaveBeenCalledTimes(2); // each row once
    });
  });

  it.runIf(testServerUrl())("on PostgreSQL, at once: the change's notification wakes every process", async () => {
    await withOtherProcess(async (other, changed) => {
      // Without the notification the next read comes up to a second later; three in a row within 300 ms is not luck.
      for (const [index, price] of ["13.00", "14.00", "15.00"].entries()) {
        expect(await updateCatalogue(fixture.commerce().context, readSetCommand(["CASE", `price=${price}`]))).toMatchObject({ ok: true });
        await expect.poll(() => changed.mock.calls.length, { timeout: 300, interval: 10 }).toBe(index + 1);
      }
    });
  });
});

function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile("node_modules/.bin/tsx", ["commerce/catalogue/cli.ts", ...args], (error, stdout, stderr) => {
      resolve({ code: typeof error?.code === "number" ? error.code : error ? 1 : 0, stdout, stderr });
    });
  });
}
