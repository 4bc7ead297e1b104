import { describe, expect, it } from "vitest";
import { cancelForShopper } from "../../commerce/api/orders/cancel";
import { orderDetail } from "../../commerce/api/orders/history";
import { issueOrderGiftCards } from "../../commerce/api/gift-cards/issue";
import { SYSTEM } from "../../commerce/api/staff/audit";
import { outboxDelivery } from "../../commerce/outbox/delivery";
import { orderAccessKey } from "../../commerce/api/orders/access";
import { call } from "../support/call";
import { signedInStaff } from "../support/staff";
import { checkoutSteps, codPlaceBody, RETURN_URL, typeCard } from "../support/checkout";
import { FIXTURE_NOW } from "../support/catalog-fixture";
import { pullCart, useFixtureCommerce } from "../support/fixture-commerce";
import { postedBack, silentSimulatorAnswer } from "../support/simulators";

/**
 * Gift cards sold are gift cards issued (issue 21): the shopper names the recipient on the gift-card line, and the
 * order's confirmation issues one card per unit, e-mailed to the recipient on the send date; a cancelled line
 * takes back its unspent cards, and a spent one keeps the line from being cancelled.
 */
const fixture = useFixtureCommerce({ storefrontOriginFromCalls: true });
const { post } = fixture;
const db = () => fixture.db();

const RECIPIENT = { recipient_name: "نورة الكعبي", recipient_email: "Noura@Example.ae", message: "عيد ميلاد سعيد" };
const CHALLENGE_CARD = "4000000000003220";

async function cartWithGiftCard(qty: number, giftCard: Record<string, string> = RECIPIENT): Promise<string> {
  const cartId: string = (await post("/api/cart/create")).result.cartId;
  const added = await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "GIFT-500", qty, gift_card: giftCard } });
  expect(added.status, JSON.stringify(added.result)).toBe(200);
  return cartId;
}

const addGiftCard = async (giftCard: unknown, sku = "GIFT-500") => {
  const cartId: string = (await post("/api/cart/create")).result.cartId;
  return post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty: 1, gift_card: giftCard } });
};

/** A cash on delivery order of a charger and `qty` gift cards: confirmed when placed. */
async function codOrder(qty: number, giftCard?: Record<string, string>) {
  const cartId = await cartWithGiftCard(qty, giftCard);
  expect((await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 1 } })).status).toBe(200);
  await checkoutSteps(post, cartId);
  const placed = await post(`/api/checkout/place?cartId=${cartId}&storeCode=en`, await codPlaceBody(fixture, cartId));
  expect(placed.status, JSON.stringify(placed.result)).toBe(200);
  return db().selectFrom("orders").selectAll().where("increment_id", "=", placed.result.order.increment_id).executeTakeFirstOrThrow();
}

const cardsOf = (orderId: number) =>
  db()
    .selectFrom("order_gift_cards as o")
    .innerJoin("gift_cards as g", "g.code", "o.code")
    .innerJoin("outbox as m", "m.id", "o.outbox_id")
    .select(["o.code", "o.unit", "o.value", "o.recipient_email", "o.send_on", "o.voided_at", "g.balance", "g.is_active", "g.kind", "g.expires_at", "m.template", "m.recipient", "m.text_body", "m.send_after"])
    .where("o.order_id", "=", orderId)
    .orderBy("o.unit")
    .execute();

describe("the recipient of a gift card", () => {
  it("is stored on the cart line, Arabic names welcome, the e-mail in lower case", async () => {
    const cart = await pullCart(fixture, await cartWithGiftCard(1));
    expect(cart.items[0].gift_card).toEqual({ name: "نورة الكعبي", email: "noura@example.ae", message: "عيد ميلاد سعيد", send_on: null });
  });

  it("is required, and each field is checked", async () => {
    expect(await addGiftCard(undefined)).toMatchObject({ status: 400, result: "giftCard.recipientName" });
    expect(await addGiftCard({ ...RECIPIENT, recipient_name: "N1" })).toMatchObject({ status: 400, result: "giftCard.recipientName" });
    expect(await addGiftCard({ ...RECIPIENT, recipient_email: "noura@" })).toMatchObject({ status: 400, result: "giftCard.recipientEmail" });
    expect(await addGiftCard({ ...RECIPIENT, message: "x".repeat(251) })).toMatchObject({ status: 400, result: "giftCard.messageTooLong" });
    // FIXTURE_NOW is 15 June 2026, 16:00 in the UAE: the 14th has passed there.
    expect(await addGiftCard({ ...RECIPIENT, send_on: "2026-06-14" })).toMatchObject({ status: 400, result: "giftCard.sendOnInvalid" });
    expect(await addGiftCard({ ...RECIPIENT, send_on: "2026-02-30" })).toMatchObject({ status: 400, result: "giftCard.sendOnInvalid" });
    expect(await addGiftCard(RECIPIENT, "CHARGER")).toMatchObject({ status: 400, result: "cart.chooseOptions" });
  });

  it("takes a send date typed in Arabic-Indic digits; two recipients are two lines", async () => {
    const cartId = await cartWithGiftCard(1, { ...RECIPIENT, send_on: "٢٠٢٦-٠٦-٢٠" });
    await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "GIFT-500", qty: 1, gift_card: { ...RECIPIENT, recipient_email: "omar@example.ae" } } });
    const cart = await pullCart(fixture, cartId);
    expect(cart.items.map((item: { gift_card: { email: string; send_on: string | null } }) => [item.gift_card.email, item.gift_card.send_on])).toEqual([
      ["noura@example.ae", "2026-06-20"],
      ["omar@example.ae", null],
    ]);
  });
});

describe("changing the recipient in the cart", () => {
  const change = (cartId: string, itemId: number, giftCard: unknown) => post(`/api/cart/gift-card-recipient?cartId=${cartId}`, { item_id: itemId, gift_card: giftCard });

  it("changes whom the line is for; a line that becomes another's twin joins it", async () => {
    const cartId = await cartWithGiftCard(1);
    await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "GIFT-500", qty: 2, gift_card: { ...RECIPIENT, recipient_email: "omar@example.ae" } } });
    const [noura, omar] = (await pullCart(fixture, cartId)).items as { item_id: number }[];
    const changed = await change(cartId, noura!.item_id, { ...RECIPIENT, recipient_name: "Noura K", send_on: "2026-07-01" });
    expect(changed.status).toBe(200);
    expect(changed.result.items[0].gift_card).toMatchObject({ name: "Noura K", send_on: "2026-07-01" });
    const joined = await change(cartId, omar!.item_id, { ...RECIPIENT, recipient_name: "Noura K", send_on: "2026-07-01" });
    expect(joined.result.items).toHaveLength(1);
    expect(joined.result.items[0]).toMatchObject({ qty: 3, gift_card: { name: "Noura K" } });
  });

  it("refuses a bad field, a line of another product and another cart's line, and changes nothing", async () => {
    const cartId = await cartWithGiftCard(1);
    const [line] = (await pullCart(fixture, cartId)).items as { item_id: number }[];
    expect(await change(cartId, line!.item_id, { ...RECIPIENT, recipient_email: "x" })).toMatchObject({ status: 400, result: "giftCard.recipientEmail" });
    const other = await cartWithGiftCard(1);
    expect(await change(other, line!.item_id, RECIPIENT)).toMatchObject({ status: 404, result: "cart.itemNotFound" });
    await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 1 } });
    const charger = (await pullCart(fixture, cartId)).items[1] as { item_id: number };
    expect(await change(cartId, charger.item_id, RECIPIENT)).toMatchObject({ status: 400, result: "cart.chooseOptions" });
    expect((await pullCart(fixture, cartId)).items[0].gift_card).toMatchObject({ email: "noura@example.ae" });
  });
});

describe("issuing gift cards", () => {
  it("a confirmed order issues one e-mailed card per unit, worth the unit's price, valid a year; confirming again issues nothing", async () => {
    const order = await codOrder(2);
    const cards = await cardsOf(order.id);
    expect(cards).toHaveLength(2);
    expect(new Set(cards.map((card) => card.code)).size).toBe(2);
    for (const [index, card] of cards.entries()) {
      expect(card).toMatchObject({ unit: index + 1, value: 50_000, balance: 50_000, is_active: 1, kind: "giftcard", voided_at: null, template: "giftCardIssued", recipient: "noura@example.ae", send_after: null });
      expect(card.code).toMatch(/^GC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(card.text_body).toContain(card.code);
      expect(card.text_body).toContain("عيد ميلاد سعيد");
      expect(card.expires_at).toBe(new Date(FIXTURE_NOW.getTime() + 365 * 86_400_000).toISOString());
    }
    await issueOrderGiftCards(fixture.commerce().context, db(), order);
    expect(await cardsOf(order.id)).toHaveLength(2);
  });

  it("a card order waits: nothing is issued while the payment is pending, its cards when the provider confirms", async () => {
    const cartId = await cartWithGiftCard(1);
    await checkoutSteps(post, cartId, { payment: { method: "credit_card", terms_accepted: true } });
    const back = (params: Record<string, string>) => post(`/api/checkout/return?cartId=${cartId}`, { params, return_url: RETURN_URL });
    const started = await back(await typeCard(fixture, cartId, CHALLENGE_CARD));
    expect(started.result).toMatchObject({ order: { status: "pending" } });
    const order = await db().selectFrom("orders").select("id").where("increment_id", "=", started.result.order.increment_id).executeTakeFirstOrThrow();
    expect(await cardsOf(order.id)).toEqual([]);
    // The gateway's notification is late: the shopper's return confirms.
    const answer = await silentSimulatorAnswer(fixture.commerce(), started.result.next.url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ code: "123456", action: "authenticate" }),
    });
    const { params } = await postedBack(answer);
    const confirmed = await back(params);
    expect(confirmed.result).toMatchObject({ order: { status: "confirmed" } });
    // The provider's answer arriving twice (a reloaded return page) issues nothing more.
    await back(params);
    expect(await cardsOf(order.id)).toHaveLength(1);
  });

  it("a card with a send date is e-mailed on that UAE day, not before", async () => {
    const order = await codOrder(1, { ...RECIPIENT, send_on: "2026-06-20" });
    const [card] = await cardsOf(order.id);
    expect(card).toMatchObject({ send_on: "2026-06-20", send_after: "2026-06-19T20:00:00.000Z" });
    const deliverAt = async (now: string) => {
      const delivery = outboxDelivery(db(), { now: () => new Date(now) });
      await delivery.deliverPending();
      delivery.close();
      return (await db().selectFrom("outbox").select("status").where("recipient", "=", "noura@example.ae").where("send_after", "=", card!.send_after).executeTakeFirstOrThrow()).status;
    };
    expect(await deliverAt("2026-06-19T19:59:00.000Z")).toBe("pending");
    expect(await deliverAt("2026-06-19T20:00:00.000Z")).toBe("sent");
  });

  it("the order's page shows each card masked but for its last 4 characters, with its recipient and whether it was sent", async () => {
    const order = await codOrder(1, { ...RECIPIENT, send_on: "2026-06-30" });
    const [card] = await cardsOf(order.id);
    const shown = async () => {
      const detail = await orderDetail(fixture.commerce().context, order, "en", "guest");
      return detail.items.flatMap((item) => item.gift_cards);
    };
    expect(await shown()).toEqual([{ code: `••••-${card!.code.slice(-4)}`, recipient_name: "نورة الكعبي", recipient_email: "noura@example.ae", send_on: "2026-06-30", status: "waiting" }]);
    const delivery = outboxDelivery(db(), { now: () => new Date("2026-06-30T00:00:00.000Z") });
    await delivery.deliverPending();
    delivery.close();
    expect((await shown())[0]!.status).toBe("sent");
    expect(JSON.stringify(await shown())).not.toContain(card!.code);
  });

  it("an issued card pays like any gift card, and its balance can be checked", async () => {
    const [card] = await cardsOf((await codOrder(1)).id);
    expect(await post("/api/cart/gift-card/balance", { code: card!.code.toLowerCase() })).toMatchObject({ status: 200, result: { balance: 50_000, expires_at: card!.expires_at } });
    const cartId: string = (await post("/api/cart/create")).result.cartId;
    await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 1 } });
    expect((await post(`/api/cart/gift-card?cartId=${cartId}`, { code: card!.code })).status).toBe(200);
    // It pays the whole charger and its delivery.
    const cart = await pullCart(fixture, cartId);
    expect(cart.gift_cards[0]).toMatchObject({ code: card!.code, applied_amount: cart.totals.grand_total_before_gift_cards });
    expect(cart.totals.grand_total).toBe(0);
  });
});

describe("taking gift cards back", () => {
  const giftLine = (orderId: number) =>
    db().selectFrom("order_items").select(["id", "status"]).where("order_id", "=", orderId).where("sku", "=", "GIFT-500").executeTakeFirstOrThrow();

  it("a cancelled gift-card line voids its cards: the balance check answers as for an unknown code", async () => {
    const order = await codOrder(2);
    const line = await giftLine(order.id);
    await cancelForShopper(fixture.commerce().context, SYSTEM, order.increment_id, [line.id], "Bought by mistake");
    const cards = await cardsOf(order.id);
    expect(cards.map((card) => [card.balance, card.is_active, card.voided_at !== null])).toEqual([[0, 0, true], [0, 0, true]]);
    expect(await post("/api/cart/gift-card/balance", { code: cards[0]!.code })).toMatchObject({ status: 400, result: "giftCard.invalid" });
    expect(await post("/api/cart/gift-card/balance", { code: "GC-NONE-NONE-NONE" })).toMatchObject({ status: 400, result: "giftCard.invalid" });
  });

  it("a line whose card has been spent cannot be cancelled, and nothing changes", async () => {
    const order = await codOrder(2);
    const line = await giftLine(order.id);
    const [first] = await cardsOf(order.id);
    await db().updateTable("gift_cards").set({ balance: 10_000 }).where("code", "=", first!.code).execute();
    await expect(cancelForShopper(fixture.commerce().context, SYSTEM, order.increment_id, [line.id], "Bought by mistake")).rejects.toMatchObject({ status: 409, message: "order.giftCardSpent" });
    expect(await giftLine(order.id)).toMatchObject({ status: "ordered" });
    expect((await cardsOf(order.id)).map((card) => [card.balance, card.is_active])).toEqual([[10_000, 1], [50_000, 1]]);
  });
});

describe("returning gift cards", () => {
  it("an accepted return of a unit voids an unspent card of the line; a return that would reach a spent card is refused", async () => {
    const operations = await signedInStaff(fixture.commerce(), "operations");
    const staffPost = (path: string, body?: unknown) => call(fixture.commerce().handler, "POST", path, body, operations.headers);
    const order = await codOrder(2);
    const shipments = await db().selectFrom("shipments").select("shipment_no").where("order_id", "=", order.id).execute();
    for (const { shipment_no } of shipments) {
      for (const move of [{ action: "process" }, { action: "dispatch", carrier: "Aramex", trackingNumber: "AWB-7001" }, { action: "deliver" }]) {
        expect((await staffPost(`/api/admin/shipments/${shipment_no}/move`, move)).status).toBe(200);
      }
    }
    const line = await db().selectFrom("order_items").select("id").where("order_id", "=", order.id).where("sku", "=", "GIFT-500").executeTakeFirstOrThrow();
    const key = orderAccessKey(fixture.commerce().context.secret, order.increment_id);
    const returnOne = async () => {
      const asked = await post(`/api/order/guest/${order.increment_id}/return?key=${encodeURIComponent(key)}`, { items: [{ itemId: line.id, qty: 1, reason: "changedMind" }] });
      expect(asked.status, JSON.stringify(asked.result)).toBe(200);
      expect((await staffPost(`/api/admin/returns/${asked.result.id}/receive`)).status).toBe(200);
      return staffPost(`/api/admin/returns/${asked.result.id}/accept`, { disposition: "restock" });
    };
    expect((await returnOne()).status).toBe(200);
    expect((await cardsOf(order.id)).map((card) => [card.balance, card.is_active])).toEqual([[50_000, 1], [0, 0]]);
    const [left] = await cardsOf(order.id);
    await db().updateTable("gift_cards").set({ balance: 1 }).where("code", "=", left!.code).execute();
    expect(await returnOne()).toMatchObject({ status: 409, result: "order.giftCardSpent" });
    expect((await cardsOf(order.id)).map((card) => [card.balance, card.is_active])).toEqual([[1, 1], [0, 0]]);
  });
});

describe("the order_gift_cards table", () => {
  it("holds a line's unit once", async () => {
    const order = await codOrder(1);
    const [card] = await db().selectFrom("order_gift_cards").selectAll().where("order_id", "=", order.id).execute();
    await db().insertInto("gift_cards").values({ code: "GC-TWIN", balance: 1, expires_at: null, is_active: 1, kind: "giftcard" }).execute();
    await expect(db().insertInto("order_gift_cards").values({ ...card!, code: "GC-TWIN" }).execute()).rejects.toThrow();
  });
});

