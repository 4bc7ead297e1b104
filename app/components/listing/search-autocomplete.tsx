import { useNavigate } from "react-router";
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useDebounceFetcher } from "remix-utils/use-debounce-fetcher";
import { useHydrated } from "remix-utils/use-hydrated";
import { useLocale } from "~/lib/use-locale";

/** Suggestions start after this many characters; the search itself needs three (SPEC §9 is about results). */
export const AUTOCOMPLETE_MIN_LENGTH = 2;
const DEBOUNCE_MS = 200;
export const AUTOCOMPLETE_ENDPOINT = "/api/autocomplete";

/** What the autocomplete route answers; hrefs and prices come ready for display. */
export interface AutocompleteResult {
  term: string;
  suggestions: { term: string; href: string }[];
  products: { sku: string; name: string; href: string; image: string; price: string }[];
}

type Option = { id: string; href: string } & (
  | { kind: "term"; term: string }
  | { kind: "product"; name: string; image: string; price: string }
);

/**
 * The search box's text input, enhanced into an ARIA 1.2 combobox: as the shopper types, a debounced
 * fetcher asks the autocomplete route for completed terms and matching products, shown in a listbox
 * (arrow keys move, Enter opens the highlighted entry, Escape closes). Until hydration, and without
 * JavaScript, it is the plain input of the surrounding GET form. Takes the same props as that `<input>`.
 */
export function SearchAutocomplete({ className, defaultValue, onKeyDown, ...inputProps }: InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation("listing");
  const locale = useLocale();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const fetcher = useDebounceFetcher<AutocompleteResult>();
  const listboxId = useId();
  const [value, setValue] = useState(typeof defaultValue === "string" ? defaultValue : "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  // Text typed before hydration is in the DOM but not in state; adopt it so React does not wipe it.
  useEffect(() => {
    if (input.current && input.current.value !== value) setValue(input.current.value);
  }, []);

  const result = fetcher.data && value.trim().length >= AUTOCOMPLETE_MIN_LENGTH ? fetcher.data : null;
  const options: Option[] = result
    ? [
        ...result.suggestions.map((s, i) => ({ kind: "term" as const, id: `${listboxId}-t${i}`, href: s.href, term: s.term })),
        ...result.products.map((p, i) => ({
          kind: "product" as const,
          id: `${listboxId}-p${i}`,
          href: p.href,
          name: p.name,
          image: p.image,
          price: p.price,
        })),
      ]
    : [];
  const expanded = hydrated && open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(option: Option) {
    close();
    if (option.kind === "term") setValue(option.term);
    navigate(option.href);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (options.length === 0) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setOpen(true);
        setActive((current) => (!expanded || current < 0 ? (step > 0 ? 0 : options.length - 1) : (current + step + options.length) % options.length));
        return;
      }
      case "Enter":
        if (activeOption) {
          event.preventDefault();
          choose(activeOption);
        } else {
          close(); // the form submits as usual
        }
        return;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          close();
        }
        return;
    }
  }

  const suggestions = options.filter((o) => o.kind === "term");
  const products = options.filter((o) => o.kind === "product");

  return (
    <div className="autocomplete">
      <input
        {...inputProps}
        ref={input}
        className={className}
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setValue(next);
          setActive(-1);
          setOpen(true);
          if (next.trim().length >= AUTOCOMPLETE_MIN_LENGTH) {
            fetcher.submit({ q: next, locale }, { method: "get", action: AUTOCOMPLETE_ENDPOINT, debounceTimeout: DEBOUNCE_MS });
          }
        }}
        onKeyDown={handleKeyDown}
        onBlur={close}
        {...(hydrated
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": expanded,
              "aria-controls": listboxId,
              "aria-activedescendant": activeOption?.id,
            }
          : {})}
      />
      {hydrated ? (
        <>
          <div
            id={listboxId}
            role="listbox"
            aria-label={t("autocomplete.listLabel")}
            className="autocomplete__popup"
            hidden={!expanded}
            // Keeps focus in the input, so a click chooses instead of closing the list on blur.
            onMouseDown={(event) => event.preventDefault()}
          >
            {suggestions.length > 0 ? (
              <OptionGroup id={`${listboxId}-suggestions`} label={t("autocomplete.suggestions")}>
                {suggestions.map((option) =>
                  option.kind === "term" ? (
                    <div
                      key={option.id}
                      id={option.id}
                      role="option"
                      aria-selected={option === activeOption}
                      className="autocomplete__option autocomplete__option--term"
                      onClick={() => choose(option)}
                    >
                      {option.term}
                    </div>
                  ) : null,
                )}
              </OptionGroup>
            ) : null}
            {products.length > 0 ? (
              <OptionGroup id={`${listboxId}-products`} label={t("autocomplete.products")}>
                {products.map((option) =>
                  option.kind === "product" ? (
                    <div
                      key={option.id}
                      id={option.id}
                      role="option"
                      aria-selected={option === activeOption}
                      className="autocomplete__option autocomplete__option--product"
                      onClick={() => choose(option)}
                    >
                      <img src={option.image} alt="" width={40} height={40} loading="lazy" className="autocomplete__image" />
                      <span className="autocomplete__name">{option.name}</span>
                      <span className="autocomplete__price">{option.price}</span>
                    </div>
                  ) : null,
                )}
              </OptionGroup>
            ) : null}
          </div>
          <div role="status" className="visually-hidden">
            {expanded ? t("autocomplete.available", { count: options.length }) : ""}
          </div>
        </>
      ) : null}
    </div>
  );
}

function OptionGroup({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="autocomplete__group">
      <div id={id} role="presentation" className="autocomplete__group-label">
        {label}
      </div>
      {children}
    </div>
  );
}
