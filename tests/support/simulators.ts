import type { Commerce } from "../../commerce/service";

/** A browser's request to the payment simulators the commerce backend mounts; their answer, which must be one. */
export async function simulatorAnswer(commerce: Commerce, url: string | URL, init?: RequestInit): Promise<Response> {
  if (!commerce.simulators) throw new Error("the payment simulators are not mounted");
  const answer = await commerce.simulators(new Request(url, init));
  if (!answer) throw new Error(`${String(url)} is not a simulator's`);
  return answer;
}
