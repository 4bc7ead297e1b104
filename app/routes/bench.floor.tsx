import { useTranslation } from "react-i18next";

// The benchmark's floor: the cheapest page through the same root (root loader, layout, header,
// footer), against which real pages are compared. No loader of its own.
export default function BenchFloor() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{t("bench.floorHeading")}</h1>
    </div>
  );
}
