import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IDLE_TIMEOUT_MS, useIdle, whenIdle } from "./idle.ts";

/**
 * Fake timers for the fallback only: Vitest's default set also fakes requestIdleCallback (even
 * where the environment has none), which would hide the path under test.
 */
const fakeTimeouts = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });

/**
 * A browser with requestIdleCallback whose idle moments the test decides: `idle()` runs the
 * callbacks asked for so far (the shared config unstubs the globals after each test).
 */
function idleCallbacks() {
  const pending = new Map<number, IdleRequestCallback>();
  let next = 0;
  const request = vi.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => {
    next += 1;
    pending.set(next, callback);
    return next;
  });
  const cancel = vi.fn((id: number) => {
    pending.delete(id);
  });
  vi.stubGlobal("requestIdleCallback", request);
  vi.stubGlobal("cancelIdleCallback", cancel);
  const idle = () => {
    const callbacks = [...pending.values()];
    pending.clear();
    for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
  };
  return { request, cancel, idle, pending };
}

describe("whenIdle with requestIdleCallback", () => {
  it("runs the task once the browser is idle, not before", () => {
    const { request, idle } = idleCallbacks();
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledTimes(1);
    idle();
    expect(task).toHaveBeenCalledTimes(1);
    idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it(`waits at most IDLE_TIMEOUT_MS (${IDLE_TIMEOUT_MS} ms) for a browser that is never idle`, () => {
    const { request } = idleCallbacks();
    whenIdle(() => undefined);
    expect(IDLE_TIMEOUT_MS).toBe(2_000);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
  });

  it("the answered cancel cancels that idle callback, and the task never runs", () => {
    const { cancel, idle, pending } = idleCallbacks();
    const task = vi.fn();
    const first = whenIdle(task);
    const other = vi.fn();
    whenIdle(other);
    first();
    expect(cancel).toHaveBeenCalledExactlyOnceWith(1);
    expect(pending.size).toBe(1);
    idle();
    expect(task).not.toHaveBeenCalled();
    expect(other).toHaveBeenCalledTimes(1);
  });

  it("does not fall back to a timer", () => {
    idleCallbacks();
    fakeTimeouts();
    try {
      const task = vi.fn();
      whenIdle(task);
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
      expect(task).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("whenIdle without requestIdleCallback (the timer fallback)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs the task on a timer of its own, after the current turn", () => {
    expect(window.requestIdleCallback).toBeUndefined();
    fakeTimeouts();
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("the answered cancel clears the timer", () => {
    fakeTimeouts();
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(task).not.toHaveBeenCalled();
  });
});

describe("useIdle", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is false while the page hydrates and true from the first idle moment", () => {
    const { request, idle } = idleCallbacks();
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    expect(request).toHaveBeenCalledTimes(1);
    act(() => idle());
    expect(result.current).toBe(true);
  });

  it("asks once, and stays true through renders", () => {
    const { request, idle } = idleCallbacks();
    const { result, rerender } = renderHook(() => useIdle());
    act(() => idle());
    rerender();
    rerender();
    expect(result.current).toBe(true);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("unmounted before the idle moment, it cancels its idle callback", () => {
    const { cancel, pending } = idleCallbacks();
    const { unmount } = renderHook(() => useIdle());
    expect(pending.size).toBe(1);
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(pending.size).toBe(0);
  });

  it("without requestIdleCallback it turns true after the fallback timer", () => {
    fakeTimeouts();
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it("without requestIdleCallback, unmounting first clears the fallback timer", () => {
    fakeTimeouts();
    const { unmount } = renderHook(() => useIdle());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
