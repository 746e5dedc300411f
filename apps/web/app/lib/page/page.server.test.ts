// The display currency of a document request: the shell and the page's loader both read it, and
// it is resolved once (`currencyOf` keeps it in the request's context).
import { endpoints } from "@hostfront/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currencyContext } from "~/context";
import { loader as couponPage } from "~/routes/ac-coupon";
import { mockProviderApi } from "~/test/provider";
import { pageArgs } from "~/test/request";
import { cache } from "../cache/upstream.server";
import { loadShell } from "./shell.server";

const upstream = mockProviderApi();

afterEach(() => vi.restoreAllMocks());

/** Requests for the currency list that reached the provider so far. */
const currencyLists = () => upstream.to(endpoints.currencies.path).length;

describe("currencyOf", () => {
  it.each(["/ac/coupon", "/zh/ac/coupon", "/ja/ac/coupon"])(
    "resolves the currency of %s once for the shell and the page",
    async (path) => {
      // Past the cache, every resolution asks the provider for the list, so a second one shows.
      vi.spyOn(cache, "entry").mockImplementation(async (_key, _strategy, load) => ({
        value: await load(),
        storedAt: Date.now(),
      }));

      const alone = await pageArgs(path);
      await loadShell(alone.request, alone.context);
      const byShell = currencyLists();
      expect(byShell).toBeGreaterThan(0);

      // A document request: the root's shell and the page's loader run side by side.
      const args = await pageArgs(path);
      const [shell] = await Promise.all([loadShell(args.request, args.context), couponPage(args)]);
      expect(currencyLists() - byShell).toBe(byShell);
      expect(await args.context.get(currencyContext)).toEqual(shell.currency);
    },
  );
});
