import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fill, LANGUAGES, renderInContext, SITE_URLS, setupUser, texts } from "../test-utils.tsx";
import { Footer } from "./footer.tsx";
import { StaticIsland } from "./static-island.tsx";

const PARTNERS = [
  { name: "Partner One", link: "https://partner-one.test/" },
  { name: "Partner Two", link: "https://partner-two.test/x" },
];

const footer = () => screen.getByRole("contentinfo");

describe("Footer", () => {
  it.each(LANGUAGES)("shows the 4 fixed links under the %s site URL", (language) => {
    const fixed = texts(language).footer.fixedLinks;
    renderInContext(<Footer partnerLinks={null} />, { language });
    const base = SITE_URLS[language];
    const expected = [
      [fixed.about, `${base}/about`],
      [fixed.refund, `${base}/doc/article/refund`],
      [fixed.affiliate, `${base}/doc/article/affiliate`],
      [fixed.abuse, `${base}/doc/article/abuse`],
    ];
    for (const [name, href] of expected) {
      const hrefs = within(footer())
        .getAllByRole("link", { name })
        .map((link) => link.getAttribute("href"));
      expect(hrefs, name).toContain(href);
    }
  });

  it.each(LANGUAGES)("shows the link columns of footer.columns in %s", (language) => {
    const columns = texts(language).footer.columns;
    renderInContext(<Footer partnerLinks={null} />, { language });
    for (const column of columns) {
      const heading = within(footer()).getByRole("heading", { name: column.title });
      const section = heading.closest("section");
      if (!section) throw new Error(`no section for ${column.title}`);
      const links = within(section).getAllByRole("link");
      expect(links.map((link) => link.textContent)).toEqual(column.links.map((l) => l.name));
      expect(links.map((link) => link.getAttribute("href"))).toEqual(
        column.links.map((l) => `${SITE_URLS[language]}${l.link}`),
      );
    }
  });

  it("shows the partner links as given, not prefixed", () => {
    renderInContext(<Footer partnerLinks={PARTNERS} />);
    const section = within(footer())
      .getByRole("heading", { name: texts("en").footer.partnerLinks })
      .closest("section");
    if (!section) throw new Error("no partner section");
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Partner One", "https://partner-one.test/"],
      ["Partner Two", "https://partner-two.test/x"],
    ]);
    for (const link of links) expect(link).toHaveAttribute("rel", "noopener");
  });

  it("shows no partner links for null", () => {
    renderInContext(<Footer partnerLinks={null} />);
    const section = within(footer())
      .getByRole("heading", { name: texts("en").footer.partnerLinks })
      .closest("section");
    expect(section?.querySelectorAll("a")).toHaveLength(0);
  });

  it("the cookie settings button asks its island for the cookie panel", async () => {
    const user = setupUser();
    const onAction = vi.fn();
    renderInContext(
      <StaticIsland id="site-footer" onAction={onAction}>
        {() => <Footer partnerLinks={null} />}
      </StaticIsland>,
      { language: "ja" },
    );
    expect(onAction).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: texts("ja").footer.cookieSettings }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith("cookie-settings");
  });

  it("shows the copyright with the current year", () => {
    renderInContext(<Footer partnerLinks={null} />, { language: "zh" });
    expect(
      within(footer()).getByText(
        fill(texts("zh").footer.copyright, { year: new Date().getUTCFullYear() }),
      ),
    ).toBeInTheDocument();
  });
});
