// A PostgreSQL connection lost under the sandbox (the server restarted, its backend terminated)
// costs the query it was running and nothing more: the process goes on, the loss is logged, and
// the next query opens a new connection. A server that accepts and never answers fails a query
// within POSTGRES_CONNECT_TIMEOUT_MS instead of holding it. The terminations need PostgreSQL
// (TEST_DATABASE_URL, as in postgres.test.ts; skipped without it); the timeout does not.
import { createServer, type Socket } from "node:net";
import { sql } from "kysely";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase, POSTGRES_CONNECT_TIMEOUT_MS } from "../src/db/database.ts";

const url = process.env.TEST_DATABASE_URL;
const database = `hostfront_restart_${process.pid}`;

/** A logger that keeps its lines, to see what the pool told. */
function keptLog() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: "debug" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

const backendPid = async (db: Db): Promise<number> =>
  Number((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid);

describe("a PostgreSQL server that accepts and never answers", () => {
  it("fails a query within the connect timeout", async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    const { db } = openDatabase({
      databaseUrl: `postgres://hostfront@127.0.0.1:${address.port}/hostfront`,
      dataDir: "",
      log: pino({ level: "silent" }),
    });
    const started = performance.now();
    try {
      await expect(sql`select 1`.execute(db)).rejects.toThrow(/timeout/);
      const ms = performance.now() - started;
      expect(ms).toBeGreaterThanOrEqual(POSTGRES_CONNECT_TIMEOUT_MS - 100);
      expect(ms).toBeLessThan(POSTGRES_CONNECT_TIMEOUT_MS + 2_000);
    } finally {
      await db.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe.skipIf(!url)("PostgreSQL ending the sandbox's connections", () => {
  const admin = new pg.Client({ connectionString: url });
  let target = "";

  /** Terminates every backend of this test's database, as a restart of the server does. */
  const terminateAll = async (): Promise<number> =>
    (
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [database],
      )
    ).rowCount ?? 0;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.query(`CREATE DATABASE ${database}`);
    const address = new URL(url as string);
    address.pathname = `/${database}`;
    target = address.href;
  });

  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  it("drops an idle connection it lost, says so, and the next query opens a new one", async () => {
    const { log, lines } = keptLog();
    const { db } = openDatabase({ databaseUrl: target, dataDir: "", log });
    try {
      const before = await backendPid(db);
      expect(await terminateAll()).toBe(1);
      // The pool hears of it through its 'error' event: without a listener, a crash.
      await expect
        .poll(() => lines.some((line) => line.level === 40 && /connection was lost/.test(line.msg)))
        .toBe(true);
      const after = await backendPid(db);
      expect(after).not.toBe(before);
    } finally {
      await db.destroy();
    }
  });

  it("fails the query of a connection lost while in use, then opens a new one", async () => {
    const { log } = keptLog();
    const { db } = openDatabase({ databaseUrl: target, dataDir: "", log });
    try {
      await backendPid(db);
      const sleeping = sql`select pg_sleep(30)`.execute(db);
      sleeping.catch(() => {});
      await expect
        .poll(async () => {
          const { rows } = await admin.query(
            "select count(*)::int as n from pg_stat_activity where datname = $1 and query like 'select pg_sleep%'",
            [database],
          );
          return (rows[0] as { n: number }).n;
        })
        .toBe(1);
      await terminateAll();
      await expect(sleeping).rejects.toThrow(/terminating connection/);
      // The server's goodbye reaches the query before the socket closes: the pool may hand the
      // same connection out once more (that query fails too, and the client emits 'error'
      // while in use), then it is gone and a new one answers.
      await expect.poll(() => backendPid(db).catch(() => 0), { timeout: 5_000 }).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
  });
});
