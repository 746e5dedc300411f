import { describe, expect, it } from "vitest";
import {
  dateFormat,
  displayNames,
  formatSize,
  formatSpeed,
  mediumDate,
  numberFormat,
} from "./intl";

describe("intl formatters", () => {
  it("makes one formatter per locale and options", () => {
    expect(numberFormat("ja-JP", { style: "percent" })).toBe(
      numberFormat("ja-JP", { style: "percent" }),
    );
    expect(numberFormat("ja-JP")).not.toBe(numberFormat("ja-JP", { style: "percent" }));
    expect(numberFormat("en-US")).not.toBe(numberFormat("ja-JP"));
    const month = { year: "numeric", month: "long", timeZone: "UTC" } as const;
    expect(dateFormat("zh-CN", month)).toBe(dateFormat("zh-CN", { ...month }));
    expect(displayNames("en-US", { type: "region" })).toBe(
      displayNames("en-US", { type: "region" }),
    );
  });

  it("formats as the Intl formatter it stands for", () => {
    expect(numberFormat("en-US", { style: "percent" }).format(0.15)).toBe("15%");
    expect(displayNames("ja-JP", { type: "region" }).of("JP")).toBe("日本");
    expect(mediumDate("en-US")("2026-11-23T23:30:00Z")).toBe("Nov 23, 2026");
    expect(mediumDate("zh-CN")("2026-11-23T00:00:00Z")).toBe(
      new Intl.DateTimeFormat("zh-CN", { dateStyle: "medium", timeZone: "UTC" }).format(
        new Date("2026-11-23T00:00:00Z"),
      ),
    );
  });

  it("writes sizes and speeds in the page's locale", () => {
    expect(formatSize(25, "en-US")).toBe("25 GB");
    expect(formatSize(1920, "en-US")).toBe("1.92 TB");
    expect(formatSize(1920, "de-DE")).toBe("1,92 TB");
    expect(formatSpeed(500, "ja-JP")).toBe("500 Mbps");
    expect(formatSpeed(2500, "zh-CN")).toBe("2.5 Gbps");
    expect(formatSpeed(2500, "de-DE")).toBe("2,5 Gbps");
  });
});
