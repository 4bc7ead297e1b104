import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../common/format";
import {
  acceptChangedOrder,
  confirmOfflineOrder,
  forgetOfflineOrder,
  placeOfflineOrder,
  queueOfflineOrder,
  type OfflineOrder,
  type SendOutcome,
} from "~/lib/offline/offline-orders";
import { useQueueOf } from "~/lib/offline/use-queue";
import { useOnline } from "~/lib/use-online";
import { useRootData } from "~/lib/root-data";
import { useShopperView } from "~/lib/shopper-view";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import type { Checkout } from "~/models/checkout.server";

/**
 * Orders placed while offline (decision 058), cash on delivery only: the review page keeps one instead of posting
 * it, and every page shows it as "Order waiting!" until the server has placed it or said why not.
 */

/** For the cash on delivery form: keeps the order when the browser is offline. Returns whether it did (the form must then not post). */
export function useOfflineOrderPlacing(checkout: Checkout): () => boolean {
  const { t } = useTranslation("checkout");
  const { owner } = useShopperView(useRootData());
  const href = useLocalizedHref();
  const locale = useLocale();
  return useCallback(() => {
    if (navigator.onLine) return false;
    const total = formatMoney(checkout.cart.totals.grand_total, locale);
    queueOfflineOrder({ owner, url: href("/checkout/offline-order"), key: checkout.key, total }).then(
      () => void showNotification(t("offline.orderWaiting"), t("offline.waitingText", { total })),
      (error: unknown) => console.error("checkout: offline order not kept:", error),
    );
    return true;
  }, [checkout, owner, href, locale, t]);
}

/** A system notification, where the shopper allowed them (never asked for here). */
async function showNotification(title: string, body: string): Promise<void> {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const registration = await navigator.serviceWorker?.getRegistration();
  await registration?.showNotification(title, { body, tag: "offline-order" });
}

/** "Order waiting!": the order kept offline, and what the shopper can do with it now. */
export function OfflineOrderNotice() {
  const { t } = useTranslation("checkout");
  const root = useRootData();
  const { owner } = useShopperView(root);
  const autoSend = root?.offlineOrdersAutoSend ?? false;
  // One order waits per owner (queueOfflineOrder replaces the one waiting).
  const order = useQueueOf<OfflineOrder>("offline-orders", owner)[0] ?? null;
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [unsent, setUnsent] = useState(false);
  const otpRef = useRef<HTMLInputElement>(null);

  const send = useCallback(async (attempt: () => Promise<SendOutcome>) => {
    setBusy(true);
    const outcome = await attempt();
    setBusy(false);
    setUnsent(outcome === null);
    if (outcome && "placed" in outcome) window.location.assign(outcome.placed);
  }, []);

  const waiting = order?.state === "waiting" ? order.id : null;
  useEffect(() => {
    if (autoSend && online && waiting) void send(() => confirmOfflineOrder(waiting));
  }, [autoSend, online, waiting, send]);

  if (!order) return null;
  const actions = (...buttons: [label: string, act: () => void, primary?: boolean][]) => (
    <p className="offline-order__actions">
      {buttons.map(([label, act, primary]) => (
        <button key={label} type="button" className={`button ${primary ? "button--primary" : "button--secondary"}`} disabled={busy} onClick={act}>
          {label}
        </button>
      ))}
    </p>
  );
  const cancel: [string, () => void] = [t("offline.cancel"), () => void forgetOfflineOrder(order.id)];

  return (
    <section className="offline-order" aria-labelledby="offline-order-heading">
      <h2 id="offline-order-heading" className="offline-order__heading">
        {order.state === "refused" ? t("offline.notPlaced") : t("offline.orderWaiting")}
      </h2>
      {order.state === "refused" ? null : <p>{t("offline.waitingText", { total: order.total })}</p>}
      {order.message ? (
        <p className="offline-order__message" role="alert">
          {order.message}
        </p>
      ) : null}
      {unsent || !online ? <p role="status">{t("offline.stillOffline")}</p> : null}
      {order.state === "waiting" && online && !autoSend ? actions([t("offline.send"), () => void send(() => confirmOfflineOrder(order.id)), true], cancel) : null}
      {order.state === "waiting" && online && autoSend ? <p role="status">{t("offline.sending")}</p> : null}
      {order.state === "changed" && order.changed
        ? (
          <>
            <p>{t("offline.changedText", { total: order.changed.total })}</p>
            {actions([t("offline.accept"), () => void acceptChangedOrder(order), true], cancel)}
          </>
        )
        : null}
      {order.state === "refused" ? actions([t("offline.dismiss"), () => void forgetOfflineOrder(order.id), true]) : null}
      {order.state === "code-sent" ? (
        <form
          className="account-form offline-order__code"
          onSubmit={(event) => {
            event.preventDefault();
            void send(() => placeOfflineOrder(order.id, otpRef.current?.value ?? ""));
          }}
        >
          <p>{t("offline.codeSent", { mobile: order.mobile ?? "" })}</p>
          <div className="field">
            <label htmlFor="offline-order-otp" className="field__label">
              {t("review.otp")}
            </label>
            <input ref={otpRef} id="offline-order-otp" name="otp" className="field__input" autoComplete="one-time-code" inputMode="numeric" dir="ltr" required />
          </div>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t("review.placing") : t("review.place")}
          </button>
        </form>
      ) : null}
    </section>
  );
}
