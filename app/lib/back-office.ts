import type { StaffRole } from "../../commerce/contract/staff";

/** The back office's pages (decision 040): `/admin` and `/ar/admin` and below. */
const BACK_OFFICE_PATH = /^(?:\/ar)?\/admin(?:\/|$)/;

export function isBackOfficePath(pathname: string): boolean {
  return BACK_OFFICE_PATH.test(pathname);
}

/** The `page` query parameter of a back-office list: a whole number from 1, else 1. */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The tab of a list the `status` query parameter names, one of `tabs`; the first tab for anything else. */
export function tabOf<Tab extends string>(url: URL, tabs: readonly [Tab, ...Tab[]]): Tab {
  const status = url.searchParams.get("status");
  return tabs.find((tab) => tab === status) ?? tabs[0];
}

/** What the back office's layout route (`($lang).admin.tsx`) gives its pages: the signed-in staff member, if any. */
export interface BackOfficeData {
  staff: { id: number; email: string; name: string; role: StaffRole; locale: "en" | "ar" } | null;
}

export const BACK_OFFICE_ROUTE = "routes/($lang).admin";
