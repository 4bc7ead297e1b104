import { randomBytes } from "node:crypto";
import { z } from "zod";
import { hasValidSignature, TOKENIZATION_CARD_FIELDS } from "../../aps-signature";
import { brandOf, cardDigits, expiryYYMM, isLuhnValid, isUnexpired, maskCard, outcomeOf } from "./cards";
import { MESSAGE, STATUS, type GatewayMessage } from "../../aps-codes";
import { testMerchantCredentials } from "./credentials";
import { languageField, merchantReferenceField, returnUrlField } from "./fields";
import { errorResponse, signedRedirect } from "./http";
import type { GatewayContext } from "./transactions";

/**
 * `POST /test-gateway/FortAPI/paymentPage`, service_command TOKENIZATION: the shopper's browser posts the
 * merchant's signed fields and the card straight to the gateway, which keeps the card behind a token and sends
 * the browser back to the merchant's return_url with the token (or why the card was refused), signed.
 */

const tokenizationRequest = z.object({
  service_command: z.literal("TOKENIZATION"),
  access_code: z.string(),
  merchant_identifier: z.string(),
  merchant_reference: merchantReferenceField,
  language: languageField,
  return_url: returnUrlField,
  signature: z.string(),
  card_number: z.string().max(64).default(""),
  expiry_date: z.string().max(16).default(""),
  card_security_code: z.string().max(16).default(""),
  card_holder_name: z.string().max(200).default(""),
  remember_me: z.string().max(8).default("NO"),
});

type TokenizationRequest = z.infer<typeof tokenizationRequest>;

const HOLDER_NAME_MAX = 50;

export async function tokenizationPage(ctx: GatewayContext, request: Request): Promise<Response> {
  const fields = await formFields(request);
  const language = fields?.language === "ar" ? "ar" : "en";
  const parsed = tokenizationRequest.safeParse(fields);
  if (!fields || !parsed.success) return errorResponse(language, "badRequest", 400, STATUS.invalidRequest + MESSAGE.invalidParameter.code);
  const form = parsed.data;
  const credentials = testMerchantCredentials(ctx.secret);
  if (form.access_code !== credentials.accessCode || form.merchant_identifier !== credentials.merchantIdentifier) {
    return errorResponse(language, "badRequest", 400, STATUS.invalidRequest + MESSAGE.invalidMerchant.code);
  }
  if (!hasValidSignature(credentials.requestPhrase, fields, TOKENIZATION_CARD_FIELDS)) {
    return errorResponse(language, "badRequest", 400, STATUS.invalidRequest + MESSAGE.signatureMismatch.code);
  }

  const answer = {
    service_command: "TOKENIZATION",
    access_code: credentials.accessCode,
    merchant_identifier: credentials.merchantIdentifier,
    merchant_reference: form.merchant_reference,
    language: form.language,
  };
  const card = readCard(form, ctx.now());
  if ("refused" in card) {
    return signedRedirect(form.return_url, credentials.responsePhrase, {
      ...answer,
      response_code: "18" + card.refused.code,
      status: STATUS.invalidRequest,
      response_message: card.refused.text,
    });
  }
  const token = {
    token_name: randomBytes(16).toString("hex"),
    merchant_identifier: credentials.merchantIdentifier,
    brand: brandOf(card.number),
    masked_card: maskCard(card.number),
    card_bin: card.number.slice(0, 6),
    expiry_date: card.expiry,
    holder_name: card.holder,
    remember_me: card.remember ? 1 : 0,
    outcome: outcomeOf(card.number),
    created_at: ctx.now().toISOString(),
  } as const;
  await ctx.db.insertInto("test_gateway_tokens").values(token).execute();
  return signedRedirect(form.return_url, credentials.responsePhrase, {
    ...answer,
    token_name: token.token_name,
    card_number: token.masked_card,
    expiry_date: token.expiry_date,
    card_bin: token.card_bin,
    card_holder_name: token.holder_name,
    payment_option: token.brand,
    remember_me: card.remember ? "YES" : "NO",
    response_code: STATUS.tokenized + MESSAGE.success.code,
    status: STATUS.tokenized,
    response_message: MESSAGE.success.text,
  });
}

/** The posted form as text fields, or null when it is not a form. */
async function formFields(request: Request): Promise<Record<string, string> | null> {
  try {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
    return fields;
  } catch {
    return null; // not a form body: the caller answers the gateway's 400 page
  }
}

type Card = { number: string; expiry: string; holder: string; remember: boolean };

/** The card, or the first field the gateway refuses, in the order of the form. */
function readCard(form: TokenizationRequest, now: Date): Card | { refused: GatewayMessage } {
  const number = cardDigits(form.card_number);
  if (!isLuhnValid(number)) return { refused: MESSAGE.invalidCardNumber };
  const expiry = expiryYYMM(form.expiry_date);
  if (!isUnexpired(expiry, now)) return { refused: MESSAGE.cardExpired };
  if (!/^\d{3,4}$/.test(cardDigits(form.card_security_code))) return { refused: MESSAGE.invalidSecurityCode };
  const holder = form.card_holder_name.trim().replace(/\s+/g, " ");
  if (holder.length === 0 || holder.length > HOLDER_NAME_MAX) return { refused: MESSAGE.invalidHolderName };
  return { number, expiry, holder, remember: form.remember_me === "YES" };
}
