// The shell's services in the browser: calls to the site's own BFF (`/api/...`), never to the
// provider; envelope errors and network failures become ServiceErrors the shell turns into
// the toasts of SPEC.md section 8. A network failure's "error message" is said in the
// visitor's language (not the browser's "Failed to fetch").
import type { Language } from "@hostfront/i18n";
import {
  type ChatAnswer,
  type CurrencyEntry,
  type DocSearchHit,
  ServiceError,
  type ShellServices,
} from "@hostfront/ui";

/** Header naming the page's language, so the BFF translates its messages. */
export const LANGUAGE_HEADER = "x-site-language";

/** The messages of a call that got no envelope back, in the page's language. */
export interface NetworkMessages {
  /** No answer at all (offline, connection refused, aborted). */
  readonly unreachable: string;
  /** An answer that is not an envelope, such as a proxy's 502 page. */
  readonly status: (status: number) => string;
}

export async function bff<T>(
  path: string,
  language: Language,
  messages: NetworkMessages,
  body: unknown = {},
  init: RequestInit = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      ...init,
      headers: { "content-type": "application/json", [LANGUAGE_HEADER]: language, ...init.headers },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ServiceError("network", null, messages.unreachable);
  }
  const envelope = (await response.json().catch(() => null)) as {
    code?: unknown;
    message?: unknown;
  } | null;
  if (!envelope || typeof envelope.code !== "number")
    throw new ServiceError("network", null, messages.status(response.status));
  if (envelope.code !== 2000)
    throw new ServiceError(
      "envelope",
      typeof envelope.message === "string" ? envelope.message : null,
    );
  return envelope.message as T;
}

export function createServices(
  language: Language,
  navigate: (to: string) => void,
  revalidate: () => void,
  messages: NetworkMessages,
): ShellServices {
  return {
    chat: (question, uuid) => bff<ChatAnswer>("/api/chat", language, messages, { question, uuid }),
    searchDocs: async (query, signal) => {
      const params = new URLSearchParams({ q: query, language });
      const response = await fetch(`/api/doc-search?${params}`, { signal, credentials: "omit" });
      const body = (await response.json()) as { code?: number; message?: unknown };
      if (body.code !== 2000 || !Array.isArray(body.message))
        throw new ServiceError("envelope", null, `HTTP ${response.status}`);
      return body.message as DocSearchHit[];
    },
    fetchCurrencies: async () => {
      try {
        return await bff<CurrencyEntry[]>("/api/finance/currency/search", language, messages);
      } catch (error) {
        // A code other than 2000 leaves the list as it is (SPEC.md section 4).
        if (error instanceof ServiceError && error.kind === "envelope") return null;
        throw error;
      }
    },
    chooseCurrency: async (type) => {
      await bff("/api/currency", language, messages, { currency: type });
      revalidate();
    },
    logout: async () => {
      await bff("/api/logout", language, messages);
      revalidate();
    },
    clearServerCookies: () =>
      bff("/api/session/clear", language, messages).then(
        () => undefined,
        () => undefined,
      ),
    promotionClick: (position) => {
      void bff("/api/user-server/user/promotionClick", language, messages, {
        position,
        language,
      }).catch(() => undefined);
    },
    latestVersion: async () => {
      const response = await fetch("/version.json", { cache: "no-store" });
      if (!response.ok) return null;
      const body = (await response.json()) as { version?: unknown };
      return typeof body.version === "string" ? body.version : null;
    },
    navigate,
  };
}
