import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/forms/notifications";
import { dismissCartTask, sendCartTasks, type CartTask } from "~/lib/offline/cart-tasks";
import { useQueueOf } from "~/lib/offline/use-queue";
import { useRootData } from "~/lib/root-data";
import { useShopperView } from "~/lib/shopper-view";

/**
 * Sends the queued cart changes when the page loads and whenever the browser comes back online (decision 058), and
 * shows the cart again once they changed it. A refusal is told once, as it comes; it stays in the microcart's list.
 */
export function CartTaskSender() {
  const { t } = useTranslation("cart");
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    const send = () => {
      if (!navigator.onLine) return;
      sendCartTasks().then(
        ({ changed }) => {
          if (!changed) return;
          notify({ kind: "info", text: t("offline.sent") });
          void revalidate.current();
        },
        (error: unknown) => console.warn("cart: queued changes not sent:", error),
      );
    };
    send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [t]);
  return null;
}

/**
 * The list in the microcart: each change waiting, or refused with the server's reason and a way to dismiss it. A
 * change newly waiting calls `onWaitingAdded` (the drawer opens to show it).
 */
export function MicrocartQueue({ onWaitingAdded }: { onWaitingAdded: () => void }) {
  const { t } = useTranslation("cart");
  const { owner } = useShopperView(useRootData());
  const tasks = useQueueOf<CartTask>("cart-tasks", owner);
  const waiting = tasks.filter((task) => task.result === null).length;
  const waitingBefore = useRef(waiting);
  const opened = useRef(onWaitingAdded);
  opened.current = onWaitingAdded;
  useEffect(() => {
    if (waiting > waitingBefore.current) opened.current();
    waitingBefore.current = waiting;
  }, [waiting]);
  if (tasks.length === 0) return null;
  return (
    <section className="queued-changes" aria-labelledby="queued-changes-heading">
      <h3 id="queued-changes-heading" className="queued-changes__heading">
        {t("offline.heading")}
      </h3>
      <ul className="queued-changes__list">
        {tasks.map((task) => (
          <li key={task.id} className="queued-changes__item">
            <span>{describe(t, task)}</span>{" "}
            {task.result ? (
              <>
                <strong className="queued-changes__refused">{t("offline.refused", { reason: task.result.message })}</strong>{" "}
                <button type="button" className="button button--secondary queued-changes__dismiss" onClick={() => void dismissCartTask(task.id)}>
                  {t("offline.dismiss")}
                </button>
              </>
            ) : (
              <strong className="queued-changes__waiting">{t("offline.waiting")}</strong>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function describe(t: ReturnType<typeof useTranslation<"cart">>["t"], task: CartTask): string {
  const field = (name: string) => task.payload.find(([key]) => key === name)?.[1] ?? "";
  const intent = field("intent");
  if (intent === "remove") return t("offline.remove", { name: task.label });
  if (intent === "update-qty") return t("offline.changeQty", { name: task.label, qty: field("qty") });
  return t("offline.add", { name: task.label, qty: field("qty") });
}
