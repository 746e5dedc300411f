// The promo dialog (SPEC.md section 4): 30 s after load, on pages that do not suppress it,
// when `activeImg` is absent or older than 24 h. Closing or clicking it stores the time;
// clicking goes to /activity/promotion. And the side coupon tab, a popover that opens on hover.
import {
  POPOVER_HIDE_DELAY_MS,
  POPOVER_WIDTH_PX,
  PROMO_DELAY_MS,
  PROMO_DIALOG_WIDTH_PX,
  PROMO_RESHOW_INTERVAL_MS,
} from "@hostfront/commerce";
import { Dialog, Popover } from "radix-ui";
import { type PointerEvent, useEffect, useRef, useState } from "react";
import { useShell, useSiteHref } from "../shell-context.tsx";
import { LOCAL_KEYS, safeStorage } from "../state/storage.ts";
import { useTranslation } from "../translation.ts";
import { DockIcon } from "./dock-icon.tsx";

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

/**
 * The side coupon tab: a popover (SPEC.md section 4: "expands on hover") that opens on hover,
 * on click or tap, and with Enter or Space; it closes POPOVER_HIDE_DELAY_MS after the pointer
 * leaves both the tab and the popover, and with Escape. Before the page's script runs, the tab
 * is a plain link to the coupons.
 */
export function CouponBanner() {
  const { t } = useTranslation();
  const { services } = useShell();
  const href = useSiteHref();
  const [open, setOpen] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hovered = useRef(false);
  useEffect(() => () => clearTimeout(closing.current), []);
  // Hover is a mouse's: a touch's pointerenter would open it and its click close it again.
  const enter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closing.current);
    if (!open) hovered.current = true;
    setOpen(true);
  };
  const leave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closing.current);
    closing.current = setTimeout(() => {
      hovered.current = false;
      setOpen(false);
    }, POPOVER_HIDE_DELAY_MS);
  };
  const couponsPath = href("/ac/coupon");
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <a
          href={couponsPath}
          className="coupon-banner dock-item desk:fixed desk:right-0 desk:top-[58%] desk:rounded-l-xl desk:bg-accent desk:px-2 desk:py-4 desk:text-sm desk:font-bold desk:text-white desk:shadow-lg desk:[writing-mode:vertical-rl]"
          onPointerEnter={enter}
          onPointerLeave={leave}
          // With script, a click, tap, Enter or Space toggles the popover (Radix skips its own
          // toggle once the default is prevented); the link inside it goes to the coupons.
          onClick={(event) => {
            event.preventDefault();
            clearTimeout(closing.current);
            // A click that follows the hover which opened it keeps it open.
            if (hovered.current) setOpen(true);
            else setOpen((now) => !now);
            hovered.current = false;
          }}
        >
          <DockIcon className="desk:hidden">
            <path
              d="M2.5 6.5v-2h15v2a2 2 0 0 0 0 4v2h-15v-2a2 2 0 0 0 0-4zM12 5v7"
              strokeLinejoin="round"
            />
          </DockIcon>
          <span>{t("promo.couponBanner")}</span>
        </a>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="left"
          sideOffset={8}
          collisionPadding={8}
          onPointerEnter={enter}
          onPointerLeave={leave}
          className="coupon-banner-detail z-40 rounded-xl border border-line bg-white p-3 text-sm text-ink shadow-lg"
          style={{ width: POPOVER_WIDTH_PX }}
        >
          <a
            href={couponsPath}
            className="font-semibold text-accent hover:underline"
            onClick={() => services.promotionClick("coupon-banner")}
          >
            {t("promo.couponBannerDetail")}
          </a>
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
