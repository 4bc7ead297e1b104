import { ASSETS_CACHE, SHELL_CACHE } from "./cache-names";

/** A hashed file never changes at its URL: from the shell or an earlier load, else the network (and kept). */
export async function hashedAsset(request: Request): Promise<Response> {
  const stored = (await (await caches.open(SHELL_CACHE)).match(request)) ?? (await (await caches.open(ASSETS_CACHE)).match(request));
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(ASSETS_CACHE)).put(request, response.clone());
  return response;
}
