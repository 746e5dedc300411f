// The promo dialog (SPEC.md section 4): 30 s after load, on pages that do not suppress it,
// when `activeImg` is absent or older than 24 h. Closing or clicking it stores the time;
// clicking goes to /activity/promotion. And the side coupon banner, which expands on hover.
import {
  PROMO_DELAY_MS,
  PROMO_DIALOG_WIDTH_PX,
  PROMO_RESHOW_INTERVAL_MS,
} from "@hostfront/commerce";
import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { useShell, useSiteHref } from "../shell-context.tsx";
import { LOCAL_KEYS, safeStorage } from "../state/storage.ts";
import { useTranslation } from "../translation.ts";

/** Whether the promo may show now, given when it was last closed or clicked. */
export function promoDue(activeImg: string | null, now: number): boolean {
  const last = Number(activeImg);
  return activeImg === null || !Number.isFinite(last) || now - last > PROMO_RESHOW_INTERVAL_MS;
}

export function PromoDialog({ suppressed }: { suppressed: boolean }) {
  const { t } = useTranslation();
  const { services } = useShell();
  const href = useSiteHref();
  const [open, setOpen] = useState(false);
  // The delay counts from page load; a page change in between only matters at the moment it fires.
  const suppressedNow = useRef(suppressed);
  suppressedNow.current = suppressed;

  useEffect(() => {
    const local = safeStorage("local");
    if (!promoDue(local.getItem(LOCAL_KEYS.activeImg), Date.now())) return;
    const timer = setTimeout(() => {
      if (!suppressedNow.current && promoDue(local.getItem(LOCAL_KEYS.activeImg), Date.now()))
        setOpen(true);
    }, PROMO_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const stamp = () => safeStorage("local").setItem(LOCAL_KEYS.activeImg, String(Date.now()));
  const go = () => {
    stamp();
    setOpen(false);
    services.promotionClick("promo-dialog");
    services.navigate(href("/activity/promotion"));
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) stamp();
        setOpen(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl bg-white shadow-2xl"
          style={{ width: `min(${PROMO_DIALOG_WIDTH_PX}px, calc(100vw - 2rem))` }}
        >
          <button type="button" onClick={go} className="block w-full text-left">
            <div className="promo-art flex min-h-48 flex-col justify-end p-8 text-white">
              <p className="text-sm font-semibold uppercase tracking-wider opacity-90">
                {t("promo.label")}
              </p>
              <Dialog.Title className="mt-1 text-3xl font-bold">{t("promo.title")}</Dialog.Title>
            </div>
          </button>
          <div className="flex flex-wrap items-center justify-between gap-4 p-6">
            <Dialog.Description className="max-w-md text-muted">
              {t("promo.body")}
            </Dialog.Description>
            <div className="flex gap-2">
              <Dialog.Close className="btn-outline">{t("promo.close")}</Dialog.Close>
              <button type="button" className="btn-primary" onClick={go}>
                {t("promo.cta")}
              </button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function CouponBanner() {
  const { t } = useTranslation();
  const { services } = useShell();
  const href = useSiteHref();
  return (
    <a
      href={href("/ac/coupon")}
      onClick={() => services.promotionClick("coupon-banner")}
      className="coupon-banner group fixed right-0 top-[58%] z-30 hidden flex-row-reverse items-center overflow-hidden rounded-l-xl bg-accent text-white shadow-lg desk:flex"
    >
      <span className="px-2 py-4 text-sm font-bold [writing-mode:vertical-rl]">
        {t("promo.couponBanner")}
      </span>
      <span className="coupon-banner-detail max-w-0 whitespace-nowrap text-sm transition-[max-width,padding] duration-300 group-hover:max-w-xs group-hover:pl-4 group-focus-visible:max-w-xs group-focus-visible:pl-4">
        {t("promo.couponBannerDetail")}
      </span>
    </a>
  );
}
