/**
 * Offline, React Router's client-side navigation fails (it fetches the next page's data from the server); a link
 * is then followed as a document navigation, which the service worker answers from the pages it kept or with the
 * offline page. A capture listener on the window runs before React's, and a `<Link>` (and the enhanced link
 * lists, app/lib/use-client-navigation.ts) leave a click whose default was prevented alone.
 */
export function followLinksAsDocumentsWhileOffline(): () => void {
  const onClick = (event: MouseEvent) => {
    if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return;
    if (anchor.origin !== location.origin) return;
    // A jump within this page needs no document.
    if (anchor.hash && anchor.pathname === location.pathname && anchor.search === location.search) return;
    event.preventDefault();
    location.assign(anchor.href);
  };
  window.addEventListener("click", onClick, true);
  return () => window.removeEventListener("click", onClick, true);
}
