// Jobs: the provider's open positions in the page's language, dates formatted for it, an
// outage shown as unavailable (still a 200), and the JobPosting JSON-LD made from them.

import { MOCK_BASE_URL } from "@hostfront/api-client/mocks";
import { type Language, languageTags } from "@hostfront/i18n";
import { HttpResponse, http } from "msw";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { JsonLd } from "~/components/company-json-ld";
import { callKey } from "~/lib/cache/cache.server";
import { api, cache } from "~/lib/cache/upstream.server";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, publishedAt, unwrap } from "~/test/request";
import { jobPosting, loader } from "./jobs";

const upstream = mockProviderApi();
const LANGUAGES = ["en", "zh", "ja"] as const;

// The page's cache outlives a test; each test asks the provider afresh.
beforeEach(async () => {
  for (const language of LANGUAGES) await cache.invalidate(callKey("jobs", { language }));
});

const path = (language: Language) => (language === "en" ? "/jobs" : `/${language}/jobs`);

describe("jobs loader", () => {
  it.each(LANGUAGES)("lists the provider's positions in %s", async (language) => {
    const { data, status } = unwrap(await loader(await pageArgs(path(language))));
    const expected = await api.jobs({ language });
    expect(status).toBe(200);
    expect(expected.length).toBeGreaterThan(0);
    expect(data.jobs?.map((job) => job.title)).toEqual(expected.map((job) => job.title));
    expect(upstream.to("/api/seniorManage/jobs/search")[0]?.body).toEqual({ language });
    const format = new Intl.DateTimeFormat(languageTags[language], {
      dateStyle: "medium",
      timeZone: "UTC",
    });
    for (const [index, job] of (data.jobs ?? []).entries()) {
      const source = expected[index];
      expect(job.posted).toBe(format.format(new Date(`${source?.postedAt}T00:00:00Z`)));
      expect(job.anchor).toMatch(/^position-[A-Za-z0-9_-]+$/);
      expect(job.responsibilities).toEqual(source?.responsibilities);
      expect(job.requirements).toEqual(source?.requirements);
    }
    expect(data.pageUrl).toBe(publishedAt("/jobs", language));
    expect(data.seo.canonical).toBe(publishedAt("/jobs", language));
  });

  it("shows the positions as unavailable when the provider is down, and still answers 200", async () => {
    upstream.down();
    const { data, status } = unwrap(await loader(await pageArgs("/zh/jobs")));
    expect(status).toBe(200);
    expect(data.jobs).toBeNull();
  });

  it("has an empty state when nothing is open", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}/api/seniorManage/jobs/search`, () =>
        HttpResponse.json({ code: 2000, message: [] }),
      ),
    );
    const { data } = unwrap(await loader(await pageArgs("/jobs")));
    expect(data.jobs).toEqual([]);
  });

  it("shows an answer outside the contract as unavailable, not as a 500", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}/api/seniorManage/jobs/search`, () =>
        HttpResponse.json({ code: 2000, message: [{ id: 'x"><img src=x>', title: 1 }] }),
      ),
    );
    const { data, status } = unwrap(await loader(await pageArgs("/jobs")));
    expect(status).toBe(200);
    expect(data.jobs).toBeNull();
  });

  it("makes JSON-LD that a hostile title cannot break out of", async () => {
    const hostile = {
      id: "job-x",
      title: "</script><script>alert(1)</script>",
      department: "<!--",
      location: "\u2028",
      employment: "full-time",
      remote: true,
      summary: "&amp;",
      responsibilities: ["</SCRIPT>"],
      requirements: [],
      postedAt: "2026-11-02",
    };
    upstream.use(
      http.post(`${MOCK_BASE_URL}/api/seniorManage/jobs/search`, () =>
        HttpResponse.json({ code: 2000, message: [hostile] }),
      ),
    );
    const { data } = unwrap(await loader(await pageArgs("/jobs")));
    const [job] = data.jobs ?? [];
    if (!job) throw new Error("no job");
    expect(job.anchor).toBe("position-job-x");
    const html = renderToStaticMarkup(
      createElement(JsonLd, { data: jobPosting(job, data.pageUrl, data.homeUrl) }),
    );
    const inner = html
      .replace(/^<script type="application\/ld\+json">/, "")
      .replace(/<\/script>$/, "");
    expect(inner).not.toMatch(/<\/script|<!--|<img|\u2028/i);
    const parsed = JSON.parse(inner);
    expect(parsed).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: hostile.title,
      datePosted: "2026-11-02",
      employmentType: "FULL_TIME",
      jobLocationType: "TELECOMMUTE",
      hiringOrganization: { name: "Hostfront Limited" },
      jobLocation: { address: { addressLocality: "\u2028" } },
      url: `${publishedAt("/jobs", "en")}#position-job-x`,
    });
  });
});

describe("JobPosting", () => {
  it("describes each position as search engines expect", async () => {
    const { data } = unwrap(await loader(await pageArgs("/ja/jobs")));
    for (const job of data.jobs ?? []) {
      const posting = jobPosting(job, data.pageUrl, data.homeUrl);
      expect(posting).toMatchObject({
        "@type": "JobPosting",
        title: job.title,
        datePosted: job.postedAt,
        employmentType: "FULL_TIME",
        hiringOrganization: { "@type": "Organization", sameAs: publishedAt("/", "ja") },
      });
      expect(posting.description).toContain(job.summary);
      expect("jobLocationType" in posting).toBe(job.remote);
    }
  });
});
