// The same contract suite against PostgreSQL, when one is reachable: CI installs Debian's
// postgresql and sets TEST_DATABASE_URL; without it this file reports its tests as skipped.
import pg from "pg";
import { afterAll } from "vitest";
import { sandboxCapabilities, sandboxTarget } from "./contract/sandbox-target.ts";
import { contractSuite } from "./contract/suite.ts";

const url = process.env.TEST_DATABASE_URL;
const database = `hostfront_test_${process.pid}`;
let databaseUrl: string | null = null;

if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${database}`;
  databaseUrl = target.href;
  afterAll(async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await cleanup.end();
  });
}

const env = databaseUrl ? { DATABASE_URL: databaseUrl } : null;
contractSuite("the sandbox (PostgreSQL)", sandboxCapabilities, env && (() => sandboxTarget(env)));
