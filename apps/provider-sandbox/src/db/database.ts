// Opens the sandbox database: SQLite (better-sqlite3) in the data folder by default, or
// PostgreSQL when a postgres:// URL is given. Both run the same migrations and queries.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;
export type DatabaseKind = "sqlite" | "postgres";

export interface OpenedDatabase {
  readonly db: Db;
  readonly kind: DatabaseKind;
  /** Where the data is: a file path, or the PostgreSQL URL without its password. */
  readonly location: string;
}

/** File name of the SQLite database inside the data folder. */
export const SQLITE_FILE = "sandbox.sqlite";

export function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
}): OpenedDatabase {
  const { databaseUrl, dataDir } = options;
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const location = databaseUrl.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: "postgres",
      location,
    };
  }
  if (databaseUrl) throw new Error("DATABASE_URL must be a postgres:// URL (or unset for SQLite).");
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SQLITE_FILE);
  const database = new SQLite(file);
  // WAL keeps readers and the writer apart; synchronous=NORMAL is durable across process crashes.
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = NORMAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    kind: "sqlite",
    location: file,
  };
}
