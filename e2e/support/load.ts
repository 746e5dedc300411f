// Steady load for a suite: workers asking for pages round and round until stopped, with each
// answer's status (0: none came), time and moment, and the percentiles of those times.

/** A page to ask for, and headers to ask with (`cache-control: no-cache` for a fresh render). */
export interface Ask {
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Answer {
  readonly url: string;
  /** The HTTP status, 0 when no answer came (refused, reset, or later than the timeout). */
  readonly status: number;
  readonly ms: number;
  /** When the request was sent (ms since the epoch). */
  readonly at: number;
}

/** `workers` loops over `asks` (each starting at its own place) until `stop()`. */
export function load(asks: readonly Ask[], { workers = 8, timeoutMs = 15_000 } = {}) {
  const answers: Answer[] = [];
  let running = true;
  const worker = async (n: number) => {
    for (let i = n; running; i++) {
      const ask = asks[i % asks.length] as Ask;
      const at = Date.now();
      const started = performance.now();
      try {
        const answer = await fetch(ask.url, {
          ...(ask.headers ? { headers: ask.headers } : {}),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await answer.arrayBuffer();
        answers.push({ url: ask.url, status: answer.status, ms: performance.now() - started, at });
      } catch {
        answers.push({ url: ask.url, status: 0, ms: performance.now() - started, at });
      }
    }
  };
  const loops = Array.from({ length: workers }, (_, n) => worker(n));
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The `p` quantile (0.99: p99) of `values`, 0 for none. */
export function quantile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}
