import { z } from "zod";
import { LICENCE_KEY_PROBLEMS } from "../../commerce/contract/licence-keys";
import { commerceCall, type StaffAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/**
 * The back office's customer service and store calls (docs/admin-api.md "Customers", "Contact inbox", "Stores and
 * visits", "Dashboard").
 */

const dashboard = z.object({ counts: z.record(z.number()) });

export async function dashboardCounts(locale: Locale, staff: StaffAuth): Promise<Record<string, number>> {
  return (await commerceCall(dashboard, { path: "/api/admin/dashboard", locale, staff })).counts;
}

const customerPage = z.object({
  total: z.number(),
  items: z.array(
    z.object({ id: z.number(), email: z.string(), firstname: z.string(), lastname: z.string(), mobile: z.string().nullable(), created_at: z.string(), orders: z.number() }),
  ),
});
export type CustomerPage = z.infer<typeof customerPage>;

export function findCustomers(locale: Locale, staff: StaffAuth, q: string | undefined, page: number, pageSize: number): Promise<CustomerPage> {
  return commerceCall(customerPage, { path: "/api/admin/customers", locale, staff, query: { q, page, pageSize } });
}

const customerView = z.object({
  profile: z.object({
    id: z.number(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    mobile: z.string().nullable(),
    group_id: z.number(),
    created_at: z.string(),
    locale: z.enum(["en", "ar"]),
  }),
  /** The customer groups support may put the customer in (decision 060). */
  groups: z.array(z.object({ id: z.number(), name: z.string() })),
  addresses: z.array(z.object({ id: z.number(), full_name: z.string(), area: z.string(), city_name: z.string(), emirate_name: z.string() }).passthrough()),
  orders: z.object({
    items: z.array(z.object({ increment_id: z.string(), status: z.string(), created_at: z.string(), grand_total: z.number(), shipment_status: z.string().nullable() })),
    total_count: z.number(),
  }),
  alerts: z.unknown(),
  reviews: z.unknown(),
  newsletter: z.object({ subscribed: z.boolean(), since: z.string().nullable() }),
});
export type CustomerView = z.infer<typeof customerView>;

export function readCustomer(locale: Locale, staff: StaffAuth, id: number, ordersPage: number): Promise<CustomerView> {
  return commerceCall(customerView, { path: `/api/admin/customers/${id}`, locale, staff, query: { ordersPage } });
}

export async function setCustomerGroup(locale: Locale, staff: StaffAuth, id: number, groupId: number): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/customers/${id}/group`, locale, staff, body: { group_id: groupId } });
}

export async function sendPasswordReset(locale: Locale, staff: StaffAuth, id: number): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/customers/${id}/password-reset`, locale, staff });
}

export async function resendOrderConfirmation(locale: Locale, staff: StaffAuth, incrementId: string): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/orders/${encodeURIComponent(incrementId)}/resend-confirmation`, locale, staff });
}

const messageSummary = z.object({
  reference: z.string(),
  locale: z.enum(["en", "ar"]),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  topic: z.string(),
  order_number: z.string().nullable(),
  comment: z.string(),
  status: z.enum(["open", "answered"]),
  created_at: z.string(),
});
const inboxPage = z.object({ total: z.number(), items: z.array(messageSummary.extend({ replies: z.number() })) });
export type InboxPage = z.infer<typeof inboxPage>;

export function listContactMessages(locale: Locale, staff: StaffAuth, status: "open" | "answered" | undefined, page: number, pageSize: number): Promise<InboxPage> {
  return commerceCall(inboxPage, { path: "/api/admin/contact-messages", locale, staff, query: { status, page, pageSize } });
}

const contactMessage = messageSummary.extend({ replies: z.array(z.object({ id: z.number(), body: z.string(), sent_at: z.string(), author: z.string() })) });
export type ContactMessage = z.infer<typeof contactMessage>;

export function readContactMessage(locale: Locale, staff: StaffAuth, reference: string): Promise<ContactMessage> {
  return commerceCall(contactMessage, { path: `/api/admin/contact-messages/${encodeURIComponent(reference)}`, locale, staff });
}

export async function replyToContact(locale: Locale, staff: StaffAuth, reference: string, body: string): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/contact-messages/${encodeURIComponent(reference)}/reply`, locale, staff, body: { body } });
}

export async function reopenContact(locale: Locale, staff: StaffAuth, reference: string): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/contact-messages/${encodeURIComponent(reference)}/reopen`, locale, staff });
}

const storeSummary = z.object({ code: z.string(), name: z.string(), email: z.string(), to_prepare: z.number(), ready: z.number() });

export function listStores(locale: Locale, staff: StaffAuth) {
  return commerceCall(z.array(storeSummary), { path: "/api/admin/stores", locale, staff });
}

const pickList = z.object({
  shipment_no: z.string(),
  status: z.string(),
  increment_id: z.string(),
  customer_name: z.string(),
  mobile: z.string(),
  shipping_method: z.string(),
  lines: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number() })),
});
const pickLists = z.object({ store: z.object({ code: z.string(), name: z.string() }), to_prepare: z.array(pickList), ready: z.array(pickList) });
export type PickLists = z.infer<typeof pickLists>;

export function readPickLists(locale: Locale, staff: StaffAuth, code: string): Promise<PickLists> {
  return commerceCall(pickLists, { path: `/api/admin/stores/${encodeURIComponent(code)}/pick-lists`, locale, staff });
}

const visits = z.object({
  total: z.number(),
  items: z.array(z.object({ date: z.string(), slot: z.string(), full_name: z.string(), mobile: z.string(), email: z.string(), comment: z.string(), upcoming: z.boolean() })),
});
export type StoreVisits = z.infer<typeof visits>;

export function readStoreVisits(locale: Locale, staff: StaffAuth, code: string): Promise<StoreVisits> {
  return commerceCall(visits, { path: `/api/admin/stores/${encodeURIComponent(code)}/visits`, locale, staff, query: { status: "booked", pageSize: 100 } });
}

const keyPools = z.object({
  products: z.array(z.object({ sku: z.string(), name: z.string(), unused: z.number(), assigned: z.number(), returned: z.number() })),
});
export type KeyPool = z.infer<typeof keyPools>["products"][number];

export async function readKeyPools(locale: Locale, staff: StaffAuth): Promise<KeyPool[]> {
  return (await commerceCall(keyPools, { path: "/api/admin/licence-keys", locale, staff })).products;
}

const keyImport = z.object({
  applied: z.boolean(),
  problems: z.array(z.object({ line: z.number(), code: z.enum(LICENCE_KEY_PROBLEMS) })),
  keys: z.array(z.object({ sku: z.string(), count: z.number() })),
});
export type KeyImport = z.infer<typeof keyImport>;

/** Checks a CSV file of licence keys (a dry run), or adds them all when `apply` and every line is good. */
export function importKeys(locale: Locale, staff: StaffAuth, csv: string, apply: boolean): Promise<KeyImport> {
  return commerceCall(keyImport, { method: "POST", path: "/api/admin/licence-keys/import", locale, staff, body: { csv, apply } });
}
