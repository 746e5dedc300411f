// The contract suite: @hostfront/api-client's typed client against a provider, every call, its
// success and its documented errors. Run against the sandbox (SQLite always, PostgreSQL when one
// is reachable) and against the mock provider of @hostfront/api-client/mocks, so the two agree.
import { ApiError, errorCodes } from "@hostfront/api-client";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { accountCases } from "./accounts.ts";
import { activityCases } from "./activities.ts";
import { catalogueCases } from "./catalogue.ts";
import { contentCases } from "./content.ts";
import { couponCases } from "./coupons.ts";
import { domainCases } from "./domains.ts";
import { errorCases } from "./errors.ts";
import { orderCases } from "./orders.ts";
import { supportCases } from "./support.ts";
import type { Capabilities, ContractTarget, Suite } from "./target.ts";

/**
 * Runs every case against the target `start` makes (null: the target is not reachable here,
 * and the suite reports itself skipped).
 */
export function contractSuite(
  label: string,
  can: Capabilities,
  start: (() => Promise<ContractTarget>) | null,
): void {
  describe.skipIf(start === null)(`contract against ${label}`, () => {
    const covered = new Set<string>();
    const s: Suite = {
      h: undefined as unknown as ContractTarget,
      token: "",
      account: "",
      can,
      covered,
      async expectError(call, promise, name) {
        const error = await promise.then(
          () => expect.fail(`${call} should have answered ${name}`),
          (e: unknown) => e,
        );
        expect(error, `${call} -> ${name}`).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({
          code: errorCodes[name].code,
          status: errorCodes[name].status,
        });
        covered.add(`${call}:${name}`);
      },
    };

    beforeAll(async () => {
      if (!start) return;
      s.h = await start();
      ({ token: s.token, account: s.account } = await s.h.newUser());
    });
    afterAll(async () => {
      await s.h?.stop();
    });

    catalogueCases(s);
    contentCases(s);
    accountCases(s);
    couponCases(s);
    orderCases(s);
    activityCases(s);
    domainCases(s);
    supportCases(s);
    errorCases(s);
  });
}
