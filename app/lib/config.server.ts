/** The store's configuration, read once for both halves (common/config.server.ts, decisions 010 and 032). */
export { commerceOptionsOf, config } from "../../common/config.server";
