import { describe, expect, it } from "vitest";
import { type ChatMessage, loadChat, newChatId, saveChat } from "./chat.ts";

const UUID = "3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f";
const question: ChatMessage = { content: "How do I reset my password?", user: "1", loading: false };
const answer: ChatMessage = {
  content: "Open the console.",
  user: "2",
  loading: false,
  sources: [{ title: "Account", url: "/doc/article/account" }],
};

describe("chat session", () => {
  it("saves the uuid under chatUUID and the history under chatData", () => {
    saveChat(UUID, [question, answer]);
    expect(sessionStorage.getItem("chatUUID")).toBe(UUID);
    expect(JSON.parse(sessionStorage.getItem("chatData") ?? "null")).toEqual([question, answer]);
    expect(localStorage.getItem("chatData")).toBeNull();
  });

  it("loads what was saved", () => {
    saveChat(UUID, [question, answer]);
    expect(loadChat()).toEqual({ uuid: UUID, messages: [question, answer] });
  });

  it("saving no uuid and no messages removes both keys", () => {
    saveChat(UUID, [question]);
    saveChat(null, []);
    expect(sessionStorage.getItem("chatUUID")).toBeNull();
    expect(sessionStorage.getItem("chatData")).toBeNull();
  });

  it("loads nothing from empty storage", () => {
    expect(loadChat()).toEqual({ uuid: null, messages: [] });
  });

  it("drops a pending (loading) message on load", () => {
    const pending: ChatMessage = { content: "", user: "2", loading: true };
    saveChat(UUID, [question, pending]);
    expect(loadChat().messages).toEqual([question]);
  });

  it("ignores invalid JSON", () => {
    sessionStorage.setItem("chatUUID", UUID);
    sessionStorage.setItem("chatData", "[{not json");
    expect(loadChat()).toEqual({ uuid: UUID, messages: [] });
  });

  it("ignores JSON that is not a list, and entries that are not messages", () => {
    sessionStorage.setItem("chatData", JSON.stringify({ content: "x", user: "1" }));
    expect(loadChat().messages).toEqual([]);
    sessionStorage.setItem(
      "chatData",
      JSON.stringify([
        null,
        "text",
        { content: 1, user: "1" },
        { content: "x", user: "3" },
        question,
      ]),
    );
    expect(loadChat().messages).toEqual([question]);
  });

  it("ignores a uuid that is not a uuid", () => {
    sessionStorage.setItem("chatUUID", "not-a-uuid");
    expect(loadChat().uuid).toBeNull();
    sessionStorage.setItem("chatUUID", `${UUID}x`);
    expect(loadChat().uuid).toBeNull();
  });

  it("newChatId makes a new uuid each time", () => {
    const a = newChatId();
    const b = newChatId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
