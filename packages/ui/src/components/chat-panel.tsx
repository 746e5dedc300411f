// The AI chat panel (SPEC.md sections 3-5, 8): opened by a button named for the assistant;
// sends only non-empty text; the visitor's messages are user '1', the assistant's '2'; an
// answer shows a loading state until it arrives; on failure the fallback text is shown and
// the question goes back into the input. "End chat" asks first; "New chat" starts over.
// When the provider has the assistant off, the button stays in place, disabled, with the reason.
// The open panel (chat-window.tsx) is loaded when the visitor first points at, focuses or
// presses the button; the conversation lives here, so closing the panel loses nothing.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { runCommand } from "../command.ts";
import { useShell } from "../shell-context.tsx";
import { type ChatMessage, loadChat, newChatId, saveChat } from "../state/chat.ts";
import { useTranslation } from "../translation.ts";
import { DockIcon } from "./dock-icon.tsx";
import { OpenedPart, partLoader } from "./on-intent.tsx";

const chatWindow = partLoader(() => import("./chat-window.tsx").then((m) => m.ChatWindow), "chat");

export function ChatPanel() {
  const { t } = useTranslation();
  const { services, chatOpen, setChatOpen, chatEnabled, chatDraft } = useShell();
  const id = useId();
  const [uuid, setUuid] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState("");
  // Each restart or end starts a new conversation; an answer to an older one is dropped.
  const conversation = useRef(0);
  // The conversation whose question awaits its answer: busy while it is the current one.
  const [asking, setAsking] = useState<number | null>(null);
  const busy = asking === conversation.current;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const saved = loadChat();
    setUuid(saved.uuid);
    setMessages(saved.messages);
  }, []);
  useEffect(() => saveChat(uuid, messages), [uuid, messages]);
  // A question handed over by openChat (a search with no good match) waits in the box.
  useEffect(() => {
    if (chatDraft) setInput(chatDraft.text);
  }, [chatDraft]);
  // Closing gives the focus back to the button that opens it (the window takes it on opening).
  const launcherRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!chatOpen && wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = chatOpen;
  }, [chatOpen]);
  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    if (messages.length > 0) listRef.current?.lastElementChild?.scrollIntoView?.({ block: "end" });
  }, [messages]);

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
    setAsking(asked);
    let reply: ChatMessage;
    try {
      const answer = await runCommand(() => services.chat(question, chatId));
      reply = { content: answer.answer, user: "2", loading: false, sources: answer.sources };
    } catch {
      if (asked !== conversation.current) return;
      reply = { content: t("askAI.autoBack"), user: "2", loading: false };
      setInput(question);
    } finally {
      setAsking((current) => (current === asked ? null : current));
    }
    if (asked !== conversation.current) return;
    setMessages((list) => [...list.slice(0, -1), reply]);
  };

  const forget = () => {
    conversation.current += 1;
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

  // What the open window shows and does; it lives here, so closing the window loses nothing.
  const windowState = { messages, input, setInput, busy, send, restart, end };

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
          onPointerEnter={() => void chatWindow.preload().catch(() => undefined)}
          onFocus={() => void chatWindow.preload().catch(() => undefined)}
          aria-label={t("askAI.open")}
          className="dock-item chat-launcher"
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
      {/* The open panel's code arrives when first asked for (also from the search widget). */}
      <OpenedPart
        part={chatWindow}
        open={chatOpen}
        setOpen={setChatOpen}
        props={{ id, setChatOpen, inputRef, listRef, ...windowState }}
      />
    </>
  );
}
