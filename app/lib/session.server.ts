import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createCookieSessionStorage } from "@remix-run/node";
import { z } from "zod";
import { config } from "./config.server";

/**
 * The `__session` cookie: signed, HttpOnly, SameSite=Lax, Secure in production. Routes never use it
 * directly: they go through the shopper (`shopper.server.ts`), which is the one place that reads and writes it.
 */

/** What the cookie holds. Large state lives in the commerce backend, not here. */
export interface SessionData {
  cartToken: string;
  buyNowCartId: string;
  customerToken: string;
  refreshToken: string;
}

export const flashSchema = z.object({
  kind: z.enum(["success", "error", "info"]),
  /** A translation key ("cart:notifications.added"), translated by the root loader. */
  message: z.string().min(1),
  /** Set when the message belongs to one form on the page (e.g. "newsletter"). */
  form: z.string().optional(),
});
export type Flash = z.infer<typeof flashSchema>;

export interface FlashData {
  flash: Flash;
}

export const SESSION_COOKIE = "__session";
const DAY = 60 * 60 * 24;

/** Without SESSION_SECRET a secret is generated once into the data folder and reused. */
function generatedSecret(file: string): string {
  const existing = readSecretFile(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    fs.writeFileSync(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
    return secret;
  } catch (error) {
    // Another process won the race to create it: use theirs.
    if (error instanceof Error && "code" in error && error.code === "EEXIST") {
      const written = readSecretFile(file);
      if (written) return written;
    }
    throw error;
  }
}

function readSecretFile(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8").trim() || null;
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return null;
    throw error;
  }
}

export const sessionStorage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: SESSION_COOKIE,
    httpOnly: true,
    sameSite: "lax",
    secure: config.cookieSecure,
    path: "/",
    maxAge: 30 * DAY,
    secrets:
      config.sessionSecrets.length > 0 ? config.sessionSecrets : [generatedSecret(path.join(config.dataDir, "session-secret"))],
  },
});
