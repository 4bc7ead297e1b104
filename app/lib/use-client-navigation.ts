import { useNavigate } from "react-router";
import { useEffect, useState, type RefObject } from "react";

/**
 * Plain `<a href>` links inside a container, enhanced the way a React Router `<Link>` is: client-side navigation
 * (useClientNavigation) and prefetching on intent (useIntentPrefetch). Without JavaScript they are
 * ordinary links.
 *
 * Why not `<Link>`: each one runs several router hooks in every server render. The mega menu's ~120 links
 * cost a quarter of a bare page's render time that way, and a category page's 50 product cards a fifth of
 * its own; one listener per container costs nothing on the server.
 */

/** The same-origin link an event happened in, if it is one a `<Link>` would handle. */
function navigableAnchor(target: EventTarget | null, container: HTMLElement): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest("a") : null;
  if (!anchor || !container.contains(anchor) || anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  return anchor.origin === window.location.origin ? anchor : null;
}

/** A primary-button click with no modifier key navigates client-side; anything else (a new tab) is left alone. */
export function useClientNavigation(ref: RefObject<HTMLElement>): void {
  const navigate = useNavigate();

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = navigableAnchor(event.target, container);
      if (!anchor) return;
      event.preventDefault();
      navigate(anchor.pathname + anchor.search + anchor.hash);
    };
    container.addEventListener("click", onClick);
    return () => container.removeEventListener("click", onClick);
  }, [ref, navigate]);
}

/** How long a pointer or the focus rests on a link before its page is prefetched (as `<Link prefetch="intent">`). */
const INTENT_DELAY_MS = 100;

/**
 * The page of the link a shopper points at or focuses, once they have rested on it briefly: render
 * `<PrefetchPageLinks page={…} />` for it. The last page stays, so its prefetch links are not removed.
 */
export function useIntentPrefetch(ref: RefObject<HTMLElement>): string | null {
  const [page, setPage] = useState<string | null>(null);

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onEnter = (event: Event) => {
      const anchor = navigableAnchor(event.target, container);
      if (!anchor) return;
      clearTimeout(timer);
      timer = setTimeout(() => setPage(anchor.pathname + anchor.search), INTENT_DELAY_MS);
    };
    const onLeave = () => clearTimeout(timer);
    container.addEventListener("pointerover", onEnter);
    container.addEventListener("focusin", onEnter);
    container.addEventListener("pointerout", onLeave);
    container.addEventListener("focusout", onLeave);
    return () => {
      clearTimeout(timer);
      container.removeEventListener("pointerover", onEnter);
      container.removeEventListener("focusin", onEnter);
      container.removeEventListener("pointerout", onLeave);
      container.removeEventListener("focusout", onLeave);
    };
  }, [ref]);

  return page;
}
