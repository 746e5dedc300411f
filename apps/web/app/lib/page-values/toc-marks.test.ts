import { describe, expect, it } from "vitest";
import { currentSection } from "./toc-marks";

/** Where the reading line is in these cases, in px from the window's top. */
const LINE = 180;

describe("currentSection", () => {
  it("is none while the first heading is below the line", () => {
    expect(currentSection([400, 900, 1500], LINE)).toBe(-1);
    expect(currentSection([], LINE)).toBe(-1);
  });

  it("is the last heading at or above the line", () => {
    expect(currentSection([LINE, 700, 1300], LINE)).toBe(0);
    expect(currentSection([-900, -200, 150, 800], LINE)).toBe(2);
  });

  it("stays on a section whose heading has scrolled out of the window", () => {
    expect(currentSection([-2400, -1600, 900], LINE)).toBe(1);
  });

  it("moves to a short section as soon as its heading passes the line", () => {
    // Two short sections both above the line: the later one is being read.
    expect(currentSection([-120, 40, 120, 260], LINE)).toBe(2);
  });

  it("is the last section at the end of the page, whose heading may never reach the line", () => {
    expect(currentSection([-600, -100, 350, 520], LINE, true)).toBe(3);
    expect(currentSection([-600, -100, 350, 520], LINE)).toBe(1);
  });

  it("is the last heading after the last one has passed the line", () => {
    expect(currentSection([-3000, -2000, -1000], LINE)).toBe(2);
  });
});
