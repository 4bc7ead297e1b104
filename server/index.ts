import cluster from "node:cluster";
import http from "node:http";
import { warmUpCommerce } from "~/lib/commerce.server";
import { config } from "~/lib/config.server";
import { ALLOW, storefrontListener } from "./listener";
import { answerClientError, endWithStatus } from "./node-io";

/**
 * The server build's entry (vite.config.ts): what server.js starts in each storefront process. Plain node:http,
 * no framework and no per-request logging: this process is what the benchmark measures.
 */

// Validated when the build loaded (app/lib/config.server.ts): a bad value has already stopped the start.
export { config };

/** Starts one storefront process; `clientFolder` holds the browser's files (build/client). */
export async function startStorefront(clientFolder: string): Promise<void> {
  const listener = storefrontListener(clientFolder);
  const server = http.createServer(
    {
      // A client gets 10 s for its headers and 30 s for the whole request (Node's default is 300 s, so a slow
      // body could hold a connection for five minutes); a late one gets a 408 and the connection is closed.
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(10_000, config.requestTimeoutMs),
      // How often those limits are checked (Node's default, 30 s, would let a 10 s limit run to 40).
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => void listener(req, res),
  );
  // Keep idle connections open longer than a proxy in front keeps its own to us (nginx and cloud load
  // balancers: 60 s), or a request it sends just as we close one is lost; a browser talking to us directly
  // gets Node's 5 s.
  server.keepAliveTimeout = config.trustProxy || config.publicOrigin ? 65_000 : 5_000;
  // CONNECT never reaches the request handler: without this, Node just drops the connection.
  server.on("connect", (_req, socket) => endWithStatus(socket, "405 Method Not Allowed", ["allow", ALLOW]));
  server.on("clientError", answerClientError);

  // Open, seed and index the embedded commerce now, so the first request does not pay for it.
  await warmUpCommerce();

  server.listen(config.port, () => {
    // With several processes, server.js announces them all at once.
    if (!cluster.isWorker) console.log(`Storefront listening on http://localhost:${config.port}`);
  });

  const shutdown = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}
