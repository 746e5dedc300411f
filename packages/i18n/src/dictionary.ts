// Types that make every language fill in exactly the keys of the English dictionary.
import type { en } from "./dictionaries/en.ts";
import type { Shape } from "./shape.ts";

export type { Shape } from "./shape.ts";

/** The `common` namespace: the shell's texts. zh and ja must have exactly this shape. */
export type CommonDictionary = Shape<typeof en>;

type Leaves<T, Prefix extends string = ""> = T extends string
  ? Prefix
  : T extends readonly unknown[]
    ? Prefix
    : {
        [K in keyof T & string]: Leaves<T[K], Prefix extends "" ? K : `${Prefix}.${K}`>;
      }[keyof T & string];

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
type WithoutPlural<Key> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;

/**
 * Every key of the `common` namespace as `t()` takes it: dot paths to texts, plural forms
 * under their base key (`review.rating`), and lists as a whole (`footer.columns`).
 */
export type TranslationKey = WithoutPlural<Leaves<typeof en>>;
