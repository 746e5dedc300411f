// What the product-vps-buy tests share: the page loaded as the configurator, and a complete
// order as the page posts it without JavaScript.
import { mockUser } from "@hostfront/api-client/mocks";
import type { Language } from "@hostfront/i18n";
import { api } from "~/lib/cache/upstream.server";
import { plainTexts, plainValues } from "~/lib/configurator/options";
import { texts } from "~/test/language";
import { pageArgs, postForm, unwrap } from "~/test/request";
import { loader } from "./product-vps-buy";

/** The provider call that places an order. */
export const ORDER_PATH = "/api/home/coupon-server/order/create";

/** The page's texts in a language. */
export const page = (language: Language) => texts(language).pages["product-vps-buy"];

/** What the loader answers: the configurator or an order's receipt. */
export type PageData = Awaited<ReturnType<typeof loader>>["data"];

export async function load(path: string, init: Parameters<typeof pageArgs>[1] = {}) {
  return unwrap<PageData>(await loader(await pageArgs(path, init)));
}

/** The configurator's data (fails on a receipt). */
export async function configure(path: string, init: Parameters<typeof pageArgs>[1] = {}) {
  const { data, status, headers } = await load(path, init);
  if (data.view !== "configure") throw new Error("expected the configurator");
  return { data, status, headers };
}

/** A complete order for a VPS in Tokyo, as the page posts it without JavaScript. */
export const order = {
  // Every plain option at its fallback first, so an option added to the table is ordered too.
  ...plainTexts(plainValues({}), false),
  formKey: "0b3a7c1e-5d2f-4a6b-9c8d-7e6f5a4b3c2d",
  type: "vps",
  region: "tyo",
  image: "debian-13",
  plan: "vps-2c4g",
  bandwidth: "",
  disks: "disk-nvme:100",
  securityGroup: "sg-web",
  snapshot: "snap-daily-7",
  period: "year",
  quantity: "2",
  coupon: "",
  hostname: "web-tokyo",
  password: "Harbour-Lights42",
};

/** A post of the page's form, as the demo user unless `init` says otherwise. */
export const post = (
  path: string,
  fields: Record<string, string>,
  init: { token?: string; headers?: Record<string, string> } = { token: mockUser.token },
) => postForm(path, fields, init);

/** Receives a coupon for the demo user; answers its userCouponId. */
export async function receive(couponId: string): Promise<string> {
  const { userCouponId } = await api.couponReceive({ couponId }, { token: mockUser.token });
  return userCouponId;
}
