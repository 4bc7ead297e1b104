import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { PHOTO_FILE_NAME, PHOTO_MAX_BYTES, PHOTO_URL_PREFIX } from "../commerce/contract/product-photo";
import { photosFolder } from "../commerce/media/photo-files";
import { sendText, setSecurityHeaders } from "./node-io";

/**
 * Product photos (decision 052), served from the media folder every node shares: `/media/photos/<hash>-<width>.<format>`.
 * A name never changes what it shows, so browsers and proxies keep a file for a year without asking again. AVIF
 * and WebP are compressed already: no gzip or brotli copy is made or sent.
 */

const ONE_YEAR = 60 * 60 * 24 * 365;
/** The form that uploads photos, posted as a page or (with JavaScript) to its `.data` twin; its body may be as big as a photo plus its few fields. */
const UPLOAD_PATH = /^(?:\/ar)?\/admin\/products\/\d{1,9}\/photos(?:\.data)?$/;
export const UPLOAD_MAX_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

export const isPhotoPath = (pathname: string) => pathname.startsWith(PHOTO_URL_PREFIX);
export const isPhotoUpload = (method: string | undefined, pathname: string) => method === "POST" && UPLOAD_PATH.test(pathname);

export async function servePhoto(req: IncomingMessage, res: ServerResponse, pathname: string, mediaDir: string): Promise<void> {
  const name = pathname.slice(PHOTO_URL_PREFIX.length);
  const format = PHOTO_FILE_NAME.exec(name)?.[3];
  const file = path.join(photosFolder(mediaDir), name);
  const size = format ? await stat(file).then((stats) => stats.size, () => null) : null;
  if (size === null) {
    sendText(res, 404, "Not Found", ["cache-control", "no-store"]);
    return;
  }
  setSecurityHeaders(res);
  res.writeHead(200, { "content-type": `image/${format}`, "content-length": String(size), "cache-control": `public, max-age=${ONE_YEAR}, immutable` });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  // A file deleted between stat and read (its photo was just removed) ends the response early; nothing else to do.
  await pipeline(createReadStream(file), res).catch(() => res.destroy());
}
