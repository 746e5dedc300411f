// Calls of accounts: the password key, registration, activation, login, logout, the profile.

import { messageKeys, rules, schemaPatterns } from "@hostfront/validators";
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
      keyId: z
        .string()
        .describe("Names the key pair; it changes when the provider rotates its key."),
      algorithm: z
        .literal("RSA-OAEP-256")
        .describe("How to encrypt: RSA-OAEP with SHA-256 as the hash and in MGF1."),
      publicKey: z
        .string()
        .describe(
          "The RSA public key, PEM (SubjectPublicKeyInfo, `-----BEGIN PUBLIC KEY-----`). Encrypt the UTF-8 password with it and send the ciphertext in standard base64.",
        ),
    }),
    inSpec: false,
  }),
  register: endpoint("register", {
    summary:
      "Create an account (e-mail address or mainland mobile number). It stays inactive until the activation link is opened.",
    input: z.object({
      ...lang,
      account: z
        .string()
        .trim()
        .min(3)
        .max(254)
        .regex(schemaPatterns.emailOrCNphone, messageKeys.email)
        .describe(
          "What the user will log in with: an e-mail address (the `email` rule; stored in lower case) or a mainland China mobile number (the `CNphone` rule: 11 digits starting with 13-19). The activation link goes to it.",
        ),
      password: encryptedPasswordSchema.describe(
        `The new password, encrypted (see \`EncryptedPassword\`); the decrypted password must satisfy the \`pass\` rule: ${rules.pass.description}. Otherwise PASSWORD_RULE.`,
      ),
      username: z
        .string()
        .trim()
        .regex(schemaPatterns.name, messageKeys.name)
        .describe(`The name shown on the site (the \`name\` rule): ${rules.name.description}.`),
      referer: z
        .string()
        .trim()
        .max(256)
        .nullable()
        .default(null)
        .describe(
          "The referral code the visitor arrived with (`tgcode`, `affid` or `userCode` of a link), credited to its owner; null without one.",
        ),
      returnTo: sitePathSchema
        .nullable()
        .default(null)
        .describe(
          "The storefront page the visitor was on (a coupon, a configuration): the activation link carries it as `redirect`, so that logging in after activating comes back to it. null for the home page.",
        ),
    }),
    output: z.object({
      userAccount: z
        .string()
        .describe("The account as stored (an e-mail address in lower case): what `login` takes."),
      activationRequired: z
        .boolean()
        .describe("Whether the activation link must be opened (`activate`) before logging in."),
    }),
    access: "public",
    mutating: true,
    errors: ["ACCOUNT_EXISTS", "PASSWORD_UNREADABLE", "PASSWORD_RULE"],
    inSpec: false,
  }),
  activate: endpoint("activate", {
    summary: "Activate an account with the code from its activation link.",
    input: z.object({
      code: z
        .string()
        .trim()
        .min(8)
        .max(128)
        .describe("The `code` parameter of the activation link sent at registration."),
    }),
    output: z.object({
      userAccount: z.string().describe("The account now active."),
      activatedAt: timestampSchema.describe("When it was activated."),
    }),
    access: "public",
    mutating: true,
    errors: ["ACTIVATION_INVALID", "ACTIVATION_EXPIRED", "ALREADY_ACTIVATED"],
    inSpec: true,
  }),
  login: endpoint("login", {
    summary: "Log in; answers a token valid for 30 days.",
    input: z.object({
      account: z
        .string()
        .trim()
        .min(3)
        .max(254)
        .describe("The account registered: an e-mail address (any case) or a mobile number."),
      password: encryptedPasswordSchema.describe(
        "The password, encrypted (see `EncryptedPassword`). A wrong one answers BAD_CREDENTIALS, as an unknown account does.",
      ),
    }),
    output: z.object({
      token: z
        .string()
        .describe("The session token: send it as `Authorization: Bearer <token>` on user calls."),
      userAccount: z.string().describe("The account logged in, as stored."),
      username: z.string().describe("The user's name, to greet them."),
      expiresAt: timestampSchema.describe("When the token stops working (30 days after login)."),
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
