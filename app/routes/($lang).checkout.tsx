import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CartSummaryLines } from "~/components/cart/cart-summary-lines";
import { TotalsTable } from "~/components/cart/totals-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { getShopper } from "~/lib/shopper.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { getCart } from "~/models/cart.server";

/**
 * Placeholder checkout: what would be bought (the shopper's cart, or with `?mode=buy-now` the separate
 * buy-now cart) and a note that the checkout steps are coming. Personal, never cached.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, params);
  const locale = shopper.locale;
  const t = getI18n(locale).getFixedT(locale, "cart");
  const buyNow = new URL(request.url).searchParams.get("mode") === "buy-now";
  const cartToken = buyNow ? shopper.buyNowCartToken : shopper.cartToken;
  const cart = cartToken ? await getCart({ locale, cartToken }) : null;
  return data({ title: t("meta.checkoutTitle"), buyNow, cart }, { headers: privatePageHeaders });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

export default function Checkout() {
  const { buyNow, cart } = useLoaderData<typeof loader>();
  const { t } = useTranslation("cart");
  const href = useLocalizedHref();
  const hasItems = cart !== null && cart.items.length > 0;

  return (
    <div className="container page checkout-page">
      <h1 id="checkout-heading">{buyNow ? t("checkout.buyNowHeading") : t("checkout.heading")}</h1>
      {hasItems ? (
        <>
          {buyNow ? <p className="checkout-page__note">{t("checkout.buyNowNote")}</p> : null}
          <div className="checkout-page__summary">
            <section aria-labelledby="checkout-lines-heading">
              <h2 id="checkout-lines-heading" className="visually-hidden">
                {t("line.listLabel")}
              </h2>
              <CartSummaryLines items={cart.items} />
            </section>
            <section className="cart-summary" aria-labelledby="checkout-totals-heading">
              <h2 id="checkout-totals-heading" className="cart-summary__title">
                {t("totals.heading")}
              </h2>
              <TotalsTable cart={cart} headingId="checkout-totals-heading" />
            </section>
          </div>
          <p className="checkout-page__coming">{t("checkout.comingSoon")}</p>
        </>
      ) : (
        <p>{t("checkout.empty")}</p>
      )}
      <p>
        <Link to={href("/cart")} className="button button--secondary">
          {t("checkout.backToCart")}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
