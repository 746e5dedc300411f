// The round trip of a page's form, shared by the actions that answer it (forms.server.ts) and
// the components that show it again (components/form.tsx).

/** The hidden field that names one submission of a form. */
export const FORM_KEY_FIELD = "formKey";

/** A posted form: the first value of each field, as strings. */
export type FormValues = Record<string, string>;

/** The problems shown at the top of a form and next to its fields. */
export interface FormProblems {
  /** Field name -> its problem in the visitor's language. */
  readonly errors: Readonly<Record<string, string>>;
  /** A problem of the whole form (not of one field). */
  readonly formError: string | null;
}

/** What an action answers when the form must be shown again: the values typed, the problems. */
export interface FormFailure extends FormProblems {
  readonly values: Readonly<FormValues>;
  /**
   * A new form key when the provider refused the submission: it remembers its answer to the
   * old key, so a corrected form needs another.
   */
  readonly formKey: string | null;
}

/**
 * What a GET form would send now, as its query: every field's text, in order. A page reads a
 * form with it when it starts running, to apply what the visitor chose before it ran.
 */
export function queryOfForm(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === "string") query.append(name, value);
  return query;
}
