// Compile-time guarantees of the client's types: `tsc --noEmit` (the typecheck task) fails when
// one is lost, since an unused @ts-expect-error is itself an error. Calls sit inside arrow
// functions that never run: only their types are looked at, nothing goes to the network.
import { describe, expectTypeOf, it } from "vitest";
import { type ApiClient, createApiClient } from "./client.ts";
import type { EndpointErrorCode, EndpointErrorName } from "./contract/endpoints.ts";
import type { ErrorCode } from "./contract/envelope.ts";
import { type ApiError, type EndpointError, isApiError } from "./errors.ts";

const api: ApiClient = createApiClient({ baseUrl: "http://provider.test" });

describe("the client's types", () => {
  it("types request() by method and path", () => {
    expectTypeOf(() =>
      api.request("GET", "/api/home/review/summary"),
    ).returns.resolves.toEqualTypeOf<{
      ratingValue: number;
      reviewCount: number;
    }>();
    expectTypeOf(() => api.request("GET", "/api/not/in/contract")).returns.resolves.toBeUnknown();
    // The right path with the wrong method is no call of the contract.
    expectTypeOf(() =>
      api.request("POST", "/api/home/review/summary"),
    ).returns.resolves.toBeUnknown();
    // @ts-expect-error not an HTTP method
    expectTypeOf(() => api.request("FETCH", "/api/x")).toBeFunction();
  });

  it("requires a call's input when the call needs one", () => {
    // @ts-expect-error couponReceive needs { couponId }
    expectTypeOf(() => api.call("couponReceive")).toBeFunction();
    // @ts-expect-error as above, through the named method
    expectTypeOf(() => api.couponReceive()).toBeFunction();
    expectTypeOf(() => api.call("footLinks")).returns.resolves.toBeArray();
    expectTypeOf(api.couponSearch)
      .parameter(0)
      .toEqualTypeOf<{ language?: "en" | "zh" | "ja" | undefined } | undefined>();
  });

  it("keeps each call's errors as literal types", () => {
    expectTypeOf<EndpointErrorName<"couponReceive">>().toEqualTypeOf<
      | "NOT_FOUND"
      | "COUPON_ALREADY_RECEIVED"
      | "COUPON_SOLD_OUT"
      | "COUPON_NOT_ACTIVE"
      | "LOGIN_REQUIRED"
      | "IDEMPOTENCY_MISMATCH"
      | "IDEMPOTENCY_IN_PROGRESS"
      | "BAD_REQUEST"
      | "RATE_LIMITED"
      | "INTERNAL"
      | "UNAVAILABLE"
    >();
    expectTypeOf<EndpointErrorCode<"footLinks">>().toEqualTypeOf<4000 | 4290 | 5000 | 5030>();
    expectTypeOf<EndpointError<"footLinks">["code"]>().toEqualTypeOf<4000 | 4290 | 5000 | 5030>();
  });

  it("types ApiError.code as the contract's codes and narrows it", () => {
    expectTypeOf<ApiError["code"]>().toEqualTypeOf<ErrorCode>();
    const error: unknown = null;
    if (isApiError(error, 4101)) expectTypeOf(error.code).toEqualTypeOf<4101>();
    // @ts-expect-error 4999 is no code of the contract
    isApiError(error, 4999);
  });
});
