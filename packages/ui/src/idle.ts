// Work that can wait for the browser to be idle: what the shell does on its own after the page
// is up (asking whether a newer build exists, refreshing a stale currency list) starts then,
// not in the same turn as hydration, so the first moments after the page shows stay free for
// the visitor's input.
import { useEffect, useState } from "react";

/** The longest an idle task waits when the browser is never idle. */
export const IDLE_TIMEOUT_MS = 2_000;

/** Runs `task` once the browser is idle (or after IDLE_TIMEOUT_MS); answers a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}

/**
 * False while the page hydrates; true from the first idle moment after it mounted, or, given
 * `after`, from the first idle moment once `after` ms have passed since it mounted.
 */
export function useIdle(after = 0): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (after <= 0) return whenIdle(() => setIdle(true));
    let cancel: () => void = () => undefined;
    const timer = setTimeout(() => {
      cancel = whenIdle(() => setIdle(true));
    }, after);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [after]);
  return idle;
}
