import { useLocation } from "react-router";
import { dirOf, switchLocalePath, type Locale } from "~/lib/i18n";

/**
 * One line above the header for a browser that prefers the other language: a plain link to this page in
 * that language, written in it. No redirect and no script: each URL keeps its own language.
 */
export function LanguageSuggestion({ locale, label, text }: { locale: Locale; label: string; text: string }) {
  const { pathname, search } = useLocation();
  return (
    <aside className="language-suggestion" aria-label={label} lang={locale} dir={dirOf(locale)}>
      <a href={switchLocalePath(pathname, search, locale)} hrefLang={locale}>
        {text}
      </a>
    </aside>
  );
}
