import { useTranslation } from "react-i18next";
import type { SignInProvider } from "../../../commerce/contract/social-sign-in";
import { useLocalizedHref } from "~/lib/use-locale";

/**
 * "Continue with Google / Apple" (decision 059): plain links, a whole-page navigation to the provider and back,
 * so they work the same with JavaScript off.
 */
export function ProviderLinks({ providers, redirectTo }: { providers: SignInProvider[]; redirectTo: string | null }) {
  const { t } = useTranslation("account");
  const href = useLocalizedHref();
  if (providers.length === 0) return null;
  const query = redirectTo ? `?${new URLSearchParams({ redirectTo })}` : "";
  return (
    <div className="account-providers">
      <p className="account-providers__or">{t("social.or")}</p>
      <ul>
        {providers.map((provider) => (
          <li key={provider}>
            <a className={`button button--secondary account-providers__${provider}`} href={`${href(`/sign-in/with/${provider}`)}${query}`}>
              {t("social.continueWith", { provider: t(`social.provider.${provider}`) })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
