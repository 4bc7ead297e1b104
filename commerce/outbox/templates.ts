import arMail from "../../app/locales/ar/mail";
import enMail from "../../app/locales/en/mail";

/**
 * The messages the store sends, with the values each needs. The texts live with the other translations
 * (app/locales/{en,ar}/mail.ts); this module fills them in.
 */
export type MessageTemplate =
  | { template: "passwordReset"; params: { name: string; link: string } }
  | { template: "passwordChanged"; params: { name: string; link: string } }
  | { template: "welcome"; params: { name: string; email: string } }
  | { template: "stockAlert"; params: { name: string; product: string; link: string } }
  | { template: "priceAlert"; params: { name: string; product: string; price: string; was: string; link: string } }
  | { template: "signInCode"; params: { code: string } }
  | { template: "codCode"; params: { code: string } };

export interface RenderedMessage {
  channel: "email" | "sms";
  subject: string;
  text: string;
  html: string | null;
}

const texts = { en: enMail, ar: arMail };

function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

export function renderMessage(message: MessageTemplate & { locale: "en" | "ar" }): RenderedMessage {
  const t = texts[message.locale];
  const params: Record<string, string> = message.params;
  switch (message.template) {
    case "signInCode":
    case "codCode":
      return { channel: "sms", subject: "", text: fill(t.sms[message.template], params), html: null };
    default: {
      const parts = t[message.template];
      const lines = [fill(t.greeting, params), "", fill(parts.body, params)];
      if ("link" in params && !parts.body.includes("{{link}}") && message.template !== "passwordChanged") lines.push(params.link!);
      if ("ignore" in parts) lines.push("", fill(parts.ignore, params));
      lines.push("", t.signature, "", t.footer);
      return { channel: "email", subject: fill(parts.subject, params), text: lines.join("\n"), html: null };
    }
  }
}
