import { parseWithZod } from "@conform-to/zod";
import type { Submission } from "@conform-to/react";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type Session,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CartView } from "~/components/cart/cart-view";
import {
  cartSchemas,
  isCartIntent,
  readOptionMaps,
  withoutOptionInputs,
  type CartIntent,
} from "~/components/cart/cart-forms";
import { CART_FORMS, type CartFormId, type CartMessageKey, type NotificationKey } from "~/components/cart/messages";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CommerceError } from "~/lib/commerce.server";
import { hasSessionCookie, privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localeFromParams, localizePath, type Locale } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { commitSession, getSession, type Flash, type SessionData } from "~/lib/session.server";
import { isCartErrorKey, type Cart, type CartItemInput } from "~/models/cart-schemas";
import {
  addToCart,
  applyCoupon,
  applyGiftCard,
  createBuyNowCart,
  getCart,
  isCartNotFound,
  listCoupons,
  removeCartItem,
  removeCoupon,
  removeGiftCard,
  setGiftWrap,
  updateCartItem,
} from "~/models/cart.server";

/**
 * The cart page (GET) and the one cart action (POST) every cart control posts to, told apart by
 * `intent` (STYLE: Hydrogen's cart route). A form posted by a browser without JavaScript carries
 * `redirectTo` and gets POST → 303 → GET with a flash message; a fetcher (JavaScript on) leaves it out
 * and gets data back: the submission result for its form and, after an add, the cart for the microcart.
 */

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = localeFromParams(params);
  const t = getI18n(locale).getFixedT(locale, "cart");
  const cartToken = hasSessionCookie(request) ? (await getSession(request)).get("cartToken") : undefined;
  const [cart, coupons] = await Promise.all([
    cartToken
      ? getCart({ locale, cartToken }).catch((error: unknown) => {
          console.error("cart: cart unavailable:", error);
          return "unavailable" as const;
        })
      : null,
    listCoupons({ locale }).catch((error: unknown) => {
      console.error("cart: coupon list unavailable:", error);
      return [];
    }),
  ]);
  return data(
    {
      title: t("meta.title"),
      cart: cart === "unavailable" ? null : cart,
      unavailable: cart === "unavailable",
      bankCoupons: coupons.filter((coupon) => coupon.is_bank_coupon),
    },
    { headers: privatePageHeaders },
  );
}

// Personal: never cached. (Remix keeps an action's Set-Cookie on its own.)
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

// ---------- action ----------

interface ActionContext {
  locale: Locale;
  session: Session<SessionData, { flash: Flash }>;
  formData: FormData;
  /** Where a browser without JavaScript goes next; null for fetchers. */
  back: string | null;
}

type Reply = ReturnType<Submission<unknown>["reply"]>;

export async function action({ request, params }: ActionFunctionArgs) {
  const locale = localeFromParams(params);
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });

  const session = await getSession(request);
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch (error) {
    console.warn("cart: unreadable form body:", error instanceof Error ? error.message : error);
    formData = new FormData();
  }
  const redirectTo = formData.get("redirectTo");
  const ctx: ActionContext = {
    locale,
    session,
    formData,
    back: redirectTo === null ? null : safeRedirectPath(redirectTo, localizePath("/cart", locale)),
  };
  const intent = formData.get("intent");
  if (!isCartIntent(intent)) {
    return failure(ctx, { intent: "unknown", form: undefined, key: "validation.requestInvalid" });
  }

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
  }
}

async function addAction(ctx: ActionContext) {
  const parsed = parseProductForm(ctx, "add");
  if (!parsed.ok) return parsed.response;
  const { submission, item } = parsed;
  try {
    // A browser without JavaScript is redirected: only a fetcher shows the cart (in the microcart).
    const change = await addToCart({ locale: ctx.locale, cartToken: ctx.session.get("cartToken"), item, withCart: ctx.back === null });
    if (change.created) ctx.session.set("cartToken", change.cartToken);
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
  try {
    const { cartToken } = await createBuyNowCart({ locale: ctx.locale, item });
    ctx.session.set("buyNowCartId", cartToken);
    // Always a redirect, with JavaScript too: a fetcher that gets one navigates to it.
    return redirect(localizePath("/checkout?mode=buy-now", ctx.locale), {
      status: 303,
      headers: { "Set-Cookie": await commitSession(ctx.session) },
    });
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
    await updateCartItem({ locale: ctx.locale, cartToken, itemId: item_id, qty });
    return { intent: "update-qty", notification: "notifications.qtyUpdated" } as const;
  });
}

async function removeAction(ctx: ActionContext) {
  const submission = parseWithZod(ctx.formData, { schema: cartSchemas.remove });
  const form = lineForm(ctx.formData.get("item_id"));
  if (submission.status !== "success") return invalid(ctx, submission, "remove", form);
  const { item_id } = submission.value;
  return withExistingCart(ctx, submission, "remove", form, async (cartToken) => {
    await removeCartItem({ locale: ctx.locale, cartToken, itemId: item_id });
    return { intent: "remove", notification: "notifications.removed" } as const;
  });
}

async function applyCouponAction(ctx: ActionContext) {
  const submission = parseWithZod(ctx.formData, { schema: cartSchemas["apply-coupon"] });
  if (submission.status !== "success") return invalid(ctx, submission, "apply-coupon", CART_FORMS.coupon);
  try {
    const change = await applyCoupon({
      locale: ctx.locale,
      cartToken: ctx.session.get("cartToken"),
      code: submission.value.coupon,
    });
    if (change.created) ctx.session.set("cartToken", change.cartToken);
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
    await removeCoupon({ locale: ctx.locale, cartToken, code: coupon });
    return { intent: "remove-coupon", notification: "notifications.couponRemoved" } as const;
  });
}

async function applyGiftCardAction(ctx: ActionContext) {
  const submission = parseWithZod(ctx.formData, { schema: cartSchemas["apply-gift-card"] });
  if (submission.status !== "success") return invalid(ctx, submission, "apply-gift-card", CART_FORMS.giftCard);
  const { code } = submission.value;
  return withExistingCart(ctx, submission, "apply-gift-card", CART_FORMS.giftCard, async (cartToken) => {
    await applyGiftCard({ locale: ctx.locale, cartToken, code });
    return { intent: "apply-gift-card", notification: "notifications.giftCardApplied" } as const;
  });
}

async function removeGiftCardAction(ctx: ActionContext) {
  const submission = parseWithZod(ctx.formData, { schema: cartSchemas["remove-gift-card"] });
  if (submission.status !== "success") return invalid(ctx, submission, "remove-gift-card", CART_FORMS.giftCard);
  const { code } = submission.value;
  return withExistingCart(ctx, submission, "remove-gift-card", CART_FORMS.giftCard, async (cartToken) => {
    await removeGiftCard({ locale: ctx.locale, cartToken, code });
    return { intent: "remove-gift-card", notification: "notifications.giftCardRemoved" } as const;
  });
}

async function giftWrapAction(ctx: ActionContext) {
  const submission = parseWithZod(ctx.formData, { schema: cartSchemas["gift-wrap"] });
  if (submission.status !== "success") return invalid(ctx, submission, "gift-wrap", CART_FORMS.giftWrap);
  const { flag, message } = submission.value;
  return withExistingCart(ctx, submission, "gift-wrap", CART_FORMS.giftWrap, async (cartToken) => {
    await setGiftWrap({ locale: ctx.locale, cartToken, flag, message });
    return { intent: "gift-wrap", notification: "notifications.giftWrapSaved" } as const;
  });
}

// ---------- helpers ----------

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
  if (Object.keys(options.custom_options).length > 0) item.custom_options = options.custom_options;
  if (Object.keys(options.bundle_options).length > 0) item.bundle_options = options.bundle_options;
  return { ok: true as const, submission, item };
}

function lineForm(itemId: FormDataEntryValue | null): CartFormId | undefined {
  return typeof itemId === "string" && /^\d{1,12}$/.test(itemId) ? CART_FORMS.line(Number(itemId)) : undefined;
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
  const cartToken = ctx.session.get("cartToken");
  if (!cartToken) return failure(ctx, { intent, form, key: "errors.cart.notFound", reply: submission.reply() });
  try {
    return await success(ctx, submission, await mutate(cartToken));
  } catch (error) {
    return commerceFailure(ctx, submission, intent, form, error);
  }
}

function flash(ctx: ActionContext, value: { kind: Flash["kind"]; key: CartMessageKey; form?: CartFormId }) {
  ctx.session.flash("flash", {
    kind: value.kind,
    message: `cart:${value.key}`,
    ...(value.form === undefined ? {} : { form: value.form }),
  });
}

async function success<const D extends Done>(ctx: ActionContext, submission: Submission<unknown>, done: D) {
  flash(ctx, { kind: done.kind ?? "success", key: done.notification });
  const headers = { "Set-Cookie": await commitSession(ctx.session) };
  if (ctx.back) return redirect(ctx.back, { status: 303, headers });
  // A fetcher: the root loader revalidates after this and shows the flash message.
  return data(
    {
      ok: true as const,
      intent: done.intent,
      result: submission.reply({ resetForm: true }),
      cart: done.cart,
      itemId: done.itemId,
    },
    { headers },
  );
}

async function failure(
  ctx: ActionContext,
  { intent, form, key, reply }: { intent: CartIntent | "unknown"; form: CartFormId | undefined; key: CartMessageKey; reply?: Reply },
) {
  if (ctx.back) {
    flash(ctx, { kind: "error", key, form });
    return redirect(ctx.back, { status: 303, headers: { "Set-Cookie": await commitSession(ctx.session) } });
  }
  return data(
    { ok: false as const, intent, result: reply ?? null, error: key, cart: undefined, itemId: undefined },
    // 4xx: Remix does not revalidate the page, so an optimistic quantity falls back to the loader's.
    { status: 400, headers: { "Set-Cookie": await commitSession(ctx.session) } },
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
  if (isCartNotFound(error)) ctx.session.unset(intent === "buy-now" ? "buyNowCartId" : "cartToken");
  let key: CartMessageKey = "errors.generic";
  if (error instanceof CommerceError && isCartErrorKey(error.message)) {
    key = `errors.${error.message}`;
  } else {
    console.error(`cart: ${intent} failed:`, error);
  }
  return failure(ctx, { intent, form, key, reply: submission.reply({ formErrors: [key] }) });
}

function isCartMessage(key: string): key is CartMessageKey {
  return getI18n("en").exists(key, { ns: "cart" });
}

export default function CartRoute() {
  const loaderData = useLoaderData<typeof loader>();
  return <CartView {...loaderData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
