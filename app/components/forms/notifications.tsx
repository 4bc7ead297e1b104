import { Link, useLocation } from "react-router";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { useLocalizedHref } from "~/lib/use-locale";
import { CHECKOUT_ACTION_MESSAGES } from "~/components/cart/messages";

/**
 * Notifications (SPEC §4): a message identical to the latest one shown is not added again; with
 * JavaScript each goes away after 5 s (SPEC §9) unless the pointer or focus is on it. Without
 * JavaScript the flash message stays, with a "Dismiss" link to the same page: the flash cookie is read
 * once, so that reload shows the page without it.
 */

export const NOTIFICATION_TTL_MS = 5_000;

export interface NotificationInput {
  kind: "success" | "error" | "info";
  text: string;
  action?: { href: string; label: string };
}

interface Notification extends NotificationInput {
  id: number;
}

/** What the root loader sends: a flash message, translated, with the key it came from. */
export interface FlashNotification {
  id: string;
  kind: NotificationInput["kind"];
  text: string;
  message: string;
}

let notifications: readonly Notification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const NONE: readonly Notification[] = [];

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a message, unless it repeats the latest one still on screen. */
export function notify(input: NotificationInput): void {
  const latest = notifications.at(-1);
  if (latest && latest.text === input.text && latest.kind === input.kind) return;
  notifications = [...notifications, { ...input, id: nextId++ }];
  emit();
}

export function dismissNotification(id: number): void {
  notifications = notifications.filter((notification) => notification.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function useNotificationList(): readonly Notification[] {
  return useSyncExternalStore(
    subscribe,
    () => notifications,
    () => NONE,
  );
}

function useFlashAction(message: string | undefined): NotificationInput["action"] {
  const { t } = useTranslation("cart");
  const href = useLocalizedHref();
  return message && CHECKOUT_ACTION_MESSAGES.includes(message)
    ? { href: href("/checkout"), label: t("notifications.proceedToCheckout") }
    : undefined;
}

export function Notifications({ flash }: { flash: FlashNotification | null }) {
  const hydrated = useHydrated();
  const list = useNotificationList();
  const action = useFlashAction(flash?.message);
  const seen = useRef<string | null>(null);

  useEffect(() => {
    if (!flash || seen.current === flash.id) return;
    seen.current = flash.id;
    notify({ kind: flash.kind, text: flash.text, action });
  }, [flash, action]);

  // Until hydration (and always without JavaScript) the server's flash message is what shows.
  const shown: readonly Notification[] = hydrated ? list : flash ? [{ id: 0, kind: flash.kind, text: flash.text, action }] : NONE;
  const errors = shown.filter((n) => n.kind === "error");
  const others = shown.filter((n) => n.kind !== "error");

  return (
    <div className={hydrated ? "notifications notifications--floating" : "container notifications"}>
      {/* Live regions by attribute, present from the start so additions are announced; no roles, so an
          empty region is not a landmark or an "alert" of its own. */}
      <div aria-live="polite" className="notifications__region">
        {others.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} hydrated={hydrated} />
        ))}
      </div>
      <div aria-live="assertive" className="notifications__region">
        {errors.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} hydrated={hydrated} />
        ))}
      </div>
    </div>
  );
}

function NotificationItem({ notification, hydrated }: { notification: Notification; hydrated: boolean }) {
  const { t } = useTranslation("cart");
  const { pathname, search } = useLocation();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!hydrated || paused) return;
    const timer = window.setTimeout(() => dismissNotification(notification.id), NOTIFICATION_TTL_MS);
    return () => window.clearTimeout(timer);
  }, [hydrated, paused, notification.id]);

  return (
    <div
      className={`notification notification--${notification.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <p className="notification__text">{notification.text}</p>
      <div className="notification__actions">
        {notification.action ? (
          <Link to={notification.action.href} className="notification__action" onClick={() => dismissNotification(notification.id)}>
            {notification.action.label}
          </Link>
        ) : null}
        {hydrated ? (
          <button
            type="button"
            className="close-button"
            aria-label={t("notifications.dismissNamed")}
            onClick={() => dismissNotification(notification.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : (
          // No JavaScript: the same page again, now without the (already read) flash message.
          <a href={pathname + search} className="notification__dismiss-link">
            {t("notifications.dismiss")}
          </a>
        )}
      </div>
    </div>
  );
}
