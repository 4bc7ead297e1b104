import { data, Link, redirect, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { Pagination } from "~/components/listing/pagination";
import { ProductCardList } from "~/components/product-card-list";
import { DeleteAllControl } from "~/components/wishlist/delete-all-control";
import { WishlistForm } from "~/components/wishlist/wishlist-form";
import { orSignIn, requireCustomer } from "~/lib/account.server";
import { accountPageMeta, pageNumberOf } from "~/lib/account-page";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { pageCount } from "~/lib/listing-query";
import { useLocalizedHref } from "~/lib/use-locale";
import { getWishlistPage, type WishlistItem } from "~/models/wishlist.server";

/**
 * The customer's wishlist (SPEC §2 my-wishlist), 20 a page (`?page=N`), newest first: each product with
 * "Move to cart" (or why it cannot move) and "Remove", and "Move all to cart" and "Delete all" for the list.
 */

function wishlistPath(page: number): string {
  return page > 1 ? `/my-account/wishlist?page=${page}` : "/my-account/wishlist";
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shopper, customer } = await requireCustomer(request, context);
  const { locale } = shopper;
  const page = pageNumberOf(new URL(request.url).searchParams);
  const wishlist = await orSignIn(shopper, request, getWishlistPage(locale, customer, page));
  const pages = pageCount(wishlist.total_count, wishlist.page_size);
  // A page emptied by the last move or removal on it: the last page there is.
  if (page > pages) throw redirect(localizePath(wishlistPath(pages), locale));
  return data(
    { title: getI18n(locale).getFixedT(locale, "wishlist")("page.title"), wishlist },
    { headers: privatePageHeaders },
  );
}

export const meta = accountPageMeta;

export default function Wishlist() {
  const { wishlist } = useLoaderData<typeof loader>();
  const { t } = useTranslation("wishlist");
  const href = useLocalizedHref();
  return (
    <>
      <h1>{t("page.heading")}</h1>
      {wishlist.total_count === 0 ? (
        <>
          <p>{t("page.empty")}</p>
          <p>
            <Link to={href("/")} className="button button--primary">
              {t("page.browse")}
            </Link>
          </p>
        </>
      ) : (
        <>
          <div className="wishlist-toolbar">
            <p className="wishlist-toolbar__count">{t("page.count", { count: wishlist.total_count })}</p>
            <WishlistForm fields={{ intent: "move-all-to-cart" }}>
              <button type="submit" className="button button--primary">
                {t("page.moveAll")}
              </button>
            </WishlistForm>
            <DeleteAllControl />
          </div>
          {/* The cards' names are h3. */}
          <h2 className="visually-hidden">{t("page.listHeading")}</h2>
          <ProductCardList
            className="account-product-grid"
            products={wishlist.items}
            controls={(item) => <WishlistItemControls item={item} />}
          />
          <Pagination
            page={wishlist.current_page}
            pageCount={pageCount(wishlist.total_count, wishlist.page_size)}
            hrefOf={(page) => href(wishlistPath(page))}
          />
        </>
      )}
    </>
  );
}

/** "Move to cart", or why it cannot go there now, and "Remove". */
function WishlistItemControls({ item }: { item: WishlistItem }) {
  const { t } = useTranslation("wishlist");
  const cannotMove = !item.is_in_stock ? t("page.outOfStock") : item.type_id === "configurable" ? t("page.chooseOptions") : null;
  const named = <span className="visually-hidden"> ({item.name})</span>;
  return (
    <WishlistForm fields={{ sku: item.sku }} className="wishlist-item">
      {cannotMove ? (
        <p className="wishlist-item__why">{cannotMove}</p>
      ) : (
        <button type="submit" name="intent" value="move-to-cart" className="button button--primary">
          {t("page.moveToCart")}
          {named}
        </button>
      )}
      <button type="submit" name="intent" value="remove" className="button button--secondary">
        {t("page.remove")}
        {named}
      </button>
    </WishlistForm>
  );
}
