import catalog from "./catalog";
import common from "./common";
import listing from "./listing";
import product from "./product";
import site from "./site";

const en = { common, catalog, listing, product, site };

export default en;
