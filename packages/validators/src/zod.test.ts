import { describe, expect, it } from "vitest";
import { isValid, ruleNames } from "./index.ts";
import { schemas } from "./zod.ts";

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
