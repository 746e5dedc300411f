// `pnpm start`: the whole site with the embedded provider sandbox.
import { existsSync } from "node:fs";

const web = new URL("../apps/web/package.json", import.meta.url);
if (!existsSync(web)) {
  console.error(
    "hostfront: the web app (apps/web) is not in this checkout yet, so there is nothing to start.\n" +
      "The shared packages are: run `pnpm test` to check them.",
  );
  process.exit(1);
}
