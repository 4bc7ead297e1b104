import { holeMarker, usePageHoles } from "~/lib/page-holes";
import { SHOPPER_VIEW_ELEMENT_ID, shopperViewJson, type ShopperView } from "~/lib/shopper-view";

/** The document's copy of the shopper's view (shopper-view.ts): a data block, which runs nothing and needs no nonce. */
export function ShopperViewData({ view }: { view: ShopperView }) {
  const holes = usePageHoles();
  return (
    <script
      type="application/json"
      id={SHOPPER_VIEW_ELEMENT_ID}
      dangerouslySetInnerHTML={{ __html: holes ? holeMarker("shopperView") : shopperViewJson(view) }}
    />
  );
}
