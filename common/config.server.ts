import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { isPostgresUrl } from "./database-url";

/**
 * The store's configuration: every environment variable it reads, validated once when this module loads
 * (server.js loads it through the server build before listening). A bad value stops the
 * process with a message naming the variable. Nothing else reads `process.env` (decision 010).
 */

const flag = (fallback: boolean) =>
  z
    .enum(["1", "0", "true", "false", "on", "off", "yes", "no"], {
      errorMap: () => ({ message: "must be one of 1/0, true/false, on/off, yes/no" }),
    })
    .optional()
    .transform((value) => (value === undefined ? fallback : ["1", "true", "on", "yes"].includes(value)));

const positiveInt = z.coerce.number({ invalid_type_error: "must be a number" }).int("must be a whole number").positive("must be positive");

/** An amount in AED (`10`, `12.50`), read as integer fils. */
const aed = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, "must be an amount in AED such as 10 or 12.50")
  .transform((value) => Math.round(Number(value) * 100));

const environmentSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
  PORT: positiveInt.max(65535).default(3000),
  WEB_CONCURRENCY: positiveInt.optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(?:file:.+|postgres(?:ql)?:\/\/.+)/, "must be a SQLite file: URL (file:./data/store.db) or a postgres:// URL")
    .default("file:./data/store.db"),
  SEED_PRODUCTS: z.coerce.number({ invalid_type_error: "must be a number" }).int().min(0).default(600),
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ?? "").split(",").map((secret) => secret.trim()).filter(Boolean))
    .refine((secrets) => secrets.every((secret) => secret.length >= 8), "each secret must be at least 8 characters"),
  DATA_DIR: z.string().min(1).default("./data"),
  COMMERCE_API_URL: z.string().url("must be an http(s) URL").optional(),
  COMMERCE_PORT: positiveInt.max(65535).default(4000),
  COOKIE_SECURE: z.enum(["1", "0", "true", "false"]).optional(),
  PAGE_CACHE: flag(true),
  COMPRESSION: flag(true),
  TRUST_PROXY: flag(false),
  PUBLIC_ORIGIN: z
    .string()
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && !url.username && !url.password && url.pathname === "/" && !url.search && !url.hash;
    }, "must be a scheme and host such as https://www.example.ae")
    .optional(),
  REQUEST_TIMEOUT_MS: positiveInt.default(30_000),
  BENCH_ROUTES: z.string().optional(),
  SMTP_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), "must be an smtp:// or smtps:// URL")
    .optional(),
  OUTBOX_DIR: z.string().optional(),
  MEDIA_DIR: z.string().min(1).optional(),
  SUPPORT_EMAIL: z.string().email("must be an e-mail address").default("support@nour.example"),
  COMMERCE_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  COD_FEE: aed.default("0"),
  COD_MAX: aed.default("5000"),
  PAYMENT_TIMEOUT_MINUTES: positiveInt.default(30),
  PICKUP_HOLD_DAYS: positiveInt.default(7),
  RETURN_WINDOW_DAYS: positiveInt.default(14),
  LOYALTY_POINTS_PER_AED: positiveInt.default(1),
  LOYALTY_FILS_PER_POINT: positiveInt.default(1),
  LOYALTY_EXPIRY_MONTHS: positiveInt.default(12),
  RATE_LIMIT_STORE: z.enum(["memory", "database"]).default("memory"),
  PAYMENT_SIMULATORS: flag(true),
  PAYPAL_API_URL: z.string().url("must be an https URL such as https://api-m.sandbox.paypal.com").optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  TEST_IDENTITY_PROVIDER: flag(false),
  GOOGLE_ISSUER: z.string().url("must be an https URL such as https://accounts.google.com").optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  APPLE_ISSUER: z.string().url("must be an https URL such as https://appleid.apple.com").optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  MAINTENANCE: flag(false),
  OFFLINE_ORDERS_AUTO_SEND: flag(false),
  MAINTENANCE_RETRY_AFTER: positiveInt.default(600),
  TAG_MANAGER_ID: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, "must be a tag manager container id such as GTM-ABC1234").optional(),
}).superRefine((e, ctx) => {
  // A PayPal account is all three or none: with some, the store would call PayPal and be refused.
  const paypal = ["PAYPAL_API_URL", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET"] as const;
  if (paypal.some((name) => e[name] !== undefined) && !paypal.every((name) => e[name] !== undefined)) {
    for (const name of paypal.filter((name) => e[name] === undefined)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: "must be set with the other PAYPAL_ variables" });
    }
  }
  // A sign-in provider is likewise all three or none.
  for (const provider of ["GOOGLE", "APPLE"] as const) {
    const names = [`${provider}_ISSUER`, `${provider}_CLIENT_ID`, `${provider}_CLIENT_SECRET`] as const;
    if (names.some((name) => e[name] !== undefined) && !names.every((name) => e[name] !== undefined)) {
      for (const name of names.filter((name) => e[name] === undefined)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: `must be set with the other ${provider}_ variables` });
      }
    }
  }
  const postgres = isPostgresUrl(e.DATABASE_URL);
  if (e.RATE_LIMIT_STORE === "database" && !postgres) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["RATE_LIMIT_STORE"], message: "database needs a postgres:// DATABASE_URL" });
  }
  // A secret generated into DATA_DIR is one machine's: another machine would refuse its cookies and links.
  if (postgres && e.NODE_ENV === "production") {
    for (const name of ["SESSION_SECRET", "COMMERCE_SECRET"] as const) {
      if (!e[name] || e[name].length === 0) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: "must be set on PostgreSQL in production: every machine signs with it" });
      }
    }
    // Without it, links in e-mails name whatever Host a request claims (a reset link could point at another site).
    if (!e.PUBLIC_ORIGIN) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["PUBLIC_ORIGIN"],
        message: "must be set on PostgreSQL in production: links in e-mails and to payment pages must name the store's address",
      });
    }
  }
});

export type Config = ReturnType<typeof readConfig>;

/** Never printed; DATABASE_URL may hold PostgreSQL's password. */
const SECRET_VARIABLES = new Set([
  "SESSION_SECRET",
  "SMTP_URL",
  "COMMERCE_SECRET",
  "DATABASE_URL",
  "PAYPAL_CLIENT_SECRET",
  "GOOGLE_CLIENT_SECRET",
  "APPLE_CLIENT_SECRET",
]);

/** Reads and validates an environment; throws one error that names every bad variable. */
export function readConfig(env: Record<string, string | undefined>) {
  // An empty variable (`PORT=`) counts as unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Secrets are never printed: a log of a failed start must not leak a password.
      const shown = SECRET_VARIABLES.has(name) ? "(hidden)" : JSON.stringify(env[name] ?? "");
      return `  ${issue.path.join(".")}=${shown}: ${issue.message}`;
    });
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  return {
    production,
    port: e.PORT,
    /** Storefront processes sharing the port (server.js). */
    processes: e.WEB_CONCURRENCY ?? availableParallelism(),
    databaseUrl: e.DATABASE_URL,
    seedProducts: e.SEED_PRODUCTS,
    /** Signing secrets of the session cookie; empty means "generate one into dataDir". */
    sessionSecrets: e.SESSION_SECRET,
    dataDir: e.DATA_DIR,
    commerceApiUrl: e.COMMERCE_API_URL?.replace(/\/$/, ""),
    commercePort: e.COMMERCE_PORT,
    cookieSecure: e.COOKIE_SECURE === undefined ? production : e.COOKIE_SECURE === "1" || e.COOKIE_SECURE === "true",
    pageCache: e.PAGE_CACHE,
    compression: e.COMPRESSION,
    trustProxy: e.TRUST_PROXY,
    /** Where the store is reached (`https://www.example.ae`): absolute links use it instead of the Host header. */
    publicOrigin: e.PUBLIC_ORIGIN === undefined ? null : new URL(e.PUBLIC_ORIGIN).origin,
    /**
     * The origin links in e-mails point at: PUBLIC_ORIGIN, else the origin of the shopper's request (passed with
     * each commerce call), else, for work no request started (stock alerts), this machine's port.
     */
    storefrontOrigin: e.PUBLIC_ORIGIN === undefined ? `http://localhost:${e.PORT}` : new URL(e.PUBLIC_ORIGIN).origin,
    /** How long a client may take to send one request (headers get at most 10 s of it). */
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    /** Serve the benchmark's pages (app/routes/bench.*): only `BENCH_ROUTES=1` does. */
    benchRoutes: e.BENCH_ROUTES === "1",
    /** Where e-mail is sent (`smtps://user:password@mail.example.ae`); null keeps it in the outbox table (decision 014). */
    smtpUrl: e.SMTP_URL ?? null,
    /** A folder the outbox writes every message to as a file (.eml, .txt), for development and tests. */
    outboxDir: e.OUTBOX_DIR ?? null,
    /**
     * Where product photos are written and served from (decision 052): DATA_DIR/media by default. Every node of a store
     * on several machines names the same shared folder, as they name the same database.
     */
    mediaDir: e.MEDIA_DIR ?? path.join(e.DATA_DIR, "media"),
    /** Where the contact form's messages are sent (SPEC §2 "Contact Form"). */
    supportEmail: e.SUPPORT_EMAIL,
    /** Signs guest order links; null generates one into dataDir. */
    commerceSecret: e.COMMERCE_SECRET ?? null,
    payments: { codFee: e.COD_FEE, codMax: e.COD_MAX, paymentTimeoutMs: e.PAYMENT_TIMEOUT_MINUTES * 60_000 },
    /** Days an order waits at the store once ready for collection; then it is cancelled and refunded (decision 040). */
    pickupHoldDays: e.PICKUP_HOLD_DAYS,
    /** Calendar days after delivery or collection a shopper may ask to return a line (decision 042). */
    returnWindowDays: e.RETURN_WINDOW_DAYS,
    /** What the loyalty card earns and is worth, and how long earned points last (decision 065). */
    loyalty: { pointsPerAed: e.LOYALTY_POINTS_PER_AED, filsPerPoint: e.LOYALTY_FILS_PER_POINT, expiryMonths: e.LOYALTY_EXPIRY_MONTHS },
    /**
     * Where rate limits count (decision 011): `memory`, each process on its own (one machine); `database`, in
     * the DATABASE_URL database, so every process and machine counts together.
     */
    rateLimitStore: e.RATE_LIMIT_STORE,
    /** Serve the built-in card gateway and BNPL simulators (decision 034) and pay through them; off, their paths are a 404. */
    paymentSimulators: e.PAYMENT_SIMULATORS,
    /** A real PayPal REST app (decision 048); null pays PayPal at the simulator, or offers no PayPal when the simulators are off. */
    paypal:
      e.PAYPAL_API_URL && e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? { apiUrl: e.PAYPAL_API_URL.replace(/\/$/, ""), clientId: e.PAYPAL_CLIENT_ID, clientSecret: e.PAYPAL_CLIENT_SECRET }
        : null,
    /** Serve the built-in test OpenID Connect provider at /test-identity/ (decision 059); off, its paths are a 404. */
    testIdentityProvider: e.TEST_IDENTITY_PROVIDER,
    /** Real OpenID Connect providers for "Continue with Google / Apple"; a null one is the test provider's shape, when on. */
    signInProviders: {
      google: e.GOOGLE_ISSUER && e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { issuer: e.GOOGLE_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : null,
      apple: e.APPLE_ISSUER && e.APPLE_CLIENT_ID && e.APPLE_CLIENT_SECRET
        ? { issuer: e.APPLE_ISSUER, clientId: e.APPLE_CLIENT_ID, clientSecret: e.APPLE_CLIENT_SECRET }
        : null,
    },
    /** Every page answers the maintenance page (503, `Retry-After`), but `/health` and static files (server/listener.ts). */
    maintenance: e.MAINTENANCE,
    /** Seconds a shopper (or a crawler) is told to come back after, in maintenance. */
    maintenanceRetryAfterSeconds: e.MAINTENANCE_RETRY_AFTER,
    /** An order placed offline is sent by itself when the network is back (SPEC §4); off, the shopper confirms it first. */
    offlineOrdersAutoSend: e.OFFLINE_ORDERS_AUTO_SEND,
    /** The tag manager container loaded for shoppers who allowed analytics (decision 064); none when unset. */
    tagManagerId: e.TAG_MANAGER_ID ?? null,
  };
}

/** What the embedded backend (app/lib/commerce.server.ts) and the stand-alone one (commerce/server.ts) start with. */
export function commerceOptionsOf(c: Config) {
  return {
    databaseUrl: c.databaseUrl,
    seedProducts: c.seedProducts,
    smtpUrl: c.smtpUrl,
    outboxDir: c.outboxDir,
    production: c.production,
    storefrontOrigin: c.storefrontOrigin,
    storefrontOriginFromCalls: c.publicOrigin === null,
    supportEmail: c.supportEmail,
    secret: c.commerceSecret,
    dataDir: c.dataDir,
    mediaDir: c.mediaDir,
    payments: c.payments,
    pickupHoldDays: c.pickupHoldDays,
    returnWindowDays: c.returnWindowDays,
    loyalty: c.loyalty,
    paymentSimulators: c.paymentSimulators,
    paypal: c.paypal,
    testIdentityProvider: c.testIdentityProvider,
  };
}

export const config: Config = readConfig(process.env);
