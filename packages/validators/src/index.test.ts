import { describe, expect, it } from "vitest";
import {
  isRuleName,
  isValid,
  messageKey,
  messageKeys,
  patterns,
  type RuleName,
  requiredMessageKey,
  ruleNames,
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
    // @ts-expect-error a misspelt rule name is a type error; untyped callers get the throw.
    expect(() => isValid("password", "x")).toThrow(UnknownRuleError);
    // @ts-expect-error as above
    expect(() => isValid("password", "x")).toThrow(
      /Unknown validation rule "password"\. Known rules: pass, /,
    );
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "does not take the inherited property %s for a rule",
    (name) => {
      expect(isRuleName(name)).toBe(false);
      expect(() => isValid(name as RuleName, "x")).toThrow(UnknownRuleError);
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

  it("is typed per rule: a RegExp rule is a RegExp, a predicate rule a function", () => {
    expect(patterns.ipv4.test("10.0.0.1")).toBe(true);
    expect(patterns.email("user@example.com")).toBe(true);
    // @ts-expect-error email needs more than one RegExp, so it has no .test
    expect(() => patterns.email.test("x")).toThrow(TypeError);
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
    // @ts-expect-error not a rule name
    expect(() => messageKey("nope")).toThrow(UnknownRuleError);
  });
});
