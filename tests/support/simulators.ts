import { expect } from "vitest";
import { handleSimulatorRequest } from "../../commerce/payments/simulators";
import type { Commerce } from "../../commerce/service";

/** A browser's request to the payment simulators the commerce backend mounts; their answer, which must be one. */
export async function simulatorAnswer(commerce: Commerce, url: string | URL, init?: RequestInit): Promise<Response> {
  if (!commerce.simulators) throw new Error("the payment simulators are not mounted");
  const answer = await commerce.simulators(new Request(url, init));
  if (!answer) throw new Error(`${String(url)} is not a simulator's`);
  return answer;
}

/**
 * The test card gateway's way back after 3-D Secure: a page with a form that posts the signed answer to the
 * merchant (decision 043). Answers where it posts and the fields it posts.
 */
export async function postedBack(response: Response): Promise<{ action: string; params: Record<string, string> }> {
  expect(response.status).toBe(200);
  const html = await response.text();
  const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1];
  if (action === undefined) throw new Error("the gateway's page posts nothing back");
  const params = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, name, value]) => [unescape(name!), unescape(value!)]));
  return { action: unescape(action), params };
}

/** The same request to a simulator whose notification to the store is late or lost: it tells the store nothing. */
export async function silentSimulatorAnswer(commerce: Commerce, url: string | URL, init?: RequestInit): Promise<Response> {
  const answer = await handleSimulatorRequest(commerce.context, new Request(url, init));
  if (!answer) throw new Error(`${String(url)} is not a simulator's`);
  return answer;
}
