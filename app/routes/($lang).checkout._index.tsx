import { data, Link, redirect, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { cartTokenOf, checkoutModeOf, checkoutPath, pageOfStep } from "~/lib/checkout.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { isCartNotFound } from "~/models/cart.server";
import { getCheckout } from "~/models/checkout.server";
import { shopperOf } from "~/lib/request-context.server";

/**
 * `/checkout` (SPEC: cart links go here): the first checkout step not done yet for the shopper's cart (or with
 * `?mode=buy-now` the buy-now cart), or a note that there is nothing to check out.
 */
export const handle = { layout: "minimal" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const mode = checkoutModeOf(request);
  const cartToken = cartTokenOf(shopper, mode);
  const checkout = cartToken
    ? await getCheckout({ locale: shopper.locale, cartToken }).catch((error: unknown) => {
        if (isCartNotFound(error)) return null;
        throw error;
      })
    : null;
  if (checkout && checkout.cart.items_count > 0) {
    throw redirect(checkoutPath(pageOfStep(checkout.next_step, shopper), shopper.locale, mode));
  }
  const t = getI18n(shopper.locale).getFixedT(shopper.locale, "checkout");
  return data({ title: t("heading") }, { headers: privatePageHeaders });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : []);

export default function EmptyCheckout() {
  const { t } = useTranslation("checkout");
  const href = useLocalizedHref();
  useLoaderData<typeof loader>();
  return (
    <div className="container page checkout">
      <h1 className="checkout__heading">{t("heading")}</h1>
      <p>{t("empty")}</p>
      <p>
        <Link to={href("/cart")} className="button button--secondary">
          {t("backToCart")}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
