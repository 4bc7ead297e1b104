import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { config } from "~/lib/config.server";
import { formatDateTime } from "../../common/format";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { dirOf, NATIVE_LANGUAGE_NAMES } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { listOutbox, type OutboxMessage } from "~/models/outbox.server";
import { localeOf } from "~/lib/request-context.server";

/**
 * The outbox viewer: the latest messages the store sent, with their text, so a developer or a test can follow
 * a reset link or read a sign-in code without a mail server (decision 014). A production server answers 404.
 */

const SHOWN = 50;

export async function loader({ params, context }: LoaderFunctionArgs) {
  if (config.production) throw new Response(null, { status: 404, statusText: "Not Found" });
  const locale = localeOf(context);
  const t = getI18n(locale).getFixedT(locale, "outbox");
  const messages = await listOutbox({ locale, limit: SHOWN });
  return data({ title: t("title"), messages }, { headers: privatePageHeaders });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

export default function Outbox() {
  const { messages } = useLoaderData<typeof loader>();
  const { t } = useTranslation("outbox");
  return (
    <div className="container page outbox">
      <h1>{t("heading")}</h1>
      <p>{t("intro")}</p>
      {messages.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ol className="outbox__list">
          {messages.map((message) => (
            <li key={message.id}>
              <Message message={message} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Message({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation("outbox");
  const headingId = `message-${message.id}`;
  const recipient = message.channel === "sms" ? `+971${message.recipient}` : message.recipient;
  const dir = dirOf(message.locale);
  return (
    <article className="outbox__message" aria-labelledby={headingId}>
      {message.channel === "email" ? (
        <h2 id={headingId} lang={message.locale} dir={dir}>
          {message.subject}
        </h2>
      ) : (
        // The number between bidi isolates (FSI…PDI), so its "+" stays in front in Arabic.
        <h2 id={headingId}>{t("smsHeading", { recipient: `\u2068${recipient}\u2069` })}</h2>
      )}
      <dl className="outbox__facts">
        <div>
          <dt>{t("to")}</dt>
          <dd>
            <bdi>{recipient}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("channel")}</dt>
          <dd>{t(`channels.${message.channel}`)}</dd>
        </div>
        <div>
          <dt>{t("language")}</dt>
          <dd lang={message.locale}>{NATIVE_LANGUAGE_NAMES[message.locale]}</dd>
        </div>
        <div>
          <dt>{t("template")}</dt>
          <dd>
            <code>{message.template}</code>
          </dd>
        </div>
        <div>
          <dt>{t("queuedAt")}</dt>
          <dd>
            <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("status")}</dt>
          <dd>{t(`statuses.${message.status}`)}</dd>
        </div>
      </dl>
      <div className="outbox__text" lang={message.locale} dir={dir}>
        {message.text_body.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>
            <WithLinks text={paragraph} />
          </p>
        ))}
      </div>
    </article>
  );
}

/** The text with each web address in it as a link. */
function WithLinks({ text }: { text: string }) {
  // Splitting on the address with it captured alternates text (even) and addresses (odd).
  return (
    <>
      {text.split(/(https?:\/\/\S+)/).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} dir="ltr">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
