import { resources } from "@hostfront/i18n";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "./test-utils.tsx";
import { useTranslation } from "./translation.ts";

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
