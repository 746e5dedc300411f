// Group-buys in Chromium: a logged-in customer joins a group from its share link and sees the
// group, the order and the link to share (copied with JavaScript); a second attempt from a stale
// tab is refused with the translated message; a customer starts a group; without JavaScript
// the same form posts and a visitor is sent to the console's login first.
import { expect, type Page, test } from "@playwright/test";
import {
  acceptCookies,
  encrypt,
  hydrated,
  LANGUAGES,
  newAccount,
  provider,
  SANDBOX,
  SITE,
  texts,
  useSession,
} from "../support/site.ts";
import { seriousViolations } from "./serious-violations.ts";

const offerUrl = (prefix: string, id: string) => `${prefix}/activity/pintuan/part-vps/${id}`;

/** Chooses the server's region and operating system in the join form. */
async function choose(page: Page, language: (typeof LANGUAGES)[number]["code"], area: string) {
  const d = texts(language).pages["activity-pintuan-vps-id"];
  await page.getByLabel(d.region, { exact: true }).selectOption(area);
  await page.getByLabel(d.image, { exact: true }).selectOption("ubuntu-2404");
}

for (const { code, prefix } of LANGUAGES) {
  test(`joins a group from its share link and shares it on (${code})`, async ({
    page,
    context,
  }) => {
    const t = texts(code);
    const d = t.pages["activity-pintuan-vps-id"];
    // Someone started a group of five and shared its link.
    const leader = await newAccount(`leader${code}`);
    const { token: leaderToken } = await provider.login({
      account: leader.account,
      password: await encrypt(leader.password),
    });
    const started = await provider.activityCreate(
      { kind: "pintuan", pintuanId: "pt-vps-4c8g", areaId: "tyo", imageId: "debian-13" },
      { token: leaderToken },
    );
    const groupId = started.group?.groupId ?? "";
    const link = `${offerUrl(prefix, "pt-vps-4c8g")}?group=${groupId}`;

    const member = await newAccount(`member${code}`);
    const token = await useSession(context, member);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: SITE });
    await acceptCookies(page);
    await page.goto(link);
    await hydrated(page);

    const shared = page.getByTestId("shared-group");
    await expect(shared).toContainText(d.sharedHeading);
    await expect(shared.getByTestId("group-members")).toHaveText(
      d.members.replace("{{count}}", "1").replace("{{size}}", "5"),
    );
    // The same page in a second tab: it will try to join again.
    const stale = await context.newPage();
    await stale.goto(link);
    await hydrated(stale);

    await choose(page, code, "fra");
    await shared.getByRole("button").click();
    await expect(page).toHaveURL(
      new RegExp(`${offerUrl(prefix, "pt-vps-4c8g")}\\?order=ord-[\\w-]+&group=${groupId}`),
    );
    const yours = page.getByTestId("your-group");
    await expect(yours).toContainText(d.yourGroupHeading);
    await expect(yours.getByTestId("group-members")).toHaveText(
      d.members.replace("{{count}}", "2").replace("{{size}}", "5"),
    );
    await expect(yours.getByTestId("group-status")).toHaveText(d.status.open);
    await expect(page.getByTestId("your-order")).toContainText(t.labels.productStatus.pending);

    // The share link of the group, copied with the button.
    const shareUrl = `${SITE}${link}`;
    await expect(page.getByLabel(d.shareLabel)).toHaveValue(shareUrl);
    await page.getByRole("button", { name: d.copy }).click();
    await expect(page.getByTestId("share")).toContainText(d.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);

    expect(await seriousViolations(page)).toEqual([]);

    // The provider agrees: two members, this customer among them.
    await expect(provider.pintuanGroup({ groupId }, { token })).resolves.toMatchObject({
      members: 2,
      joined: true,
    });

    // Joining again from the stale tab is refused, in the page's language.
    await choose(stale, code, "fra");
    await stale.getByTestId("shared-group").getByRole("button").click();
    await expect(stale.getByTestId("form-errors")).toContainText(t.apiErrors["4403"]);
    await expect(stale.getByTestId("form-errors")).toBeFocused();
    expect(await seriousViolations(stale)).toEqual([]);
    await expect(provider.pintuanGroup({ groupId })).resolves.toMatchObject({ members: 2 });
  });

  test(`starts a group and gets its link (${code})`, async ({ page, context }) => {
    const d = texts(code).pages["activity-pintuan-vps-id"];
    await useSession(context, await newAccount(`starter${code}`));
    await acceptCookies(page);
    // From the list of offers to the offer.
    await page.goto(`${prefix}/activity/pintuan/vps`);
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    const card = page.locator('[data-offer="pt-cvm-s4"]');
    await expect(card).toContainText(texts(code).pages["activity-pintuan-vps"].usualPrice);
    await card.getByRole("link").click();
    await expect(page).toHaveURL(offerUrl(prefix, "pt-cvm-s4"));
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    await choose(page, code, "sin");
    await page.getByRole("button", { name: d.start }).click();
    await expect(page).toHaveURL(/\?order=ord-[\w-]+&group=grp-[\w-]+#your-group$/);
    const groupId = new URL(page.url()).searchParams.get("group") ?? "";
    const yours = page.getByTestId("your-group");
    await expect(yours.getByTestId("group-members")).toHaveText(
      d.members.replace("{{count}}", "1").replace("{{size}}", "2"),
    );
    await expect(page.getByLabel(d.shareLabel)).toHaveValue(
      `${SITE}${offerUrl(prefix, "pt-cvm-s4")}?group=${groupId}`,
    );
    // The new group is open to others.
    const groups = await provider.pintuanGroups({ pintuanId: "pt-cvm-s4" });
    expect(groups.map((group) => group.groupId)).toContain(groupId);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { code, prefix } of LANGUAGES) {
    test(`starts a group with a plain form post (${code})`, async ({ page, context }) => {
      const d = texts(code).pages["activity-pintuan-vps-id"];
      await useSession(context, await newAccount(`nojs${code}`));
      await page.goto(offerUrl(prefix, "pt-ded-e2388g"));
      await choose(page, code, "lax");
      await page.getByRole("button", { name: d.start }).click();
      await expect(page).toHaveURL(/\?order=ord-[\w-]+&group=grp-[\w-]+#your-group$/);
      await expect(page.getByTestId("your-group").getByTestId("group-members")).toHaveText(
        d.members.replace("{{count}}", "1").replace("{{size}}", "3"),
      );
      // The link is there to select and copy by hand; the copy button needs JavaScript.
      const groupId = new URL(page.url()).searchParams.get("group") ?? "";
      await expect(page.getByTestId("share").getByRole("link")).toHaveAttribute(
        "href",
        `${SITE}${offerUrl(prefix, "pt-ded-e2388g")}?group=${groupId}`,
      );
      await expect(page.getByRole("button", { name: d.copy })).toHaveCount(0);
    });
  }

  test("sends a visitor to the console's login with the choices made", async ({ page }) => {
    const d = texts("ja").pages["activity-pintuan-vps-id"];
    await page.goto(offerUrl("/ja", "pt-vps-2c4g"));
    await expect(page.getByText(d.loginNote)).toBeVisible();
    await choose(page, "ja", "hkg");
    await page.getByRole("button", { name: d.start }).click();
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/\\?ope=login`));
    const back = new URL(page.url()).searchParams.get("redirect") ?? "";
    expect(back).toBe(
      `${SITE}/ja/activity/pintuan/part-vps/pt-vps-2c4g?area=hkg&image=ubuntu-2404#join`,
    );
  });
});
