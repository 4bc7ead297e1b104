import { describe, expect, it } from "vitest";
import { orderDetail } from "../../commerce/api/orders/history";
import { invoiceContent, orderItems } from "../../commerce/api/orders/documents";
import { orderTotals } from "../../commerce/api/orders/order-record";
import { splitInclusivePrice } from "../../commerce/api/pricing";
import { CARD_RETURN_PATH } from "../../commerce/contract/checkout";
import { apsSignature } from "../../commerce/payments/aps-signature";
import { offeredPlan, PROCESSING_FEE } from "../../commerce/payments/instalments";
import { testMerchantCredentials } from "../../commerce/payments/simulators/card-gateway/credentials";
import { checkoutSteps, RETURN_URL, typeCard } from "../support/checkout";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { postedBack, silentSimulatorAnswer, simulatorAnswer } from "../support/simulators";

/**
 * Card instalments as a choice (decision 046): the payment step takes a bank and a plan offered for the total,
 * the processing fee is a totals line with its VAT and is charged, the card gateway is told the plan and must
 * echo it, and the order keeps it.
 */
const fixture = useFixtureCommerce({ storefrontOriginFromCalls: true });
const { get, post } = fixture;
/** AED 945.00: plans of 3 to 12 months, not 18 or 24. */
const PHONE = { sku: "PHONE-SALE", price: 94_500 };
const CHALLENGE_CARD = "4000000000003220";

async function cartWith(sku: string): Promise<string> {
  const cartId: string = (await post("/api/cart/create")).result.cartId;
  expect((await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty: 1 } })).status).toBe(200);
  await checkoutSteps(post, cartId, { payment: { method: "credit_card", terms_accepted: true } });
  return cartId;
}

const payBy = (cartId: string, body: Record<string, unknown>) => post(`/api/checkout/payment?cartId=${cartId}`, { terms_accepted: true, ...body });
const viewOf = async (cartId: string) => (await get(`/api/checkout?cartId=${cartId}`)).result;
const back = (cartId: string, params: Record<string, string>) => post(`/api/checkout/return?cartId=${cartId}`, { params, return_url: RETURN_URL });

describe("choosing a card instalment plan", () => {
  it("keeps the bank and months, adds the processing fee as a line with its VAT, and shows what each month costs", async () => {
    const cartId = await cartWith(PHONE.sku);
    const byCard = await viewOf(cartId);
    expect(byCard.cart.totals.grand_total).toBe(PHONE.price);

    const chosen = await payBy(cartId, { method: "installments", instalment_plan: "ntb-١٢" });
    expect(chosen.status).toBe(200);
    const plan = offeredPlan(PHONE.price, { bank: "NTB", months: 12 })!;
    const { payment, cart } = chosen.result;
    expect(payment).toMatchObject({ method: "installments", instalment: { bank: "NTB", bank_name: "Nour Test Bank", months: 12, total: plan.totalAmount } });
    expect(payment.instalment.monthly).toBe(Math.floor(plan.totalAmount / 12));
    expect(payment.instalment.monthly * 11 + payment.instalment.last).toBe(plan.totalAmount);
    expect(cart.totals.grand_total).toBe(PHONE.price + PROCESSING_FEE);
    expect(cart.totals.payment_fee_incl_tax).toBe(PROCESSING_FEE);
    expect(cart.totals.total_segments).toContainEqual({ code: "instalment_fee", title: "Instalment processing fee", value: PROCESSING_FEE });
    expect(cart.totals.total_segments.map((s: { code: string }) => s.code)).not.toContain("payment_fee");
    // The fee is a service at 5%, inside the same VAT as the goods.
    expect(cart.totals.tax).toBe(splitInclusivePrice(PHONE.price + PROCESSING_FEE, 5).tax);

    const arabic = await get(`/api/checkout?cartId=${cartId}&storeCode=ar`);
    expect(arabic.result.payment.instalment.bank_name).toBe("بنك نور التجريبي");

    // Back to a plain card: no fee, no plan.
    const plain = await payBy(cartId, { method: "credit_card", instalment_plan: "NTB-12" });
    expect(plain.result.payment.instalment).toBeNull();
    expect(plain.result.cart.totals.grand_total).toBe(PHONE.price);
  });

  it("refuses a missing plan, an unknown bank or length, and a plan not offered for the total, changing nothing", async () => {
    const cartId = await cartWith(PHONE.sku);
    const before = await viewOf(cartId);
    for (const plan of [undefined, "", "XYZ-12", "NTB-13", "NTB12"]) {
      const refused = await payBy(cartId, { method: "installments", ...(plan === undefined ? {} : { instalment_plan: plan }) });
      expect(refused.status, String(plan)).toBe(400);
    }
    // 18 months need AED 1,500; the Desert bank never offers 24.
    for (const plan of ["NTB-18", "GTB-24"]) {
      const refused = await payBy(cartId, { method: "installments", instalment_plan: plan });
      expect(refused).toMatchObject({ status: 400, error: { code: "checkout.planUnavailable", field: "instalment_plan" } });
    }
    expect(await viewOf(cartId)).toEqual(before);
  });

  it("asks for the plan again when the total no longer allows it", async () => {
    const cartId = await cartWith(PHONE.sku);
    expect((await payBy(cartId, { method: "installments", instalment_plan: "GTB-3" })).status).toBe(200);
    const itemId = (await viewOf(cartId)).cart.items[0].item_id;
    // A cheaper line instead of the phone: below AED 500 no plan is offered.
    expect((await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 1 } })).status).toBe(200);
    expect((await post(`/api/cart/delete-item?cartId=${cartId}`, { item_id: itemId })).status).toBe(200);
    const view = await viewOf(cartId);
    expect(view.payment).toBeNull();
    expect(view.next_step).toBe("payment");
  });
});

describe("paying by instalments through the test card gateway", () => {
  it("sends the plan, checks its echo, and the order, its payment and invoice keep it with the fee", async () => {
    const cartId = await cartWith(PHONE.sku);
    expect((await payBy(cartId, { method: "installments", instalment_plan: "NTB-12" })).status).toBe(200);
    const started = await back(cartId, await typeCard(fixture, cartId, CHALLENGE_CARD));
    expect(started.result).toMatchObject({ order: { status: "pending", payment_method: "installments" }, next: { kind: "redirect" } });

    const page = await simulatorAnswer(fixture.commerce(), started.result.next.url);
    const html = await page.text();
    expect(html).toContain('<dd dir="ltr" data-plan="issuer">NTB</dd>');
    expect(html).toContain('<dd data-plan="months">12</dd>');

    const answered = await silentSimulatorAnswer(fixture.commerce(), started.result.next.url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ code: "123456", action: "authenticate" }),
    });
    const { action, params } = await postedBack(answered);
    expect(new URL(action).pathname).toBe(CARD_RETURN_PATH);
    expect(params).toMatchObject({ issuer_code: "NTB", number_of_installments: "12", amount: String(PHONE.price + PROCESSING_FEE) });

    // A return signed by the gateway but for another plan is not this payment's.
    const { responsePhrase } = testMerchantCredentials(fixture.commerce().context.secret);
    const { signature: _, ...unsigned } = params;
    for (const other of [{ ...unsigned, number_of_installments: "6" }, { ...unsigned, issuer_code: "GTB" }]) {
      expect((await back(cartId, { ...other, signature: apsSignature(responsePhrase, other) })).status).toBe(404);
    }
    const { issuer_code: __, number_of_installments: ___, ...planless } = unsigned;
    expect((await back(cartId, { ...planless, signature: apsSignature(responsePhrase, planless) })).status).toBe(404);

    const placed = await back(cartId, params);
    expect(placed.result).toMatchObject({ order: { status: "confirmed" }, next: { kind: "done" } });

    const db = fixture.db();
    const order = await db.selectFrom("orders").selectAll().where("increment_id", "=", placed.result.order.increment_id).executeTakeFirstOrThrow();
    const plan = offeredPlan(PHONE.price, { bank: "NTB", months: 12 })!;
    expect(order).toMatchObject({ instalment_bank: "NTB", instalment_months: 12, instalment_total: plan.totalAmount });
    const payment = await db.selectFrom("payments").selectAll().where("order_id", "=", order.id).executeTakeFirstOrThrow();
    expect(payment.amount).toBe(PHONE.price + PROCESSING_FEE);

    const detail = await orderDetail(fixture.commerce().context, order, "en", "staff");
    expect(detail.payment.instalment).toEqual({
      bank: "NTB",
      bank_name: "Nour Test Bank",
      months: 12,
      total: plan.totalAmount,
      monthly: Math.floor(plan.totalAmount / 12),
      last: plan.totalAmount - Math.floor(plan.totalAmount / 12) * 11,
    });
    const thanks = await get(`/api/checkout/order?cartId=${cartId}&storeCode=ar`);
    expect(thanks.result.instalment).toMatchObject({ bank: "NTB", bank_name: "بنك نور التجريبي", months: 12 });

    const shipment = await db.selectFrom("shipments").select("id").where("order_id", "=", order.id).executeTakeFirstOrThrow();
    const invoice = invoiceContent(await orderItems(db, order.id), orderTotals(order), shipment.id, true);
    expect(invoice.lines).toContainEqual({ kind: "paymentFee", tax_rate: 5, excl_tax: 952, tax: 48, incl_tax: PROCESSING_FEE });
    expect(invoice.totals.incl_tax).toBe(PHONE.price + PROCESSING_FEE);
  });
});
