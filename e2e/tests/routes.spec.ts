// Every route of SPEC.md section 2 answers 200 inside the shell, in every language; unknown
// paths answer the 404 page; member pages send visitors to the console's login.
import { expect, test } from "@playwright/test";
import { inGroups, MEMBER_PATHS, PUBLIC_PATHS } from "../support/routes.ts";
import { hydrated, LANGUAGES, newAccount, SANDBOX, texts, useSession } from "../support/site.ts";

for (const { code, prefix, tag } of LANGUAGES) {
  test.describe(`${code}`, () => {
    for (const paths of inGroups(PUBLIC_PATHS, 7)) {
      test(`${paths.map((path) => `${prefix}${path}`).join(" ")} answer 200 inside the shell`, async ({
        page,
      }) => {
        for (const path of paths) {
          const url = `${prefix}${path}`;
          const response = await page.goto(url);
          expect(response?.status(), url).toBe(200);
          await expect(page.locator("html"), url).toHaveAttribute("lang", tag);
          await expect(page.getByRole("banner"), url).toBeVisible();
          await expect(page.getByRole("contentinfo"), url).toBeVisible();
          await expect(page.getByRole("main"), url).toBeVisible();
          await expect(page.locator("main h1"), url).toHaveCount(1);
          await expect(
            page
              .getByRole("banner")
              .getByRole("link", { name: texts(code).account.login, exact: true }),
            url,
          ).toBeVisible();
          await expect(page, url).toHaveTitle(/Hostfront/);
          // hreflang alternates for every language and x-default
          await expect(page.locator('link[rel="alternate"][hreflang]'), url).toHaveCount(4);
        }
      });
    }

    test("every public route renders after a client navigation as after a page load", async ({
      page,
    }) => {
      // Parts of a page document travel in its HTML only (page islands, the shell's values
      // read back from the page): a client navigation must bring them as data instead.
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(String(error)));
      const headings = new Map<string, string>();
      for (const path of PUBLIC_PATHS) {
        await page.goto(`${prefix}${path}`);
        headings.set(path, (await page.locator("main h1").textContent()) ?? "");
      }
      await page.goto(`${prefix}/doc/article/refund`);
      await hydrated(page);
      let documents = 0;
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents++;
      });
      for (const path of PUBLIC_PATHS) {
        const to = `${prefix}${path}`.replace(/(.)\/$/, "$1");
        await page.evaluate(
          (target) =>
            (
              window as unknown as { __reactRouterDataRouter: { navigate(to: string): unknown } }
            ).__reactRouterDataRouter.navigate(target),
          to,
        );
        await expect(page.locator("main h1"), to).toHaveText(headings.get(path) ?? "");
        await expect(page.getByTestId("error-page"), to).toHaveCount(0);
      }
      expect(errors).toEqual([]);
      expect(documents).toBe(0);
    });

    test("an unknown path answers the 404 page, not indexed", async ({ page }) => {
      const response = await page.goto(`${prefix}/no/such/page`);
      expect(response?.status()).toBe(404);
      const message = texts(code).errors.notFound.replace("{{path}}", `${prefix}/no/such/page`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(message);
      await expect(
        page.getByText(texts(code).errors.title.replace("{{status}}", "404")),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("banner")).toBeVisible();
    });

    test("member pages send a visitor to the console's login and back", async ({ page }) => {
      for (const path of MEMBER_PATHS) {
        await page.goto(`${prefix}${path}`);
        await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/\\?ope=login&lang=${code}&redirect=`));
      }
    });
  });
}

test("member pages answer 200 inside the shell once logged in", async ({ page, context }) => {
  await useSession(context, await newAccount("routes"));
  for (const { prefix } of LANGUAGES) {
    for (const path of MEMBER_PATHS) {
      const response = await page.goto(`${prefix}${path}`);
      expect(response?.status(), `${prefix}${path}`).toBe(200);
      await expect(page.locator("main h1")).toHaveCount(1);
    }
  }
});

test("HEAD answers a page with the headers GET sends, without a body", async ({ request }) => {
  for (const path of ["/", "/zh/doc", "/ja/product/vps-buy", "/no-such-page"]) {
    const get = await request.get(path, { maxRedirects: 0 });
    const head = await request.head(path, { maxRedirects: 0 });
    expect(head.status(), path).toBe(get.status());
    expect((await head.body()).length, path).toBe(0);
    for (const name of [
      "content-type",
      "content-security-policy",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
    ]) {
      // The CSP's nonce is new for every response: the same policy, another nonce.
      const strip = (value: string | undefined) => value?.replace(/'nonce-[^']+'/, "'nonce'");
      expect(strip(head.headers()[name]), `${path} ${name}`).toBe(strip(get.headers()[name]));
    }
    expect(head.headers()["content-type"], path).toBe("text/html; charset=utf-8");
  }
});

test("static files are never sniffed into another type", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const asset = /\/assets\/[^"]+\.css/.exec(home)?.[0];
  expect(asset).toBeTruthy();
  for (const path of [asset ?? "", "/favicon.png", "/robots.txt"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});
