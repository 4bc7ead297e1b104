import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server; the browser asks `/__manifest` for routes as links come into view
  // (decision 026), answered by React Router 7.18 or later, which bounds the cost of matching (decision 027).
  ssr: true,
  routeDiscovery: { mode: "lazy" },
  // Middleware builds the shopper once per request and writes its cookie once (decision 031).
  future: { v8_middleware: true },
} satisfies Config;
