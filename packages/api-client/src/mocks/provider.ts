// An in-memory provider for tests: every call of the contract, answered from the sample
// catalogue through the same contract handler as the sandbox. It keeps just enough state to
// behave like the real thing within a test (receive a coupon once, log in and out, join a
// group, place orders); passwords are not decrypted, and the demo user is always there.
import { type EndpointOutput, endpoints } from "../contract/endpoints.ts";
import { PERIOD_MONTHS, type Period, quoteServer } from "../contract/pricing.ts";
import type { Language } from "../fixtures/documents.ts";
import { buildCatalogue } from "../fixtures/documents.ts";
import {
  activityView,
  announcementDetailView,
  announcementView,
  couponView,
  currencyView,
  diskProductView,
  domainSuffixView,
  groupView,
  historyView,
  hostingPlanView,
  imageView,
  jobView,
  pintuanView,
  planSummaryView,
  planView,
  regionView,
  securityGroupView,
  snapshotStrategyView,
  sortAnnouncements,
  sortHostingPlans,
} from "../fixtures/views.ts";
import { ContractError, createContractHandler, type StoredAnswer } from "../server/handler.ts";

/** The user every mock provider knows, logged in with `mockUser.token`. */
export const mockUser = {
  userAccount: "demo@hostfront.example",
  username: "Demo User",
  token: "mock-session-token-demo",
  userCode: "DEMO2026",
} as const;

/** The chat key the mock provider accepts. */
export const MOCK_CHAT_API_KEY = "mock-chat-key";

interface MockAccount {
  userAccount: string;
  username: string;
  activated: boolean;
  userCode: string;
  language: Language;
  createdAt: string;
}

/** The start-up flags of the mock provider (the sandbox's SANDBOX_* flags). */
export interface MockFlags {
  /** Maintenance with this message; null: none. State changes still work in the mock. */
  maintenanceMessage: string | null;
  /** Off: `startup` says so and `chat` answers 5030. */
  chatEnabled: boolean;
  /** Closed: `startup` says so and `register` answers 5030. */
  registrationOpen: boolean;
}

export interface MockProviderOptions {
  /**
   * The provider's clock. A `Date` fixes it at that moment (the catalogue's activities and
   * coupons are laid around it, and every validity check, expiry and timestamp uses it); a
   * function is asked each time, so a test can move time on. Default: the real clock.
   */
  readonly now?: Date | (() => Date);
  /** Where the provider is reached; regions' looking glasses live under it (default: none). */
  readonly publicUrl?: string;
  /** Start-up flags other than open with no maintenance. */
  readonly flags?: Partial<MockFlags>;
}

/** The user's products every mock provider starts with. */
const initialProducts = (): EndpointOutput<"userProducts">["list"] => [
  {
    id: "srv-demo-1",
    type: "server",
    name: "web-1",
    areaId: "hkg",
    status: "running",
    planId: "vps-2c4g",
    sizeGb: null,
    diskType: null,
    attachedTo: null,
    ipv4: "203.0.113.51",
    orderId: "ord-demo-1",
    createdAt: "2026-05-02T03:00:00.000Z",
    expiresAt: "2027-05-02T03:00:00.000Z",
  },
  {
    id: "disk-demo-1",
    type: "disk",
    name: "web-1-data",
    areaId: "hkg",
    status: "attached",
    planId: null,
    sizeGb: 100,
    diskType: "ssd",
    attachedTo: "srv-demo-1",
    ipv4: null,
    orderId: "ord-demo-1",
    createdAt: "2026-05-02T03:00:00.000Z",
    expiresAt: "2027-05-02T03:00:00.000Z",
  },
  {
    id: "disk-demo-2",
    type: "disk",
    name: "backup",
    areaId: "fra",
    status: "available",
    planId: null,
    sizeGb: 500,
    diskType: "hdd",
    attachedTo: null,
    ipv4: null,
    orderId: "ord-demo-2",
    createdAt: "2026-08-19T10:30:00.000Z",
    expiresAt: "2026-12-19T10:30:00.000Z",
  },
];

/** Creates an in-memory provider; `handle` answers any `Request` to `/api/...`. */
export function createMockProvider(options: MockProviderOptions = {}) {
  const fixed = options.now instanceof Date ? new Date(options.now.getTime()) : null;
  const clock: () => Date =
    typeof options.now === "function"
      ? options.now
      : fixed
        ? () => new Date(fixed.getTime())
        : () => new Date();
  const nowMs = () => clock().getTime();
  const publicUrl = options.publicUrl ?? null;
  const catalogue = buildCatalogue(clock());
  const stamp = () => clock().toISOString();
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}-${(++sequence).toString(36).padStart(4, "0")}`;

  // The state calls change. Filled by `seed`, emptied and refilled in place by `reset`, so the
  // arrays handed out below (records, outbox, orders) stay the ones a test holds.
  const accounts = new Map<string, MockAccount>();
  const tokens = new Map<string, string>();
  const activationCodes = new Map<string, string>();
  const outbox: { to: string; subject: string; activationCode: string }[] = [];
  /** What `startup` reports; a test switches them, as `/sandbox/flags` does on the sandbox. */
  const initialFlags: MockFlags = {
    maintenanceMessage: null,
    chatEnabled: true,
    registrationOpen: true,
    ...options.flags,
  };
  const flags: MockFlags = { ...initialFlags };
  const couponRemaining = new Map<string, number>();
  const received = new Map<string, string>(); // `${account} ${couponId}` -> userCouponId
  const groupMembers = new Map<string, Set<string>>();
  const groups = new Map<string, (typeof catalogue.groups)[number]>();
  const orders: EndpointOutput<"orderCreate">[] = [];
  const records: { kind: string; data: unknown }[] = [];
  const comments: number[] = [];
  const answers = new Map<string, StoredAnswer>();
  const products: EndpointOutput<"userProducts">["list"] = [];

  const seed = () => {
    sequence = 0;
    for (const collection of [
      accounts,
      tokens,
      activationCodes,
      couponRemaining,
      received,
      groupMembers,
      groups,
      answers,
    ])
      collection.clear();
    for (const list of [outbox, orders, records, comments, products]) list.length = 0;
    Object.assign(flags, initialFlags);
    accounts.set(mockUser.userAccount, {
      userAccount: mockUser.userAccount,
      username: mockUser.username,
      activated: true,
      userCode: mockUser.userCode,
      language: "en",
      createdAt: "2025-03-14T08:00:00.000Z",
    });
    tokens.set(mockUser.token, mockUser.userAccount);
    for (const coupon of catalogue.coupons) couponRemaining.set(coupon.id, coupon.remaining);
    for (const group of catalogue.groups) {
      groups.set(group.groupId, { ...group });
      groupMembers.set(group.groupId, new Set<string>());
    }
    products.push(...initialProducts());
  };
  const plans = new Map(catalogue.plans.map((plan) => [plan.id as string, plan]));
  const planOf = (id: string) => {
    const plan = plans.get(id);
    if (!plan) throw new ContractError("NOT_FOUND", `No plan ${id}.`);
    return plan;
  };

  const account = (user: MockAccount | null) => {
    if (!user) throw new ContractError("LOGIN_REQUIRED");
    return user;
  };
  const isOpen = (window: { startAt: string; endAt: string }) =>
    Date.parse(window.startAt) <= nowMs() && nowMs() < Date.parse(window.endAt);
  const recorded = (kind: string, data: unknown) => {
    records.push({ kind, data });
    return { recorded: true };
  };
  const reviewSummary = () => {
    const count = catalogue.review.reviewCount + comments.length;
    const sum = catalogue.review.ratingSum + comments.reduce((a, b) => a + b, 0);
    return { ratingValue: Math.round((sum / count) * 10) / 10, reviewCount: count };
  };
  const order = (
    items: { description: string; amountUsd: number }[],
    subtotal: number,
    discount: number,
  ) => {
    const created = {
      orderId: nextId("ord"),
      orderNo: `HF${nowMs()}${sequence}`,
      status: "unpaid" as const,
      items,
      subtotalUsd: subtotal,
      discountUsd: discount,
      totalUsd: Math.round((subtotal - discount) * 100) / 100,
      createdAt: stamp(),
    };
    orders.push(created);
    return created;
  };

  const handle = createContractHandler<MockAccount>({
    authenticate: (token) => {
      const userAccount = tokens.get(token);
      return userAccount ? (accounts.get(userAccount) ?? null) : null;
    },
    userId: (user) => user.userAccount,
    idempotency: {
      get: async (key) => answers.get(key) ?? null,
      put: async (key, answer) => void answers.set(key, answer),
    },
    implementations: {
      footLinks: () => catalogue.footLinks,
      userBrowse: (_input, { user }) => {
        const me = account(user);
        return {
          userAccount: me.userAccount,
          username: me.username,
          email: me.userAccount.includes("@") ? me.userAccount : null,
          phone: me.userAccount.includes("@") ? null : me.userAccount,
          userCode: me.userCode,
          language: me.language,
          activated: me.activated,
          balanceUsd: 25,
          createdAt: me.createdAt,
        };
      },
      areaSearch: ({ language, type }) =>
        catalogue.regions
          .filter((r) => !type || (r.productTypes as string[]).includes(type))
          .map((r) => regionView(r, language, publicUrl)),
      bandwidths: ({ areaId }) => {
        const options = catalogue.bandwidths.filter((b) => b.areaId === areaId);
        if (options.length === 0) throw new ContractError("NOT_FOUND", `No region ${areaId}.`);
        return options;
      },
      images: ({ type }) =>
        catalogue.images
          .filter((i) => !type || (i.productTypes as string[]).includes(type))
          .map(imageView),
      securityGroups: ({ language }) =>
        catalogue.securityGroups.map((g) => securityGroupView(g, language)),
      diskProducts: ({ language, areaId }) => {
        if (!catalogue.regions.some((r) => r.id === areaId))
          throw new ContractError("NOT_FOUND", `No region ${areaId}.`);
        return catalogue.diskProducts
          .filter((d) => (d.regions as string[]).includes(areaId))
          .map((d) => diskProductView(d, language));
      },
      userProducts: ({ page, row, type }, { user }) => {
        account(user);
        const list = products.filter((p) => !type || p.type === type);
        return { total: list.length, list: list.slice((page - 1) * row, page * row) };
      },
      userFlow: ({ productId, days }, { user }) => {
        account(user);
        const product = products.find((p) => p.id === productId);
        if (!product) throw new ContractError("NOT_FOUND", `No product ${productId}.`);
        const daily = Array.from({ length: days }, (_, i) => {
          const date = new Date(nowMs() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10);
          return {
            date,
            inGb: Math.round((2 + (i % 5)) * 10) / 10,
            outGb: Math.round((1 + (i % 3)) * 10) / 10,
          };
        });
        return {
          productId,
          quotaGb: product.type === "server" ? 3000 : null,
          totalInGb: Math.round(daily.reduce((s, d) => s + d.inGb, 0) * 10) / 10,
          totalOutGb: Math.round(daily.reduce((s, d) => s + d.outGb, 0) * 10) / 10,
          daily,
        };
      },
      plans: ({ language, type, areaId }) =>
        catalogue.plans
          .filter(
            (p) =>
              (!type || p.type === type) && (!areaId || (p.regions as string[]).includes(areaId)),
          )
          .map((p) => planView(p, language)),
      snapshotStrategies: ({ language }) =>
        catalogue.snapshotStrategies.map((s) => snapshotStrategyView(s, language)),
      hostingPlans: ({ language, kind, areaId }) =>
        sortHostingPlans(
          catalogue.hostingPlans
            .filter((p) => (!kind || p.kind === kind) && (!areaId || p.regions.includes(areaId)))
            .map((p) => hostingPlanView(p, language)),
        ),
      footerComment: ({ rating }) => {
        comments.push(rating);
        return reviewSummary();
      },
      aboutHistory: ({ language }) => catalogue.history.map((h) => historyView(h, language)),
      couponSearch: ({ language }, { user }) =>
        catalogue.coupons
          .filter((c) => Date.parse(c.validTo) > nowMs())
          .map((c) => {
            const userCouponId = user
              ? (received.get(`${user.userAccount} ${c.id}`) ?? null)
              : null;
            return couponView(c, language, {
              remaining: couponRemaining.get(c.id) ?? 0,
              received: userCouponId !== null,
              userCouponId,
            });
          }),
      couponReceive: ({ couponId }, { user }) => {
        const me = account(user);
        const coupon = catalogue.coupons.find((c) => c.id === couponId);
        if (!coupon) throw new ContractError("NOT_FOUND", `No coupon ${couponId}.`);
        if (nowMs() < Date.parse(coupon.validFrom) || nowMs() >= Date.parse(coupon.validTo)) {
          throw new ContractError("COUPON_NOT_ACTIVE");
        }
        if (received.has(`${me.userAccount} ${couponId}`))
          throw new ContractError("COUPON_ALREADY_RECEIVED");
        const remaining = couponRemaining.get(couponId) ?? 0;
        if (remaining <= 0) throw new ContractError("COUPON_SOLD_OUT");
        couponRemaining.set(couponId, remaining - 1);
        const userCouponId = nextId("uc");
        received.set(`${me.userAccount} ${couponId}`, userCouponId);
        return { couponId, userCouponId, receivedAt: stamp(), expiresAt: coupon.validTo };
      },
      activate: ({ code }) => {
        const userAccount = activationCodes.get(code);
        const target = userAccount ? accounts.get(userAccount) : undefined;
        if (!target) throw new ContractError("ACTIVATION_INVALID");
        if (target.activated) throw new ContractError("ALREADY_ACTIVATED");
        target.activated = true;
        return { userAccount: target.userAccount, activatedAt: stamp() };
      },
      jobs: ({ language }) => catalogue.jobs.map((j) => jobView(j, language)),
      logout: (_input, { token }) => {
        if (token) tokens.delete(token);
        return null;
      },
      paymentCurrencies: () =>
        endpoints.paymentCurrencies.output.parse(catalogue.paymentCurrencies),
      promotionClick: (input) => recorded("promotionClick", input),
      announcements: ({ language, page, row, category }) =>
        sortAnnouncements(
          catalogue.announcements.filter((a) => !category || a.category === category),
        )
          .slice((page - 1) * row, page * row)
          .map((a) => announcementView(a, language)),
      domainSuffixes: ({ language }) =>
        catalogue.domainSuffixes.map((s) => domainSuffixView(s, language)),
      domainCheck: ({ name, suffixes }) =>
        suffixes.map((suffix) => {
          const doc = catalogue.domainSuffixes.find((s) => s.suffix === suffix);
          if (!doc) throw new ContractError("SUFFIX_UNKNOWN", `${suffix} is not sold.`);
          const registered = catalogue.domains.registered.includes(name);
          const reserved = catalogue.domains.reserved.includes(name);
          const premium = name.length <= catalogue.domains.premiumMaxLength;
          const factor = premium ? catalogue.domains.premiumPriceFactor : 1;
          return {
            domain: `${name}${suffix}`,
            suffix,
            available: !registered && !reserved,
            reason: registered ? "registered" : reserved ? "reserved" : null,
            premium,
            registerUsd: Math.round((doc.promoRegisterUsd ?? doc.registerUsd) * factor * 100) / 100,
            renewUsd: Math.round(doc.renewUsd * factor * 100) / 100,
          };
        }),
      activities: ({ language, kind }) =>
        catalogue.activities
          .filter((a) => !kind || a.kind === kind)
          .map((a) => activityView(a, language, planOf)),
      orderCreate: (input, { user }) => {
        account(user);
        const plan = planOf(input.planId);
        const quote = quoteServer({
          plan: planView(plan, input.language),
          period: input.period,
          quantity: input.quantity,
        });
        return order(
          quote.lines.map((line) => ({ description: line.label, amountUsd: line.amountUsd })),
          quote.subtotalUsd,
          quote.discountUsd,
        );
      },
      actPage: (input) => recorded("actPage", input),
      pintuans: ({ language }) =>
        catalogue.pintuans.map((p) =>
          pintuanView(p, language, planOf(p.planId), {
            openGroups: [...groups.values()].filter(
              (g) => g.pintuanId === p.id && groupView(g, clock(), false).status === "open",
            ).length,
            joinedCount: [...groups.values()]
              .filter((g) => g.pintuanId === p.id)
              .reduce((sum, g) => sum + g.members, 0),
          }),
        ),
      pintuanGroups: ({ pintuanId }, { user }) => {
        if (!catalogue.pintuans.some((p) => p.id === pintuanId))
          throw new ContractError("NOT_FOUND", `No group-buy ${pintuanId}.`);
        return [...groups.values()]
          .filter((g) => g.pintuanId === pintuanId)
          .map((g) =>
            groupView(
              g,
              clock(),
              user !== null && (groupMembers.get(g.groupId)?.has(user.userAccount) ?? false),
            ),
          )
          .filter((g) => g.status === "open")
          .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
      },
      pintuanGroupCount: ({ pintuanId }) => {
        if (!catalogue.pintuans.some((p) => p.id === pintuanId))
          throw new ContractError("NOT_FOUND", `No group-buy ${pintuanId}.`);
        return [...groups.values()].filter(
          (g) => g.pintuanId === pintuanId && groupView(g, clock(), false).status === "open",
        ).length;
      },
      activityCreate: (input, { user }) => {
        const me = account(user);
        if (input.kind === "offer") {
          const activity = catalogue.activities.find((a) => a.id === input.activityId);
          const offer = activity?.offers.find((o) => o.id === input.offerId);
          if (!activity || !offer) throw new ContractError("NOT_FOUND", "No such offer.");
          if (!isOpen(activity)) throw new ContractError("ACTIVITY_NOT_OPEN");
          if (offer.sold >= offer.stock) throw new ContractError("OFFER_SOLD_OUT");
          offer.sold += 1;
          return {
            order: order(
              [{ description: planOf(offer.planId).texts.en.name, amountUsd: offer.priceUsd }],
              offer.originalUsd,
              Math.round((offer.originalUsd - offer.priceUsd) * 100) / 100,
            ),
            group: null,
          };
        }
        const pintuan = catalogue.pintuans.find((p) => p.id === input.pintuanId);
        if (!pintuan) throw new ContractError("NOT_FOUND", `No group-buy ${input.pintuanId}.`);
        if (!isOpen(pintuan)) throw new ContractError("ACTIVITY_NOT_OPEN");
        let group = input.groupId ? groups.get(input.groupId) : undefined;
        if (input.groupId && (!group || group.pintuanId !== pintuan.id))
          throw new ContractError("NOT_FOUND", "No such group.");
        if (!group) {
          group = {
            groupId: nextId("grp"),
            pintuanId: pintuan.id,
            leader: `${me.userAccount.slice(0, 4)}****`,
            members: 0,
            groupSize: pintuan.groupSize,
            expiresAt: new Date(nowMs() + pintuan.groupHours * 3_600_000).toISOString(),
          };
          groups.set(group.groupId, group);
          groupMembers.set(group.groupId, new Set());
        }
        const members = groupMembers.get(group.groupId) ?? new Set<string>();
        const status = groupView(group, clock(), false).status;
        if (members.has(me.userAccount)) throw new ContractError("ALREADY_IN_GROUP");
        if (status === "complete") throw new ContractError("GROUP_FULL");
        if (status === "expired") throw new ContractError("GROUP_CLOSED");
        members.add(me.userAccount);
        group.members += 1;
        const created = order(
          [{ description: planOf(pintuan.planId).texts.en.name, amountUsd: pintuan.priceUsd }],
          pintuan.originalUsd,
          Math.round((pintuan.originalUsd - pintuan.priceUsd) * 100) / 100,
        );
        // Like the provider, the order's server waits for payment among the user's products.
        products.unshift({
          id: nextId("srv"),
          type: "server",
          name: pintuan.planId,
          areaId: input.areaId,
          status: "pending",
          planId: pintuan.planId,
          sizeGb: null,
          diskType: null,
          attachedTo: null,
          ipv4: null,
          orderId: created.orderId,
          createdAt: created.createdAt,
          expiresAt: new Date(
            nowMs() + PERIOD_MONTHS[pintuan.period as Period] * 30 * 86_400_000,
          ).toISOString(),
        });
        return { order: created, group: groupView(group, clock(), true) };
      },
      pintuanGroup: ({ groupId }, { user }) => {
        const group = groups.get(groupId);
        if (!group) throw new ContractError("NOT_FOUND", `No group ${groupId}.`);
        return groupView(
          group,
          clock(),
          user !== null && (groupMembers.get(groupId)?.has(user.userAccount) ?? false),
        );
      },
      pintuan: ({ language, id }) => {
        const doc = catalogue.pintuans.find((p) => p.id === id);
        if (!doc) throw new ContractError("NOT_FOUND", `No group-buy ${id}.`);
        const own = [...groups.values()].filter((g) => g.pintuanId === id);
        return pintuanView(doc, language, planOf(doc.planId), {
          openGroups: own.filter((g) => groupView(g, clock(), false).status === "open").length,
          joinedCount: own.reduce((sum, g) => sum + g.members, 0),
        });
      },
      chat: ({ api_key, question }) => {
        if (api_key !== MOCK_CHAT_API_KEY) throw new ContractError("FORBIDDEN");
        if (!flags.chatEnabled)
          throw new ContractError("UNAVAILABLE", "The assistant is turned off.");
        const language: Language = /[\u3040-\u30ff]/.test(question)
          ? "ja"
          : /[\u4e00-\u9fff]/.test(question)
            ? "zh"
            : "en";
        const lower = question.toLowerCase();
        const hit = catalogue.faq.find((f) =>
          f.texts[language].keywords.some((k) => lower.includes(k.toLowerCase())),
        );
        if (!hit) return { answer: catalogue.assistant[language].noAnswer, language, sources: [] };
        const prefix = language === "en" ? "" : `/${language}`;
        return {
          answer: hit.texts[language].answer,
          language,
          sources: [
            { title: hit.texts[language].question, url: `${prefix}/doc/article/${hit.slug}` },
          ],
        };
      },
      currencies: () => catalogue.currencies.map((c) => currencyView(c, "en")),
      reviewSummary: () => reviewSummary(),
      reviewRefresh: () => reviewSummary(),
      referral: (input) => recorded("referral", input),
      announcementDetail: ({ language, id }) => {
        const doc = catalogue.announcements.find((a) => a.id === id);
        if (!doc) throw new ContractError("NOT_FOUND", `No announcement ${id}.`);
        return announcementDetailView(doc, language);
      },
      publicKey: () => ({
        keyId: "mock",
        algorithm: "RSA-OAEP-256" as const,
        publicKey: MOCK_PUBLIC_KEY,
      }),
      register: ({ account: userAccount, username, language }) => {
        if (!flags.registrationOpen)
          throw new ContractError("UNAVAILABLE", "Registration is closed.");
        if (accounts.has(userAccount)) throw new ContractError("ACCOUNT_EXISTS");
        accounts.set(userAccount, {
          userAccount,
          username,
          activated: false,
          userCode: nextId("U").toUpperCase(),
          language,
          createdAt: stamp(),
        });
        const activationCode = `mock-activation-${sequence}`;
        activationCodes.set(activationCode, userAccount);
        outbox.push({ to: userAccount, subject: "Activate your account", activationCode });
        return { userAccount, activationRequired: true };
      },
      login: ({ account: userAccount }) => {
        const target = accounts.get(userAccount);
        if (!target) throw new ContractError("BAD_CREDENTIALS");
        if (!target.activated) throw new ContractError("ACCOUNT_NOT_ACTIVATED");
        const token = nextId("mock-session-token");
        tokens.set(token, userAccount);
        return {
          token,
          userAccount,
          username: target.username,
          expiresAt: new Date(nowMs() + 30 * 86_400_000).toISOString(),
        };
      },
      startup: () => ({
        apiVersion: "1",
        serverTime: stamp(),
        maintenance: {
          active: flags.maintenanceMessage !== null,
          message: flags.maintenanceMessage,
        },
        registrationOpen: flags.registrationOpen,
        chatEnabled: flags.chatEnabled,
      }),
      ticketSubmit: (input, { user }) => {
        account(user);
        recorded("ticket", input);
        return {
          ticketId: nextId("tk"),
          ticketNo: `T${nowMs()}`,
          status: "open" as const,
          createdAt: stamp(),
        };
      },
      contactMessage: (input) => {
        recorded("contact", input);
        return { messageId: nextId("msg") };
      },
    },
  });

  seed();

  return {
    handle,
    catalogue,
    /** The provider's clock (the `now` option). */
    now: clock,
    /**
     * Forgets everything calls changed (accounts, sessions, coupons received, groups, orders,
     * records, idempotency keys): back to the state it was created in. msw's
     * `server.resetHandlers()` does not reach this state; call it in `afterEach`.
     */
    reset: seed,
    /** What the provider was told: promotion clicks, page visits, referrals, tickets, messages. */
    records,
    /** Activation e-mails "sent" by register. */
    outbox,
    /** The start-up flags, switchable while the provider runs. */
    flags,
    orders,
    /** Plan summary helper for tests. */
    planSummary: (id: string, language: Language = "en") => planSummaryView(planOf(id), language),
  };
}

export type MockProvider = ReturnType<typeof createMockProvider>;

/** A real RSA public key (2048 bits) the mock provider hands out; it never decrypts. */
export const MOCK_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsSUA+WhqHAd+gtIV8Uw4
oQgm7VvN1j/GIevAizoIUXLl8mBxI3mR9giiP50MpY5wqQnj8t4ulJaA7jN10BQ/
P+kOQqZAYQ69+l74+PRGEdxpDGQTXyVCbRUM01IvrntuA4Uv2n260qZsSTQpBhzK
Fm+TUXLw3BUE/fkBuxO8Q1GKpWPe8MntC6kV3E5F30PinmywnfS84Qx3YGXWDyWk
NudELinqH1X8vCgOQp4adoRsjx8UD/Kz8lpdUBHQFWZU5lEaBpqDLt/qApHTimx4
QejcfDnimO+8zkyJGD+oLLtzWKtjHxZ4tmSdGQp8n7WAlwgHXJZUsi7qBTntyOcu
XwIDAQAB
-----END PUBLIC KEY-----`;
