// What every implementation of a call works with: the database, the catalogue, the keys.
import type { Language } from "@hostfront/api-client/fixtures";
import { ContractError } from "@hostfront/api-client/server";
import type { Logger } from "pino";
import type { SandboxCatalogue } from "../catalogue.ts";
import type { Db } from "../db/database.ts";
import type { UserTable } from "../db/schema.ts";
import type { SandboxConfig } from "../env.ts";
import type { PasswordKeys } from "../keys.ts";

/** A user as the implementations see it. */
export type User = UserTable;

/** The start-up flags: from the environment at start, switchable while running (`/sandbox/flags`). */
export interface SandboxFlags {
  /** Maintenance mode with its message; null: off. */
  maintenanceMessage: string | null;
  chatEnabled: boolean;
  registrationOpen: boolean;
}

export interface Sandbox {
  readonly db: Db;
  readonly config: SandboxConfig;
  readonly flags: SandboxFlags;
  readonly catalogue: SandboxCatalogue;
  readonly keys: PasswordKeys;
  readonly log: Logger;
  /** The current time (a test may move it). */
  now(): Date;
}

/** The logged-in user; implementations of `user` calls always have one. */
export function requireUser(user: User | null): User {
  if (!user) throw new ContractError("LOGIN_REQUIRED");
  return user;
}

/** Whether a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY" ||
    code === "23505"
  );
}

export const iso = (date: Date): string => date.toISOString();

export type { Language };
