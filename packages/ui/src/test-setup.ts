import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { presentCookies, removeCookies } from "./state/storage.ts";

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  removeCookies(presentCookies());
});
