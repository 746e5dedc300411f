// The AI chat panel (SPEC.md sections 3-5, 8): opened by a button named for the assistant;
// sends only non-empty text; the visitor's messages are user '1', the assistant's '2'; an
// answer shows a loading state until it arrives; on failure the fallback text is shown and
// the question goes back into the input. "End chat" asks first; "New chat" starts over.
// When the provider has the assistant off, the button stays in place, disabled, with the reason.
import { CHAT_PANEL_WIDTH_PX } from "@hostfront/commerce";
import { useMutation } from "@tanstack/react-query";
import { AlertDialog } from "radix-ui";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useShell } from "../shell-context.tsx";
import { type ChatMessage, loadChat, newChatId, saveChat } from "../state/chat.ts";
import { useTranslation } from "../translation.ts";
import { AnswerText } from "./answer-text.tsx";
import { DockIcon } from "./dock-icon.tsx";

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

export function ChatPanel() {
  const { t } = useTranslation();
  const { services, chatOpen, setChatOpen, chatEnabled } = useShell();
  const id = useId();
  const [uuid, setUuid] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState("");
  const ask = useMutation({
    mutationFn: ({ question, uuid: id }: { question: string; uuid: string }) =>
      services.chat(question, id),
  });
  const busy = ask.isPending;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const saved = loadChat();
    setUuid(saved.uuid);
    setMessages(saved.messages);
  }, []);
  useEffect(() => saveChat(uuid, messages), [uuid, messages]);
  // Opening puts the focus in the input; closing gives it back to the button that opens it.
  const launcherRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (chatOpen) inputRef.current?.focus();
    else if (wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = chatOpen;
  }, [chatOpen]);
  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    if (messages.length > 0) listRef.current?.lastElementChild?.scrollIntoView?.({ block: "end" });
  }, [messages]);

  // Each restart or end starts a new conversation; an answer to an older one is dropped.
  const conversation = useRef(0);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const question = input.trim();
    if (question === "" || busy) return;
    const chatId = uuid ?? newChatId();
    setUuid(chatId);
    setInput("");
    setMessages((list) => [
      ...list,
      { content: question, user: "1", loading: false },
      { content: "", user: "2", loading: true },
    ]);
    const asked = conversation.current;
    let reply: ChatMessage;
    try {
      const answer = await ask.mutateAsync({ question, uuid: chatId });
      reply = { content: answer.answer, user: "2", loading: false, sources: answer.sources };
    } catch {
      if (asked !== conversation.current) return;
      reply = { content: t("askAI.autoBack"), user: "2", loading: false };
      setInput(question);
    }
    if (asked !== conversation.current) return;
    setMessages((list) => [...list.slice(0, -1), reply]);
  };

  const forget = () => {
    conversation.current += 1;
    ask.reset();
  };
  const restart = () => {
    forget();
    setUuid(newChatId());
    setMessages([]);
    setInput("");
  };
  const end = () => {
    forget();
    setUuid(null);
    setMessages([]);
    setInput("");
    setChatOpen(false);
  };

  if (!chatEnabled)
    return (
      <div className="fixed bottom-4 right-4 z-30 flex max-w-xs flex-col items-end gap-1">
        <button
          type="button"
          className="btn-primary rounded-full px-5 py-3 opacity-60 shadow-lg"
          disabled
          aria-describedby={`${id}-off`}
        >
          {t("askAI.open")}
        </button>
        <p
          id={`${id}-off`}
          className="rounded-md bg-white px-2 py-1 text-right text-xs text-ink shadow"
          data-testid="chat-off"
        >
          {t("askAI.off")}
        </p>
      </div>
    );

  return (
    <>
      {!chatOpen && (
        <button
          ref={launcherRef}
          type="button"
          aria-label={t("askAI.open")}
          className="dock-item desk:fixed desk:bottom-4 desk:right-0.5 desk:size-10 desk:rounded-full desk:bg-brand desk:text-white desk:shadow-lg"
          onClick={() => setChatOpen(true)}
        >
          <DockIcon>
            <path
              d="M3 4.5A1.5 1.5 0 0 1 4.5 3h11A1.5 1.5 0 0 1 17 4.5v8a1.5 1.5 0 0 1-1.5 1.5H8l-4 3v-3h.5A1.5 1.5 0 0 1 3 12.5z"
              strokeLinejoin="round"
            />
          </DockIcon>
          {/* In the rail the icon stands alone; the name (askAI.open) contains this short label. */}
          <span className="desk:sr-only">{t("askAI.dock")}</span>
        </button>
      )}
      {chatOpen && (
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
          className="fixed bottom-4 right-4 z-40 flex max-h-[min(40rem,calc(100vh-2rem))] flex-col rounded-2xl border border-line bg-white shadow-2xl"
          style={{ width: `min(${CHAT_PANEL_WIDTH_PX}px, calc(100vw - 2rem))` }}
        >
          <header className="flex items-start justify-between gap-2 border-b border-line p-4">
            <div>
              <h2 id={`${id}-title`} className="font-bold">
                {t("askAI.title")}
              </h2>
              <p className="text-xs text-muted">{t("askAI.subtitle")}</p>
            </div>
            <div className="flex gap-1">
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
              <button
                type="button"
                className="btn-quiet text-xs"
                onClick={() => setChatOpen(false)}
              >
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
      )}
    </>
  );
}
