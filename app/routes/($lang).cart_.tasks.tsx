import { cartTaskAction } from "~/lib/cart-action.server";

/** Where the browser sends the cart changes it queued while offline (decision 058); answers JSON, never a page. */
export const action = cartTaskAction;
