// Calls of accounts: the password key, registration, activation, login, logout, the profile.
import { z } from "zod";
import { endpoint, lang, read } from "../endpoint.ts";
import {
  emptySchema,
  encryptedPasswordSchema,
  sitePathSchema,
  timestampSchema,
  userProfileSchema,
} from "../schemas.ts";

export const accountCalls = {
  publicKey: read("publicKey", {
    summary:
      "The RSA public key passwords are encrypted with (RSA-OAEP, SHA-256) before they are sent.",
    input: emptySchema,
    output: z.object({
      keyId: z.string(),
      algorithm: z.literal("RSA-OAEP-256"),
      publicKey: z.string(),
    }),
    inSpec: false,
  }),
  register: endpoint("register", {
    summary:
      "Create an account (e-mail address or mainland mobile number). It stays inactive until the activation link is opened.",
    input: z.object({
      ...lang,
      account: z.string().trim().min(3).max(254),
      /** Encrypted; the decrypted password must satisfy the `pass` rule. */
      password: encryptedPasswordSchema,
      username: z.string().trim().min(2).max(40),
      referer: z.string().trim().max(256).nullable().default(null),
      /**
       * The storefront page the visitor was on (a coupon, a configuration): the activation link
       * carries it as `redirect`, so that logging in after activating comes back to it.
       */
      returnTo: sitePathSchema.nullable().default(null),
    }),
    output: z.object({ userAccount: z.string(), activationRequired: z.boolean() }),
    access: "public",
    mutating: true,
    errors: ["ACCOUNT_EXISTS", "PASSWORD_UNREADABLE", "PASSWORD_RULE"],
    inSpec: false,
  }),
  activate: endpoint("activate", {
    summary: "Activate an account with the code from its activation link.",
    input: z.object({ code: z.string().trim().min(8).max(128) }),
    output: z.object({ userAccount: z.string(), activatedAt: timestampSchema }),
    access: "public",
    mutating: true,
    errors: ["ACTIVATION_INVALID", "ACTIVATION_EXPIRED", "ALREADY_ACTIVATED"],
    inSpec: true,
  }),
  login: endpoint("login", {
    summary: "Log in; answers a token valid for 30 days.",
    input: z.object({
      account: z.string().trim().min(3).max(254),
      password: encryptedPasswordSchema,
    }),
    output: z.object({
      token: z.string(),
      userAccount: z.string(),
      username: z.string(),
      expiresAt: timestampSchema,
    }),
    access: "public",
    mutating: true,
    errors: ["BAD_CREDENTIALS", "ACCOUNT_NOT_ACTIVATED", "PASSWORD_UNREADABLE"],
    inSpec: false,
  }),
  logout: endpoint("logout", {
    summary:
      "Revoke the token. Without a valid token it still succeeds: the user is logged out either way.",
    input: emptySchema,
    output: z.null(),
    access: "optional",
    mutating: true,
    errors: [],
    inSpec: true,
  }),
  userBrowse: read("userBrowse", {
    summary: "The logged-in user's profile.",
    input: emptySchema,
    output: userProfileSchema,
    access: "user",
  }),
};
