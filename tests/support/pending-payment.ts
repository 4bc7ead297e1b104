import type { Payment } from "../../commerce/payments/provider";
import type { FixtureCommerce } from "./fixture-commerce";

let serial = 0;

/**
 * A guest's pending order with a payment row in status `initiated` for `provider`, as the order flow writes them
 * before it asks the provider to start: for tests of a provider on its own.
 */
export async function pendingPayment(fixture: FixtureCommerce, provider: string, amount: number, at: Date): Promise<Payment> {
  const db = fixture.db();
  const { cartId } = (await fixture.post("/api/cart/create")).result;
  const cart = await db.selectFrom("carts").select("id").where("token", "=", cartId).executeTakeFirstOrThrow();
  const now = at.toISOString();
  serial += 1;
  const order = await db
    .insertInto("orders")
    .values({
      increment_id: `T${process.pid}-${serial}`,
      cart_id: cart.id,
      customer_id: null,
      email: "buyer@example.ae",
      status: "pending",
      store_id: 1,
      totals: "{}",
      shipping_address: "{}",
      billing_address: "{}",
      shipping_method: "standard",
      payment_method: provider,
      created_at: now,
      customer_name: "Mariam Al Hashemi",
      vat_trn: null,
      vat_company: null,
      employee_id: null,
      rating: null,
      rating_comment: null,
      updated_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return db
    .insertInto("payments")
    .values({
      order_id: order.id,
      provider,
      reference: `PAY-${process.pid}-${serial}`,
      status: "initiated",
      amount,
      provider_reference: null,
      failure_code: null,
      expires_at: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
