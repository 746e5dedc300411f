// The server configurator's order action, refusing: every choice checked against the plan, the
// system password and the coupon, the provider's refusals translated, outages, other sites and
// hostile fields never answered with a 5xx; the form always kept.
import { MOCK_BASE_URL, mockUser } from "@hostfront/api-client/mocks";
import { languages, localizePath } from "@hostfront/i18n";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { api } from "~/lib/cache/upstream.server";
import { PLAIN_OPTIONS, plainProblemValues } from "~/lib/configurator/options";
import { texts } from "~/test/language";
import { mockProviderApi } from "~/test/provider";
import { answered, SITE, thrownResponse } from "~/test/request";
import { action } from "./product-vps-buy";
import { configure, ORDER_PATH, order, page, post, receive } from "./product-vps-buy.fixtures";

const upstream = mockProviderApi();

describe("product-vps-buy action: refusals", () => {
  it.each(["en", "zh", "ja"] as const)(
    "refuses what the catalogue does not sell with messages in %s, keeping the form",
    async (language) => {
      const bad = {
        ...order,
        region: "syd",
        plan: "vps-16c32g",
        hostname: "bad host!",
        password: "toor-password1",
      };
      const first = answered(
        await action(await post(localizePath("/product/vps-buy", language), bad)),
      );
      expect(first.status).toBe(400);
      expect(first.data.errors).toEqual({ region: page(language).errors.region });
      expect(first.data.values).toMatchObject({ region: "syd", hostname: "bad host!" });

      const worse = {
        ...order,
        plan: "vps-16c32g",
        image: "freebsd-14",
        disks: "disk-nvme:15,disk-hdd:100",
        period: "decade",
        quantity: "11",
        securityGroup: "sg-nope",
        hostname: "bad host!",
        password: "toor-password1",
      };
      const { data, status } = answered(
        await action(await post(localizePath("/product/vps-buy", language), worse)),
      );
      const e = page(language).errors;
      const [plans, disks] = await Promise.all([
        api.plans({ language, type: "vps" }),
        api.diskProducts({ language, areaId: "tyo" }),
      ]);
      const enterprise = plans.find((p) => p.id === "vps-16c32g")?.name ?? "";
      const nvme = disks.find((d) => d.id === "disk-nvme")?.name ?? "";
      expect(status).toBe(400);
      expect(data.errors).toEqual({
        plan: e.planSoldOut.replace("{{plan}}", enterprise),
        disks: e.diskSize
          .replace("{{name}}", nvme)
          .replace("{{minGb}}", "10")
          .replace("{{maxGb}}", "2000")
          .replace("{{stepGb}}", "10"),
        period: e.period,
        quantity: e.quantity.replace("{{min}}", "1").replace("{{max}}", "10"),
        securityGroup: e.securityGroup,
        hostname: e.hostname,
        password: texts(language).validation.vpsSystemPass,
      });
      expect(data.values).not.toHaveProperty("password");
      expect(data.values).toMatchObject({
        hostname: "bad host!",
        disks: "disk-nvme:15,disk-hdd:100",
      });
      expect(upstream.to(ORDER_PATH)).toEqual([]);
    },
  );

  it.each(
    PLAIN_OPTIONS.flatMap((option) =>
      languages.map((language) => [option.name, language, option] as const),
    ),
  )("refuses a value the option %s does not take, in %s", async (name, language, option) => {
    const fields = { ...order, [name]: "__not_a_value__" };
    const { data, status } = answered(
      await action(await post(localizePath("/product/vps-buy", language), fields)),
    );
    expect(status).toBe(400);
    const said = Object.entries(plainProblemValues(option) ?? {}).reduce(
      (text, [key, value]) => text.replace(`{{${key}}}`, String(value)),
      page(language).errors[name],
    );
    expect(data.errors).toEqual({ [name]: said });
    expect(upstream.to(ORDER_PATH)).toEqual([]);
  });

  it("checks each disk, the bandwidth, and Windows against the plan", async () => {
    const nine = Array.from({ length: 9 }, () => "disk-nvme:10").join(",");
    const disks = answered(await action(await post("/product/vps-buy", { ...order, disks: nine })));
    expect(disks.data.errors.disks).toBe(page("en").errors.diskTotal.replace("{{max}}", "8"));
    const hdd = answered(
      await action(await post("/product/vps-buy", { ...order, disks: "disk-hdd:100" })),
    );
    expect(hdd.data.errors.disks).toBe(page("en").errors.diskProduct);
    const windows = answered(
      await action(
        await post("/product/vps-buy", { ...order, plan: "vps-1c1g", image: "windows-2025" }),
      ),
    );
    expect(windows.data.errors.image).toBe(
      "Windows Server 2025 Datacenter needs a system disk of at least 40 GB; VPS Starter has 25 GB.",
    );
    const locked = answered(
      await action(
        await post("/product/vps-buy", {
          ...order,
          plan: "vps-1c2g",
          image: "windows-2022",
          securityGroup: "sg-web",
        }),
      ),
    );
    expect(locked.data.errors.securityGroup).toBe(
      "Web server blocks Remote Desktop (TCP 3389), the way into Windows Server 2022 Datacenter: nobody could log in to the server. Choose a security group that lets it in.",
    );
    const band = answered(
      await action(await post("/product/vps-buy", { ...order, bandwidth: "tyo-bw-50" })),
    );
    expect(band.data.errors.bandwidth).toBe(page("en").errors.bandwidth);
    const dedicated = answered(
      await action(
        await post("/product/vps-buy", {
          ...order,
          type: "dedicated",
          plan: "ded-e2388g",
          snapshot: "",
        }),
      ),
    );
    expect(dedicated.data.errors.disks).toBe(page("en").errors.disksNotOffered);
    expect(upstream.to(ORDER_PATH)).toEqual([]);
  });

  it("checks the system password with the rule of the server type", async () => {
    // Fine for a VPS (a symbol, no hyphen needed), not for a cloud server.
    const cvm = {
      ...order,
      type: "cvm",
      region: "hkg",
      plan: "cvm-s4",
      snapshot: "",
      password: "Harbour!Lights42",
    };
    const vpsPassword = answered(await action(await post("/ja/product/vps-buy", cvm)));
    expect(vpsPassword.data.errors).toEqual({ password: texts("ja").validation.cvmSystemPass });
    const missing = answered(
      await action(await post("/product/vps-buy", { ...order, password: "" })),
    );
    expect(missing.data.errors).toEqual({ password: texts("en").validation.required });
    const ok = await action(await post("/product/vps-buy", { ...cvm, password: "Cloud-Key-2026" }));
    expect((ok as Response).status).toBe(303);
  });

  it("refuses a coupon the order does not reach, and uses one it does", async () => {
    const userCouponId = await receive("cp-year10");
    const small = answered(
      await action(
        await post("/product/vps-buy", {
          ...order,
          plan: "vps-1c1g",
          period: "month",
          quantity: "1",
          disks: "",
          coupon: userCouponId,
        }),
      ),
    );
    expect(small.data.errors.coupon).toBe(
      page("en").errors.couponMinSpend.replace("{{code}}", "YEAR10"),
    );
    const unknown = answered(
      await action(await post("/product/vps-buy", { ...order, coupon: "uc-not-mine" })),
    );
    expect(unknown.data.errors.coupon).toBe(page("en").errors.coupon);
    const used = await action(await post("/product/vps-buy", { ...order, coupon: userCouponId }));
    expect((used as Response).status).toBe(303);
    expect(upstream.to(ORDER_PATH)[0]?.body?.userCouponId).toBe(userCouponId);
  });

  it.each([
    [4601, 422, "CONFIG_INVALID", "zh", "4601"],
    [4104, 422, "COUPON_NOT_USABLE", "ja", "4104"],
    [4304, 422, "PASSWORD_UNREADABLE", "en", "4304"],
  ] as const)(
    "shows the provider's %s refusal translated, with the form kept and a new form key",
    async (code, status, _name, language, key) => {
      upstream.use(
        http.post(`${MOCK_BASE_URL}${ORDER_PATH}`, () =>
          HttpResponse.json({ code, message: "refused" }, { status }),
        ),
      );
      const { data, status: answeredStatus } = answered(
        await action(await post(localizePath("/product/vps-buy", language), order)),
      );
      expect(answeredStatus).toBe(status);
      expect(data.formError).toBe(texts(language).apiErrors[key]);
      expect(data.values).toMatchObject({ plan: "vps-2c4g", hostname: "web-tokyo" });
      expect(data.formKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(data.formKey).not.toBe(order.formKey);
    },
  );

  it("points at the password when the provider refuses it", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}${ORDER_PATH}`, () =>
        HttpResponse.json(
          { code: 4305, message: "rule", fields: { password: "validation.vpsSystemPass" } },
          { status: 422 },
        ),
      ),
    );
    const { data } = answered(await action(await post("/zh/product/vps-buy", order)));
    expect(data.formError).toBe(texts("zh").apiErrors["4305"]);
    expect(data.errors).toEqual({ password: texts("zh").validation.vpsSystemPass });
  });

  it("keeps the form key while the same order is still being placed", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}${ORDER_PATH}`, () =>
        HttpResponse.json({ code: 4091, message: "in progress" }, { status: 409 }),
      ),
    );
    const { data, status } = answered(await action(await post("/product/vps-buy", order)));
    expect(status).toBe(409);
    expect(data.formError).toBe(page("en").errors.inProgress);
    expect(data.formKey).toBeNull();
  });

  it("sends the visitor to log in again when the provider no longer knows the session", async () => {
    const response = await thrownResponse(
      action(await post("/product/vps-buy", order, { token: "expired-session-token" })),
    );
    expect(response.status).toBe(303);
    const login = new URL(response.headers.get("location") ?? "");
    expect(login.searchParams.get("ope")).toBe("login");
    expect(login.searchParams.get("redirect")).toContain(`${SITE}/product/vps-buy?type=vps`);
  });

  it("keeps the form and says so when the provider is down", async () => {
    // The catalogue is cached by the earlier tests; the order itself cannot be sent.
    await configure("/ja/product/vps-buy?region=tyo");
    upstream.down();
    const { data, status } = answered(await action(await post("/ja/product/vps-buy", order)));
    expect(status).toBe(503);
    expect(data.formError).toBe(texts("ja").errors.unavailable);
    expect(data.values).toMatchObject({ hostname: "web-tokyo", plan: "vps-2c4g" });
    expect(data.formKey).toBeNull();
  });

  it("refuses a post from another site, and a form without its key", async () => {
    const cross = answered(
      await action(
        await post("/product/vps-buy", order, {
          token: mockUser.token,
          headers: { origin: "https://evil.example" },
        }),
      ),
    );
    expect(cross.status).toBe(403);
    const { formKey: _key, ...keyless } = order;
    const noKey = answered(await action(await post("/product/vps-buy", keyless)));
    expect(noKey.status).toBe(400);
    expect(noKey.data.formError).toBe(texts("en").errors.badForm);
    expect(upstream.to(ORDER_PATH)).toEqual([]);
  });

  it("never answers a 500 to hostile fields", async () => {
    const hostile: Record<string, string>[] = [
      { __proto__: "x", constructor: "y", ...order } as Record<string, string>,
      { ...order, type: "toString" },
      { ...order, region: "hasOwnProperty" },
      { ...order, disks: ":::,disk-nvme:-10,disk-nvme:1e3,disk-nvme:100:extra" },
      { ...order, quantity: "1e1", period: "__proto__" },
      { ...order, hostname: "\u0000\u202e".repeat(40), password: "\u0000".repeat(100) },
      { ...order, passwordEncrypted: "not base64!" },
      { ...order, coupon: "'; DROP TABLE coupons; --" },
      Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`f${i}`, "x".repeat(400)])),
    ];
    for (const fields of hostile) {
      const result = await action(await post("/product/vps-buy", fields)).catch(
        (error: unknown) => error,
      );
      const status = result instanceof Response ? result.status : answered(result).status;
      expect(status).toBeLessThan(500);
    }
    // Only the first (a valid order with prototype keys, which are dropped) may order.
    expect(upstream.provider.orders.length).toBeLessThanOrEqual(1);
  });
});
