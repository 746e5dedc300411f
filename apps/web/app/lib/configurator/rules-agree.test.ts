// One rule per field: the order's hostname is checked by the contract (the provider's input
// schema), by the provider's rules (the sandbox's checkHostname) and by this site's form, all
// meaning @hostfront/validators' `typeMark`. A table of inputs they must all take or all refuse.
import { endpoints } from "@hostfront/api-client/contract";
import { checkHostname } from "@hostfront/api-client/provider-rules";
import { isValid } from "@hostfront/validators";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isHostname } from "./model";

const TABLE = [
  "web-tokyo",
  "web_1.example",
  "a",
  "-starts-with-hyphen",
  ".",
  "x".repeat(30),
  "x".repeat(31),
  "x".repeat(63),
  "bad host",
  "ホスト",
  "主机",
  "tab\there",
  "semi;colon",
  "emoji😀",
];

/** Whether each check takes `hostname` (a non-empty one: empty means "none" to all). */
function verdicts(hostname: string) {
  const contract = endpoints.orderCreate.input.shape.hostname.safeParse(hostname).success;
  let provider = true;
  try {
    checkHostname(hostname, isValid);
  } catch {
    provider = false;
  }
  return {
    validators: isValid("typeMark", hostname),
    contract,
    provider,
    site: isHostname(hostname),
  };
}

describe("the hostname's rule", () => {
  it.each(TABLE)("is one for the contract, the provider and the site: %j", (hostname) => {
    const all = verdicts(hostname);
    expect(all, JSON.stringify(all)).toEqual({
      validators: all.validators,
      contract: all.validators,
      provider: all.validators,
      site: all.validators,
    });
  });

  it("agrees on any text", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.stringMatching(/^[\w.-]{1,35}$/)),
        (text) => {
          const hostname = text.trim();
          fc.pre(hostname !== "");
          const all = verdicts(hostname);
          return new Set(Object.values(all)).size === 1;
        },
      ),
    );
  });
});
