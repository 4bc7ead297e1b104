import type { ArabicTexts, Resources } from "../types";
import account from "./account";
import admin from "./admin";
import address from "./address";
import cart from "./cart";
import catalog from "./catalog";
import checkout from "./checkout";
import common from "./common";
import compare from "./compare";
import listing from "./listing";
import locator from "./locator";
import orders from "./orders";
import outbox from "./outbox";
import payment from "./payment";
import product from "./product";
import reviews from "./reviews";
import site from "./site";
import support from "./support";
import tradein from "./tradein";
import wishlist from "./wishlist";

const ar: ArabicTexts<Resources> = { common, account, admin, address, cart, catalog, checkout, compare, listing, locator, orders, outbox, payment, product, reviews, site, support, tradein, wishlist };

export default ar;
