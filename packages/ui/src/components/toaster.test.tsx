import { TOAST_DURATION_MS } from "@hostfront/commerce";
import type { Language } from "@hostfront/i18n";
import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ToastState, ToastType } from "../state/toasts.ts";
import { fill, renderInContext, setupUser, texts } from "../test-utils.tsx";
import { Toaster } from "./toaster.tsx";

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function renderToaster(language: Language = "en") {
  const result = renderInContext(<Toaster />, { language });
  const show = (...args: Parameters<ToastState["show"]>) =>
    act(() => {
      result.toasts.getState().show(...args);
    });
  const region = screen.getByRole("region", { name: texts(language).toast.region });
  return { ...result, show, region };
}

const toastItems = (region: HTMLElement) => [...region.querySelectorAll("li")];

describe("Toaster", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sits 16 px from the top and right edges (SPEC.md section 9)", () => {
    const { region } = renderToaster();
    expect(region.style.top).toBe("16px");
    expect(region.style.right).toBe("16px");
  });

  it("shows an error as an alert and the other types as status, each with its type", () => {
    const { show, region } = renderToaster();
    const t = texts("en").toast.types;
    show("error", "Payment failed");
    show("success", "Saved");
    show("info", "FYI");
    show("warning", "Careful");
    expect(within(region).getByRole("alert")).toHaveTextContent(`${t.error}: Payment failed`);
    const statuses = within(region).getAllByRole("status");
    expect(statuses.map((status) => status.textContent?.replace("×", ""))).toEqual([
      `${t.success}: Saved`,
      `${t.info}: FYI`,
      `${t.warning}: Careful`,
    ]);
    expect(toastItems(region).map((item) => item.getAttribute("data-toast-type"))).toEqual([
      "error",
      "success",
      "info",
      "warning",
    ] satisfies ToastType[]);
  });

  it("shows nothing without toasts", () => {
    const { region } = renderToaster();
    expect(toastItems(region)).toHaveLength(0);
    expect(within(region).queryByRole("status")).toBeNull();
  });

  it("shows a repeat count for a grouped toast", () => {
    const { show, region } = renderToaster();
    show("error", "The request failed.");
    expect(screen.queryByTestId("toast-count")).toBeNull();
    show("error", "The request failed.");
    show("error", "The request failed.");
    expect(within(region).getAllByRole("alert")).toHaveLength(1);
    const badge = screen.getByTestId("toast-count");
    expect(badge).toHaveTextContent("×3");
    expect(badge).toHaveTextContent(fill(texts("en").toast.repeated, { count: 3 }));
  });

  it("shows the repeat count in ja", () => {
    const { show } = renderToaster("ja");
    show("warning", "注意");
    show("warning", "注意");
    expect(screen.getByTestId("toast-count")).toHaveTextContent(
      fill(texts("ja").toast.repeated, { count: 2 }),
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      `${texts("ja").toast.types.warning}: 注意`,
    );
  });

  it("Escape closes the newest toast", async () => {
    const user = setupUser();
    const { show, region } = renderToaster();
    show("info", "First");
    show("success", "Second");
    await user.keyboard("{Escape}");
    expect(toastItems(region)).toHaveLength(1);
    expect(region).toHaveTextContent("First");
    expect(region).not.toHaveTextContent("Second");
    await user.keyboard("{Escape}");
    expect(toastItems(region)).toHaveLength(0);
    await user.keyboard("{Escape}");
    expect(toastItems(region)).toHaveLength(0);
  });

  it("disappears 3000 ms after it was shown", () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    const { show, region } = renderToaster();
    show("success", "Saved");
    advance(TOAST_DURATION_MS - 1);
    expect(region).toHaveTextContent("Saved");
    advance(1);
    expect(toastItems(region)).toHaveLength(0);
  });

  it("a repeat restarts the timer", () => {
    const { show, region } = renderToaster();
    show("error", "Timeout");
    advance(2000);
    show("error", "Timeout");
    advance(2000);
    expect(region).toHaveTextContent("Timeout");
    expect(screen.getByTestId("toast-count")).toHaveTextContent("×2");
    advance(TOAST_DURATION_MS - 2000 - 1);
    expect(region).toHaveTextContent("Timeout");
    advance(1);
    expect(toastItems(region)).toHaveLength(0);
  });

  it("each toast keeps its own timer", () => {
    const { show, region } = renderToaster();
    show("info", "Early");
    advance(1000);
    show("info", "Late");
    advance(2000);
    expect(region).not.toHaveTextContent("Early");
    expect(region).toHaveTextContent("Late");
    advance(1000);
    expect(toastItems(region)).toHaveLength(0);
  });

  it("a toast with an action stays until used, and the action closes it (zh)", async () => {
    const user = setupUser();
    const onClick = vi.fn();
    const { show, region } = renderToaster("zh");
    const t = texts("zh").toast;
    show("info", t.newVersion, { action: { label: t.reload, onClick } });
    advance(10 * TOAST_DURATION_MS);
    expect(within(region).getByRole("status")).toHaveTextContent(t.newVersion);
    await user.click(within(region).getByRole("button", { name: t.reload }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(toastItems(region)).toHaveLength(0);
  });

  it("the dismiss button closes its toast only", async () => {
    const user = setupUser();
    const { show, region } = renderToaster("ja");
    show("info", "One");
    show("info", "Two");
    const [first] = toastItems(region);
    if (!first) throw new Error("no toast");
    await user.click(within(first).getByRole("button", { name: texts("ja").toast.dismiss }));
    expect(toastItems(region)).toHaveLength(1);
    expect(region).toHaveTextContent("Two");
  });
});
