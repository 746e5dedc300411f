// Parts of the offer and coupon cards: how much stock is left, the card's own problem, and its
// submit button.
import type { Ref } from "react";

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
