import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi, type Mock } from "vitest";
import { COMMAND_LINE } from "../../commerce/api/staff/audit";
import { recordCatalogueChange } from "../../commerce/catalogue/changes";
import { CATALOGUE_ROWS_MAX } from "../../commerce/contract/catalogue-import";
import { aedToFils, readCsv, readSetCommand, updateCatalogue } from "../../commerce/catalogue/update";
import { startCommerce, type Commerce } from "../../commerce/service";
import { call } from "../support/call";
import { FIXTURE_NOW } from "../support/catalog-fixture";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { testServerUrl } from "../support/temp-database";

/** The store operator's stock and price updates (`npm run catalogue`), and how every process learns of them. */

const fixture = useFixtureCommerce();
const update = (csv: string, apply = true) => updateCatalogue(fixture.commerce().context, readCsv(csv), { apply, actor: COMMAND_LINE });
const set = (...args: string[]) => updateCatalogue(fixture.commerce().context, readSetCommand(args), { apply: true, actor: COMMAND_LINE });

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

  it("reads a CSV with any of the columns, empty cells keeping the value, store columns by code", () => {
    expect(readCsv("\uFEFFprice,sku,store:dxb-moe\r\n12.50,CASE,\r\n\r\n,CHARGER,4\r\n")).toEqual({
      lines: [
        { line: 2, sku: "CASE", stock: undefined, price: "12.50", special_price: undefined, stores: {} },
        { line: 4, sku: "CHARGER", stock: undefined, price: undefined, special_price: undefined, stores: { "DXB-MOE": "4" } },
      ],
      problems: [],
      storeCodes: ["DXB-MOE"],
      headerLine: 1,
    });
  });

  it("reads quoted cells: commas, quotes and line breaks inside them, lines numbered as in the file", () => {
    const read = readCsv('sku,name,price\n"CASE","Case, ""silicone""\nblue",12.00\nCHARGER,"Charger",9.00\n');
    expect(read.problems).toEqual([]);
    expect(read.lines.map((l) => [l.line, l.sku, l.price])).toEqual([
      [2, "CASE", "12.00"],
      [4, "CHARGER", "9.00"],
    ]);
    expect(readCsv('sku,price\nCASE,"12.00\nCHARGER,9\n').problems).toEqual([{ line: 3, code: "unreadable" }]);
  });

  it("refuses an empty file, a header alone, a bad header, too many rows and a line of the wrong length", () => {
    const problems = (csv: string) => readCsv(csv).problems;
    expect(problems("")).toEqual([{ line: 1, code: "empty" }]);
    expect(problems("\n\n")).toEqual([{ line: 1, code: "empty" }]);
    expect(problems("sku,stock\n")).toEqual([{ line: 1, code: "noRows" }]);
    expect(problems("sku,qty\nCASE,1\n")).toEqual([{ line: 1, code: "columns", params: { got: "sku,qty" } }]);
    expect(problems("stock,price\n1,2\n")).toEqual([{ line: 1, code: "columns", params: { got: "stock,price" } }]);
    expect(problems("sku,stock,STOCK\nCASE,1,1\n")).toEqual([{ line: 1, code: "columns", params: { got: "sku,stock,STOCK" } }]);
    expect(problems("sku,store:\nCASE,1\n")).toEqual([{ line: 1, code: "columns", params: { got: "sku,store:" } }]);
    expect(problems("sku,stock\nCASE,1,2\n")).toEqual([{ line: 2, code: "cellCount", params: { expected: 2, found: 3 } }]);
    const tooMany = ["sku,stock", ...Array.from({ length: CATALOGUE_ROWS_MAX + 1 }, (_, i) => `SKU-${i},1`)].join("\n");
    expect(problems(tooMany)).toEqual([{ line: 1, code: "tooManyRows", params: { max: CATALOGUE_ROWS_MAX } }]);
  });

  it("reads `set SKU stock=… price=… special=…`", () => {
    expect(readSetCommand(["CASE", "stock=5", "price=1299.00", "special=none"])).toEqual({
      lines: [{ line: 1, sku: "CASE", stock: "5", price: "1299.00", special_price: "none", stores: {} }],
      problems: [],
      storeCodes: [],
      headerLine: 1,
    });
    expect(readSetCommand(["CASE", "qty=5"]).problems).toEqual([{ line: 1, code: "setArgument", params: { argument: "qty=5" } }]);
  });
});

describe("updating", () => {
  it("refuses the whole file when any line is bad, naming each problem of each bad line", async () => {
    const before = await catalogueState();
    const outcome = await update(
      [
        "sku,stock,price,special_price,store:DXB-MOE,store:NOWHERE",
        "CASE,7,,,,", // good
        "NOPE,1,,,,",
        "CHARGER,-1,12.345,,,",
        "CASE,2,,,,",
        "PHONE-SALE,,100.00,,,",
        "CABLE-OOS,,50,60,,",
        "GIFT-500,,,,,",
        "CASE,1",
        "IPHONE-15-PRO-BLK-128,,,abc,x,",
        ",1,,,,",
      ].join("\n"),
    );
    expect(outcome).toEqual({
      ok: false,
      problems: [
        { line: 1, code: "unknownStore", params: { store: "NOWHERE" } },
        { line: 3, code: "unknownSku", params: { sku: "NOPE" } },
        { line: 4, code: "stock", params: { value: "-1" } },
        { line: 4, code: "price", params: { value: "12.345" } },
        { line: 5, code: "duplicateSku", params: { sku: "CASE", first: 2 } },
        // the special price it already has (945.00) would no longer be below the price
        { line: 6, code: "specialNotBelow", params: { special: "945.00", price: "100.00" } },
        { line: 7, code: "specialNotBelow", params: { special: "60.00", price: "50.00" } },
        { line: 8, code: "nothingToChange" },
        { line: 9, code: "cellCount", params: { expected: 6, found: 2 } },
        { line: 10, code: "storeStock", params: { store: "DXB-MOE", value: "x" } },
        { line: 10, code: "specialPrice", params: { value: "abc" } },
        { line: 11, code: "skuMissing" },
      ],
    });
    expect(await catalogueState()).toEqual(before);
  });

  it("checks a good file without changing anything, counting what would change", async () => {
    const before = await catalogueState();
    const csv = ["sku,stock,price", "CASE,10,199.00", "CHARGER,٣,"].join("\n");
    expect(await update(csv, false)).toEqual({ ok: true, applied: false, lines: 2, productIds: [fixture.id("CHARGER")], alertsSent: 0 });
    expect(await catalogueState()).toEqual(before);
  });

  it("applies every line in one go, records and audits the change, and the storefront reads the new values", async () => {
    const outcome = await update(
      ["sku,stock,price,special_price,store:DXB-MOE", "CABLE-OOS,12,,,", "CASE,,149.90,,3", "PHONE-FUTURE,,,2899.00,", "CHARGER,0,,none,"].join("\n"),
    );
    const ids = ["CABLE-OOS", "CASE", "PHONE-FUTURE", "CHARGER"].map(fixture.id);
    expect(outcome).toEqual({ ok: true, applied: true, lines: 4, productIds: ids, alertsSent: 0 });
    const changes = await fixture.db().selectFrom("catalogue_changes").selectAll().execute();
    expect(changes.map((c) => JSON.parse(c.product_ids))).toEqual([ids]);
    const audit = await fixture.db().selectFrom("audit_log").selectAll().where("action", "=", "catalogue.update").execute();
    expect(audit.map((a) => [a.actor, JSON.parse(a.after!)])).toEqual([["command line", { products: 4, stock: 2, storeStock: 1, price: 1, specialPrice: 2 }]]);

    expect((await fixture.get("/api/stock/check?sku=CABLE-OOS")).result).toMatchObject({ qty: 12, is_in_stock: true });
    expect((await fixture.get("/api/stock/check?sku=CHARGER")).result).toMatchObject({ qty: 0, is_in_stock: false });
    expect(await detail("CASE")).toMatchObject({ price_incl_tax: 14_990, final_price_incl_tax: 14_990 });
    // the special price's old window (it started tomorrow) is gone: it applies now
    expect(await detail("PHONE-FUTURE")).toMatchObject({ price_incl_tax: 329_900, final_price_incl_tax: 289_900, special_from_date: null, special_to_date: null });
    expect(await detail("CHARGER")).toMatchObject({ final_price_incl_tax: 9_900, special_price_incl_tax: 0 });
    // the store locator now lists the store as holding the case
    expect((await fixture.post("/api/locator/product-stores", { skus: ["CASE"] })).result).toEqual([{ sku: "CASE", stores: expect.arrayContaining(["DXB-MOE"]) }]);

    // the same file again changes nothing, and records nothing
    expect(await update(["sku,stock,store:DXB-MOE", "CABLE-OOS,12,", "CASE,,3"].join("\n"))).toMatchObject({ ok: true, productIds: [] });
    expect(await fixture.db().selectFrom("catalogue_changes").selectAll().execute()).toHaveLength(1);
  });

  it("runs from the command line, refusing a bad file with its line numbers in English", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "catalogue-update-")), "update.csv");
    writeFileSync(file, "sku,stock\nCASE,3\nNOPE,1\n");
    const refused = await runCli(["import", file, "--database", fixture.databaseUrl()]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${file} line 3: unknown sku "NOPE"`);
    expect(refused.stderr).toContain("Nothing was changed");
    expect((await fixture.get("/api/stock/check?sku=CASE")).result.qty).toBe(10);

    writeFileSync(file, "sku,stock\nCASE,3\n");
    const checked = await runCli(["import", file, "--dry-run", "--database", fixture.databaseUrl()]);
    expect(checked).toMatchObject({ code: 0, stdout: expect.stringContaining("would change 1 of its 1 product(s)") });
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
      expect(await set("CASE", "price=12.00")).toMatchObject({ ok: true });
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
        expect(await set("CASE", `price=${price}`)).toMatchObject({ ok: true });
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
