// The mock provider's state: its clock, the catalogue built around it, and what calls change
// (accounts, sessions, coupons, offers, groups, orders, products, records). `seed` empties and
// refills it in place, so the arrays a test holds (records, outbox, orders) stay the same.
import type { EndpointOutput } from "../contract/endpoints.ts";
import { cents, PERIOD_MONTHS, type Period } from "../contract/pricing.ts";
import { buildCatalogue, type Language } from "../fixtures/documents.ts";
import { findPlan } from "../provider-rules/index.ts";
import { ContractError, type StoredAnswer } from "../server/handler.ts";
import { initialProducts } from "./initial-products.ts";

/** The user every mock provider knows, logged in with `mockUser.token`. */
export const mockUser = {
  userAccount: "demo@hostfront.example",
  username: "Demo User",
  token: "mock-session-token-demo",
  userCode: "DEMO2026",
} as const;

/** How long an activation code is valid, as on the sandbox. */
const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;

export interface MockAccount {
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

type Product = EndpointOutput<"userProducts">["list"][number];
type Order = EndpointOutput<"orderCreate">;

/** A server an order creates, pending payment, with its data disks. */
export interface NewServer {
  readonly name: string;
  readonly areaId: string;
  readonly planId: string;
  readonly period: Period;
  readonly disks: readonly { sizeGb: number; diskType: "nvme" | "ssd" | "hdd" }[];
}

export function createMockState(options: MockProviderOptions) {
  const fixed = options.now instanceof Date ? new Date(options.now.getTime()) : null;
  const clock: () => Date =
    typeof options.now === "function"
      ? options.now
      : fixed
        ? () => new Date(fixed.getTime())
        : () => new Date();
  const nowMs = () => clock().getTime();
  const catalogue = buildCatalogue(clock());
  const initialFlags: MockFlags = {
    maintenanceMessage: null,
    chatEnabled: true,
    registrationOpen: true,
    ...options.flags,
  };
  let sequence = 0;

  const state = {
    clock,
    nowMs,
    stamp: () => clock().toISOString(),
    catalogue,
    publicUrl: options.publicUrl ?? null,
    nextId: (prefix: string) => `${prefix}-${(++sequence).toString(36).padStart(4, "0")}`,
    sequence: () => sequence,
    accounts: new Map<string, MockAccount>(),
    tokens: new Map<string, string>(),
    /** code -> account and when it was sent. */
    activationCodes: new Map<string, { userAccount: string; sentAt: number }>(),
    outbox: [] as { to: string; subject: string; activationCode: string }[],
    /** What `startup` reports; a test switches them, as `/sandbox/flags` does on the sandbox. */
    flags: { ...initialFlags } as MockFlags,
    couponRemaining: new Map<string, number>(),
    /** userCouponId -> who holds which coupon, and the order that used it. */
    userCoupons: new Map<
      string,
      { userAccount: string; couponId: string; usedBy: string | null }
    >(),
    offerSold: new Map<string, number>(),
    /** `${offerId} ${account}` -> offers bought. */
    offerPurchases: new Map<string, number>(),
    groupMembers: new Map<string, Set<string>>(),
    groups: new Map<string, (typeof catalogue.groups)[number]>(),
    orders: [] as Order[],
    records: [] as { kind: string; data: unknown }[],
    comments: [] as number[],
    answers: new Map<string, StoredAnswer>(),
    products: [] as Product[],
    /** product id -> owner account. */
    owners: new Map<string, string>(),

    seed() {
      sequence = 0;
      for (const collection of [
        state.accounts,
        state.tokens,
        state.activationCodes,
        state.couponRemaining,
        state.userCoupons,
        state.offerSold,
        state.offerPurchases,
        state.groupMembers,
        state.groups,
        state.answers,
        state.owners,
      ])
        collection.clear();
      for (const list of [
        state.outbox,
        state.orders,
        state.records,
        state.comments,
        state.products,
      ])
        list.length = 0;
      Object.assign(state.flags, initialFlags);
      state.accounts.set(mockUser.userAccount, {
        userAccount: mockUser.userAccount,
        username: mockUser.username,
        activated: true,
        userCode: mockUser.userCode,
        language: "en",
        createdAt: "2025-03-14T08:00:00.000Z",
      });
      state.tokens.set(mockUser.token, mockUser.userAccount);
      for (const coupon of catalogue.coupons)
        state.couponRemaining.set(coupon.id, coupon.remaining);
      for (const group of catalogue.groups) {
        state.groups.set(group.groupId, { ...group });
        state.groupMembers.set(group.groupId, new Set<string>());
      }
      for (const product of initialProducts()) {
        state.products.push(product);
        state.owners.set(product.id, mockUser.userAccount);
      }
    },

    planOf: (id: string) => findPlan(catalogue, id),
    account(user: MockAccount | null): MockAccount {
      if (!user) throw new ContractError("LOGIN_REQUIRED");
      return user;
    },
    ownProducts: (user: MockAccount) =>
      state.products.filter((p) => state.owners.get(p.id) === user.userAccount),
    recorded(kind: string, data: unknown) {
      state.records.push({ kind, data });
      return { recorded: true };
    },
    /** Sends a new activation code for an account. */
    sendActivation(userAccount: string) {
      for (const [code, sent] of state.activationCodes)
        if (sent.userAccount === userAccount) state.activationCodes.delete(code);
      const activationCode = state.nextId("mock-activation");
      state.activationCodes.set(activationCode, { userAccount, sentAt: nowMs() });
      state.outbox.push({ to: userAccount, subject: "Activate your account", activationCode });
    },
    activationExpired: (sent: { sentAt: number }) => nowMs() - sent.sentAt >= ACTIVATION_TTL_MS,

    /** Records an order and the pending servers (and their disks) it creates. */
    createOrder(
      user: MockAccount,
      order: {
        items: { description: string; amountUsd: number }[];
        subtotalUsd: number;
        discountUsd: number;
        servers: readonly NewServer[];
      },
    ): Order {
      const created: Order = {
        orderId: state.nextId("ord"),
        orderNo: `HF${state.stamp().slice(0, 10).replaceAll("-", "")}${String(sequence).padStart(8, "0")}`,
        status: "unpaid",
        items: order.items,
        subtotalUsd: order.subtotalUsd,
        discountUsd: order.discountUsd,
        totalUsd: cents(order.subtotalUsd - order.discountUsd),
        createdAt: state.stamp(),
      };
      state.orders.push(created);
      const expires = new Date(clock());
      const own = (product: Product) => {
        state.products.unshift(product);
        state.owners.set(product.id, user.userAccount);
      };
      for (const server of order.servers) {
        expires.setTime(clock().getTime());
        expires.setUTCMonth(expires.getUTCMonth() + PERIOD_MONTHS[server.period]);
        const common = {
          areaId: server.areaId,
          status: "pending" as const,
          orderId: created.orderId,
          createdAt: created.createdAt,
          expiresAt: expires.toISOString(),
        };
        const serverId = state.nextId("srv");
        own({
          ...common,
          id: serverId,
          type: "server",
          name: server.name,
          planId: server.planId,
          sizeGb: null,
          diskType: null,
          attachedTo: null,
          ipv4: null,
        });
        for (const [index, disk] of server.disks.entries()) {
          own({
            ...common,
            id: state.nextId("disk"),
            type: "disk",
            name: `${server.name}-data-${index + 1}`,
            planId: null,
            sizeGb: disk.sizeGb,
            diskType: disk.diskType,
            attachedTo: serverId,
            ipv4: null,
          });
        }
      }
      return created;
    },
  };
  return state;
}

export type MockState = ReturnType<typeof createMockState>;
