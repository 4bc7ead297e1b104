import { Form, Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "../../../common/format";
import { SelectField } from "~/components/forms/select-field";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import type { ProductDelivery } from "~/models/locator.server";
import { useDeliveryFee } from "./delivery-fee";

/**
 * The product page's store and delivery box: a link to the stores that hold the product (the store locator's
 * `?sku=`), and a GET form estimating standard and express delivery to an emirate (`?emirate=`, a query string
 * the page cache does not keep). Both work without JavaScript.
 */
export function ProductStoreServices({ sku, typeId, delivery }: { sku: string; typeId: string; delivery: ProductDelivery }) {
  const { t } = useTranslation("locator");
  const href = useLocalizedHref();
  return (
    <section className="product-stores" aria-labelledby="product-stores-heading">
      <h2 id="product-stores-heading" className="product-stores__heading">
        {t("product.heading")}
      </h2>
      <p>
        <Link to={href(`/store-locator?sku=${encodeURIComponent(sku)}`)}>{t("product.availability")}</Link>
      </p>
      {NOT_DELIVERED.has(typeId) ? null : <DeliveryEstimate delivery={delivery} />}
    </section>
  );
}

/** Products the store never delivers: they arrive by e-mail or download (as the cart counts them). */
const NOT_DELIVERED: ReadonlySet<string> = new Set(["virtual", "downloadable", "giftcard"]);

function DeliveryEstimate({ delivery }: { delivery: ProductDelivery }) {
  const { t } = useTranslation("locator");
  const locale = useLocale();
  const href = useLocalizedHref();
  const feeText = useDeliveryFee();
  const { timelines, problem } = delivery;
  return (
    <>
      <Form method="get" preventScrollReset className="product-stores__form">
        <fieldset>
          <legend>{t("product.deliveryLegend")}</legend>
          <SelectField id="delivery-emirate" name="emirate" label={t("product.emirate")} defaultValue={delivery.chosen ?? ""} required>
            <option value="">{t("product.chooseEmirate")}</option>
            {delivery.emirates.map((emirate) => (
              <option key={emirate.code} value={emirate.code}>
                {emirate.name}
              </option>
            ))}
          </SelectField>
          <button type="submit" className="button button--secondary">
            {t("product.estimate")}
          </button>
        </fieldset>
      </Form>
      <div aria-live="polite">
        {timelines ? (
          <>
            <p>{t("product.estimateFor", { emirate: timelines.emirate.name })}</p>
            <ul className="product-stores__estimates">
              {timelines.estimates.map((estimate) => (
                <li key={estimate.method}>
                  {t("product.estimateLine", {
                    method: t(`methods.${estimate.method}`),
                    date: formatCalendarDate(estimate.date, locale),
                    fee: feeText(estimate),
                  })}
                </li>
              ))}
            </ul>
            {timelines.supplier_days > 0 ? <p>{t("product.supplier", { count: timelines.supplier_days })}</p> : null}
          </>
        ) : null}
        {problem ? (
          <p className="field__error" role="alert">
            {t(`product.${problem}`)}
          </p>
        ) : null}
      </div>
      <p>
        <Link to={href("/delivery")}>{t("product.rulesLink")}</Link>
      </p>
    </>
  );
}
