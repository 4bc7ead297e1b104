import type { Resources } from "../types";
import account from "./account";
import address from "./address";
import cart from "./cart";
import catalog from "./catalog";
import common from "./common";
import listing from "./listing";
import mail from "./mail";
import orders from "./orders";
import outbox from "./outbox";
import product from "./product";
import site from "./site";
import wishlist from "./wishlist";

const ar: Resources = { common, account, address, cart, catalog, listing, mail, orders, outbox, product, site, wishlist };

export default ar;
