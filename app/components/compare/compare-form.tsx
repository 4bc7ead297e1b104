import type { ReactNode } from "react";
import { FetcherRedirectInput } from "~/components/forms/fetcher-redirect-input";
import { useInPlaceFetcher } from "~/components/forms/in-place-fetcher";
import { useLocalizedHref } from "~/lib/use-locale";

/** `/compare` in the page's language: the action every compare control posts to. */
export function useCompareAction(): string {
  return useLocalizedHref()("/compare");
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
  const fetcher = useInPlaceFetcher();
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
