// Another team's client of the provider API, made only from the packaged OpenAPI document:
// openapi-typescript writes `schema.d.ts` beside this file, openapi-fetch calls through it.
// The consumer suite copies it into its temporary project, typechecks it (strict,
// exactOptionalPropertyTypes) and runs it against a provider sandbox:
// `node fetch-client.ts <baseUrl>`. It prints the operations it called, as JSON, last.
import { constants, publicEncrypt, randomUUID } from "node:crypto";
import createClient from "openapi-fetch";
import type { paths } from "./schema.d.ts";

const baseUrl = process.argv[2];
if (!baseUrl) throw new Error("usage: node fetch-client.ts <baseUrl>");
const api = createClient<paths>({ baseUrl });
const called: string[] = [];

/** The envelope's `code` of a success (the document's `info.description` says so). */
const SUCCESS = 2000;

/** A call's `message`, when it answered 200 with code 2000; anything else stops the run. */
function message<T extends { code: number; message?: unknown }>(
  operation: string,
  result: { data?: T; error?: unknown; response: Response },
): T["message"] {
  if (!result.data || result.data.code !== SUCCESS)
    throw new Error(
      `${operation} answered ${result.response.status}: ${JSON.stringify(result.error ?? result.data)}`,
    );
  called.push(operation);
  return result.data.message;
}

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

/** Mutating calls carry a new Idempotency-Key per attempt, as the document asks. */
const idempotent = () => ({ header: { "Idempotency-Key": randomUUID() } });

// Public reads.
const startup = message(
  "startup",
  await api.GET("/api/home/startup", { params: { query: { language: "en" } } }),
);
check(startup.registrationOpen, "the sandbox's registration is closed");
const regions = message(
  "areaSearch",
  await api.GET("/api/cvm/area/search", { params: { query: { language: "ja" } } }),
);
const region = regions[0];
check(region !== undefined, "areaSearch answered no region");
const plans = message(
  "plans",
  await api.GET("/api/product/cvm/fastSet/search", {
    params: { query: { language: "en", areaId: region?.id ?? "" } },
  }),
);
check(plans.length > 0, `no plan in ${region?.id}`);
const currencies = message(
  "currencies",
  await api.POST("/api/finance/currency/search", { body: {} }),
);
check(currencies.length > 0, "currencies answered none");
message("reviewSummary", await api.GET("/api/home/review/summary"));
const domains = message(
  "domainCheck",
  await api.POST("/api/domain/suffix/check", {
    body: { name: `consumer-${Date.now()}`, suffixes: [".com"] },
  }),
);
check(domains.length === 1, "domainCheck answered another count of suffixes");

// An account: registered, activated from the sandbox's outbox, logged in. Passwords travel
// encrypted with the key of `publicKey` (RSA-OAEP, SHA-256, base64).
const key = message("publicKey", await api.GET("/api/user-server/publicKey"));
check(key.algorithm === "RSA-OAEP-256", `unknown algorithm ${key.algorithm}`);
const encrypt = (password: string) =>
  publicEncrypt(
    { key: key.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(password),
  ).toString("base64");
const account = `consumer-${randomUUID()}@example.com`;
const password = "consumer1"; // the `pass` rule: 4-14 letters and digits
const registered = message(
  "register",
  await api.POST("/api/user-server/user/register", {
    params: idempotent(),
    body: { account, password: encrypt(password), username: "Consumer" },
  }),
);
check(registered.userAccount === account, "register answered another account");
if (registered.activationRequired) {
  // The sandbox's outbox is no call of the document: what a tester reads instead of mail.
  const mails = (await (
    await fetch(`${baseUrl}/sandbox/outbox?to=${encodeURIComponent(account)}`)
  ).json()) as { link: string }[];
  const code = new URL(mails[0]?.link ?? "http://none").searchParams.get("code");
  check(code !== null, `no activation mail for ${account}`);
  message(
    "activate",
    await api.POST("/api/activate", { params: idempotent(), body: { code: code ?? "" } }),
  );
}
const session = message(
  "login",
  await api.POST("/api/user-server/user/login", {
    params: idempotent(),
    body: { account, password: encrypt(password) },
  }),
);
const headers = { Authorization: `Bearer ${session.token}` };

// The user's own calls.
const profile = message("userBrowse", await api.GET("/api/user-server/user/browse", { headers }));
check(profile.userAccount === account, "userBrowse answered another user");
const coupons = message(
  "couponSearch",
  await api.POST("/api/ac/coupon/search", { headers, body: { language: "en" } }),
);
const now = Date.now();
const open = coupons.find(
  (c) =>
    !c.received && c.remaining > 0 && Date.parse(c.validFrom) <= now && now < Date.parse(c.validTo),
);
check(open !== undefined, "no coupon to receive");
message(
  "couponReceive",
  await api.POST("/api/ac/coupon/receive", {
    headers,
    params: idempotent(),
    body: { couponId: open?.id ?? "" },
  }),
);
const after = message(
  "couponSearch",
  await api.POST("/api/ac/coupon/search", { headers, body: { language: "en" } }),
);
check(after.find((c) => c.id === open?.id)?.received === true, "the coupon was not received");
message("logout", await api.POST("/api/logout", { headers, params: idempotent(), body: {} }));

// The token is gone: the typed error says so with the contract's code.
const refused = await api.GET("/api/user-server/user/browse", { headers });
check(
  refused.response.status === 401 && refused.error?.code === 4010,
  `userBrowse after logout answered ${refused.response.status}`,
);

console.info(JSON.stringify({ operations: [...new Set(called)] }));
