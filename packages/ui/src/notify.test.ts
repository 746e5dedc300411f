import { describe, expect, it } from "vitest";
import { errorText, notifyError } from "./notify.ts";
import { ServiceError } from "./services.ts";
import { createToastStore } from "./state/toasts.ts";
import { texts } from "./test-utils.tsx";

const generic = texts("en").toast.requestFailed;

describe("errorText", () => {
  it("an envelope error shows its server message", () => {
    expect(errorText(new ServiceError("envelope", "Insufficient balance"), generic)).toBe(
      "Insufficient balance",
    );
  });

  it("an envelope error without a server message shows the generic text", () => {
    expect(errorText(new ServiceError("envelope", null), generic)).toBe(generic);
    expect(errorText(new ServiceError("envelope", "", "HTTP 200 code 5000"), generic)).toBe(
      generic,
    );
  });

  it("an envelope error never shows its technical message", () => {
    expect(errorText(new ServiceError("envelope", null, "code 4001"), generic)).toBe(generic);
  });

  it("a network error shows the server message first", () => {
    expect(errorText(new ServiceError("network", "Service busy", "HTTP 502"), generic)).toBe(
      "Service busy",
    );
  });

  it("a network error without a server message shows its own message", () => {
    expect(errorText(new ServiceError("network", null, "HTTP 502"), generic)).toBe("HTTP 502");
  });

  it("a network error with neither shows the generic text", () => {
    expect(errorText(new ServiceError("network", null, ""), generic)).toBe(generic);
  });

  it("another error shows its message, or the generic text", () => {
    expect(errorText(new Error("Failed to fetch"), generic)).toBe("Failed to fetch");
    expect(errorText(new Error(""), generic)).toBe(generic);
    expect(errorText("a string", generic)).toBe(generic);
    expect(errorText(undefined, generic)).toBe(generic);
  });

  it("uses the generic text of any language", () => {
    const zh = texts("zh").toast.requestFailed;
    expect(errorText(new ServiceError("envelope", null), zh)).toBe(zh);
  });
});

describe("notifyError", () => {
  it("shows an error toast with the error's text", () => {
    const toasts = createToastStore();
    notifyError(toasts, new ServiceError("envelope", "余额不足"), generic);
    expect(toasts.getState().toasts).toMatchObject([{ type: "error", message: "余额不足" }]);
  });
});
