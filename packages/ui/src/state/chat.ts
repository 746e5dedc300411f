// The chat's session: its uuid (`chatUUID`) and history (`chatData`) in session storage.
import { SESSION_KEYS, safeStorage } from "./storage.ts";

/** A chat message: `user` '1' is the visitor, '2' the assistant (SPEC.md section 3). */
export interface ChatMessage {
  readonly content: string;
  readonly user: "1" | "2";
  readonly loading: boolean;
  readonly sources?: readonly { readonly title: string; readonly url: string }[];
}

const session = safeStorage("session");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loadChat(): { uuid: string | null; messages: ChatMessage[] } {
  const uuid = session.getItem(SESSION_KEYS.chatUUID);
  let messages: ChatMessage[] = [];
  try {
    const parsed: unknown = JSON.parse(session.getItem(SESSION_KEYS.chatData) ?? "[]");
    if (Array.isArray(parsed)) {
      messages = parsed.filter(
        (m): m is ChatMessage =>
          typeof m === "object" &&
          m !== null &&
          typeof m.content === "string" &&
          (m.user === "1" || m.user === "2"),
      );
    }
  } catch {
    messages = [];
  }
  // A reload mid-answer cannot resume it: drop the pending assistant message.
  return {
    uuid: uuid && UUID.test(uuid) ? uuid : null,
    messages: messages.filter((m) => !m.loading),
  };
}

export function saveChat(uuid: string | null, messages: readonly ChatMessage[]): void {
  if (uuid) session.setItem(SESSION_KEYS.chatUUID, uuid);
  else session.removeItem(SESSION_KEYS.chatUUID);
  if (messages.length) session.setItem(SESSION_KEYS.chatData, JSON.stringify(messages));
  else session.removeItem(SESSION_KEYS.chatData);
}

export const newChatId = (): string => crypto.randomUUID();
