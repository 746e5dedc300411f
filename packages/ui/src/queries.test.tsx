// The shell needs no QueryClientProvider from the app (the README's example gives none): the
// parts that call the BFF bring TanStack Query with them and use the shell's own client.
import { render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Shell, VERSION_POLL_MS } from "./components/shell.tsx";
import {
  createI18n,
  decided,
  fakeServices,
  MAIN_SITE_URL,
  SITE_URLS,
  setupUser,
  texts,
} from "./test-utils.tsx";

describe("the shell without the app's QueryClientProvider", () => {
  // The version poll asks first one interval after the page came: that one wait is cut short
  // here (shell-version.test.tsx holds its length), real timers otherwise, so the test's own
  // waits keep real time on a loaded machine (a faked clock ran them out in 336 ms in CI).
  beforeEach(() => {
    const setTimer = globalThis.setTimeout;
    vi.spyOn(globalThis, "setTimeout").mockImplementation(((
      run: () => void,
      ms?: number,
      ...rest: unknown[]
    ) => setTimer(run, ms === VERSION_POLL_MS ? 0 : ms, ...rest)) as typeof setTimeout);
  });

  it("polls the version, refetches the currencies and sends a currency choice", async () => {
    decided();
    const user = setupUser();
    const services = fakeServices({
      latestVersion: async () => "build-8",
      fetchCurrencies: async () => [
        { type: "USD", rate: 1, symbol: "$" },
        { type: "JPY", rate: 150, symbol: "¥" },
      ],
    });
    render(
      <I18nextProvider i18n={createI18n("en")}>
        <Shell
          language="en"
          siteUrls={SITE_URLS}
          mainSiteUrl={MAIN_SITE_URL}
          pathname="/"
          search=""
          user={null}
          currency={{ type: "USD", rate: 1 }}
          currencies={null}
          footLinks={null}
          announcements={null}
          promoSuppressed
          version="build-7"
          services={services}
        >
          <p>Page content</p>
        </Shell>
      </I18nextProvider>,
    );
    // Queries: the currencies once the browser is idle, the version one interval later.
    await waitFor(() => expect(services.fetchCurrencies).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole("status")).toHaveTextContent(texts("en").toast.newVersion);
    await waitFor(() => expect(services.fetchCurrencies).toHaveBeenCalledTimes(1));
    const select = await screen.findByRole("combobox", { name: texts("en").langBar.currency });
    await waitFor(() => expect(select.querySelectorAll("option")).toHaveLength(2));
    // A command.
    await user.selectOptions(select, "JPY");
    await waitFor(() => expect(services.chooseCurrency).toHaveBeenCalledWith("JPY"));
  });
});
