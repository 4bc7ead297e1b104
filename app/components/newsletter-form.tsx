import { Form, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { TextField } from "~/components/forms/text-field";
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
      <NewsletterFields idPrefix={NEWSLETTER_FORM} feedback={feedback} />
    </Form>
  );
}

/**
 * What every newsletter form posts to the newsletter action (the footer's, and the popup's through a fetcher): the
 * address with its button, the honeypot, and the action's answer. `idPrefix` keeps two of them on one page apart.
 */
export function NewsletterFields({ idPrefix, feedback }: { idPrefix: string; feedback: FormFeedback | null }) {
  const { t } = useTranslation();
  const error = feedback?.kind === "error" ? feedback.text : null;
  return (
    <>
      <HoneypotField formId={idPrefix} label={t("newsletter.honeypotLabel")} />
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label={t("newsletter.emailLabel")}
        errors={error ? [error] : null}
        autoComplete="email"
        inputMode="email"
        required
        maxLength={254}
        beside={
          <button type="submit" className="button button--primary">
            {t("newsletter.submit")}
          </button>
        }
      />
      {feedback && !error ? (
        <p className="field__success" role="status">
          {feedback.text}
        </p>
      ) : null}
    </>
  );
}
