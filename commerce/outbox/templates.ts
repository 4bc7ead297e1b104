import { formatList, formatMoney, formatNumber } from "../../common/format";
import type { Locale } from "../../common/locales";
import type { UndeliveredReason } from "../contract/order";
import type { StaffRole } from "../contract/staff";
import arMail from "../locales/ar/mail";
import enMail from "../locales/en/mail";
import { emailHtml, escapeHtml, linkHtml } from "./email-html";

/**
 * The messages the store sends, with the values each needs. The texts live with the backend's other
 * translations (commerce/locales/{en,ar}/mail.ts); this module puts them in order and fills them in.
 */
export type MessageTemplate =
  | { template: "passwordReset"; params: { name: string; link: string } }
  | { template: "passwordChanged"; params: { name: string; link: string } }
  | { template: "welcome"; params: { name: string; email: string } }
  | { template: "stockAlert"; params: { name: string; product: string; link: string } }
  | { template: "priceAlert"; params: { name: string; product: string; price: string; was: string; link: string } }
  | { template: "orderPlaced"; params: { name: string; number: string; total: string; link: string } }
  | { template: "licenceKeys"; params: { name: string; number: string; keys: string; link: string } }
  | { template: "shipmentProcessing" | "shipmentDelivered" | "shipmentReceived" | "shipmentCollected" | "shipmentCompleted"; params: ShipmentParams }
  | { template: "shipmentDispatched"; params: ShipmentParams & { carrier: string; tracking: string } }
  | { template: "shipmentUndelivered"; params: ShipmentParams & { reason: string } }
  | { template: "shipmentReadyForCollection"; params: ShipmentParams & { store: string; code: string } }
  | { template: "collectionCode"; params: { code: string; number: string; store: string } }
  | { template: "orderCancelled"; params: { name: string; number: string; items: string; reason: string; back: string; link: string } }
  | { template: "returnRequested" | "returnReceived"; params: ReturnParams }
  | { template: "returnAccepted"; params: ReturnParams & { back: string } }
  | { template: "returnRejected"; params: ReturnParams & { reason: string } }
  | { template: "contactSupport"; params: { reference: string; name: string; email: string; mobile: string; topic: string; order: string; message: string; language: string } }
  | { template: "contactReceived"; params: { name: string; reference: string } }
  | { template: "shareProduct"; params: { sender: string; product: string; price: string; link: string; message: string } }
  | { template: "newsletterConfirm"; params: { link: string } }
  | { template: "newsletterWelcome"; params: { link: string } }
  | { template: "contactReply"; params: { name: string; reference: string; message: string } }
  | { template: "storeVisit" | "storeVisitMoved" | "storeVisitCancelled"; params: { name: string; store: string; address: string; date: string; time: string; link: string } }
  | { template: "storeBookingNew" | "storeBookingCancelled"; params: StoreBookingParams }
  | { template: "storeBookingMoved"; params: StoreBookingParams & { wasDate: string; wasTime: string } }
  | { template: "tradeInQuote"; params: { name: string; device: string; value: string; link: string } }
  | { template: "tradeInVoucher"; params: { name: string; device: string; code: string; value: string; expires: string; link: string } }
  | { template: "giftCardIssued"; params: { name: string; sender: string; value: string; code: string; expires: string; message: string; link: string } }
  | { template: "tradeInRejected"; params: { name: string; device: string; reason: string; link: string } }
  | { template: "reviewRejected"; params: { name: string; product: string; title: string; reason: string; link: string } }
  | { template: "staffInvitation"; params: { name: string; inviter: string; role: string; expires: string; link: string } }
  | { template: "signInCode"; params: { code: string } }
  | { template: "codCode"; params: { code: string } }
  | { template: "mobileUsedAtSignUp"; params: { link: string } };

/** What every e-mail about a shipment names: the shopper, the order, the shipment and the order's page. */
type ShipmentParams = { name: string; number: string; shipment: string; link: string };
/** What every e-mail about a return names: the shopper, the order, the return, its lines and the order's page. */
export type ReturnParams = { name: string; number: string; reference: string; items: string; link: string };
/** What a store's notice of a visit names: the store, the visitor and how to reach them, the slot, their request. */
type StoreBookingParams = { store: string; name: string; mobile: string; email: string; date: string; time: string; message: string };

export interface RenderedMessage {
  channel: "email" | "sms";
  subject: string;
  /** The SMS, or the plain-text part of the e-mail. */
  text: string;
  /** The HTML part of the e-mail; null for an SMS. */
  html: string | null;
}

type Params = Record<string, string>;
type MailTexts = typeof enMail;

const texts: Record<Locale, MailTexts> = { en: enMail, ar: arMail };

/** The mail texts of a language, for a value a message is filled with (a shared product's unnamed sender). */
export function mailTexts(locale: Locale): MailTexts {
  return texts[locale];
}

/** The templates sent by SMS: those with a text under `sms`. */
type SmsTemplate = keyof MailTexts["sms"];
const isSms = (template: MessageTemplate["template"]): template is SmsTemplate => Object.hasOwn(enMail.sms, template);

function withValues(text: string, params: Params): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The same as HTML: the text and every value escaped, a value's line breaks kept, the link an `<a>`. */
function htmlWithValues(text: string, params: Params): string {
  // Splitting on the placeholder with its name captured alternates text (even) and names (odd).
  return text
    .split(/\{\{(\w+)\}\}/)
    .map((part, index) => {
      if (index % 2 === 0) return escapeHtml(part);
      const value = params[part];
      if (value === undefined) return escapeHtml(`{{${part}}}`);
      return part === "link" ? linkHtml(value) : escapeHtml(value).replace(/\r?\n/g, "<br>");
    })
    .join("");
}

/** A staff role as a message in that language names it. */
export function staffRoleName(role: StaffRole, locale: Locale): string {
  return texts[locale].staffRoles[role];
}

/** Why a delivery failed, as a message in that language says it. */
export function undeliveredReasonText(reason: UndeliveredReason, locale: Locale): string {
  return texts[locale].undeliveredReasons[reason];
}

/** Why the store cancelled an order that was never collected, as its e-mail says it. */
export function uncollectedReasonText(store: string, days: number, locale: Locale): string {
  return withValues(texts[locale].uncollectedReason, { store, days: String(days) });
}

/** Where the money of a cancellation or a return goes (fils); cash on delivery comes back as store credit or by bank transfer. */
export interface MoneyBack {
  toPayment: number;
  toGiftCards: number;
  storeCredit?: { code: string; amount: number };
  bankTransfer?: { reference: string; amount: number };
}

/**
 * What a cancellation or a return gives back, as the `orderCancelled` and `returnAccepted` e-mails' `back` says it:
 * to the payment, to gift cards, as store credit, by bank transfer, or nothing.
 */
export function moneyBackText(back: MoneyBack, locale: Locale): string {
  const t = texts[locale].moneyBack;
  const money = (amount: number) => formatMoney(amount, locale);
  const sentences = [
    ...(back.toPayment > 0 ? [withValues(t.payment, { amount: money(back.toPayment) })] : []),
    ...(back.toGiftCards > 0 ? [withValues(t.giftCards, { amount: money(back.toGiftCards) })] : []),
    ...(back.storeCredit ? [withValues(t.storeCredit, { amount: money(back.storeCredit.amount), code: back.storeCredit.code })] : []),
    ...(back.bankTransfer ? [withValues(t.bankTransfer, { amount: money(back.bankTransfer.amount), reference: back.bankTransfer.reference })] : []),
  ];
  return sentences.length > 0 ? sentences.join(" ") : t.nothing;
}

/** A return's lines as its e-mails list them: `2 × USB-C Charger and 1 × Case`. */
export function returnLinesText(lines: readonly { qty: number; name: string }[], locale: Locale): string {
  const line = texts[locale].returnLine;
  return formatList(lines.map(({ qty, name }) => withValues(line, { qty: formatNumber(qty, locale), name })), locale);
}

/** The licence keys an order took, one a line, as their e-mail lists them: `Norton 360: ABCD-1234`. */
export function licenceKeyLinesText(keys: readonly { product: string; key: string }[], locale: Locale): string {
  return keys.map(({ product, key }) => withValues(texts[locale].licenceKeyLine, { product, key })).join("\n");
}

export function renderMessage(message: MessageTemplate & { locale: Locale }): RenderedMessage {
  const t = texts[message.locale];
  const params: Params = message.params;
  if (isSms(message.template)) {
    return { channel: "sms", subject: "", text: withValues(t.sms[message.template], params), html: null };
  }
  const parts: EmailParts = t[message.template];
  const paragraphs = emailParagraphs(t, parts, params);
  const footer = parts.footer ?? t.footer;
  const subject = withValues(parts.subject, params);
  return {
    channel: "email",
    subject,
    text: [...paragraphs, footer].map((text) => withValues(text, params)).join("\n\n"),
    html: emailHtml({
      locale: message.locale,
      subject,
      paragraphs: paragraphs.map((text) => htmlWithValues(text, params)),
      footer: htmlWithValues(footer, params),
    }),
  };
}

/** An e-mail's texts; a template may have its own greeting and footer (a message not about an account). */
interface EmailParts {
  subject: string;
  greeting?: string;
  body: string;
  link?: string;
  /** The sender's own words, a paragraph only when the `message` value is not empty. */
  note?: string;
  ignore?: string;
  footer?: string;
}

/**
 * An e-mail's paragraphs in order, placeholders still in: the greeting, the body, the link (in the template's
 * `link` line, else on its own) when no text carries it, the sender's note, the "if it was not you" line, the
 * signature.
 */
function emailParagraphs(t: MailTexts, parts: EmailParts, params: Params): string[] {
  const linkInText = [parts.body, parts.ignore].some((text) => text?.includes("{{link}}"));
  const paragraphs = [parts.greeting ?? t.greeting, parts.body];
  if (params.link !== undefined && !linkInText) paragraphs.push(parts.link ?? "{{link}}");
  if (parts.note && params.message) paragraphs.push(parts.note);
  if (parts.ignore) paragraphs.push(parts.ignore);
  paragraphs.push(t.signature);
  return paragraphs;
}
