/** What a route module may export as `handle`; read by the root layout. */
export interface RouteHandle {
  /**
   * "minimal": logo and language switch only, no search, navigation or footer links (SPEC §2 layouts).
   * "bare": the document alone, no header, footer or cart UI; only the benchmark's bare page uses it.
   * "backOffice": the back office's own chrome (`($lang).admin.tsx`), none of the shop's (decision 040).
   */
  layout?: "default" | "minimal" | "bare" | "backOffice";
}

type Layout = NonNullable<RouteHandle["layout"]>;
const LAYOUTS: readonly Layout[] = ["default", "minimal", "bare", "backOffice"];

function declaredLayout(handle: unknown): Layout | undefined {
  if (typeof handle !== "object" || handle === null || !("layout" in handle)) return undefined;
  return LAYOUTS.find((layout) => layout === handle.layout);
}

/** The layout of a page: the one its deepest route declaring one asks for; "default" when none does. */
export function layoutOf(matches: ReadonlyArray<{ handle: unknown }>): Layout {
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = declaredLayout(matches[i]!.handle);
    if (layout) return layout;
  }
  return "default";
}
