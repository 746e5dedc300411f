// The toast region: newest last, grouped repeats with a badge, Escape closes the newest,
// each closes TOAST_DURATION_MS after it was (last) shown.
import { TOAST_OFFSET_PX } from "@hostfront/commerce";
import { useEffect } from "react";
import { useShell, useToasts } from "../shell-context.tsx";
import type { Toast } from "../state/toasts.ts";
import { useTranslation } from "../translation.ts";

const TONES: Record<Toast["type"], string> = {
  success: "border-green-600 bg-green-50 text-green-900",
  info: "border-sky-600 bg-sky-50 text-sky-900",
  warning: "border-amber-600 bg-amber-50 text-amber-900",
  error: "border-red-600 bg-red-50 text-red-900",
};

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const { toasts } = useShell();
  // A repeat (new shownAt) starts the timer again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: shownAt restarts the timer
  useEffect(() => {
    if (!Number.isFinite(toast.duration)) return;
    const timer = setTimeout(() => toasts.getState().dismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration, toast.shownAt, toasts]);
  const dismiss = () => toasts.getState().dismiss(toast.id);
  return (
    <li
      role={toast.type === "error" ? "alert" : "status"}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 p-3 shadow-lg ${TONES[toast.type]}`}
      data-toast-type={toast.type}
    >
      <span className="sr-only">{t(`toast.types.${toast.type}`)}: </span>
      <p className="flex-1 text-sm">{toast.message}</p>
      {toast.count > 1 && (
        <span
          className="rounded-full bg-black/10 px-2 text-xs font-semibold"
          data-testid="toast-count"
        >
          <span aria-hidden="true">×{toast.count}</span>
          <span className="sr-only">{t("toast.repeated", { count: toast.count })}</span>
        </span>
      )}
      {toast.action && (
        <button
          type="button"
          className="text-sm font-semibold underline"
          onClick={() => {
            toast.action?.onClick();
            dismiss();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className="text-sm" aria-label={t("toast.dismiss")} onClick={dismiss}>
        ×
      </button>
    </li>
  );
}

export function Toaster() {
  const { t } = useTranslation();
  const { toasts } = useShell();
  const list = useToasts((s) => s.toasts);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && toasts.getState().toasts.length > 0)
        toasts.getState().dismissLatest();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toasts]);
  return (
    <section
      aria-label={t("toast.region")}
      className="toast-region"
      style={{ top: TOAST_OFFSET_PX, right: TOAST_OFFSET_PX }}
    >
      <ol className="flex flex-col gap-2">
        {list.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
