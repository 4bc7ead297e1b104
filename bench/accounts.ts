/**
 * The account half of the storefront benchmark: a signed-in customer's /my-account page (measured with the other
 * pages, with that customer's cookie) and the sign-in post, whose cost is mostly the password hash (argon2id,
 * decision 013). Sign-ins are limited per account (decision 011), so they are spread over many accounts and
 * measured as a fixed number of posts rather than a timed run.
 */
import { openDatabase } from "../commerce/db/connection";
import { cpuMs, percentile } from "./load";
import { postHeaders, type Page } from "./pages";
import { fixed, table } from "./report";

const PASSWORD = "Bench!Dunes-42";
/** Each account signs in at most this often: below the per-account limit (10 in 15 minutes). */
const SIGN_INS_PER_ACCOUNT = 8;

let clients = 0;
/** Accounts made so far: each has its own number, hence its own e-mail and mobile (both unique in the store). */
let accounts = 0;

/** A client address of its own for each post: the limits per address stay out of the way. */
function nextClient(): string {
  clients += 1;
  return `10.200.${(clients >> 8) & 255}.${clients & 255}`;
}

async function post(origin: string, path: string, fields: Record<string, string>, cookie?: string): Promise<Response> {
  const response = await fetch(origin + path, {
    method: "POST",
    headers: { ...postHeaders(origin), "x-forwarded-for": nextClient(), ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response;
}

/** Creates an account through the sign-up page; answers its e-mail and the signed-in session cookie. */
async function signUp(origin: string): Promise<{ email: string; cookie: string }> {
  const n = ++accounts;
  const email = `bench-${n}-${Date.now().toString(36)}@example.ae`;
  const response = await post(origin, "/sign-up", {
    firstname: "Bench",
    lastname: "Shopper",
    email,
    mobile: `52${String(n).padStart(7, "0")}`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 303 || !cookie) throw new Error(`signing up answered ${response.status}`);
  return { email, cookie };
}

/** The my-account page, as the customer who just signed up sees it on a later visit (the welcome flash read once). */
export async function myAccountPage(origin: string): Promise<Page> {
  const { cookie } = await signUp(origin);
  const first = await fetch(`${origin}/my-account`, { headers: { cookie }, redirect: "manual" });
  await first.arrayBuffer();
  const later = first.headers.get("set-cookie")?.split(";")[0] ?? cookie;
  return { name: "my-account", path: "/my-account", modes: ["cookie"], cookie: later };
}

/** The customer group whose pages the bench measures besides the general one's (docs/decisions/060). */
export const BUSINESS_GROUP = "business";

/**
 * Puts the customer in a group, as staff would on the customer's back-office page; the bench writes it to the
 * database itself, as it has no staff session. The posts that follow drop the session's snapshot, so the next one
 * carries the group.
 */
export async function moveToGroup(databaseUrl: string, email: string, groupCode: string): Promise<void> {
  const db = openDatabase(databaseUrl);
  try {
    const group = await db.selectFrom("customer_groups").select("id").where("code", "=", groupCode).executeTakeFirstOrThrow();
    await db.updateTable("customers").set({ group_id: group.id }).where("email", "=", email).execute();
  } finally {
    await db.destroy();
  }
}

/**
 * A signed-in customer with one item in the cart (the add-to-cart form) and another product on the wishlist: the
 * session cookie after a page has read the flash messages, which holds the customer's snapshot (decision 020).
 */
export async function customerCookie(
  origin: string,
  form: string,
  savedSku: string | undefined,
  beforeShopping?: (email: string) => Promise<void>,
): Promise<string> {
  let { cookie, email } = await signUp(origin);
  await beforeShopping?.(email);
  cookie = await postedAs(origin, "/cart", Object.fromEntries(new URLSearchParams(form)), cookie);
  if (savedSku) cookie = await postedAs(origin, "/wishlist", { intent: "add", sku: savedSku, redirectTo: "/" }, cookie);
  return freshSnapshot(origin, cookie);
}

/** Posts a form as the customer; the session cookie after it. */
async function postedAs(origin: string, path: string, fields: Record<string, string>, cookie: string): Promise<string> {
  const response = await post(origin, path, fields, cookie);
  if (response.status !== 303) throw new Error(`${path} answered ${response.status} for the bench customer`);
  return sessionCookieOf(response) ?? cookie;
}

/**
 * The cookie with a snapshot young enough to fill pages for a whole run: a full render (the cart is never shared)
 * takes a new one when the one it has is half its lifetime old.
 */
export async function freshSnapshot(origin: string, cookie: string): Promise<string> {
  const response = await fetch(`${origin}/cart`, { headers: { cookie }, redirect: "manual" });
  await response.arrayBuffer();
  return sessionCookieOf(response) ?? cookie;
}

function sessionCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("__session="))
    ?.split(";")[0];
}

export interface SignInMeasurement {
  posts: number;
  failures: number;
  p50: number;
  p95: number;
  cpuMsPerRequest: number;
}

/** `accountCount` accounts each sign in SIGN_INS_PER_ACCOUNT times, `concurrency` posts at a time. */
export async function measureSignIn(origin: string, pid: number | undefined, accountCount: number, concurrency: number): Promise<SignInMeasurement> {
  const emails: string[] = [];
  for (let n = 1; n <= accountCount; n++) emails.push((await signUp(origin)).email);
  const queue = emails.flatMap((email) => Array.from({ length: SIGN_INS_PER_ACCOUNT }, () => email));
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = cpuMs(pid);
  const worker = async () => {
    for (let email = queue.pop(); email !== undefined; email = queue.pop()) {
      const startedAt = performance.now();
      const response = await post(origin, "/sign-in", { email, password: PASSWORD });
      latencies.push(performance.now() - startedAt);
      if (response.status !== 303) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const cpuUsed = cpuMs(pid) - cpuBefore;
  const sorted = Float64Array.from(latencies).sort();
  return { posts: latencies.length, failures, p50: percentile(sorted, 50), p95: percentile(sorted, 95), cpuMsPerRequest: cpuUsed / latencies.length };
}

export function printSignIn(m: SignInMeasurement): void {
  const rows = [
    ["post", "posts", "p50 ms", "p95 ms", "errors/non-303", "server CPU ms/req"],
    ["sign-in (303 → /my-account)", String(m.posts), fixed(m.p50, 1), fixed(m.p95, 1), String(m.failures), fixed(m.cpuMsPerRequest, 2)],
  ];
  console.log(`\n${table(rows)}\n`);
}
