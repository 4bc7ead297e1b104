/** What a route module may export as `handle`; read by the root layout. */
export interface RouteHandle {
  /**
   * "minimal": logo and language switch only, no search, navigation or footer links (SPEC §2 layouts).
   * "bare": the document alone, no header, footer or cart UI; only the benchmark's bare page uses it.
   */
  layout?: "default" | "minimal" | "bare";
}

export function layoutOf(handle: unknown): NonNullable<RouteHandle["layout"]> {
  if (typeof handle !== "object" || handle === null || !("layout" in handle)) return "default";
  return handle.layout === "minimal" || handle.layout === "bare" ? handle.layout : "default";
}
