// Hydration: the browser's i18n instance (@hostfront/ui's createBrowserI18n: the page's
// dictionary and the lookups the site makes of it, no i18next) starts with the texts the
// server embedded in the page (the shell's and the page's own, in the page's language, read
// synchronously), so hydration needs no extra request; client navigations add the next page's
// texts, and the shell parts fetched when reached for add their own (lib/texts/page-texts.client.ts).
import { defaultNamespace, isLanguage } from "@hostfront/i18n";
import { createBrowserI18n, setPartTextsLoader, type Texts } from "@hostfront/ui";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, setI18n } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DICTIONARY_ELEMENT_ID } from "./lib/texts/dictionary";
import {
  conditionalTextsPresent,
  loadPartTexts,
  pageTextsPresent,
} from "./lib/texts/page-texts.client";

const language = document.documentElement.dataset.language;
const lng = isLanguage(language) ? language : "en";
const element = document.getElementById(DICTIONARY_ELEMENT_ID);
const embedded = element?.textContent || "{}";
if (element?.dataset.page) pageTextsPresent(lng, element.dataset.page);
for (const condition of element?.dataset.conditions?.split(" ") ?? [])
  conditionalTextsPresent(lng, condition);

const i18n = createBrowserI18n({
  language: lng,
  namespace: defaultNamespace,
  texts: JSON.parse(embedded) as Texts,
});
// The instance root.tsx's client middleware adds a next page's texts to (`getI18n`).
setI18n(i18n);

// The shell parts fetched when reached for bring their texts along (SHELL_PART_TEXTS).
setPartTextsLoader((part) => loadPartTexts(i18n, part));

// Hydration starts in a turn of its own.
await ((globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((go) => setTimeout(go, 0)));

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  );
});
