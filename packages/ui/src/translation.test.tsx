import { resources } from "@hostfront/i18n";
import i18next, { type InitOptions } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "./test-utils.tsx";
import { interpolatedText, storedText, useTranslation } from "./translation.ts";

/** What each rendered heading's hook answered: its `t`, then its instance. */
const seen: unknown[] = [];

function Heading() {
  const { t, i18n } = useTranslation();
  seen.push(t, i18n);
  return <h1>{t("cookie.title")}</h1>;
}

describe("useTranslation", () => {
  it("translates with the instance in context, in its language, with one t per instance", () => {
    seen.length = 0;
    const ja = createI18n("ja");
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={ja}>
        <Heading />
        <Heading />
      </I18nextProvider>,
    );
    expect(html).toBe(`<h1>${resources.ja.common.cookie.title}</h1>`.repeat(2));
    expect(seen[0]).toBe(seen[2]);
    expect(seen[1]).toBe(ja);

    const zh = createI18n("zh");
    const other = renderToStaticMarkup(
      <I18nextProvider i18n={zh}>
        <Heading />
      </I18nextProvider>,
    );
    expect(other).toBe(`<h1>${resources.zh.common.cookie.title}</h1>`);
  });
});

function Texts({ keys }: { keys: string[] }) {
  const { t } = useTranslation();
  return <p>{keys.map((key) => t(key as "cookie.title")).join("|")}</p>;
}

function Counted() {
  const { t } = useTranslation();
  return <p>{t("toast.repeated", { count: 3 })}</p>;
}

describe("plain lookups", () => {
  const render = (i18n: ReturnType<typeof createI18n>, keys: string[]) =>
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <Texts keys={keys} />
      </I18nextProvider>,
    );

  it("give every request's instance the same texts as i18next, in its own language", () => {
    const keys = ["cookie.title", "cookie.body", "toast.requestFailed"];
    const expected = (language: "ja" | "zh") =>
      `<p>${keys.map((key) => createI18n(language).t(key)).join("|")}</p>`;
    expect(render(createI18n("ja"), keys)).toBe(expected("ja"));
    expect(render(createI18n("ja"), keys)).toBe(expected("ja"));
    expect(render(createI18n("zh"), keys)).toBe(expected("zh"));
  });

  it("find a text added after a first miss, and leave lookups with options to i18next", () => {
    const i18n = createI18n("en");
    expect(render(i18n, ["pages.later.title"])).toBe("<p>pages.later.title</p>");
    i18n.addResourceBundle("en", "common", { pages: { later: { title: "Later" } } }, true, false);
    expect(render(i18n, ["pages.later.title"])).toBe("<p>Later</p>");
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={createI18n("en")}>
        <Counted />
      </I18nextProvider>,
    );
    expect(html).toBe(`<p>${resources.en.common.toast.repeated.replace("{{count}}", "3")}</p>`);
  });
});

/** A helper that passes on the options it was given, as pages' `p(key, values)` do. */
function Helper({ keys }: { keys: string[] }) {
  const { t } = useTranslation();
  const p = (key: string, values?: Record<string, string>) => t(key as "cookie.title", values);
  return <p>{keys.map((key) => p(key)).join("|")}</p>;
}

describe("lookups passed no options", () => {
  it("are plain lookups: i18next is asked once per text, not once per render", () => {
    const keys = ["cookie.title", "cookie.body", "toast.requestFailed"];
    const render = (i18n: ReturnType<typeof createI18n>) =>
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <Helper keys={keys} />
        </I18nextProvider>,
      );
    const first = createI18n("ja");
    const expected = `<p>${keys.map((key) => first.t(key)).join("|")}</p>`;
    expect(render(first)).toBe(expected);
    const second = createI18n("ja");
    const asked = vi.spyOn(second, "t");
    expect(render(second)).toBe(expected);
    expect(asked).not.toHaveBeenCalled();
  });
});

describe("lookups with options", () => {
  it("answer what i18next answers for the same values, and differ by value and language", () => {
    const ja = createI18n("ja");
    const render = (i18n: ReturnType<typeof createI18n>, count: number) =>
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <CountedBy count={count} />
        </I18nextProvider>,
      );
    for (const count of [1, 3, 1])
      expect(render(ja, count)).toBe(`<p>${createI18n("ja").t("toast.repeated", { count })}</p>`);
    expect(render(createI18n("zh"), 3)).toBe(
      `<p>${createI18n("zh").t("toast.repeated", { count: 3 })}</p>`,
    );
  });

  it("leave options that are not plain values to i18next every time", () => {
    const i18n = createI18n("en");
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <Nested />
      </I18nextProvider>,
    );
    expect(html).toBe(`<p>${i18n.t("toast.repeated", { count: 2 })}</p>`);
  });
});

function CountedBy({ count }: { count: number }) {
  const { t } = useTranslation();
  return <p>{t("toast.repeated", { count })}</p>;
}

function Nested() {
  const { t } = useTranslation();
  return <p>{t("toast.repeated", { count: 2, interpolation: { escapeValue: true } })}</p>;
}

describe("storedText", () => {
  /** Every key of a dictionary, as the paths `t` is given. */
  function keysOf(node: unknown, prefix = ""): string[] {
    if (typeof node !== "object" || node === null) return [prefix];
    return Object.entries(node).flatMap(([name, value]) =>
      keysOf(value, prefix ? `${prefix}.${name}` : name),
    );
  }

  it("answers what i18next answers for every text of every language, or leaves it to i18next", () => {
    for (const language of ["en", "zh", "ja"] as const) {
      const i18n = createI18n(language);
      const keys = keysOf(resources[language].common);
      let read = 0;
      for (const key of keys) {
        const text = storedText(i18n, language, key);
        if (text === undefined) continue;
        read += 1;
        expect(text, key).toBe(i18n.t(key));
        expect(storedText(i18n, language, `common:${key}`)).toBe(text);
      }
      // Most texts are plain; those with values or nesting are i18next's.
      expect(read).toBeGreaterThan(keys.length / 2);
      expect(read).toBeLessThan(keys.length);
    }
  });

  it("leaves misses, objects, other separators and natural-language keys to i18next", () => {
    const i18n = createI18n("en");
    expect(storedText(i18n, "en", "cookie")).toBeUndefined(); // an object
    expect(storedText(i18n, "en", "cookie.nothing")).toBeUndefined();
    expect(storedText(i18n, "en", "elsewhere:cookie.title")).toBeUndefined();
    expect(storedText(i18n, "en", "Cookie title: here")).toBeUndefined();
    expect(storedText(i18n, "fr", "cookie.title")).toBeUndefined();
    const flat = createI18n("en");
    flat.options.keySeparator = false;
    expect(storedText(flat, "en", "cookie.title")).toBeUndefined();
  });
});

describe("interpolatedText", () => {
  /** Every text of a dictionary with its path. */
  function textsOf(node: unknown, prefix = ""): [string, string][] {
    if (typeof node === "string") return [[prefix, node]];
    if (typeof node !== "object" || node === null) return [];
    return Object.entries(node).flatMap(([name, value]) =>
      textsOf(value, prefix ? `${prefix}.${name}` : name),
    );
  }
  /** Values for a text's placeholders: awkward ones (markup, dollar patterns, numbers, booleans). */
  const sample = ["<b>&amp;</b>", "$& $1 $$", 0, 12.5, true, "", "a/b 'q' \"q\""] as const;

  it("answers what i18next answers for every text with placeholders of every language", () => {
    for (const language of ["en", "zh", "ja"] as const) {
      const i18n = createI18n(language);
      let filled = 0;
      let left = 0;
      for (const [key, text] of textsOf(resources[language].common)) {
        const names = [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]?.trim() ?? "");
        if (names.length === 0) continue;
        for (const [turn, value] of sample.entries()) {
          const values = Object.fromEntries(
            names.map((name, index) => [name, sample[(turn + index) % sample.length] ?? value]),
          );
          const answer = interpolatedText(i18n, language, key, values);
          if (answer === undefined) {
            left += 1;
            continue;
          }
          filled += 1;
          expect(answer, `${language} ${key}`).toBe(i18n.t(key, values));
        }
      }
      // Most texts with values are filled here; formats and the like are i18next's.
      expect(filled).toBeGreaterThan(left);
    }
  });

  it("picks a count's plural text as i18next does, in every language, with or without a default", () => {
    for (const language of ["en", "zh", "ja"] as const) {
      const i18n = createI18n(language);
      const plurals = new Set(
        textsOf(resources[language].common)
          .map(([key]) => /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1])
          .filter((key) => key !== undefined),
      );
      expect(plurals.size).toBeGreaterThan(3);
      let answered = 0;
      let asked = 0;
      for (const key of plurals) {
        // The other values the plural's texts name.
        const others = Object.fromEntries(
          textsOf(resources[language].common)
            .filter(([path]) => path.startsWith(`${key}_`))
            .flatMap(([, text]) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)])
            .map((match) => match[1] ?? "")
            .filter((name) => name !== "count")
            .map((name) => [name, `<${name}>`]),
        );
        for (const count of [0, 1, 2, 5, 21, 1.5])
          for (const values of [
            { ...others, count },
            { ...others, count, defaultValue: "" },
          ]) {
            const answer = interpolatedText(i18n, language, key, values);
            asked += 1;
            if (answer === undefined) continue;
            answered += 1;
            expect(answer, `${language} ${key} ${count}`).toBe(i18n.t(key, values));
          }
      }
      expect(answered).toBe(asked);
    }
  });

  /** An instance of its own on a few probing texts (the shared dictionaries stay as they are). */
  function probe(interpolation: InitOptions["interpolation"] = { escapeValue: false }) {
    const instance = i18next.createInstance();
    void instance.init({
      lng: "en",
      defaultNS: "common",
      fallbackLng: false,
      interpolation,
      resources: {
        en: {
          common: {
            named: "Hello {{name}}, {{ name }}!",
            formatted: "Total {{amount, number}}",
            unescaped: "Raw {{- html}}",
            nested: "See $t(plain) {{name}}",
            braces: "Odd {{{name}}}",
            plain: "Plain",
            counted: "{{count}} things",
            counted_other: "{{count}} others",
            repeated_one: "{{count}} time",
            zeroed_zero: "none",
            zeroed_one: "one",
            zeroed_other: "{{count}}",
            repeated_other: "{{count}} times",
          },
        },
      },
    });
    return instance;
  }

  it("leaves choices, formats, missing or extra values and other settings to i18next", () => {
    const i18n = probe();
    const named = { name: "Ann" };
    expect(interpolatedText(i18n, "en", "named", named)).toBe("Hello Ann, Ann!");
    expect(interpolatedText(i18n, "en", "named", named)).toBe(i18n.t("named", named));
    expect(interpolatedText(i18n, "en", "named", {})).toBeUndefined(); // missing
    expect(interpolatedText(i18n, "en", "named", { name: "A", other: 1 })).toBeUndefined();
    // Marks inside a value stay text, as i18next leaves them (`skipOnVariables`, its default).
    for (const name of ["{{x}}", "{{name}}", "$t(plain)", "{{- html}} $t(named)"])
      expect(interpolatedText(i18n, "en", "named", { name }), name).toBe(i18n.t("named", { name }));
    const skipping = probe({ escapeValue: false, skipOnVariables: false });
    expect(interpolatedText(skipping, "en", "named", named)).toBeUndefined();
    expect(interpolatedText(i18n, "en", "formatted", { amount: 3 })).toBeUndefined();
    expect(interpolatedText(i18n, "en", "unescaped", { html: "<b>" })).toBeUndefined();
    expect(interpolatedText(i18n, "en", "nested", { name: "A" })).toBeUndefined();
    expect(interpolatedText(i18n, "en", "braces", { name: "A" })).toBeUndefined();
    // A count picks the plural's text; a context or an ordinal is i18next's.
    for (const count of [0, 1, 2]) {
      for (const key of ["counted", "repeated", "zeroed"])
        expect(interpolatedText(i18n, "en", key, { count }), `${key} ${count}`).toBe(
          i18n.t(key, { count }),
        );
      expect(interpolatedText(i18n, "en", "named", { name: "A", count })).toBe(
        i18n.t("named", { name: "A", count }),
      );
    }
    expect(interpolatedText(i18n, "en", "zeroed", { count: 0 })).toBe("none");
    expect(interpolatedText(i18n, "en", "counted", { count: 2 })).toBe("2 others");
    expect(interpolatedText(i18n, "en", "counted", { count: "2" })).toBeUndefined();
    expect(interpolatedText(i18n, "en", "counted", { count: 2, context: "x" })).toBeUndefined();
    expect(interpolatedText(i18n, "en", "counted", { count: 2, ordinal: true })).toBeUndefined();
    // A default is for a missing text: with the text there, the text; without, i18next's.
    expect(interpolatedText(i18n, "en", "plain", { defaultValue: "D" })).toBe("Plain");
    expect(interpolatedText(i18n, "en", "absent", { defaultValue: "D" })).toBeUndefined();
    expect(i18n.t("absent", { defaultValue: "D" })).toBe("D");
    expect(interpolatedText(i18n, "en", "plain", {})).toBe("Plain");
    // i18next escapes values (`&lt;b&gt;`) with its default setting: left to it.
    expect(interpolatedText(probe({}), "en", "named", named)).toBeUndefined();
    expect(
      interpolatedText(probe({ escapeValue: false, prefix: "[[" }), "en", "named", named),
    ).toBeUndefined();
    // Another nesting mark: a text could nest in a way not looked for here.
    const nesting = probe({ escapeValue: false, nestingPrefix: "$n(" });
    expect(interpolatedText(nesting, "en", "named", named)).toBeUndefined();
    expect(storedText(nesting, "en", "plain")).toBeUndefined();
  });
});
