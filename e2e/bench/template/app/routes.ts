import { index, type RouteConfig, route } from "@react-router/dev/routes";

// The bare template is one route. Built with BENCH_MARKUP=1 (into build-markup/), it has a
// second: the site's doc article markup rendered by React (routes/markup.tsx).
export default [
  index("routes/home.tsx"),
  ...(process.env.BENCH_MARKUP === "1" ? [route("markup", "routes/markup.tsx")] : []),
] satisfies RouteConfig;
