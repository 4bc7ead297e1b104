import { useTranslation } from "react-i18next";
import { requireBenchRoutes } from "~/lib/bench-routes.server";
import type { RouteHandle } from "~/lib/route-handle";

// The benchmark's bare React Router document: the floor's heading with no shop around it (no header, menu or
// footer, and the root loader returns only what the document needs). The floor is compared with it.
export const handle: RouteHandle = { layout: "bare" };

export function loader() {
  requireBenchRoutes();
  return null;
}

export default function BenchBare() {
  const { t } = useTranslation();
  return <h1>{t("bench.floorHeading")}</h1>;
}
