// TanStack Query, for the shell's calls through the BFF (ADR 0007), comes with the parts that
// make them and never for first paint (ADR 0016): the build-version poll and the currency-list
// refetch once the browser is idle, the instant search results when the visitor reaches for
// the search box, and the commands (a currency choice, logging out, a chat question) with the
// first one the visitor gives. Nothing on the page's first path imports this module; the parts
// above import it, the commands dynamically.
import {
  MutationObserver,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
} from "@tanstack/react-query";
import { type ComponentType, type ReactNode, useContext } from "react";

let shared: QueryClient | null = null;

/** The shell's own client: one per page, made when the first part that needs it arrives. */
function shellClient(): QueryClient {
  shared ??= new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return shared;
}

/**
 * Gives a part's queries a client: the app's when it provides one above the shell (its own
 * `QueryClientProvider`, as a test harness does), else the shell's own.
 */
function WithQueries({ children }: { children: ReactNode }) {
  const app = useContext(QueryClientContext);
  return app ? (
    children
  ) : (
    <QueryClientProvider client={shellClient()}>{children}</QueryClientProvider>
  );
}

/** `Part` with a client for its queries (`WithQueries`): how the parts that query export themselves. */
export function withQueries<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  return function PartWithQueries(props: P) {
    return (
      <WithQueries>
        <Part {...props} />
      </WithQueries>
    );
  };
}

/**
 * Runs a command once, as a TanStack mutation on the shell's client (what `useMutation`'s
 * `mutateAsync` does, for a handler outside a component's render): resolves to its answer,
 * rejects with its error.
 */
export function runMutation<T>(mutationFn: () => Promise<T>): Promise<T> {
  return new MutationObserver(shellClient(), { mutationFn }).mutate();
}
