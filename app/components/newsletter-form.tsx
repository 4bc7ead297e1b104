import { Form, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/forms/error-list";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { useLocalizedHref } from "~/lib/use-locale";

export const NEWSLETTER_FORM = "newsletter";

export interface FormFeedback {
  kind: "success" | "error" | "info";
  text: string;
}

/** Footer sign-up. Posts to the newsletter action, which redirects back here with a flash message. */
export function NewsletterForm({ feedback }: { feedback: FormFeedback | null }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { pathname, search } = useLocation();
  const error = feedback?.kind === "error" ? feedback.text : null;

  return (
    <Form
      method="post"
      action={href("/newsletter")}
      id={NEWSLETTER_FORM}
      className="newsletter"
      aria-labelledby="newsletter-heading"
      preventScrollReset
    >
      <h2 id="newsletter-heading" className="site-footer__heading">
        {t("newsletter.heading")}
      </h2>
      <p className="newsletter__text">{t("newsletter.text")}</p>
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <HoneypotField formId="newsletter" label={t("newsletter.honeypotLabel")} />
      <div className="field">
        <label htmlFor="newsletter-email" className="field__label">
          {t("newsletter.emailLabel")}
        </label>
        <div className="newsletter__row">
          <input
            id="newsletter-email"
            name="email"
            type="email"
            className="field__input"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "newsletter-email-error" : undefined}
          />
          <button type="submit" className="button button--primary">
            {t("newsletter.submit")}
          </button>
        </div>
        <ErrorList id="newsletter-email-error" errors={error ? [error] : null} />
        {feedback && !error ? (
          <p className="field__success" role="status">
            {feedback.text}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
