import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { OrderList } from "~/components/orders/order-list";
import { accountPageMeta } from "~/lib/account-page";
import { orderListLoader } from "~/lib/order-list.server";

/** Archived Orders (SPEC §2 my-order-history): delivered, completed, cancelled and failed orders, newest first. */

export const loader = (args: LoaderFunctionArgs) => orderListLoader(args, true);

export const meta = accountPageMeta;

export default function OrdersHistory() {
  const { orders } = useLoaderData<typeof loader>();
  return <OrderList orders={orders} archived />;
}
