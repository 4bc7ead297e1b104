import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { nginxConfig } from "../../scripts/nginx-config";

/** The configuration `npm run cluster` writes is one nginx accepts (`nginx -t`), with what the nodes rely on. */

const dir = mkdtempSync(path.join(tmpdir(), "store-nginx-config-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const config = nginxConfig({ dir, port: 18_080, upstreams: ["127.0.0.1:18081", "127.0.0.1:18082"], workers: 2 });

test("nginx accepts it", () => {
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, config);
  // A refused configuration is a non-zero exit, thrown with nginx's message.
  expect(() =>
    execFileSync("/usr/sbin/nginx", ["-t", "-q", "-p", dir, "-c", file, "-e", path.join(dir, "error.log")], { stdio: "pipe" }),
  ).not.toThrow();
});

test("it passes the client's host and scheme on, and sets the client address instead of appending to it", () => {
  expect(config).toContain("server 127.0.0.1:18081;");
  expect(config).toContain("server 127.0.0.1:18082;");
  expect(config).toContain("proxy_set_header Host $http_host;");
  expect(config).toContain("proxy_set_header X-Forwarded-Proto $scheme;");
  expect(config).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
  expect(config).not.toContain("$proxy_add_x_forwarded_for;");
});
