// Form pieces every page's forms use: one labelled field that shows its problem next to it
// (aria-invalid, aria-describedby), a summary of the problems that takes the focus, the hidden
// form key, and a submit button that cannot be pressed twice while the form is on its way.
// Forms post as plain HTML without JavaScript; React Router's <Form> enhances them.

import { useShell, useTranslation } from "@hostfront/ui";
import { type ComponentProps, createElement, type ReactNode, useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { FORM_KEY_FIELD, type FormProblems } from "~/lib/forms/forms";

export function FormKey({ value }: { value: string }) {
  return <input type="hidden" name={FORM_KEY_FIELD} value={value} />;
}

interface FieldShell {
  readonly label: ReactNode;
  readonly name: string;
  /** The field's id when a page has several forms with this field (default `field-<name>`). */
  readonly id?: string;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly optional?: boolean;
}

/** The controls a field can hold, by element. */
interface Controls {
  readonly input: ComponentProps<"input">;
  readonly textarea: ComponentProps<"textarea">;
  readonly select: ComponentProps<"select">;
}

/** A field of control `C`: its label, hint and error, and the control's own attributes. */
export type FieldProps<C extends keyof Controls = "input"> = FieldShell & {
  /** The control: an `input` (default), a `textarea` or a `select` (its options as children). */
  readonly as?: C;
} & Omit<Controls[C], "name" | "id">;

/**
 * A labelled form control with its hint and its problem next to it. The control is described
 * by both (aria-describedby) and marked invalid while it has a problem; its id `field-<name>`
 * is what the error summary links to.
 */
export function Field<C extends keyof Controls = "input">({
  as,
  label,
  name,
  id: givenId,
  error,
  hint,
  optional,
  ...control
}: FieldProps<C>) {
  const { t } = useTranslation();
  const id = givenId ?? `field-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The three controls take the same attributes here; the element is the only difference.
  const attributes: Record<string, unknown> = {
    id,
    name,
    required: !optional,
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined,
    className: `mt-1 block w-full rounded-md border px-3 py-2 ${error ? "border-red-600" : "border-line"} focus-visible:outline-2 focus-visible:outline-brand${as === "select" ? " bg-white" : ""}`,
    ...control,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? (
          <span className="ml-1 font-normal text-muted">({t("forms.optional")})</span>
        ) : null}
      </label>
      {createElement(as ?? "input", attributes)}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A one-line text field. */
export const TextField = (props: FieldProps) => <Field {...props} />;
/** A text field typed exactly as it is (an address, a code, a link): no capitals or spelling fixes. */
export const VerbatimField = (props: FieldProps) => (
  <Field type="text" autoCapitalize="none" spellCheck={false} {...props} />
);
/** A text of several lines. */
export const TextArea = (props: FieldProps<"textarea">) => <Field as="textarea" {...props} />;
/** A choice from a list; its `<option>`s are the children. */
export const SelectField = (props: FieldProps<"select">) => <Field as="select" {...props} />;

/**
 * Raises the error toast of SPEC.md section 8 for a problem of the whole form (coupon already
 * claimed, group full, sold out, too many requests), once per answer. The inline message with
 * the focus stays the form's main report; field problems get no toast (ADR 0011).
 */
export function useFormErrorToast(state: Pick<FormProblems, "formError"> | undefined): void {
  const { toasts } = useShell();
  useEffect(() => {
    if (state?.formError) toasts.getState().show("error", state.formError);
  }, [state, toasts]);
}

/**
 * The problems of the form at its top: the whole form's, then each field's, linked to the
 * field. It takes the focus when it appears, so keyboard and screen-reader users hear it.
 */
export function ErrorSummary({
  state,
  labels,
}: {
  state: FormProblems | undefined;
  /** Field name -> its label, for the links. */
  labels: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const errors = Object.entries(state?.errors ?? {});
  const formError = state?.formError ?? null;
  const visible = errors.length > 0 || formError !== null;
  useFormErrorToast(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer takes the focus again
  useEffect(() => {
    if (visible) ref.current?.focus();
  }, [visible, state]);
  if (!visible) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
      data-testid="form-errors"
    >
      {formError ? <p className="font-semibold">{formError}</p> : null}
      {errors.length > 0 ? (
        <>
          <p className={formError ? "mt-2" : "font-semibold"}>{t("forms.errorSummary")}</p>
          <ul className="mt-1 list-disc pl-5">
            {errors.map(([field, message]) => (
              <li key={field}>
                <a className="underline" href={`#field-${field}`}>
                  {labels[field] ?? field}
                </a>
                : {message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * The submit button of every form: while its form is on its way it is disabled, marked busy
 * (aria-busy) and says so in the visitor's language, so it cannot be pressed twice. A page's
 * form is on its way while the page navigates with it; a fetcher's form passes `busy`.
 */
export function SubmitButton({
  children,
  className = "btn-primary",
  busy: given,
  busyLabel,
  named,
  ...button
}: ComponentProps<"button"> & {
  /** Whether the form is on its way (default: the page is navigating with a form). */
  readonly busy?: boolean;
  /** What the button says meanwhile (default: the generic "sending"). */
  readonly busyLabel?: ReactNode;
  /** Which item the button is for, read after its visible text (for a list of like buttons). */
  readonly named?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  // A POST is "submitting"; a GET form goes straight to "loading" (with its form method).
  const busy =
    given ??
    (navigation.state === "submitting" ||
      (navigation.state === "loading" && navigation.formMethod !== undefined));
  return (
    <button
      type="submit"
      className={className}
      disabled={busy}
      aria-busy={busy || undefined}
      {...button}
    >
      {busy ? (busyLabel ?? t("forms.submitting")) : children}
      {named ? <span className="sr-only"> {named}</span> : null}
    </button>
  );
}
