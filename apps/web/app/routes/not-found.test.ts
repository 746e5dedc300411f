import { resources } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { pageArgs, thrownData } from "~/test/request";
import { loader } from "./not-found";

describe("not-found loader", () => {
  it("answers 404 'Page not found: {path}' (SPEC.md section 8)", async () => {
    const args = await pageArgs("/no/such/page?x=1", { params: { "*": "no/such/page" } });
    const { status, data } = await thrownData(() => loader(args));
    expect(status).toBe(404);
    expect(data.message).toBe("Page not found: /no/such/page");
  });

  it("answers in the language of the path, for pages and their data", async () => {
    const args = await pageArgs("/zh/no/such/page.data", { params: { "*": "zh/no/such/page" } });
    const { status, data } = await thrownData(() => loader(args));
    expect(status).toBe(404);
    expect(data.message).toBe(
      resources.zh.common.errors.notFound.replace("{{path}}", "/zh/no/such/page"),
    );
  });
});
