import path from "node:path";
import { secretInFile } from "../../common/secret-file";
import { config } from "./config.server";

/**
 * The backend's secret, which the storefront derives the keys of the backend's keyed endpoints from (the
 * trade-in valuation, social sign-in) and the test identity provider's client secret: COMMERCE_SECRET, else the
 * secret the backend generated into DATA_DIR.
 */
let secret: string | undefined;
export function commerceSecret(): string {
  secret ??= config.commerceSecret ?? secretInFile(path.join(config.dataDir, "commerce-secret"));
  return secret;
}
