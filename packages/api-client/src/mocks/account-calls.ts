// The mock provider's accounts: registration with an activation code in the outbox (valid a
// day, as on the sandbox), login and logout, the profile and start-up. Passwords are not read:
// the mock holds no private key.

import { isValid } from "@hostfront/validators";
import { accountKind, checkUsername } from "../provider-rules/index.ts";
import { ContractError, type Implementations } from "../server/handler.ts";
import { MOCK_KEY_ID, MOCK_PUBLIC_KEY } from "./public-key.ts";
import type { MockAccount, MockState } from "./state.ts";

export function accountCalls(
  state: MockState,
): Pick<
  Implementations<MockAccount>,
  "userBrowse" | "activate" | "logout" | "publicKey" | "register" | "login" | "startup"
> {
  const { accounts, tokens, flags } = state;
  return {
    userBrowse: (_input, { user }) => {
      const me = state.account(user);
      return {
        userAccount: me.userAccount,
        username: me.username,
        email: me.userAccount.includes("@") ? me.userAccount : null,
        phone: me.userAccount.includes("@") ? null : me.userAccount,
        userCode: me.userCode,
        language: me.language,
        activated: me.activated,
        balanceUsd: 25,
        createdAt: me.createdAt,
      };
    },
    activate: ({ code }) => {
      const sent = state.activationCodes.get(code);
      const target = sent ? accounts.get(sent.userAccount) : undefined;
      if (!sent || !target) throw new ContractError("ACTIVATION_INVALID");
      if (target.activated) throw new ContractError("ALREADY_ACTIVATED");
      if (state.activationExpired(sent)) throw new ContractError("ACTIVATION_EXPIRED");
      target.activated = true;
      return { userAccount: target.userAccount, activatedAt: state.stamp() };
    },
    logout: (_input, { token }) => {
      if (token) tokens.delete(token);
      return null;
    },
    publicKey: () => ({
      keyId: MOCK_KEY_ID,
      algorithm: "RSA-OAEP-256" as const,
      publicKey: MOCK_PUBLIC_KEY,
    }),
    register: ({ account, username, language }) => {
      if (!flags.registrationOpen)
        throw new ContractError("UNAVAILABLE", "Registration is closed.");
      const { email, phone } = accountKind(account, isValid);
      const userAccount = email ?? phone ?? account;
      checkUsername(username, isValid);
      const existing = accounts.get(userAccount);
      // As on the sandbox: an account never activated whose link has expired may sign up again.
      const pending = [...state.activationCodes.values()].some(
        (sent) => sent.userAccount === userAccount && !state.activationExpired(sent),
      );
      if (existing && (existing.activated || pending)) throw new ContractError("ACCOUNT_EXISTS");
      accounts.set(userAccount, {
        userAccount,
        username,
        activated: false,
        userCode: existing?.userCode ?? state.nextId("U").toUpperCase(),
        language,
        createdAt: existing?.createdAt ?? state.stamp(),
      });
      state.sendActivation(userAccount);
      return { userAccount, activationRequired: true };
    },
    login: ({ account }) => {
      const userAccount = account.includes("@") ? account.toLowerCase() : account;
      const target = accounts.get(userAccount);
      if (!target) throw new ContractError("BAD_CREDENTIALS");
      if (!target.activated) throw new ContractError("ACCOUNT_NOT_ACTIVATED");
      const token = state.nextId("mock-session-token");
      tokens.set(token, userAccount);
      return {
        token,
        userAccount,
        username: target.username,
        expiresAt: new Date(state.nowMs() + 30 * 86_400_000).toISOString(),
      };
    },
    startup: () => ({
      apiVersion: "1",
      serverTime: state.stamp(),
      maintenance: {
        active: flags.maintenanceMessage !== null,
        message: flags.maintenanceMessage,
      },
      registrationOpen: flags.registrationOpen,
      chatEnabled: flags.chatEnabled,
    }),
  };
}
