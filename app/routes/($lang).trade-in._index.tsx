import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import {
  data,
  Form,
  Link,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { isTradeInErrorCode } from "../../commerce/contract/tradein";
import { emailField } from "~/components/account/account-forms";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { conformCheckbox, conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { ChoiceForm, RadioGroup } from "~/components/trade-in/choice-form";
import { orSignIn } from "~/lib/account.server";
import { accountPageHeaders } from "~/lib/account-page";
import { refuse, refuseWhenLimited } from "~/lib/account-forms.server";
import { CommerceError } from "~/lib/commerce.server";
import { formatMoney } from "../../common/format";
import { readForm } from "~/lib/forms.server";
import { isSpam } from "~/lib/honeypot.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath, type Locale } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";

import { pageMeta } from "~/lib/seo";
import { type Shopper } from "~/lib/shopper.server";
import { choicesBefore, readFlow, type Flow } from "~/lib/trade-in-flow.server";
import { ATTRIBUTE_PARAM, QUESTION_PARAM, STEPS, type Step } from "~/lib/trade-in-steps";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { getProfile } from "~/models/account.server";
import { quoteExchangePrice, submitValuation, type Description, type Quote } from "~/models/trade-in.server";
import { clientOf, shopperOf } from "~/lib/request-context.server";

/**
 * The trade-in valuation (SPEC §2 `/trade-in`): device type → brand → model → details → condition, each a GET
 * form (the query string carries the choices, lib/trade-in-flow.server.ts), then the quote and a page form that
 * submits it with the shopper's e-mail. The backend prices the device again at submit and records the quote (the
 * voucher waits until staff have checked the device, decision 038); the shopper lands on its page.
 */

const INTENT = "trade-in";

const submitSchema = z.object({
  email: emailField,
  terms: z.literal("on", { errorMap: () => ({ message: "tradein:validation.terms" }) }),
});

function notFound(): Response {
  return new Response(null, { status: 404, statusText: "Not Found" });
}

/** The quote for a complete description, or null when the backend cannot price now (SPEC §8: no price). */
async function quoteOrNull(shopper: Shopper, description: Description): Promise<Quote | null> {
  try {
    return await quoteExchangePrice(shopper.locale, description);
  } catch (error) {
    if (error instanceof CommerceError && error.status === 404) throw notFound();
    console.error("trade-in: the quote could not be computed:", error);
    return null;
  }
}

/** What the page shows of the flow: the lists of its step, the choices so far, each with its "Change" link. */
function viewOf(flow: Flow, locale: Locale) {
  const change = (step: Step) => {
    const query = new URLSearchParams(choicesBefore(flow, step)).toString();
    return localizePath(query ? `/trade-in?${query}` : "/trade-in", locale);
  };
  const chosenOption = (id: number) => flow.attributes?.flatMap((a) => a.options).find((o) => o.id === id)?.label ?? "";
  const chosenAnswer = (id: number) => flow.questions?.flatMap((q) => q.answers).find((a) => a.id === id)?.label ?? "";
  const done = (step: Step) => STEPS.indexOf(step) < STEPS.indexOf(flow.step);
  const summary = [
    ...(flow.category ? [{ step: "category" as const, label: flow.category.name, href: change("category") }] : []),
    ...(flow.brand ? [{ step: "brand" as const, label: flow.brand.name, href: change("brand") }] : []),
    ...(flow.model ? [{ step: "model" as const, label: flow.model.name, href: change("model") }] : []),
    ...(done("attributes") && flow.attributes?.length
      ? [{ step: "attributes" as const, label: Object.values(flow.options).map(chosenOption).join(" · "), href: change("attributes") }]
      : []),
  ];
  const answers = done("condition")
    ? (flow.questions ?? []).map((q) => ({ question: q.text, answer: chosenAnswer(flow.answers[q.id]!) }))
    : [];
  return {
    step: flow.step,
    hidden: choicesBefore(flow, flow.step),
    summary,
    answers,
    changeCondition: change("condition"),
    categories: flow.categories,
    brands: flow.brands ?? [],
    brand: flow.brand?.name,
    models: flow.models ?? [],
    model: flow.model?.name,
    attributes: flow.attributes ?? [],
    options: flow.options,
    questions: flow.questions ?? [],
    answerIds: flow.answers,
    missing: flow.missing,
  };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const { locale } = shopper;
  const url = new URL(request.url);
  const flow = await readFlow(url, locale);
  const quote = flow.description ? await quoteOrNull(shopper, flow.description) : null;
  const customer = shopper.customerAuth();
  // The quote's form is prefilled with a signed-in customer's e-mail.
  const email = quote && customer ? (await orSignIn(shopper, request, getProfile(locale, customer))).email : "";
  const t = getI18n(locale).getFixedT(locale, "tradein");
  return data(
    {
      locale,
      origin: url.origin,
      hasQuery: url.search !== "",
      title: t("title"),
      description: t("description"),
      view: viewOf(flow, locale),
      quote,
      email,
    },
    { status: flow.missing.length > 0 ? 400 : 200, headers: privatePageHeaders },
  );
}

export const headers = accountPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta({
        title: data.title,
        description: data.description,
        origin: data.origin,
        locale: data.locale,
        path: "/trade-in",
        noIndex: data.hasQuery,
      })
    : [];

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  // The device is the one the query string describes: its price is computed again by the backend, never posted.
  const flow = await readFlow(new URL(request.url), shopper.locale);
  if (!flow.description) throw notFound();
  const formData = await readForm(request, INTENT);
  const submission = parseWithZod(formData, { schema: submitSchema });
  if (await isSpam(formData)) return refuse(shopper, INTENT, submission, { error: { key: "errors.generic" } });
  if (submission.status !== "success") return refuse(shopper, INTENT, submission);
  const { email } = submission.value;
  const limited = await refuseWhenLimited(shopper, INTENT, submission, [
    ["tradeInClient", clientOf(context)],
    ["tradeInEmail", email.toLowerCase()],
  ]);
  if (limited) return limited;
  try {
    const valuation = await submitValuation(shopper.locale, flow.description, email);
    return redirect(localizePath(`/trade-in/voucher/${valuation.reference}`, shopper.locale), { status: 303 });
  } catch (error) {
    if (!(error instanceof CommerceError && isTradeInErrorCode(error.code))) throw error;
    if (error.status === 404) throw notFound();
    return refuse(shopper, INTENT, submission, { error: { key: `tradein:errors.${error.code}`, field: error.field } });
  }
}

type View = ReturnType<typeof viewOf>;

function Progress({ step }: { step: Step }) {
  const { t } = useTranslation("tradein");
  const current = STEPS.indexOf(step);
  return (
    <nav aria-label={t("progress")} className="trade-in__progress">
      <p className="trade-in__step-count">{t("stepOf", { step: current + 1, total: STEPS.length })}</p>
      <ol className="trade-in__steps">
        {STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index === current ? "step" : undefined}
            className={index < current ? "trade-in__steps-item trade-in__steps-item--done" : "trade-in__steps-item"}
          >
            {t(`steps.${name}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Summary({ view }: { view: View }) {
  const { t } = useTranslation("tradein");
  if (view.summary.length === 0) return null;
  return (
    <section className="trade-in__summary" aria-labelledby="trade-in-summary">
      <h2 id="trade-in-summary">{t("summary")}</h2>
      <dl>
        {view.summary.map((item) => (
          <div key={item.step} className="trade-in__summary-row">
            <dt>{t(`steps.${item.step}`)}</dt>
            <dd>
              {item.label}{" "}
              <Link to={item.href} className="trade-in__change" aria-label={t("changeWhat", { what: t(`steps.${item.step}`) })}>
                {t("change")}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Empty() {
  const { t } = useTranslation("tradein");
  return <p role="status">{t("empty")}</p>;
}

function StepBody({ view }: { view: View }) {
  const { t } = useTranslation("tradein");
  const missing = (id: number) => view.missing.includes(id);
  switch (view.step) {
    case "category":
    case "brand":
    case "model": {
      const lists = { category: view.categories, brand: view.brands, model: view.models };
      const legends = {
        category: t("category.legend"),
        brand: t("brand.legend"),
        model: t("model.legend", { brand: view.brand }),
      };
      const list = lists[view.step];
      if (list.length === 0) return <Empty />;
      return (
        <ChoiceForm hidden={view.hidden} step={view.step} submitLabel={t("continue")}>
          <RadioGroup name={view.step} legend={legends[view.step]} options={list.map(({ id, name }) => ({ id, label: name }))} large />
        </ChoiceForm>
      );
    }
    case "attributes":
      return (
        <ChoiceForm hidden={view.hidden} step="attributes" submitLabel={t("continue")}>
          <h2>{t("attributes.heading", { device: view.model })}</h2>
          {view.attributes.map((attribute) => (
            <RadioGroup
              key={attribute.id}
              name={`${ATTRIBUTE_PARAM}${attribute.id}`}
              legend={attribute.label}
              options={attribute.options}
              checked={view.options[attribute.id]}
              missing={missing(attribute.id)}
            />
          ))}
        </ChoiceForm>
      );
    case "condition":
      if (view.questions.length === 0) return <Empty />;
      return (
        <ChoiceForm hidden={view.hidden} step="condition" submitLabel={t("seeQuote")}>
          <h2>{t("condition.heading", { device: view.model })}</h2>
          <p>{t("condition.intro")}</p>
          {view.questions.map((question) => (
            <RadioGroup
              key={question.id}
              name={`${QUESTION_PARAM}${question.id}`}
              legend={question.text}
              options={question.answers}
              checked={view.answerIds[question.id]}
              missing={missing(question.id)}
            />
          ))}
        </ChoiceForm>
      );
    case "quote":
      return <QuoteStep view={view} />;
  }
}

function QuoteStep({ view }: { view: View }) {
  const { quote, email } = useLoaderData<typeof loader>();
  const { t } = useTranslation("tradein");
  const locale = useLocale();
  return (
    <section className="trade-in__quote" aria-labelledby="trade-in-quote">
      <h2 id="trade-in-quote">{t("quote.heading")}</h2>
      <section className="trade-in__answers" aria-labelledby="trade-in-answers">
        <h3 id="trade-in-answers">{t("quote.details")}</h3>
        <dl>
          {view.answers.map((item) => (
            <div key={item.question} className="trade-in__summary-row">
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
        <Link to={view.changeCondition} className="trade-in__change" aria-label={t("changeWhat", { what: t("steps.condition") })}>
          {t("change")}
        </Link>
      </section>
      {quote === null ? (
        <p role="status">{t("quote.unavailable")}</p>
      ) : quote.price === 0 ? (
        <p role="status">{t("quote.noValue")}</p>
      ) : (
        <>
          <p className="trade-in__offer">{t("quote.offer", { price: formatMoney(quote.price, locale), device: quote.asset.name })}</p>
          <p>{t("quote.grade", { grade: t(`grades.${quote.grade}`) })}</p>
          <p>{t("quote.how")}</p>
          <SubmitForm email={email} />
        </>
      )}
    </section>
  );
}

function SubmitForm({ email }: { email: string }) {
  const { t } = useTranslation("tradein");
  const message = useAccountMessage();
  const [form, fields] = useForm<z.input<typeof submitSchema>>({
    id: "trade-in-form",
    lastResult: usePageFormResult(INTENT),
    defaultValue: { email },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="account-form trade-in__submit">
      <FormErrors id={form.errorId} errors={form.errors} />
      <HoneypotField formId={form.id} label={t("form.honeypotLabel")} />
      <TextField
        {...conformField(fields.email, message)}
        label={t("form.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        hint={t("form.emailHint")}
      />
      <CheckboxField {...conformCheckbox(fields.terms, message)} label={t("form.terms")} className="trade-in__terms" />
      <button type="submit" className="button button--primary">
        {t("form.submit")}
      </button>
    </Form>
  );
}

export default function TradeIn() {
  const { view } = useLoaderData<typeof loader>();
  const { t } = useTranslation("tradein");
  const href = useLocalizedHref();
  return (
    <div className="container page trade-in">
      <h1>{t("heading")}</h1>
      <p>{t("intro")}</p>
      <Progress step={view.step} />
      <Summary view={view} />
      <StepBody view={view} />
      {view.step !== "category" ? (
        <p>
          <Link to={href("/trade-in")}>{t("startOver")}</Link>
        </p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
