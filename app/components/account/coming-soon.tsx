import { useTranslation } from "react-i18next";

/** An account block whose feature arrives with a later release: says so plainly, links nowhere. */
export function ComingSoon({ heading, text }: { heading: string; text: string }) {
  const { t } = useTranslation("account");
  return (
    <>
      <h1>{heading}</h1>
      <section className="account-card" aria-labelledby="coming-soon-heading">
        <h2 id="coming-soon-heading">{t("comingSoon.heading")}</h2>
        <p>{text}</p>
      </section>
    </>
  );
}
