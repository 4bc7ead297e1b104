import { useNavigate } from "@remix-run/react";
import { useEffect, type RefObject } from "react";

/**
 * Client-side navigation for the plain `<a href>` links inside a container, the way a Remix `<Link>`
 * navigates: a primary-button click with no modifier key, on a same-origin link without `target` or
 * `download`. Everything else (a new tab, a download, no JavaScript) stays an ordinary link.
 *
 * Why not `<Link>`: each one runs several router hooks in every server render. The mega menu's ~120
 * links rendered as `<Link>`s cost a quarter of a bare page's render time; one listener costs nothing.
 */
export function useClientNavigation(ref: RefObject<HTMLElement>): void {
  const navigate = useNavigate();

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor || !container.contains(anchor) || anchor.hasAttribute("download")) return;
      if (anchor.target && anchor.target !== "_self") return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    container.addEventListener("click", onClick);
    return () => container.removeEventListener("click", onClick);
  }, [ref, navigate]);
}
