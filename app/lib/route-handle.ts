/** What a route module may export as `handle`; read by the root layout. */
export interface RouteHandle {
  /** "minimal": logo and language switch only, no search, navigation or footer links (SPEC §2 layouts). */
  layout?: "default" | "minimal";
}

export function layoutOf(handle: unknown): NonNullable<RouteHandle["layout"]> {
  return typeof handle === "object" && handle !== null && "layout" in handle && handle.layout === "minimal"
    ? "minimal"
    : "default";
}
