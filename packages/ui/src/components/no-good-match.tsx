// What a documentation search says when nothing matches well (the results page and the
// instant results): so, and two ways on: ask the assistant the same question, or open a
// ticket with it as the subject. Both are links to the ticket page, so without JavaScript (or
// with the assistant off) a person still gets the question; with it, "Ask the assistant" opens
// the chat panel with the query in its box.
import type { MouseEvent } from "react";
import { useShell, useSiteHref } from "../shell-context.tsx";
import { useTranslation } from "../translation.ts";

/** The ticket page with `query` as the subject (the page cuts it to its form's length). */
export const ticketPath = (query: string): string => {
  const subject = query.trim();
  return subject === ""
    ? "/workServer/submitWork"
    : `/workServer/submitWork?subject=${encodeURIComponent(subject)}`;
};

export function NoGoodMatch({
  query,
  compact = false,
  heading = true,
}: {
  query: string;
  /** Say that nothing matches well (false: the page already said that nothing matches). */
  heading?: boolean;
  /** Inside the instant results: smaller, and a click does not take the focus from the box. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { openChat, chatEnabled } = useShell();
  const href = useSiteHref();
  const ticket = href(ticketPath(query));
  const keepFocus = compact ? (event: MouseEvent) => event.preventDefault() : undefined;
  const link = compact ? "text-brand hover:underline" : "btn-outline";
  return (
    <div data-testid="search-no-match" className={compact ? "px-3 py-2 text-sm" : ""}>
      {heading ? (
        <p className={compact ? "font-semibold" : "text-lg font-semibold"}>
          {t("docs.search.noGoodMatch", { query })}
        </p>
      ) : null}
      <p className="mt-1 text-muted">{t("docs.search.noGoodMatchHint")}</p>
      <p className={`flex flex-wrap ${compact ? "mt-2 gap-3" : "mt-4 gap-3"}`}>
        {chatEnabled ? (
          <a
            className={compact ? link : "btn-primary"}
            href={ticket}
            data-testid="search-ask-assistant"
            onMouseDown={keepFocus}
            onClick={(event) => {
              event.preventDefault();
              openChat(query);
            }}
          >
            {t("docs.search.askAssistant")}
          </a>
        ) : null}
        <a className={link} href={ticket} data-testid="search-open-ticket" onMouseDown={keepFocus}>
          {t("docs.search.openTicket")}
        </a>
      </p>
    </div>
  );
}
