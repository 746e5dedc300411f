// Liveness for load balancers and orchestrators: answers while the process serves requests.
// It never calls the provider API: pages render from the cache while the provider is down,
// so a provider outage must not take the site's instances out of rotation.
export function loader() {
  return Response.json(
    { status: "ok", version: __BUILD_VERSION__, uptimeSeconds: Math.round(process.uptime()) },
    { headers: { "cache-control": "no-store" } },
  );
}
