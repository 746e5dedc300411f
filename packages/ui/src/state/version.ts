// Version change (SPEC.md section 4): a stored version that differs from the build's clears
// session storage, local storage and all cookies, then the new version is saved.
import { LOCAL_KEYS, presentCookies, removeCookies, safeStorage } from "./storage.ts";

export interface VersionCheckEnvironment {
  readonly local: Pick<Storage, "getItem" | "setItem" | "clear">;
  readonly session: Pick<Storage, "clear">;
  /** Clears every cookie script can; the caller has the server clear the HttpOnly ones. */
  readonly clearAllCookies: () => void;
}

const browser = (): VersionCheckEnvironment => ({
  local: safeStorage("local"),
  session: safeStorage("session"),
  clearAllCookies: () => removeCookies(presentCookies()),
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

/**
 * `applyVersion` against the real browser storage and cookies. After a wipe the page the
 * server rendered is stale too (it was rendered with the old cookies: the account, the
 * currency), so once the server has cleared the cookies only it can (HttpOnly), the page is
 * loaded again.
 */
export function applyVersionInBrowser(
  current: string,
  clearServerCookies: () => Promise<void>,
  reload: () => void = () => window.location.reload(),
): boolean {
  const wiped = applyVersion(current, browser());
  if (wiped) void clearServerCookies().then(reload, reload);
  return wiped;
}
