// The promo dialog (SPEC.md section 4): 30 s after load, on pages that do not suppress it,
// when `activeImg` is absent or older than 24 h. Closing or clicking it stores the time;
// clicking goes to /activity/promotion. And the side coupon tab, a popover that opens on hover.
//
// The dialog and the popover themselves (promo-parts.tsx) are loaded when about to show.
import {
  POPOVER_HIDE_DELAY_MS,
  PROMO_DELAY_MS,
  PROMO_RESHOW_INTERVAL_MS,
} from "@hostfront/commerce";
import { type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { useShell, useSiteHref } from "../shell-context.tsx";
import { LOCAL_KEYS, safeStorage } from "../state/storage.ts";
import { useTranslation } from "../translation.ts";
import { DockIcon } from "./dock-icon.tsx";
import { OpenedPart, partLoader, usePart } from "./on-intent.tsx";

const promoDialog = partLoader(
  () => import("./promo-parts.tsx").then((m) => m.PromoDialogWindow),
  "promo",
);
const couponPopover = partLoader(
  () => import("./promo-parts.tsx").then((m) => m.CouponPopover),
  "promo",
);
const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);

/** How long before the promo's moment its dialog is fetched, so it shows on time. */
const PROMO_PRELOAD_LEAD_MS = 5_000;

/** Whether the promo may show now, given when it was last closed or clicked. */
export function promoDue(activeImg: string | null, now: number): boolean {
  const last = Number(activeImg);
  return activeImg === null || !Number.isFinite(last) || now - last > PROMO_RESHOW_INTERVAL_MS;
}

export function PromoDialog({ suppressed }: { suppressed: boolean }) {
  const { services } = useShell();
  const href = useSiteHref();
  const [open, setOpen] = useState(false);
  const [Dialog, wantDialog] = usePart(promoDialog);
  // The delay counts from page load; a page change in between only matters at the moment it fires.
  const suppressedNow = useRef(suppressed);
  suppressedNow.current = suppressed;

  useEffect(() => {
    const local = safeStorage("local");
    if (!promoDue(local.getItem(LOCAL_KEYS.activeImg), Date.now())) return;
    const preload = setTimeout(() => {
      if (!suppressedNow.current) quietly(promoDialog.preload());
    }, PROMO_DELAY_MS - PROMO_PRELOAD_LEAD_MS);
    const timer = setTimeout(() => {
      if (!suppressedNow.current && promoDue(local.getItem(LOCAL_KEYS.activeImg), Date.now()))
        // Shown once its code is here (fetched ahead); offline, the promo is skipped.
        wantDialog().then(
          () => setOpen(true),
          () => undefined,
        );
    }, PROMO_DELAY_MS);
    return () => {
      clearTimeout(preload);
      clearTimeout(timer);
    };
  }, [wantDialog]);

  const stamp = () => safeStorage("local").setItem(LOCAL_KEYS.activeImg, String(Date.now()));
  const go = () => {
    stamp();
    setOpen(false);
    services.promotionClick("promo-dialog");
    services.navigate(href("/activity/promotion"));
  };

  if (!open || !Dialog) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) stamp();
        setOpen(next);
      }}
      go={go}
    />
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
  const anchor = useRef<HTMLAnchorElement>(null);
  const popoverId = useId();
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
    <>
      <a
        ref={anchor}
        href={couponsPath}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        className="coupon-banner dock-item"
        onPointerEnter={(event) => {
          quietly(couponPopover.preload());
          enter(event);
        }}
        onFocus={() => quietly(couponPopover.preload())}
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
      <OpenedPart
        part={couponPopover}
        open={open}
        setOpen={setOpen}
        props={{
          id: popoverId,
          open,
          setOpen,
          anchor,
          enter,
          leave,
          href: couponsPath,
          onFollow: () => services.promotionClick("coupon-banner"),
        }}
      />
    </>
  );
}
