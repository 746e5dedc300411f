// Version change (SPEC.md section 4): a stored version that differs from the build's clears
// session storage, local storage and all cookies, then the new version is saved.
import { LOCAL_KEYS, presentCookies, removeCookies, safeStorage } from "./storage.ts";

export interface VersionCheckEnvironment {
  readonly local: Pick<Storage, "getItem" | "setItem" | "clear">;
  readonly session: Pick<Storage, "clear">;
  /** Clears every cookie, including those only the server can remove (HttpOnly). */
  readonly clearAllCookies: () => void;
}

const browser = (clearServerCookies: () => void): VersionCheckEnvironment => ({
  local: safeStorage("local"),
  session: safeStorage("session"),
  clearAllCookies: () => {
    removeCookies(presentCookies());
    clearServerCookies();
  },
});

/**
 * Compares the stored version with the build's and wipes everything when they differ. A
 * first visit (nothing stored) only saves the version: there is nothing stale to clear, and
 * clearing would log out a visitor who just logged in at the console.
 * @returns whether a wipe happened
 */
export function applyVersion(current: string, env: VersionCheckEnvironment): boolean {
  const stored = env.local.getItem(LOCAL_KEYS.version);
  if (stored === current) return false;
  const wipe = stored !== null;
  if (wipe) {
    env.session.clear();
    env.local.clear();
    env.clearAllCookies();
  }
  env.local.setItem(LOCAL_KEYS.version, current);
  return wipe;
}

/** `applyVersion` against the real browser storage and cookies. */
export const applyVersionInBrowser = (current: string, clearServerCookies: () => void): boolean =>
  applyVersion(current, browser(clearServerCookies));
