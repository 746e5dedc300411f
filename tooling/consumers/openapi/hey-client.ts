// The same document through a second generator: @hey-api/openapi-ts writes an SDK (one
// function per operation, with its own fetch client) into `hey/` beside this file. The
// consumer suite typechecks it (strict, bundler resolution, as such SDKs are used), bundles
// it with esbuild and runs it against the provider sandbox: `node hey-client.mjs <baseUrl>`.
import { randomUUID } from "node:crypto";
import { client } from "./hey/client.gen";
import { areaSearch, login, publicKey, startup } from "./hey/index";

const baseUrl = process.argv[2];
if (!baseUrl) throw new Error("usage: node hey-client.mjs <baseUrl>");
client.setConfig({ baseUrl });
const called: string[] = [];

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

const { data: started } = await startup({ query: { language: "zh" } });
check(started?.code === 2000 && typeof started.message.serverTime === "string", "startup failed");
called.push("startup");

const { data: regions } = await areaSearch({ query: { language: "en" } });
check((regions?.message.length ?? 0) > 0, "areaSearch answered no region");
called.push("areaSearch");

const { data: key } = await publicKey();
check(key?.message.algorithm === "RSA-OAEP-256", "publicKey answered another algorithm");
called.push("publicKey");

// A password that is no ciphertext of the key: the typed error carries the contract's code.
const refused = await login({
  headers: { "Idempotency-Key": randomUUID() },
  body: { account: "nobody@example.com", password: "bm90LWEtY2lwaGVydGV4dA==" },
});
check(
  refused.response?.status === 422 && refused.error?.code === 4304,
  `login with an unreadable password answered ${refused.response?.status}: ${JSON.stringify(refused.error)}`,
);
called.push("login");

console.info(JSON.stringify({ operations: called }));
