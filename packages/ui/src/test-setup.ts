import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { loadServerParts } from "./components/shell.tsx";
import { presentCookies, removeCookies } from "./state/storage.ts";

// The shell's parts that load on intent (chat window, cookie panel, search results) arrive by a
// dynamic import, which Vite transforms on first use: on a loaded CI machine that took more
// than Testing Library's default 1 s for `findBy*` (the chat panel test failed once in CI with
// every CPU busy). A part that never arrives still fails the test, after 10 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  removeCookies(presentCookies());
});

// A server loads these before it renders a shell (the footer); so do the tests.
beforeAll(loadServerParts);
