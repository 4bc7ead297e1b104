import { z } from "zod";
import { subscriberFilterSchema, type SubscriberFilter } from "../../contract/newsletter";
import type { DB } from "../../db/connection";
import { countOf } from "../../db/paging";
import { spreadsheetCsv } from "../../lib/spreadsheet-csv";
import { parse } from "../envelope";
import type { Route } from "../route";
import { requireStaff } from "../staff/access";
import { recordAudit } from "../staff/audit";
import { storeCodeOfId } from "../store";
import { containing } from "./like";
import { queryOf } from "./routes";

/** The back office's newsletter list (decision 061): every address with its state, language and dates, and its CSV. */

const listQuery = subscriberFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

/** More than the store's mailing list will be for years; a larger export asks for a filter. */
const EXPORT_MAX_ROWS = 100_000;

function filtered(db: DB, filter: SubscriberFilter) {
  let query = db.selectFrom("newsletter_subscribers");
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.q) query = query.where("email", "like", containing(filter.q));
  return query;
}

function subscribers(db: DB, filter: SubscriberFilter) {
  return filtered(db, filter)
    .select(["email", "store_id", "status", "requested_at", "subscribed_at", "unsubscribed_at"])
    .orderBy("requested_at", "desc")
    .orderBy("email");
}

const shown = <Row extends { store_id: number }>({ store_id, ...row }: Row) => ({ ...row, language: storeCodeOfId(store_id) });

export const newsletterStaffRoutes: Route[] = [
  [
    "GET",
    /^\/api\/admin\/newsletter$/,
    async (c) => {
      await requireStaff(c, "newsletter.read");
      const { page, pageSize, ...filter } = parse(listQuery, queryOf(c));
      const rows = await subscribers(c.ctx.db, filter).limit(pageSize).offset((page - 1) * pageSize).execute();
      return { total: await countOf(filtered(c.ctx.db, filter).select("email")), items: rows.map(shown) };
    },
  ],
  [
    "GET",
    /^\/api\/admin\/newsletter\/export$/,
    async (c) => {
      const { actor } = await requireStaff(c, "newsletter.read");
      const filter = parse(subscriberFilterSchema, queryOf(c));
      const rows = (await subscribers(c.ctx.db, filter).limit(EXPORT_MAX_ROWS).execute()).map(shown);
      // A list of people's addresses leaving the store is worth a line in the audit log.
      await recordAudit(c.ctx.db, actor, { action: "newsletter.export", subject: { type: "newsletter", id: "subscribers" }, after: { ...filter, rows: rows.length } }, c.ctx.now());
      const header = ["email", "status", "language", "requested_at", "subscribed_at", "unsubscribed_at"];
      const lines = rows.map((row) => [row.email, row.status, row.language, row.requested_at, row.subscribed_at ?? "", row.unsubscribed_at ?? ""]);
      return { csv: spreadsheetCsv(header, lines) };
    },
  ],
];
