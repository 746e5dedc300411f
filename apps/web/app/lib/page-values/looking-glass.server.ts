// The regions the looking-glass test measures: open regions with a looking-glass URL, from
// the provider (cached). Their origins join this page's CSP connect-src, so the browser may
// reach them and nothing else.
import type { RouterContextProvider } from "react-router";
import type { LookingGlassRegion } from "~/components/looking-glass";
import { languageContext, requestContext } from "~/context";
import { cachedCall } from "../cache/upstream.server";
import { orNull } from "../ops/log.server";

/** The regions to test, or null when the provider cannot list them now. */
export async function lookingGlassRegions(
  context: Readonly<RouterContextProvider>,
): Promise<LookingGlassRegion[] | null> {
  const language = context.get(languageContext);
  const regions = await orNull(
    cachedCall(context, "areaSearch", { language }),
    context,
    "looking-glass regions",
  );
  if (!regions) return null;
  const open = regions.flatMap((region) => {
    if (!region.available || !region.lookingGlassUrl) return [];
    let url: URL;
    try {
      url = new URL(region.lookingGlassUrl);
    } catch {
      return [];
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") return [];
    context.get(requestContext).connectSources.add(url.origin);
    return [
      {
        id: region.id,
        name: region.name,
        city: region.city,
        country: region.country,
        testIpv4: region.testIpv4,
        url: url.href.replace(/\/+$/, ""),
      },
    ];
  });
  return open;
}
