import { Form } from "react-router";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "~/lib/use-locale";
import { SearchIcon } from "./icons";
import { SearchAutocomplete } from "./listing/search-autocomplete";

/**
 * GET search form, usable without JavaScript; used in the header and, with `inPage`, on the search and 404
 * pages, where it is named apart from the header's (two search landmarks need different names).
 */
export function SearchForm({
  className,
  defaultValue,
  inPage = false,
}: {
  className?: string;
  defaultValue?: string;
  inPage?: boolean;
}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const id = useId();
  return (
    <Form
      method="get"
      action={href("/search")}
      role="search"
      aria-label={inPage ? t("header.searchPageLabel") : undefined}
      className={className ? `search-form ${className}` : "search-form"}
    >
      <label htmlFor={id} className="visually-hidden">
        {t("header.searchLabel")}
      </label>
      <SearchAutocomplete
        id={id}
        name="q"
        type="search"
        className="search-form__input"
        placeholder={t("header.searchPlaceholder")}
        defaultValue={defaultValue}
        autoComplete="off"
        enterKeyHint="search"
        required
      />
      <button type="submit" className="search-form__submit">
        <SearchIcon />
        <span className="visually-hidden">{t("header.searchSubmit")}</span>
      </button>
    </Form>
  );
}
