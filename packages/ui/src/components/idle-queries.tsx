// What the shell asks the BFF on its own after the page is up: the currency list when it is
// empty or stale and the page's own list cannot stand in (once the browser is idle), and now
// and then the build version (from one poll interval after the page came). Fetched then, with
// TanStack Query (queries.tsx): a page's first paint and hydration carry neither, and a page
// that needs neither yet (a first visit with the server's list) does not fetch this at all.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useIdle } from "../idle.ts";
import { withQueries } from "../queries.tsx";
import { useShell, useSite } from "../shell-context.tsx";
import { useTranslation } from "../translation.ts";

/**
 * Refetches the currency list (the picker shows it while it is stale): once per list age; an
 * answer with a code other than 2000 changes nothing.
 */
export const CurrencyRefresh = withQueries(RefreshCurrencies);

function RefreshCurrencies({ openDate }: { openDate: number | null }) {
  const { services } = useShell();
  const setCurrencyList = useSite((s) => s.setCurrencyList);
  const refetched = useQuery({
    queryKey: ["currencies", openDate],
    queryFn: () => services.fetchCurrencies(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    const fresh = refetched.data;
    if (fresh && fresh.length > 0) setCurrencyList(fresh, Date.now());
  }, [refetched.data, setCurrencyList]);
  return null;
}

/**
 * Asks every `every` ms whether a newer build was deployed, and offers to reload once. The
 * shell mounts it one interval after the page came (the page is of the build it names); its
 * first question still waits for the browser's next idle moment after this part arrives: the
 * currency refresh comes in the same chunk, and the two requests started in one turn (with
 * TanStack's subscriptions) made a long task after the page was up, which Lighthouse's slower
 * phone counts as blocking time.
 */
export const VersionPoll = withQueries(PollVersion);

function PollVersion({ version, every }: { version: string; every: number }) {
  const { t } = useTranslation();
  const { services, toasts } = useShell();
  const asking = useIdle();
  const latest = useQuery({
    queryKey: ["build-version"],
    queryFn: () => services.latestVersion(),
    enabled: asking,
    refetchInterval: every,
    refetchOnWindowFocus: false,
  });
  const offered = useRef(false);
  useEffect(() => {
    const newer = latest.data;
    if (!newer || newer === version || offered.current) return;
    offered.current = true;
    toasts.getState().show("info", t("toast.newVersion"), {
      action: { label: t("toast.reload"), onClick: () => window.location.reload() },
    });
  }, [latest.data, version, toasts, t]);
  return null;
}
