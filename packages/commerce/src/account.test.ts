import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskAccount, profileImageNumber } from "./account.ts";
import { PROFILE_IMAGE_COUNT } from "./constants.ts";

describe("maskAccount", () => {
  it("keeps the first 4 characters of an e-mail local part and the domain", () => {
    expect(maskAccount("johnsmith@example.com")).toBe("john****@example.com");
    expect(maskAccount("john@example.com")).toBe("john****@example.com");
  });

  it("keeps a shorter local part whole", () => {
    expect(maskAccount("abc@example.com")).toBe("abc****@example.com");
    expect(maskAccount("a@example.com")).toBe("a****@example.com");
  });

  it("keeps the first 2 and last 3 digits of a phone number", () => {
    expect(maskAccount("13812345678")).toBe("13****678");
    expect(maskAccount("123456")).toBe("12****456");
  });

  it("never shows the whole of a short account", () => {
    expect(maskAccount("12345")).toBe("1****");
    expect(maskAccount("ab")).toBe("a****");
    expect(maskAccount("")).toBe("");
  });

  it("counts characters, not UTF-16 units", () => {
    expect(maskAccount("张三丰李四王@example.cn")).toBe("张三丰李****@example.cn");
    expect(maskAccount("😀😀😀😀😀😀")).toBe("😀😀****😀😀😀");
  });

  it("never returns the account it was given, for any account of 2 or more characters", () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string({ minLength: 2 })), (account) => {
        expect(maskAccount(account)).not.toBe(account);
        expect(maskAccount(account)).toContain("****");
      }),
    );
  });
});

describe("profileImageNumber", () => {
  it("is an integer from 0 to 7", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const n = profileImageNumber(name);
        expect(Number.isInteger(n) && n >= 0 && n < PROFILE_IMAGE_COUNT).toBe(true);
      }),
    );
  });

  it("is stable: the same name always gets the same image", () => {
    expect(profileImageNumber("johnsmith")).toBe(profileImageNumber("johnsmith"));
    // Pinned values (FNV-1a 32 reference: "" 0x811c9dc5, "a" 0xe40c292c, "johnsmith" 0x3ddaf68f);
    // changing the hash would change every user's picture.
    expect([
      profileImageNumber(""),
      profileImageNumber("a"),
      profileImageNumber("johnsmith"),
    ]).toEqual([5, 4, 7]);
  });

  it("uses every image, about equally often", () => {
    const counts = new Array<number>(PROFILE_IMAGE_COUNT).fill(0);
    const names = 8000;
    for (let i = 0; i < names; i++) {
      const n = profileImageNumber(`user${i}@example.com`);
      counts[n] = (counts[n] ?? 0) + 1;
    }
    for (const count of counts) {
      expect(count).toBeGreaterThan((names / PROFILE_IMAGE_COUNT) * 0.85);
      expect(count).toBeLessThan((names / PROFILE_IMAGE_COUNT) * 1.15);
    }
  });
});
