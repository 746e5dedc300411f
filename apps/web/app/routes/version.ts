// The build manifest pages poll to learn that a newer version was deployed.
export function loader() {
  return Response.json(
    { version: __BUILD_VERSION__ },
    { headers: { "cache-control": "no-store" } },
  );
}
