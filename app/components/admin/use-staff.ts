import { useRouteLoaderData } from "react-router";
import { roleMay, type Permission } from "../../../commerce/contract/staff";
import { BACK_OFFICE_ROUTE, type BackOfficeData } from "~/lib/back-office";

/**
 * Whether the signed-in staff member's role may do `permission`: pages leave out the forms a role cannot use. The
 * backend checks the role of every call all the same (decision 040).
 */
export function useStaffMay(): (permission: Permission) => boolean {
  const staff = useRouteLoaderData<BackOfficeData>(BACK_OFFICE_ROUTE)?.staff ?? null;
  return (permission) => staff !== null && roleMay(staff.role, permission);
}
