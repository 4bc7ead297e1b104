import { parseOptions } from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABSOLUTE_DAYS, ACCESS_TOKEN_MINUTES, IDLE_DAYS, REUSE_GRACE_SECONDS } from "../../commerce/api/account/sessions";
import { startCommerce, type Commerce } from "../../commerce/service";
import { call } from "../support/call";
import { tempDatabase } from "../support/temp-database";

/** The user endpoints (docs/account-api.md) on a real SQLite file, with a clock the tests move. */

const database = tempDatabase();
let commerce: Commerce;
let clock = new Date("2026-11-24T08:00:00.000Z");
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  commerce = await startCommerce({ databaseUrl: database.url, now: () => clock, storefrontOrigin: "https://shop.test" });
});
afterAll(async () => {
  await commerce.close();
  database.remove();
});

const post = (path: string, body: unknown, token?: string) =>
  call(commerce.handler, "POST", path, body, token ? { Authorization: `Bearer ${token}` } : {});
const get = (path: string, token?: string) => call(commerce.handler, "GET", path, undefined, token ? { Authorization: `Bearer ${token}` } : {});

let serial = 0;
async function newCustomer(overrides: Record<string, string> = {}) {
  serial += 1;
  const customer = {
    email: `shopper${serial}@example.ae`,
    firstname: "Sara",
    lastname: "Ahmed",
    mobile: `50${String(1000000 + serial).slice(-7)}`,
    ...overrides,
  };
  const password = "Qx7!nDr4#pL";
  const created = await post("/api/user/create", { customer, password });
  expect(created.status).toBe(200);
  return { ...customer, password, id: created.result.id as number };
}

async function signIn(email: string, password: string) {
  const res = await post("/api/user/login", { username: email, password });
  expect(res.status).toBe(200);
  return { token: res.result as string, refreshToken: res.meta.refreshToken as string };
}

const outbox = (recipient: string) =>
  commerce.context.db.selectFrom("outbox").selectAll().where("recipient", "=", recipient).orderBy("id", "desc").execute();

describe("passwords", () => {
  it("are stored as argon2id with 19 MiB, 2 passes and 1 lane, never in clear", async () => {
    const customer = await newCustomer();
    const row = await commerce.context.db.selectFrom("customers").select("password_hash").where("id", "=", customer.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(customer.password);
    expect(parseOptions(row.password_hash)).toMatchObject({ memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 });
  });

  it.each([
    ["7 characters", "Ab3$xyz", "password"],
    ["17 characters (refused, not cut)", "Ab3$xyzAb3$xyzAb3", "password"],
    ["a common password", "Password123", "password"],
    ["8 spaces", " ".repeat(8), "password"],
    ["one letter 8 times", "aaaaaaaa", "password"],
    ["one emoji 8 times", "😀".repeat(8), "password"],
  ])("refuses %s", async (_, password, field) => {
    const res = await post("/api/user/create", { customer: { email: "new@example.ae", firstname: "Sara", lastname: "Ahmed", mobile: "0559876543" }, password });
    expect(res.status).toBe(400);
    expect(res.error?.field).toBe(field);
  });

  it("counts characters, not bytes: 16 Arabic letters are a valid password", async () => {
    const customer = await newCustomer();
    const login = await signIn(customer.email, customer.password);
    const res = await post("/api/user/change-password", { currentPassword: customer.password, newPassword: "كلمةمرورطويلةجد" }, login.token);
    expect(res.status).toBe(200);
    expect((await post("/api/user/login", { username: customer.email, password: "كلمةمرورطويلةجد" })).status).toBe(200);
  });
});

describe("sign-up rules", () => {
  it.each([
    ["a one-letter first name", { firstname: "S" }, "firstname"],
    ["digits in a name", { lastname: "Ahmed2" }, "lastname"],
    ["a bad e-mail", { email: "not-an-email" }, "email"],
    ["a landline", { mobile: "042345678" }, "mobile"],
    ["8 mobile digits", { mobile: "50123456" }, "mobile"],
  ])("refuses %s on its field", async (_, change, field) => {
    const customer = { email: "rules@example.ae", firstname: "Sara", lastname: "Ahmed", mobile: "0551112233", ...change };
    const res = await post("/api/user/create", { customer, password: "Qx7!nDr4#pL" });
    expect(res.status).toBe(400);
    expect(res.error?.field).toBe(field);
    expect(await commerce.context.db.selectFrom("customers").select("id").where("email", "=", customer.email).execute()).toEqual([]);
  });

  it("takes an Arabic-only name and a mobile typed in Arabic-Indic digits with +971", async () => {
    const res = await post("/api/user/create", {
      customer: { email: "arabic@example.ae", firstname: "مريم", lastname: "الهاشمي", mobile: "+٩٧١ ٥٦ ٧٨٩ ٠١٢٣" },
      password: "Qx7!nDr4#pL",
    });
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ firstname: "مريم", lastname: "الهاشمي", mobile: "567890123" });
  });

  it("refuses a second account for the same e-mail (any case)", async () => {
    const first = await newCustomer();
    const sameEmail = await post("/api/user/create", {
      customer: { email: first.email.toUpperCase(), firstname: "Sara", lastname: "Ahmed", mobile: "0521234000" },
      password: "Qx7!nDr4#pL",
    });
    expect(sameEmail).toMatchObject({ status: 409, error: { code: "account.exists", field: "email" } });
  });

  it("creates an account with a number another account has, texts that number's owner, and the number still signs in to the first", async () => {
    const first = await newCustomer();
    const second = await post("/api/user/create?storeCode=ar", {
      customer: { email: "second-with-number@example.ae", firstname: "Omar", lastname: "Ali", mobile: `0${first.mobile}` },
      password: "Qx7!nDr4#pL",
    });
    expect(second.status).toBe(200);
    expect(second.result).toMatchObject({ email: "second-with-number@example.ae", mobile: first.mobile });
    // The owner's language (English), not the new customer's.
    expect(await outbox(first.mobile)).toEqual([
      expect.objectContaining({ channel: "sms", template: "mobileUsedAtSignUp", text_body: expect.stringContaining("https://shop.test/sign-in/code") }),
    ]);

    await post("/api/user/otp/send", { mobile: first.mobile });
    const code = (await outbox(first.mobile))[0]!.text_body.match(/\b\d{6}\b/)![0];
    const signedIn = await post("/api/user/otp/login", { mobile: first.mobile, code });
    expect((await get("/api/user/me", signedIn.result)).result.id).toBe(first.id);
  });
});

describe("sign-in and sessions", () => {
  it("answers the same refusal for a wrong password and an unknown e-mail", async () => {
    const customer = await newCustomer();
    const wrong = await post("/api/user/login", { username: customer.email, password: "wrong-password" });
    const unknown = await post("/api/user/login", { username: "nobody@example.ae", password: "wrong-password" });
    expect(wrong).toMatchObject({ status: 401, error: { code: "auth.invalidCredentials" } });
    expect(unknown).toMatchObject({ status: 401, error: { code: "auth.invalidCredentials" } });
  });

  it("stores only hashes of the tokens it hands out", async () => {
    const customer = await newCustomer();
    const { token, refreshToken } = await signIn(customer.email, customer.password);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const stored = await commerce.context.db.selectFrom("session_tokens").select("token_hash").execute();
    const hashes = stored.map((row) => row.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes).not.toContain(refreshToken);
  });

  it("expires the access token; one refresh gives a new pair; the old refresh token is spent", async () => {
    const customer = await newCustomer();
    const first = await signIn(customer.email, customer.password);
    expect((await get("/api/user/me", first.token)).status).toBe(200);
    advance((ACCESS_TOKEN_MINUTES + 1) * MINUTE);
    expect(await get("/api/user/me", first.token)).toMatchObject({ status: 401, error: { code: "auth.unauthorized" } });
    const refreshed = await post("/api/user/refresh", { refreshToken: first.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.meta.refreshToken).not.toBe(first.refreshToken);
    expect((await get("/api/user/me", refreshed.result)).result.email).toBe(customer.email);
  });

  it("revokes the whole session when a spent refresh token comes back after the grace window", async () => {
    const customer = await newCustomer();
    const first = await signIn(customer.email, customer.password);
    const second = await post("/api/user/refresh", { refreshToken: first.refreshToken });
    // Within the grace window (two tabs at once): the same new pair, and the session lives on.
    const again = await post("/api/user/refresh", { refreshToken: first.refreshToken });
    expect({ token: again.result, refreshToken: again.meta?.refreshToken }).toEqual({ token: second.result, refreshToken: second.meta.refreshToken });
    expect((await get("/api/user/me", second.result)).status).toBe(200);
    advance((REUSE_GRACE_SECONDS + 1) * 1000);
    // A copy of the old token (stolen?) used later: the family is revoked, the thief's and the owner's tokens die.
    expect((await post("/api/user/refresh", { refreshToken: first.refreshToken })).status).toBe(401);
    expect((await get("/api/user/me", second.result)).status).toBe(401);
    expect((await post("/api/user/refresh", { refreshToken: second.meta.refreshToken })).status).toBe(401);
  });

  it("spends one refresh token once when it is sent five times at the same moment, and answers each the same pair", async () => {
    const customer = await newCustomer();
    const first = await signIn(customer.email, customer.password);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post("/api/user/refresh", { refreshToken: first.refreshToken })));
    const pairs = answers.map((a) => ({ status: a.status, token: a.result, refreshToken: a.meta?.refreshToken }));
    expect(pairs).toEqual(Array(5).fill(pairs[0]));
    expect(pairs[0]!.status).toBe(200);
  });

  it("revokes the session when a refresh token comes back after the pair it bought was refreshed too, even within the grace window", async () => {
    const customer = await newCustomer();
    const first = await signIn(customer.email, customer.password);
    const second = await post("/api/user/refresh", { refreshToken: first.refreshToken });
    const third = await post("/api/user/refresh", { refreshToken: second.meta.refreshToken });
    expect(third.status).toBe(200);
    expect((await post("/api/user/refresh", { refreshToken: first.refreshToken })).status).toBe(401);
    expect((await get("/api/user/me", third.result)).status).toBe(401);
  });

  it(`ends a session idle for ${IDLE_DAYS} days, and any session after ${ABSOLUTE_DAYS} days`, async () => {
    const customer = await newCustomer();
    const idle = await signIn(customer.email, customer.password);
    advance((IDLE_DAYS + 1) * DAY);
    expect((await post("/api/user/refresh", { refreshToken: idle.refreshToken })).status).toBe(401);

    let pair = await signIn(customer.email, customer.password);
    for (let day = 0; day < ABSOLUTE_DAYS; day += 20) {
      advance(20 * DAY);
      const next = await post("/api/user/refresh", { refreshToken: pair.refreshToken });
      if (next.status !== 200) break;
      pair = { token: next.result, refreshToken: next.meta.refreshToken };
    }
    expect((await post("/api/user/refresh", { refreshToken: pair.refreshToken })).status).toBe(401);
  });

  it("signs out: the token stops working at once", async () => {
    const customer = await newCustomer();
    const { token, refreshToken } = await signIn(customer.email, customer.password);
    expect((await post("/api/user/logout", {}, token)).status).toBe(200);
    expect((await get("/api/user/me", token)).status).toBe(401);
    expect((await post("/api/user/refresh", { refreshToken })).status).toBe(401);
  });

  it("a password change ends every other session, keeps this one, and mails the customer", async () => {
    const customer = await newCustomer();
    const phone = await signIn(customer.email, customer.password);
    const laptop = await signIn(customer.email, customer.password);
    const res = await post("/api/user/change-password", { currentPassword: customer.password, newPassword: "N3w!Secret#9" }, laptop.token);
    expect(res.result).toEqual({ otherSessionsEnded: 1 });
    expect((await get("/api/user/me", phone.token)).status).toBe(401);
    expect((await get("/api/user/me", laptop.token)).status).toBe(200);
    expect((await outbox(customer.email))[0]?.template).toBe("passwordChanged");
    expect((await post("/api/user/login", { username: customer.email, password: customer.password })).status).toBe(401);
  });

  it("refuses a wrong current password without changing anything", async () => {
    const customer = await newCustomer();
    const login = await signIn(customer.email, customer.password);
    const res = await post("/api/user/change-password", { currentPassword: "not-it-at-all", newPassword: "N3w!Secret#9" }, login.token);
    expect(res).toMatchObject({ status: 400, error: { code: "password.wrongCurrent", field: "currentPassword" } });
    expect((await post("/api/user/login", { username: customer.email, password: customer.password })).status).toBe(200);
  });

  it("signs out of all other devices on request", async () => {
    const customer = await newCustomer();
    const a = await signIn(customer.email, customer.password);
    const b = await signIn(customer.email, customer.password);
    const c = await signIn(customer.email, customer.password);
    expect((await get("/api/user/sessions", a.token)).result).toHaveLength(3);
    expect((await post("/api/user/sessions/sign-out-others", {}, a.token)).result).toEqual({ otherSessionsEnded: 2 });
    expect((await get("/api/user/me", b.token)).status).toBe(401);
    expect((await get("/api/user/me", c.token)).status).toBe(401);
    expect((await get("/api/user/sessions", a.token)).result).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe("profile", () => {
  it("changes names and e-mail of the signed-in customer only", async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const login = await signIn(a.email, a.password);
    const res = await post("/api/user/me", { customer: { email: "renamed@example.ae", firstname: "عائشة", lastname: "Ali" } }, login.token);
    expect(res.result).toMatchObject({ id: a.id, email: "renamed@example.ae", firstname: "عائشة" });
    const taken = await post("/api/user/me", { customer: { email: b.email, firstname: "Sara", lastname: "Ali" } }, login.token);
    expect(taken).toMatchObject({ status: 409, error: { code: "account.exists" } });
    expect((await get("/api/user/me", (await signIn(b.email, b.password)).token)).result.email).toBe(b.email);
  });

  it("answers 401, never 500, without a token or with a forged one", async () => {
    expect((await get("/api/user/me")).status).toBe(401);
    expect((await get("/api/user/me", "A".repeat(43))).status).toBe(401);
    expect((await post("/api/user/me", { customer: { email: "x@example.ae", firstname: "Sa", lastname: "Al" } }, "forged-token-forged-token")).status).toBe(401);
  });
});

describe("password reset", () => {
  const resetLink = async (email: string) => {
    const mail = (await outbox(email)).find((m) => m.template === "passwordReset");
    const link = mail?.text_body.match(/https:\/\/shop\.test\S+/)?.[0];
    expect(link).toBeDefined();
    return new URL(link!);
  };

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const res = await post("/api/user/reset-password", { email: "ghost@example.ae" });
    expect(res).toMatchObject({ status: 200, result: { sent: true } });
    expect(await outbox("ghost@example.ae")).toEqual([]);
  });

  it("mails a link that sets a new password once, within 30 minutes, and ends every session", async () => {
    const customer = await newCustomer();
    const session = await signIn(customer.email, customer.password);
    await post("/api/user/reset-password", { email: customer.email });
    const link = await resetLink(customer.email);
    expect(link.pathname).toBe("/resetpassword");
    const token = link.searchParams.get("token")!;
    const stored = await commerce.context.db.selectFrom("one_time_codes").select("code_hash").where("purpose", "=", "password_reset").execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(token);

    const reset = await post("/api/user/create-password", { email: customer.email, newPassword: "Fresh!Pass42", resetToken: token });
    expect(reset.status).toBe(200);
    expect((await get("/api/user/me", session.token)).status).toBe(401);
    expect((await post("/api/user/login", { username: customer.email, password: "Fresh!Pass42" })).status).toBe(200);
    const again = await post("/api/user/create-password", { email: customer.email, newPassword: "Other!Pass42", resetToken: token });
    expect(again).toMatchObject({ status: 400, error: { code: "reset.invalid" } });
  });

  it("refuses a link older than 30 minutes, and a token for another e-mail", async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    await post("/api/user/reset-password", { email: a.email });
    const token = (await resetLink(a.email)).searchParams.get("token")!;
    expect((await post("/api/user/create-password", { email: b.email, newPassword: "Fresh!Pass42", resetToken: token })).status).toBe(400);
    advance(31 * MINUTE);
    expect((await post("/api/user/create-password", { email: a.email, newPassword: "Fresh!Pass42", resetToken: token })).status).toBe(400);
  });
});

describe("several reset links", () => {
  const links = async (email: string) =>
    (await outbox(email))
      .filter((m) => m.template === "passwordReset")
      .reverse()
      .map((m) => new URL(m.text_body.match(/https:\/\/shop\.test\S+/)![0]).searchParams.get("token")!);

  it("a later request, or wrong tokens, do not void a link; using one voids the others", async () => {
    const customer = await newCustomer();
    await post("/api/user/reset-password", { email: customer.email });
    await post("/api/user/reset-password", { email: customer.email });
    for (let i = 0; i < 6; i += 1) {
      const wrong = await post("/api/user/create-password", { email: customer.email, newPassword: "Wrong!Pass42", resetToken: `not-the-token-${i}` });
      expect(wrong).toMatchObject({ status: 400, error: { code: "reset.invalid" } });
    }
    const [first, second] = await links(customer.email);
    expect((await post("/api/user/create-password", { email: customer.email, newPassword: "Fresh!Pass42", resetToken: first })).status).toBe(200);
    expect(await post("/api/user/create-password", { email: customer.email, newPassword: "Other!Pass42", resetToken: second })).toMatchObject({
      status: 400,
      error: { code: "reset.invalid" },
    });
    expect((await post("/api/user/login", { username: customer.email, password: "Fresh!Pass42" })).status).toBe(200);
  });
});

describe("mobile sign-in code", () => {
  const lastCode = async (mobile: string) => (await outbox(mobile))[0]?.text_body.match(/\b\d{6}\b/)?.[0];

  it("texts a 6-digit code to an account's number and signs in with it once", async () => {
    const customer = await newCustomer();
    expect((await post("/api/user/otp/send", { mobile: `+971 ${customer.mobile}` })).status).toBe(200);
    const code = await lastCode(customer.mobile);
    expect(code).toMatch(/^\d{6}$/);
    const arabicDigits = code!.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
    const res = await post("/api/user/otp/login", { mobile: `0${customer.mobile}`, code: arabicDigits });
    expect(res.status).toBe(200);
    expect((await get("/api/user/me", res.result)).result.id).toBe(customer.id);
    expect((await post("/api/user/otp/login", { mobile: customer.mobile, code })).status).toBe(400);
  });

  it("sends nothing to a number without an account, and says the same", async () => {
    const res = await post("/api/user/otp/send", { mobile: "0581239876" });
    expect(res).toMatchObject({ status: 200, result: { sent: true } });
    expect(await outbox("581239876")).toEqual([]);
  });

  it("dies after 5 wrong tries and after 10 minutes", async () => {
    const customer = await newCustomer();
    await post("/api/user/otp/send", { mobile: customer.mobile });
    const code = (await lastCode(customer.mobile))!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) {
      expect(await post("/api/user/otp/login", { mobile: customer.mobile, code: wrong })).toMatchObject({ status: 400, error: { code: "otp.invalid", field: "code" } });
    }
    expect((await post("/api/user/otp/login", { mobile: customer.mobile, code })).status).toBe(400);

    await post("/api/user/otp/send", { mobile: customer.mobile });
    const fresh = (await lastCode(customer.mobile))!;
    advance(11 * MINUTE);
    expect((await post("/api/user/otp/login", { mobile: customer.mobile, code: fresh })).status).toBe(400);
  });

  it("a new code voids the previous one", async () => {
    const customer = await newCustomer();
    await post("/api/user/otp/send", { mobile: customer.mobile });
    const old = (await lastCode(customer.mobile))!;
    await post("/api/user/otp/send", { mobile: customer.mobile });
    const fresh = (await lastCode(customer.mobile))!;
    if (old !== fresh) expect((await post("/api/user/otp/login", { mobile: customer.mobile, code: old })).status).toBe(400);
    expect((await post("/api/user/otp/login", { mobile: customer.mobile, code: fresh })).status).toBe(200);
  });
});

describe("customer cart", () => {
  it("is one cart per customer, the same from every session", async () => {
    const customer = await newCustomer();
    const a = await signIn(customer.email, customer.password);
    const b = await signIn(customer.email, customer.password);
    const [one, two] = await Promise.all([post("/api/cart/create", {}, a.token), post("/api/cart/create", {}, b.token)]);
    expect(one.result.cartId).toBe(two.result.cartId);
    expect((await post("/api/cart/create", {}, "forged-token-forged-token")).status).toBe(401);
  });
});
