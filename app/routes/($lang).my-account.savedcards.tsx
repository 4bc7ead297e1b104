import { parseWithZod } from "@conform-to/zod";
import { data, Form, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { removeCardSchema } from "~/components/orders/order-forms";
import { orSignIn, requireCustomer } from "~/lib/account.server";
import { accountPageHeaders, accountPageMeta } from "~/lib/account-page";
import { orUndefinedOn404 } from "~/lib/commerce.server";
import { readForm } from "~/lib/forms.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { deleteSavedCard, listSavedCards } from "~/models/saved-cards.server";

/**
 * The cards the customer saved at checkout (SPEC §2 my-saved-cards): brand, the number masked as SPEC §9 says
 * (`**** 1111`) and expiry, each with "Remove" (POST → 303 back here with a message).
 */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shopper, customer } = await requireCustomer(request, context);
  const { locale } = shopper;
  const cards = await orSignIn(shopper, request, listSavedCards(locale, customer));
  return data(
    { title: getI18n(locale).getFixedT(locale, "orders")("savedCards.title"), cards },
    { headers: privatePageHeaders },
  );
}

export const meta = accountPageMeta;
export const headers = accountPageHeaders;

/** A card already gone (a second click, another tab) or someone else's says so, like any refusal here. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const { shopper, customer } = await requireCustomer(request, context);
  const submission = parseWithZod(await readForm(request, "remove-card"), { schema: removeCardSchema });
  const removed =
    submission.status === "success"
      ? await orSignIn(shopper, request, deleteSavedCard(shopper.locale, customer, submission.value.id).catch(orUndefinedOn404))
      : undefined;
  shopper.flash(removed ? { kind: "success", message: "orders:savedCards.removed" } : { kind: "error", message: "orders:errors.card.notFound" });
  return redirect(localizePath("/my-account/savedcards", shopper.locale), { status: 303 });
}

export default function SavedCards() {
  const { cards } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  return (
    <>
      <h1>{t("savedCards.heading")}</h1>
      <p>{t("savedCards.intro")}</p>
      {cards.length === 0 ? (
        <p>{t("savedCards.empty")}</p>
      ) : (
        <>
          <h2 className="visually-hidden">{t("savedCards.listHeading")}</h2>
          <ul className="saved-cards">
            {cards.map((card) => (
              <li key={card.id} className="saved-card">
                <p className="saved-card__brand">{card.brand}</p>
                <dl className="order-facts">
                  <div>
                    <dt>{t("savedCards.number")}</dt>
                    <dd dir="ltr">{card.masked}</dd>
                  </div>
                  <div>
                    <dt>{t("savedCards.expiry")}</dt>
                    <dd dir="ltr">{card.expiry}</dd>
                  </div>
                </dl>
                <Form method="post">
                  <input type="hidden" name="id" value={card.id} />
                  <button
                    type="submit"
                    className="button button--secondary button--small"
                    aria-label={t("savedCards.removeNamed", { brand: card.brand, number: card.masked })}
                  >
                    {t("savedCards.remove")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
