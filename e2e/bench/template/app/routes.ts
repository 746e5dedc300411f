import { index, type RouteConfig, route } from "@react-router/dev/routes";

// The bare template is one page, answered at every URL (the visitor mix of bench/mix.ts asks for
// the site's URLs: a 404 would measure React Router's error path, which logs each one). Built
// with BENCH_MARKUP=1 (into build-markup/), it has a second route: the site's doc article markup
// rendered by React (routes/markup.tsx).
export default [
  index("routes/home.tsx"),
  route("*", "routes/home.tsx", { id: "every-url" }),
  ...(process.env.BENCH_MARKUP === "1" ? [route("markup", "routes/markup.tsx")] : []),
] satisfies RouteConfig;
