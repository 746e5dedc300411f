// The shell's commands (a currency choice, logging out, a chat question) go through TanStack
// Query as mutations (queries.tsx), which is fetched with the first command a visitor gives:
// a page that is only read never loads it.

/** Runs `call` once as a mutation: resolves to its answer, rejects with its error. */
export const runCommand = <T>(call: () => Promise<T>): Promise<T> =>
  import("./queries.tsx").then(({ runMutation }) => runMutation(call));
