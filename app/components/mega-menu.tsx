import { useLocation } from "react-router";
import { useEffect, useRef, type RefObject, type SVGProps } from "react";
import { useTranslation } from "react-i18next";
import { useFragmentCache } from "~/lib/fragment-cache";
import { useClientNavigation } from "~/lib/use-client-navigation";
import { useLocalizedHref } from "~/lib/use-locale";
import type { MenuLink } from "~/lib/menu-link";
import type { MenuItem } from "~/models/catalog-schemas";
import { ChevronIcon } from "./icons";

/**
 * The header's category menu. Each top category is a `<details>` disclosure, so the menu opens and
 * closes without JavaScript; on phones the whole list sits behind one more "Menu" disclosure, which
 * the stylesheet keeps open from 992 px up. With JavaScript, Escape, a click outside and a
 * navigation close whatever is open. The links are plain anchors that navigate client-side through one
 * listener (useClientNavigation).
 */

// Declared apart so the root's data type (app/lib/root-data.ts) names it without importing this component.
export type { MenuLink } from "~/lib/menu-link";

const MENU_DEPTH = 3;
const compacted = new WeakMap<readonly MenuItem[], MenuLink[]>();

function compact(items: readonly MenuItem[], depth: number): MenuLink[] {
  return items.map((item) => {
    const children = depth > 1 && item.children_data.length ? compact(item.children_data, depth - 1) : undefined;
    return children ? { name: item.name, urlKey: item.url_key, children } : { name: item.name, urlKey: item.url_key };
  });
}

/**
 * The mega menu trimmed to levels 2–4 and to name + url key, so the root loader's payload stays
 * small. Memoised per menu object: the catalogue model hands back the same cached array each time.
 */
export function compactMenu(items: readonly MenuItem[]): MenuLink[] {
  let menu = compacted.get(items);
  if (!menu) {
    menu = compact(items, MENU_DEPTH);
    compacted.set(items, menu);
  }
  return menu;
}

function closeAll(root: HTMLElement | null) {
  root?.querySelectorAll("details[open]").forEach((details) => details.removeAttribute("open"));
}

function useDismiss(ref: RefObject<HTMLElement>) {
  const { pathname, search } = useLocation();

  useEffect(() => closeAll(ref.current), [ref, pathname, search]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !ref.current) return;
      const open = ref.current.querySelectorAll<HTMLDetailsElement>("details[open]");
      const innermost = open[open.length - 1];
      if (!innermost) return;
      innermost.open = false;
      innermost.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) closeAll(ref.current);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [ref]);
}

export function MegaMenu({ menu }: { menu: readonly MenuLink[] }) {
  const { t, i18n } = useTranslation("site");
  const { t: tc } = useTranslation();
  const href = useLocalizedHref();
  const navRef = useRef<HTMLElement>(null);
  const renderCached = useFragmentCache();
  useDismiss(navRef);
  useClientNavigation(navRef);

  const list = (
    <MenuList
      menu={menu}
      href={href}
      allIn={(name) => t("menu.allIn", { name })}
      brands={tc("navigation.brands")}
    />
  );
  return (
    <nav className="mega-nav" aria-label={tc("navigation.label")} ref={navRef}>
      <details className="container mega-nav__toggle">
        <summary className="mega-nav__toggle-button">
          <MenuIcon />
          {t("menu.toggle")}
        </summary>
        {renderCached ? (
          // On the server: the list's HTML, rendered once per menu and language (a third of the shell's cost).
          <div className="mega-nav__list-wrap" dangerouslySetInnerHTML={{ __html: renderCached(menu, i18n.language, () => list) }} />
        ) : (
          <div className="mega-nav__list-wrap">{list}</div>
        )}
      </details>
    </nav>
  );
}

/** The menu's links, drawn from its props alone (the server renders it outside the app's contexts). */
function MenuList({
  menu,
  href,
  allIn,
  brands,
}: {
  menu: readonly MenuLink[];
  href: (path: string) => string;
  allIn: (name: string) => string;
  brands: string;
}) {
  return (
    <ul className="mega-nav__list">
      {menu.map((top) => (
        <li key={top.urlKey} className="mega-nav__item">
          <details className="mega-nav__disclosure" name="mega-nav">
            <summary className="mega-nav__summary">
              <span>{top.name}</span>
              <ChevronDownIcon />
            </summary>
            <div className="mega-nav__panel">
              <div className="container mega-nav__panel-inner">
                <a href={href(`/c/${top.urlKey}`)} className="link-arrow mega-nav__all">
                  {allIn(top.name)}
                  <ChevronIcon />
                </a>
                {top.children ? (
                  <ul className="mega-nav__columns">
                    {top.children.map((sub) => (
                      <li key={sub.urlKey} className="mega-nav__group">
                        <a href={href(`/c/${sub.urlKey}`)} className="mega-nav__heading">
                          {sub.name}
                        </a>
                        {sub.children ? (
                          <ul className="mega-nav__leaves">
                            {sub.children.map((leaf) => (
                              <li key={leaf.urlKey}>
                                <a href={href(`/c/${leaf.urlKey}`)}>{leaf.name}</a>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </div>
          </details>
        </li>
      ))}
      <li className="mega-nav__item mega-nav__item--extra">
        <a href={href("/brands")} className="mega-nav__link">
          {brands}
        </a>
      </li>
    </ul>
  );
}

function MenuIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false" className="icon" {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

/** Points down, so it needs no mirroring in RTL; turned up by the stylesheet when its disclosure is open. */
function ChevronDownIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="icon mega-nav__chevron" {...props}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
