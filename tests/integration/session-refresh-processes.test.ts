import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteExpiredSessions, REUSE_GRACE_SECONDS } from "../../commerce/api/account/sessions";
import { startCommerce, type Commerce } from "../../commerce/service";
import { call } from "../support/call";
import { tempDatabase } from "../support/temp-database";

/**
 * One refresh token presented at once by several server processes on one database (SQLite file, or PostgreSQL
 * with TEST_DATABASE_URL), as a browser's parallel requests do after its access token expired: the database
 * lets one of them rotate the token, and every other one gets the same new pair (decision 030). Presented
 * again after the grace window, the old token counts as stolen.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const database = tempDatabase();
let commerce: Commerce;
/** How far this process's clock runs ahead of the others' (the real one). */
let aheadMs = 0;

beforeAll(async () => {
  commerce = await startCommerce({ databaseUrl: database.url, now: () => new Date(Date.now() + aheadMs) });
});
afterAll(async () => {
  await commerce.close();
  database.remove();
});

const post = (path: string, body: unknown) => call(commerce.handler, "POST", path, body);
const me = (token: string) => call(commerce.handler, "GET", "/api/user/me", undefined, { Authorization: `Bearer ${token}` });

interface Answer {
  status: number;
  token?: string;
  refreshToken?: string;
  error?: string;
}

/** Starts `processes` backends on the database; once all are open, each sends `times` refreshes of the token at once. */
async function refreshTogether(refreshToken: string, processes: number, times: number): Promise<Answer[]> {
  const children = Array.from({ length: processes }, () => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/support/refresh-process.ts", database.url, refreshToken, String(times)], { cwd: root });
    let stdout = "";
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.startsWith("ready\n")) resolve();
      });
      child.once("exit", () => reject(new Error(`a refresh process stopped before it was ready:\n${stderr}`)));
    });
    const done = new Promise<Answer[]>((resolve, reject) =>
      child.once("exit", (code) => (code === 0 ? resolve(JSON.parse(stdout.slice("ready\n".length)) as Answer[]) : reject(new Error(stderr)))),
    );
    return { child, ready, done };
  });
  await Promise.all(children.map(({ ready }) => ready));
  for (const { child } of children) child.stdin.end("go\n");
  return (await Promise.all(children.map(({ done }) => done))).flat();
}

describe("one refresh token presented by several processes at once", () => {
  it("is rotated once, every presentation gets the same new pair, and after the grace window it counts as reuse", { timeout: 60_000 }, async () => {
    const customer = { email: "together@example.ae", firstname: "Sara", lastname: "Ahmed", mobile: "501234567" };
    expect((await post("/api/user/create", { customer, password: "Qx7!nDr4#pL" })).status).toBe(200);
    const login = await post("/api/user/login", { username: customer.email, password: "Qx7!nDr4#pL" });
    const first = { token: login.result as string, refreshToken: login.meta.refreshToken as string };

    const answers = await refreshTogether(first.refreshToken, 3, 4);
    expect(answers).toHaveLength(12);
    expect(answers[0]).toMatchObject({ status: 200, token: expect.any(String), refreshToken: expect.any(String) });
    expect(answers).toEqual(Array(12).fill(answers[0]));
    const pair = { token: String(answers[0]!.token), refreshToken: String(answers[0]!.refreshToken) };
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect((await me(pair.token)).result.email).toBe(customer.email);

    // One rotation: the session holds the first refresh token, spent, and one new one; none of them in clear.
    const rows = await commerce.context.db.selectFrom("session_tokens").selectAll().where("kind", "=", "refresh").execute();
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.used_at === null)).toHaveLength(1);
    for (const value of rows.flatMap((row) => Object.values(row)).map(String)) {
      for (const token of [first.refreshToken, pair.token, pair.refreshToken]) expect(value).not.toContain(token);
    }

    // Within the grace window a late request still gets the pair; after it, the old token is taken for stolen.
    const late = await post("/api/user/refresh", { refreshToken: first.refreshToken });
    expect({ token: late.result, refreshToken: late.meta?.refreshToken }).toEqual({ token: pair.token, refreshToken: pair.refreshToken });
    aheadMs = (REUSE_GRACE_SECONDS + 1) * 1000;
    expect(await post("/api/user/refresh", { refreshToken: first.refreshToken })).toMatchObject({ status: 401, error: { code: "auth.refreshInvalid" } });
    expect((await me(pair.token)).status).toBe(401);
    expect((await post("/api/user/refresh", { refreshToken: pair.refreshToken })).status).toBe(401);

    // The clean-up wipes what was sealed for the grace window.
    await deleteExpiredSessions(commerce.context.db, commerce.context.now());
    const sealed = await commerce.context.db.selectFrom("session_tokens").select("successor").where("successor", "is not", null).execute();
    expect(sealed).toEqual([]);
  });
});
