import { Form } from "react-router";

/**
 * The page a newsletter e-mail's link opens (decision 061): a button that does what the link is for, since mail
 * scanners open links without a person; then, after the post, what happened (`?result=done` or `invalid`).
 */

export type LinkResult = "done" | "invalid";

/** The result a page was redirected back with, if any. */
export function linkResultOf(url: URL): LinkResult | null {
  const result = url.searchParams.get("result");
  return result === "done" || result === "invalid" ? result : null;
}

interface LinkPageTexts {
  heading: string;
  text: string;
  submit: string;
  done: string;
  invalid: string;
}

/**
 * `post` is where the button posts; `reloadDocument` when the edge answers that post instead of React Router
 * (the one-click unsubscribe address, server/one-click-unsubscribe.ts).
 */
export function NewsletterLinkPage({ texts, token, result, post, reloadDocument = false }: { texts: LinkPageTexts; token: string | null; result: LinkResult | null; post: string; reloadDocument?: boolean }) {
  const outcome = result ?? (token ? null : "invalid");
  return (
    <div className="container page account-auth">
      <h1>{texts.heading}</h1>
      {outcome === null ? (
        <Form method="post" action={post} reloadDocument={reloadDocument} className="account-form">
          <p>{texts.text}</p>
          <input type="hidden" name="token" value={token ?? ""} />
          <button type="submit" className="button button--primary">
            {texts.submit}
          </button>
        </Form>
      ) : (
        <p role={outcome === "done" ? "status" : "alert"}>{outcome === "done" ? texts.done : texts.invalid}</p>
      )}
    </div>
  );
}
