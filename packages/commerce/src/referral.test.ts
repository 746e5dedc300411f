import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readReferral, referralHex } from "./referral.ts";

describe("referralHex", () => {
  it("is h and the lowercase hex of the UTF-8 bytes", () => {
    expect(referralHex("abc")).toBe("h616263");
    expect(referralHex("A1")).toBe("h4131");
    expect(referralHex("推广")).toBe("he68ea8e5b9bf");
    expect(referralHex("")).toBe("h");
  });

  it("round-trips through the bytes for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (code) => {
        const hex = referralHex(code);
        expect(hex).toMatch(/^h(?:[0-9a-f]{2})*$/);
        expect(Buffer.from(hex.slice(1), "hex").toString("utf8")).toBe(code);
      }),
    );
  });
});

describe("readReferral", () => {
  const read = (query: string) => readReferral(new URLSearchParams(query));

  it("converts tgcode and affid to hex", () => {
    expect(read("tgcode=abc")).toEqual({ param: "tgcode", referer: "h616263" });
    expect(read("affid=42")).toEqual({ param: "affid", referer: "h3432" });
  });

  it("passes userCode and CouponsCode as they are", () => {
    expect(read("userCode=U123_x-y")).toEqual({ param: "userCode", referer: "U123_x-y" });
    expect(read("CouponsCode=SPRING26")).toEqual({ param: "CouponsCode", referer: "SPRING26" });
  });

  it("looks at tgcode, affid, userCode, CouponsCode in that order", () => {
    expect(read("CouponsCode=C&userCode=U&affid=a&tgcode=t")?.param).toBe("tgcode");
    expect(read("CouponsCode=C&userCode=U&affid=a")?.param).toBe("affid");
    expect(read("CouponsCode=C&userCode=U")?.param).toBe("userCode");
  });

  it("ignores blank, over-long and unsafe codes", () => {
    expect(read("")).toBeNull();
    expect(read("tgcode=%20%20")).toBeNull();
    expect(read(`tgcode=${"x".repeat(65)}`)).toBeNull();
    expect(read("userCode=%3Cscript%3E")).toBeNull();
    expect(read("userCode=a%20b&CouponsCode=OK1")).toEqual({
      param: "CouponsCode",
      referer: "OK1",
    });
  });

  it("makes any tgcode safe to put in a cookie or a page", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }).filter((s) => s.trim() !== ""),
        (code) => {
          const referral = readReferral(new URLSearchParams({ tgcode: code }));
          expect(referral?.referer).toMatch(/^h[0-9a-f]+$/);
        },
      ),
    );
  });
});
