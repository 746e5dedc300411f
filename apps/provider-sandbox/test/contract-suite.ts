// The contract suite: @hostfront/api-client against a running sandbox, every call, its success
// and its documented errors. Run against SQLite always, and PostgreSQL when one is reachable.
import {
  ApiError,
  documentedErrors,
  type Endpoint,
  type EndpointName,
  type ErrorName,
  endpointNames,
  endpoints,
  errorCodes,
} from "@hostfront/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startSandbox } from "./harness.ts";

const UUID = "5f1d7c2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f";

export function contractSuite(label: string, env: () => Record<string, string> | null): void {
  const databaseEnv = env();
  describe.skipIf(databaseEnv === null)(`contract against the sandbox (${label})`, () => {
    let h: Harness;
    let token: string;
    let account: string;
    const covered = new Set<string>();

    /** Expects `promise` to reject with the documented error `name`, and records it. */
    async function expectError(call: EndpointName, promise: Promise<unknown>, name: ErrorName) {
      const error = await promise.then(
        () => expect.fail(`${call} should have answered ${name}`),
        (e: unknown) => e,
      );
      expect(error, `${call} -> ${name}`).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: errorCodes[name].code, status: errorCodes[name].status });
      covered.add(`${call}:${name}`);
    }

    beforeAll(async () => {
      h = await startSandbox(databaseEnv ?? {});
      ({ token, account } = await h.newUser());
    });
    afterAll(async () => {
      await h?.stop();
    });

    describe("catalogue", () => {
      it("areaSearch lists regions on several continents, in the language asked for", async () => {
        const regions = await h.api.areaSearch({ language: "ja", type: "dedicated" });
        expect(regions.map((r) => r.id)).toEqual(["hkg", "tyo", "lax", "fra"]);
        expect(regions[1]?.name).toBe("東京");
      });

      it("plans, images, bandwidths, disks, security groups, snapshot strategies", async () => {
        expect((await h.api.plans({ type: "cvm", areaId: "sin" })).map((p) => p.id)).toEqual([
          "cvm-s2",
          "cvm-s4",
          "cvm-m8",
          "cvm-l16",
        ]);
        expect(
          (await h.api.images({ type: "dedicated" })).some((i) => i.id === "centos-stream-9"),
        ).toBe(false);
        expect(await h.api.bandwidths({ areaId: "hkg" })).toContainEqual(
          expect.objectContaining({ bandwidthMbps: 10, priceUsdPerMonth: 9.6 }),
        );
        await expectError("bandwidths", h.api.bandwidths({ areaId: "mars" }), "NOT_FOUND");
        expect((await h.api.diskProducts({ areaId: "hkg" })).map((d) => d.type)).toEqual([
          "nvme",
          "ssd",
        ]);
        await expectError("diskProducts", h.api.diskProducts({ areaId: "mars" }), "NOT_FOUND");
        expect((await h.api.securityGroups({ language: "zh" }))[0]?.rules[0]).toMatchObject({
          ports: "22/22",
          description: expect.any(String),
        });
        expect(await h.api.snapshotStrategies()).toHaveLength(4);
      });

      it("hostingPlans lists PHP hosting and databases, by kind and region, in the language asked for", async () => {
        const all = await h.api.hostingPlans({ language: "ja" });
        expect(all.map((p) => `${p.kind}:${p.id}`)).toEqual([
          "php:php-starter",
          "php:php-business",
          "php:php-pro",
          "database:db-1",
          "database:db-2",
          "database:db-4",
        ]);
        const databases = await h.api.hostingPlans({ kind: "database", language: "zh" });
        expect(databases.map((p) => p.prices)).toEqual([
          { month: 15, quarter: 42.75, year: 153 },
          { month: 30, quarter: 85.5, year: 306 },
          { month: 60, quarter: 171, year: 612 },
        ]);
        expect(databases[2]).toMatchObject({
          cpu: 4,
          memoryGb: 8,
          storageGb: 120,
          connections: 400,
        });
        expect(databases[0]?.features[0]).toBe("MySQL 8.4 或 PostgreSQL 17");
        const php = await h.api.hostingPlans({ kind: "php", areaId: "fra" });
        expect(php.map((p) => p.prices.month)).toEqual([2.99, 7.99, 14.99]);
        expect(php[2]).toMatchObject({ websites: null, trafficGb: null, databases: null });
        expect(await h.api.hostingPlans({ kind: "php", areaId: "sin" })).toEqual([]);
      });

      it("currencies, payment currencies, footer links, start-up", async () => {
        const currencies = await h.api.currencies();
        for (const type of ["USD", "HKD", "JPY", "CNY", "EUR"])
          expect(currencies.some((c) => c.type === type)).toBe(true);
        expect((await h.api.paymentCurrencies()).find((c) => c.type === "CNY")?.methods).toContain(
          "alipay",
        );
        expect((await h.api.footLinks()).length).toBeGreaterThan(0);
        expect(await h.api.startup()).toMatchObject({
          apiVersion: "1",
          maintenance: { active: false },
          registrationOpen: true,
        });
      });
    });

    describe("content", () => {
      it("announcements page by page, pinned first; details; unknown ids", async () => {
        const first = await h.api.announcements({ page: 1, row: 3, language: "zh" });
        const second = await h.api.announcements({ page: 2, row: 3, language: "zh" });
        expect(first).toHaveLength(3);
        expect(first[0]?.pinned).toBe(true);
        expect(second.map((a) => a.id)).not.toContain(first[0]?.id);
        const detail = await h.api.announcementDetail({ id: first[0]?.id ?? "", language: "ja" });
        expect(detail.content).toContain("**");
        await expectError(
          "announcementDetail",
          h.api.announcementDetail({ id: "no-such-announcement" }),
          "NOT_FOUND",
        );
      });

      it("jobs, history, reviews", async () => {
        expect((await h.api.jobs({ language: "ja" })).length).toBeGreaterThan(0);
        expect((await h.api.aboutHistory()).map((e) => e.year)).toEqual(
          [...(await h.api.aboutHistory()).map((e) => e.year)].sort(),
        );
        const before = await h.api.reviewSummary();
        const after = await h.api.footerComment({ rating: 1, content: "Too slow for me." });
        expect(after.reviewCount).toBe(before.reviewCount + 1);
        expect(await h.api.reviewRefresh()).toEqual(after);
        expect(await h.api.reviewSummary()).toEqual(after);
      });

      it("tracking calls are recorded", async () => {
        await expect(h.api.promotionClick({ position: "coupon-banner" })).resolves.toEqual({
          recorded: true,
        });
        await expect(
          h.api.actPage({ page: "/activity/vps", activityId: "act-autumn-vps" }),
        ).resolves.toEqual({ recorded: true });
        await expect(
          h.api.referral({ referer: "h616263", param: "tgcode", landingPage: "/zh" }),
        ).resolves.toEqual({ recorded: true });
        const events = await h.running.sandbox.db.selectFrom("events").select("kind").execute();
        expect(events.map((e) => e.kind).sort()).toEqual([
          "activity-page",
          "promotion-click",
          "referral",
        ]);
      });

      it("contact messages are validated and kept", async () => {
        await expect(
          h.api.contactMessage({
            name: "Ada Lovelace",
            email: "ada@example.com",
            topic: "sales",
            message: "Twenty servers in Tokyo, please.",
          }),
        ).resolves.toMatchObject({ messageId: expect.stringMatching(/^msg-/) });
        const bad = await h.api
          .contactMessage({
            name: "Ada",
            email: "not-an-email",
            phone: "12",
            topic: "sales",
            message: "Twenty servers in Tokyo.",
          })
          .catch((e: unknown) => e);
        expect(bad).toMatchObject({
          code: 4000,
          fields: { email: "validation.email", phone: "validation.phone" },
        });
      });
    });

    describe("accounts", () => {
      it("hands out the public key passwords are encrypted with", async () => {
        const key = await h.api.publicKey();
        expect(key).toMatchObject({
          algorithm: "RSA-OAEP-256",
          keyId: expect.stringMatching(/^[0-9a-f]{16}$/),
        });
        expect(key.publicKey).toContain("BEGIN PUBLIC KEY");
      });

      it("registers, refuses a second account, activates once, logs in and out", async () => {
        const email = `ren-${Date.now()}@example.jp`;
        await expect(
          h.api.register({
            account: email,
            password: h.encrypt("ren2026x"),
            username: "Ren",
            language: "ja",
          }),
        ).resolves.toEqual({ userAccount: email, activationRequired: true });
        await expectError(
          "register",
          h.api.register({ account: email, password: h.encrypt("ren2026x"), username: "Ren" }),
          "ACCOUNT_EXISTS",
        );
        await expectError(
          "login",
          h.api.login({ account: email, password: h.encrypt("ren2026x") }),
          "ACCOUNT_NOT_ACTIVATED",
        );
        const code = await h.activationCode(email);
        await expect(h.api.activate({ code })).resolves.toMatchObject({ userAccount: email });
        await expectError("activate", h.api.activate({ code }), "ALREADY_ACTIVATED");
        await expectError(
          "login",
          h.api.login({ account: email, password: h.encrypt("wrong999") }),
          "BAD_CREDENTIALS",
        );
        const session = await h.api.login({ account: email, password: h.encrypt("ren2026x") });
        await expect(h.api.userBrowse({}, { token: session.token })).resolves.toMatchObject({
          userAccount: email,
          language: "ja",
          activated: true,
        });
        await expect(h.api.logout({}, { token: session.token })).resolves.toBeNull();
        await expectError(
          "userBrowse",
          h.api.userBrowse({}, { token: session.token }),
          "LOGIN_REQUIRED",
        );
      });

      it("refuses passwords it cannot decrypt or that break the rule", async () => {
        await expectError(
          "register",
          h.api.register({
            account: "x1@example.com",
            password: "bm90IGVuY3J5cHRlZCBhdCBhbGw=",
            username: "Xu",
          }),
          "PASSWORD_UNREADABLE",
        );
        await expectError(
          "register",
          h.api.register({
            account: "x2@example.com",
            password: h.encrypt("short"),
            username: "Xu",
          }),
          "PASSWORD_RULE",
        );
        await expectError(
          "login",
          h.api.login({ account, password: "bm90IGVuY3J5cHRlZCBhdCBhbGw=" }),
          "PASSWORD_UNREADABLE",
        );
        const notAccount = await h.api
          .register({ account: "nobody", password: h.encrypt("abc12345"), username: "Xu" })
          .catch((e: unknown) => e);
        expect(notAccount).toMatchObject({ code: 4000, fields: { account: "validation.email" } });
      });

      it("refuses unknown and expired activation codes", async () => {
        await expectError(
          "activate",
          h.api.activate({ code: "no-such-code-at-all" }),
          "ACTIVATION_INVALID",
        );
        const email = `late-${Date.now()}@example.com`;
        await h.api.register({ account: email, password: h.encrypt("abc12345"), username: "Late" });
        h.advance(25 * 60 * 60 * 1000);
        try {
          const expired = await h.activationCode(email);
          await expectError("activate", h.api.activate({ code: expired }), "ACTIVATION_EXPIRED");
          // Signing up again, as the error says, sends a new link that works; the old one does not.
          await expect(
            h.api.register({ account: email, password: h.encrypt("abc67890"), username: "Later" }),
          ).resolves.toEqual({ userAccount: email, activationRequired: true });
          const fresh = await h.activationCode(email);
          expect(fresh).not.toBe(expired);
          await expectError("activate", h.api.activate({ code: expired }), "ACTIVATION_INVALID");
          await expect(h.api.activate({ code: fresh })).resolves.toMatchObject({
            userAccount: email,
          });
          await expect(
            h.api.login({ account: email, password: h.encrypt("abc67890") }),
          ).resolves.toMatchObject({ username: "Later" });
        } finally {
          h.advance(-25 * 60 * 60 * 1000);
        }
      });
    });

    describe("coupons", () => {
      it("shows coupons, gives one once per user, refuses sold-out and not-yet-valid ones", async () => {
        const before = (await h.api.couponSearch({ language: "zh" }, { token })).find(
          (c) => c.id === "cp-new5",
        );
        expect(before).toMatchObject({ received: false, userCouponId: null });
        const received = await h.api.couponReceive({ couponId: "cp-new5" }, { token });
        const after = (await h.api.couponSearch({}, { token })).find((c) => c.id === "cp-new5");
        expect(after).toMatchObject({
          received: true,
          userCouponId: received.userCouponId,
          remaining: (before?.remaining ?? 0) - 1,
        });
        await expectError(
          "couponReceive",
          h.api.couponReceive({ couponId: "cp-new5" }, { token }),
          "COUPON_ALREADY_RECEIVED",
        );
        await expectError(
          "couponReceive",
          h.api.couponReceive({ couponId: "cp-flash50" }, { token }),
          "COUPON_SOLD_OUT",
        );
        await expectError(
          "couponReceive",
          h.api.couponReceive({ couponId: "cp-winter20" }, { token }),
          "COUPON_NOT_ACTIVE",
        );
        await expectError(
          "couponReceive",
          h.api.couponReceive({ couponId: "cp-none" }, { token }),
          "NOT_FOUND",
        );
      });

      it("never gives more coupons than it has, even to simultaneous requests", async () => {
        await h.running.sandbox.db
          .updateTable("coupon_stock")
          .set({ remaining: 2 })
          .where("coupon_id", "=", "cp-dedi20")
          .execute();
        const users = await Promise.all([1, 2, 3, 4, 5].map(() => h.newUser()));
        const results = await Promise.allSettled(
          users.map((u) => h.api.couponReceive({ couponId: "cp-dedi20" }, { token: u.token })),
        );
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
        const stock = await h.running.sandbox.db
          .selectFrom("coupon_stock")
          .select("remaining")
          .where("coupon_id", "=", "cp-dedi20")
          .executeTakeFirst();
        expect(stock?.remaining).toBe(0);
      });
    });

    describe("orders", () => {
      const order = (overrides: Record<string, unknown> = {}) => ({
        planId: "vps-2c4g",
        areaId: "hkg",
        imageId: "ubuntu-2404",
        period: "year" as const,
        password: h.encrypt("Server2026!"),
        ...overrides,
      });

      it("prices a configured server exactly as quoteServer and records it with its products", async () => {
        const created = await h.api.orderCreate(
          order({
            bandwidthId: "hkg-bw-20",
            disks: [{ diskProductId: "disk-ssd", sizeGb: 100 }],
            hostname: "web-01",
            quantity: 2,
          }),
          { token },
        );
        // plan 204 + bandwidth 24 x 12 x 0.85 = 244.80 + disk 8 x 12 x 0.85 = 81.60, twice
        expect(created).toMatchObject({
          status: "unpaid",
          subtotalUsd: 1060.8,
          discountUsd: 0,
          totalUsd: 1060.8,
        });
        const products = await h.api.userProducts({ page: 1, row: 20 }, { token });
        expect(
          products.list
            .filter((p) => p.orderId === created.orderId)
            .map((p) => p.name)
            .sort(),
        ).toEqual(["web-01-1", "web-01-1-data-1", "web-01-2", "web-01-2-data-1"]);
        const disk = products.list.find((p) => p.type === "disk" && p.orderId === created.orderId);
        expect(disk).toMatchObject({
          sizeGb: 100,
          diskType: "ssd",
          attachedTo: expect.stringMatching(/^srv-/),
        });
        const flow = await h.api.userFlow({ productId: disk?.id ?? "", days: 7 }, { token });
        expect(flow.daily).toHaveLength(7);
        await expectError(
          "userFlow",
          h.api.userFlow({ productId: "srv-not-mine" }, { token }),
          "NOT_FOUND",
        );
        expect(
          (await h.api.userProducts({ page: 1, row: 1, type: "disk" }, { token })).list[0]?.type,
        ).toBe("disk");
      });

      it("applies a received coupon once", async () => {
        const coupon = (await h.api.couponSearch({}, { token })).find((c) => c.id === "cp-new5");
        const created = await h.api.orderCreate(
          order({ planId: "vps-1c2g", period: "month", userCouponId: coupon?.userCouponId }),
          { token },
        );
        expect(created).toMatchObject({ subtotalUsd: 10, discountUsd: 5, totalUsd: 5 });
        await expectError(
          "orderCreate",
          h.api.orderCreate(order({ period: "month", userCouponId: coupon?.userCouponId }), {
            token,
          }),
          "COUPON_NOT_USABLE",
        );
      });

      it("refuses configurations that do not fit together", async () => {
        await expectError(
          "orderCreate",
          h.api.orderCreate(order({ areaId: "nyc", planId: "ded-e2388g" }), { token }),
          "CONFIG_INVALID",
        );
        await expectError(
          "orderCreate",
          h.api.orderCreate(order({ planId: "vps-1c1g", imageId: "windows-2022" }), { token }),
          "CONFIG_INVALID",
        );
        await expectError(
          "orderCreate",
          h.api.orderCreate(order({ disks: [{ diskProductId: "disk-ssd", sizeGb: 15 }] }), {
            token,
          }),
          "CONFIG_INVALID",
        );
        await expectError(
          "orderCreate",
          h.api.orderCreate(order({ planId: "vps-16c32g" }), { token }),
          "CONFIG_INVALID",
        );
        await expectError(
          "orderCreate",
          h.api.orderCreate(order({ planId: "vps-nope" }), { token }),
          "NOT_FOUND",
        );
      });

      it("decrypts the system password and checks it against the plan's rule", async () => {
        await expectError(
          "orderCreate",
          h.api.orderCreate(order({ password: "bm90IGVuY3J5cHRlZCBhdCBhbGw=" }), { token }),
          "PASSWORD_UNREADABLE",
        );
        await expectError(
          "orderCreate",
          h.api.orderCreate(order({ password: h.encrypt("MyRoot2026!") }), { token }),
          "PASSWORD_RULE",
        );
        await expectError(
          "orderCreate",
          h.api.orderCreate(order({ planId: "cvm-s2", password: h.encrypt("Server2026!") }), {
            token,
          }),
          "PASSWORD_RULE",
        );
        await expect(
          h.api.orderCreate(
            order({ planId: "cvm-s2", period: "month", password: h.encrypt("Cloud-Pass-2026") }),
            { token },
          ),
        ).resolves.toMatchObject({
          totalUsd: 12,
        });
      });
    });

    describe("activities and group-buys", () => {
      const area = { areaId: "tyo", imageId: "debian-13" };

      it("sells an activity offer within its per-user limit and its stock", async () => {
        const activities = await h.api.activities({ kind: "vps", language: "zh" });
        expect(activities[0]?.offers).toHaveLength(3);
        const offer = {
          kind: "offer" as const,
          activityId: "act-autumn-vps",
          offerId: "off-autumn-1c2g",
          ...area,
        };
        await expect(h.api.activityCreate(offer, { token })).resolves.toMatchObject({
          order: { totalUsd: 79, subtotalUsd: 102 },
          group: null,
        });
        await expectError(
          "activityCreate",
          h.api.activityCreate(offer, { token }),
          "LIMIT_REACHED",
        );
        await expectError(
          "activityCreate",
          h.api.activityCreate({ ...offer, offerId: "off-autumn-4c8g" }, { token }),
          "OFFER_SOLD_OUT",
        );
        await expectError(
          "activityCreate",
          h.api.activityCreate({ ...offer, offerId: "off-nope" }, { token }),
          "NOT_FOUND",
        );
        await expectError(
          "activityCreate",
          h.api.activityCreate({ ...offer, areaId: "syd" }, { token }),
          "CONFIG_INVALID",
        );
        const sold = (await h.api.activities({ kind: "vps" }))[0]?.offers.find(
          (o) => o.id === "off-autumn-1c2g",
        )?.sold;
        expect(sold).toBe(58);
      });

      it("lists group-buys and their open groups", async () => {
        const offers = await h.api.pintuans({ language: "ja" });
        expect(offers.length).toBeGreaterThanOrEqual(3);
        const groups = await h.api.pintuanGroups({ pintuanId: "pt-cvm-s4" });
        expect(groups.map((g) => g.groupId)).toEqual(["grp-cvm-s4-a", "grp-cvm-s4-b"]);
        expect(await h.api.pintuanGroupCount({ pintuanId: "pt-cvm-s4" })).toBe(2);
        expect(await h.api.pintuan({ id: "pt-cvm-s4" })).toMatchObject({
          groupSize: 2,
          openGroups: 2,
        });
        await expectError("pintuan", h.api.pintuan({ id: "pt-nope" }), "NOT_FOUND");
        await expectError(
          "pintuanGroups",
          h.api.pintuanGroups({ pintuanId: "pt-nope" }),
          "NOT_FOUND",
        );
        await expectError(
          "pintuanGroupCount",
          h.api.pintuanGroupCount({ pintuanId: "pt-nope" }),
          "NOT_FOUND",
        );
        await expectError("pintuanGroup", h.api.pintuanGroup({ groupId: "grp-nope" }), "NOT_FOUND");
      });

      it("starts a group, lets others join until it is full, then refuses", async () => {
        const started = await h.api.activityCreate(
          { kind: "pintuan", pintuanId: "pt-vps-4c8g", ...area },
          { token },
        );
        expect(started.group).toMatchObject({
          members: 1,
          groupSize: 5,
          status: "open",
          joined: true,
          leader: expect.stringContaining("****"),
        });
        const groupId = started.group?.groupId ?? "";
        await expectError(
          "activityCreate",
          h.api.activityCreate(
            { kind: "pintuan", pintuanId: "pt-vps-4c8g", groupId, ...area },
            { token },
          ),
          "ALREADY_IN_GROUP",
        );
        const others = await Promise.all([1, 2, 3, 4, 5].map(() => h.newUser()));
        const joins = await Promise.allSettled(
          others.map((u) =>
            h.api.activityCreate(
              { kind: "pintuan", pintuanId: "pt-vps-4c8g", groupId, ...area },
              { token: u.token },
            ),
          ),
        );
        expect(joins.filter((j) => j.status === "fulfilled")).toHaveLength(4);
        const refused = joins.find((j) => j.status === "rejected");
        expect(refused?.status === "rejected" && refused.reason).toMatchObject({
          code: errorCodes.GROUP_FULL.code,
        });
        covered.add("activityCreate:GROUP_FULL");
        expect(await h.api.pintuanGroup({ groupId }, { token })).toMatchObject({
          status: "complete",
          members: 5,
          joined: true,
        });
      });

      it("refuses to join an expired group and an offer that has not started", async () => {
        await h.running.sandbox.db
          .updateTable("pintuan_groups")
          .set({ expires_at: "2020-01-01T00:00:00.000Z" })
          .where("id", "=", "grp-2c4g-b")
          .execute();
        await expectError(
          "activityCreate",
          h.api.activityCreate(
            { kind: "pintuan", pintuanId: "pt-vps-2c4g", groupId: "grp-2c4g-b", ...area },
            { token },
          ),
          "GROUP_CLOSED",
        );
        h.advance(-30 * 24 * 60 * 60 * 1000);
        try {
          await expectError(
            "activityCreate",
            h.api.activityCreate({ kind: "pintuan", pintuanId: "pt-vps-2c4g", ...area }, { token }),
            "ACTIVITY_NOT_OPEN",
          );
        } finally {
          h.advance(30 * 24 * 60 * 60 * 1000);
        }
      });
    });

    describe("domains", () => {
      it("lists suffixes and checks a name under several", async () => {
        expect((await h.api.domainSuffixes({ language: "zh" })).length).toBeGreaterThanOrEqual(20);
        const results = await h.api.domainCheck({
          name: "Quiet-Harbour-77",
          suffixes: [".com", ".io"],
        });
        expect(results).toEqual([
          expect.objectContaining({
            domain: "quiet-harbour-77.com",
            available: true,
            registerUsd: 8.88,
            premium: false,
          }),
          expect.objectContaining({
            domain: "quiet-harbour-77.io",
            available: true,
            registerUsd: 39,
          }),
        ]);
        expect((await h.api.domainCheck({ name: "google", suffixes: [".com"] }))[0]).toMatchObject({
          available: false,
          reason: "registered",
        });
        expect((await h.api.domainCheck({ name: "ab", suffixes: [".xyz"] }))[0]).toMatchObject({
          premium: true,
          registerUsd: 39.8,
        });
        await expectError(
          "domainCheck",
          h.api.domainCheck({ name: "quiet", suffixes: [".museum"] }),
          "SUFFIX_UNKNOWN",
        );
        const bad = await h.api
          .domainCheck({ name: "-bad-", suffixes: [".com"] })
          .catch((e: unknown) => e);
        expect(bad).toMatchObject({ code: 4000, fields: { name: "validation.domain" } });
      });
    });

    describe("tickets and chat", () => {
      it("opens a ticket, only about the user's own products", async () => {
        await expect(
          h.api.ticketSubmit(
            {
              category: "technical",
              subject: "Port 443 times out",
              content: "Since 09:00 UTC port 443 does not answer.",
            },
            { token },
          ),
        ).resolves.toMatchObject({ status: "open", ticketNo: expect.stringMatching(/^T\d{14}$/) });
        await expectError(
          "ticketSubmit",
          h.api.ticketSubmit(
            {
              category: "billing",
              productId: "srv-someone-else",
              subject: "Invoice",
              content: "Please resend the invoice.",
            },
            { token },
          ),
          "NOT_FOUND",
        );
      });

      it("answers from the docs in the question's language, or says it does not know", async () => {
        const key = h.config.chatApiKey;
        const en = await h.api.chat({
          api_key: key,
          question: "How do I get a refund?",
          uuid: UUID,
        });
        expect(en.language).toBe("en");
        expect(en.sources[0]?.url).toMatch(
          new RegExp(`^${h.config.siteUrls.en}/doc/article/refund(#|$)`),
        );
        expect(en.answer).toMatch(/refund/i);
        const zh = await h.api.chat({
          api_key: key,
          question: "你们支持支付宝付款吗？",
          uuid: UUID,
        });
        expect(zh.language).toBe("zh");
        expect(zh.answer).toContain("支付宝");
        expect(zh.sources.map((s) => s.url).join(" ")).toContain(
          `${h.config.siteUrls.zh}/doc/article/`,
        );
        const ja = await h.api.chat({
          api_key: key,
          question: "スナップショットの料金は？",
          uuid: UUID,
        });
        expect(ja.language).toBe("ja");
        expect(ja.answer).toContain("$0.05");
        const unknown = await h.api.chat({
          api_key: key,
          question: "Who won the football world cup in 1954?",
          uuid: UUID,
        });
        expect(unknown.sources).toEqual([]);
        await expectError(
          "chat",
          h.api.chat({ api_key: "wrong", question: "hi", uuid: UUID }),
          "FORBIDDEN",
        );
      });
    });

    describe("errors every call documents", () => {
      const invalidInput = (endpoint: Endpoint): Record<string, unknown> => {
        const shape = (
          endpoint.input as unknown as { _zod: { def: { shape?: Record<string, unknown> } } }
        )._zod.def.shape;
        const first = shape ? Object.keys(shape)[0] : undefined;
        if (first === undefined) return shape ? { unexpected: "field" } : { kind: "nope" };
        return endpoint.method === "GET" ? { [first]: "!!" } : { [first]: 12345 };
      };

      it.each(endpointNames)("%s answers 4000 for input outside its schema", async (name) => {
        const endpoint: Endpoint = endpoints[name];
        const input = invalidInput(endpoint);
        await expectError(
          name,
          h.api.request(
            endpoint.method,
            endpoint.path,
            endpoint.method === "GET"
              ? { query: input as Record<string, string>, token }
              : { body: input, token },
          ),
          "BAD_REQUEST",
        );
      });

      it.each(endpointNames.filter((name) => endpoints[name].access === "user"))(
        "%s answers 4010 without a valid token",
        async (name) => {
          const endpoint: Endpoint = endpoints[name];
          await expectError(
            name,
            h.api.request(endpoint.method, endpoint.path, {
              body: endpoint.method === "GET" ? undefined : {},
            }),
            "LOGIN_REQUIRED",
          );
        },
      );

      it.each(endpointNames.filter((name) => endpoints[name].mutating))(
        "%s refuses a reused Idempotency-Key for another request with 4220",
        async (name) => {
          const endpoint: Endpoint = endpoints[name];
          const key = `reuse-${name}-${Date.now()}`;
          await h.api
            .request(endpoint.method, endpoint.path, {
              body: { first: true },
              token,
              idempotencyKey: key,
            })
            .catch(() => undefined);
          await expectError(
            name,
            h.api.request(endpoint.method, endpoint.path, {
              body: { second: true },
              token,
              idempotencyKey: key,
            }),
            "IDEMPOTENCY_MISMATCH",
          );
        },
      );

      it("answers 4091 to a request whose key is still being processed", async () => {
        // register hashes the password (tens of ms), so the second request arrives while the first runs.
        const body = JSON.stringify({
          account: `busy-${Date.now()}@example.com`,
          password: h.encrypt("abc12345"),
          username: "Busy",
        });
        const key = `busy-key-${Date.now()}`;
        const post = () =>
          fetch(`${h.baseUrl}${endpoints.register.path}`, {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": key },
            body,
          });
        const [a, b] = await Promise.all([post(), post()]);
        const codes = [(await a.json()) as { code: number }, (await b.json()) as { code: number }]
          .map((r) => r.code)
          .sort();
        expect(codes).toEqual([2000, 4091]);
        expect([a.status, b.status].sort()).toEqual([200, 409]);
        covered.add("register:IDEMPOTENCY_IN_PROGRESS");
      });

      it("limits attempts at login with 4290 and Retry-After", async () => {
        const headers = { "x-forwarded-for": "198.51.100.77" };
        for (let i = 0; i < h.config.attemptLimit; i++)
          await h.api
            .login({ account, password: h.encrypt("wrong999") }, { headers })
            .catch(() => undefined);
        const error = await h.api
          .login({ account, password: h.encrypt("wrong999") }, { headers })
          .catch((e: unknown) => e);
        expect(error).toMatchObject({ code: errorCodes.RATE_LIMITED.code, status: 429 });
        covered.add("login:RATE_LIMITED");
      });

      it("covers every business error each call documents", () => {
        const missing = endpointNames.flatMap((name) => {
          const own = (endpoints[name] as Endpoint).errors;
          const wanted: ErrorName[] = [...own, "BAD_REQUEST"];
          if (endpoints[name].access === "user") wanted.push("LOGIN_REQUIRED");
          if (endpoints[name].mutating) wanted.push("IDEMPOTENCY_MISMATCH");
          return wanted
            .filter(
              (error) =>
                (documentedErrors(name) as readonly ErrorName[]).includes(error) &&
                !covered.has(`${name}:${error}`),
            )
            .map((error) => `${name}:${error}`);
        });
        expect(missing).toEqual([]);
      });
    });
  });
}

export { UUID };
