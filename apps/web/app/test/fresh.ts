// Pages as the first visitor gets them: a fresh copy of a route module and of everything it
// imports (so nothing is cached), reached through a fresh copy of the request kit (so its
// context objects are the ones the fresh modules read).
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { vi } from "vitest";
import type { Args, pageArgs } from "./request";

/** What `unwrap` makes of a loader's answer `R`. */
type Unwrapped<R> = Awaited<R> extends DataWithResponseInit<infer T> ? T : Awaited<R>;

/**
 * What a fresh copy of a route module (and so of the app's caches: nothing is cached) answers
 * for `path`, as `unwrap` gives it: how a page answers the first visitor, e.g. with the provider
 * down.
 */
export async function loadFresh<R>(
  importModule: () => Promise<{ loader: (args: Args) => R }>,
  path: string,
  init: Parameters<typeof pageArgs>[1] = {},
): Promise<{ data: Unwrapped<R>; status: number; headers: Headers }> {
  vi.resetModules();
  const [fresh, request] = await Promise.all([importModule(), import("./request")]);
  const answer = await fresh.loader(await request.pageArgs(path, init));
  return request.unwrap(answer) as { data: Unwrapped<R>; status: number; headers: Headers };
}
