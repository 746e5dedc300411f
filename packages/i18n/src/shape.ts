// The shape every language's dictionary must have. It imports no dictionary, so the dictionaries
// can import it without an import circle (dictionary.ts imports the English dictionary).

/** The shape of a dictionary with every text widened to `string`. */
export type Shape<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Shape<Item>[]
    : { readonly [K in keyof T]: Shape<T[K]> };
