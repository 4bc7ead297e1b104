import { expect } from "vitest";
import { call } from "./call";

type Handler = (request: Request) => Promise<Response>;

/** The handler as a signed-in customer calls it: every request carries `Authorization: Bearer <token>`. */
function withBearer(handler: Handler, token: string): Handler {
  return (request) => {
    const headers = new Headers(request.headers);
    headers.set("Authorization", `Bearer ${token}`);
    return handler(new Request(request, { headers }));
  };
}

export interface CustomerApi {
  token: string;
  get: (path: string) => ReturnType<typeof call>;
  post: (path: string, body?: unknown) => ReturnType<typeof call>;
}

let created = 0;

/**
 * A new customer, signed up and signed in through the user endpoints (POST /api/user/create, then
 * /api/user/login), with calls that carry their access token. Each gets its own e-mail and mobile.
 */
export async function newCustomer(handler: Handler, firstname = "Test"): Promise<CustomerApi> {
  created += 1;
  const email = `customer-${created}-${Date.now()}@example.ae`;
  const password = "Sand-Dune-4821";
  const mobile = `050${String(1_000_000 + created).slice(-7)}`;
  const signedUp = await call(handler, "POST", "/api/user/create", {
    customer: { email, firstname, lastname: "Customer", mobile },
    password,
  });
  expect(signedUp.status, JSON.stringify(signedUp.result)).toBe(200);
  const login = await call(handler, "POST", "/api/user/login", { username: email, password });
  expect(login.status, JSON.stringify(login.result)).toBe(200);
  const token = login.result as string;
  const asCustomer = withBearer(handler, token);
  return {
    token,
    get: (path) => call(asCustomer, "GET", path),
    post: (path, body) => call(asCustomer, "POST", path, body ?? {}),
  };
}
