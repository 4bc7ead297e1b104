import arGateway from "../../../locales/ar/gateway";
import enGateway from "../../../locales/en/gateway";
import { formatMoney } from "../../../../common/format";
import type { Locale } from "../../../../common/locales";
import { escapeHtml } from "../../../outbox/email-html";
import { fillText, simulatorPage } from "../page-html";

/** The gateway's HTML (page-html.ts), in the shopper's language, every value escaped; its one stylesheet is its own. */

export type GatewayLanguage = Locale;

const texts: Record<GatewayLanguage, typeof enGateway> = { en: enGateway, ar: arGateway };

export const STYLESHEET_PATH = "/test-gateway/gateway.css";

export const STYLESHEET = `body{margin:0;padding:2rem 1rem;font-family:Arial,Tahoma,sans-serif;font-size:1rem;line-height:1.5;color:#1f2328;background:#f6f8fa}
main{max-inline-size:28rem;margin-inline:auto;padding:1.5rem;background:#fff;border:1px solid #d0d7de;border-radius:.5rem}
h1{font-size:1.5rem;margin-block:0 1rem}
.gateway,.notice,.hint{color:#57606a;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dd{margin:0;font-weight:bold}
label{display:block;font-weight:bold;margin-block-end:.25rem}
input{font-size:1.25rem;padding:.5rem;inline-size:10rem;letter-spacing:.2em}
input[aria-invalid=true]{border:2px solid #b3261e}
.error{color:#b3261e;font-weight:bold}
.actions{display:flex;gap:.75rem;margin-block-start:1rem}
button{font-size:1rem;padding:.5rem 1.25rem;border-radius:.25rem;border:1px solid #1f2328;background:#fff;color:#1f2328;cursor:pointer}
button[value=authenticate]{background:#0b57d0;border-color:#0b57d0;color:#fff}
`;

function documentHtml(language: GatewayLanguage, title: string, main: string[]): string {
  const t = texts[language];
  return simulatorPage(language, `${title} · ${t.name}`, STYLESHEET_PATH, [
    `<p class="gateway">${escapeHtml(t.name)}</p>`,
    `<h1>${escapeHtml(title)}</h1>`,
    ...main,
    `<p class="notice">${escapeHtml(t.notice)}</p>`,
  ]);
}

export interface SecurePageData {
  language: GatewayLanguage;
  /** Where the form posts: the page's own address. */
  action: string;
  amount: number;
  maskedCard: string;
  /** The instalment plan the merchant asked for: the issuer bank's code and the months. */
  plan: { issuer: string; months: number } | null;
  testCode: string;
  wrongCode: boolean;
}

/** The 3-D Secure challenge: what is being paid, the one-time code, Authenticate or Cancel. */
export function securePage(page: SecurePageData): string {
  const t = texts[page.language].secure;
  const describedBy = page.wrongCode ? "code-hint code-error" : "code-hint";
  return documentHtml(page.language, t.title, [
    `<p>${escapeHtml(t.intro)}</p>`,
    "<dl>",
    `<dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(t.merchantName)}</dd>`,
    `<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatMoney(page.amount, page.language))}</dd>`,
    `<dt>${escapeHtml(t.card)}</dt><dd dir="ltr">${escapeHtml(page.maskedCard)}</dd>`,
    ...(page.plan
      ? [
          `<dt>${escapeHtml(t.issuer)}</dt><dd dir="ltr" data-plan="issuer">${escapeHtml(page.plan.issuer)}</dd>`,
          `<dt>${escapeHtml(t.instalments)}</dt><dd data-plan="months">${escapeHtml(String(page.plan.months))}</dd>`,
        ]
      : []),
    "</dl>",
    `<form method="post" action="${escapeHtml(page.action)}">`,
    `<label for="code">${escapeHtml(t.code)}</label>`,
    `<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="12" required aria-describedby="${describedBy}"${page.wrongCode ? ' aria-invalid="true"' : ""}>`,
    ...(page.wrongCode ? [`<p id="code-error" class="error">${escapeHtml(t.wrongCode)}</p>`] : []),
    `<p id="code-hint" class="hint">${escapeHtml(fillText(t.codeHint, { code: page.testCode }))}</p>`,
    '<div class="actions">',
    `<button type="submit" name="action" value="authenticate">${escapeHtml(t.authenticate)}</button>`,
    `<button type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(t.cancel)}</button>`,
    "</div>",
    "</form>",
  ]);
}

/**
 * The way back to the merchant after 3-D Secure, as Amazon Payment Services sends it: a form that posts the
 * signed answer to the merchant's return URL, from the gateway's own origin (decision 043). The real gateway
 * submits it with a script; this page, which runs no script, asks for one press.
 */
export function backToMerchantPage(language: GatewayLanguage, action: string, fields: Record<string, string>): string {
  const t = texts[language].back;
  return documentHtml(language, t.title, [
    `<p>${escapeHtml(t.text)}</p>`,
    `<form method="post" action="${escapeHtml(action)}">`,
    ...Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`),
    `<div class="actions"><button type="submit">${escapeHtml(t.submit)}</button></div>`,
    "</form>",
  ]);
}

export type GatewayError = "badRequest" | "notFound" | "failed";

/** A plain error page: a request the gateway will not take, an unknown page, a failure of its own. */
export function errorPage(language: GatewayLanguage, error: GatewayError, responseCode?: string): string {
  const t = texts[language].error;
  return documentHtml(language, t.title, [
    `<p>${escapeHtml(t[error])}</p>`,
    ...(responseCode === undefined ? [] : [`<p>${escapeHtml(fillText(t.code, { code: responseCode }))}</p>`]),
  ]);
}
