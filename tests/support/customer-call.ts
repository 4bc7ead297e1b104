import { expect } from "vitest";
import { call } from "./call";
import type { FixtureCommerce } from "./fixture-commerce";

let customers = 0;

/**
 * A new customer, signed up and signed in through the user endpoints (in the store's language), and calls
 * made as that customer: `Authorization: Bearer <access token>`.
 */
export async function signedInCustomer(fixture: FixtureCommerce, options: { firstname?: string; store?: "en" | "ar" } = {}) {
  customers += 1;
  const email = `customer${customers}@example.ae`;
  const password = "Falcon-Dunes-42";
  const mobile = `50${String(customers).padStart(7, "0")}`;
  const store = options.store ?? "en";
  const created = await fixture.post(`/api/user/create?storeCode=${store}`, {
    customer: { email, firstname: options.firstname ?? "Layla", lastname: "Haddad", mobile },
    password,
  });
  expect(created.status, JSON.stringify(created.result)).toBe(200);
  const login = await fixture.post("/api/user/login", { username: email, password });
  expect(login.status).toBe(200);
  const auth = { Authorization: `Bearer ${login.result as string}` };
  const handler = (request: Request) => fixture.commerce().handler(request);
  return {
    id: (created.result as { id: number }).id,
    email,
    get: (path: string) => call(handler, "GET", path, undefined, auth),
    post: (path: string, body?: unknown) => call(handler, "POST", path, body ?? {}, auth),
  };
}

export type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
