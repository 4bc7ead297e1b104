import { RemixBrowser } from "@remix-run/react";
import { createInstance } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, i18nextOptions, isLocale } from "~/lib/i18n";

// The language is the one the server rendered; the translations arrive with the root loader's
// data and are added by the root `Layout` before its first (hydration) render, so no HTTP backend.
const lang = document.documentElement.lang;
const i18n = createInstance();
void i18n.use(initReactI18next).init({ ...i18nextOptions, lng: isLocale(lang) ? lang : DEFAULT_LOCALE, resources: {} });

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </I18nextProvider>,
  );
});
