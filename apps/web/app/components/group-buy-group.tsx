// A group of a group-buy offer: its status, members and time left, and the link that shares it.
import { useTranslation } from "@hostfront/ui";
import { useEffect, useState } from "react";
import type { GroupCard } from "~/lib/activities/pintuan.server";

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
/** How often the time left is counted again on the page. */
const TICK_MS = 30_000;

/** The time a group has left, counted from the server's clock first, then the browser's. */
function TimeLeft({ expiresAt, serverNow }: { expiresAt: string; serverNow: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const minutesLeft = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / MINUTE_MS));
  const hours = Math.floor(minutesLeft / MINUTES_PER_HOUR);
  const minutes = minutesLeft % MINUTES_PER_HOUR;
  return (
    <time dateTime={expiresAt}>
      {hours > 0
        ? t("pages.activity-pintuan-vps-id.timeLeft", { hours, minutes })
        : t("pages.activity-pintuan-vps-id.timeLeftMinutes", { minutes })}
    </time>
  );
}

/** The link to a group: a field to select and copy by hand, and a copy button with JavaScript. */
export function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const [scripted, setScripted] = useState(false);
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  useEffect(() => setScripted(true), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <div className="mt-3">
      <label htmlFor="share-link" className="block text-sm font-semibold">
        {t("pages.activity-pintuan-vps-id.shareLabel")}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id="share-link"
          readOnly
          value={url}
          className="min-w-0 flex-1 rounded-md border border-line bg-white px-3 py-2 text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        {scripted ? (
          <button type="button" className="btn-outline" onClick={copy}>
            {t("pages.activity-pintuan-vps-id.copy")}
          </button>
        ) : null}
      </div>
      <p className="mt-1 text-sm" role="status">
        {copied === "yes" ? t("pages.activity-pintuan-vps-id.copied") : null}
        {copied === "failed" ? t("pages.activity-pintuan-vps-id.copyFailed") : null}
      </p>
      <p className="mt-1 text-sm">
        <a className="break-all text-brand hover:underline" href={url}>
          {url}
        </a>
      </p>
    </div>
  );
}

export function GroupSummary({ group, serverNow }: { group: GroupCard; serverNow: string }) {
  const { t } = useTranslation();
  const d = (key: string, values?: Record<string, unknown>) =>
    t(`pages.activity-pintuan-vps-id.${key}`, values);
  return (
    <div>
      <p className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold ${
            group.status === "open"
              ? "bg-emerald-100 text-emerald-900"
              : group.status === "complete"
                ? "bg-blue-100 text-blue-900"
                : "bg-gray-200 text-gray-800"
          }`}
          data-testid="group-status"
        >
          {d(`status.${group.status}`)}
        </span>
        <span className="text-sm text-muted">{d("leader", { leader: group.leader })}</span>
      </p>
      <p className="mt-2 font-semibold" data-testid="group-members">
        {d("members", { count: group.members, size: group.groupSize })}
      </p>
      <progress
        className="mt-1 h-2 w-full max-w-xs"
        max={group.groupSize}
        value={group.members}
        aria-label={d("members", { count: group.members, size: group.groupSize })}
      />
      {group.status === "open" ? (
        <p className="mt-1 text-sm text-muted">
          <TimeLeft expiresAt={group.expiresAt} serverNow={serverNow} />
        </p>
      ) : (
        <p className="mt-1 text-sm text-muted">{d(`statusNote.${group.status}`)}</p>
      )}
    </div>
  );
}
