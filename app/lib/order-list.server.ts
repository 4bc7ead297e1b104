import { data, redirect, type LoaderFunctionArgs } from "react-router";
import { pageCount } from "~/lib/listing-query";
import { listOrders } from "~/models/orders.server";
import { orSignIn, requireCustomer } from "./account.server";
import { pageNumberOf } from "./account-page";
import { privatePageHeaders } from "./http-cache.server";
import { localizePath } from "./i18n";
import { orderListPath } from "./order-paths";
import { getI18n } from "./i18n.server";

/** The loader of both lists: one page of the customer's open or archived orders, 20 a page. */
export async function orderListLoader({ request, context }: LoaderFunctionArgs, archived: boolean) {
  const { shopper, customer } = await requireCustomer(request, context);
  const { locale } = shopper;
  const page = pageNumberOf(new URL(request.url).searchParams);
  const orders = await orSignIn(shopper, request, listOrders(locale, customer, { page, archived }));
  const pages = pageCount(orders.total_count, orders.page_size);
  if (page > pages) throw redirect(localizePath(orderListPath(archived, pages), locale));
  const t = getI18n(locale).getFixedT(locale, "orders");
  return data(
    { title: t(archived ? "list.archivedTitle" : "list.title"), orders },
    { headers: privatePageHeaders },
  );
}
