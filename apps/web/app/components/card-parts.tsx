// Parts of the offer and coupon cards: their form's state and focus, how much stock is left,
// the card's own problem, and its submit button.
import { type ReactNode, type Ref, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { FormProblems } from "~/lib/forms/forms";
import { SubmitButton, useFormErrorToast } from "./form";

/**
 * The form of a card sent with the card's own fetcher: the answer to show (the fetcher's, else
 * the one the page was posted with, without JavaScript), whether one is on its way, and the refs
 * of the card, its submit button and its problem. A card picked by the link (or chosen before
 * logging in) is scrolled to and takes the focus once; a problem of the whole form takes the
 * focus and raises the error toast.
 */
export function useCardForm<Answer extends Pick<FormProblems, "formError">>(
  picked: boolean,
  posted: Answer | undefined,
) {
  const fetcher = useFetcher<Answer>();
  const state = fetcher.data ?? posted;
  const card = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const problem = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!picked) return;
    card.current?.scrollIntoView({ block: "center" });
    (button.current ?? card.current)?.focus();
  }, [picked]);
  useEffect(() => {
    if (state?.formError) problem.current?.focus();
  }, [state]);
  useFormErrorToast(state);
  return { fetcher, state, busy: fetcher.state !== "idle", card, button, problem };
}

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
