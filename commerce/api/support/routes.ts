import { parse, readJson } from "../envelope";
import type { Route } from "../route";
import { saveContact } from "./contact";
import { contactBody, shareBody } from "./schemas";
import { shareProduct } from "./share";

/** The contact form and "share by e-mail" endpoints (docs/support-api.md); both are open to guests. */
export const supportRoutes: Route[] = [
  ["POST", /^\/api\/support\/contact$/, async (c) => saveContact(c.ctx, parse(contactBody, await readJson(c.request)), c.store)],
  ["POST", /^\/api\/support\/share$/, async (c) => shareProduct(c.ctx, parse(shareBody, await readJson(c.request)), c.store)],
];
