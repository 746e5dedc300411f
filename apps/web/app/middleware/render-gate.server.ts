// How many documents this process renders at once. A render holds its loaders' data, React's
// tree and the HTML it is writing until the shell is out; fifty renders interleaved on one
// thread hold fifty of those (and the garbage they make) for fifty times as long, which is
// what grew the heap, while finishing no sooner: the renders share one CPU either way. So
// documents beyond RENDER_CONCURRENCY wait their turn, in arrival order, and memory follows
// the limit instead of the number of open connections. Answers from the page cache, `.data`
// requests of client navigations and resource routes do not wait; a page cache's refresh, which
// no visitor waits for, gets a turn only when no visitor's render is waiting.
import type { MiddlewareFunction } from "react-router";
import { requestContext } from "~/context";
import { config } from "~/env.server";
import { gauge, renderWait } from "~/lib/ops/metrics.server";
import { isBackgroundRender } from "~/lib/page-cache/watch.server";

export class RenderGate {
  readonly limit: number;
  #running = 0;
  /** Visitors waiting for a turn, then renders nobody waits for (a page cache refresh). */
  readonly #waiting: (() => void)[] = [];
  readonly #background: (() => void)[] = [];

  constructor(limit: number) {
    this.limit = limit;
  }

  /** Renders running now and waiting for a turn. */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length + this.#background.length };
  }

  /**
   * Resolves when it is this caller's turn; call the answer once the render is out. A
   * `background` render (no visitor waits for it) gets a turn only when no visitor waits.
   */
  async enter(background = false): Promise<() => void> {
    if (this.#running < this.limit) this.#running += 1;
    else
      await new Promise<void>((resolve) =>
        (background ? this.#background : this.#waiting).push(resolve),
      );
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = this.#waiting.shift() ?? this.#background.shift();
      // The turn passes straight to the next in line; `running` stays the same.
      if (next) next();
      else this.#running -= 1;
    };
  }
}

export function renderGateMiddleware(gate: RenderGate): MiddlewareFunction<Response> {
  return async ({ context }, next) => {
    if (gate.limit <= 0 || !context.get(requestContext).document) return next();
    const started = performance.now();
    const leave = await gate.enter(isBackgroundRender(context));
    renderWait.observe((performance.now() - started) / 1000);
    try {
      // The document's loaders have run and its shell is rendered when `next` answers; what
      // streams after that is small.
      return await next();
    } finally {
      leave();
    }
  };
}

/** The gate of this process. */
export const renderGate = new RenderGate(config.renderConcurrency);
gauge(
  "hostfront_render_queue_depth",
  "Documents waiting for their turn to render now.",
  () => renderGate.load.waiting,
);
gauge("hostfront_renders_running", "Documents rendering now.", () => renderGate.load.running);

/** The render gate step of the root middleware, with this process's gate. */
export const renderGateStep: MiddlewareFunction<Response> = renderGateMiddleware(renderGate);
