// The open chat panel (chat-panel.tsx keeps the conversation and the launcher): its messages,
// the input, and the end-chat confirmation. Loaded when the visitor first reaches for the
// assistant, so its code and the alert dialog stay out of the page's first scripts.
import { CHAT_PANEL_WIDTH_PX } from "@hostfront/commerce";
import { AlertDialog } from "radix-ui";
import { type FormEvent, type RefObject, useEffect } from "react";
import type { ChatMessage } from "../state/chat.ts";
import { useTranslation } from "../translation.ts";
import { AnswerText } from "./answer-text.tsx";

/** Only links within the site are shown as links; anything else is dropped. */
const isSitePath = (url: string) =>
  url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\");

function Message({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const mine = message.user === "1";
  return (
    <li
      className={`flex ${mine ? "justify-end" : "justify-start"}`}
      data-user={message.user}
      aria-busy={message.loading || undefined}
    >
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${mine ? "bg-brand text-white" : "bg-mist text-ink"}`}
      >
        <span className="sr-only">{mine ? t("askAI.you") : t("askAI.assistant")}: </span>
        {message.loading ? (
          <span className="animate-pulse">{t("askAI.thinking")}</span>
        ) : (
          <AnswerText text={message.content} />
        )}
        {message.sources?.some((s) => isSitePath(s.url)) && (
          <div className="mt-2 border-t border-black/10 pt-2">
            <p className="text-xs font-semibold">{t("askAI.sources")}</p>
            <ul className="text-xs">
              {message.sources
                .filter((s) => isSitePath(s.url))
                .map((source) => (
                  <li key={source.url}>
                    <a href={source.url} className="underline">
                      {source.title}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}

export interface ChatWindowProps {
  readonly id: string;
  readonly messages: readonly ChatMessage[];
  readonly input: string;
  readonly setInput: (value: string) => void;
  readonly busy: boolean;
  readonly send: (event?: FormEvent) => void | Promise<void>;
  readonly restart: () => void;
  readonly end: () => void;
  readonly setChatOpen: (open: boolean) => void;
  readonly inputRef: RefObject<HTMLTextAreaElement | null>;
  readonly listRef: RefObject<HTMLOListElement | null>;
}

export function ChatWindow({
  id,
  messages,
  input,
  setInput,
  busy,
  send,
  restart,
  end,
  setChatOpen,
  inputRef,
  listRef,
}: ChatWindowProps) {
  const { t } = useTranslation();
  // Opening puts the focus in the input (the window mounts each time the panel opens).
  useEffect(() => inputRef.current?.focus(), [inputRef]);
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        // Escape closes the panel; in the end-chat confirmation it closes only that.
        if (event.key !== "Escape" || event.defaultPrevented) return;
        if ((event.target as Element).closest?.('[role="alertdialog"]')) return;
        setChatOpen(false);
      }}
      className="fixed bottom-4 right-4 z-40 flex max-h-[min(40rem,calc(100vh-2rem))] flex-col rounded-2xl border border-line bg-white shadow-2xl desk:right-[calc(var(--rail-width)+1rem)]"
      style={{ width: `min(${CHAT_PANEL_WIDTH_PX}px, calc(100vw - 2rem))` }}
    >
      <header className="flex items-start justify-between gap-2 border-b border-line p-4">
        <div>
          <h2 id={`${id}-title`} className="font-bold">
            {t("askAI.title")}
          </h2>
          <p className="text-xs text-muted">{t("askAI.subtitle")}</p>
        </div>
        {/* Beside the title, each button on one line: the title wraps first. */}
        <div className="flex shrink-0 gap-1 whitespace-nowrap">
          <button type="button" className="btn-quiet text-xs" onClick={restart}>
            {t("askAI.restart")}
          </button>
          <AlertDialog.Root>
            <AlertDialog.Trigger className="btn-quiet text-xs">
              {t("askAI.end")}
            </AlertDialog.Trigger>
            <AlertDialog.Portal>
              <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
              <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(24rem,90vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl">
                <AlertDialog.Title className="font-bold">
                  {t("askAI.endConfirmTitle")}
                </AlertDialog.Title>
                <AlertDialog.Description className="mt-2 text-sm text-muted">
                  {t("askAI.endConfirmBody")}
                </AlertDialog.Description>
                <div className="mt-4 flex justify-end gap-2">
                  <AlertDialog.Cancel className="btn-outline">
                    {t("actions.cancel")}
                  </AlertDialog.Cancel>
                  <AlertDialog.Action className="btn-primary" onClick={end}>
                    {t("askAI.end")}
                  </AlertDialog.Action>
                </div>
              </AlertDialog.Content>
            </AlertDialog.Portal>
          </AlertDialog.Root>
          <button type="button" className="btn-quiet text-xs" onClick={() => setChatOpen(false)}>
            {t("askAI.minimize")}
          </button>
        </div>
      </header>
      <ol
        ref={listRef}
        className="flex-1 space-y-3 overflow-y-auto p-4"
        aria-live="polite"
        aria-relevant="additions text"
      >
        <li className="flex justify-start">
          <div className="max-w-[85%] rounded-2xl bg-mist px-3 py-2 text-sm">
            {t("askAI.welcome")}
          </div>
        </li>
        {messages.map((message, index) => (
          // Messages have no ids; their order never changes, only the last one is replaced.
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
          <Message key={index} message={message} />
        ))}
      </ol>
      <form onSubmit={(event) => void send(event)} className="border-t border-line p-3">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t("askAI.inputLabel")}
        </label>
        <div className="flex gap-2">
          <textarea
            id={`${id}-input`}
            ref={inputRef}
            rows={2}
            maxLength={2000}
            value={input}
            placeholder={t("askAI.placeholder")}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing)
                void send(event);
            }}
            className="min-w-0 flex-1 resize-none rounded-md border border-line px-3 py-2 text-sm"
          />
          <button
            type="submit"
            className="btn-primary self-end"
            disabled={busy || input.trim() === ""}
          >
            {t("askAI.send")}
          </button>
        </div>
        <p className="mt-2 text-xs text-muted">{t("askAI.disclaimer")}</p>
      </form>
    </section>
  );
}
