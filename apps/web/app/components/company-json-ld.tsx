// schema.org structured data of the company pages (jobs, about) as JSON-LD. The texts come
// from the provider, so the JSON is escaped for a <script> element: no `</script>`, no `<!--`.
// A data block is not executed, so the CSP has nothing to allow.
import { embedJson } from "~/lib/texts/dictionary";

export function JsonLd({ data }: { data: Readonly<Record<string, unknown>> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: embedJson({ "@context": "https://schema.org", ...data }) }}
    />
  );
}
