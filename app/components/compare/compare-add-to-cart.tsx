import { useTranslation } from "react-i18next";
import { useCartAction } from "~/components/cart/cart-links";
import { FetcherRedirectInput } from "~/components/forms/fetcher-redirect-input";
import { useAddToCartFetcher } from "~/components/product/add-to-cart-form";

/**
 * One of the product into the cart from the compare page: the cart action's add, as on the product page (the
 * same fetcher, so the microcart opens). Without JavaScript it comes back here with a flash message.
 */
export function CompareAddToCart({ sku, name }: { sku: string; name: string }) {
  const { t } = useTranslation("compare");
  const fetcher = useAddToCartFetcher();

  return (
    <fetcher.Form method="post" action={useCartAction()} className="compare-cart" preventScrollReset>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="qty" value="1" />
      <FetcherRedirectInput />
      <button type="submit" className="button button--primary">
        {t("page.addToCart")}
        <span className="visually-hidden"> {name}</span>
      </button>
    </fetcher.Form>
  );
}
