import { useTranslation } from "react-i18next";
import { requireBenchRoutes } from "~/lib/bench-routes.server";

// The benchmark's floor: the cheapest page through the same root (root loader, layout, header,
// footer), against which real pages are compared. Its loader only checks that bench routes are on.
export function loader() {
  requireBenchRoutes();
  return null;
}

export default function BenchFloor() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{t("bench.floorHeading")}</h1>
    </div>
  );
}
