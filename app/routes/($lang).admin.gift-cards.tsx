import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, redirect, useActionData, useLoaderData, useLocation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatDate, formatMoney } from "../../common/format";
import { GIFT_CARD_KINDS, GIFT_CARD_STATES, type GiftCardKind, type GiftCardState } from "../../commerce/contract/gift-card";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { changeGiftCardSchema, issueGiftCardSchema } from "~/components/admin/admin-forms";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { Pagination } from "~/components/admin/pagination";
import { conformField } from "~/components/forms/conform-field";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { pageOf } from "~/lib/back-office";
import { asStaff, backOfficeHeaders, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { useLocale } from "~/lib/use-locale";
import { changeGiftCard, issueGiftCard, listGiftCards, type GiftCardPage } from "~/models/gift-cards-admin.server";

/**
 * Gift cards (issue 22), for owners and finance: every gift card and voucher, found by its last characters and
 * shown masked; a card issued by hand, whose code the page shows once; and for each active card, its balance set or
 * the card voided, each with a reason the audit log keeps.
 */

const PAGE_SIZE = 25;
const ISSUE = "gift-card-issue";
type Row = GiftCardPage["items"][number];
type IssuedCard = Awaited<ReturnType<typeof issueGiftCard>>;

const oneOf = <T extends string>(value: string | null, values: readonly T[]): T | undefined => (values as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return asStaff(request, context, async (staff, locale) => {
    const filter = {
      q: url.searchParams.get("q")?.trim().slice(0, 24) || undefined,
      kind: oneOf<GiftCardKind>(url.searchParams.get("kind"), GIFT_CARD_KINDS),
      state: oneOf<GiftCardState>(url.searchParams.get("state"), GIFT_CARD_STATES),
    };
    const page = pageOf(url);
    return { title: getI18n(locale).getFixedT(locale, "admin")("giftCards.title"), filter, page, cards: await listGiftCards(locale, staff, filter, page, PAGE_SIZE) };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

const changeIntent = (action: string, code: string) => `gift-card-${action}:${code}`;

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const formData = await readForm(request, "gift-card");
  const locale = localeOf(context);
  if (formData.get("intent") === ISSUE) {
    const submission = parseWithZod(formData, { schema: issueGiftCardSchema });
    if (submission.status !== "success") return refuseForm(ISSUE, submission);
    try {
      const issued = await asStaff(request, context, (staff) => issueGiftCard(locale, staff, submission.value));
      // The code is shown once, in this answer: it is money, so it never goes into an address or a flash cookie.
      return data({ intent: ISSUE, result: submission.reply({ resetForm: true }), issued }, { headers: backOfficeHeaders });
    } catch (error) {
      return refuseWithCommerceError(request, context, ISSUE, submission, error);
    }
  }
  const submission = parseWithZod(formData, { schema: changeGiftCardSchema });
  const intent = changeIntent(String(formData.get("action")), String(formData.get("code") ?? ""));
  if (submission.status !== "success") return refuseForm(intent, submission);
  const { code, ...change } = submission.value;
  try {
    await asStaff(request, context, (staff) => changeGiftCard(locale, staff, code, change));
  } catch (error) {
    return refuseWithCommerceError(request, context, intent, submission, error);
  }
  shopperOf(context).flash({ kind: "success", message: `admin:giftCards.done.${change.action}` });
  return redirect(safeRedirectPath(formData.get("back"), localizePath("/admin/gift-cards", locale)), { status: 303 });
}

export default function GiftCards() {
  const { filter, page, cards } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const any = <option value="">{t("giftCards.any")}</option>;
  return (
    <section className="bo-page" aria-labelledby="gift-cards-heading">
      <h1 id="gift-cards-heading">{t("giftCards.heading")}</h1>
      <IssueForm />
      <Form method="get" className="bo-panel bo-filters" aria-label={t("giftCards.filters")}>
        <TextField id="gift-cards-q" name="q" label={t("giftCards.search")} hint={t("giftCards.searchHint")} defaultValue={filter.q} autoComplete="off" dir="ltr" />
        <SelectField id="gift-cards-kind" name="kind" label={t("giftCards.kind")} defaultValue={filter.kind ?? ""}>
          {any}
          {GIFT_CARD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`giftCards.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField id="gift-cards-state" name="state" label={t("giftCards.state")} defaultValue={filter.state ?? ""}>
          {any}
          {GIFT_CARD_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`giftCards.states.${state}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--primary">
          {t("giftCards.find")}
        </button>
      </Form>
      {cards.items.length === 0 ? (
        <p className="bo-panel">{t("giftCards.none")}</p>
      ) : (
        <ol className="bo-review-list">
          {cards.items.map((card) => (
            <CardRow key={card.code} card={card} />
          ))}
        </ol>
      )}
      <Pagination page={page} total={cards.total} pageSize={PAGE_SIZE} />
    </section>
  );
}

function IssueForm() {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const locale = useLocale();
  const answer = useActionData<typeof action>();
  const issued = answer && "issued" in answer ? (answer.issued as IssuedCard) : null;
  const [form, fields] = useForm<z.input<typeof issueGiftCardSchema>>({ id: ISSUE, lastResult: usePageFormResult(ISSUE) });
  return (
    <Form method="post" {...getFormProps(form)} className="bo-panel">
      <fieldset>
        <legend>{t("giftCards.issueLegend")}</legend>
        <input type="hidden" name="intent" value={ISSUE} />
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <TextField {...conformField(fields.value, message)} label={t("giftCards.value")} inputMode="decimal" autoComplete="off" dir="ltr" />
        <TextField {...conformField(fields.reason, message)} label={t("giftCards.reason")} autoComplete="off" />
        <button type="submit" className="button button--primary">
          {t("giftCards.issue")}
        </button>
      </fieldset>
      {issued ? (
        <p role="status" className="bo-issued">
          {t("giftCards.issued", { value: formatMoney(issued.balance, locale), expires: formatDate(issued.expires_at) })} <code dir="ltr">{issued.code}</code>
        </p>
      ) : null}
    </Form>
  );
}

function CardRow({ card }: { card: Row }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const heading = `card-${card.code}`;
  return (
    <li className="bo-panel bo-review" aria-labelledby={heading}>
      <h2 id={heading} className="bo-review__product" dir="ltr">
        {card.masked}
      </h2>
      <dl className="bo-facts">
        <div>
          <dt>{t("giftCards.kind")}</dt>
          <dd>{t(`giftCards.kinds.${card.kind}`)}</dd>
        </div>
        <div>
          <dt>{t("giftCards.balance")}</dt>
          <dd>{formatMoney(card.balance, locale)}</dd>
        </div>
        <div>
          <dt>{t("giftCards.expires")}</dt>
          <dd>{card.expires_at ? formatDate(card.expires_at) : t("giftCards.noExpiry")}</dd>
        </div>
        <div>
          <dt>{t("giftCards.state")}</dt>
          <dd>{t(`giftCards.states.${card.state}`)}</dd>
        </div>
      </dl>
      {card.state === "voided" ? null : (
        <div className="bo-decisions">
          <ChangeForm card={card} action="adjust" />
          <ChangeForm card={card} action="void" />
        </div>
      )}
    </li>
  );
}

function ChangeForm({ card, action }: { card: Row; action: "adjust" | "void" }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const { pathname, search } = useLocation();
  const [form, fields] = useForm<{ balance: string; reason: string }>({
    id: `${action}-${card.code}`,
    lastResult: usePageFormResult(changeIntent(action, card.code)),
    defaultValue: action === "adjust" ? { balance: (card.balance / 100).toFixed(2) } : undefined,
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <fieldset>
        <legend>{t(`giftCards.${action}Legend`, { card: card.masked })}</legend>
        <input type="hidden" name="action" value={action} />
        <input type="hidden" name="code" value={card.code} />
        <input type="hidden" name="back" value={pathname + search} />
        {action === "adjust" ? <input type="hidden" name="seen" value={card.balance} /> : null}
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        {action === "adjust" ? <TextField {...conformField(fields.balance, message)} label={t("giftCards.newBalance")} inputMode="decimal" autoComplete="off" dir="ltr" /> : null}
        <TextField {...conformField(fields.reason, message)} label={t("giftCards.reason")} autoComplete="off" />
        <button type="submit" className={`button ${action === "void" ? "button--secondary" : "button--primary"}`}>
          {t(`giftCards.${action}`)}
        </button>
      </fieldset>
    </Form>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
