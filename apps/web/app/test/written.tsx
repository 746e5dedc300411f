// Pages that hydrate without an Intl number formatter (the first one costs a page 20-40 ms of
// main thread): their loaders write every number they show (lib/texts/intl.ts `writeByKind`). Here
// they render with writers that answer only with what a loader wrote, in a language's texts.
import { type Language, resources } from "@hostfront/i18n";
import i18next from "i18next";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { NumberWriters, WrittenByKind } from "~/lib/texts/intl";

/** Writers that know only what the loader wrote: any other number throws, naming it. */
export function writtenOnly(written: WrittenByKind): NumberWriters {
  const only = (kind: keyof NumberWriters) => (n: number) => {
    const text = written[kind]?.[String(n)];
    if (text === undefined) throw new Error(`the loader did not write the ${kind} ${n}`);
    return text;
  };
  return { money: only("money"), size: only("size"), speed: only("speed"), count: only("count") };
}

/** The HTML of `page` rendered on the server with `language`'s texts. */
export async function renderInLanguage(language: Language, page: ReactNode): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: resources[language] },
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
  return renderToString(<I18nextProvider i18n={i18n}>{page}</I18nextProvider>);
}
