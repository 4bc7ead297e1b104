import { Form, Link, NavLink, Outlet, useLoaderData, useLocation, type LinksFunction, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { roleMay, type Permission } from "../../commerce/contract/staff";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { Notifications } from "~/components/forms/notifications";
import { backOfficeHeaders, staffAuthOf } from "~/lib/back-office.server";
import { CommerceError } from "~/lib/commerce.server";
import { NATIVE_LANGUAGE_NAMES, switchLocalePath } from "~/lib/i18n";
import { localeOf } from "~/lib/request-context.server";
import type { BackOfficeData } from "~/lib/back-office";
import type { RouteHandle } from "~/lib/route-handle";
import { useRootData } from "~/lib/root-data";
import { useLocalizedHref } from "~/lib/use-locale";
import { currentStaff } from "~/models/staff.server";
import backOfficeStylesHref from "~/styles/admin.css?url";

/**
 * The back office's layout (decision 040): its own header and navigation, none of the shop's, on every page under
 * `/admin`, the sign-in pages included (they show no navigation). The staff member is read for the header only;
 * each page's own calls are checked by the backend. Never cached, never indexed.
 */

export const handle: RouteHandle = { layout: "backOffice" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: backOfficeStylesHref }];

export const headers = () => backOfficeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<BackOfficeData> {
  const auth = await staffAuthOf(context);
  if (!auth.token) return { staff: null };
  try {
    return { staff: await currentStaff(localeOf(context), auth) };
  } catch (error) {
    if (error instanceof CommerceError && error.status === 401) return { staff: null };
    throw error;
  }
}

/** The navigation's links, each shown to the roles that may open it. */
const SECTIONS: {
  path: string;
  key: "dashboard" | "products" | "orders" | "returns" | "refunds" | "customers" | "messages" | "stores" | "tradeIns" | "reviews" | "catalogueImport" | "licenceKeys" | "giftCards" | "promotions" | "categories" | "brands" | "content" | "reports" | "lowStock" | "newsletter" | "staff" | "audit";
  permission: Permission | null;
}[] = [
  { path: "/admin", key: "dashboard", permission: null },
  { path: "/admin/orders", key: "orders", permission: "orders.read" },
  { path: "/admin/returns", key: "returns", permission: "orders.read" },
  { path: "/admin/refunds", key: "refunds", permission: "refunds.manage" },
  { path: "/admin/stores", key: "stores", permission: "orders.fulfil" },
  { path: "/admin/customers", key: "customers", permission: "customers.read" },
  { path: "/admin/messages", key: "messages", permission: "customers.read" },
  { path: "/admin/trade-ins", key: "tradeIns", permission: "tradein.decide" },
  { path: "/admin/reviews", key: "reviews", permission: "reviews.moderate" },
  { path: "/admin/products", key: "products", permission: "catalogue.manage" },
  { path: "/admin/catalogue-import", key: "catalogueImport", permission: "stock.manage" },
  { path: "/admin/licence-keys", key: "licenceKeys", permission: "stock.manage" },
  { path: "/admin/gift-cards", key: "giftCards", permission: "giftcards.manage" },
  { path: "/admin/categories", key: "categories", permission: "catalogue.manage" },
  { path: "/admin/brands", key: "brands", permission: "catalogue.manage" },
  { path: "/admin/content", key: "content", permission: "content.manage" },
  { path: "/admin/promotions", key: "promotions", permission: "promotions.manage" },
  { path: "/admin/reports", key: "reports", permission: "reports.read" },
  { path: "/admin/low-stock", key: "lowStock", permission: "stock.read" },
  { path: "/admin/newsletter", key: "newsletter", permission: "newsletter.read" },
  { path: "/admin/staff", key: "staff", permission: "staff.manage" },
  { path: "/admin/audit", key: "audit", permission: "audit.read" },
];

export default function BackOfficeLayout() {
  const { staff } = useLoaderData<typeof loader>();
  return <BackOfficeFrame staff={staff} />;
}

function BackOfficeFrame({ staff, children }: { staff: BackOfficeData["staff"]; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation("admin");
  const { t: tCommon } = useTranslation();
  const href = useLocalizedHref();
  const { pathname, search } = useLocation();
  const flash = useRootData()?.flash ?? null;
  const other = i18n.language === "ar" ? "en" : "ar";
  return (
    <>
      <a href="#main" className="skip-link">
        {tCommon("skipLink")}
      </a>
      <header className="bo-header">
        <Link to={href("/admin")} className="bo-header__brand">
          {t("storeName")} <span className="bo-header__section">{t("title")}</span>
        </Link>
        <a className="bo-header__lang" href={switchLocalePath(pathname, search, other)} hrefLang={other} lang={other}>
          {NATIVE_LANGUAGE_NAMES[other]}
        </a>
        {staff ? (
          <div className="bo-header__staff">
            <span>{t("signedInAs", { name: staff.name, role: t(`roles.${staff.role}`) })}</span>
            <Form method="post" action={href("/admin/sign-out")}>
              <button type="submit" className="button button--secondary bo-button--small">
                {t("signOut")}
              </button>
            </Form>
          </div>
        ) : null}
      </header>
      {staff ? (
        <nav className="bo-nav" aria-label={t("nav.label")}>
          <ul>
            {SECTIONS.filter((section) => section.permission === null || roleMay(staff.role, section.permission)).map((section) => (
              <li key={section.key}>
                <NavLink to={href(section.path)} end={section.path === "/admin"}>
                  {t(`nav.${section.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <main id="main" tabIndex={-1} className="bo-main">
        <Notifications flash={flash} />
        {children ?? <Outlet />}
      </main>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <BackOfficeFrame staff={null}>
      <BackOfficeErrorBoundary />
    </BackOfficeFrame>
  );
}
