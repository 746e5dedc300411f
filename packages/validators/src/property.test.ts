// Property tests: no input makes a rule throw or backtrack catastrophically.
import { isIP, isIPv4, isIPv6 } from "node:net";
import fc from "fast-check";
import { checkSync } from "recheck";
import { describe, expect, it } from "vitest";
import { isValid, ruleNames } from "./index.ts";
import { networkRegExps } from "./network.ts";
import { ruleRegExps } from "./rules.ts";

const anyString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.stringMatching(/^[0-9a-fA-F:./@+-]{0,60}$/),
);

describe("every rule", () => {
  it.each(ruleNames)("%s returns a boolean and never throws, whatever the input", (name) => {
    fc.assert(
      fc.property(fc.oneof(anyString, fc.anything()), (value) => {
        expect(typeof isValid(name, value)).toBe("boolean");
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("regular expressions", () => {
  // recheck decides by automata theory (fuzzing where that does not apply) whether a
  // RegExp can take super-linear time on some input. Every RegExp the rules use must be safe,
  // so matching time is linear in the input: a proof, not a stopwatch.
  const all = [...new Set([...ruleRegExps, ...networkRegExps])];

  it.each(all.map((re) => [re.source, re] as const))(
    "%s is free of super-linear backtracking",
    (_source, re) => {
      const diagnostics = checkSync(re.source, re.flags, { timeout: 10_000 });
      expect(diagnostics.status, JSON.stringify(diagnostics)).toBe("safe");
    },
  );

  it("still answers on long adversarial inputs made of each rule's own characters", () => {
    const pieces = [
      "a",
      "1",
      "a1",
      "-",
      "a-",
      ".",
      "a.",
      ":",
      "1:",
      "1.",
      "@",
      "a@",
      "+",
      "·",
      "漢",
      "/",
      "1/",
    ];
    for (const name of ruleNames) {
      for (const piece of pieces) {
        for (const tail of ["", "!", "\u0000", " "]) {
          expect(typeof isValid(name, piece.repeat(20_000) + tail)).toBe("boolean");
        }
      }
    }
  });
});

describe("network addresses against Node's own parser", () => {
  const byte = fc.integer({ min: 0, max: 255 });
  const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));

  it("accepts every dotted quad of bytes and refuses any part above 255", () => {
    fc.assert(
      fc.property(
        fc.tuple(byte, byte, byte, byte),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 256, max: 99_999 }),
        (quad, at, big) => {
          expect(isValid("ipv4", quad.join("."))).toBe(true);
          const bad = [...quad];
          bad[at] = big;
          expect(isValid("ipv4", bad.join("."))).toBe(false);
        },
      ),
    );
  });

  it("agrees with node:net on IPv4 text, including leading zeros", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9.]{0,16}$/), (text) => {
        expect(isValid("ipv4", text)).toBe(isIPv4(text));
      }),
      { numRuns: 5_000 },
    );
  });

  it("accepts every full and every compressed IPv6 form of eight groups", () => {
    fc.assert(
      fc.property(
        fc.array(group, { minLength: 8, maxLength: 8 }),
        fc.nat(7),
        fc.integer({ min: 1, max: 8 }),
        (groups, start, length) => {
          expect(isValid("ipv6", groups.join(":"))).toBe(true);
          const end = Math.min(8, start + length);
          const compressed = `${groups.slice(0, start).join(":")}::${groups.slice(end).join(":")}`;
          expect(isValid("ipv6", compressed)).toBe(true);
        },
      ),
    );
  });

  it("agrees with node:net on IPv6 text (zone identifiers aside)", () => {
    const ipv6ish = fc.oneof(
      fc.stringMatching(/^[0-9a-fA-F:]{0,40}$/),
      fc.stringMatching(/^[0-9a-f:]{0,20}(?:[0-9]{1,3}\.){3}[0-9]{1,3}$/),
      fc.ipV6(),
    );
    fc.assert(
      fc.property(ipv6ish, (text) => {
        expect(isValid("ipv6", text)).toBe(isIPv6(text));
      }),
      { numRuns: 10_000 },
    );
  });

  it("never calls an IPv6 address IPv4 or the reverse", () => {
    fc.assert(
      fc.property(fc.oneof(fc.ipV4(), fc.ipV6()), (address) => {
        expect(isValid("ipv4", address)).toBe(isIP(address) === 4);
        expect(isValid("ipv6", address)).toBe(isIP(address) === 6);
      }),
    );
  });
});

describe("vpsSystemPass", () => {
  const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
  const word = fc.constantFrom("root", "toor", "administrator", "rotartsinimda");

  it("refuses a forbidden word anywhere, in any mix of cases", () => {
    fc.assert(
      fc.property(
        letter,
        word,
        fc.array(fc.boolean(), { minLength: 13, maxLength: 13 }),
        fc.nat(4),
        (first, w, upper, at) => {
          const cased = [...w].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join("");
          const filler = "Xy7-Xy7-";
          const value = first + filler.slice(0, at) + cased + filler.slice(at);
          expect(isValid("vpsSystemPass", value)).toBe(false);
        },
      ),
    );
  });
});
