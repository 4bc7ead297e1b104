import { Writable } from "node:stream";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { ServerRouter, type ActionFunctionArgs, type EntryContext, type LoaderFunctionArgs, type RouterContextProvider } from "react-router";
import { FragmentCacheContext } from "~/lib/fragment-cache";
import { renderCachedFragment } from "~/lib/fragment-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { withLowPriorityModulePreloads } from "~/lib/module-preloads.server";
import { NonceContext } from "~/lib/nonce";
import { PageHolesContext } from "~/lib/page-holes";
import { PAGE_HOLES_HEADER } from "~/lib/page-holes.server";
import { edgeFactsOf, localeOf } from "~/lib/request-context.server";
import { allowingTagManager, contentSecurityPolicy, nonceSource } from "~/lib/security-headers.server";
import { config } from "~/lib/config.server";
import { consentOf } from "~/lib/consent-cookie.server";

/** How long deferred data may stream before the render is aborted. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Crawlers get the whole document at once; browsers get the shell as soon as it is ready. A page that
  // shared caches may keep is also rendered whole: the copy is replayed to crawlers and to browsers
  // without JavaScript, which cannot run the scripts that fill in streamed parts.
  const shareable = responseHeaders.get("Cache-Control")?.includes("s-maxage") ?? false;
  const waitForAll = routerContext.isSpaMode || isbot(request.headers.get("user-agent")) || shareable;
  const edge = edgeFactsOf(loadContext);
  // For the page cache (the edge asks): markers in the personal places, filled per request (decision 020).
  const holes = shareable && edge.pageHoles;
  if (holes) responseHeaders.set(PAGE_HOLES_HEADER, "1");
  const locale = localeOf(loadContext);
  // The edge makes one per response (decision 012); the Vite dev server gives none and sends no policy.
  const nonce = edge.cspNonce;
  if (nonce) {
    const policy = contentSecurityPolicy([nonceSource(nonce)]);
    // The tag manager only for a shopper who allowed analytics (decision 064); never in a page for the cache.
    const tagManager = config.tagManagerId !== null && !holes && consentOf(request.headers.get("Cookie"))?.analytics === true;
    responseHeaders.set("Content-Security-Policy", tagManager ? allowingTagManager(policy) : policy);
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    const respond = () => {
      shellRendered = true;
      const body = new DocumentBody();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(body.stream, { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={getI18n(locale)}>
          <FragmentCacheContext.Provider value={renderCachedFragment}>
            <PageHolesContext.Provider value={holes}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </PageHolesContext.Provider>
          </FragmentCacheContext.Provider>
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          clearTimeout(abortTimer);
          if (waitForAll) respond();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, onShellError rejects and React Router logs; after it, only this sees the error
          // (unless the client went away mid-stream, which is not an error of ours).
          if (shellRendered && !request.signal.aborted) console.error(error);
        },
      },
    );
    abortTimer = setTimeout(abort, streamTimeout + 1_000);
  });
}

export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  console.error(error);
}

/**
 * Where React writes the document. React hands over about 2 KB at a time, all in one synchronous pass per
 * batch of ready content; passing each piece on would cost a stream read and a socket write apiece. This
 * joins what one pass wrote into one chunk of the Response body (a later pass, e.g. deferred data, is
 * another chunk, so streaming still works). Cancelling the body (the client went away) destroys this
 * writable, which makes React stop rendering.
 *
 * It also mends two faults of React 18's output: NUL bytes (see _write), and content after `</html>`:
 * React closes body and html at the end of the shell, so what streams later (React Router's data scripts, late
 * Suspense content) would follow them; the first `</body></html>` is held back and written last instead.
 * And it asks for React Router's module preloads at low priority (lib/module-preloads.server.ts); they are
 * written in the shell's pass, so a flush never splits one.
 */
class DocumentBody extends Writable {
  static readonly #documentEnd = "</body></html>";
  readonly stream: ReadableStream<Uint8Array>;
  #controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  #pending: Buffer[] = [];
  #flushScheduled = false;
  #documentEndHeld = false;

  constructor() {
    super({ highWaterMark: 1024 * 1024, decodeStrings: true });
    this.stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.#controller = controller;
      },
      cancel: () => {
        this.#controller = undefined;
        this.destroy();
      },
    });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    // React 18 pads a chunk with up to three 0x00 bytes when a multi-byte UTF-8 character does not fit the
    // rest of its 2 KB buffer (facebook/react#26228, fixed in React 19 only). A NUL is never valid in HTML,
    // so every one here comes from that bug.
    this.#pending.push(chunk.includes(0) ? DocumentBody.#withoutNul(chunk) : chunk);
    if (!this.#flushScheduled) {
      this.#flushScheduled = true;
      queueMicrotask(() => this.#flush());
    }
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.#flush(true);
    this.#controller?.close();
    this.#controller = undefined;
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (error) this.#controller?.error(error);
    this.#controller = undefined;
    this.#pending = [];
    callback(error);
  }

  /** Passes on what React wrote since the last flush; the last flush also ends the document. */
  #flush(last = false): void {
    this.#flushScheduled = false;
    const end = DocumentBody.#documentEnd;
    let parts = this.#pending;
    this.#pending = [];
    // React writes the shell in one pass, so its end is never split between two flushes.
    if (!this.#documentEndHeld && parts.length > 0) {
      const joined = Buffer.concat(parts);
      const at = joined.indexOf(end);
      if (at === -1) {
        parts = [joined];
      } else {
        this.#documentEndHeld = true;
        parts = [joined.subarray(0, at), joined.subarray(at + end.length)];
      }
    }
    if (last && this.#documentEndHeld) parts.push(Buffer.from(end));
    const [first] = parts;
    const chunk = parts.length === 1 && first ? first : Buffer.concat(parts);
    if (chunk.length > 0) this.#controller?.enqueue(withLowPriorityModulePreloads(chunk));
  }

  static #withoutNul(chunk: Buffer): Buffer {
    const parts: Buffer[] = [];
    let start = 0;
    for (let at = chunk.indexOf(0); at !== -1; at = chunk.indexOf(0, start)) {
      parts.push(chunk.subarray(start, at));
      start = at + 1;
    }
    parts.push(chunk.subarray(start));
    return Buffer.concat(parts);
  }
}
