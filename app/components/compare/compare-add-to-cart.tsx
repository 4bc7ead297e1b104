import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ADD_TO_CART_FETCHER, useCartAction } from "~/components/cart/cart-links";
import { useCartMessage } from "~/components/cart/messages";
import { FetcherRedirectInput } from "~/components/forms/fetcher-redirect-input";
import { notify } from "~/components/forms/notifications";
import type { action as cartAction } from "~/routes/($lang).cart";

/**
 * One of the product into the cart from the compare page: the cart action's add, as on the product page (the
 * same fetcher, so the microcart opens). Without JavaScript it comes back here with a flash message.
 */
export function CompareAddToCart({ sku, name }: { sku: string; name: string }) {
  const { t } = useTranslation("compare");
  const message = useCartMessage();
  const fetcher = useFetcher<typeof cartAction>({ key: ADD_TO_CART_FETCHER });
  const reported = useRef<unknown>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || result.ok || reported.current === result) return;
    reported.current = result;
    notify({ kind: "error", text: message(result.error) });
  }, [fetcher.state, fetcher.data, message]);

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
