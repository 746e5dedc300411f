import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The build with the markup route (app/routes.ts) goes beside the bare one.
  buildDirectory: process.env.BENCH_MARKUP === "1" ? "build-markup" : "build",
} satisfies Config;
