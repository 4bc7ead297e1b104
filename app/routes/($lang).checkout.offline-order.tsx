import { z } from "zod";
import type { ActionFunctionArgs } from "react-router";
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from "../../commerce/contract/idempotency";
import { formatUaeMobile } from "../../commerce/contract/phone";
import { formatMoney } from "../../common/format";
import { refusalMessage } from "~/lib/account-forms.server";
import { paymentReturnUrl } from "~/lib/checkout.server";
import { CommerceError } from "~/lib/commerce.server";
import { readForm } from "~/lib/forms.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getFixedT, getI18n, isTranslationKey } from "~/lib/i18n.server";
import type { OfflineOrderAnswer } from "~/lib/offline/offline-order-answer";
import { consumeAll } from "~/lib/rate-limit.server";
import { clientOf, shopperOf } from "~/lib/request-context.server";
import { customerPartOf } from "~/lib/shopper-snapshot.server";
import { isCartNotFound } from "~/models/cart.server";
import { getCheckout, getPlacedOrder, placeOrder, sendCodCode } from "~/models/checkout.server";

/**
 * Where the browser sends an order placed while offline (decision 058), cash on delivery only: `check` re-prices
 * the cart and re-checks the stock and, when the order is still the one the shopper saw, texts the code; `place`
 * places it with the code, once per Idempotency-Key and cart. Answers JSON the page's queue reads; the shopper sees
 * either the thank-you page or exactly why the order was not placed.
 */

const offlineOrderForm = z.object({
  intent: z.enum(["check", "place"]),
  /** The checkout key of the review page the shopper pressed "Place order" on. */
  key: z.string().min(1).max(64),
  owner: z.string().min(1).max(64),
  otp: z.string().trim().max(12).optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const { locale } = shopper;
  const i18n = getI18n(locale);
  const t = i18n.getFixedT(locale, "checkout");
  const outOfStock = i18n.getFixedT(locale, "orders")("errors.order.outOfStock");
  const tooMany = i18n.getFixedT(locale, "account")("errors.rateLimited");
  const answer = (body: OfflineOrderAnswer, status = 200) => Response.json(body, { status, headers: privatePageHeaders });
  const refused = (message: string, status = 400) => answer({ status: "refused", message }, status);

  const form = offlineOrderForm.safeParse(Object.fromEntries(await readForm(request, "offline-order")));
  if (!form.success) return refused(t("errors.generic"));
  const { intent, key, owner, otp } = form.data;
  const current = (await customerPartOf(shopper))?.owner;
  if (current === undefined) return refused(t("errors.generic"), 503);
  if (owner !== current) return answer({ status: "held", message: t("offline.heldForOwner") }, 409);

  const cartToken = shopper.cartToken;
  const thankYou = localizePath("/thankyou", locale);
  if (!cartToken) return refused(t("offline.noCart"), 404);
  const call = { locale, cartToken, customer: shopper.customerAuth() };
  const checkout = await getCheckout(call).catch(async (error: unknown) => {
    if (!isCartNotFound(error)) throw error;
    return null;
  });
  if (!checkout) {
    // The cart became an order meanwhile: this order, placed from another tab.
    const placed = await getPlacedOrder(call).catch(() => null);
    if (!placed) return refused(t("offline.noCart"), 404);
    shopper.cartOrdered("cart");
    return answer({ status: "placed", location: thankYou });
  }
  if (checkout.cart.items.some((item) => item.errors.length > 0)) return refused(outOfStock, 409);
  if (checkout.payment?.method !== "cashondelivery" || checkout.next_step !== "review") return refused(t("offline.notReady"), 409);
  if (checkout.key !== key) {
    return answer({ status: "changed", key: checkout.key, total: formatMoney(checkout.cart.totals.grand_total, locale) }, 409);
  }

  try {
    if (intent === "check") {
      const limits = await consumeAll([
        ["codeSendClient", clientOf(context)],
        ["codSendMobile", checkout.contact?.mobile ?? ""],
        ["codSendCart", cartToken],
      ]);
      if (limits.limited) return refused(tooMany, 429);
      const { mobile } = await sendCodCode(call);
      return answer({ status: "code-sent", mobile: formatUaeMobile(mobile) });
    }
    const idempotencyKey = request.headers.get(IDEMPOTENCY_KEY_HEADER);
    if (!isIdempotencyKey(idempotencyKey) || !otp) return refused(t("errors.checkout.codeInvalid"));
    const limits = await consumeAll([["codeVerifyClient", clientOf(context)]]);
    if (limits.limited) return refused(tooMany, 429);
    const placed = await placeOrder(
      { ...call, idempotencyKey },
      { key, otp, return_url: paymentReturnUrl(request, locale, "cart") },
    );
    if (placed.next.kind !== "done") return refused(t("errors.generic"), 502);
    shopper.cartOrdered("cart");
    return answer({ status: "placed", location: thankYou });
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    if (error.code === "checkout.codeInvalid") return answer({ status: "code-invalid", message: t("errors.checkout.codeInvalid") }, 400);
    if (error.code === "checkout.cartUnavailable") return refused(outOfStock, 409);
    const message = refusalMessage(error.code);
    if (message === null || !isTranslationKey(message)) {
      console.error("offline order: commerce refused:", error);
      return refused(t("errors.generic"), 502);
    }
    return refused(getFixedT(locale)(message), error.status >= 500 ? 502 : 400);
  }
}
