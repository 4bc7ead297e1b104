import { Form, Link, useActionData, useLoaderData, useNavigation, type HeadersFunction, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { lineEditPath } from "~/components/cart/cart-links";
import type { LineEditAnswer } from "~/components/cart/line-edit";
import { LineEditForm } from "~/components/cart/line-edit-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { lineEditAction, lineEditLoader } from "~/lib/line-edit.server";
import { useLocalizedHref } from "~/lib/use-locale";

/**
 * Edit mode of a cart line for browsers without JavaScript (SPEC §3–4): the cart's "Edit" link comes here; the
 * form saves the line's new choices in place and goes back to the cart, "Cancel" goes back without a change.
 * With JavaScript the cart opens the same form in a dialog, loading this page's data.
 */
export const loader = lineEditLoader;
export const action = lineEditAction;

// Personal: never cached.
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => actionHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

export default function CartLineEdit() {
  const { view } = useLoaderData<typeof loader>();
  const answer = useActionData<LineEditAnswer>();
  const navigation = useNavigation();
  const { t } = useTranslation("cart");
  const href = useLocalizedHref();
  const refused = answer && !answer.ok ? answer : null;
  return (
    <section className="container page line-edit-page" aria-labelledby="line-edit-heading">
      <h1 id="line-edit-heading">{t("edit.heading", { name: view.name })}</h1>
      <LineEditForm
        // A refusal renders the form again with what was typed.
        key={JSON.stringify(refused?.chosen ?? view.chosen)}
        view={view}
        chosen={refused?.chosen ?? view.chosen}
        errors={refused?.errors ?? {}}
        Form={Form}
        action={href(lineEditPath(view.itemId))}
        busy={navigation.state === "submitting"}
        hidden={<input type="hidden" name="redirectTo" value={href("/cart")} />}
        cancel={
          <Link to={href("/cart")} className="button button--secondary">
            {t("edit.cancel")}
          </Link>
        }
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
