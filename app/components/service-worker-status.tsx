import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { WorkerState } from "~/lib/service-worker-registration";
import { useOnline } from "~/lib/use-online";

const loadRegistration = () => import("~/lib/service-worker-registration");

/** States said once, for a while; `cached` says nothing (it would on every page). */
const BRIEF_TEXTS = { ready: "serviceWorker.ready", updated: "serviceWorker.updated", error: "serviceWorker.error" } as const;
const BRIEF_MS = 5_000;

type BriefState = keyof typeof BRIEF_TEXTS;
const isBrief = (state: WorkerState | null): state is BriefState => state !== null && state in BRIEF_TEXTS;

/**
 * The service worker in the page (decision 057), with JavaScript only: registered once the page has loaded, its
 * states said in a polite live region of its own that floats over the page (so nothing moves when it speaks): a
 * brief line for ready, updated and error; "A new version is available" until the shopper reloads; offline, a
 * banner on every page, and links followed as documents. Mounted after the page is hydrated (after-load-slots.tsx).
 */
export function ServiceWorkerStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const [state, setState] = useState<WorkerState | null>(null);
  const [brief, setBrief] = useState<BriefState | null>(null);

  useEffect(() => {
    // The development server has no worker to register.
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let mounted = true;
    let stopFollowing: (() => void) | undefined;
    const start = () => {
      void loadRegistration().then(({ registerServiceWorker }) => registerServiceWorker((next) => mounted && setState(next)));
      void import("~/lib/offline-navigation").then(({ followLinksAsDocumentsWhileOffline }) => {
        if (mounted) stopFollowing = followLinksAsDocumentsWhileOffline();
      });
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      mounted = false;
      stopFollowing?.();
      window.removeEventListener("load", start);
    };
  }, []);

  useEffect(() => {
    if (!isBrief(state)) return;
    setBrief(state);
    const timer = setTimeout(() => setBrief(null), BRIEF_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <div aria-live="polite" className="worker-status" data-worker-state={state ?? undefined}>
      {online ? null : <p className="worker-status__offline">{t("offline.banner")}</p>}
      {brief ? <p className={brief === "error" ? "worker-status__error" : undefined}>{t(BRIEF_TEXTS[brief])}</p> : null}
      {state === "updateFound" ? (
        <p>
          {t("serviceWorker.updateFound")}{" "}
          <button type="button" className="button button--primary" onClick={() => void loadRegistration().then(({ activateWaitingWorker }) => activateWaitingWorker())}>
            {t("serviceWorker.reload")}
          </button>
        </p>
      ) : null}
    </div>
  );
}
