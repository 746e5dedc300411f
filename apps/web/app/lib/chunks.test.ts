import { describe, expect, it } from "vitest";
import { lazyPreloads } from "./chunks";

describe("lazyPreloads", () => {
  it("names a part's own dependencies, not the part nor what entry.client loaded", () => {
    expect(
      lazyPreloads("assets/chat-window-a1xpKJCH.js", [
        "assets/chat-window-a1xpKJCH.js",
        "assets/rolldown-runtime-WkwZ5CU-.js",
        "assets/shell-Dp7HpGPH.js",
        "assets/framework-react-D93nkXww.js",
        "assets/framework-router-CtZjh2df.js",
        "assets/dist-BwWZlRNY.js",
        "assets/shell-parts-P0rhvz_Z.js",
      ]),
    ).toEqual(["assets/dist-BwWZlRNY.js", "assets/shell-parts-P0rhvz_Z.js"]);
  });
});
