import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/forms/notifications";
import { followLinksAsDocumentsWhileOffline } from "~/lib/offline-navigation";
import type { WorkerState } from "~/lib/service-worker-registration";
import { useOnline } from "~/lib/use-online";

const loadRegistration = () => import("~/lib/service-worker-registration");

/** States said once, as a notification that goes away; `cached` says nothing (it would on every page). */
const TRANSIENT_TEXTS = { ready: "serviceWorker.ready", updated: "serviceWorker.updated", error: "serviceWorker.error" } as const;

/**
 * The service worker in the page (decision 057), with JavaScript only: registered once the page has loaded, its
 * states shown; "A new version is available" stays until the shopper reloads; offline, a banner on every page
 * and links followed as documents. Without JavaScript this is an empty live region.
 */
export function ServiceWorkerStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const [state, setState] = useState<WorkerState | null>(null);

  useEffect(() => {
    // The development server has no worker to register.
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let mounted = true;
    const start = () => void loadRegistration().then(({ registerServiceWorker }) => registerServiceWorker((next) => mounted && setState(next)));
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      mounted = false;
      window.removeEventListener("load", start);
    };
  }, []);

  useEffect(() => followLinksAsDocumentsWhileOffline(), []);

  useEffect(() => {
    if (state === "ready" || state === "updated" || state === "error") {
      notify({ kind: state === "error" ? "error" : "success", text: t(TRANSIENT_TEXTS[state]) });
    }
  }, [state, t]);

  return (
    <div aria-live="polite" className="worker-status" data-worker-state={state ?? undefined}>
      {online ? null : <p className="worker-status__offline">{t("offline.banner")}</p>}
      {state === "updateFound" ? (
        <p className="worker-status__update">
          {t("serviceWorker.updateFound")}{" "}
          <button type="button" className="button button--primary" onClick={() => void loadRegistration().then(({ activateWaitingWorker }) => activateWaitingWorker())}>
            {t("serviceWorker.reload")}
          </button>
        </p>
      ) : null}
    </div>
  );
}
