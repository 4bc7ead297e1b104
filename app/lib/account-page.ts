import type { MetaFunction } from "@remix-run/node";

/** The `meta` of an account block: its title from the block's loader, never indexed. */
export const accountPageMeta: MetaFunction = ({ data }) => {
  const title = (data as { title?: string } | undefined)?.title;
  return title ? [{ title }, { name: "robots", content: "noindex" }] : [];
};
