import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { CartView } from "~/components/cart/cart-view";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { cartAction } from "~/lib/cart-action.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { getInstalmentOffer } from "~/models/payment.server";
import { getCart, listCoupons } from "~/models/cart.server";
import { shopperOf } from "~/lib/request-context.server";

/** The cart page (GET) and the one cart action (POST) every cart control posts to (app/lib/cart-action.server.ts). */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const t = getI18n(shopper.locale).getFixedT(shopper.locale, "cart");
  const cartToken = shopper.cartToken;
  const [cart, coupons] = await Promise.all([
    cartToken
      ? getCart({ locale: shopper.locale, cartToken }).catch((error: unknown) => {
          console.error("cart: cart unavailable:", error);
          return "unavailable" as const;
        })
      : null,
    listCoupons({ locale: shopper.locale }).catch((error: unknown) => {
      console.error("cart: coupon list unavailable:", error);
      return [];
    }),
  ]);
  const grandTotal = cart && cart !== "unavailable" && cart.items.length > 0 ? cart.totals.grand_total : 0;
  const instalments = await getInstalmentOffer({ locale: shopper.locale, amount: grandTotal }).catch((error: unknown) => {
    console.error("cart: instalments unavailable:", error);
    return null;
  });
  return data(
    {
      title: t("meta.title"),
      cart: cart === "unavailable" ? null : cart,
      payInFour: instalments?.payInFour ?? null,
      unavailable: cart === "unavailable",
      bankCoupons: coupons.filter((coupon) => coupon.is_bank_coupon),
      signedIn: shopper.signedIn,
    },
    { headers: privatePageHeaders },
  );
}

// Personal: never cached.
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

export const action = cartAction;

export default function CartRoute() {
  const loaderData = useLoaderData<typeof loader>();
  return <CartView {...loaderData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
