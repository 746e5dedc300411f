import { CHAT_PANEL_WIDTH_PX } from "@hostfront/commerce";
import type { Language } from "@hostfront/i18n";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type ChatAnswer, ServiceError } from "../services.ts";
import type { ChatMessage } from "../state/chat.ts";
import { fakeServices, renderInContext, renderToMarkup, setupUser, texts } from "../test-utils.tsx";
import { ChatPanel } from "./chat-panel.tsx";
import { ChatWindow } from "./chat-window.tsx";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SAVED_UUID = "3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f";

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const ANSWER: ChatAnswer = {
  answer: "Plans start at $5 a month.",
  sources: [
    { title: "Server pricing", url: "/doc/article/vps-pricing" },
    { title: "Evil site", url: "https://evil.test/phish" },
    { title: "Protocol relative", url: "//evil.test/x" },
    { title: "Backslash trick", url: "/\\evil.test" },
    { title: "Script", url: "javascript:alert(1)" },
  ],
};

const messagesOf = (user: "1" | "2") => [
  ...document.querySelectorAll<HTMLElement>(`li[data-user="${user}"]`),
];
const storedChat = (): ChatMessage[] => JSON.parse(sessionStorage.getItem("chatData") ?? "[]");

async function openPanel(language: Language = "en", services = fakeServices()) {
  const user = setupUser();
  const result = renderInContext(<ChatPanel />, { language, services });
  await user.click(screen.getByRole("button", { name: texts(language).askAI.open }));
  const t = texts(language).askAI;
  // The open panel is loaded when first asked for: it appears once its code is there.
  const dialog = await screen.findByRole("dialog", { name: t.title });
  const input = within(dialog).getByRole("textbox", { name: t.inputLabel });
  const send = within(dialog).getByRole("button", { name: t.send });
  return { ...result, user, t, dialog, input, send };
}

describe("ChatPanel launcher", () => {
  it.each(["en", "zh", "ja"] as const)("is a button named askAI.open in %s", async (language) => {
    const { t, dialog, input } = await openPanel(language);
    expect(dialog).toHaveTextContent(t.welcome);
    expect(input).toHaveFocus();
    expect(screen.queryByRole("button", { name: t.open })).not.toBeInTheDocument();
  });

  it("is closed at first", () => {
    renderInContext(<ChatPanel />);
    expect(screen.getByRole("button", { name: texts("en").askAI.open })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  // happy-dom drops the CSS min() of the width, so read the style React renders.
  it("the panel is 450 px wide (CHAT_PANEL_WIDTH_PX)", () => {
    expect(CHAT_PANEL_WIDTH_PX).toBe(450);
    const { root } = renderToMarkup(
      <ChatWindow
        id="chat"
        messages={[]}
        input=""
        setInput={() => undefined}
        busy={false}
        send={() => undefined}
        restart={() => undefined}
        end={() => undefined}
        setChatOpen={() => undefined}
        inputRef={{ current: null }}
        listRef={{ current: null }}
      />,
    );
    const panel = root.querySelector('section[role="dialog"]');
    expect(panel?.getAttribute("style")).toMatch(/^width:\s*min\(450px,/);
    expect(root.textContent).toContain(texts("en").askAI.title);
  });

  it("Escape closes the panel and gives the focus back to the button that opens it", async () => {
    const { user, t } = await openPanel("zh");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: t.open })).toHaveFocus();
  });

  it("Escape in the end-chat confirmation closes only the confirmation", async () => {
    const { user, t } = await openPanel("en");
    await user.click(screen.getByRole("button", { name: t.end }));
    expect(await screen.findByRole("alertdialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: t.title })).toBeInTheDocument();
  });

  it("minimize closes the panel and keeps the conversation", async () => {
    const services = fakeServices({ chat: async () => ANSWER });
    const { user, t, input } = await openPanel("en", services);
    await user.type(input, "Price?{Enter}");
    await screen.findByText(ANSWER.answer);
    await user.click(screen.getByRole("button", { name: t.minimize }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: t.open }));
    expect(screen.getByText(ANSWER.answer)).toBeInTheDocument();
  });
});

describe("ChatPanel sending", () => {
  it("sends only non-empty text", async () => {
    const { user, input, send, services } = await openPanel();
    expect(send).toBeDisabled();
    await user.type(input, "   ");
    expect(send).toBeDisabled();
    await user.keyboard("{Enter}");
    expect(services.chat).not.toHaveBeenCalled();
    expect(messagesOf("1")).toHaveLength(0);
  });

  it("Enter sends the trimmed question with a new uuid and clears the input", async () => {
    const { user, input, services } = await openPanel();
    await user.type(input, "  How much is a server?  {Enter}");
    expect(services.chat).toHaveBeenCalledTimes(1);
    const [question, uuid] = services.chat.mock.calls[0] ?? [];
    expect(question).toBe("How much is a server?");
    expect(uuid).toMatch(UUID_RE);
    expect(input).toHaveValue("");
    expect(messagesOf("1")[0]).toHaveTextContent("How much is a server?");
  });

  it("Shift+Enter starts a new line instead of sending", async () => {
    const { user, input, services } = await openPanel();
    await user.type(input, "line one{Shift>}{Enter}{/Shift}line two");
    expect(services.chat).not.toHaveBeenCalled();
    expect(input).toHaveValue("line one\nline two");
  });

  it("the send button sends", async () => {
    const { user, input, send, services } = await openPanel();
    await user.type(input, "Refunds?");
    expect(send).toBeEnabled();
    await user.click(send);
    expect(services.chat).toHaveBeenCalledWith("Refunds?", expect.stringMatching(UUID_RE));
  });

  it("shows askAI.thinking while waiting, then the answer replaces it", async () => {
    const pending = deferred<ChatAnswer>();
    const services = fakeServices({ chat: () => pending.promise });
    const { user, t, input, send } = await openPanel("en", services);
    await user.type(input, "Price?{Enter}");

    const waiting = messagesOf("2");
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toHaveTextContent(t.thinking);
    expect(waiting[0]).toHaveAttribute("aria-busy", "true");
    expect(send).toBeDisabled();
    await user.type(input, "Another{Enter}");
    expect(services.chat).toHaveBeenCalledTimes(1);

    pending.resolve(ANSWER);
    expect(await screen.findByText(ANSWER.answer)).toBeInTheDocument();
    const answered = messagesOf("2");
    expect(answered).toHaveLength(1);
    expect(answered[0]).not.toHaveTextContent(t.thinking);
    expect(answered[0]).not.toHaveAttribute("aria-busy");
  });

  it("renders only site paths of the sources as links", async () => {
    const services = fakeServices({ chat: async () => ANSWER });
    const { user, t, input } = await openPanel("en", services);
    await user.type(input, "Price?{Enter}");
    await screen.findByText(ANSWER.answer);
    const answer = messagesOf("2")[0];
    if (!answer) throw new Error("no answer");
    expect(within(answer).getByText(t.sources)).toBeInTheDocument();
    const links = within(answer).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Server pricing");
    expect(links[0]).toHaveAttribute("href", "/doc/article/vps-pricing");
    for (const name of ["Evil site", "Protocol relative", "Backslash trick", "Script"])
      expect(within(answer).queryByRole("link", { name })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="//"], a[href^="http"]')).toBeNull();
  });

  it("shows no sources heading when no source is a site path", async () => {
    const services = fakeServices({
      chat: async () => ({
        answer: "See elsewhere.",
        sources: [{ title: "Out", url: "https://out.test/" }],
      }),
    });
    const { user, t, input } = await openPanel("en", services);
    await user.type(input, "Q{Enter}");
    await screen.findByText("See elsewhere.");
    expect(screen.queryByText(t.sources)).not.toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("saves the history and the uuid in session storage", async () => {
    const services = fakeServices({ chat: async () => ANSWER });
    const { user, input } = await openPanel("en", services);
    await user.type(input, "Price?{Enter}");
    await screen.findByText(ANSWER.answer);
    const uuid = services.chat.mock.calls[0]?.[1];
    await waitFor(() => expect(storedChat()).toHaveLength(2));
    expect(sessionStorage.getItem("chatUUID")).toBe(uuid);
    expect(storedChat()).toEqual([
      { content: "Price?", user: "1", loading: false },
      { content: ANSWER.answer, user: "2", loading: false, sources: ANSWER.sources },
    ]);

    await user.type(input, "And yearly?{Enter}");
    await waitFor(() => expect(storedChat()).toHaveLength(4));
    expect(services.chat).toHaveBeenLastCalledWith("And yearly?", uuid);
    expect(sessionStorage.getItem("chatUUID")).toBe(uuid);
  });

  it("on failure shows askAI.autoBack and puts the question back in the input", async () => {
    const services = fakeServices({
      chat: async () => {
        throw new ServiceError("network", null, "HTTP 504");
      },
    });
    const { user, t, input } = await openPanel("en", services);
    await user.type(input, "Is Tokyo up?{Enter}");
    await waitFor(() => expect(messagesOf("2")[0]).toHaveTextContent(t.autoBack));
    expect(input).toHaveValue("Is Tokyo up?");
    expect(messagesOf("2")[0]).not.toHaveTextContent(t.thinking);
    await waitFor(() =>
      expect(storedChat()).toEqual([
        { content: "Is Tokyo up?", user: "1", loading: false },
        { content: t.autoBack, user: "2", loading: false },
      ]),
    );
  });

  it.each(["zh", "ja"] as const)("thinks and falls back in %s", async (language) => {
    const pending = deferred<ChatAnswer>();
    const services = fakeServices({ chat: () => pending.promise });
    const { user, t, input } = await openPanel(language, services);
    await user.type(input, "退款{Enter}");
    expect(messagesOf("2")[0]).toHaveTextContent(t.thinking);
    pending.reject(new ServiceError("envelope", null));
    await waitFor(() => expect(messagesOf("2")[0]).toHaveTextContent(t.autoBack));
    expect(input).toHaveValue("退款");
  });
});

describe("ChatPanel session", () => {
  it("restores the saved history, dropping a pending answer", async () => {
    sessionStorage.setItem("chatUUID", SAVED_UUID);
    sessionStorage.setItem(
      "chatData",
      JSON.stringify([
        { content: "Earlier question", user: "1", loading: false },
        { content: "Earlier answer", user: "2", loading: false },
        { content: "Unanswered", user: "1", loading: false },
        { content: "", user: "2", loading: true },
      ]),
    );
    const services = fakeServices({ chat: async () => ANSWER });
    const { user, input, t } = await openPanel("en", services);
    expect(screen.getByText("Earlier answer")).toBeInTheDocument();
    expect(screen.queryByText(t.thinking)).not.toBeInTheDocument();
    expect(messagesOf("2")).toHaveLength(1);
    await user.type(input, "Follow-up{Enter}");
    expect(services.chat).toHaveBeenCalledWith("Follow-up", SAVED_UUID);
  });

  it("restart makes a new uuid and clears the history", async () => {
    const services = fakeServices({ chat: async () => ANSWER });
    const { user, t, input } = await openPanel("en", services);
    await user.type(input, "Price?{Enter}");
    await screen.findByText(ANSWER.answer);
    const first = services.chat.mock.calls[0]?.[1];
    await user.type(input, "draft");

    await user.click(screen.getByRole("button", { name: t.restart }));
    expect(messagesOf("1")).toHaveLength(0);
    expect(messagesOf("2")).toHaveLength(0);
    expect(screen.getByText(t.welcome)).toBeInTheDocument();
    expect(input).toHaveValue("");
    await waitFor(() => expect(sessionStorage.getItem("chatData")).toBeNull());
    const second = sessionStorage.getItem("chatUUID");
    expect(second).toMatch(UUID_RE);
    expect(second).not.toBe(first);

    await user.type(input, "Again{Enter}");
    expect(services.chat).toHaveBeenLastCalledWith("Again", second);
  });

  it("restart while an answer is pending keeps the new chat clear", async () => {
    const pending = deferred<ChatAnswer>();
    const services = fakeServices({ chat: () => pending.promise });
    const { user, t, input } = await openPanel("en", services);
    await user.type(input, "Old question{Enter}");
    await user.click(screen.getByRole("button", { name: t.restart }));
    const fresh = sessionStorage.getItem("chatUUID");

    pending.resolve(ANSWER);
    await waitFor(() => expect(services.chat).toHaveBeenCalledTimes(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByText(ANSWER.answer)).not.toBeInTheDocument();
    expect(messagesOf("2")).toHaveLength(0);
    expect(sessionStorage.getItem("chatData")).toBeNull();
    expect(sessionStorage.getItem("chatUUID")).toBe(fresh);
  });

  it("end asks for confirmation and only ends after confirming", async () => {
    const services = fakeServices({ chat: async () => ANSWER });
    const { user, t, input } = await openPanel("en", services);
    await user.type(input, "Price?{Enter}");
    await screen.findByText(ANSWER.answer);

    await user.click(screen.getByRole("button", { name: t.end }));
    const confirm = await screen.findByRole("alertdialog", { name: t.endConfirmTitle });
    expect(confirm).toHaveTextContent(t.endConfirmBody);
    await user.click(within(confirm).getByRole("button", { name: texts("en").actions.cancel }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByRole("dialog", { name: t.title })).toBeInTheDocument();
    expect(screen.getByText(ANSWER.answer)).toBeInTheDocument();
    expect(sessionStorage.getItem("chatUUID")).not.toBeNull();

    await user.click(screen.getByRole("button", { name: t.end }));
    const again = await screen.findByRole("alertdialog", { name: t.endConfirmTitle });
    await user.click(within(again).getByRole("button", { name: t.end }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: t.open })).toBeInTheDocument();
    expect(sessionStorage.getItem("chatUUID")).toBeNull();
    expect(sessionStorage.getItem("chatData")).toBeNull();

    await user.click(screen.getByRole("button", { name: t.open }));
    expect(screen.queryByText(ANSWER.answer)).not.toBeInTheDocument();
  });

  it("end confirmation in ja", async () => {
    const { user, t } = await openPanel("ja");
    await user.click(screen.getByRole("button", { name: t.end }));
    const confirm = await screen.findByRole("alertdialog", { name: t.endConfirmTitle });
    expect(within(confirm).getByRole("button", { name: texts("ja").actions.cancel })).toBeVisible();
    await user.click(within(confirm).getByRole("button", { name: t.end }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
