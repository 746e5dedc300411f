// Accounts: registration with an encrypted password, activation by e-mailed code, login and
// logout with bearer tokens, and the profile.

import { accountKind, checkUsername } from "@hostfront/api-client/provider-rules";
import type { Implementations } from "@hostfront/api-client/server";
import { ContractError } from "@hostfront/api-client/server";
import { isValid } from "@hostfront/validators";
import {
  hashPassword,
  newId,
  newSecret,
  randomCode,
  secretHash,
  verifyPassword,
} from "../passwords.ts";
import {
  iso,
  isUniqueViolation,
  type Language,
  requireUser,
  type Sandbox,
  type User,
} from "./context.ts";

/** How long an activation link works. */
export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a login lasts. */
export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A user's referral code: 8 letters and digits that cannot be misread (no 0/O, 1/I). */
const userCode = (): string => randomCode("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 8);

const ACTIVATION_SUBJECT: { readonly [L in Language]: string } = {
  en: "Activate your Hostfront account",
  zh: "激活您的 Hostfront 账号",
  ja: "Hostfront アカウントの有効化",
};
const ACTIVATION_BODY: { readonly [L in Language]: (link: string) => string } = {
  en: (link) =>
    `Welcome to Hostfront! Open this link within 24 hours to activate your account:\n\n${link}`,
  zh: (link) => `欢迎使用 Hostfront！请在 24 小时内打开以下链接激活账号：\n\n${link}`,
  ja: (link) =>
    `Hostfront へようこそ。24時間以内に次のリンクを開いて、アカウントを有効化してください。\n\n${link}`,
};

/** The decrypted password, or the contract's error. */
function decryptPassword(sandbox: Sandbox, ciphertext: string): string {
  const password = sandbox.keys.decrypt(ciphertext);
  if (password === null) throw new ContractError("PASSWORD_UNREADABLE");
  return password;
}

export interface RegisterInput {
  readonly account: string;
  readonly password: string;
  readonly username: string;
  readonly language: Language;
  readonly referer: string | null;
  /** The storefront page to come back to after activating and logging in (a site path). */
  readonly returnTo?: string | null;
}

/** Creates an inactive account and "sends" its activation link (outbox + log). */
export async function registerAccount(
  sandbox: Sandbox,
  input: RegisterInput,
): Promise<{ userAccount: string; link: string }> {
  const { email, phone } = accountKind(input.account, isValid);
  const userAccount = email ?? phone ?? input.account;
  if (!isValid("pass", input.password)) throw new ContractError("PASSWORD_RULE");
  checkUsername(input.username, isValid);
  const now = sandbox.now();
  const existing = await sandbox.db
    .selectFrom("users")
    .select(["id", "activated", "referer"])
    .where("account", "=", userAccount)
    .executeTakeFirst();
  // An account never activated whose links have all expired may sign up again (ACTIVATION_EXPIRED
  // tells the visitor to): it gets the new details and a new link. While a link is still valid,
  // or once activated, the account exists.
  if (existing) {
    const pending = await sandbox.db
      .selectFrom("activation_codes")
      .select("code_hash")
      .where("user_id", "=", existing.id)
      .where("used_at", "is", null)
      .where("expires_at", ">", iso(now))
      .executeTakeFirst();
    if (existing.activated || pending) throw new ContractError("ACCOUNT_EXISTS");
  }

  const id = existing?.id ?? newId("usr");
  const code = newSecret(24);
  const back = input.returnTo ? `&redirect=${encodeURIComponent(input.returnTo)}` : "";
  const link = `${sandbox.config.siteUrls[input.language]}/activate?code=${encodeURIComponent(code)}${back}`;
  const passwordHash = await hashPassword(input.password);
  try {
    await sandbox.db.transaction().execute(async (trx) => {
      if (existing) {
        await trx
          .updateTable("users")
          .set({
            username: input.username,
            password_hash: passwordHash,
            language: input.language,
            referer: input.referer ?? existing.referer,
          })
          .where("id", "=", existing.id)
          .where("activated", "=", 0)
          .execute();
        await trx.deleteFrom("activation_codes").where("user_id", "=", existing.id).execute();
      } else {
        await trx
          .insertInto("users")
          .values({
            id,
            account: userAccount,
            username: input.username,
            email,
            phone,
            password_hash: passwordHash,
            user_code: userCode(),
            language: input.language,
            activated: 0,
            referer: input.referer,
            balance_usd: 0,
            created_at: iso(now),
          })
          .execute();
      }
      await trx
        .insertInto("activation_codes")
        .values({
          code_hash: secretHash(code),
          user_id: id,
          expires_at: iso(new Date(now.getTime() + ACTIVATION_TTL_MS)),
          used_at: null,
        })
        .execute();
      await trx
        .insertInto("outbox")
        .values({
          id: newId("mail"),
          to_address: userAccount,
          subject: ACTIVATION_SUBJECT[input.language],
          body: ACTIVATION_BODY[input.language](link),
          link,
          created_at: iso(now),
        })
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ContractError("ACCOUNT_EXISTS");
    throw error;
  }
  sandbox.log.info({ event: "activation-mail", to: userAccount, link }, "activation link");
  return { userAccount, link };
}

/** Checks account and password; answers the user or the contract's error. */
export async function checkCredentials(
  sandbox: Sandbox,
  account: string,
  password: string,
): Promise<User> {
  const normalized = isValid("email", account) ? account.toLowerCase() : account;
  const user = await sandbox.db
    .selectFrom("users")
    .selectAll()
    .where("account", "=", normalized)
    .executeTakeFirst();
  // Hash anyway when the account is unknown, so timing does not tell which accounts exist.
  const ok = await verifyPassword(
    password,
    user?.password_hash ?? "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA",
  );
  if (!user || !ok) throw new ContractError("BAD_CREDENTIALS");
  if (!user.activated) throw new ContractError("ACCOUNT_NOT_ACTIVATED");
  return user;
}

/** Issues a token for a user. */
export async function issueToken(
  sandbox: Sandbox,
  user: User,
): Promise<{ token: string; expiresAt: string }> {
  const now = sandbox.now();
  const token = newSecret(32);
  const expiresAt = iso(new Date(now.getTime() + TOKEN_TTL_MS));
  await sandbox.db
    .insertInto("tokens")
    .values({
      token_hash: secretHash(token),
      user_id: user.id,
      created_at: iso(now),
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** The user a token belongs to, if it is known, not revoked and not expired. */
export async function authenticate(sandbox: Sandbox, token: string): Promise<User | null> {
  const row = await sandbox.db
    .selectFrom("tokens")
    .innerJoin("users", "users.id", "tokens.user_id")
    .selectAll("users")
    .select(["tokens.expires_at as token_expires_at", "tokens.revoked_at as token_revoked_at"])
    .where("tokens.token_hash", "=", secretHash(token))
    .executeTakeFirst();
  if (
    !row ||
    row.token_revoked_at !== null ||
    Date.parse(row.token_expires_at) <= sandbox.now().getTime()
  )
    return null;
  const { token_expires_at: _expires, token_revoked_at: _revoked, ...user } = row;
  return user;
}

/** Revokes a token (unknown tokens are ignored: the user is logged out either way). */
export async function revokeToken(sandbox: Sandbox, token: string): Promise<void> {
  await sandbox.db
    .updateTable("tokens")
    .set({ revoked_at: iso(sandbox.now()) })
    .where("token_hash", "=", secretHash(token))
    .where("revoked_at", "is", null)
    .execute();
}

export function accountCalls(
  sandbox: Sandbox,
): Pick<
  Implementations<User>,
  "register" | "activate" | "login" | "logout" | "userBrowse" | "publicKey"
> {
  return {
    publicKey: () => ({
      keyId: sandbox.keys.keyId,
      algorithm: "RSA-OAEP-256",
      publicKey: sandbox.keys.publicKeyPem,
    }),

    register: async (input) => {
      const password = decryptPassword(sandbox, input.password);
      const { userAccount } = await registerAccount(sandbox, { ...input, password });
      return { userAccount, activationRequired: true };
    },

    activate: async ({ code }) => {
      const row = await sandbox.db
        .selectFrom("activation_codes")
        .innerJoin("users", "users.id", "activation_codes.user_id")
        .select([
          "activation_codes.code_hash",
          "activation_codes.expires_at",
          "activation_codes.used_at",
          "users.id",
          "users.account",
          "users.activated",
        ])
        .where("activation_codes.code_hash", "=", secretHash(code))
        .executeTakeFirst();
      if (!row) throw new ContractError("ACTIVATION_INVALID");
      if (row.activated || row.used_at !== null) throw new ContractError("ALREADY_ACTIVATED");
      const now = sandbox.now();
      if (Date.parse(row.expires_at) <= now.getTime())
        throw new ContractError("ACTIVATION_EXPIRED");
      await sandbox.db.transaction().execute(async (trx) => {
        await trx.updateTable("users").set({ activated: 1 }).where("id", "=", row.id).execute();
        await trx
          .updateTable("activation_codes")
          .set({ used_at: iso(now) })
          .where("code_hash", "=", row.code_hash)
          .execute();
      });
      return { userAccount: row.account, activatedAt: iso(now) };
    },

    login: async ({ account, password }) => {
      const user = await checkCredentials(sandbox, account, decryptPassword(sandbox, password));
      const { token, expiresAt } = await issueToken(sandbox, user);
      return { token, userAccount: user.account, username: user.username, expiresAt };
    },

    logout: async (_input, { token }) => {
      if (token) await revokeToken(sandbox, token);
      return null;
    },

    userBrowse: (_input, { user }) => {
      const me = requireUser(user);
      return {
        userAccount: me.account,
        username: me.username,
        email: me.email,
        phone: me.phone,
        userCode: me.user_code,
        language: me.language as Language,
        activated: me.activated === 1,
        balanceUsd: me.balance_usd,
        createdAt: me.created_at,
      };
    },
  };
}
