import {
  POPOVER_HIDE_DELAY_MS,
  POPOVER_WIDTH_PX,
  PROMO_DELAY_MS,
  PROMO_RESHOW_INTERVAL_MS,
} from "@hostfront/commerce";
import type { Language } from "@hostfront/i18n";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInContext, SITE_URLS, setupUser, texts } from "../test-utils.tsx";
import { CouponBanner, PromoDialog, promoDue } from "./promo.tsx";

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const HOUR = 60 * 60 * 1000;

/** Moves the clock on, then lets a part that starts showing (loaded on demand) arrive. */
const advance = async (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  // Inside act, so React renders what arrived before the test looks.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
};
const promo = (language: Language = "en") =>
  screen.queryByRole("dialog", { name: texts(language).promo.title });

describe("promoDue", () => {
  it("is due when nothing is stored or the value is not a time", () => {
    expect(promoDue(null, NOW)).toBe(true);
    expect(promoDue("not a number", NOW)).toBe(true);
  });

  it("is due only when the last showing is more than 24 hours ago", () => {
    expect(PROMO_RESHOW_INTERVAL_MS).toBe(24 * HOUR);
    expect(promoDue(String(NOW - 24 * HOUR - 1), NOW)).toBe(true);
    expect(promoDue(String(NOW - 24 * HOUR), NOW)).toBe(false);
    expect(promoDue(String(NOW - 24 * HOUR + 1), NOW)).toBe(false);
    expect(promoDue(String(NOW - HOUR), NOW)).toBe(false);
    expect(promoDue(String(NOW), NOW)).toBe(false);
  });
});

describe("PromoDialog", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("appears after exactly 30 s when activeImg is absent", async () => {
    expect(PROMO_DELAY_MS).toBe(30_000);
    renderInContext(<PromoDialog suppressed={false} />);
    expect(promo()).toBeNull();
    await advance(PROMO_DELAY_MS - 1);
    expect(promo()).toBeNull();
    await advance(1);
    const dialog = promo();
    expect(dialog).not.toBeNull();
    expect(dialog).toHaveTextContent(texts("en").promo.body);
  });

  it("the dialog is described by promo.body", async () => {
    renderInContext(<PromoDialog suppressed={false} />);
    await advance(PROMO_DELAY_MS);
    expect(promo()).toHaveAccessibleDescription(texts("en").promo.body);
  });

  it("appears when activeImg is older than 24 hours (ja)", async () => {
    localStorage.setItem("activeImg", String(NOW - 25 * HOUR));
    renderInContext(<PromoDialog suppressed={false} />, { language: "ja" });
    await advance(PROMO_DELAY_MS);
    expect(promo("ja")).not.toBeNull();
    expect(screen.getByRole("button", { name: texts("ja").promo.cta })).toBeInTheDocument();
  });

  it("does not appear when activeImg is newer than 24 hours", async () => {
    localStorage.setItem("activeImg", String(NOW - 23 * HOUR));
    renderInContext(<PromoDialog suppressed={false} />);
    await advance(2 * PROMO_DELAY_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not appear when activeImg is stored during the wait (another tab)", async () => {
    renderInContext(<PromoDialog suppressed={false} />);
    await advance(10_000);
    localStorage.setItem("activeImg", String(Date.now()));
    await advance(PROMO_DELAY_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("never appears while suppressed", async () => {
    renderInContext(<PromoDialog suppressed />);
    await advance(5 * PROMO_DELAY_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not appear when it becomes suppressed before the 30 s pass", async () => {
    const { rerender } = renderInContext(<PromoDialog suppressed={false} />);
    await advance(PROMO_DELAY_MS - 5_000);
    rerender(<PromoDialog suppressed />);
    await advance(5 * PROMO_DELAY_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closing stores activeImg (now) and does not count as a click", async () => {
    const user = setupUser();
    const { services } = renderInContext(<PromoDialog suppressed={false} />, { language: "zh" });
    await advance(PROMO_DELAY_MS);
    expect(localStorage.getItem("activeImg")).toBeNull();
    const closedAt = Date.now();
    await user.click(screen.getByRole("button", { name: texts("zh").promo.close }));
    expect(promo("zh")).toBeNull();
    const stored = Number(localStorage.getItem("activeImg"));
    expect(stored).toBeGreaterThanOrEqual(closedAt);
    expect(stored).toBeLessThanOrEqual(Date.now());
    expect(services.promotionClick).not.toHaveBeenCalled();
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it("Escape closes it and stores activeImg too", async () => {
    const user = setupUser();
    renderInContext(<PromoDialog suppressed={false} />);
    await advance(PROMO_DELAY_MS);
    expect(promo()).not.toBeNull();
    await user.keyboard("{Escape}");
    expect(promo()).toBeNull();
    expect(Number(localStorage.getItem("activeImg"))).toBeGreaterThanOrEqual(NOW + PROMO_DELAY_MS);
  });

  it.each(["en", "zh"] as const)(
    "the CTA stores activeImg, reports the click and goes to the promotion (%s)",
    async (language) => {
      const user = setupUser();
      const { services } = renderInContext(<PromoDialog suppressed={false} />, { language });
      await advance(PROMO_DELAY_MS);
      await user.click(screen.getByRole("button", { name: texts(language).promo.cta }));
      expect(Number(localStorage.getItem("activeImg"))).toBeGreaterThanOrEqual(
        NOW + PROMO_DELAY_MS,
      );
      expect(services.promotionClick).toHaveBeenCalledTimes(1);
      expect(services.promotionClick).toHaveBeenCalledWith("promo-dialog");
      expect(services.navigate).toHaveBeenCalledTimes(1);
      expect(services.navigate).toHaveBeenCalledWith(`${SITE_URLS[language]}/activity/promotion`);
      expect(promo(language)).toBeNull();
    },
  );

  it("after closing, it does not come back on the next page within 24 hours", async () => {
    const user = setupUser();
    const first = renderInContext(<PromoDialog suppressed={false} />);
    await advance(PROMO_DELAY_MS);
    await user.click(screen.getByRole("button", { name: texts("en").promo.close }));
    first.unmount();
    renderInContext(<PromoDialog suppressed={false} />);
    await advance(2 * PROMO_DELAY_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("CouponBanner", () => {
  const tab = (language: "en" | "zh" | "ja" = "en") =>
    screen.getByRole("link", { name: texts(language).promo.couponBanner });

  it.each(["en", "zh", "ja"] as const)(
    "is a link to /ac/coupon under the %s site URL that opens a popover",
    async (language) => {
      const user = setupUser();
      const t = texts(language).promo;
      renderInContext(<CouponBanner />, { language });
      // Without script the tab goes to the coupons.
      expect(tab(language)).toHaveAttribute("href", `${SITE_URLS[language]}/ac/coupon`);
      expect(tab(language)).toHaveAttribute("aria-expanded", "false");
      await user.click(tab(language));
      // The popover is loaded when first asked for.
      const detail = await screen.findByRole("link", { name: t.couponBannerDetail });
      expect(detail).toHaveAttribute("href", `${SITE_URLS[language]}/ac/coupon`);
      expect(tab(language)).toHaveAttribute("aria-expanded", "true");
      // The popover is POPOVER_WIDTH_PX wide.
      expect(detail.closest(".coupon-banner-detail")).toHaveStyle({
        width: `${POPOVER_WIDTH_PX}px`,
      });
    },
  );

  it("closes with Escape and gives the focus back to the tab", async () => {
    const user = setupUser();
    renderInContext(<CouponBanner />);
    const detail = () => screen.queryByRole("link", { name: texts("en").promo.couponBannerDetail });
    await user.click(tab());
    expect(
      await screen.findByRole("link", { name: texts("en").promo.couponBannerDetail }),
    ).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(detail()).toBeNull();
    expect(tab()).toHaveFocus();
  });

  it("opens on hover and closes POPOVER_HIDE_DELAY_MS after the pointer leaves", async () => {
    vi.useFakeTimers();
    renderInContext(<CouponBanner />);
    const detail = () => screen.queryByRole("link", { name: texts("en").promo.couponBannerDetail });
    fireEvent.pointerEnter(tab(), { pointerType: "mouse" });
    await advance(0); // the popover's code arrives
    expect(detail()).toBeInTheDocument();
    fireEvent.pointerLeave(tab(), { pointerType: "mouse" });
    await advance(POPOVER_HIDE_DELAY_MS - 10);
    expect(detail()).toBeInTheDocument();
    await advance(20);
    expect(detail()).toBeNull();
    vi.useRealTimers();
  });

  it("does not open on a touch's pointerenter (the tap's click does)", () => {
    renderInContext(<CouponBanner />);
    fireEvent.pointerEnter(tab(), { pointerType: "touch" });
    expect(screen.queryByRole("link", { name: texts("en").promo.couponBannerDetail })).toBeNull();
  });

  it("reports a click on the coupon link", async () => {
    const user = setupUser();
    const { services } = renderInContext(<CouponBanner />);
    await user.click(tab());
    await user.click(screen.getByRole("link", { name: texts("en").promo.couponBannerDetail }));
    expect(services.promotionClick).toHaveBeenCalledWith("coupon-banner");
  });
});
