// The page's dictionary travels inside the HTML as JSON data (not a script, so the CSP has
// nothing to allow), in the page's language only.

export const DICTIONARY_ELEMENT_ID = "hostfront-dictionary";

/** JSON that is safe inside <script type="application/json">: no `</script>`, no `<!--`. */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The embedded dictionary of each resource object, made once: it is the same for every page. */
const embedded = new WeakMap<object, string>();

/**
 * The dictionary as embedded JSON. `source` is the resource object i18next reads (the same
 * object for every request while the dictionaries do not change); `bundle` is what to embed.
 */
export function embedDictionary(source: object | undefined, bundle: () => unknown): string {
  if (!source) return embedJson(bundle());
  let json = embedded.get(source);
  if (json === undefined) {
    json = embedJson(bundle());
    embedded.set(source, json);
  }
  return json;
}
