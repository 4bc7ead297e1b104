import arTexts from "../locales/ar/identity";
import enTexts from "../locales/en/identity";
import type { Locale } from "../../common/locales";
import { escapeHtml } from "../outbox/email-html";
import { fillText, simulatorPage } from "../payments/simulators/page-html";
import { TEST_IDENTITY_PREFIX } from "../contract/test-identity-client";
import type { TestIdentityShape } from "./shapes";

/**
 * The test identity provider's pages, in the language the store asked for (`ui_locales`): the consent page where
 * the tester enters the identity the store receives, and the page for a request it refuses. Plain HTML built like
 * the payment simulators' pages (no script, one stylesheet), so it works without JavaScript.
 */

const texts: Record<Locale, typeof enTexts> = { en: enTexts, ar: arTexts };

export const CONSENT_CSS_PATH = `${TEST_IDENTITY_PREFIX}page.css`;

export type ConsentField = "given_name" | "family_name" | "email";

export interface ConsentPageState {
  values: Partial<Record<ConsentField | "email_verified" | "hide_email", string>>;
  errors: Partial<Record<ConsentField, "name" | "email">>;
}

function documentHtml(lang: Locale, shape: TestIdentityShape, main: string[]): string {
  const t = texts[lang];
  return simulatorPage(lang, fillText(t.title, { provider: t.providerName[shape] }), CONSENT_CSS_PATH, main);
}

function textField(lang: Locale, name: ConsentField, label: string, type: string, autocomplete: string, state: ConsentPageState): string {
  const error = state.errors[name];
  const describedBy = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : "";
  return [
    '<div class="field">',
    `<label for="${name}">${escapeHtml(label)}</label>`,
    `<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required value="${escapeHtml(state.values[name] ?? "")}"${type === "email" ? ' dir="ltr"' : ""}${describedBy}>`,
    error ? `<p class="error" id="${name}-error">${escapeHtml(texts[lang].errors[error])}</p>` : "",
    "</div>",
  ].join("\n");
}

function checkbox(name: "email_verified" | "hide_email", label: string, state: ConsentPageState): string {
  const checked = state.values[name] === "on" ? " checked" : "";
  return `<div class="check"><input id="${name}" name="${name}" type="checkbox"${checked}><label for="${name}">${escapeHtml(label)}</label></div>`;
}

/** The consent page: who signs in, and "Continue" or "Cancel", posted back to the same address. */
export function consentPageHtml(lang: Locale, shape: TestIdentityShape, action: string, state: ConsentPageState): string {
  const t = texts[lang];
  const provider = t.providerName[shape];
  const hasErrors = Object.keys(state.errors).length > 0;
  return documentHtml(lang, shape, [
    `<p class="notice">${escapeHtml(fillText(t.testNotice, { provider }))}</p>`,
    `<h1>${escapeHtml(fillText(t.heading, { merchant: t.merchantName, provider }))}</h1>`,
    hasErrors ? `<p class="error" role="alert">${escapeHtml(t.errorSummary)}</p>` : "",
    `<form method="post" action="${escapeHtml(action)}">`,
    textField(lang, "given_name", t.givenName, "text", "given-name", state),
    textField(lang, "family_name", t.familyName, "text", "family-name", state),
    textField(lang, "email", t.email, "email", "email", state),
    checkbox("email_verified", t.emailVerified, state),
    shape === "apple" ? checkbox("hide_email", t.hideEmail, state) : "",
    '<div class="actions">',
    `<button type="submit" name="decision" value="continue" class="button button--approve">${escapeHtml(t.continue)}</button>`,
    `<button type="submit" name="decision" value="cancel" formnovalidate class="button button--cancel">${escapeHtml(fillText(t.cancel, { merchant: t.merchantName }))}</button>`,
    "</div>",
    "</form>",
  ]);
}

/** A request the provider cannot answer with a redirect (no client of that id, or a redirect elsewhere). */
export function badRequestPageHtml(lang: Locale, shape: TestIdentityShape, parameter: string): string {
  const t = texts[lang];
  return documentHtml(lang, shape, [`<h1>${escapeHtml(t.badRequestTitle)}</h1>`, `<p>${escapeHtml(fillText(t.badRequest, { parameter }))}</p>`]);
}

/** The pages' only stylesheet: logical properties, so the Arabic page mirrors without a second one. */
export const CONSENT_CSS = `body{margin:0;font-family:system-ui,Arial,Tahoma,sans-serif;color:#1f2328;background:#f1f3f4;line-height:1.5}
main{max-inline-size:28rem;margin-inline:auto;padding:1.5rem 1rem;background:#fff}
.notice{padding:.5rem .75rem;border:1px solid #9a6700;background:#fff8c5}
.field{display:flex;flex-direction:column;gap:.25rem;margin-block-end:1rem}
.field input{padding:.5rem;font:inherit;border:1px solid #57606a;border-radius:.25rem}
.check{display:flex;gap:.5rem;align-items:flex-start;margin-block-end:.75rem}
.error{color:#b3261e;margin:0}
.actions{display:flex;flex-direction:column;gap:.75rem;margin-block-start:1.5rem}
.button{inline-size:100%;padding:.75rem;font:inherit;border-radius:.25rem;cursor:pointer}
.button--approve{background:#0b57d0;color:#fff;border:0}
.button--cancel{background:#fff;color:#1f2328;border:1px solid #57606a}
`;
