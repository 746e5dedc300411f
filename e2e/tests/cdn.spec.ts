// The README's CDN rule, as written there (made from the site's declaration of what pages read),
// run by a real nginx in front of the built site: returning visitors with analytics ids of their
// own share the kept page, each currency is kept apart, a signed-in visitor and a referral URL
// always reach the site, and an encoding is never served to a browser that did not ask for it.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { freePort, untilHealthy } from "../support/ports.ts";
import { exited } from "../support/servers.ts";
import { encrypt, newAccount, provider, SITE } from "../support/site.ts";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
const README = fileURLToPath(new URL("../../README.md", import.meta.url));

/** The nginx lines of the README's CDN rule. */
function readmeRule(): string {
  const text = readFileSync(README, "utf8");
  const block = text.slice(text.indexOf("<!-- cdn-rule:"), text.indexOf("<!-- /cdn-rule -->"));
  const nginx = /```nginx\n([\s\S]*?)```/.exec(block)?.[1];
  if (!nginx) throw new Error("README.md's CDN rule has no nginx block");
  return nginx;
}

test.describe("the README's CDN rule in a real nginx", () => {
  test.skip(!NGINX, "nginx is not installed (.ci/run installs it)");
  let nginx: ChildProcess | undefined;
  let dir = "";
  let origin = "";

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "hostfront-nginx-"));
    // Run as root (CI), nginx's workers are `nobody`: they must reach the cache inside.
    chmodSync(dir, 0o755);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const rule = readmeRule();
    // The `map` lines go in `http {}`, the rest in the location.
    const maps = rule.split("\n").filter((line) => line.startsWith("map "));
    const directives = rule.split("\n").filter((line) => line && !line.startsWith("map "));
    writeFileSync(
      join(dir, "nginx.conf"),
      `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache keys_zone=hostfront:10m max_size=100m;
  ${maps.join("\n  ")}
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass ${SITE};
      proxy_http_version 1.1;
      proxy_cache hostfront;
      ${directives.join("\n      ")}
      add_header X-Cdn-Cache $upstream_cache_status always;
    }
  }
}
`,
    );
    execFileSync(NGINX as string, ["-t", "-c", join(dir, "nginx.conf")], { stdio: "pipe" });
    nginx = spawn(NGINX as string, ["-c", join(dir, "nginx.conf")], { stdio: "ignore" });
    await untilHealthy(`${origin}/healthz`);
  });

  test.afterAll(async () => {
    if (nginx) {
      nginx.kill("SIGQUIT");
      await exited(nginx);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const get = async (path: string, cookie: string, encoding = "gzip, br") => {
    const response = await fetch(`${origin}${path}`, {
      headers: { cookie, "accept-encoding": encoding },
      redirect: "manual",
    });
    // fetch decodes the body by its Content-Encoding.
    const body = await response.text();
    return { response, body, cdn: response.headers.get("x-cdn-cache") };
  };
  const returning = (n: number, extra = "") =>
    `_ga=GA1.1.${n}.1790000000; _fbp=fb.1.1790000000000.${n}; languages=en; cookieSelect=111${extra}`;

  test("shares a page between visitors who differ only by analytics ids, and keeps currencies apart", async () => {
    const path = `/doc/article/refund?cdn=${Date.now()}`;
    // Only answers without Set-Cookie are kept: the first visit of a visitor with the language
    // cookie already set.
    expect((await get(path, returning(1))).cdn).toBe("MISS");
    expect((await get(path, returning(2))).cdn).toBe("HIT");
    expect((await get(path, returning(3, "; currency=JPY"))).cdn).toBe("MISS");
    const yen = await get(path, returning(4, "; currency=JPY"));
    expect(yen.cdn).toBe("HIT");
    expect(yen.body).toContain('"JPY"');
  });

  test("passes a signed-in visitor and a referral URL to the site every time", async () => {
    const credentials = await newAccount("cdn");
    const { token } = await provider.login({
      account: credentials.account,
      password: await encrypt(credentials.password),
    });
    const path = `/doc/article/refund?cdn=${Date.now()}`;
    await get(path, returning(5));
    for (let i = 0; i < 2; i++) {
      const own = await get(path, returning(6, `; token=${token}`));
      expect(own.cdn).toBe("BYPASS");
      expect(own.body).toContain("****@example.com");
    }
    const referral = `/doc/article/refund?tgcode=CDN${Date.now()}`;
    for (let i = 0; i < 2; i++) expect((await get(referral, returning(7))).cdn).toBe("MISS");
  });

  test("never serves an encoding the browser did not ask for", async () => {
    const path = `/doc/article/abuse?cdn=${Date.now()}`;
    const br = await get(path, returning(8), "br");
    expect(br.response.headers.get("content-encoding")).toBe("br");
    const plain = await get(path, returning(9), "identity");
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.body).toContain("</html>");
    const gzip = await get(path, returning(10), "gzip");
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
  });
});
