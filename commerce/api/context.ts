import type { DB } from "../db/connection";
import type { ProductSearch } from "../search/engine";
import type { CatalogueReference } from "./reference";

/** What every commerce handler works with. `now` is injectable so price windows can be tested. */
export interface CommerceContext {
  db: DB;
  search: ProductSearch;
  reference: CatalogueReference;
  now: () => Date;
  /** Where shoppers reach the storefront (`https://www.example.ae`), for links in e-mails. */
  storefrontOrigin: string;
  /** A production backend hides what only developers and tests may read (the outbox endpoint). */
  production: boolean;
}

/** What reading products and their prices needs, without the search index: the catalogue command has this much. */
export type CatalogueReader = Pick<CommerceContext, "db" | "reference" | "now">;
