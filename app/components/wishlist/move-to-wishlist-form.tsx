import { useTranslation } from "react-i18next";
import { WishlistForm } from "./wishlist-form";

/** A cart line's "Move to wishlist" (SPEC §7 Wishlist, move from cart): its product, not its options or quantity. */
export function MoveToWishlistForm({ itemId, name }: { itemId: number; name: string }) {
  const { t } = useTranslation("wishlist");
  return (
    <WishlistForm fields={{ intent: "move-from-cart", item_id: itemId }} className="cart-line__save">
      <button type="submit" className="button--link">
        {t("cartLine.moveToWishlist")}
        <span className="visually-hidden"> ({name})</span>
      </button>
    </WishlistForm>
  );
}
