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

  it("gives a turn to a render nobody waits for (a page cache refresh) only when no visitor waits", async () => {
    const gate = new RenderGate(1);
    const order: string[] = [];
    const first = await gate.enter();
    const waiting = [
      gate.enter(true).then((leave) => {
        order.push("refresh");
        return leave;
      }),
      gate.enter().then((leave) => {
        order.push("visitor");
        return leave;
      }),
    ];
    await tick();
    expect(gate.load).toEqual({ running: 1, waiting: 2 });
    first();
    const visitor = await waiting[1];
    expect(order).toEqual(["visitor"]);
    visitor?.();
    (await waiting[0])?.();
    expect(order).toEqual(["visitor", "refresh"]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
