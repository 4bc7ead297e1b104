import type { Resources } from "../types";
import account from "./account";
import address from "./address";
import bnpl from "./bnpl";
import cart from "./cart";
import catalog from "./catalog";
import checkout from "./checkout";
import common from "./common";
import gateway from "./gateway";
import listing from "./listing";
import mail from "./mail";
import orders from "./orders";
import outbox from "./outbox";
import payment from "./payment";
import product from "./product";
import reviews from "./reviews";
import site from "./site";
import wishlist from "./wishlist";

const ar: Resources = { common, account, address, bnpl, cart, catalog, checkout, gateway, listing, mail, orders, outbox, payment, product, reviews, site, wishlist };

export default ar;
