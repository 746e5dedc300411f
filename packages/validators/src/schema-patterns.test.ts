// Each schema pattern says exactly what its rule says: the same answer as the predicate on
// addresses, labels and near misses built to probe every clause.
import fc from "fast-check";
import { checkSync } from "recheck";
import { describe, expect, it } from "vitest";
import { isValid } from "./index.ts";
import { schemaPatterns } from "./schema-patterns.ts";

/** Characters that make and break e-mail addresses and labels, non-Latin ones included. */
const tricky = fc.constantFrom(
  ..."aZ09.-_@+!~`'{|}#".split(""),
  "é",
  "ß",
  "東",
  "あ",
  "\u0301",
  "٣",
  " ",
  "\n",
  "..",
  ".com",
  "1",
);
const nearMiss = fc.array(tricky, { maxLength: 24 }).map((parts) => parts.join(""));
const emails = fc.oneof(
  fc.emailAddress(),
  nearMiss,
  fc.tuple(nearMiss, nearMiss).map(([a, b]) => `${a}@${b}`),
);
const labels = fc.oneof(
  fc.domain().map((d) => d.split(".")[0] ?? ""),
  nearMiss,
  fc.string({ maxLength: 70 }),
);

describe("schemaPatterns", () => {
  it("email agrees with the email rule (within its 254-character limit)", () => {
    fc.assert(
      fc.property(emails, (value) => {
        if (value.length > 254) return;
        expect(schemaPatterns.email.test(value), JSON.stringify(value)).toBe(
          isValid("email", value),
        );
      }),
      { numRuns: 5_000 },
    );
  });

  it("domainLabel agrees with the domain rule on `<label>.com`", () => {
    fc.assert(
      fc.property(labels, (value) => {
        const rule = !value.includes(".") && isValid("domain", `${value}.com`);
        expect(schemaPatterns.domainLabel.test(value), JSON.stringify(value)).toBe(rule);
      }),
      { numRuns: 5_000 },
    );
  });

  it("emailOrCNphone takes what an account may be", () => {
    fc.assert(
      fc.property(fc.oneof(emails, fc.stringMatching(/^1[0-9]{10}$/)), (value) => {
        if (value.length > 254) return;
        expect(schemaPatterns.emailOrCNphone.test(value)).toBe(
          isValid("email", value) || isValid("CNphone", value),
        );
      }),
      { numRuns: 3_000 },
    );
  });

  it("name agrees with the name rule", () => {
    const names = fc.oneof(
      nearMiss,
      fc.string({ unit: "grapheme", maxLength: 50 }),
      fc
        .array(fc.constantFrom("李", "𠀀", "·", "・", "é", "a", "Z", "7", " ", "Я"), {
          maxLength: 45,
        })
        .map((p) => p.join("")),
    );
    fc.assert(
      fc.property(names, (value) => {
        expect(schemaPatterns.name.test(value), JSON.stringify(value)).toBe(
          value.length <= 80 && isValid("name", value),
        );
      }),
      { numRuns: 5_000 },
    );
  });

  it("phoneTypedOrEmpty takes what is empty or a phone once spaces and hyphens go", () => {
    const typed = fc
      .array(fc.constantFrom("1", "8", "0", " ", "-", "x", "\t"), { maxLength: 20 })
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(typed, (value) => {
        const stripped = value.replace(/[\s-]/g, "");
        expect(schemaPatterns.phoneTypedOrEmpty.test(value)).toBe(
          value === "" || isValid("phone", stripped),
        );
      }),
      { numRuns: 3_000 },
    );
  });

  // recheck answers "unknown" when its analysis runs out of time, as on a loaded CI machine: its
  // time limit and the test's are bounds, not a speed check. Its fuzzer also takes a match that
  // runs past a wall-clock limit (250 ms while incubating, 1 s on an attack) for an attack, so a
  // loaded machine made the email pattern "vulnerable" once in CI; without those limits the
  // verdict rests on the characters the matcher reads (its step limits), the same on any machine.
  it.each(Object.entries(schemaPatterns))(
    "%s matches in linear time",
    (_name, pattern) => {
      const options = { timeout: 120_000, attackTimeout: null, incubationTimeout: null };
      expect(checkSync(pattern.source, pattern.flags, options).status).toBe("safe");
    },
    150_000,
  );
});
