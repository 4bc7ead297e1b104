import type { HeadersFunction, MetaFunction } from "react-router";

/** The `meta` of an account block: its title from the block's loader, never indexed. */
export const accountPageMeta: MetaFunction = ({ data }) => {
  const title = (data as { title?: string } | undefined)?.title;
  return title ? [{ title }, { name: "robots", content: "noindex" }] : [];
};

/** An account page with a form: a refused post's answer keeps its own headers (private, a 429's Retry-After). */
export const accountPageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

const MAX_PAGE = 1000;

/** An account list's `?page=N`, read leniently as the listings read it: anything else is page 1. */
export function pageNumberOf(search: URLSearchParams): number {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}
