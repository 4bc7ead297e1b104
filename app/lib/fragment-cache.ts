import { createContext, useContext, type ReactElement } from "react";

/**
 * Server rendering of parts that are the same on every page and costly to render (the mega menu's few hundred
 * links): the server renders such a part once per version of its data and reuses the HTML; the browser
 * hydrates it like any other markup. `entry.server.tsx` provides the cache; in the browser there is none.
 *
 * `owner` is the data the part is drawn from (a new object when it changes), `variant` what else it depends
 * on (the locale). The part must render from its props alone: it is rendered outside the app's contexts.
 */
export type RenderCachedFragment = (owner: object, variant: string, render: () => ReactElement) => string;

export const FragmentCacheContext = createContext<RenderCachedFragment | null>(null);

export function useFragmentCache(): RenderCachedFragment | null {
  return useContext(FragmentCacheContext);
}
