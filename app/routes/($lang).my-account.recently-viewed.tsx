import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { ProductCardList } from "~/components/product-card-list";
import { orSignIn, requireCustomer } from "~/lib/account.server";
import { accountPageMeta } from "~/lib/account-page";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { listRecentlyViewed } from "~/models/recently-viewed.server";

/** The products the customer opened last while signed in (SPEC §2 my-recently-viewed), latest first. */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shopper, customer } = await requireCustomer(request, context);
  const { locale } = shopper;
  const products = await orSignIn(shopper, request, listRecentlyViewed(locale, customer));
  return data(
    { title: getI18n(locale).getFixedT(locale, "wishlist")("recentlyViewed.title"), products },
    { headers: privatePageHeaders },
  );
}

export const meta = accountPageMeta;

export default function RecentlyViewed() {
  const { products } = useLoaderData<typeof loader>();
  const { t } = useTranslation("wishlist");
  return (
    <>
      <h1>{t("recentlyViewed.heading")}</h1>
      {products.length === 0 ? (
        <p>{t("recentlyViewed.empty")}</p>
      ) : (
        <>
          <p>{t("recentlyViewed.intro")}</p>
          {/* The cards' names are h3. */}
          <h2 className="visually-hidden">{t("recentlyViewed.listHeading")}</h2>
          <ProductCardList className="account-product-grid" products={products} />
        </>
      )}
    </>
  );
}
