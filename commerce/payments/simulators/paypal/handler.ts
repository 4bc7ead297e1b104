import { z } from "zod";
import type { CommerceContext } from "../../../api/context";
import { notifyMerchant, type MerchantEndpoint } from "../notify";
import { filsOfPaypalValue, paypalValueOf } from "../../paypal-amount";
import { ACCESS_TOKEN_SECONDS, isBearerAuthorization, isClientAuthorization, issueAccessToken, TEST_PAYPAL_CLIENT_ID } from "./credentials";
import {
  approve,
  buyerReturnUrl,
  capture,
  captureOf,
  captureOfOrder,
  createOrder,
  findOrder,
  orderOf,
  refund,
  TestPaypalError,
  type TestPaypalCapture,
  type TestPaypalOrder,
  type TestPaypalRefund,
} from "./orders";
import { approvalPageHtml, closedPageHtml, notFoundPageHtml, PAGE_CSS, PAGE_CSS_PATH } from "./page";

/**
 * The built-in test PayPal (docs/test-paypal.md), shaped like PayPal's REST API (OAuth2 and Orders v2), as one
 * Web fetch handler for every path under /test-paypal/: the merchant API (JSON) and the approval page the
 * buyer sees (plain forms).
 */
export const TEST_PAYPAL_PREFIX = "/test-paypal/";

const NO_STORE = { "Cache-Control": "no-store" };

const moneySchema = z.object({
  currency_code: z.literal("AED"),
  value: z.string().refine((value) => (filsOfPaypalValue(value) ?? 0) > 0, "a positive amount such as 1234.50"),
});
const urlSchema = z.string().url().max(2000);
const contextSchema = z.object({ return_url: urlSchema, cancel_url: urlSchema, locale: z.string().max(10).optional() });

const createOrderSchema = z
  .object({
    intent: z.literal("CAPTURE"),
    purchase_units: z
      .array(z.object({ amount: moneySchema, custom_id: z.string().min(1).max(127), invoice_id: z.string().min(1).max(127) }))
      .length(1, "one purchase unit"),
    // Orders v2 takes the buyer's way back in either place: the current `payment_source.paypal.experience_context`
    // (whose link is `payer-action`) or the older `application_context` (`approve`).
    payment_source: z.object({ paypal: z.object({ experience_context: contextSchema }) }).optional(),
    application_context: contextSchema.optional(),
  })
  .refine((body) => body.payment_source !== undefined || body.application_context !== undefined, "return_url and cancel_url are required");

const refundSchema = z.object({ amount: moneySchema.optional() });

export async function handleTestPaypal(ctx: CommerceContext, request: Request, merchant?: MerchantEndpoint): Promise<Response> {
  try {
    return await route(ctx, request, merchant);
  } catch (error) {
    if (error instanceof TestPaypalError) return errorJson(error);
    if (error instanceof z.ZodError) {
      return errorJson(new TestPaypalError(400, "INVALID_REQUEST", error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")));
    }
    throw error;
  }
}

async function route(ctx: CommerceContext, request: Request, merchant: MerchantEndpoint | undefined): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.slice(TEST_PAYPAL_PREFIX.length - 1);
  const method = request.method;
  if (url.pathname === PAGE_CSS_PATH && method === "GET") {
    return new Response(PAGE_CSS, { headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
  }
  if (path === "/checkoutnow" && method === "GET") return approvalPage(ctx, url.searchParams.get("token") ?? "");
  if (path === "/checkoutnow" && method === "POST") return buyerDecision(ctx, request, url.searchParams.get("token") ?? "", merchant);
  if (path === "/v1/oauth2/token" && method === "POST") return accessToken(ctx, request);
  authorize(ctx, request);
  const requestId = request.headers.get("PayPal-Request-Id");
  if (path === "/v2/checkout/orders" && method === "POST") return createdOrder(ctx, request);
  const order = /^\/v2\/checkout\/orders\/(\w+)(\/capture)?$/.exec(path);
  if (order && method === "GET" && !order[2]) return json(await orderJson(ctx, await orderOf(ctx, order[1]!)));
  if (order && method === "POST" && order[2]) {
    const captured = await capture(ctx, order[1]!, requestId);
    return json(await orderJson(ctx, await orderOf(ctx, captured.order_id)), 201);
  }
  const refunding = /^\/v2\/payments\/captures\/(\w+)\/refund$/.exec(path);
  if (refunding && method === "POST") {
    const body = refundSchema.parse(await readJson(request));
    const made = await refund(ctx, refunding[1]!, body.amount ? filsOfPaypalValue(body.amount.value) : null, requestId);
    return json(refundJson(made), 201);
  }
  const captureRead = /^\/v2\/payments\/captures\/(\w+)$/.exec(path);
  if (captureRead && method === "GET") return json(captureJson(await captureOf(ctx, captureRead[1]!)));
  throw new TestPaypalError(404, "RESOURCE_NOT_FOUND", `no endpoint ${method} ${path}`);
}

/** OAuth2 client credentials: the REST app's id and secret (HTTP Basic) for a bearer token. */
async function accessToken(ctx: CommerceContext, request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  if (!isClientAuthorization(ctx.secret, request.headers.get("Authorization"))) {
    return Response.json({ error: "invalid_client", error_description: "Client Authentication failed" }, { status: 401, headers: NO_STORE });
  }
  if (form.get("grant_type") !== "client_credentials") {
    return Response.json({ error: "unsupported_grant_type", error_description: "Grant Type is NULL" }, { status: 400, headers: NO_STORE });
  }
  return json({
    scope: "https://uri.paypal.com/services/payments/payment",
    access_token: issueAccessToken(ctx.secret, ctx.now()),
    token_type: "Bearer",
    app_id: TEST_PAYPAL_CLIENT_ID,
    expires_in: ACCESS_TOKEN_SECONDS,
  });
}

function authorize(ctx: CommerceContext, request: Request): void {
  if (!isBearerAuthorization(ctx.secret, request.headers.get("Authorization"), ctx.now())) {
    throw new TestPaypalError(401, "AUTHENTICATION_FAILURE", "Authentication failed due to invalid authentication credentials or a missing Authorization header.");
  }
}

async function createdOrder(ctx: CommerceContext, request: Request): Promise<Response> {
  const body = createOrderSchema.parse(await readJson(request));
  const unit = body.purchase_units[0]!;
  const experience = body.payment_source?.paypal.experience_context;
  const context = (experience ?? body.application_context)!;
  const order = await createOrder(ctx, {
    amount: filsOfPaypalValue(unit.amount.value)!,
    currency: unit.amount.currency_code,
    customId: unit.custom_id,
    invoiceId: unit.invoice_id,
    returnUrl: context.return_url,
    cancelUrl: context.cancel_url,
    lang: context.locale?.toLowerCase().startsWith("ar") ? "ar" : "en",
  });
  const answer = await orderJson(ctx, order);
  const buyerLink = { href: approvalUrl(ctx, order), rel: experience ? "payer-action" : "approve", method: "GET" };
  return json({ ...answer, status: experience ? "PAYER_ACTION_REQUIRED" : answer.status, links: [...answer.links.filter((l) => l.rel !== "approve"), buyerLink] }, 201);
}

function approvalUrl(ctx: CommerceContext, order: TestPaypalOrder): string {
  return `${ctx.storefrontOrigin}${TEST_PAYPAL_PREFIX}checkoutnow?token=${encodeURIComponent(order.id)}`;
}

async function approvalPage(ctx: CommerceContext, token: string): Promise<Response> {
  const order = await findOrder(ctx, token);
  if (!order) return html(notFoundPageHtml(), 404);
  if (order.status !== "CREATED") return html(closedPageHtml(order, buyerReturnUrl(order, "approve")), 410);
  return html(approvalPageHtml(order, `${TEST_PAYPAL_PREFIX}checkoutnow?token=${encodeURIComponent(order.id)}`), 200);
}

/**
 * "Pay now" approves the order and sends the buyer to the merchant's return_url; "Cancel" to its cancel_url.
 * Both carry `token`. An approval is also sent to the merchant's backend first, as PayPal's
 * CHECKOUT.ORDER.APPROVED webhook is (decision 043), reduced to the order id the store then asks about.
 */
async function buyerDecision(ctx: CommerceContext, request: Request, token: string, merchant: MerchantEndpoint | undefined): Promise<Response> {
  const order = await findOrder(ctx, token);
  if (!order) return html(notFoundPageHtml(), 404);
  const form = await request.formData().catch(() => new FormData());
  const decision = z.enum(["approve", "cancel"]).parse(form.get("decision"));
  const decided = decision === "approve" ? await approve(ctx, order) : order;
  if (order.status === "CREATED" && decided.status === "APPROVED") await notifyMerchant(merchant, { token: decided.id });
  return new Response(null, { status: 303, headers: { Location: buyerReturnUrl(decided, decision), ...NO_STORE } });
}

const money = (fils: number) => ({ currency_code: "AED", value: paypalValueOf(fils) });

function captureJson(captured: TestPaypalCapture) {
  const status = captured.refunded_amount === 0 ? "COMPLETED" : captured.refunded_amount === captured.amount ? "REFUNDED" : "PARTIALLY_REFUNDED";
  return { id: captured.id, status, amount: money(captured.amount), final_capture: true, create_time: captured.created_at };
}

function refundJson(made: TestPaypalRefund) {
  return { id: made.id, status: "COMPLETED", amount: money(made.amount), create_time: made.created_at };
}

/** An order as Orders v2 shows it, with its capture once it has one. */
async function orderJson(ctx: CommerceContext, order: TestPaypalOrder) {
  const captured = order.status === "COMPLETED" ? await captureOfOrder(ctx, order.id) : undefined;
  const self = `${TEST_PAYPAL_PREFIX}v2/checkout/orders/${order.id}`;
  return {
    id: order.id,
    intent: "CAPTURE",
    status: order.status,
    purchase_units: [
      {
        reference_id: "default",
        amount: { currency_code: order.currency, value: paypalValueOf(order.amount) },
        custom_id: order.custom_id,
        invoice_id: order.invoice_id,
        ...(captured ? { payments: { captures: [captureJson(captured)] } } : {}),
      },
    ],
    ...(order.payer_id ? { payer: { payer_id: order.payer_id } } : {}),
    create_time: order.created_at,
    update_time: order.updated_at,
    links: [
      { href: self, rel: "self", method: "GET" },
      ...(order.status === "CREATED" ? [{ href: approvalUrl(ctx, order), rel: "approve", method: "GET" }] : []),
      ...(order.status === "APPROVED" ? [{ href: `${self}/capture`, rel: "capture", method: "POST" }] : []),
    ],
  };
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new TestPaypalError(400, "INVALID_REQUEST", "the body must be JSON");
  }
}

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

function html(body: string, status: number): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8", ...NO_STORE } });
}

function errorJson(error: TestPaypalError): Response {
  const name = { 400: "INVALID_REQUEST", 401: "AUTHENTICATION_FAILURE", 404: "RESOURCE_NOT_FOUND", 422: "UNPROCESSABLE_ENTITY" }[error.status];
  return Response.json({ name, message: error.message, details: [{ issue: error.issue, description: error.message }] }, { status: error.status, headers: NO_STORE });
}
