import { useTranslation } from "react-i18next";
import type { ProductDetail } from "~/models/catalog-schemas";

export function SpecsTable({ specs }: { specs: ProductDetail["specs"] }) {
  const { t } = useTranslation("product");
  if (specs.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="specs-heading">
      <h2 id="specs-heading" className="product-section-title">
        {t("specs.heading")}
      </h2>
      <table className="product-table specs-table" aria-labelledby="specs-heading">
        <tbody>
          {specs.map((spec) => (
            <tr key={spec.code}>
              <th scope="row">{spec.label}</th>
              <td>{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
