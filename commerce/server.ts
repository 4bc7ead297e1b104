import { createServer } from "node:http";
import { Readable } from "node:stream";
import { commerceOptionsOf, config } from "../common/config.server";
import { STOREFRONT_ORIGIN_HEADER } from "./contract/storefront-origin";
import { startCommerce } from "./service";

/**
 * The commerce endpoints on their own port, for running the backend as a separate service
 * (point the storefront at it with COMMERCE_API_URL). Run: `npx tsx commerce/server.ts`.
 */
const port = config.commercePort;
const commerce = await startCommerce(commerceOptionsOf(config));

createServer(async (req, res) => {
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const origin = req.headers[STOREFRONT_ORIGIN_HEADER];
  const request = new Request(`http://localhost:${port}${req.url}`, {
    method: req.method,
    headers: {
      "Content-Type": req.headers["content-type"] ?? "",
      ...(req.headers.authorization ? { Authorization: req.headers.authorization } : {}),
      ...(typeof origin === "string" ? { [STOREFRONT_ORIGIN_HEADER]: origin } : {}),
    },
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // Node's fetch needs duplex for a streamed request body.
    duplex: hasBody ? "half" : undefined,
  } as RequestInit);
  const response = (await commerce.simulators?.(request)) ?? (await commerce.testIdentityProvider?.(request)) ?? (await commerce.handler(request));
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(port, () => console.log(`commerce endpoints on http://localhost:${port}`));
