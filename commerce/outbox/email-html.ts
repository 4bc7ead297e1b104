/**
 * The HTML part of the store's e-mails: one narrow column of paragraphs and a footer. Styles are inline
 * because many mail clients drop `<style>`; the language and direction are on the document and again on the
 * column, which survives clients that keep only the body. Colours keep text at 4.5:1 or more on white.
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** A link showing its own address; `dir="ltr"` keeps the address in order inside Arabic text. */
export function linkHtml(url: string): string {
  const href = escapeHtml(url);
  return `<a href="${href}" dir="ltr" style="color:#0b57d0;text-decoration:underline;word-break:break-all">${href}</a>`;
}

/** The document; `paragraphs` and `footer` are HTML already (escaped by the caller). */
export function emailHtml(email: { locale: "en" | "ar"; subject: string; paragraphs: string[]; footer: string }): string {
  const lang = email.locale;
  const dir = lang === "ar" ? "rtl" : "ltr";
  const subject = escapeHtml(email.subject);
  return [
    "<!doctype html>",
    `<html lang="${lang}" dir="${dir}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${subject}</title>`,
    "</head>",
    '<body style="margin:0;padding:24px 16px;background:#ffffff;color:#1f2328;font-family:Arial,Tahoma,sans-serif;font-size:16px;line-height:1.6">',
    `<div role="article" aria-roledescription="email" aria-label="${subject}" lang="${lang}" dir="${dir}" style="max-width:600px;margin:0 auto">`,
    ...email.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`),
    `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #d0d7de;color:#57606a;font-size:13px">${email.footer}</p>`,
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
}
