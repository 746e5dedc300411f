// What the home page's route and its server side share: the keys under which its islands'
// catalogue and its form key travel outside a document's data (lib/page-weight/server-only.server.ts).

/** What the islands show (components/home.island.tsx). */
export const CATALOGUE_KEY = "home-catalogue";
/** The rating form's key, which the form's HTML carries. */
export const FORM_KEY_KEY = "home-form-key";
