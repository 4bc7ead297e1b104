import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { FetcherRedirectInput } from "~/components/forms/fetcher-redirect-input";
import { notify } from "~/components/forms/notifications";
import { useLocalizedHref } from "~/lib/use-locale";
import type { action as compareAction } from "~/routes/($lang).compare";

/** `/compare` in the page's language: the action every compare control posts to. */
export function useCompareAction(): string {
  return useLocalizedHref()("/compare");
}

/**
 * A fetcher for the compare action. A success shows as the flash message the root loader brings when it
 * revalidates; a refusal does not revalidate, so its message (already translated) is shown from here.
 */
export function useCompareFetcher() {
  const fetcher = useFetcher<typeof compareAction>();
  const reported = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || result.ok || reported.current === result) return;
    reported.current = result;
    notify({ kind: "error", text: result.error });
  }, [fetcher.state, fetcher.data]);
  return fetcher;
}

/**
 * One in-place control of the compare action (decision 008): its `intent` and `sku`, and a submit button as
 * children. Without JavaScript the post comes back to this page (303) with a flash message.
 */
export function CompareForm({
  intent,
  sku,
  className,
  children,
}: {
  intent: "add" | "remove" | "clear";
  sku?: string;
  className?: string;
  children: ReactNode;
}) {
  const fetcher = useCompareFetcher();
  return (
    <fetcher.Form
      method="post"
      action={useCompareAction()}
      className={className}
      aria-busy={fetcher.state !== "idle" || undefined}
      preventScrollReset
    >
      <input type="hidden" name="intent" value={intent} />
      {sku === undefined ? null : <input type="hidden" name="sku" value={sku} />}
      <FetcherRedirectInput />
      {children}
    </fetcher.Form>
  );
}
