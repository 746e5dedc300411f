// Toasts (SPEC.md section 4): success, info, warning, error; identical toasts are grouped and
// a repeat badge counts them; each stays TOAST_DURATION_MS after its last repeat.
import { TOAST_DURATION_MS } from "@hostfront/commerce";
import { createStore, type StoreApi } from "zustand/vanilla";

export type ToastType = "success" | "info" | "warning" | "error";

export interface ToastAction {
  readonly label: string;
  readonly onClick: () => void;
}

export interface Toast {
  readonly id: number;
  readonly type: ToastType;
  readonly message: string;
  /** How many times this toast was shown (the repeat badge shows it above 1). */
  readonly count: number;
  /** ms; Infinity keeps it until closed (toasts with an action). */
  readonly duration: number;
  /** Changes on every repeat, so the timer starts again. */
  readonly shownAt: number;
  readonly action?: ToastAction;
}

export interface ToastState {
  readonly toasts: readonly Toast[];
  show(
    type: ToastType,
    message: string,
    options?: { duration?: number; action?: ToastAction },
  ): number;
  dismiss(id: number): void;
  /** Closes the newest toast (Escape). */
  dismissLatest(): void;
}

export type ToastStore = StoreApi<ToastState>;

/** Most toasts at once; older ones make way. */
const MAX_TOASTS = 5;

export function createToastStore(now: () => number = Date.now): ToastStore {
  let nextId = 1;
  return createStore<ToastState>()((set, get) => ({
    toasts: [],
    show(type, message, options = {}) {
      const existing = get().toasts.find(
        (toast) =>
          toast.type === type && toast.message === message && !toast.action && !options.action,
      );
      if (existing) {
        set({
          toasts: get().toasts.map((toast) =>
            toast.id === existing.id ? { ...toast, count: toast.count + 1, shownAt: now() } : toast,
          ),
        });
        return existing.id;
      }
      const toast: Toast = {
        id: nextId++,
        type,
        message,
        count: 1,
        duration:
          options.duration ?? (options.action ? Number.POSITIVE_INFINITY : TOAST_DURATION_MS),
        shownAt: now(),
        ...(options.action ? { action: options.action } : {}),
      };
      set({ toasts: [...get().toasts, toast].slice(-MAX_TOASTS) });
      return toast.id;
    },
    dismiss(id) {
      set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
    },
    dismissLatest() {
      const last = get().toasts.at(-1);
      if (last) get().dismiss(last.id);
    },
  }));
}
