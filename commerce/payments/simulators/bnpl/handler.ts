import { z } from "zod";
import { notifyMerchant, type MerchantEndpoint } from "../notify";
import type { CommerceContext } from "../../../api/context";
import type { TestBnplMerchant } from "../../../db/schema";
import { merchantOfAuthorization, TEST_BNPL_MERCHANT_CODES } from "./merchants";
import { closedPageHtml, notFoundPageHtml, openPageHtml, PAGE_CSS, PAGE_CSS_PATH } from "./page";
import {
  capture,
  close,
  createPayment,
  decide,
  merchantUrlOf,
  paymentJson,
  paymentOf,
  paymentOfSession,
  refund,
  rejectionOf,
  TestBnplError,
  type TestBnplPayment,
} from "./payments";

/**
 * The built-in test BNPL service (docs/test-bnpl.md), shaped like Tabby's API, as one Web fetch handler for
 * every path under /test-bnpl/: the merchant API (JSON, bearer key) and the hosted page the buyer sees.
 */
export const TEST_BNPL_PREFIX = "/test-bnpl/";

const NO_STORE = { "Cache-Control": "no-store" };

const amountSchema = z.number().int("amount is in fils").positive("amount must be above 0");
const urlSchema = z.string().url().max(2000);

const checkoutSchema = z.object({
  payment: z.object({
    amount: amountSchema,
    currency: z.literal("AED"),
    buyer: z.object({
      name: z.string().trim().min(1).max(255),
      email: z.string().trim().email().max(255),
      phone: z.string().regex(/^\d{9}$/, "phone is 9 national digits"),
    }),
    order: z.object({ reference_id: z.string().min(1).max(64) }),
  }),
  lang: z.enum(["en", "ar"]),
  merchant_code: z.string(),
  merchant_urls: z.object({ success: urlSchema, cancel: urlSchema, failure: urlSchema }),
});

const amountBodySchema = z.object({ amount: amountSchema });
const operationSchema = z.enum(["captures", "refunds", "close"]);
const decisionSchema = z.object({ decision: z.enum(["approve", "cancel"]) });

export async function handleTestBnpl(ctx: CommerceContext, request: Request, merchant?: MerchantEndpoint): Promise<Response> {
  try {
    return await route(ctx, request, merchant);
  } catch (error) {
    if (error instanceof TestBnplError) return errorJson(error);
    if (error instanceof z.ZodError) return errorJson(new TestBnplError(400, "bad_data", error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")));
    throw error;
  }
}

async function route(ctx: CommerceContext, request: Request, merchant: MerchantEndpoint | undefined): Promise<Response> {
  const { pathname } = new URL(request.url);
  const path = pathname.slice(TEST_BNPL_PREFIX.length - 1);
  const method = request.method;
  if (pathname === PAGE_CSS_PATH && method === "GET") {
    return new Response(PAGE_CSS, { headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
  }
  const page = /^\/checkout\/([\w-]+)$/.exec(path);
  if (page && method === "GET") return hostedPage(ctx, request, page[1]!);
  if (page && method === "POST") return buyerDecision(ctx, request, page[1]!, merchant);
  if (path === "/api/v2/checkout" && method === "POST") return createCheckout(ctx, request, merchantOf(ctx, request));
  const payment = /^\/api\/v2\/payments\/([\w-]+)(?:\/(captures|refunds|close))?$/.exec(path);
  if (payment) {
    const id = payment[1]!;
    const operation = operationSchema.optional().parse(payment[2]);
    const merchant = merchantOf(ctx, request);
    if (operation === undefined && method === "GET") return json(paymentJson(await paymentOf(ctx, merchant, id)));
    if (operation !== undefined && method === "POST") return json(paymentJson(await paymentOperation(ctx, request, await paymentOf(ctx, merchant, id), operation)));
  }
  throw new TestBnplError(404, "not_found", `no endpoint ${method} ${path}`);
}

function merchantOf(ctx: CommerceContext, request: Request): TestBnplMerchant {
  const merchant = merchantOfAuthorization(ctx.secret, request.headers.get("Authorization"));
  if (!merchant) throw new TestBnplError(401, "unauthorized", "a merchant's secret key is required as a bearer token");
  return merchant;
}

async function createCheckout(ctx: CommerceContext, request: Request, merchant: TestBnplMerchant): Promise<Response> {
  const body = checkoutSchema.parse(await readJson(request));
  if (body.merchant_code !== TEST_BNPL_MERCHANT_CODES[merchant]) {
    throw new TestBnplError(400, "bad_data", `merchant_code ${body.merchant_code} is not this key's merchant`);
  }
  const input = {
    amount: body.payment.amount,
    currency: body.payment.currency,
    buyer: body.payment.buyer,
    referenceId: body.payment.order.reference_id,
    lang: body.lang,
    urls: body.merchant_urls,
  };
  const reason = rejectionOf(input);
  if (reason) return json({ status: "rejected", reason });
  const payment = await createPayment(ctx, merchant, input);
  return json({
    id: payment.session_id,
    status: "created",
    web_url: `${ctx.storefrontOrigin}${TEST_BNPL_PREFIX}checkout/${payment.session_id}`,
    payment: paymentJson(payment),
  });
}

async function paymentOperation(
  ctx: CommerceContext,
  request: Request,
  payment: TestBnplPayment,
  operation: "captures" | "refunds" | "close",
): Promise<TestBnplPayment> {
  if (operation === "close") return close(ctx, payment);
  const { amount } = amountBodySchema.parse(await readJson(request));
  return operation === "captures" ? capture(ctx, payment, amount) : refund(ctx, payment, amount);
}

async function hostedPage(ctx: CommerceContext, request: Request, sessionId: string): Promise<Response> {
  const payment = await paymentOfSession(ctx, sessionId);
  if (!payment) return html(notFoundPageHtml(langOf(request)), 404);
  if (payment.status !== "CREATED") return html(closedPageHtml(payment, merchantUrlOf(payment)), 410);
  return html(openPageHtml(payment, ctx.now()), 200);
}

/**
 * Approve or cancel, then back to the merchant, like Tabby: with `payment_id` and nothing signed. An approval
 * is also sent to the merchant's backend first, as Tabby's webhook is (decision 043).
 */
async function buyerDecision(ctx: CommerceContext, request: Request, sessionId: string, merchant: MerchantEndpoint | undefined): Promise<Response> {
  const payment = await paymentOfSession(ctx, sessionId);
  if (!payment) return html(notFoundPageHtml(langOf(request)), 404);
  const form = await request.formData().catch(() => new FormData());
  const { decision } = decisionSchema.parse({ decision: form.get("decision") });
  const decided = await decide(ctx, payment, decision);
  if (payment.status === "CREATED" && decided.status === "AUTHORIZED") await notifyMerchant(merchant, { payment_id: decided.id });
  return new Response(null, { status: 303, headers: { Location: merchantUrlOf(decided), ...NO_STORE } });
}

/** The language of a page with no session to take it from. */
function langOf(request: Request): "en" | "ar" {
  return request.headers.get("Accept-Language")?.trim().toLowerCase().startsWith("ar") ? "ar" : "en";
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new TestBnplError(400, "bad_data", "the body must be JSON");
  }
}

function json(body: unknown): Response {
  return Response.json(body, { headers: NO_STORE });
}

function html(body: string, status: number): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8", ...NO_STORE } });
}

function errorJson(error: TestBnplError): Response {
  return Response.json({ status: "error", errorType: error.errorType, error: error.message }, { status: error.status, headers: NO_STORE });
}
