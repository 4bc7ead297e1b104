import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type DB } from "../../commerce/db/connection";
import { rawRequest, startStorefront, type RawAnswer, type Storefront } from "../support/storefront-server";
import { tempDatabase } from "../support/temp-database";

/**
 * A browser whose access token expired sends several requests at once (tabs, a page and its data requests), and
 * two server processes answer them: each process refreshes the same refresh token. The database picks one
 * winner and every other request gets the winner's pair (decision 030), so none of them signs the customer out.
 */

const database = tempDatabase();
let server: Storefront;
let db: DB;
const PASSWORD = "Falcon-Dunes-42";

beforeAll(async () => {
  server = await startStorefront({ WEB_CONCURRENCY: "2", DATABASE_URL: database.url });
  db = openDatabase(database.url);
}, 180_000);

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  database.remove();
});

/** Each on a connection of its own, so the kernel hands them to either process. */
const get = (path: string, cookie: string) => rawRequest(server.port, { path, headers: { Cookie: cookie } });

/** The session cookie the browser holds after `answer`. */
function cookieAfter(answer: RawAnswer, before: string): string {
  const session = (answer.headers["set-cookie"] ?? []).find((cookie) => cookie.startsWith("__session="));
  return session?.split(";")[0] ?? before;
}

/** What a 15-minute wait does to the tokens the store handed out: every access token has expired. */
async function accessTokensExpire(): Promise<void> {
  await db.updateTable("session_tokens").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("kind", "=", "access").execute();
}

describe("parallel requests of one browser after its access token expired, on two processes", () => {
  test("keep the customer signed in, round after round", { timeout: 120_000 }, async () => {
    const signedUp = await rawRequest(server.port, {
      method: "POST",
      path: "/sign-up",
      headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        firstname: "Noura",
        lastname: "Mansoori",
        email: `noura-${Date.now()}@example.ae`,
        mobile: "521234567",
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }).toString(),
    });
    expect(signedUp.status).toBe(303);
    let cookie = cookieAfter(signedUp, "");
    expect((await get("/my-account", cookie)).status).toBe(200);

    for (let round = 1; round <= 6; round++) {
      await accessTokensExpire();
      const answers = await Promise.all(Array.from({ length: 6 }, () => get("/my-account", cookie)));
      const statuses = answers.map((answer) => `${answer.status} ${answer.headers.location ?? ""}`.trim());
      expect(statuses, `round ${round}`).toEqual(Array(6).fill("200"));

      // Whichever answer's cookie the browser kept, it is still signed in (without another refresh).
      const cookies = [...new Set(answers.map((answer) => cookieAfter(answer, cookie)))];
      for (const kept of cookies) expect((await get("/my-account", kept)).status, `round ${round}`).toBe(200);
      cookie = cookies[cookies.length - 1]!;
    }
    expect(server.output()).not.toMatch(/Error/);
  });
});
