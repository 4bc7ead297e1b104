import { parseWithZod } from "@conform-to/zod";
import type { Submission } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs } from "react-router";
import { isCartErrorCode, readId } from "../../commerce/contract/cart";
import { RECIPIENT_FIELDS } from "../../commerce/contract/gift-card";
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from "../../commerce/contract/idempotency";
import { cartSchemas, isCartIntent, readOptionMaps, recipientOf, withoutOptionInputs, type CartIntent } from "~/components/cart/cart-forms";
import { CART_FORMS, type CartFormId, type CartMessageKey, type NotificationKey } from "~/components/cart/messages";
import type { Cart, CartItemInput } from "~/models/cart-schemas";
import {
  addToCart,
  applyCoupon,
  applyGiftCard,
  createBuyNowCart,
  isCartNotFound,
  removeCartItem,
  removeCoupon,
  removeGiftCard,
  setGiftWrap,
  updateCartItem,
  updateGiftCardRecipient,
} from "~/models/cart.server";
import { CommerceError } from "./commerce.server";
import { readForm, replyWithError } from "./forms.server";
import { privatePageHeaders } from "./http-cache.server";
import { isSameOrigin } from "./http.server";
import { localizePath } from "./i18n";
import { getI18n } from "./i18n.server";
import { consume, type RateLimitPolicy } from "./rate-limit.server";
import { clientOf, shopperOf } from "./request-context.server";
import { safeRedirectPath } from "./safe-redirect";
import type { Flash } from "./session.server";
import type { Shopper } from "./shopper.server";
import { customerPartOf } from "./shopper-snapshot.server";

/**
 * The one cart action every cart control posts to, told apart by `intent` (STYLE: Hydrogen's cart route). The
 * two form patterns of decision 008 meet here:
 * - the promo code, gift card and gift wrap forms are page forms of the cart page: a refused post answers
 *   400 (429 when rate-limited) and the page renders again with the error next to the field and the typed
 *   value kept; an accepted one redirects (303) without JavaScript and answers data to a fetcher;
 * - the other controls are in-place controls, posted from other pages too (add to cart on a product page,
 *   a line's quantity): without JavaScript they carry `redirectTo` and always get 303 + a flash message;
 *   a fetcher leaves it out and gets data: the submission result and, after an add, the cart for the microcart.
 * Changes queued offline (add, quantity, remove) come through `cartTaskAction` and the same code.
 */

const PAGE_FORMS: ReadonlySet<CartIntent> = new Set(["apply-coupon", "apply-gift-card", "gift-wrap", "gift-card-recipient"]);

interface ActionContext {
  shopper: Shopper;
  client: string;
  formData: FormData;
  /** Where a browser without JavaScript goes next; null for fetchers. */
  back: string | null;
  /** A change the browser queued while offline, sent again until answered: made once per key, with no flash message. */
  idempotencyKey: string | null;
}

type Reply = ReturnType<Submission<unknown>["reply"]>;

/** The cart action of the cart page, which every cart control posts to. */
export async function cartAction({ request, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const formData = await readForm(request, "cart");
  const redirectTo = formData.get("redirectTo");
  const ctx: ActionContext = {
    shopper,
    client: clientOf(context),
    formData,
    back: redirectTo === null ? null : safeRedirectPath(redirectTo, localizePath("/cart", shopper.locale)),
    idempotencyKey: null,
  };
  const intent = formData.get("intent");
  if (!isCartIntent(intent)) {
    return failure(ctx, { intent: "unknown", form: undefined, key: "validation.requestInvalid" });
  }
  return runIntent(ctx, intent);
}

/** The changes the browser may queue offline (decision 058): a line added, its quantity changed, or removed. */
const QUEUEABLE_INTENTS: ReadonlySet<CartIntent> = new Set(["add", "update-qty", "remove"]);

/** What a queued cart change is answered: done or refused, with the message to show the shopper in their language. */
export interface CartTaskAnswer {
  ok: boolean;
  message: string;
  /** The change was made for another owner than the one signed in now: it waits for them (nothing was changed). */
  held?: true;
}

/**
 * A cart change the browser queued while offline, sent with its Idempotency-Key (decision 058): the same form
 * fields as the cart controls post, checked and made by the same code, answered as JSON the queue reads (in a
 * page or in the service worker). A change queued for another owner than the one signed in now is not made.
 */
export async function cartTaskAction({ request, context }: ActionFunctionArgs): Promise<Response> {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const t = getI18n(shopper.locale).getFixedT(shopper.locale, "cart");
  const answer = (status: number, body: CartTaskAnswer) => Response.json(body, { status, headers: privatePageHeaders });
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  const formData = await readForm(request, "cart");
  const intent = formData.get("intent");
  if (!isIdempotencyKey(key) || !isCartIntent(intent) || !QUEUEABLE_INTENTS.has(intent)) {
    return answer(400, { ok: false, message: t("validation.requestInvalid") });
  }
  const owner = (await customerPartOf(shopper))?.owner;
  if (owner === undefined) return answer(503, { ok: false, message: t("errors.generic") });
  if (formData.get("owner") !== owner) return answer(409, { ok: false, held: true, message: t("offline.heldForOwner") });
  const ctx: ActionContext = { shopper, client: clientOf(context), formData, back: null, idempotencyKey: key };
  const result = await runIntent(ctx, intent);
  if (result instanceof Response) return answer(400, { ok: false, message: t("validation.requestInvalid") });
  const { data: done, init } = result;
  return answer(init?.status ?? 200, { ok: done.ok, message: t(done.ok ? "offline.taskDone" : done.error) });
}

function runIntent(ctx: ActionContext, intent: CartIntent) {
  switch (intent) {
    case "add":
      return addAction(ctx);
    case "buy-now":
      return buyNowAction(ctx);
    case "update-qty":
      return updateQtyAction(ctx);
    case "remove":
      return removeAction(ctx);
    case "apply-coupon":
      return applyCouponAction(ctx);
    case "remove-coupon":
      return removeCouponAction(ctx);
    case "apply-gift-card":
      return applyGiftCardAction(ctx);
    case "remove-gift-card":
      return removeGiftCardAction(ctx);
    case "gift-wrap":
      return giftWrapAction(ctx);
    case "gift-card-recipient":
      return giftCardRecipientAction(ctx);
  }
}

async function addAction(ctx: ActionContext) {
  const parsed = parseProductForm(ctx, "add");
  if (!parsed.ok) return parsed.response;
  const { submission, item } = parsed;
  const limited = await rateLimited(ctx, submission, "add", undefined, ctx.shopper.cartToken ? null : "cartCreate");
  if (limited) return limited;
  const { locale, cartToken, visitorId } = ctx.shopper;
  try {
    // A browser without JavaScript is redirected: only a fetcher shows the cart (in the microcart).
    const change = await addToCart({ locale, cartToken, visitorId, customer: ctx.shopper.customerAuth(), item, withCart: ctx.back === null && !ctx.idempotencyKey, idempotencyKey: ctx.idempotencyKey ?? undefined });
    ctx.shopper.useCart(change.cartToken);
    const volatile = change.result.status === "volatile";
    return success(ctx, submission, {
      intent: "add",
      notification: volatile ? "notifications.volatile" : "notifications.added",
      kind: volatile ? "info" : "success",
      cart: change.result.cart,
      itemId: change.result.item_id,
    });
  } catch (error) {
    return commerceFailure(ctx, submission, "add", undefined, error);
  }
}

async function buyNowAction(ctx: ActionContext) {
  const parsed = parseProductForm(ctx, "buy-now");
  if (!parsed.ok) return parsed.response;
  const { submission, item } = parsed;
  const limited = await rateLimited(ctx, submission, "buy-now", undefined, "cartCreate");
  if (limited) return limited;
  try {
    const { cartToken } = await createBuyNowCart({ locale: ctx.shopper.locale, item, customer: ctx.shopper.customerAuth() });
    ctx.shopper.useBuyNowCart(cartToken);
    // Always a redirect, with JavaScript too: a fetcher that gets one navigates to it.
    return redirect(localizePath("/checkout?mode=buy-now", ctx.shopper.locale), { status: 303 });
  } catch (error) {
    return commerceFailure(ctx, submission, "buy-now", undefined, error);
  }
}

async function updateQtyAction(ctx: ActionContext) {
  const submission = parseWithZod(ctx.formData, { schema: cartSchemas["update-qty"] });
  const form = lineForm(ctx.formData.get("item_id"));
  if (submission.status !== "success") return invalid(ctx, submission, "update-qty", form);
  const { item_id, qty } = submission.value;
  return withExistingCart(ctx, submission, "update-qty", form, async (cartToken) => {
    await updateCartItem({ locale: ctx.shopper.locale, cartToken, itemId: item_id, qty, idempotencyKey: ctx.idempotencyKey ?? undefined });
    return { intent: "update-qty", notification: "notifications.qtyUpdated" } as const;
  });
}

async function removeAction(ctx: ActionContext) {
  const submission = parseWithZod(ctx.formData, { schema: cartSchemas.remove });
  const form = lineForm(ctx.formData.get("item_id"));
  if (submission.status !== "success") return invalid(ctx, submission, "remove", form);
  const { item_id } = submission.value;
  return withExistingCart(ctx, submission, "remove", form, async (cartToken) => {
    await removeCartItem({ locale: ctx.shopper.locale, cartToken, itemId: item_id, idempotencyKey: ctx.idempotencyKey ?? undefined });
    return { intent: "remove", notification: "notifications.removed" } as const;
  });
}

async function applyCouponAction(ctx: ActionContext) {
  const submission = parseWithZod(ctx.formData, { schema: cartSchemas["apply-coupon"] });
  if (submission.status !== "success") return invalid(ctx, submission, "apply-coupon", CART_FORMS.coupon);
  const limited = await rateLimited(ctx, submission, "apply-coupon", CART_FORMS.coupon, "coupon");
  if (limited) return limited;
  const { locale, cartToken, visitorId } = ctx.shopper;
  try {
    const change = await applyCoupon({ locale, cartToken, visitorId, customer: ctx.shopper.customerAuth(), code: submission.value.coupon });
    ctx.shopper.useCart(change.cartToken);
    return success(ctx, submission, { intent: "apply-coupon", notification: "notifications.couponApplied" });
  } catch (error) {
    return commerceFailure(ctx, submission, "apply-coupon", CART_FORMS.coupon, error);
  }
}

async function removeCouponAction(ctx: ActionContext) {
  const submission = parseWithZod(ctx.formData, { schema: cartSchemas["remove-coupon"] });
  if (submission.status !== "success") return invalid(ctx, submission, "remove-coupon", CART_FORMS.coupon);
  const { coupon } = submission.value;
  return withExistingCart(ctx, submission, "remove-coupon", CART_FORMS.coupon, async (cartToken) => {
    await removeCoupon({ locale: ctx.shopper.locale, cartToken, code: coupon });
    return { intent: "remove-coupon", notification: "notifications.couponRemoved" } as const;
  });
}

async function applyGiftCardAction(ctx: ActionContext) {
  const submission = parseWithZod(ctx.formData, { schema: cartSchemas["apply-gift-card"] });
  if (submission.status !== "success") return invalid(ctx, submission, "apply-gift-card", CART_FORMS.giftCard);
  const limited = await rateLimited(ctx, submission, "apply-gift-card", CART_FORMS.giftCard, "giftCard");
  if (limited) return limited;
  const { code } = submission.value;
  return withExistingCart(ctx, submission, "apply-gift-card", CART_FORMS.giftCard, async (cartToken) => {
    await applyGiftCard({ locale: ctx.shopper.locale, cartToken, code });
    return { intent: "apply-gift-card", notification: "notifications.giftCardApplied" } as const;
  });
}

async function removeGiftCardAction(ctx: ActionContext) {
  const submission = parseWithZod(ctx.formData, { schema: cartSchemas["remove-gift-card"] });
  if (submission.status !== "success") return invalid(ctx, submission, "remove-gift-card", CART_FORMS.giftCard);
  const { code } = submission.value;
  return withExistingCart(ctx, submission, "remove-gift-card", CART_FORMS.giftCard, async (cartToken) => {
    await removeGiftCard({ locale: ctx.shopper.locale, cartToken, code });
    return { intent: "remove-gift-card", notification: "notifications.giftCardRemoved" } as const;
  });
}

async function giftWrapAction(ctx: ActionContext) {
  const submission = parseWithZod(ctx.formData, { schema: cartSchemas["gift-wrap"] });
  if (submission.status !== "success") return invalid(ctx, submission, "gift-wrap", CART_FORMS.giftWrap);
  const { flag, message, sender, receiver } = submission.value;
  return withExistingCart(ctx, submission, "gift-wrap", CART_FORMS.giftWrap, async (cartToken) => {
    await setGiftWrap({ locale: ctx.shopper.locale, cartToken, flag, message, sender, receiver });
    return { intent: "gift-wrap", notification: "notifications.giftWrapSaved" } as const;
  });
}

async function giftCardRecipientAction(ctx: ActionContext) {
  const submission = parseWithZod(ctx.formData, { schema: cartSchemas["gift-card-recipient"] });
  const form = lineForm(ctx.formData.get("item_id"));
  if (submission.status !== "success") return invalid(ctx, submission, "gift-card-recipient", form);
  const { item_id } = submission.value;
  const giftCard = recipientOf(submission.value)!;
  return withExistingCart(ctx, submission, "gift-card-recipient", form, async (cartToken) => {
    await updateGiftCardRecipient({ locale: ctx.shopper.locale, cartToken, itemId: item_id, giftCard });
    return { intent: "gift-card-recipient", notification: "notifications.recipientSaved" } as const;
  });
}

/** The add and buy-now forms: the fields, then the option inputs conform does not read. */
function parseProductForm<I extends "add" | "buy-now">(ctx: ActionContext, intent: I) {
  const submission = parseWithZod(withoutOptionInputs(ctx.formData), { schema: cartSchemas[intent] });
  if (submission.status !== "success") {
    return { ok: false as const, response: invalid(ctx, submission, intent, undefined) };
  }
  const options = readOptionMaps(ctx.formData);
  if (!options) {
    return {
      ok: false as const,
      response: failure(ctx, { intent, form: undefined, key: "validation.requestInvalid", reply: submission.reply() }),
    };
  }
  const { sku, qty, child_sku } = submission.value;
  const item: CartItemInput = { sku, qty };
  if (child_sku) item.child_sku = child_sku;
  const giftCard = recipientOf(submission.value);
  if (giftCard) item.gift_card = giftCard;
  if (Object.keys(options.custom_options).length > 0) item.custom_options = options.custom_options;
  if (Object.keys(options.bundle_options).length > 0) item.bundle_options = options.bundle_options;
  return { ok: true as const, submission, item };
}

function lineForm(itemId: FormDataEntryValue | null): CartFormId | undefined {
  const id = readId(itemId);
  return id === null ? undefined : CART_FORMS.line(id);
}

/** A 429 with the translated message when the client is over `policy`'s limit; null otherwise. */
async function rateLimited(
  ctx: ActionContext,
  submission: Submission<unknown>,
  intent: CartIntent,
  form: CartFormId | undefined,
  policy: RateLimitPolicy | null,
) {
  if (policy === null) return null;
  const verdict = await consume(policy, ctx.client);
  if (!verdict.limited) return null;
  const key = "errors.tooManyRequests" satisfies CartMessageKey;
  return failure(ctx, {
    intent,
    form,
    key,
    reply: submission.reply({ formErrors: [key] }),
    status: 429,
    headers: { "Retry-After": String(verdict.retryAfterSeconds) },
  });
}

interface Done {
  intent: CartIntent;
  notification: NotificationKey;
  kind?: Flash["kind"];
  /** After an add: the cart, for the microcart. */
  cart?: Cart;
  itemId?: number;
}

/** A mutation of the shopper's existing cart; without one there is nothing to change. */
async function withExistingCart<const D extends Done>(
  ctx: ActionContext,
  submission: Submission<unknown>,
  intent: CartIntent,
  form: CartFormId | undefined,
  mutate: (cartToken: string) => Promise<D>,
) {
  const cartToken = ctx.shopper.cartToken;
  if (!cartToken) return failure(ctx, { intent, form, key: "errors.cart.notFound", reply: submission.reply() });
  try {
    return await success(ctx, submission, await mutate(cartToken));
  } catch (error) {
    return commerceFailure(ctx, submission, intent, form, error);
  }
}

function flash(ctx: ActionContext, value: { kind: Flash["kind"]; key: CartMessageKey; form?: CartFormId; values?: Record<string, string> }) {
  ctx.shopper.flash({
    kind: value.kind,
    message: `cart:${value.key}`,
    ...(value.form === undefined ? {} : { form: value.form }),
    ...(value.values === undefined ? {} : { values: value.values }),
  });
}

/** A gift card's add refused without JavaScript: its recipient fields as typed, for the product page to show again. */
function typedRecipient(ctx: ActionContext, intent: CartIntent | "unknown") {
  if ((intent !== "add" && intent !== "buy-now") || ctx.formData.get("gift_card") !== "1") return {};
  const values = Object.fromEntries(RECIPIENT_FIELDS.map((name) => [name, String(ctx.formData.get(name) ?? "").slice(0, 1000)]));
  return { form: CART_FORMS.giftCardRecipient, values };
}

async function success<const D extends Done>(ctx: ActionContext, submission: Submission<unknown>, done: D) {
  // A queued change's answer is shown by the queue; the flash would show on a page opened later.
  if (!ctx.idempotencyKey) flash(ctx, { kind: done.kind ?? "success", key: done.notification });
  if (ctx.back) return redirect(ctx.back, { status: 303 });
  // A fetcher: the root loader revalidates after this and shows the flash message.
  return data(
    {
      ok: true as const,
      intent: done.intent,
      result: submission.reply({ resetForm: true }),
      cart: done.cart,
      itemId: done.itemId,
    },
  );
}

async function failure(
  ctx: ActionContext,
  {
    intent,
    form,
    key,
    reply,
    status = 400,
    headers = {},
  }: {
    intent: CartIntent | "unknown";
    form: CartFormId | undefined;
    key: CartMessageKey;
    reply?: Reply;
    status?: number;
    headers?: Record<string, string>;
  },
) {
  // An in-place control without JavaScript goes back where it was posted from, with the message.
  if (ctx.back && !(intent !== "unknown" && PAGE_FORMS.has(intent))) {
    flash(ctx, { kind: "error", key, form, ...typedRecipient(ctx, intent) });
    return redirect(ctx.back, { status: 303 });
  }
  // A page form without JavaScript renders this page again from this data; a fetcher reads it. 4xx: React Router
  // does not revalidate the page, so an optimistic quantity falls back to the loader's.
  return data(
    { ok: false as const, intent, result: reply ?? null, error: key, cart: undefined, itemId: undefined },
    { status, headers },
  );
}

function invalid(
  ctx: ActionContext,
  submission: Submission<unknown>,
  intent: CartIntent,
  form: CartFormId | undefined,
) {
  const errors = submission.status === "error" ? submission.error : undefined;
  const first = Object.values(errors ?? {}).flatMap((messages) => messages ?? [])[0];
  const key: CartMessageKey = first && isCartMessage(first) ? first : "validation.requestInvalid";
  return failure(ctx, { intent, form, key, reply: submission.reply() });
}

function commerceFailure(
  ctx: ActionContext,
  submission: Submission<unknown>,
  intent: CartIntent,
  form: CartFormId | undefined,
  error: unknown,
) {
  if (isCartNotFound(error)) ctx.shopper.forgetCart(intent === "buy-now" ? "buy-now" : "cart");
  let key: CartMessageKey = "errors.generic";
  if (error instanceof CommerceError && isCartErrorCode(error.code)) {
    key = `errors.${error.code}`;
  } else {
    console.error(`cart: ${intent} failed:`, error);
  }
  return failure(ctx, { intent, form, key, reply: replyWithError(submission, key, error) });
}

function isCartMessage(key: string): key is CartMessageKey {
  return getI18n("en").exists(key, { ns: "cart" });
}
