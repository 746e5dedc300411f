// Errors other than 404 render the same error page with their status, and a page that fails
// while rendering never takes the server down. The app's real root (middleware, shell,
// ErrorBoundary) and entry.server run under React Router's request handler, with two routes
// made to fail: one whose loader throws, one whose component throws.

import { endpoints } from "@hostfront/api-client";
import { MOCK_BASE_URL } from "@hostfront/api-client/mocks";
import { HttpResponse, http } from "msw";
import {
  createRequestHandler,
  data,
  RouterContextProvider,
  type ServerBuild,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
} from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as entry from "./entry.server";
import { clientAddressContext } from "./lib/http/client-address.server";
import * as root from "./root";
import { forgetStatus, mockProviderApi } from "./test/provider";
import { SITE } from "./test/request";

const upstream = mockProviderApi();

const entryRoute = (id: string, path: string | undefined, module: Record<string, unknown>) => ({
  id,
  path,
  parentId: id === "root" ? undefined : "root",
  hasAction: false,
  hasLoader: "loader" in module,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: "ErrorBoundary" in module,
  module: `/${id}.js`,
  imports: [],
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
});

// What React Router's Vite plugin does to route modules: components get their props.
const rootModule: Record<string, unknown> = {
  ...root,
  default: UNSAFE_withComponentProps(root.default as never),
  ErrorBoundary: UNSAFE_withErrorBoundaryProps(root.ErrorBoundary as never),
};

const routes = {
  root: rootModule,
  "loader-fails": {
    loader: () => {
      throw new Error("the database caught fire");
    },
    default: () => <p>never</p>,
  },
  forbidden___en: {
    loader: () => {
      throw data({ message: "No entry" }, { status: 403 });
    },
    default: () => <p>never</p>,
  },
  "render-fails": {
    default: () => {
      throw new Error("a component broke");
    },
  },
  works: { default: () => <h1>Still here</h1> },
};
const paths: Record<string, string | undefined> = {
  root: "",
  "loader-fails": "loader-fails",
  forbidden___en: "forbidden",
  "render-fails": "render-fails",
  works: "works",
};

const build: ServerBuild = {
  entry: { module: entry as unknown as ServerBuild["entry"]["module"] },
  routes: Object.fromEntries(
    Object.entries(routes).map(([id, module]) => [
      id,
      {
        id,
        path: paths[id],
        parentId: id === "root" ? undefined : "root",
        module: module as never,
      },
    ]),
  ),
  assets: {
    entry: { module: "/entry.client.js", imports: [] },
    routes: Object.fromEntries(
      Object.entries(routes).map(([id, module]) => [id, entryRoute(id, paths[id], module)]),
    ),
    url: "/manifest.js",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {} as ServerBuild["future"],
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
};

const handle = createRequestHandler(build, "production");
const visit = (path: string) => {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, "198.51.100.7");
  return handle(new Request(new URL(path, SITE)), context);
};

/** The texts a document embeds. */
const embedded = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="hostfront-dictionary"[^>]*>(.*?)<\/script>/.exec(
      html,
    )?.[1] ?? "null",
  ) as { errors?: Record<string, unknown>; maintenance?: Record<string, unknown> } | null;

describe("errors", () => {
  it("renders a failing loader as the error page with status 500, in the shell", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await visit("/loader-fails");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('data-testid="error-page"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("500");
    expect(html).not.toContain("the database caught fire");
    expect(response.headers.get("content-security-policy")).toContain("script-src");
  });

  it("embeds the error page's texts in an error document only", async () => {
    const failed = embedded(await (await visit("/forbidden")).text());
    expect(failed?.errors).toHaveProperty("backHome");
    const fine = embedded(await (await visit("/works")).text());
    expect(fine?.errors).not.toHaveProperty("backHome");
  });

  it("renders another status with its own message", async () => {
    const response = await visit("/forbidden");
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("No entry");
    expect(html).toContain("403");
  });

  it("renders a component that throws as the error page, and the server keeps serving", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = await visit("/render-fails");
    expect(broken.status).toBe(500);
    expect(await broken.text()).toContain('data-testid="error-page"');
    // The stream's abort timer was armed after rendering: nothing fires later to kill the process.
    await new Promise((resolve) => setTimeout(resolve, entry.streamTimeout + 1_500));
    const next = await visit("/works");
    expect(next.status).toBe(200);
    expect(await next.text()).toContain("Still here");
  }, 20_000);
});

describe("the provider's maintenance", () => {
  afterEach(forgetStatus);

  it("embeds the banner's texts only while the provider announces one", async () => {
    await forgetStatus();
    expect(embedded(await (await visit("/works")).text())).not.toHaveProperty("maintenance");
    upstream.use(
      http.get(`${MOCK_BASE_URL}${endpoints.startup.path}`, () =>
        HttpResponse.json({
          code: 2000,
          message: {
            apiVersion: "1",
            serverTime: "2026-06-01T00:00:00.000Z",
            maintenance: { active: true, message: null },
            registrationOpen: true,
            chatEnabled: true,
          },
        }),
      ),
    );
    await forgetStatus();
    const html = await (await visit("/works")).text();
    expect(html).toContain('data-testid="maintenance-banner"');
    expect(embedded(html)?.maintenance).toHaveProperty("title");
  });
});
