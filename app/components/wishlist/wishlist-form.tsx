import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { FetcherRedirectInput } from "~/components/forms/fetcher-redirect-input";
import { notify } from "~/components/forms/notifications";
import { useLocalizedHref } from "~/lib/use-locale";
import type { action as wishlistAction } from "~/routes/($lang).wishlist";

/** `/wishlist` in the page's language: the action every wishlist and alert control posts to. */
export function useWishlistAction(): string {
  return useLocalizedHref()("/wishlist");
}

/**
 * A fetcher for the wishlist action. A success shows as the flash message the root loader brings when it
 * revalidates; a refusal does not revalidate, so its message (already translated) is shown from here.
 */
export function useWishlistFetcher() {
  const fetcher = useFetcher<typeof wishlistAction>();
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
 * One in-place control of the wishlist action (decision 008): hidden `fields`, and the submit buttons as
 * children, each naming its `intent`. Without JavaScript the post comes back here with a flash message.
 */
export function WishlistForm({
  fields,
  className,
  label,
  onSubmit,
  children,
}: {
  fields: Record<string, string | number>;
  className?: string;
  label?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const fetcher = useWishlistFetcher();
  return (
    <fetcher.Form
      method="post"
      action={useWishlistAction()}
      className={className}
      aria-label={label}
      aria-busy={fetcher.state !== "idle" || undefined}
      onSubmit={onSubmit}
      preventScrollReset
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FetcherRedirectInput />
      {children}
    </fetcher.Form>
  );
}
