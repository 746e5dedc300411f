// Form pieces every page's forms use: labelled fields that show their problem next to them
// (aria-invalid, aria-describedby), a summary of the problems that takes the focus, the hidden
// form key, and a submit button that cannot be pressed twice while the form is on its way.
// Forms post as plain HTML without JavaScript; React Router's <Form> enhances them.

import { useShell, useTranslation } from "@hostfront/ui";
import { type ComponentProps, type ReactNode, useEffect, useRef } from "react";
import { useNavigation } from "react-router";

/** The name of the hidden field that carries the form key (see lib/forms.server.ts). */
export const FORM_KEY_FIELD = "formKey";

/** What an action answered when the form has to be shown again. */
export interface FormState {
  readonly values?: Readonly<Record<string, string>>;
  readonly errors?: Readonly<Record<string, string>>;
  readonly formError?: string | null;
  /** A new key for the form (after the provider refused the last submission). */
  readonly formKey?: string | null;
}

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

/** A field's ids: `field-<name>` (the error summary links to it), its hint's and its error's. */
function fieldIds(name: string, given?: string) {
  const id = given ?? `field-${name}`;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

function Described({
  hint,
  error,
  hintId,
  errorId,
}: {
  hint?: ReactNode;
  error?: string | undefined;
  hintId: string;
  errorId: string;
}) {
  return (
    <>
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
    </>
  );
}

function Label({ id, label, optional }: { id: string; label: ReactNode; optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-ink">
      {label}
      {optional ? (
        <span className="ml-1 font-normal text-muted">({t("forms.optional")})</span>
      ) : null}
    </label>
  );
}

const describedBy = (hint: unknown, error: unknown, hintId: string, errorId: string) =>
  [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

const inputClass = (error: unknown) =>
  `mt-1 block w-full rounded-md border px-3 py-2 ${error ? "border-red-600" : "border-line"} focus-visible:outline-2 focus-visible:outline-brand`;

export function TextField({
  label,
  name,
  id: givenId,
  error,
  hint,
  optional,
  ...input
}: FieldShell & Omit<ComponentProps<"input">, "name" | "id">) {
  const { id, hintId, errorId } = fieldIds(name, givenId);
  return (
    <div>
      <Label id={id} label={label} optional={optional} />
      <input
        id={id}
        name={name}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint, error, hintId, errorId)}
        className={inputClass(error)}
        {...input}
      />
      <Described hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

export function TextArea({
  label,
  name,
  id: givenId,
  error,
  hint,
  optional,
  ...area
}: FieldShell & Omit<ComponentProps<"textarea">, "name" | "id">) {
  const { id, hintId, errorId } = fieldIds(name, givenId);
  return (
    <div>
      <Label id={id} label={label} optional={optional} />
      <textarea
        id={id}
        name={name}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint, error, hintId, errorId)}
        className={inputClass(error)}
        {...area}
      />
      <Described hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

export function SelectField({
  label,
  name,
  id: givenId,
  error,
  hint,
  optional,
  children,
  ...select
}: FieldShell & Omit<ComponentProps<"select">, "name" | "id">) {
  const { id, hintId, errorId } = fieldIds(name, givenId);
  return (
    <div>
      <Label id={id} label={label} optional={optional} />
      <select
        id={id}
        name={name}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint, error, hintId, errorId)}
        className={`${inputClass(error)} bg-white`}
        {...select}
      >
        {children}
      </select>
      <Described hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

/**
 * Raises the error toast of SPEC.md section 8 for a problem of the whole form (coupon already
 * claimed, group full, sold out, too many requests), once per answer. The inline message with
 * the focus stays the form's main report; field problems get no toast (ADR 0011).
 */
export function useFormErrorToast(state: FormState | undefined): void {
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
  state: FormState | undefined;
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

/** A submit button that is disabled (and says so) while its form is being sent. */
export function SubmitButton({
  children,
  className = "btn-primary",
  ...button
}: ComponentProps<"button">) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  // A POST is "submitting"; a GET form goes straight to "loading" (with its form method).
  const busy =
    navigation.state === "submitting" ||
    (navigation.state === "loading" && navigation.formMethod !== undefined);
  return (
    <button
      type="submit"
      className={className}
      disabled={busy}
      aria-busy={busy || undefined}
      {...button}
    >
      {busy ? t("forms.submitting") : children}
    </button>
  );
}
