import type { Locale } from "~/lib/i18n";
import type { Selection } from "~/lib/product-variant";
import type { ProductDetail } from "~/models/catalog-schemas";
import type { ProductDelivery } from "~/models/locator.server";
import type { InstalmentOffer } from "~/models/payment-schemas";
import type { ProductReviews } from "~/models/reviews.server";
import type { SavedProductState } from "~/models/wishlist.server";
import type { Breadcrumb } from "./breadcrumbs";

/**
 * What the product route's loader gives its page and its meta. Declared here, and the loader checked against it,
 * so the page and the meta do not import the route module that renders them.
 */
export interface ProductPageData {
  locale: Locale;
  origin: string;
  product: ProductDetail;
  /** The configurable child the URL or the chosen options name. */
  chosenSku: string | null;
  selection: Selection;
  noSuchConfiguration: boolean;
  breadcrumbs: Breadcrumb[];
  seo: { title: string; description: string };
  homeName: string;
  /** For a signed-in customer: what they saved of the product. */
  saved: SavedProductState | null;
  instalments: InstalmentOffer | null;
  /** The recently viewed strip's markup; empty in a page rendered for the shared cache (decision 025). */
  recentlyViewed: string;
  delivery: ProductDelivery;
  reviews: ProductReviews | null;
}
