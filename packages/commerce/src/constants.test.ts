import { REQUEST_TIMEOUT_MS as clientTimeout } from "@hostfront/api-client";
import { describe, expect, it } from "vitest";
import * as constants from "./constants.ts";

describe("SPEC.md section 9 constants", () => {
  it("have the values of the specification", () => {
    expect(constants).toMatchObject({
      CURRENCY_CACHE_TTL_MS: 86_400_000,
      REFERRER_COOKIE_MAX_AGE_SECONDS: 2_592_000,
      PROMO_DELAY_MS: 30_000,
      PROMO_RESHOW_INTERVAL_MS: 86_400_000,
      ANNOUNCEMENT_PAGE: 1,
      ANNOUNCEMENT_ROWS: 3,
      MOBILE_BREAKPOINT_PX: 960,
      REQUEST_TIMEOUT_MS: 40_000,
      TOAST_DURATION_MS: 3000,
      TOAST_OFFSET_PX: 16,
      DROPDOWN_SHOW_DELAY_MS: 150,
      DROPDOWN_HIDE_DELAY_MS: 150,
      POPOVER_HIDE_DELAY_MS: 200,
      POPOVER_WIDTH_PX: 150,
      CHAT_PANEL_WIDTH_PX: 450,
      PROMO_DIALOG_WIDTH_PX: 880,
      PROFILE_IMAGE_COUNT: 8,
      EMAIL_MASK_KEEP: 4,
      PHONE_MASK_HEAD: 2,
      PHONE_MASK_TAIL: 3,
    });
  });
});

it("uses the same request timeout as the API client", () => {
  // The client cannot import this package (it depends on nothing of ours), so the two agree here.
  expect(constants.REQUEST_TIMEOUT_MS).toBe(clientTimeout);
});
