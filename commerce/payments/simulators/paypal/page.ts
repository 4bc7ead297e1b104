import arTexts from "../../../locales/ar/paypal";
import enTexts from "../../../locales/en/paypal";
import { formatMoney } from "../../../../common/format";
import type { Locale } from "../../../../common/locales";
import { escapeHtml } from "../../../outbox/email-html";
import { decisionFormHtml, fillText, simulatorPage } from "../page-html";
import type { TestPaypalOrder } from "./orders";

/** The test PayPal's approval page, in the buyer's language: plain HTML with two plain forms (page-html.ts). */

const texts: Record<Locale, typeof enTexts> = { en: enTexts, ar: arTexts };

export const PAGE_CSS_PATH = "/test-paypal/page.css";

function documentHtml(lang: Locale, main: string[]): string {
  const t = texts[lang];
  return simulatorPage(lang, fillText(t.title, { merchant: t.merchantName }), PAGE_CSS_PATH, main);
}

/** An order waiting for the buyer: who is paid, how much, "Pay now" and "Cancel". */
export function approvalPageHtml(order: TestPaypalOrder, action: string): string {
  const t = texts[order.lang];
  return documentHtml(order.lang, [
    `<p class="notice">${escapeHtml(t.testNotice)}</p>`,
    `<h1>${escapeHtml(t.heading)}</h1>`,
    "<dl>",
    `<div><dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(t.merchantName)}</dd></div>`,
    `<div><dt>${escapeHtml(t.total)}</dt><dd>${escapeHtml(formatMoney(order.amount, order.lang))}</dd></div>`,
    "</dl>",
    '<div class="actions">',
    decisionFormHtml(action, "approve", t.payNow),
    decisionFormHtml(action, "cancel", fillText(t.cancel, { merchant: t.merchantName })),
    "</div>",
  ]);
}

/** An order already approved or paid: the way back to the store. */
export function closedPageHtml(order: TestPaypalOrder, returnUrl: string): string {
  const t = texts[order.lang];
  return documentHtml(order.lang, [
    `<h1>${escapeHtml(t.closedHeading)}</h1>`,
    `<p>${escapeHtml(t.closed)}</p>`,
    `<p><a href="${escapeHtml(returnUrl)}">${escapeHtml(t.backToStore)}</a></p>`,
  ]);
}

/** No order of that token: nothing says which language, so English, as PayPal's own default. */
export function notFoundPageHtml(): string {
  const t = texts.en;
  return documentHtml("en", [`<h1>${escapeHtml(t.notFoundTitle)}</h1>`, `<p>${escapeHtml(t.notFound)}</p>`]);
}

/** The page's only stylesheet: logical properties, so the Arabic page mirrors without a second one. */
export const PAGE_CSS = `body{margin:0;font-family:system-ui,Arial,Tahoma,sans-serif;color:#1f2328;background:#f5f7fa;line-height:1.5}
main{max-inline-size:28rem;margin-inline:auto;padding:1.5rem 1rem;background:#fff}
.notice{padding:.5rem .75rem;border:1px solid #9a6700;background:#fff8c5}
dl div{display:flex;justify-content:space-between;gap:1rem}
dd{margin:0;font-weight:600}
.actions{display:flex;flex-direction:column;gap:.75rem;margin-block-start:1.5rem}
.button{inline-size:100%;padding:.75rem;font:inherit;border-radius:1.5rem;cursor:pointer}
.button--approve{background:#003087;color:#fff;border:0}
.button--cancel{background:#fff;color:#1f2328;border:1px solid #57606a}
a{color:#0b57d0}
`;
