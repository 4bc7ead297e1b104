import cart from "./cart";
import catalog from "./catalog";
import common from "./common";
import listing from "./listing";
import product from "./product";
import site from "./site";

const en = { common, cart, catalog, listing, product, site };

export default en;
