import type { Locale } from "../../../common/locales";
import { escapeHtml } from "../../outbox/email-html";

/**
 * What the simulators' pages share: whole HTML documents as strings (the provider's side, not the storefront's
 * React), in the shopper's language, with one stylesheet of their own and no script or inline style, so they pass
 * the store's Content-Security-Policy and work without JavaScript.
 */

/** A text with its `{{name}}` placeholders filled. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** A whole document: `title` is escaped here, the lines of `main` are HTML already escaped by the caller. */
export function simulatorPage(locale: Locale, title: string, stylesheetPath: string, main: string[]): string {
  return [
    "<!doctype html>",
    `<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${stylesheetPath}">`,
    "</head>",
    "<body>",
    "<main>",
    ...main,
    "</main>",
    "</body>",
    "</html>",
  ].join("\n");
}

/** The shopper's answer on a provider's page: a plain form that posts `decision` to `action`. */
export function decisionFormHtml(action: string, decision: "approve" | "cancel", label: string): string {
  return [
    `<form method="post" action="${escapeHtml(action)}">`,
    `<input type="hidden" name="decision" value="${decision}">`,
    `<button type="submit" class="button button--${decision}">${escapeHtml(label)}</button>`,
    "</form>",
  ].join("\n");
}
