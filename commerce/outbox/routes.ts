import { z } from "zod";
import { notFound, parse } from "../api/envelope";
import type { Route } from "../api/route";
import { latestMessages } from "./outbox";

/**
 * `GET /api/outbox?recipient=&limit=`: the latest messages, for developers and tests to read what the store
 * sent (decision 014); `recipient` as stored, an e-mail address or the 9 digits of a mobile. It reads personal
 * data and sign-in codes, so a production backend answers 404.
 */

const MAX_LIMIT = 200;

const listParams = z.object({
  recipient: z.string().trim().min(1, "recipient must not be empty").max(254, "recipient is at most 254 characters").optional(),
  limit: z.coerce
    .number({ invalid_type_error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_LIMIT, `limit is at most ${MAX_LIMIT}`)
    .default(50),
});

export const outboxRoutes: Route[] = [
  [
    "GET",
    /^\/api\/outbox$/,
    (c) => {
      if (c.ctx.production) throw notFound(`No endpoint GET ${c.url.pathname}`);
      return latestMessages(c.ctx.db, parse(listParams, Object.fromEntries(c.params)));
    },
  ],
];
