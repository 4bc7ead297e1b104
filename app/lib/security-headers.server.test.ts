import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { SECURITY_HEADERS, contentSecurityPolicy, nonceSource, pinInlineScripts } from "./security-headers.server";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

function directive(policy: string, name: string): string | undefined {
  return policy.split("; ").find((part) => part.startsWith(`${name} `));
}

describe("the policy", () => {
  test("allows scripts of this origin and the given sources only, and no framing", () => {
    const policy = contentSecurityPolicy([nonceSource("abc+/=")]);
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc+/='");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(contentSecurityPolicy(), "script-src")).toBe("script-src 'self'");
  });

  test("every response's headers include it with the others", () => {
    const headers = new Map<string, string>();
    for (let i = 0; i < SECURITY_HEADERS.length; i += 2) headers.set(SECURITY_HEADERS[i]!, SECURITY_HEADERS[i + 1]!);
    expect(Object.fromEntries(headers)).toEqual({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
      "content-security-policy": contentSecurityPolicy(),
    });
  });
});

describe("pinning a stored page's inline scripts", () => {
  const nonce = "r4nd0m/nonce+==";
  const policy = contentSecurityPolicy([nonceSource(nonce)]);
  const context = 'window.__reactRouterContext = {"state":{"loaderData":{}}};';
  const restoration = "console.log(\"سلام\")"; // hashed as UTF-8, as browsers do
  const html =
    `<html><head><script nonce="${nonce}">${context}</script>` +
    `<script type="module" async="" nonce="${nonce}">import "/assets/entry.js";</script>` +
    `<script type="module" nonce="${nonce}" src="/assets/x.js"></script>` +
    `<script type="application/ld+json">{"@type":"Product"}</script></head>` +
    `<body><div class="cms"><script>alert("from the CMS")</script></div>` +
    `<script nonce="${nonce}">${restoration}</script><script nonce="${nonce}">${context}</script></body></html>`;

  test("the nonce gives way to the hashes of the scripts that carried it, each once", () => {
    const pinned = pinInlineScripts(policy, Buffer.from(html));
    expect(directive(pinned, "script-src")).toBe(
      `script-src 'self' ${sha256(context)} ${sha256('import "/assets/entry.js";')} ${sha256(restoration)}`,
    );
    expect(pinned).not.toContain("nonce");
    expect(pinned.replace(directive(pinned, "script-src")!, "")).toBe(policy.replace(directive(policy, "script-src")!, ""));
  });

  test("a script without the nonce stays blocked in the copy", () => {
    expect(pinInlineScripts(policy, html)).not.toContain(sha256('alert("from the CMS")'));
  });

  test("a policy without a nonce is kept as it is", () => {
    expect(pinInlineScripts(contentSecurityPolicy(), html)).toBe(contentSecurityPolicy());
  });
});
