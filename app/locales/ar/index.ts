import type { ArabicTexts, Resources } from "../types";
import account from "./account";
import address from "./address";
import bnpl from "./bnpl";
import cart from "./cart";
import catalog from "./catalog";
import checkout from "./checkout";
import common from "./common";
import compare from "./compare";
import gateway from "./gateway";
import listing from "./listing";
import locator from "./locator";
import mail from "./mail";
import orders from "./orders";
import outbox from "./outbox";
import payment from "./payment";
import product from "./product";
import reviews from "./reviews";
import site from "./site";
import support from "./support";
import tradein from "./tradein";
import wishlist from "./wishlist";

const ar: ArabicTexts<Resources> = { common, account, address, bnpl, cart, catalog, checkout, compare, gateway, listing, locator, mail, orders, outbox, payment, product, reviews, site, support, tradein, wishlist };

export default ar;
