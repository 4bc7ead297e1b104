import { requireCustomer } from "../account/auth";
import { parse, readJson } from "../envelope";
import type { Route } from "../route";
import { saveContact } from "./contact";
import { contactBody, shareBody } from "./schemas";
import { shareProduct } from "./share";

/** The contact form and "share by e-mail" endpoints (docs/support-api.md); both are open to guests; a shared product names a signed-in sender. */
export const supportRoutes: Route[] = [
  ["POST", /^\/api\/support\/contact$/, async (c) => saveContact(c.ctx, parse(contactBody, await readJson(c.request)), c.store)],
  [
    "POST",
    /^\/api\/support\/share$/,
    async (c) => {
      const input = parse(shareBody, await readJson(c.request));
      // The sender is who the store knows: a signed-in customer by their name, anyone else as a visitor.
      const who = c.request.headers.has("Authorization") ? await requireCustomer(c) : null;
      return shareProduct(c.ctx, input, who, c.store);
    },
  ],
];
