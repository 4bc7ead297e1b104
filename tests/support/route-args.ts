import type { LoaderFunctionArgs, Params } from "react-router";

/**
 * What React Router hands a route's loader or action, for tests that call one directly. No test reads the
 * matched pattern, so it stays empty.
 */
export function routeArgs(request: Request, params: Params = {}, context: Record<string, unknown> = {}): LoaderFunctionArgs {
  return { request, url: new URL(request.url), pattern: "", params, context };
}
