// The parts of the promo and the coupon tab nobody sees at load: the promo dialog (after 30 s)
// and the coupon tab's popover (on hover, click or key). Loaded when they are about to show
// (promo.tsx), so their Radix dialog and popper stay out of the page's first scripts.
import { POPOVER_WIDTH_PX, PROMO_DIALOG_WIDTH_PX } from "@hostfront/commerce";
import { Dialog, Popover } from "radix-ui";
import type { PointerEvent, RefObject } from "react";
import { useTranslation } from "../translation.ts";

export function PromoDialogWindow({
  open,
  onOpenChange,
  go,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  go: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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

/** The coupon tab's popover, anchored to the tab (promo.tsx renders the tab itself). */
export function CouponPopover({
  id,
  open,
  setOpen,
  anchor,
  enter,
  leave,
  href,
  onFollow,
}: {
  id: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  anchor: RefObject<HTMLAnchorElement | null>;
  enter: (event: PointerEvent) => void;
  leave: (event: PointerEvent) => void;
  href: string;
  onFollow: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLAnchorElement>} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          // The tab toggles the popover itself: a press on it is not a press outside.
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
          // Without a Radix trigger, give the focus back to the tab on Escape.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchor.current?.focus();
          }}
          side="left"
          sideOffset={8}
          collisionPadding={8}
          onPointerEnter={enter}
          onPointerLeave={leave}
          className="coupon-banner-detail z-40 rounded-xl border border-line bg-white p-3 text-sm text-ink shadow-lg"
          style={{ width: POPOVER_WIDTH_PX }}
        >
          <a href={href} className="font-semibold text-accent hover:underline" onClick={onFollow}>
            {t("promo.couponBannerDetail")}
          </a>
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
