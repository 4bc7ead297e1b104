import { Form, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "../../common/format";
import { PROMO_STATES, type PromoState } from "../../commerce/contract/promotion";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { Pagination } from "~/components/admin/pagination";
import { promotionAmount, usePromotionScope } from "~/components/admin/promotion-form";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { pageOf } from "~/lib/back-office";
import { asStaff } from "~/lib/back-office.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { listPromotions, promotionScopes, type Promotion, type PromotionScopes } from "~/models/promotions-admin.server";

/**
 * Promotions (issue 22), for owners, catalogue and finance: promo codes and bank offers found by their code or state,
 * each with its uses and what the orders that used it came to (cancelled and failed orders left out).
 */

const PAGE_SIZE = 25;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const state = url.searchParams.get("state");
  const filter = {
    q: url.searchParams.get("q")?.trim().slice(0, 32) || undefined,
    state: (PROMO_STATES as readonly string[]).includes(state ?? "") ? (state as PromoState) : undefined,
  };
  const page = pageOf(url);
  return asStaff(request, context, async (staff, locale) => {
    const [promotions, scopes] = await Promise.all([listPromotions(locale, staff, filter, page, PAGE_SIZE), promotionScopes(locale, staff)]);
    return { title: getI18n(locale).getFixedT(locale, "admin")("promotions.title"), filter, page, promotions, scopes };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function Promotions() {
  const { filter, page, promotions, scopes } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  return (
    <section className="bo-page" aria-labelledby="promotions-heading">
      <h1 id="promotions-heading">{t("promotions.heading")}</h1>
      <p className="bo-actions">
        <Link to={href("/admin/promotions/new")} className="button button--primary">
          {t("promotions.new")}
        </Link>
      </p>
      <Form method="get" className="bo-panel bo-filters" aria-label={t("promotions.filters")}>
        <TextField id="promotions-q" name="q" label={t("promotions.search")} defaultValue={filter.q} autoComplete="off" dir="ltr" />
        <SelectField id="promotions-state" name="state" label={t("promotions.state")} defaultValue={filter.state ?? ""}>
          <option value="">{t("promotions.any")}</option>
          {PROMO_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`promotions.states.${state}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--primary">
          {t("promotions.find")}
        </button>
      </Form>
      {promotions.items.length === 0 ? (
        <p className="bo-panel">{t("promotions.none")}</p>
      ) : (
        <div className="bo-table-wrap bo-panel">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("promotions.code")}</th>
                <th scope="col">{t("promotions.kind")}</th>
                <th scope="col">{t("promotions.amount")}</th>
                <th scope="col">{t("promotions.scope")}</th>
                <th scope="col">{t("promotions.validity")}</th>
                <th scope="col">{t("promotions.state")}</th>
                <th scope="col" className="bo-number">
                  {t("promotions.uses")}
                </th>
                <th scope="col" className="bo-number">
                  {t("promotions.revenue")}
                </th>
                <th scope="col" className="bo-number">
                  {t("promotions.discountGiven")}
                </th>
              </tr>
            </thead>
            <tbody>
              {promotions.items.map((promotion) => (
                <PromotionRow key={promotion.id} promotion={promotion} scopes={scopes} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} total={promotions.total} pageSize={PAGE_SIZE} />
    </section>
  );
}

function PromotionRow({ promotion, scopes }: { promotion: Promotion; scopes: PromotionScopes }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const href = useLocalizedHref();
  const scope = usePromotionScope(promotion, scopes);
  const from = promotion.from_date ? formatDate(promotion.from_date) : "…";
  const to = promotion.to_date ? formatDate(promotion.to_date) : "…";
  return (
    <tr>
      <td>
        <Link to={href(`/admin/promotions/${promotion.id}`)} aria-label={t("promotions.open", { code: promotion.code })} dir="ltr">
          {promotion.code}
        </Link>
        {promotion.is_bank_coupon ? <span className="bo-tag">{t("promotions.bankOffer")}</span> : null}
      </td>
      <td>{t(`promotions.kinds.${promotion.kind}`)}</td>
      <td>{promotionAmount(promotion, locale)}</td>
      <td>{scope}</td>
      <td>
        <span dir="ltr">
          {from} – {to}
        </span>
      </td>
      <td>{t(`promotions.states.${promotion.state}`)}</td>
      <td className="bo-number">
        {promotion.usage_limit === null ? promotion.times_used : t("promotions.usesOf", { used: promotion.times_used, limit: promotion.usage_limit })}
      </td>
      <td className="bo-number">{formatMoney(promotion.revenue, locale)}</td>
      <td className="bo-number">{formatMoney(promotion.discount, locale)}</td>
    </tr>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
