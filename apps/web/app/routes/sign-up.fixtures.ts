// What the sign-up tests share: a valid form as a visitor without JavaScript posts it.

/** The provider call that creates an account. */
export const REGISTER = "/api/user-server/user/register";
export const PASSWORD = "abc12345";

let counter = 0;
/** A form as a visitor without JavaScript posts it: both passwords as typed. */
export function valid(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    formKey: `7d3e1f20-5a4b-4c6d-8e9f-0a1b2c3d4e${String(counter).padStart(2, "0")}`,
    account: `li.wei.${counter}@example.com`,
    username: "LiWei",
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    terms: "accept",
    ...overrides,
  };
}

/** Everything an answer carries, as text: a password must not be anywhere in it. */
export const everything = (value: unknown) => JSON.stringify(value);
