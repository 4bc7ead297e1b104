import { Form, useLocation, useSubmit } from "react-router";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { ListingQuery, SortOptions } from "~/lib/listing-query";
import { HiddenListingInputs } from "./hidden-inputs";

/** A GET form: a select and a button without JavaScript; with it, choosing a sort applies it at once. */
export function SortForm({ query, sortOptions }: { query: ListingQuery; sortOptions: SortOptions }) {
  const { t } = useTranslation("listing");
  const { pathname } = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const current = query.sort ?? sortOptions.defaultSort;

  // The select is uncontrolled; after a navigation (back button, a chip link) show the sort of the new URL.
  useEffect(() => {
    if (select.current) select.current.value = current;
  }, [current]);

  return (
    <Form
      method="get"
      action={pathname}
      className="sort-form"
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      <HiddenListingInputs query={query} sortOptions={sortOptions} filters sort={false} />
      <label htmlFor={id} className="sort-form__label">
        {t("sort.label")}
      </label>
      <select ref={select} id={id} name="sort" className="field__input sort-form__select" defaultValue={current}>
        {sortOptions.sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="button button--secondary sort-form__submit">
          {t("sort.apply")}
        </button>
      )}
    </Form>
  );
}
