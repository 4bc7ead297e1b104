import { data, Form, Link, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { readId } from "../../commerce/contract/cart";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { formatMoney } from "../../common/format";
import { imageSize, productImageUrl } from "~/lib/images";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { getCart } from "~/models/cart.server";
import { shopperOf } from "~/lib/request-context.server";

/**
 * "Remove this item?" for browsers without JavaScript (SPEC §9: the cart asks before removing). The
 * cart's remove link comes here; the form posts `intent=remove` to the cart action, "Keep it" goes
 * back. With JavaScript the cart page asks in a dialog instead. A GET never changes the cart.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const locale = shopper.locale;
  const t = getI18n(locale).getFixedT(locale, "cart");
  const itemId = readId(params.itemId);
  const cartToken = shopper.cartToken;
  const cart = itemId !== null && cartToken ? await getCart({ locale, cartToken }) : null;
  const item = cart?.items.find((line) => line.item_id === itemId) ?? null;
  return data({ title: t("meta.removeTitle"), item }, { status: item ? 200 : 404, headers: privatePageHeaders });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

export default function RemoveFromCart() {
  const { item } = useLoaderData<typeof loader>();
  const { t } = useTranslation("cart");
  const locale = useLocale();
  const href = useLocalizedHref();

  if (!item) {
    return (
      <section className="container notice-page" aria-labelledby="remove-heading">
        <h1 id="remove-heading">{t("remove.notInCart")}</h1>
        <p>
          <Link to={href("/cart")} className="button button--primary">
            {t("remove.backToCart")}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className="container page remove-page" aria-labelledby="remove-heading">
      <h1 id="remove-heading">{t("remove.heading")}</h1>
      <div className="remove-page__item">
        {item.image ? (
          <img
            src={productImageUrl(item.image, "cart")}
            width={imageSize.cart.width}
            height={imageSize.cart.height}
            alt=""
          />
        ) : null}
        <div>
          <p className="remove-page__name">{item.name}</p>
          {item.options.length > 0 ? (
            <p className="remove-page__options">{item.options.map((o) => `${o.label}: ${o.value}`).join(", ")}</p>
          ) : null}
          <p>
            {t("line.qty")}: {item.qty} · {formatMoney(item.row_total_incl_tax, locale)}
          </p>
        </div>
      </div>
      <p>{t("remove.text", { name: item.name })}</p>
      <Form method="post" action={href("/cart")} className="remove-page__actions">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="item_id" value={item.item_id} />
        <input type="hidden" name="redirectTo" value={href("/cart")} />
        <button type="submit" className="button button--primary">
          {t("remove.confirm")}
        </button>
        <Link to={href("/cart")} className="button button--secondary">
          {t("remove.keep")}
        </Link>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
