import { describe, expect, it } from "vitest";
import { RenderGate } from "./render-gate.server";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("render gate", () => {
  it("lets `limit` renders run and the rest wait their turn in arrival order", async () => {
    const gate = new RenderGate(2);
    const order: number[] = [];
    const leaves: (() => void)[] = [];
    const renders = [1, 2, 3, 4].map((n) =>
      gate.enter().then((leave) => {
        order.push(n);
        leaves.push(leave);
      }),
    );
    await tick();
    expect(order).toEqual([1, 2]);
    expect(gate.load).toEqual({ running: 2, waiting: 2 });

    leaves[1]?.();
    await tick();
    expect(order).toEqual([1, 2, 3]);
    expect(gate.load).toEqual({ running: 2, waiting: 1 });

    leaves[0]?.();
    leaves[0]?.(); // a second call gives no second turn away
    await tick();
    expect(order).toEqual([1, 2, 3, 4]);
    expect(gate.load).toEqual({ running: 2, waiting: 0 });

    for (const leave of leaves) leave();
    await Promise.all(renders);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
