// Password fields and the form submit that encrypts them in the browser (RSA-OAEP, SHA-256,
// node-forge) with the provider's public key, so the plain password never leaves the page.
// node-forge is loaded only by the pages that use this module. Without JavaScript the form
// posts the plain password over HTTPS and the action encrypts it (lib/forms/passwords.server.ts).

import { useTranslation } from "@hostfront/ui";
import { isValid, messageKeys, type RuleName } from "@hostfront/validators";
import type forgeModule from "node-forge";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSubmit } from "react-router";
import { FORM_KEY_FIELD } from "~/lib/forms/forms";
import { TextField } from "./form";

type Forge = typeof forgeModule;

/** RSA-OAEP (SHA-256, MGF1 SHA-256) of `value` with `pem`, in base64. */
export function encryptWithForge(forge: Forge, pem: string, value: string): string {
  const key = forge.pki.publicKeyFromPem(pem);
  const encrypted = key.encrypt(forge.util.encodeUtf8(value), "RSA-OAEP", {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(encrypted);
}

export interface PasswordRule {
  /** The field's name; the encrypted value is sent as `<name>Encrypted`. */
  readonly name: string;
  readonly rule: RuleName;
}

/**
 * An onSubmit for a form with password fields: checks each password's rule, replaces it with
 * its ciphertext, and submits through React Router. Until node-forge has loaded, the form
 * posts as it is (the action encrypts).
 */
export function useEncryptedSubmit(
  publicKey: string | null,
  passwords: readonly PasswordRule[],
  {
    omit = [],
  }: {
    /** Fields checked in the browser that are not sent once encrypted (a confirmation). */
    omit?: readonly string[];
  } = {},
) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const forge = useRef<Forge | null>(null);
  // One ciphertext per form key and password: a double click or a resubmitted form must send
  // the very same request, or the provider refuses it instead of answering its first result.
  const sealed = useRef(new Map<string, string>());
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    void import("node-forge").then((module) => {
      if (live)
        forge.current = (module as { default?: Forge }).default ?? (module as unknown as Forge);
    });
    return () => {
      live = false;
    };
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const loaded = forge.current;
    if (!loaded || !publicKey) return;
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const problems: Record<string, string> = {};
    for (const { name, rule } of passwords) {
      const value = String(data.get(name) ?? "");
      if (value === "") problems[name] = t("validation.required");
      else if (!isValid(rule, value)) problems[name] = t(messageKeys[rule]);
      else {
        const id = `${String(data.get(FORM_KEY_FIELD))}\u0000${name}\u0000${value}`;
        let ciphertext = sealed.current.get(id);
        if (ciphertext === undefined) {
          ciphertext = encryptWithForge(loaded, publicKey, value);
          sealed.current.set(id, ciphertext);
        }
        data.set(`${name}Encrypted`, ciphertext);
      }
      data.delete(name);
    }
    for (const name of omit) data.delete(name);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      form.querySelector<HTMLInputElement>(`[name="${Object.keys(problems)[0]}"]`)?.focus();
      return;
    }
    void submit(data, { method: "post", action: form.getAttribute("action") ?? undefined });
  };
  return { onSubmit, errors };
}

/** A password input with a show/hide switch (once the page's script runs) and its rule. */
export function PasswordField({
  label,
  name,
  rule,
  error,
  autoComplete = "new-password",
}: {
  label: string;
  name: string;
  rule: RuleName;
  error?: string | undefined;
  autoComplete?: "new-password" | "current-password";
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <div className="relative">
      <TextField
        label={label}
        name={name}
        type={shown ? "text" : "password"}
        autoComplete={autoComplete}
        spellCheck={false}
        hint={`${t(messageKeys[rule])} ${t("forms.passwordEncrypted")}`}
        error={error}
      />
      {enhanced ? (
        <button
          type="button"
          className="absolute right-2 top-8 rounded px-2 py-1 text-xs text-brand hover:bg-mist"
          aria-controls={`field-${name}`}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? t("forms.hidePassword") : t("forms.showPassword")}
        </button>
      ) : null}
    </div>
  );
}
