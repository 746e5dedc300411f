import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cutPage, fillPage } from "./cut.server";

describe("a kept page", () => {
  it("is the page with another response's nonce and id where the first one's were", () => {
    // Old values in lower case, new ones in upper case: a new value never makes an old one.
    const word = (chars: string) =>
      fc.array(fc.constantFrom(...chars), { minLength: 4, maxLength: 12 }).map((a) => a.join(""));
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom("<p>", "日本語", "😀", " ", "n", "="), word("abc")), {
          maxLength: 40,
        }),
        word("abcdef"),
        word("ghijk"),
        word("ABC+/="),
        word("ABC-0"),
        fc.boolean(),
        (parts, nonce, id, newNonce, newId, withId) => {
          fc.pre(nonce !== id && !nonce.includes(id) && !id.includes(nonce));
          const body = parts
            .flatMap((part, index) => [part, [nonce, id][index % 2] as string])
            .join("");
          const expected = withId
            ? body.replaceAll(nonce, newNonce).replaceAll(id, newId)
            : body.replaceAll(nonce, newNonce);
          const page = cutPage(Buffer.from(body), [
            [nonce, "nonce"],
            ...(withId ? ([[id, "id"]] as const) : []),
          ]);
          expect(page.size).toBe(Buffer.byteLength(body));
          expect(
            Buffer.concat(fillPage(page, { nonce: newNonce, id: newId, forms: [] })).toString(),
          ).toBe(expected);
        },
      ),
    );
  });
});
