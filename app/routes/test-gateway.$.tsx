import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { forwardToTestGateway } from "~/lib/commerce.server";

/**
 * The built-in test card gateway on the store's own origin (decision 017): its hosted card page, its API, the
 * 3-D Secure page and its stylesheet. Posts reach here only when http-server.js found them same-origin.
 */
export const loader = ({ request }: LoaderFunctionArgs) => forwardToTestGateway(request);

export const action = ({ request }: ActionFunctionArgs) => forwardToTestGateway(request);
