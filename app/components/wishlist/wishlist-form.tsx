import type { FormEvent, ReactNode } from "react";
import { FetcherRedirectInput } from "~/components/forms/fetcher-redirect-input";
import { useInPlaceFetcher } from "~/components/forms/in-place-fetcher";
import { useLocalizedHref } from "~/lib/use-locale";

/** `/wishlist` in the page's language: the action every wishlist and alert control posts to. */
export function useWishlistAction(): string {
  return useLocalizedHref()("/wishlist");
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
  const fetcher = useInPlaceFetcher();
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
