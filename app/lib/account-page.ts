import type { HeadersFunction, MetaFunction } from "@remix-run/node";

/** The `meta` of an account block: its title from the block's loader, never indexed. */
export const accountPageMeta: MetaFunction = ({ data }) => {
  const title = (data as { title?: string } | undefined)?.title;
  return title ? [{ title }, { name: "robots", content: "noindex" }] : [];
};

/** An account page with a form: a refused post's answer keeps its own headers (private, a 429's Retry-After). */
export const accountPageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
