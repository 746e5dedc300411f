import { resources } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { embedDictionary, embedJson } from "./dictionary";

describe("embedJson", () => {
  it("cannot close its script element or open a comment, and reads back the same", () => {
    const value = { text: "</script><!-- & \u2028 \u2029 <b>" };
    const json = embedJson(value);
    expect(json).not.toMatch(/<|>|&/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("embedDictionary", () => {
  it("makes each dictionary's JSON once and gives the same text after", () => {
    let made = 0;
    const bundle = () => {
      made++;
      return resources.ja.common;
    };
    const first = embedDictionary(resources.ja.common, bundle);
    const second = embedDictionary(resources.ja.common, bundle);
    expect(made).toBe(1);
    expect(second).toBe(first);
    expect(JSON.parse(first)).toEqual(resources.ja.common);
    expect(embedDictionary(resources.zh.common, () => resources.zh.common)).not.toBe(first);
  });

  it("embeds without keeping when there is no resource object to key it by", () => {
    let made = 0;
    const bundle = () => ({ made: ++made });
    embedDictionary(undefined, bundle);
    embedDictionary(undefined, bundle);
    expect(made).toBe(2);
  });
});
