import { describe, expect, it } from "vitest";
import {
  isRuleName,
  isValid,
  messageKey,
  messageKeys,
  patterns,
  requiredMessageKey,
  ruleNames,
  schemas,
  UnknownRuleError,
} from "./index.ts";

const specNames = [
  "pass",
  "vpsSystemPass",
  "cvmSystemPass",
  "managePass",
  "number",
  "money",
  "ftpName",
  "typeMark",
  "typeName",
  "onlyNum",
  "ipv4",
  "ipv6",
  "CIDR",
  "domain",
  "url",
  "mac",
  "portPair",
  "name",
  "email",
  "CNphone",
  "phone",
  "fixPhone",
  "uzip",
  "phonePrefix",
];

describe("the catalogue", () => {
  it("has exactly the names of SPEC.md section 5, spelled as there", () => {
    expect([...ruleNames]).toEqual(specNames);
  });
});

describe("isValid", () => {
  it("throws a clear error for an unknown name", () => {
    expect(() => isValid("password", "x")).toThrow(UnknownRuleError);
    expect(() => isValid("password", "x")).toThrow(
      /Unknown validation rule "password"\. Known rules: pass, /,
    );
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "does not take the inherited property %s for a rule",
    (name) => {
      expect(isRuleName(name)).toBe(false);
      expect(() => isValid(name, "x")).toThrow(UnknownRuleError);
    },
  );

  it.each([null, undefined, 12345678, 1.5, true, {}, [], ["ab12"], Symbol("ab12")])(
    "refuses the non-string %s",
    (value) => {
      expect(isValid("pass", value)).toBe(false);
      expect(isValid("phone", value)).toBe(false);
    },
  );

  it("refuses input longer than a rule can accept without reading it", () => {
    expect(isValid("pass", `ab12${"x".repeat(1_000_000)}`)).toBe(false);
  });
});

describe("patterns", () => {
  it("has a RegExp or a predicate for every name that agrees with isValid", () => {
    const samples = [
      "ab12",
      "13812345678",
      "192.168.0.1",
      "::1",
      "user@example.com",
      "80/443",
      "张三",
    ];
    for (const name of ruleNames) {
      const pattern = patterns[name];
      for (const sample of samples) {
        const result = pattern instanceof RegExp ? pattern.test(sample) : pattern(sample);
        expect(result, `${name} on ${sample}`).toBe(isValid(name, sample));
      }
    }
  });

  it("exposes plain RegExps without global or sticky state", () => {
    for (const name of ruleNames) {
      const pattern = patterns[name];
      if (pattern instanceof RegExp) expect(pattern.flags).not.toMatch(/[gy]/);
    }
  });
});

describe("messageKeys", () => {
  it("names one key per rule under validation.", () => {
    for (const name of ruleNames) expect(messageKeys[name]).toBe(`validation.${name}`);
    expect(messageKey("CIDR")).toBe("validation.CIDR");
    expect(requiredMessageKey).toBe("validation.required");
  });

  it("throws for an unknown name", () => {
    expect(() => messageKey("nope")).toThrow(UnknownRuleError);
  });
});

describe("schemas", () => {
  it("parses a valid value and returns it unchanged", () => {
    expect(schemas.email.parse("user@example.com")).toBe("user@example.com");
    expect(schemas.vpsSystemPass.parse("Server2026!")).toBe("Server2026!");
  });

  it("reports the rule's message key for an invalid value", () => {
    const result = schemas.pass.safeParse("abc");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("validation.pass");
  });

  it("reports the rule's message key for a value that is not a string", () => {
    const result = schemas.phone.safeParse(123456);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("validation.phone");
  });

  it("agrees with isValid on every rule", () => {
    const samples = ["", "ab12", "Abcdefg-1x", "10.0.0.0/8", "+86", "x".repeat(300)];
    for (const name of ruleNames) {
      for (const sample of samples) {
        expect(schemas[name].safeParse(sample).success, `${name} on ${sample}`).toBe(
          isValid(name, sample),
        );
      }
    }
  });
});
