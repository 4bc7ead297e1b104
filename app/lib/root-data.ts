import { useRouteLoaderData } from "react-router";
import type { Locale } from "./i18n";
import type { MenuLink } from "./menu-link";
import type { ShopperView } from "./shopper-view";

/**
 * What the root loader gives every page. Declared here, and the loader checked against it, so the hooks and
 * components that read it do not import `root.tsx`, which imports them.
 */
export interface RootData {
  locale: Locale;
  translationsHref: string;
  errorTitles: { notFound: string; server: string; request: string };
  origin: string;
  menu: MenuLink[];
  shopper: ShopperView;
  /** The props of remix-utils' honeypot field (app/lib/honeypot.server.ts). */
  honeypot: { nameFieldName: string };
  /** Written in the suggested language. */
  languageSuggestion: { locale: Locale; label: string; text: string } | null;
  flash: RootFlash | null;
  /** The store's setting OFFLINE_ORDERS_AUTO_SEND (decision 058). */
  offlineOrdersAutoSend: boolean;
  /** The store's tag manager container (TAG_MANAGER_ID), loaded only with the shopper's analytics consent. */
  tagManagerId: string | null;
}

/** A flash message, translated, with its key and the form it belongs to, if one. */
export interface RootFlash {
  id: string;
  kind: "success" | "error" | "info";
  text: string;
  message: string;
  form?: string | undefined;
  values?: Record<string, string> | undefined;
}

/** The root loader's data; undefined when the root loader failed (the error page). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
