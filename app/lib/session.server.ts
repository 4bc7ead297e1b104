import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import type { TranslationKey } from "./i18n.server";

/** What the `__session` cookie holds. Large state lives in the commerce backend, not here. */
export interface SessionData {
  cartToken: string;
  customerToken: string;
  refreshToken: string;
  buyNowCartId: string;
}

const flashSchema = z.object({
  kind: z.enum(["success", "error", "info"]),
  /** A translation key, translated by the root loader. */
  message: z.string().min(1),
  /** Set when the message belongs to one form on the page (e.g. "newsletter"). */
  form: z.string().optional(),
});
export type Flash = z.infer<typeof flashSchema>;

interface FlashData {
  flash: Flash;
}

const DAY = 60 * 60 * 24;

function sessionSecrets(): string[] {
  const fromEnv = (process.env.SESSION_SECRET ?? "")
    .split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (fromEnv.length > 0) return fromEnv;
  return [generatedSecret(path.join(process.env.DATA_DIR ?? "./data", "session-secret"))];
}

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

function cookieSecure(): boolean {
  const value = process.env.COOKIE_SECURE?.trim().toLowerCase();
  if (value === "false" || value === "0") return false;
  if (value === "true" || value === "1") return true;
  return process.env.NODE_ENV === "production";
}

export const sessionStorage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: "__session",
    httpOnly: true,
    sameSite: "lax",
    secure: cookieSecure(),
    path: "/",
    maxAge: 30 * DAY,
    secrets: sessionSecrets(),
  },
});

export const { commitSession, destroySession } = sessionStorage;

export function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

/** POST → 303 → GET with a one-shot message shown on the next page. */
export async function redirectWithFlash(
  request: Request,
  url: string,
  flash: Flash & { message: TranslationKey },
): Promise<Response> {
  const session = await getSession(request);
  session.flash("flash", flash);
  return redirect(url, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}

/**
 * Reads the flash message once. When there was one, `setCookie` must go on the response so the
 * message is gone on the next request. Requests without a cookie never touch the session.
 */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; setCookie: string | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__session=")) return { flash: null, setCookie: null };
  const session = await sessionStorage.getSession(cookie);
  if (!session.has("flash")) return { flash: null, setCookie: null };
  const parsed = flashSchema.safeParse(session.get("flash"));
  return { flash: parsed.success ? parsed.data : null, setCookie: await commitSession(session) };
}
