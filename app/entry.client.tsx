import { createInstance, type Resource } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LOCALE, i18nextOptions, isLocale, addLocaleFormats } from "~/lib/i18n";

// The page's language is the one the server rendered, and it only changes with a page load (the language
// switch is a plain link). Its translations are one JSON file the document preloads (root `Layout`),
// cached by the browser for good. If they cannot be loaded the page is not hydrated: it keeps working as
// the server-rendered page it is, without JavaScript.
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;

async function loadTranslations(): Promise<Resource[string]> {
  const link = document.querySelector<HTMLLinkElement>("link[data-translations]");
  if (!link) return {};
  const response = await fetch(link.href);
  if (!response.ok) throw new Error(`translations answered ${response.status}`);
  return (await response.json()) as Resource[string];
}

function hydrate(translations: Resource[string]) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nextOptions, lng: locale, resources: { [locale]: translations } });
  addLocaleFormats(i18n, locale);
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

loadTranslations().then(hydrate, (error: unknown) => console.error("Not enhancing the page: no translations.", error));
