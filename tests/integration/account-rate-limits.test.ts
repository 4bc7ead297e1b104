import { describe, expect, it } from "vitest";
import accountEn from "../../app/locales/en/account";
import { storefrontWithDatabase } from "../support/storefront-with-database";

/**
 * The guessable account forms are rate-limited per client address, and per account from each address
 * (decision 011), on the real server with one process (limits count per process until the scale-out issue).
 * A limited post gets the page with a translated message and a 429, never an error page; what strangers do
 * from other addresses never refuses the owner.
 */

const store = storefrontWithDatabase({ TRUST_PROXY: "1" });

let address = 0;
/** A new client address each time unless one is given. */
const stranger = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

async function post(path: string, fields: Record<string, string>, client = stranger()) {
  const response = await fetch(`${store.server.origin}${path}`, {
    method: "POST",
    headers: { Origin: store.server.origin, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("Location"), retryAfter: response.headers.get("Retry-After"), html: await response.text() };
}

const limitedMessage = accountEn.errors.rateLimited;
const PASSWORD = "Falcon-Dunes-42";

/** An account signed up through the page from the owner's own address. */
async function newOwner(name: string, mobile: string, client: string) {
  const email = `${name}@example.ae`;
  const fields = { firstname: "Sara", lastname: "Ahmed", email, mobile, password: PASSWORD, confirmPassword: PASSWORD };
  expect((await post("/sign-up", fields, client)).status).toBe(303);
  return { email, mobile, client };
}

/** The text of every message sent to `recipient`, oldest first, of one template. */
async function sent(recipient: string, template: string) {
  const rows = await store.db.selectFrom("outbox").select("text_body").where("recipient", "=", recipient).where("template", "=", template).orderBy("id").execute();
  return rows.map((row) => row.text_body);
}

describe("sign-in", () => {
  it("limits wrong passwords for one account from one address; other addresses keep their own count", async () => {
    const guesser = "10.2.1.1";
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await post("/sign-in", { email: "victim@example.ae", password: `guess-${attempt}` }, guesser);
      expect(answer.status).toBe(400);
      expect(answer.html).toContain(accountEn.errors["auth.invalidCredentials"]);
    }
    const limited = await post("/sign-in", { email: "victim@example.ae", password: "one-more" }, guesser);
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(limited.html).toContain(limitedMessage);
    // The same account from another address is not refused.
    expect((await post("/sign-in", { email: "victim@example.ae", password: "whatever" })).status).toBe(400);
  });

  it("limits one address trying many accounts", async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await post("/sign-in", { email: `spray${attempt}@example.ae`, password: "Summer2026!" }, "10.2.0.1")).status).toBe(400);
    }
    expect((await post("/sign-in", { email: "spray-last@example.ae", password: "Summer2026!" }, "10.2.0.1")).status).toBe(429);
  });

  it("counts the address the proxy added, whatever the client wrote before it", async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await post("/sign-in", { email: `forged${attempt}@example.ae`, password: "Summer2026!" }, `192.0.2.${attempt}, 10.2.0.2`)).status).toBe(400);
    }
    expect((await post("/sign-in", { email: "forged-last@example.ae", password: "Summer2026!" }, "192.0.2.99, 10.2.0.2")).status).toBe(429);
  });
});

describe("codes, resets and sign-ups", () => {
  it("texts at most 3 codes to one number from one address in 15 minutes", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post("/sign-in/code", { intent: "send", mobile: "0501112233" }, "10.3.1.1")).status).toBe(303);
    }
    const limited = await post("/sign-in/code", { intent: "send", mobile: "+971 50 111 2233" }, "10.3.1.1");
    expect(limited.status).toBe(429);
    expect(limited.html).toContain(limitedMessage);
  });

  it("sends at most 3 reset e-mails to one mailbox from one address in 15 minutes", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post("/forgot-password", { email: "reset@example.ae" }, "10.3.1.2")).status).toBe(303);
    }
    expect((await post("/forgot-password", { email: "RESET@example.ae" }, "10.3.1.2")).status).toBe(429);
  });

  it("lets one address create at most 10 accounts an hour", async () => {
    const fields = (n: number) => ({
      firstname: "Sara",
      lastname: "Ahmed",
      email: `new${n}@example.ae`,
      mobile: `05012300${String(n).padStart(2, "0")}`,
      password: "Qx7!nDr4#pL",
      confirmPassword: "Qx7!nDr4#pL",
    });
    for (let n = 0; n < 10; n += 1) expect((await post("/sign-up", fields(n), "10.3.0.1")).status).toBe(303);
    const limited = await post("/sign-up", fields(10), "10.3.0.1");
    expect(limited.status).toBe(429);
    expect(limited.html).toContain(limitedMessage);
  });
});

describe("strangers cannot lock the owner out", () => {
  it("20 wrong passwords from other addresses leave the owner's own sign-in working", async () => {
    const owner = await newOwner("locked-sign-in", "0507700001", "10.4.0.1");
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await post("/sign-in", { email: owner.email, password: `guess-${attempt}` })).status).toBe(400);
    }
    const signedIn = await post("/sign-in", { email: owner.email, password: PASSWORD }, owner.client);
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe("/my-account");
  });

  it("reset requests and bogus reset posts from other addresses neither refuse the owner nor void the owner's link", async () => {
    const owner = await newOwner("locked-reset", "0507700002", "10.4.0.2");
    expect((await post("/forgot-password", { email: owner.email }, owner.client)).status).toBe(303);
    const [firstMail] = await sent(owner.email, "passwordReset");
    const link = new URL(firstMail!.match(/https?:\/\/\S+\/resetpassword\?\S+/)![0]);

    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await post("/forgot-password", { email: owner.email })).status).toBe(303);
      const bogus = { email: owner.email, token: `bogus-token-${attempt}`, newPassword: "Other!Pass42", confirmPassword: "Other!Pass42" };
      const refused = await post("/resetpassword", bogus);
      expect(refused.status).toBe(400);
      expect(refused.html).toContain(accountEn.errors["reset.invalid"]);
    }
    // The owner may still ask for a link, and the first one still works.
    expect((await post("/forgot-password", { email: owner.email }, owner.client)).status).toBe(303);
    const reset = await post(
      "/resetpassword",
      { email: link.searchParams.get("email")!, token: link.searchParams.get("token")!, newPassword: "Fresh!Pass42", confirmPassword: "Fresh!Pass42" },
      owner.client,
    );
    expect(reset.status).toBe(303);
    expect(reset.location).toBe("/sign-in");
    expect((await post("/sign-in", { email: owner.email, password: "Fresh!Pass42" }, owner.client)).status).toBe(303);
  });

  it("code requests from other addresses leave the owner's own code request working", async () => {
    const owner = await newOwner("locked-code", "0507700003", "10.4.0.3");
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await post("/sign-in/code", { intent: "send", mobile: owner.mobile })).status).toBe(303);
    }
    expect((await post("/sign-in/code", { intent: "send", mobile: owner.mobile }, owner.client)).status).toBe(303);
    const code = (await sent("507700003", "signInCode")).at(-1)!.match(/\b\d{6}\b/)![0];
    const signedIn = await post("/sign-in/code", { intent: "verify", mobile: owner.mobile, code }, owner.client);
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe("/my-account");
  });
});
