// Schemas of what the provider API takes and returns, one file per domain. Texts a visitor
// reads come in the language asked for (`language`); prices are US dollars (the site converts
// them).
export * from "./schemas/accounts.ts";
export * from "./schemas/catalogue.ts";
export * from "./schemas/commerce.ts";
export * from "./schemas/content.ts";
export * from "./schemas/shared.ts";
