/** The back office's pages (decision 040): `/admin` and `/ar/admin` and below. */
const BACK_OFFICE_PATH = /^(?:\/ar)?\/admin(?:\/|$)/;

export function isBackOfficePath(pathname: string): boolean {
  return BACK_OFFICE_PATH.test(pathname);
}
