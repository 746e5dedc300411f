// Opens the sandbox database: SQLite (better-sqlite3) in the data folder by default, or
// PostgreSQL when a postgres:// URL is given. Both run the same migrations and queries.
// PostgreSQL may restart under a running sandbox: the pool drops the connections it lost and
// opens new ones on the next query, so the sandbox answers again without a restart of its own.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Logger } from "pino";
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

/** Connections the sandbox keeps open to PostgreSQL at most. */
export const POSTGRES_POOL_SIZE = 10;

/**
 * How long a query waits for a connection (a free one of the pool, or a new one to a server
 * that does not answer) before it fails: a call made while PostgreSQL is unreachable gets the
 * provider's 5000 answer in that time instead of waiting for the caller's own timeout.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;

/** The PostgreSQL pool, made to outlive a restart of the server. */
function postgresPool(connectionString: string, log: Logger | undefined): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: POSTGRES_POOL_SIZE,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
  });
  // An idle connection the server closes (a restart, a terminated backend) is dropped by the
  // pool, which then emits 'error': with no listener, Node ends the process for it.
  pool.on("error", (error) => {
    const note = "a PostgreSQL connection was lost; the next query opens a new one";
    if (log) log.warn({ err: error }, note);
    else console.warn(`provider sandbox: ${note}: ${error.message}`);
  });
  // A connection in use has no listener of the pool's: when it ends, the client fails its query
  // (the caller answers 5000) and emits 'error' too, which would end the process just the same.
  // The pool drops it when it comes back (it is no longer queryable).
  pool.on("connect", (client) => {
    client.on("error", (error) => log?.debug({ err: error }, "a PostgreSQL connection ended"));
  });
  return pool;
}

export function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  /** Where a lost PostgreSQL connection is told (the sandbox's logger). */
  log?: Logger;
}): OpenedDatabase {
  const { databaseUrl, dataDir } = options;
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = postgresPool(databaseUrl, options.log);
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
