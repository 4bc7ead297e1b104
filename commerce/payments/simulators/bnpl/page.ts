import arTexts from "../../../locales/ar/bnpl";
import enTexts from "../../../locales/en/bnpl";
import { formatDate, formatMoney } from "../../../../common/format";
import type { Locale } from "../../../../common/locales";
import { escapeHtml } from "../../../outbox/email-html";
import { splitEvenly, PAY_IN_FOUR_COUNT } from "../../instalments";
import { decisionFormHtml, fillText, simulatorPage } from "../page-html";
import type { TestBnplPayment } from "./payments";

/** The hosted payment page of the test BNPL service, in the buyer's language: plain HTML with two plain forms (page-html.ts). */

type Lang = Locale;
type Texts = typeof enTexts;
const texts: Record<Lang, Texts> = { en: enTexts, ar: arTexts };

export const PAGE_CSS_PATH = "/test-bnpl/page.css";

function documentHtml(lang: Lang, title: string, main: string[]): string {
  return simulatorPage(lang, title, PAGE_CSS_PATH, main);
}

/** The due dates of the four payments: today, then the same day of each following month. */
function dueDates(now: Date): string[] {
  return Array.from({ length: PAY_IN_FOUR_COUNT }, (_, index) => {
    const date = new Date(now);
    date.setUTCMonth(date.getUTCMonth() + index);
    return formatDate(date.toISOString());
  });
}

/** The page of a payment waiting for the buyer: the order, the four payments, "Pay" and "Cancel". */
export function openPageHtml(payment: TestBnplPayment, now: Date): string {
  const lang = payment.lang;
  const t = texts[lang];
  const provider = t.providers[payment.merchant];
  const money = (fils: number) => escapeHtml(formatMoney(fils, lang));
  const dates = dueDates(now);
  const action = `/test-bnpl/checkout/${encodeURIComponent(payment.session_id)}`;
  const rows = splitEvenly(payment.amount, PAY_IN_FOUR_COUNT).map((amount, index) => {
    const due = index === 0 ? fillText(t.today, { date: dates[0]! }) : dates[index]!;
    return `<tr><th scope="row">${escapeHtml(fillText(t.paymentNumber, { number: index + 1, count: PAY_IN_FOUR_COUNT }))}</th><td>${escapeHtml(due)}</td><td>${money(amount)}</td></tr>`;
  });
  return documentHtml(lang, fillText(t.title, { provider, merchant: t.merchantName }), [
    `<p class="notice">${escapeHtml(t.testNotice)}</p>`,
    `<h1>${escapeHtml(fillText(t.heading, { provider }))}</h1>`,
    "<dl>",
    `<div><dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(t.merchantName)}</dd></div>`,
    `<div><dt>${escapeHtml(t.total)}</dt><dd>${money(payment.amount)}</dd></div>`,
    "</dl>",
    "<table>",
    `<caption>${escapeHtml(t.schedule)}</caption>`,
    `<thead><tr><th scope="col">${escapeHtml(t.payment)}</th><th scope="col">${escapeHtml(t.dueDate)}</th><th scope="col">${escapeHtml(t.amount)}</th></tr></thead>`,
    `<tbody>${rows.join("")}</tbody>`,
    "</table>",
    '<div class="actions">',
    decisionFormHtml(action, "approve", fillText(t.approve, { provider })),
    decisionFormHtml(action, "cancel", t.cancel),
    "</div>",
  ]);
}

/** The page of a payment already decided or expired: what became of it and the way back to the store. */
export function closedPageHtml(payment: TestBnplPayment, merchantUrl: string): string {
  const lang = payment.lang;
  const t = texts[lang];
  const provider = t.providers[payment.merchant];
  const outcome =
    payment.status === "EXPIRED"
      ? t.closed.expired
      : payment.status === "REJECTED"
      ? payment.rejection_reason === "cancelled"
        ? t.closed.cancelled
        : t.closed.declined
      : t.closed.authorized;
  return documentHtml(lang, fillText(t.title, { provider, merchant: t.merchantName }), [
    `<h1>${escapeHtml(t.closedHeading)}</h1>`,
    `<p>${escapeHtml(outcome)}</p>`,
    `<p><a href="${escapeHtml(merchantUrl)}">${escapeHtml(t.backToStore)}</a></p>`,
  ]);
}

export function notFoundPageHtml(lang: Lang): string {
  const t = texts[lang];
  return documentHtml(lang, t.notFoundTitle, [`<h1>${escapeHtml(t.notFoundTitle)}</h1>`, `<p>${escapeHtml(t.notFound)}</p>`]);
}

/** The page's only stylesheet: logical properties, so the Arabic page mirrors without a second one. */
export const PAGE_CSS = `body{margin:0;font-family:system-ui,Arial,Tahoma,sans-serif;color:#1f2328;background:#f6f8fa;line-height:1.5}
main{max-inline-size:32rem;margin-inline:auto;padding:1.5rem 1rem;background:#fff}
.notice{padding:.5rem .75rem;border:1px solid #9a6700;background:#fff8c5}
dl div{display:flex;justify-content:space-between;gap:1rem}
dd{margin:0;font-weight:600}
table{inline-size:100%;border-collapse:collapse;margin-block:1rem}
caption{text-align:start;font-weight:600;padding-block-end:.5rem}
th,td{text-align:start;padding:.4rem;border-block-end:1px solid #d0d7de}
.actions{display:flex;flex-direction:column;gap:.75rem}
.button{inline-size:100%;padding:.75rem;font:inherit;border-radius:.5rem;cursor:pointer}
.button--approve{background:#1a7f37;color:#fff;border:0}
.button--cancel{background:#fff;color:#1f2328;border:1px solid #57606a}
a{color:#0b57d0}
`;
