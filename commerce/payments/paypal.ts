import { z } from "zod";
import type { CommerceContext } from "../api/context";
import type { PaypalService } from "./gateways";
import { filsOfPaypalValue, paypalValueOf } from "./paypal-amount";
import type { Payment, PaymentNext, PaymentOutcome, PaymentProvider, PaymentStart, RefundReceipt } from "./provider";

/**
 * PayPal over its REST API (OAuth2 client credentials, Orders v2; decision 048). Which PayPal is configuration
 * (`ctx.paypal`): a real account, or the built-in simulator (docs/test-paypal.md). The order is created with
 * our payment reference as `custom_id`; PayPal sends the buyer back with the order id as `token`, nothing signed,
 * so a return is only believed after asking PayPal for that order, and the money is taken by our server
 * capturing it, with a PayPal-Request-Id that makes a second capture of the same payment answer the first.
 */

const CODE = "paypal_express";

function serviceOf(ctx: CommerceContext): PaypalService {
  if (!ctx.paypal) throw new Error("PayPal: none is configured (PAYMENT_SIMULATORS is off and PAYPAL_* is not set)");
  return ctx.paypal;
}

/** A refusal or failure of PayPal: the HTTP status and PayPal's issue code (`ORDER_ALREADY_CAPTURED`). */
export class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly issue: string | null,
    message: string,
  ) {
    super(message);
    this.name = "PaypalError";
  }
}

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });
const captureSchema = z.object({ id: z.string(), status: z.string(), amount: moneySchema });
const orderSchema = z.object({
  id: z.string(),
  status: z.enum(["CREATED", "SAVED", "APPROVED", "VOIDED", "COMPLETED", "PAYER_ACTION_REQUIRED"]),
  purchase_units: z
    .array(
      z.object({
        amount: moneySchema,
        custom_id: z.string().optional(),
        payments: z.object({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .min(1),
  links: z.array(z.object({ href: z.string(), rel: z.string() })),
});
type RemoteOrder = z.infer<typeof orderSchema>;
const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });
const refundSchema = z.object({ id: z.string(), status: z.string() });
const errorSchema = z.object({ message: z.string().optional(), details: z.array(z.object({ issue: z.string() })).optional() });

/** PayPal's token and cancel returns both bring the order id as `token` (and an approval `PayerID`, not needed). */
const returnSchema = z.object({ token: z.string().min(1).max(64) });

/** Access tokens live for hours: one is kept per service until a minute before it expires. */
const tokens = new WeakMap<PaypalService, { token: string; until: number }>();

async function accessToken(ctx: CommerceContext, service: PaypalService): Promise<string> {
  const kept = tokens.get(service);
  if (kept && kept.until > Date.now()) return kept.token;
  const response = await service.send(
    ctx,
    new Request(`${service.apiUrl}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${service.clientId}:${service.clientSecret}`).toString("base64")}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    }),
  );
  if (!response.ok) throw new PaypalError(response.status, null, `PayPal: the access token was refused (HTTP ${response.status})`);
  const answer = tokenSchema.parse(await response.json());
  tokens.set(service, { token: answer.access_token, until: Date.now() + (answer.expires_in - 60) * 1000 });
  return answer.access_token;
}

async function call<T>(ctx: CommerceContext, path: string, schema: z.ZodType<T>, options: { body?: unknown; requestId?: string } = {}): Promise<T> {
  const service = serviceOf(ctx);
  const post = options.body !== undefined || options.requestId !== undefined;
  const response = await service.send(
    ctx,
    new Request(`${service.apiUrl}${path}`, {
      method: post ? "POST" : "GET",
      headers: {
        Authorization: `Bearer ${await accessToken(ctx, service)}`,
        ...(post ? { "Content-Type": "application/json" } : {}),
        ...(options.requestId ? { "PayPal-Request-Id": options.requestId } : {}),
      },
      body: post ? JSON.stringify(options.body ?? {}) : undefined,
    }),
  );
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorSchema.safeParse(answer);
    const issue = error.success ? (error.data.details?.[0]?.issue ?? null) : null;
    throw new PaypalError(response.status, issue, `PayPal ${path}: HTTP ${response.status} ${issue ?? (error.success ? error.data.message : "")}`);
  }
  return schema.parse(answer);
}

const orderPath = (id: string) => `/v2/checkout/orders/${encodeURIComponent(id)}`;

/** PayPal's order for a payment of ours, or null when its id, reference, amount or currency is not ours. */
async function remoteOf(ctx: CommerceContext, payment: Payment): Promise<RemoteOrder | null> {
  if (payment.provider_reference === null) return null;
  const order = await call(ctx, orderPath(payment.provider_reference), orderSchema);
  return matches(order, payment) ? order : null;
}

function matches(order: RemoteOrder, payment: Payment): boolean {
  const unit = order.purchase_units[0]!;
  return (
    order.id === payment.provider_reference &&
    unit.custom_id === payment.reference &&
    unit.amount.currency_code === "AED" &&
    filsOfPaypalValue(unit.amount.value) === payment.amount
  );
}

const captureOfOrder = (order: RemoteOrder) => order.purchase_units[0]!.payments?.captures?.[0];

/**
 * Takes the money of an approved order. The request id is the payment's own, so a second capture of it (two
 * returns at once, a reload) answers the first capture instead of failing or taking the money twice. The
 * payment's reference stays PayPal's order id, which names its capture: a late return or webhook still names
 * the payment, and a refund reads the capture id from the order.
 */
async function captured(ctx: CommerceContext, order: RemoteOrder, payment: Payment): Promise<PaymentOutcome> {
  if (order.status === "COMPLETED" && captureOfOrder(order)) return { status: "captured", providerReference: order.id };
  if (order.status !== "APPROVED") return { status: "failed", code: "cancelled" };
  const done = await call(ctx, `${orderPath(order.id)}/capture`, orderSchema, { requestId: `capture-${payment.reference}` });
  const capture = captureOfOrder(done);
  if (done.status !== "COMPLETED" || !capture || capture.status === "DECLINED") return { status: "failed", code: "declined" };
  return { status: "captured", providerReference: order.id };
}

export const paypalProvider: PaymentProvider = {
  code: CODE,
  configured: true,

  async initiate(ctx: CommerceContext, start: PaymentStart): Promise<PaymentNext> {
    const back = (result: "success" | "cancel") => {
      const url = new URL(start.returnUrl);
      url.searchParams.set("provider", CODE);
      url.searchParams.set("result", result);
      return url.toString();
    };
    try {
      const order = await call(ctx, "/v2/checkout/orders", orderSchema, {
        body: {
          intent: "CAPTURE",
          purchase_units: [
            {
              amount: { currency_code: "AED", value: paypalValueOf(start.payment.amount) },
              custom_id: start.payment.reference,
              invoice_id: start.orderNumber,
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: back("success"),
                cancel_url: back("cancel"),
                locale: start.store === "ar" ? "ar-AE" : "en-AE",
                user_action: "PAY_NOW",
                shipping_preference: "NO_SHIPPING",
              },
            },
          },
        },
      });
      const approve = order.links.find((link) => link.rel === "payer-action" || link.rel === "approve");
      if (!approve) throw new Error(`PayPal: order ${order.id} has no approval link`);
      return { kind: "redirect", url: approve.href, providerReference: order.id };
    } catch (error) {
      console.error("PayPal: order not created", error);
      return { kind: "failed", code: "error" };
    }
  },

  namesPayment: (params, payment) => payment.provider_reference !== null && params.token === payment.provider_reference,

  // `result` of the return URL is the browser's word: only `token` is read, as the name of an order to ask about.
  async verifyReturn(ctx: CommerceContext, params: Record<string, string>) {
    const read = returnSchema.safeParse(params);
    if (!read.success) return null;
    const payment = await ctx.db
      .selectFrom("payments")
      .selectAll()
      .where("provider_reference", "=", read.data.token)
      .where("provider", "=", CODE)
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (!payment) return null;
    let order: RemoteOrder | null;
    try {
      order = await remoteOf(ctx, payment);
    } catch (error) {
      if (error instanceof PaypalError && error.status === 404) return null;
      throw error;
    }
    if (!order) {
      console.warn(`PayPal: order ${read.data.token} does not match payment ${payment.reference}`);
      return null;
    }
    // PayPal sends the buyer to return_url only after approving, so an order still waiting was not paid there.
    return { reference: payment.reference, outcome: await captured(ctx, order, payment) };
  },

  // Asks only: an order approved but never brought back is not captured here, so it is not paid.
  async status(ctx: CommerceContext, payment: Payment): Promise<PaymentOutcome> {
    const order = await remoteOf(ctx, payment);
    if (!order) return { status: "failed", code: "error" };
    if (order.status === "COMPLETED" && captureOfOrder(order)) return { status: "captured", providerReference: order.id };
    return order.status === "VOIDED" ? { status: "failed", code: "cancelled" } : { status: "pending" };
  },

  async capture(ctx: CommerceContext, payment: Payment): Promise<void> {
    const order = await remoteOf(ctx, payment);
    if (!order) throw new PaypalError(404, null, `PayPal: payment ${payment.reference} has no order there`);
    const outcome = await captured(ctx, order, payment);
    if (outcome.status !== "captured") throw new PaypalError(422, null, `PayPal: payment ${payment.reference} could not be captured`);
  },

  // An order with intent CAPTURE holds no money until it is captured, and PayPal expires it unused.
  async cancel() {},

  async refund(ctx: CommerceContext, payment: Payment, amount: number): Promise<RefundReceipt> {
    const order = await remoteOf(ctx, payment);
    const capture = order && captureOfOrder(order);
    if (!capture) throw new PaypalError(404, null, `PayPal: payment ${payment.reference} has no capture to refund`);
    // Named by what was refunded before it, so a retry of a refund PayPal made but we did not record is the same refund.
    const made = await call(ctx, `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`, refundSchema, {
      requestId: `refund-${payment.reference}-${payment.refunded_amount}-${amount}`,
      body: { amount: { currency_code: "AED", value: paypalValueOf(amount) } },
    });
    return { providerReference: made.id };
  },
};
