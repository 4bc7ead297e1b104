import { z } from "zod";
import { readId } from "../../contract/cart";
import { VISIT_STATUSES } from "../../contract/locator";
import { CONTACT_REPLY_MAX, CONTACT_STATUSES, readContactReference } from "../../contract/support";
import { parse, readJson } from "../envelope";
import { locatorError } from "../locator/errors";
import type { Call, Route } from "../route";
import { requireStaff } from "../staff/access";
import { staffError } from "../staff/errors";
import { textSchema } from "../support/schemas";
import { contactMessage, listContactMessages, reopenContact, replyToContact } from "./contact-inbox";
import { setCustomerGroup } from "../customer-groups";
import { customerView, findCustomers, resendOrderConfirmation, sendPasswordReset } from "./customers";
import { dashboardCounts } from "./dashboard";
import { incrementIdOf, queryOf } from "./routes";
import { pickLists, storeList, storeVisitList } from "./stores";

/**
 * The back office's customer service and store endpoints (docs/admin-api.md "Customers", "Contact inbox", "Stores
 * and visits", "Dashboard"). Every call checks the staff member's role first (`requireStaff`), before reading
 * its input; an id nobody has, or that is not an id at all, is a 404.
 */

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(50);

const customersQuery = z.object({ q: z.string().trim().max(100).optional(), page, pageSize }).strict();
const customerQuery = z.object({ ordersPage: page }).strict();
const groupBody = z.object({ group_id: z.number().int().positive() }).strict();
const inboxQuery = z.object({ status: z.enum(CONTACT_STATUSES).optional(), page, pageSize }).strict();
const replyBody = z.object({ body: textSchema(CONTACT_REPLY_MAX).refine((text) => text !== "", "is required") }).strict();
const visitsQuery = z.object({ status: z.enum(VISIT_STATUSES).default("booked"), page, pageSize }).strict();

function customerIdOf(c: Call): number {
  const id = readId(c.path[0]);
  if (id === null) throw staffError("customer.notFound");
  return id;
}

/** The message id of the path's reference (`CS-000042`). */
function messageIdOf(c: Call): number {
  const id = readContactReference(c.path[0]!);
  if (id === null) throw staffError("contact.notFound");
  return id;
}

function storeCodeOf(c: Call): string {
  const code = c.path[0]!;
  if (!/^[A-Za-z0-9-]{1,16}$/.test(code)) throw locatorError("locator.storeNotFound");
  return code;
}

export const serviceRoutes: Route[] = [
  [
    "GET",
    /^\/api\/admin\/customers$/,
    async (c) => {
      await requireStaff(c, "customers.read");
      return findCustomers(c.ctx.db, parse(customersQuery, queryOf(c)));
    },
  ],
  [
    "GET",
    /^\/api\/admin\/customers\/([^/]+)$/,
    async (c) => {
      await requireStaff(c, "customers.read");
      const id = customerIdOf(c);
      return customerView(c.ctx, id, parse(customerQuery, queryOf(c)).ordersPage, c.store);
    },
  ],
  [
    "POST",
    /^\/api\/admin\/customers\/([^/]+)\/group$/,
    async (c) => {
      const { actor } = await requireStaff(c, "customers.group");
      return setCustomerGroup(c.ctx, actor, customerIdOf(c), parse(groupBody, await readJson(c.request)).group_id);
    },
  ],
  [
    "POST",
    /^\/api\/admin\/customers\/([^/]+)\/password-reset$/,
    async (c) => {
      const { actor } = await requireStaff(c, "customers.contact");
      return sendPasswordReset(c.ctx, actor, customerIdOf(c));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/orders\/([^/]+)\/resend-confirmation$/,
    async (c) => {
      const { actor } = await requireStaff(c, "customers.contact");
      return resendOrderConfirmation(c.ctx, actor, incrementIdOf(c));
    },
  ],
  [
    "GET",
    /^\/api\/admin\/contact-messages$/,
    async (c) => {
      await requireStaff(c, "customers.read");
      return listContactMessages(c.ctx.db, parse(inboxQuery, queryOf(c)));
    },
  ],
  [
    "GET",
    /^\/api\/admin\/contact-messages\/([^/]+)$/,
    async (c) => {
      await requireStaff(c, "customers.read");
      return contactMessage(c.ctx.db, messageIdOf(c));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/contact-messages\/([^/]+)\/reply$/,
    async (c) => {
      const { actor } = await requireStaff(c, "customers.contact");
      const id = messageIdOf(c);
      return replyToContact(c.ctx, actor, id, parse(replyBody, await readJson(c.request)).body);
    },
  ],
  [
    "POST",
    /^\/api\/admin\/contact-messages\/([^/]+)\/reopen$/,
    async (c) => {
      const { actor } = await requireStaff(c, "customers.contact");
      return reopenContact(c.ctx, actor, messageIdOf(c));
    },
  ],
  [
    "GET",
    /^\/api\/admin\/stores$/,
    async (c) => {
      await requireStaff(c, "orders.read");
      return storeList(c.ctx.db, c.store);
    },
  ],
  [
    "GET",
    /^\/api\/admin\/stores\/([^/]+)\/pick-lists$/,
    async (c) => {
      await requireStaff(c, "orders.read");
      return pickLists(c.ctx.db, storeCodeOf(c), c.store);
    },
  ],
  [
    "GET",
    /^\/api\/admin\/stores\/([^/]+)\/visits$/,
    async (c) => {
      await requireStaff(c, "visits.manage");
      const code = storeCodeOf(c);
      return storeVisitList(c.ctx.db, code, parse(visitsQuery, queryOf(c)), c.ctx.now());
    },
  ],
  [
    "GET",
    /^\/api\/admin\/dashboard$/,
    async (c) => {
      const { session } = await requireStaff(c, null);
      return { role: session.staff.role, counts: await dashboardCounts(c.ctx.db, session.staff.role) };
    },
  ],
];
