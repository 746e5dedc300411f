import { type Language, resources } from "@hostfront/i18n";
import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBrowserI18n, type Texts } from "./browser-i18n.ts";
import type { ShellUser } from "./components/shell.tsx";
import { createI18n, renderShell } from "./test-utils.tsx";
import { useTranslation } from "./translation.ts";

const LANGUAGES: readonly Language[] = ["en", "zh", "ja"];

/** A browser instance on a copy of `language`'s whole dictionary. */
function browser(language: Language, texts: object = resources[language].common) {
  return createBrowserI18n({
    language,
    namespace: "common",
    texts: structuredClone(texts) as Texts,
  });
}

/** Every text of a dictionary with its path. */
function textsOf(node: unknown, prefix = ""): [string, string][] {
  if (typeof node === "string") return [[prefix, node]];
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([name, value]) =>
    textsOf(value, prefix ? `${prefix}.${name}` : name),
  );
}

/** Every object of a dictionary with its path (not the root). */
function objectsOf(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([name, value]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return typeof value === "object" && value !== null ? [path, ...objectsOf(value, path)] : [];
  });
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]?.trim() ?? "");

/** What the instance reports (Node has no `reportError`; the browser does). */
const stubReport = () => {
  const report = vi.fn();
  vi.stubGlobal("reportError", report);
  return report;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A page's lookups: a plain text, a plural, a default for a key with no text. */
function Page() {
  const { t } = useTranslation();
  return (
    <p>
      {t("cookie.title")}|{t("toast.repeated", { count: 3 })}|
      {t("errors.status.999", { defaultValue: t("errors.unexpected") })}
    </p>
  );
}

describe("createBrowserI18n", () => {
  it("answers every text of every language as i18next does, with and without values", () => {
    const report = stubReport();
    const awkward = ["<b>&amp;</b>", "$& $1 $$", 0, 12.5, true, "", "{{x}} $t(a.b)"] as const;
    for (const language of LANGUAGES) {
      const reference = createI18n(language);
      const { t } = browser(language);
      for (const [key, text] of textsOf(resources[language].common)) {
        expect(t(key), `${language} ${key}`).toBe(reference.t(key));
        const names = placeholders(text);
        for (const [turn] of awkward.entries()) {
          const values = Object.fromEntries(
            names.map((name, index) => [name, awkward[(turn + index) % awkward.length]]),
          );
          expect(t(key, values), `${language} ${key} ${turn}`).toBe(reference.t(key, values));
        }
        // A value given as undefined or null is written as nothing, one not given leaves its
        // placeholder as it is, one no placeholder names is not used.
        const named = names.find((name) => name !== "count") ?? "unused"; // a count is a number
        for (const partial of [
          { [names[0] ?? "unused"]: undefined, unused: "x" },
          { [named]: null },
          { [names.at(-1) ?? "unused"]: "last" },
        ])
          expect(t(key, partial), `${language} ${key} partial`).toBe(reference.t(key, partial));
      }
    }
    expect(report).not.toHaveBeenCalled();
  });

  it("picks a count's plural text as i18next does, in every language", () => {
    for (const language of LANGUAGES) {
      const reference = createI18n(language);
      const { t } = browser(language);
      const texts = textsOf(resources[language].common);
      const plurals = new Set(
        texts
          .map(([key]) => /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1])
          .filter((key) => key !== undefined),
      );
      expect(plurals.size).toBeGreaterThan(10);
      for (const key of plurals) {
        const names = texts
          .filter(([path]) => path.startsWith(`${key}_`))
          .flatMap(([, text]) => placeholders(text));
        for (const count of [0, 1, 2, 5, 21, 1.5]) {
          const values = { ...Object.fromEntries(names.map((name) => [name, `<${name}>`])), count };
          expect(t(key, values), `${language} ${key} ${count}`).toBe(reference.t(key, values));
        }
      }
    }
  });

  it("gives objects asked for as objects, each text looked up, as i18next does", () => {
    for (const language of LANGUAGES) {
      const reference = createI18n(language);
      const { t } = browser(language);
      const objects = objectsOf(resources[language].common);
      expect(objects).toContain("footer.columns");
      for (const key of objects)
        expect(t(key, { returnObjects: true }), `${language} ${key}`).toEqual(
          reference.t(key, { returnObjects: true }),
        );
    }
  });

  it("answers a key with no text with its default, filled, or the key, as i18next does", () => {
    const report = stubReport();
    const reference = createI18n("en");
    const { t } = browser("en");
    for (const [key, options] of [
      ["nothing.here", undefined],
      ["common:nothing.here", undefined],
      ["nothing", { defaultValue: "" }],
      ["nothing", { defaultValue: "Plain default", name: "unused" }],
      ["nothing", { defaultValue: "Hi {{name}}", name: "Ann" }],
      ["pages.nothing.intro", { defaultValue: "", count: 2 }],
      ["cookie.title", { defaultValue: "not used: the text is there" }],
    ] as const) {
      expect(t(key, options), key).toBe(reference.t(key, options));
    }
    expect(report).not.toHaveBeenCalled();
  });

  it("reports what only i18next would answer, and answers the key", () => {
    const report = stubReport();
    const { t } = createBrowserI18n({
      language: "en",
      namespace: "common",
      texts: {
        nested: "See $t(plain)",
        plain: "Plain",
        formatted: "Total {{amount, number}}",
        group: { a: "A" },
      },
    });
    const asked: [string, object | undefined][] = [
      ["plain", { context: "male" }],
      ["plain", { ordinal: true, count: 1 }],
      ["plain", { lng: "ja" }],
      ["plain", { ns: "other" }],
      ["nested", undefined],
      ["formatted", { amount: 3 }],
      ["group", undefined],
      ["plain", { count: { n: 2 } }],
      ["plain", { name: { an: "object" } }], // not a placeholder's: ignored, no report
    ];
    const lookup = t as unknown as (key: string, options?: object) => unknown;
    const answers = asked.map(([key, options]) => lookup(key, options));
    expect(answers).toEqual([...asked.slice(0, -1).map(([key]) => key), "Plain"]);
    expect(report).toHaveBeenCalledTimes(asked.length - 1);
    expect(String(report.mock.calls[0]?.[0])).toMatch(/option context.*"plain"/);
  });

  it("adds a page's texts as i18next's addResourceBundle(…, deep, no overwrite) does", () => {
    const shell = { shell: { title: "Shell" }, keep: "Kept" };
    const page = { shell: { title: "Other", more: "More" }, keep: "Changed", pages: { a: "A" } };
    const ours = createBrowserI18n({ language: "en", namespace: "common", texts: shell });
    const reference = i18next.createInstance();
    void reference.init({ lng: "en", resources: { en: { common: structuredClone(shell) } } });
    ours.addResourceBundle("en", "common", page, true, false);
    reference.addResourceBundle("en", "common", page, true, false);
    expect(ours.store.data).toEqual(reference.store.data);
    expect(ours.t("pages.a")).toBe("A");
    // The bundle given is copied, not kept.
    page.pages.a = "Changed later";
    expect(ours.t("pages.a")).toBe("A");
  });

  it("renders the shell and a page's lookups as i18next does, in every language", () => {
    const report = stubReport();
    for (const language of LANGUAGES) {
      const member: ShellUser = {
        maskedAccount: "ali****@example.com",
        username: "alice",
        profileImage: 3,
        session: "fingerprint",
      };
      for (const user of [null, member]) {
        const shell = (i18n: typeof i18next) => {
          const rendered = renderShell({ language, user, i18n, children: <Page /> });
          // React's ids count the renders of the test file.
          const html = rendered.container.innerHTML.replaceAll(/_r_\w+_/g, "_r_");
          rendered.unmount();
          return html;
        };
        const ours = shell(browser(language));
        expect(ours).toContain(resources[language].common.cookie.title);
        expect(ours, `${language} ${user ? "member" : "visitor"}`).toBe(
          shell(createI18n(language)),
        );
      }
    }
    expect(report).not.toHaveBeenCalled();
  });
});
