import { useLocation } from "react-router";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useCardFormsSubmit, useInPlaceFetcher } from "~/components/forms/in-place-fetcher";
import { HeartIcon } from "~/components/icons";
import { useWishlistAction } from "./wishlist-form";

/**
 * A product card's compact "Add to wishlist": a plain form, identical for every shopper, because listings
 * are served to anonymous shoppers from the shared page cache. It holds no router hooks (a listing has 50
 * cards, see use-client-navigation.ts): the list passes what it needs and posts it (useCardWishlistForms).
 */
export function CardWishlistForm({ sku, action, back, label }: { sku: string; action: string; back: string; label: string }) {
  return (
    <form method="post" action={action} className="card-wishlist" data-card-wishlist="">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="redirectTo" value={back} />
      <button type="submit" className="card-wishlist__button">
        <HeartIcon />
        <span className="visually-hidden">{label}</span>
      </button>
    </form>
  );
}

/**
 * For a list of cards: what their forms need, and, with JavaScript, one listener that posts any of them
 * through one fetcher without `redirectTo`, so the action answers data and the page stays.
 */
export function useCardWishlistForms(ref: RefObject<HTMLElement>) {
  const { t } = useTranslation("wishlist");
  const { pathname, search } = useLocation();
  const action = useWishlistAction();
  const { submit } = useInPlaceFetcher();

  useCardFormsSubmit(ref, "data-card-wishlist", submit);

  return { action, back: pathname + search, label: (name: string) => t("card.add", { name }) };
}
