import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { OrderList } from "~/components/orders/order-list";
import { accountPageMeta } from "~/lib/account-page";
import { orderListLoader } from "~/lib/order-list.server";

/** The customer's open orders (SPEC §2 my-orders): pending and confirmed ones not yet delivered, newest first. */

export const loader = (args: LoaderFunctionArgs) => orderListLoader(args, false);

export const meta = accountPageMeta;

export default function Orders() {
  const { orders } = useLoaderData<typeof loader>();
  return <OrderList orders={orders} archived={false} />;
}
