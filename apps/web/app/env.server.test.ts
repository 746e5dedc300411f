import { describe, expect, it } from "vitest";
import { readConfig } from "./env.server";

describe("readConfig", () => {
  it("has the defaults of DESIGN.md's configuration table", () => {
    const config = readConfig({});
    expect(config.siteUrls).toEqual({
      en: "http://localhost:3000",
      zh: "http://localhost:3000/zh",
      ja: "http://localhost:3000/ja",
    });
    // The sandbox that `pnpm start` runs on SANDBOX_PORT (4010).
    expect(config.providerApiUrl).toBe("http://127.0.0.1:4010");
    expect(new URL(config.mainSiteUrl).port).toBe("4010");
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.trustProxy).toBe(false);
    expect(config.redisUrl).toBeNull();
    expect(config.chatApiKey).not.toBe("");
    expect(config.secureCookies).toBe(false);
    expect(config.production).toBe(false);
  });

  it("reads where to listen and whether to trust the proxy, and refuses what it cannot use", () => {
    const config = readConfig({ PORT: "8080", HOST: "0.0.0.0", TRUST_PROXY: "1" });
    expect([config.port, config.host, config.trustProxy]).toEqual([8080, "0.0.0.0", true]);
    expect(readConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(() => readConfig({ TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ PORT: "http" })).toThrow(/PORT/);
  });

  it("names every variable it cannot use at once, with the value given", () => {
    expect(() =>
      readConfig({
        PORT: "http",
        TRUST_PROXY: "maybe",
        SITE_URL_ZH: "ftp://x",
        DRAIN_SECONDS: "999",
      }),
    ).toThrow(
      'SITE_URL_ZH must be an http(s) URL, not "ftp://x"; PORT must be a port number, not "http"; TRUST_PROXY must be 1 or 0, not "maybe"; DRAIN_SECONDS must be 0 to 120, not "999"',
    );
  });

  it("checks the variables that depend on others in the same pass", () => {
    expect(() =>
      readConfig({
        PORT: "9100",
        METRICS_PORT: "9100",
        SITE_URL_JA: "ja.example",
        SANDBOX_PORT: "x",
      }),
    ).toThrow(
      'SITE_URL_JA must be an http(s) URL, not "ja.example"; SANDBOX_PORT must be a whole number from 0 to 65535, not "x"; METRICS_PORT must be a port number other than PORT\'s, not "9100"',
    );
    expect(readConfig({ PORT: "9100", METRICS_PORT: "9101" }).metricsPort).toBe(9101);
  });

  it("treats empty variables as unset", () => {
    expect(
      readConfig({
        SITE_URL: "",
        PORT: "",
        PROVIDER_API_URL: "",
        REDIS_URL: "",
        TRUST_PROXY: "",
      }),
    ).toEqual(readConfig({}));
  });

  it("derives the zh and ja site URLs from SITE_URL unless they are given", () => {
    const derived = readConfig({ SITE_URL: "https://shop.example/" });
    expect(derived.siteUrls).toEqual({
      en: "https://shop.example",
      zh: "https://shop.example/zh",
      ja: "https://shop.example/ja",
    });
    const own = readConfig({
      SITE_URL: "https://shop.example",
      SITE_URL_ZH: "https://zh.shop.example/",
      SITE_URL_JA: "https://shop.jp",
    });
    expect(own.siteUrls).toEqual({
      en: "https://shop.example",
      zh: "https://zh.shop.example",
      ja: "https://shop.jp",
    });
  });

  it("strips trailing slashes from every URL", () => {
    const config = readConfig({
      PROVIDER_API_URL: "https://api.example//",
      MAIN_SITE_URL: "https://console.example/",
    });
    expect(config.providerApiUrl).toBe("https://api.example");
    expect(config.mainSiteUrl).toBe("https://console.example");
  });

  it("moves the sandbox defaults with SANDBOX_PORT", () => {
    const config = readConfig({ SANDBOX_PORT: "4999" });
    expect(new URL(config.providerApiUrl).port).toBe("4999");
    expect(new URL(config.mainSiteUrl).port).toBe("4999");
  });

  it("marks cookies Secure when any site URL is https", () => {
    expect(readConfig({ SITE_URL: "https://shop.example" }).secureCookies).toBe(true);
    expect(readConfig({ SITE_URL_JA: "https://shop.jp" }).secureCookies).toBe(true);
    expect(readConfig({ SITE_URL: "http://shop.example" }).secureCookies).toBe(false);
  });

  it("reads the rest as given", () => {
    const config = readConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      CHAT_API_KEY: "k-123",
      REDIS_URL: "redis://127.0.0.1:6379",
      NODE_ENV: "production",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      chatApiKey: "k-123",
      redisUrl: "redis://127.0.0.1:6379",
      production: true,
    });
  });

  it.each(["abc", "3000.5", "-1", "65536", "1e9"])("refuses PORT=%s, naming it", (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(/PORT/);
    expect(() => readConfig({ PORT: port })).toThrow(port);
  });

  it.each(["PROVIDER_API_URL", "SITE_URL", "SITE_URL_ZH", "SITE_URL_JA", "MAIN_SITE_URL"])(
    "refuses a malformed %s at start, naming it",
    (name) => {
      for (const bad of ["not a url", "localhost:3000", "ftp://files.example"]) {
        expect(() => readConfig({ [name]: bad }), `${name}=${bad}`).toThrow(name);
      }
    },
  );

  it("replaces rate limits by name from RATE_LIMITS", () => {
    expect(readConfig({}).rateLimits).toEqual({});
    expect(readConfig({ RATE_LIMITS: "signUp=20/600, chat = 60 / 60" }).rateLimits).toEqual({
      signUp: { max: 20, windowMs: 600_000 },
      chat: { max: 60, windowMs: 60_000 },
    });
  });

  it.each(["signUp", "signUp=20", "signUp=-1/60", "signUp=5/0", "sign up=5/60", "signUp=5/60s"])(
    "refuses RATE_LIMITS=%s at start, naming it",
    (entry) => {
      expect(() => readConfig({ RATE_LIMITS: entry })).toThrow(/RATE_LIMITS/);
    },
  );
});
