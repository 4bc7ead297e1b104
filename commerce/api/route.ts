import type { CommerceContext } from "./context";
import type { StoreCode } from "./store";

/** One call to a commerce endpoint, as the handler (commerce/handler.ts) hands it to the endpoint. */
export interface Call {
  ctx: CommerceContext;
  request: Request;
  url: URL;
  params: URLSearchParams;
  store: StoreCode;
  /** Captures of the route pattern. */
  path: string[];
}

export type Route = [method: "GET" | "POST", pattern: RegExp, run: (call: Call) => Promise<unknown> | unknown];
