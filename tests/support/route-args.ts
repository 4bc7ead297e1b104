import { data as dataWithInit, type LoaderFunctionArgs, type Params } from "react-router";

type RouteFunction = (args: LoaderFunctionArgs) => unknown;

/**
 * A route's loader or action called the way React Router calls it, for tests that call one directly: inside the
 * root's middleware, which makes the locale and the shopper and writes the shopper's cookie once. What the route
 * returned (or threw) comes back (or is thrown) with that cookie among its headers. No test reads the matched
 * pattern, so it stays empty. The storefront's modules are imported on the first call: tests set the
 * configuration's environment before.
 */
export async function callRoute(
  route: RouteFunction,
  request: Request,
  params: Params = {},
  { clientAddress = "unknown" }: { clientAddress?: string } = {},
): Promise<unknown> {
  const { requestContextOf, shopperMiddleware } = await import("~/lib/request-context.server");
  const context = requestContextOf({ clientAddress, pageHoles: false });
  const args: LoaderFunctionArgs = { request, url: new URL(request.url), pattern: "", params, context };
  let outcome: { thrown: boolean; value: unknown } = { thrown: false, value: undefined };
  const carrier = await shopperMiddleware(args, async () => {
    try {
      outcome = { thrown: false, value: await route(args) };
    } catch (error) {
      outcome = { thrown: true, value: error };
    }
    return new Response(null);
  });
  const cookie = carrier instanceof Response ? carrier.headers.get("Set-Cookie") : null;
  const value = cookie === null ? outcome.value : withCookie(outcome.value, cookie);
  if (outcome.thrown) throw value;
  return value;
}

function withCookie(value: unknown, cookie: string): unknown {
  if (value instanceof Response) {
    value.headers.append("Set-Cookie", cookie);
    return value;
  }
  if (value !== null && typeof value === "object" && "data" in value && "init" in value) {
    const { data, init } = value as { data: unknown; init: ResponseInit | null };
    const headers = new Headers(init?.headers);
    headers.append("Set-Cookie", cookie);
    return dataWithInit(data, { ...init, headers });
  }
  return dataWithInit(value, { headers: { "Set-Cookie": cookie } });
}
