import { describe, expect, it } from "vitest";
import { readConfig } from "./config.server";

describe("readConfig", () => {
  it("gives the documented defaults for an empty environment", () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      databaseUrl: "file:./data/store.db",
      seedProducts: 600,
      sessionSecrets: [],
      dataDir: "./data",
      commerceApiUrl: undefined,
      cookieSecure: false,
      pageCache: true,
      compression: true,
      trustProxy: false,
      smtpUrl: null,
      outboxDir: null,
      returnWindowDays: 14,
    });
    expect(config.processes).toBeGreaterThan(0);
  });

  it("reads every variable, and an empty one counts as unset", () => {
    const config = readConfig({
      NODE_ENV: "production",
      PORT: "8080",
      WEB_CONCURRENCY: "3",
      SESSION_SECRET: " first-secret , second-secret ",
      COMMERCE_API_URL: "http://commerce.internal:4000/",
      PAGE_CACHE: "off",
      TRUST_PROXY: "1",
      SEED_PRODUCTS: "",
      SMTP_URL: "smtps://mailer:secret@mail.example.ae:465",
      OUTBOX_DIR: "./data/outbox",
      RETURN_WINDOW_DAYS: "30",
    });
    expect(config).toMatchObject({
      production: true,
      port: 8080,
      processes: 3,
      sessionSecrets: ["first-secret", "second-secret"],
      commerceApiUrl: "http://commerce.internal:4000",
      cookieSecure: true,
      pageCache: false,
      trustProxy: true,
      seedProducts: 600,
      smtpUrl: "smtps://mailer:secret@mail.example.ae:465",
      outboxDir: "./data/outbox",
      returnWindowDays: 30,
    });
    expect(readConfig({ SMTP_URL: "smtp://localhost:1025" }).smtpUrl).toBe("smtp://localhost:1025");
  });

  it("stops with one message naming each bad variable and its value", () => {
    const bad = () => readConfig({ WEB_CONCURRENCY: "two", PORT: "70000", DATABASE_URL: "mysql://x", PAGE_CACHE: "maybe" });
    expect(bad).toThrow(/^Invalid configuration:/);
    for (const line of [
      'WEB_CONCURRENCY="two": must be a number',
      'PORT="70000": Number must be less than or equal to 65535',
      "DATABASE_URL=(hidden): must be a SQLite file: URL (file:./data/store.db) or a postgres:// URL",
      'PAGE_CACHE="maybe": must be one of',
    ]) {
      expect(bad).toThrow(line);
    }
    expect(() => readConfig({ SMTP_URL: "https://mail.example.ae" })).toThrow("SMTP_URL=(hidden): must be an smtp:// or smtps:// URL");
    expect(() => readConfig({ SMTP_URL: "localhost:25" })).toThrow(/SMTP_URL=\(hidden\): must be an smtp/);
    expect(() => readConfig({ SMTP_URL: "not a url" })).toThrow(/SMTP_URL=\(hidden\): must be an smtp/);
    // A password in a bad URL never reaches the log.
    expect(() => readConfig({ SMTP_URL: "http://mailer:hunter22@mail.example.ae" })).toThrow(/^(?!.*hunter22)/s);
    expect(() => readConfig({ PUBLIC_ORIGIN: "not a url" })).toThrow('PUBLIC_ORIGIN="not a url": must be a scheme and host');
    expect(() => readConfig({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET=\(hidden\): each secret must be at least 8 characters/);
    // Shared rate limits live in PostgreSQL; a SQLite file is one machine's.
    expect(() => readConfig({ RATE_LIMIT_STORE: "database" })).toThrow('RATE_LIMIT_STORE="database": database needs a postgres:// DATABASE_URL');
    expect(readConfig({ RATE_LIMIT_STORE: "database", DATABASE_URL: "postgres://store@db.internal/store" }).rateLimitStore).toBe("database");
    // Machines on one PostgreSQL database must sign cookies and guest links alike.
    const shared = { NODE_ENV: "production", DATABASE_URL: "postgres://store@db.internal/store" };
    expect(() => readConfig(shared)).toThrow("SESSION_SECRET=(hidden): must be set on PostgreSQL in production");
    expect(() => readConfig(shared)).toThrow("COMMERCE_SECRET=(hidden): must be set on PostgreSQL in production");
    const secrets = { SESSION_SECRET: "session-secret-1", COMMERCE_SECRET: "commerce-secret-0123" };
    expect(readConfig({ ...shared, ...secrets, PUBLIC_ORIGIN: "https://www.example.ae" }).production).toBe(true);
  });

  it("reads a PayPal account from all three PAYPAL_ variables, refuses some of them, and never prints its secret", () => {
    expect(readConfig({}).paypal).toBeNull();
    const account = { PAYPAL_API_URL: "https://api-m.sandbox.paypal.com/", PAYPAL_CLIENT_ID: "client-id", PAYPAL_CLIENT_SECRET: "hunter22-secret" };
    expect(readConfig(account).paypal).toEqual({ apiUrl: "https://api-m.sandbox.paypal.com", clientId: "client-id", clientSecret: "hunter22-secret" });
    const partial = () => readConfig({ PAYPAL_API_URL: "https://api-m.sandbox.paypal.com", PAYPAL_CLIENT_SECRET: "hunter22-secret" });
    expect(partial).toThrow('PAYPAL_CLIENT_ID="": must be set with the other PAYPAL_ variables');
    expect(() => readConfig({ ...account, PAYPAL_API_URL: "sandbox" })).toThrow(/^(?!.*hunter22)/s);
  });

  it("refuses a production node on PostgreSQL without PUBLIC_ORIGIN, and takes one on SQLite or in development", () => {
    const secrets = { SESSION_SECRET: "session-secret-1", COMMERCE_SECRET: "commerce-secret-0123" };
    const postgres = { ...secrets, DATABASE_URL: "postgres://store@db.internal/store" };
    // Links in e-mails would otherwise name whatever Host a request claimed.
    expect(() => readConfig({ ...postgres, NODE_ENV: "production" })).toThrow(
      'PUBLIC_ORIGIN="": must be set on PostgreSQL in production: links in e-mails and to payment pages must name the store\'s address',
    );
    expect(readConfig({ ...postgres, NODE_ENV: "production", PUBLIC_ORIGIN: "https://www.example.ae" }).publicOrigin).toBe("https://www.example.ae");
    expect(readConfig({ ...postgres, NODE_ENV: "development" }).publicOrigin).toBeNull();
    expect(readConfig({ ...secrets, NODE_ENV: "production" }).publicOrigin).toBeNull();
  });
});
