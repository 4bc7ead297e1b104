import { z } from "zod";
import type { CommerceContext } from "../api/context";
import type { TestBnplMerchant } from "../db/schema";
import type { BnplService } from "./gateways";
import type { Payment, PaymentNext, PaymentOutcome, PaymentProvider, PaymentStart, RefundReceipt } from "./provider";

/**
 * Tabby and Tamara (decision 018) over a Tabby-shaped JSON HTTP API. Which service is configuration
 * (`ctx.gateways.bnpl`: its base URL, the store's key and merchant code at each, the transport); the built-in
 * simulator (docs/test-bnpl.md) is one. The hosted page sends the shopper back with a bare `payment_id`, nothing
 * signed, so a return is only believed after asking the service for that payment and comparing it with ours.
 */

function serviceOf(ctx: CommerceContext): BnplService {
  if (!ctx.gateways) throw new Error("BNPL: no service is configured (PAYMENT_SIMULATORS is off and no real account is set up)");
  return ctx.gateways.bnpl;
}

/** A refusal or failure of the BNPL service. */
export class BnplServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "BnplServiceError";
  }
}

const remotePaymentSchema = z.object({
  id: z.string(),
  status: z.enum(["CREATED", "AUTHORIZED", "CLOSED", "REJECTED", "EXPIRED"]),
  rejection_reason: z.enum(["cancelled", "declined"]).nullable(),
  amount: z.number().int(),
  currency: z.string(),
  captured_amount: z.number().int(),
  order: z.object({ reference_id: z.string() }),
});
type RemotePayment = z.infer<typeof remotePaymentSchema>;

const checkoutAnswerSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("created"), web_url: z.string().url(), payment: remotePaymentSchema }),
  z.object({ status: z.literal("rejected"), reason: z.string() }),
]);

const returnSchema = z.object({ payment_id: z.string().min(1).max(100), provider: z.string().optional() });

function createBnplProvider(code: TestBnplMerchant): PaymentProvider {
  async function call<T>(ctx: CommerceContext, method: "GET" | "POST", path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const service = serviceOf(ctx);
    const response = await service.send(
      ctx,
      new Request(`${service.apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${service.accounts[code].secretKey}`,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const answer: unknown = await response.json();
    if (!response.ok) {
      const message = z.object({ error: z.string() }).safeParse(answer);
      throw new BnplServiceError(response.status, `${code} ${method} ${path}: ${message.success ? message.data.error : response.status}`);
    }
    return schema.parse(answer);
  }

  const paymentPath = (id: string) => `/payments/${encodeURIComponent(id)}`;
  const remotePayment = (ctx: CommerceContext, id: string) => call(ctx, "GET", paymentPath(id), remotePaymentSchema);

  /** The service's payment of ours, or null when its id, reference or amount is not the one we expect. */
  async function remoteOf(ctx: CommerceContext, payment: Payment): Promise<RemotePayment | null> {
    if (payment.provider_reference === null) return null;
    const remote = await remotePayment(ctx, payment.provider_reference);
    return matches(remote, payment) ? remote : null;
  }

  /** Captures what is still capturable of an authorized payment; one captured already is left as it is. */
  async function captureRemote(ctx: CommerceContext, remote: RemotePayment): Promise<void> {
    if (remote.status === "CLOSED" && remote.captured_amount === remote.amount) return;
    if (remote.status !== "AUTHORIZED") throw new BnplServiceError(409, `${code}: a ${remote.status} payment cannot be captured`);
    try {
      await call(ctx, "POST", `${paymentPath(remote.id)}/captures`, remotePaymentSchema, { amount: remote.amount - remote.captured_amount });
    } catch (error) {
      // Two returns of the same payment at once: the other one captured it.
      const now = await remotePayment(ctx, remote.id);
      if (now.status !== "CLOSED" || now.captured_amount !== now.amount) throw error;
    }
  }

  return {
    code,
    configured: true,

    async initiate(ctx: CommerceContext, start: PaymentStart): Promise<PaymentNext> {
      const order = await ctx.db.selectFrom("orders").select("customer_name").where("id", "=", start.payment.order_id).executeTakeFirst();
      const returnUrl = (result: "success" | "cancel" | "failure") => {
        const url = new URL(start.returnUrl);
        url.searchParams.set("provider", code);
        url.searchParams.set("result", result);
        return url.toString();
      };
      try {
        const answer = await call(ctx, "POST", "/checkout", checkoutAnswerSchema, {
          payment: {
            amount: start.payment.amount,
            currency: "AED",
            buyer: { email: start.email, phone: start.mobile, name: order?.customer_name || start.email },
            order: { reference_id: start.payment.reference },
          },
          lang: start.store,
          merchant_code: serviceOf(ctx).accounts[code].merchantCode,
          merchant_urls: { success: returnUrl("success"), cancel: returnUrl("cancel"), failure: returnUrl("failure") },
        });
        if (answer.status === "rejected") return { kind: "failed", code: "notEligible" };
        return { kind: "redirect", url: answer.web_url, providerReference: answer.payment.id };
      } catch (error) {
        console.error(`${code}: checkout session not created`, error);
        return { kind: "failed", code: "error" };
      }
    },

    namesPayment: (params, payment) => payment.provider_reference !== null && params.payment_id === payment.provider_reference,

    // `result` and `provider` of the return URL are the browser's word: only `payment_id` is read, and
    // only as the name of a payment to ask the service about.
    async verifyReturn(ctx: CommerceContext, params: Record<string, string>) {
      const read = returnSchema.safeParse(params);
      if (!read.success || (read.data.provider !== undefined && read.data.provider !== code)) return null;
      let remote: RemotePayment;
      try {
        remote = await remotePayment(ctx, read.data.payment_id);
      } catch (error) {
        if (error instanceof BnplServiceError && error.status === 404) return null;
        throw error;
      }
      const payment = await ctx.db
        .selectFrom("payments")
        .selectAll()
        .where("reference", "=", remote.order.reference_id)
        .where("provider", "=", code)
        .executeTakeFirst();
      if (!payment || !matches(remote, payment)) {
        console.warn(`${code}: a return for payment ${remote.id} does not match reference ${remote.order.reference_id}`);
        return null;
      }
      if (remote.status === "AUTHORIZED") {
        // Tabby and Tamara pay the merchant only for what is captured; the order is confirmed when captured.
        await captureRemote(ctx, remote);
        return { reference: payment.reference, outcome: { status: "captured", providerReference: remote.id } satisfies PaymentOutcome };
      }
      return { reference: payment.reference, outcome: outcomeOf(remote) };
    },

    async status(ctx: CommerceContext, payment: Payment): Promise<PaymentOutcome> {
      const remote = await remoteOf(ctx, payment);
      return remote ? outcomeOf(remote) : { status: "failed", code: "error" };
    },

    async capture(ctx: CommerceContext, payment: Payment): Promise<void> {
      const remote = await remoteOf(ctx, payment);
      if (!remote) throw new BnplServiceError(404, `${code}: payment ${payment.reference} is not at the service`);
      await captureRemote(ctx, remote);
    },

    async cancel(ctx: CommerceContext, payment: Payment): Promise<void> {
      const remote = await remoteOf(ctx, payment);
      if (!remote) throw new BnplServiceError(404, `${code}: payment ${payment.reference} is not at the service`);
      await call(ctx, "POST", `${paymentPath(remote.id)}/close`, remotePaymentSchema);
    },

    async refund(ctx: CommerceContext, payment: Payment, amount: number): Promise<RefundReceipt> {
      const remote = await remoteOf(ctx, payment);
      if (!remote) throw new BnplServiceError(404, `${code}: payment ${payment.reference} is not at the service`);
      const refunded = await call(ctx, "POST", `${paymentPath(remote.id)}/refunds`, remotePaymentSchema, { amount });
      return { providerReference: refunded.id };
    },
  };
}

/** The service's payment is ours: our reference, our amount in AED, and the id we were given (once we have it). */
function matches(remote: RemotePayment, payment: Payment): boolean {
  return (
    remote.order.reference_id === payment.reference &&
    remote.amount === payment.amount &&
    remote.currency === "AED" &&
    (payment.provider_reference === null || payment.provider_reference === remote.id)
  );
}

function outcomeOf(remote: RemotePayment): PaymentOutcome {
  switch (remote.status) {
    case "CREATED":
      return { status: "pending" };
    case "AUTHORIZED":
      return { status: "authorized", providerReference: remote.id };
    case "CLOSED":
      return remote.captured_amount > 0 ? { status: "captured", providerReference: remote.id } : { status: "failed", code: "cancelled" };
    case "REJECTED":
      return { status: "failed", code: remote.rejection_reason === "cancelled" ? "cancelled" : "declined" };
    case "EXPIRED":
      return { status: "failed", code: "expired" };
  }
}

export const tabbyProvider = createBnplProvider("tabby");
export const tamaraProvider = createBnplProvider("tamara");
