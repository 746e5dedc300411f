// Texts of the page `error` (under `pages.error` in the `common` namespace).
import type { Shape } from "../../shape.ts";

export const errorEn = {
  title: "Error {{status}}",
} as const;

export const errorZh: Shape<typeof errorEn> = {
  title: "错误 {{status}}",
};

export const errorJa: Shape<typeof errorEn> = {
  title: "エラー {{status}}",
};
