import { createHash } from "node:crypto";
import { TAG_MANAGER_ORIGIN } from "./consent";

/**
 * The security headers of every response (DESIGN §"Security headers and the page cache", decision 012).
 * the edge (`server/`) sends them on everything; a document replaces the Content-Security-Policy with one that
 * lets its own inline scripts run: by nonce when rendered, by hash once the page cache keeps it.
 */

/**
 * The Content-Security-Policy. `scriptSources` allow inline scripts (a nonce or hashes); without them only
 * script files of this origin run. Style attributes are allowed (React writes colour swatches and CSS
 * variables as `style`); style elements and sheets only from this origin. A browser that predates
 * `style-src-elem`/`-attr` falls back to `style-src`, which therefore allows both.
 */
export function contentSecurityPolicy(scriptSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "style-src-elem 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const TAG_MANAGER_DIRECTIVES = /^(script-src|connect-src|img-src) /;

/**
 * A policy that also lets the tag manager load and send: only for a page of a shopper who allowed analytics,
 * when the store has a container (TAG_MANAGER_ID). Every other page allows no other origin.
 */
export function allowingTagManager(policy: string): string {
  return policy
    .split("; ")
    .map((directive) => (TAG_MANAGER_DIRECTIVES.test(directive) ? `${directive} ${TAG_MANAGER_ORIGIN}` : directive))
    .join("; ");
}

/** Flat `[name, value, …]`, ready for `res.writeHead`; the policy here allows no inline script. */
export const SECURITY_HEADERS: readonly string[] = [
  "x-content-type-options",
  "nosniff",
  "referrer-policy",
  "strict-origin-when-cross-origin",
  "x-frame-options",
  "DENY",
  "content-security-policy",
  contentSecurityPolicy(),
];

export function nonceSource(nonce: string): string {
  return `'nonce-${nonce}'`;
}

const NONCE_SOURCE = / 'nonce-([^']*)'/;
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The policy of a rendered page, for a copy that will be sent again to other shoppers: its nonce source is
 * replaced by the SHA-256 hashes of the inline scripts that carry that nonce. Only those: an inline script
 * without the nonce (say, in CMS content) was blocked when rendered and stays blocked in every copy.
 */
export function pinInlineScripts(policy: string, html: string | Buffer): string {
  const nonce = NONCE_SOURCE.exec(policy)?.[1];
  if (nonce === undefined) return policy;
  const text = typeof html === "string" ? html : html.toString("utf8");
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of text.matchAll(SCRIPT_ELEMENT)) {
    if (attributes.includes(` nonce="${nonce}"`) && !/\ssrc=/i.test(attributes)) {
      hashes.add(` 'sha256-${createHash("sha256").update(content).digest("base64")}'`);
    }
  }
  return policy.replace(NONCE_SOURCE, [...hashes].join(""));
}
