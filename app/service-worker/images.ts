import { IMAGES_CACHE } from "./cache-names";
import type { FetchEvent } from "./scope";
import { putNewest } from "./newest-entries";

const KEPT_IMAGES = 200;

/** Online, the network (the browser's HTTP cache keeps them fresh); a copy of the last images seen serves offline. */
export async function image(event: FetchEvent): Promise<Response> {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic") {
      const copy = response.clone();
      event.waitUntil(caches.open(IMAGES_CACHE).then((cache) => putNewest(cache, request.url, copy, KEPT_IMAGES)));
    }
    return response;
  } catch (error) {
    const stored = await (await caches.open(IMAGES_CACHE)).match(request.url, { ignoreVary: true });
    if (stored) return stored;
    throw error;
  }
}
