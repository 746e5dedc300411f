// The other half of lib/page-weight/server-only.server.ts: a value the loader left out of the hydration
// payload comes from the server render's context, or in the browser from the rendered HTML;
// and the page islands made of such values.
import { loadOnce, StaticIsland } from "@hostfront/ui";
import { createContext, type ReactNode, useContext, useState } from "react";
import { useNavigate } from "react-router";

/** Values the server render may read (entry.server provides the request's). */
export const ServerOnlyValues = createContext<ReadonlyMap<string, unknown> | null>(null);

/**
 * `fromLoader` when the loader sent it; otherwise the server's value while rendering on the
 * server, or `readDom()` once, when the page hydrates.
 */
export function useServerOnly<T>(key: string, fromLoader: T | null, readDom: () => T): T {
  const server = useContext(ServerOnlyValues);
  const [fromDom] = useState(() =>
    fromLoader === null && server === null && typeof document !== "undefined" ? readDom() : null,
  );
  if (fromLoader !== null) return fromLoader;
  if (server?.has(key)) return server.get(key) as T;
  if (fromDom === null) throw new Error(`No value for ${key}: not in the loader data nor the page`);
  return fromDom;
}

/**
 * A part of a page only the server renders (as the shell's footer is): links and texts that
 * never change in the browser. The browser keeps the HTML the document arrived with
 * (@hostfront/ui's StaticIsland), so the island's data stays out of the hydration payload
 * (`serverOnly` in the loader) and its texts out of the embedded dictionary (its page's
 * `islandTexts`, in pages.ts). After a client navigation, or when the loader sends the data
 * again (a revalidation: another currency), it renders from the data like any component; its
 * page's texts are loaded by then (root.tsx). Its links marked `data-link` navigate in the app,
 * as a <Link> would. Its components live in `*.island.tsx` modules: page-texts.test.ts checks
 * their keys apart.
 */
export function PageIsland<T>({
  id,
  from = id,
  value,
  className = "contents",
  children,
}: {
  /** Names the island in the page. */
  id: string;
  /** Names its value in the server's values (`serverOnly`): islands may share one. */
  from?: string;
  /** What the loader sent: null on a page document (`serverOnly`). */
  value: T | null;
  /** The wrapper's classes; by default it takes no box of its own. */
  className?: string;
  children: (value: T) => ReactNode;
}) {
  const server = useContext(ServerOnlyValues);
  const navigate = useNavigate();
  return (
    <StaticIsland
      id={id}
      className={className}
      // The document's HTML, in the browser on a page document; otherwise it renders.
      keep={value === null && server === null}
      onLink={(path) => void navigate(path)}
    >
      {() => {
        const data = value ?? (server?.get(from) as T | undefined);
        if (data === undefined) throw new Error(`No value for the island ${id}`);
        return children(data);
      }}
    </StaticIsland>
  );
}

/** The components of an `*.island.tsx` module, as a page's islands get them (islandModule). */
export interface IslandModule<M> {
  /** Loads the module (once); the page's loader and its route's clientMiddleware await it. */
  readonly preload: () => Promise<M>;
  /** The module once loaded; before, it throws. */
  readonly get: () => M;
}

/**
 * An `*.island.tsx` module, loaded apart from its page's module: the browser keeps a page
 * document's islands as the server rendered them and never needs their code then; it renders
 * them only after a client navigation or a revalidation. So the page's server loader awaits
 * `preload()` (the server renders them), and its route's `clientMiddleware`
 * (`islandMiddleware`) too before the browser renders them; `get()` gives the module then.
 * A static import, even one used only on the server, would put the module in the page's chunk.
 */
export function islandModule<M>(load: () => Promise<M>): IslandModule<M> {
  const module = loadOnce(load);
  return {
    preload: module.preload,
    get: () => {
      const loaded = module.loaded();
      if (!loaded) throw new Error("An island rendered before its module was loaded");
      return loaded;
    },
  };
}

/** A route's client middleware that loads its islands' modules before its page renders. */
export const islandMiddleware =
  (...modules: readonly IslandModule<unknown>[]) =>
  async <R,>(_: unknown, next: () => Promise<R>): Promise<R> => {
    await Promise.all(modules.map((module) => module.preload()));
    return next();
  };
