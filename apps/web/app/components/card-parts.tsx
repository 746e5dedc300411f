// Parts of the offer and coupon cards: how much stock is left, the card's own problem, and its
// submit button.
import type { ReactNode, Ref } from "react";
import { SubmitButton } from "./form";

/** A thin bar of what is left of the stock (the text beside it says the numbers). */
export function StockBar({ left, total }: { left: number; total: number }) {
  return (
    <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-mist" aria-hidden="true">
      <div
        className="h-full bg-accent"
        style={{ width: `${total > 0 ? Math.round((left / total) * 100) : 0}%` }}
      />
    </div>
  );
}

/** The refusal of a card's form, announced and focusable (the card moves the focus to it). */
export function CardProblem({
  message,
  testId,
  ref,
}: {
  message: string | null | undefined;
  testId: string;
  ref: Ref<HTMLParagraphElement>;
}) {
  if (!message) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
      data-testid={testId}
    >
      {message}
    </p>
  );
}

/**
 * The card's one submit button, full width. `named` (the offer or coupon) is read after the
 * visible text, so the visible text starts the button's name, as it must.
 */
export function CardSubmit({
  busy,
  busyLabel,
  named,
  ref,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  named: string;
  ref: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <SubmitButton
      ref={ref}
      className="btn-primary w-full"
      busy={busy}
      busyLabel={busyLabel}
      named={named}
    >
      {children}
    </SubmitButton>
  );
}
