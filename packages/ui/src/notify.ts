// The toasts of SPEC.md section 8 for a call that failed: an envelope error shows its
// (translated) message or the generic "request failed"; a network error shows the server's
// message, else the error's own, else the generic text. Identical toasts group.
import { ServiceError } from "./services.ts";
import type { ToastStore } from "./state/toasts.ts";

export function errorText(error: unknown, generic: string): string {
  if (error instanceof ServiceError) {
    if (error.kind === "envelope") return error.serverMessage || generic;
    return error.serverMessage || error.message || generic;
  }
  return error instanceof Error && error.message ? error.message : generic;
}

export function notifyError(toasts: ToastStore, error: unknown, generic: string): void {
  toasts.getState().show("error", errorText(error, generic));
}
