import { TOAST_DURATION_MS } from "@hostfront/commerce";
import { describe, expect, it } from "vitest";
import { createToastStore } from "./toasts.ts";

/** A store on a clock the test moves. */
function storeAt(start = 1000) {
  let now = start;
  const store = createToastStore(() => now);
  return {
    store,
    show: store.getState().show,
    tick: (ms: number) => {
      now += ms;
    },
  };
}

describe("toasts", () => {
  it("default duration is TOAST_DURATION_MS (3000 ms)", () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    const { store, show } = storeAt();
    show("info", "Saved");
    expect(store.getState().toasts[0]).toMatchObject({
      type: "info",
      message: "Saved",
      count: 1,
      duration: 3000,
    });
  });

  it("takes each of the four types", () => {
    const { store, show } = storeAt();
    for (const type of ["success", "info", "warning", "error"] as const) show(type, "Same text");
    expect(store.getState().toasts.map((toast) => toast.type)).toEqual([
      "success",
      "info",
      "warning",
      "error",
    ]);
  });

  it("groups an identical toast (type and message): same id, count up, shownAt renewed", () => {
    const { store, show, tick } = storeAt(1000);
    const first = show("error", "The request failed.");
    tick(500);
    const again = show("error", "The request failed.");
    expect(again).toBe(first);
    const toasts = store.getState().toasts;
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ count: 2, shownAt: 1500 });
    show("error", "The request failed.");
    expect(store.getState().toasts[0]?.count).toBe(3);
  });

  it("does not group toasts of another type or another message", () => {
    const { store, show } = storeAt();
    show("error", "A");
    show("warning", "A");
    show("error", "B");
    expect(
      store.getState().toasts.map((toast) => [toast.type, toast.message, toast.count]),
    ).toEqual([
      ["error", "A", 1],
      ["warning", "A", 1],
      ["error", "B", 1],
    ]);
  });

  it("never groups a toast with an action, which stays until closed", () => {
    const { store, show } = storeAt();
    const action = { label: "Reload", onClick: () => undefined };
    const first = show("info", "New version", { action });
    const second = show("info", "New version", { action });
    show("info", "New version");
    const toasts = store.getState().toasts;
    expect(second).not.toBe(first);
    expect(toasts).toHaveLength(3);
    expect(toasts[0]?.duration).toBe(Number.POSITIVE_INFINITY);
    expect(toasts[0]?.action).toBe(action);
    expect(toasts[1]?.count).toBe(1);
    expect(toasts[2]).toMatchObject({ count: 1, duration: 3000 });
    expect(toasts[2]?.action).toBeUndefined();
  });

  it("keeps an explicit duration", () => {
    const { store, show } = storeAt();
    show("warning", "Slow", { duration: 10_000 });
    expect(store.getState().toasts[0]?.duration).toBe(10_000);
  });

  it("dismiss closes one toast by id", () => {
    const { store, show } = storeAt();
    const a = show("info", "A");
    show("info", "B");
    store.getState().dismiss(a);
    expect(store.getState().toasts.map((toast) => toast.message)).toEqual(["B"]);
  });

  it("dismissLatest closes the newest toast, and does nothing when there is none", () => {
    const { store, show } = storeAt();
    store.getState().dismissLatest();
    show("info", "A");
    show("info", "B");
    store.getState().dismissLatest();
    expect(store.getState().toasts.map((toast) => toast.message)).toEqual(["A"]);
    store.getState().dismissLatest();
    expect(store.getState().toasts).toEqual([]);
  });

  it("keeps at most 5 toasts, the oldest making way", () => {
    const { store, show } = storeAt();
    for (const n of [1, 2, 3, 4, 5, 6, 7]) show("info", `Toast ${n}`);
    expect(store.getState().toasts.map((toast) => toast.message)).toEqual([
      "Toast 3",
      "Toast 4",
      "Toast 5",
      "Toast 6",
      "Toast 7",
    ]);
  });

  it("gives every new toast a new id", () => {
    const { show } = storeAt();
    const ids = [show("info", "A"), show("info", "B"), show("error", "A")];
    expect(new Set(ids).size).toBe(3);
  });
});
