// Every language has every key of the English dictionary, filled in, with the same
// placeholders, and the texts other packages rely on.
import {
  MANAGE_PASS_SYMBOLS,
  messageKeys,
  requiredMessageKey,
  VPS_SYSTEM_PASS_SYMBOLS,
} from "@hostfront/validators";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { languages } from "./languages.ts";
import { defaultNamespace, resources } from "./resources.ts";

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

/** Every leaf of a dictionary as [path, text]; list items are indexed (`footer.columns.0.title`). */
function leaves(tree: Tree, path = ""): [string, string][] {
  if (typeof tree === "string") return [[path, tree]];
  const entries: [string, Tree][] = Array.isArray(tree)
    ? tree.map((item, index) => [String(index), item])
    : Object.entries(tree);
  return entries.flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? "").sort();

const english = new Map(leaves(resources.en.common));

describe.each(languages.filter((language) => language !== "en"))("%s", (language) => {
  const translated = new Map(leaves(resources[language].common));

  it("has every key of the English dictionary and no other", () => {
    expect([...translated.keys()]).toEqual([...english.keys()]);
  });

  it("fills in every text", () => {
    const empty = [...translated].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it("uses the same placeholders as English in every text", () => {
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key) ?? ""), key).toEqual(placeholders(text));
    }
  });

  it("links the footer lists to the same kind of site paths", () => {
    for (const [key, text] of translated) {
      if (key.endsWith(".link")) expect(text, key).toMatch(/^\/(?!\/)/);
    }
  });
});

describe("all languages", () => {
  it.each(languages)("%s has a non-empty text for every key", (language) => {
    const empty = leaves(resources[language].common).filter(([, text]) => text.trim() === "");
    expect(empty).toEqual([]);
  });

  it.each(languages)("%s has the message of every validation rule", (language) => {
    const texts = new Map(leaves(resources[language].common));
    for (const key of [...Object.values(messageKeys), requiredMessageKey]) {
      expect(texts.get(key), key).toBeTruthy();
    }
  });

  it.each(languages)(
    "%s spells out the password symbol lists of the validators exactly",
    (language) => {
      const { validation } = resources[language].common;
      expect(validation.vpsSystemPass).toContain(VPS_SYSTEM_PASS_SYMBOLS);
      expect(validation.managePass).toContain(MANAGE_PASS_SYMBOLS);
    },
  );

  it("names each language by its own name in every language", () => {
    for (const language of languages) {
      expect(resources[language].common.languageNames).toEqual({
        en: "English",
        zh: "简体中文",
        ja: "日本語",
      });
    }
  });
});

describe("Chinese", () => {
  // Characters that exist only in Traditional Chinese, each with a common Simplified twin.
  const traditionalOnly =
    "們這個為與對語說時過會後來體務號業網頁訊帳戶設選擇關閉開請輸認證購買價費機雲臺載據錯誤資產線優團隊題問聯絡讀將點擊儲態應實際隱條註冊幫導領轉換顯於從";

  it("is written in Simplified characters (language endonyms aside)", () => {
    const texts = leaves(resources.zh.common).filter(([key]) => !key.startsWith("languageNames."));
    const found = texts.flatMap(([key, text]) =>
      [...text].filter((char) => traditionalOnly.includes(char)).map((char) => `${key}: ${char}`),
    );
    expect(found).toEqual([]);
  });
});

describe("with i18next", () => {
  async function tFor(language: string) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      fallbackLng: false,
      resources,
      defaultNS: defaultNamespace,
      interpolation: { escapeValue: false },
    });
    return instance.t;
  }

  it.each(languages)("%s answers the chat fallback askAI.autoBack", async (language) => {
    const t = await tFor(language);
    const text = t("askAI.autoBack");
    expect(text).not.toBe("askAI.autoBack");
    expect(text).toBe(resources[language].common.askAI.autoBack);
  });

  it("chooses the English plural form by count, and the one form of zh and ja", async () => {
    const en = await tFor("en");
    expect(en("review.rating", { count: 1, value: 5 })).toBe("Rated 5 out of 5 from 1 review");
    expect(en("review.rating", { count: 128, value: 4.5 })).toBe(
      "Rated 4.5 out of 5 from 128 reviews",
    );
    const zh = await tFor("zh");
    expect(zh("review.rating", { count: 1, value: 5 })).toBe("1 条评价，平均 5 分（满分 5 分）");
    const ja = await tFor("ja");
    expect(ja("review.rating", { count: 128, value: 4.5 })).toBe("5点中4.5点（レビュー128件）");
  });

  it("interpolates the 404 message of SPEC.md section 8", async () => {
    expect((await tFor("en"))("errors.notFound", { path: "/nope" })).toBe("Page not found: /nope");
    expect((await tFor("zh"))("errors.notFound", { path: "/nope" })).toBe("页面不存在：/nope");
    expect((await tFor("ja"))("errors.notFound", { path: "/nope" })).toBe(
      "ページが見つかりません：/nope",
    );
  });

  it("returns the footer lists as objects", async () => {
    const t = await tFor("ja");
    const columns = t("footer.columns", { returnObjects: true }) as {
      title: string;
      links: { link: string }[];
    }[];
    expect(columns[0]?.links[0]?.link).toBe("/product/vps");
  });
});

/**
 * Width of a text in a search result's title: a CJK (full-width) character takes about two
 * Latin ones. Results show about 60 of the latter before cutting the title off.
 */
const titleWidth = (text: string) =>
  [...text].reduce((width, char) => width + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1), 0);
const TITLE_WIDTH_MAX = 60;

describe.each(languages)("page titles (%s)", (language) => {
  const common = resources[language].common;
  const pages = common.pages as Record<string, { title?: unknown }>;
  it.each(Object.keys(pages))("%s fits a search result's title with the site's name", (page) => {
    const title = pages[page]?.title;
    if (typeof title !== "string") return;
    // Home's title is whole; every other page's ends with " · <site name>" (seo.server.ts).
    const shown = page === "index" ? title : `${title} · ${common.site.name}`;
    expect(titleWidth(shown), shown).toBeLessThanOrEqual(TITLE_WIDTH_MAX);
  });
});
