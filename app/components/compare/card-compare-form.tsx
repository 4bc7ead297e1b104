import { useLocation } from "react-router";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useCardFormsSubmit, useInPlaceFetcher } from "~/components/forms/in-place-fetcher";
import { useCompareAction } from "./compare-form";

/**
 * A product card's "Compare": a plain form, the same for every shopper (listings come from the shared page
 * cache), so it only adds. It holds no hooks (a listing has 50 cards): the list passes what it needs
 * (useCardCompareForms).
 */
export function CardCompareForm({
  sku,
  name,
  action,
  back,
  label,
}: {
  sku: string;
  name: string;
  action: string;
  back: string;
  label: string;
}) {
  return (
    <form method="post" action={action} className="card-compare" data-card-compare="">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="redirectTo" value={back} />
      <button type="submit" className="card-compare__button">
        {label}
        <span className="visually-hidden"> {name}</span>
      </button>
    </form>
  );
}

/**
 * For a list of cards: what their compare forms need, and, with JavaScript, one listener that posts any of them
 * through one fetcher without `redirectTo`, so the action answers data and the page stays.
 */
export function useCardCompareForms(ref: RefObject<HTMLElement>) {
  const { t } = useTranslation("compare");
  const { pathname, search } = useLocation();
  const action = useCompareAction();
  const { submit } = useInPlaceFetcher();

  useCardFormsSubmit(ref, "data-card-compare", submit);

  return { action, back: pathname + search, label: t("card.button") };
}
