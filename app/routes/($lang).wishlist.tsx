import {
  data,
  Form,
  Link,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { isCartErrorCode } from "../../commerce/contract/cart";
import { isWishlistErrorCode } from "../../commerce/contract/wishlist";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import {
  confirmationPath,
  confirmationSchema,
  wishlistPostSchema,
  type Confirmation,
  type WishlistPost,
} from "~/components/wishlist/wishlist-forms";
import { requireCustomer, signInPath } from "~/lib/account.server";
import { CommerceError, type CustomerAuth } from "~/lib/commerce.server";
import { readForm } from "~/lib/forms.server";
import { inPlaceDone, inPlaceRefused } from "~/lib/in-place-answer.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { productPath } from "~/lib/product-variant";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { Flash } from "~/lib/session.server";
import { type Shopper } from "~/lib/shopper.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { customerCartToken } from "~/models/account.server";
import { addAlert, removeAlert } from "~/models/alerts.server";
import { getProduct } from "~/models/catalog.server";
import {
  addToWishlist,
  deleteWishlist,
  moveAllToCart,
  moveFromCart,
  moveToCart,
  removeFromWishlist,
} from "~/models/wishlist.server";
import { shopperOf } from "~/lib/request-context.server";

/**
 * /wishlist: the one action of every wishlist and alert control (wishlist-forms.ts), each an in-place
 * control (decision 008): without JavaScript `redirectTo` brings the shopper back (303) with a flash
 * message; a fetcher gets data, and the root loader, revalidating after the post, shows the message.
 *
 * A guest who presses a control is sent to sign in and then to a GET of this address naming the post
 * (`?intent=add&sku=…&back=…`), which only shows the same form filled in: one click, and back to the page.
 * "Delete all" without JavaScript asks on that page too.
 */

const CONFIRM_TEXTS = {
  add: "add",
  "alert-stock": "alertStock",
  "alert-price": "alertPrice",
  "delete-all": "deleteAll",
} as const satisfies Record<Confirmation["intent"], string>;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shopper } = await requireCustomer(request, context);
  const { locale } = shopper;
  const url = new URL(request.url);
  const parsed = confirmationSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw redirect(localizePath("/my-account/wishlist", locale));
  const post = parsed.data;
  const product = "sku" in post ? await getProduct({ locale, sku: post.sku }) : undefined;
  if ("sku" in post && !product) throw new Response(null, { status: 404, statusText: "Not Found", headers: privatePageHeaders });
  const back = safeRedirectPath(
    url.searchParams.get("back"),
    localizePath(product ? productPath(product) : "/my-account/wishlist", locale),
  );
  const t = getI18n(locale).getFixedT(locale, "wishlist");
  return data(
    {
      title: t(`confirm.${CONFIRM_TEXTS[post.intent]}.title`),
      // The product the shopper meant (a variant's sku names its parent).
      post: product ? { ...post, sku: product.sku } : post,
      name: product?.name ?? "",
      back,
    },
    { headers: privatePageHeaders },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

// ---------- action ----------

type Message = `wishlist:${ParseKeys<"wishlist">}` | `cart:${ParseKeys<"cart">}`;

interface Done {
  kind: Flash["kind"];
  message: Message;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const formData = await readForm(request, "wishlist");
  const redirectTo = formData.get("redirectTo");
  // Where a browser without JavaScript goes next; null for a fetcher.
  const back = redirectTo === null ? null : safeRedirectPath(redirectTo, localizePath("/my-account/wishlist", shopper.locale));
  const parsed = wishlistPostSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return inPlaceRefused(shopper, back, "wishlist:errors.requestInvalid", 400);

  const customer = shopper.customerAuth();
  if (!customer) return signInFirst(shopper, parsed.data, back);
  try {
    return await inPlaceDone(shopper, back, await perform(shopper, customer, parsed.data));
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    if (error.status === 401) return signInFirst(shopper, parsed.data, back);
    if (isWishlistErrorCode(error.code)) return inPlaceRefused(shopper, back, `wishlist:errors.${error.code}`, error.status);
    if (isCartErrorCode(error.code)) return inPlaceRefused(shopper, back, `cart:errors.${error.code}`, error.status);
    console.error(`wishlist: ${parsed.data.intent} refused:`, error);
    return inPlaceRefused(shopper, back, "wishlist:errors.generic", error.status >= 500 ? 502 : 400);
  }
}

async function perform(shopper: Shopper, customer: CustomerAuth, post: WishlistPost): Promise<Done> {
  const { locale } = shopper;
  const ok = (message: Message): Done => ({ kind: "success", message });
  switch (post.intent) {
    case "add":
      await addToWishlist(locale, customer, post.sku);
      return ok("wishlist:notifications.added");
    case "remove":
      await removeFromWishlist(locale, customer, post.sku);
      return ok("wishlist:notifications.removed");
    case "move-to-cart": {
      const { status } = await moveToCart(locale, customer, post.sku);
      await followCustomerCart(shopper, customer);
      return status === "volatile" ? { kind: "info", message: "wishlist:notifications.movedVolatile" } : ok("wishlist:notifications.moved");
    }
    case "move-all-to-cart": {
      const { moved, stayed } = await moveAllToCart(locale, customer);
      if (moved.length > 0) await followCustomerCart(shopper, customer);
      if (stayed.length === 0) return ok("wishlist:notifications.allMoved");
      return moved.length > 0
        ? { kind: "info", message: "wishlist:notifications.someStayed" }
        : { kind: "error", message: "wishlist:notifications.noneMoved" };
    }
    case "delete-all":
      await deleteWishlist(locale, customer);
      return ok("wishlist:notifications.deletedAll");
    case "move-from-cart":
      await moveFromCart(locale, customer, post.item_id);
      return ok("wishlist:notifications.movedFromCart");
    case "alert-stock":
      await addAlert(locale, customer, post.sku, "stock");
      return ok("wishlist:notifications.stockAlert");
    case "alert-price":
      await addAlert(locale, customer, post.sku, "price");
      return ok("wishlist:notifications.priceAlert");
    case "remove-alert":
      await removeAlert(locale, customer, post.id);
      return ok("wishlist:notifications.alertRemoved");
  }
}

/**
 * A move fills the customer's own cart (created when there is none): the session follows it, so the header
 * counts what moved. The move itself is done, so a failure here only leaves the count behind.
 */
async function followCustomerCart(shopper: Shopper, customer: CustomerAuth): Promise<void> {
  try {
    shopper.useCart(await customerCartToken(shopper.locale, customer));
  } catch (error) {
    console.error("wishlist: customer cart unavailable after a move:", error);
  }
}

/**
 * Sign in first (a guest, or a customer whose session ended), then the confirmation page of this post
 * when it has one, else back where the control was.
 */
async function signInFirst(shopper: Shopper, post: WishlistPost, back: string | null) {
  const confirmation = confirmationSchema.safeParse(post);
  const next = confirmation.success ? localizePath(confirmationPath(confirmation.data, back ?? undefined), shopper.locale) : back;
  shopper.signOut();
  shopper.flash({ kind: "info", message: "wishlist:notifications.signInFirst" });
  return redirect(signInPath(shopper, next ?? undefined), { status: 303 });
}

// ---------- the confirmation page ----------

export default function ConfirmWishlistPost() {
  const { post, name, back } = useLoaderData<typeof loader>();
  const { t } = useTranslation("wishlist");
  const href = useLocalizedHref();
  const texts = CONFIRM_TEXTS[post.intent];
  return (
    <section className="container page wishlist-confirm" aria-labelledby="confirm-heading">
      <h1 id="confirm-heading">{t(`confirm.${texts}.heading`, { name })}</h1>
      {post.intent === "delete-all" ? <p>{t("confirm.deleteAll.text")}</p> : null}
      <Form method="post" action={href("/wishlist")} className="wishlist-confirm__actions">
        <input type="hidden" name="intent" value={post.intent} />
        {"sku" in post ? <input type="hidden" name="sku" value={post.sku} /> : null}
        <input type="hidden" name="redirectTo" value={back} />
        <button type="submit" className="button button--primary">
          {t(`confirm.${texts}.submit`)}
        </button>
        <Link to={back} className="button button--secondary">
          {t("confirm.cancel")}
        </Link>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
