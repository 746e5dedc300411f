// How visitors ask for each section (@hostfront/docs readAsked) as a sign of the section a
// question is about: a question worded like one of a section's fits it, a question in a
// visitor's words finds the section whose own text words it otherwise, and a long question
// finds the section whose questions hold it together though none holds much of it alone.
import { describe, expect, it } from "vitest";
import { askedFit, askedLikelihood } from "../src/provider/assistant/asked.ts";
import { BlockIndex } from "../src/provider/assistant/blocks.ts";
import { cuesOf } from "../src/provider/assistant/language.ts";
import { rankBlocks, retrieve } from "../src/provider/assistant/retrieve.ts";
import { docs, docsSide, termsOf } from "./assistant-docs.ts";

const en = docsSide("en");
const zh = docsSide("zh");
const ja = docsSide("ja");

/** The sections an answer shows, as `slug#id` labels, in order. */
const answered = (at: typeof en, question: string) =>
  retrieve(at.index, at.blocks, question, at.language).parts.map(
    (part) => `${part.section.slug}#${part.section.id}`,
  );

/** The best section for a question, with and without the asked questions. */
function bestSections(at: typeof en, question: string) {
  const without = new BlockIndex(
    at.language,
    docs.passages[at.language].map((section) => ({ ...section, asked: [], askedWords: [] })),
  );
  const label = (blocks: BlockIndex) => {
    const best = rankBlocks(at.index, blocks, question, at.language)[0]?.section;
    return best ? `${best.slug}#${best.id}` : "";
  };
  return { with: label(at.blocks), without: label(without) };
}

describe("how visitors ask for a section", () => {
  it("fits a question worded as one of a section's questions fully, and no section better", () => {
    const section = en.blocks.sections.find((s) => s.slug === "refund" && s.id && s.asked?.length);
    const asked = section?.asked?.[0];
    expect(asked).toBeTruthy();
    const fits = askedFit(en.blocks, termsOf(en, asked as string), cuesOf(asked as string, "en"));
    expect(fits.get(section as NonNullable<typeof section>)).toBeCloseTo(1);
    expect(Math.max(...fits.values())).toBeCloseTo(1);
  });

  it("reads the questions where the documentation is rendered, as data a worker can send", () => {
    const question = "turn off automatic renewal";
    const fits = (blocks: BlockIndex) =>
      new Map(
        [...askedFit(blocks, termsOf(en, question), cuesOf(question, "en"))].map(
          ([section, fit]) => [`${section.slug}#${section.id}`, fit],
        ),
      );
    const sent = new BlockIndex("en", structuredClone(docs.passages.en));
    for (const section of sent.sections)
      expect(section.askedWords?.length).toBe(section.asked?.length);
    expect(fits(sent)).toEqual(fits(en.blocks));
    expect(fits(sent).size).toBeGreaterThan(0);
  });

  it("fits nothing to a question none of them words", () => {
    expect(askedFit(en.blocks, termsOf(en, "zqxv wvpk"), cuesOf("zqxv wvpk", "en")).size).toBe(0);
  });

  it("finds the section a visitor's words mean, which its text words otherwise", () => {
    expect(bestSections(en, "turn off automatic renewal")).toEqual({
      with: "billing-and-coupons#balance-and-auto-renew",
      without: expect.not.stringMatching(/#balance-and-auto-renew$/),
    });
    expect(bestSections(ja, "自動更新を止めたい")).toEqual({
      with: "billing-and-coupons#残高と自動更新",
      without: expect.not.stringMatching(/#残高と自動更新$/),
    });
  });

  it("answers from the section the ranking and the way visitors ask agree on, though neither is sure", () => {
    // Long questions in a visitor's words: the search finds the wrong article or covers half of
    // the question, and no one asked question holds much of it (fits of 0.23, and just under
    // 0.35), but the best section is the one visitors ask for most like each.
    expect(
      answered(
        en,
        "our box was unreachable most of saturday, how do i actually get the sla money, do i need to send anything",
      )[0],
    ).toBe("service-level-agreement#how-to-claim");
    expect(
      answered(zh, "8月份服务器宕机了好几次，现在已经10月底了，还来得及申请SLA赔偿吗")[0],
    ).toBe("service-level-agreement#申请赔偿");
  });

  it("answers a question it would decline from the section visitors word it like, in an article the search ranks", () => {
    // The ranking prefers a neighbour (suspension and termination; the SLA's service credits)
    // that holds too little of the question to answer; visitors ask for another section of a
    // top article in these words.
    expect(answered(zh, "要是你们改了服务条款，会不会提前打个招呼？我不同意新条款咋整")[0]).toBe(
      "legal-and-terms#条款变更",
    );
    expect(
      answered(ja, "サーバー障害でお店のサイトが止まって売上ゼロ。損害賠償って請求できますか")[0],
    ).toBe("legal-and-terms#責任の制限");
  });

  it("shows the section visitors ask for in these words beside the one the ranking put first", () => {
    // The ranking prefers fixing /etc/fstab, which visitors do not ask for this way; they do ask
    // for leaving rescue mode in these words, so it joins the answer.
    expect(
      answered(en, "server keeps booting into rescue after i fixed it, how do i get out"),
    ).toContain("reinstall-and-rescue#leave-rescue-mode");
  });

  it("shows the blocks of a section it cites that score near the best, however many parts", () => {
    // The sentence beside the table an answer shows (the engine cannot be changed; the Windows
    // group does not allow ping) scores close to it; it joins its part though the answer already
    // has its three.
    const questions: [typeof en, string][] = [
      [zh, "windows服务器远程桌面连得上，可是ping一直超时，是不是ip被墙了"],
      [zh, "托管数据库创建时选的mysql，之后想换成postgresql能直接切换吗"],
      [ja, "会社のPCからマネージドDB（MySQL）に直接つなぎたい。どう設定すればいい？"],
      [en, "can i join 2 vps pro group buys at the same time for two cheap servers?"],
    ];
    const left: string[] = [];
    for (const [at, question] of questions) {
      const { parts } = retrieve(at.index, at.blocks, question, at.language);
      const ranked = rankBlocks(at.index, at.blocks, question, at.language);
      const shown = new Set(parts.flatMap((part) => part.blocks));
      const cited = new Set(parts.map((part) => part.section));
      const best = ranked[0]?.score ?? 0;
      for (const entry of ranked)
        if (cited.has(entry.section) && entry.score >= 0.8 * best && !shown.has(entry.block))
          left.push(`${question}: ${entry.block.text.slice(0, 40)}`);
    }
    expect(left).toEqual([]);
  });

  it("reads a section's questions together: a long question none of them holds alone", () => {
    // Each asked question of the terms' "your account" shares a little with this one (the best
    // holds a fit of 0.28, under the 0.35 that answers); read together they hold it.
    const question =
      "my son is 16 and wants his own account to run a minecraft server, is he allowed to sign up by himself";
    const terms = termsOf(en, question);
    const likely = [...askedLikelihood(en.blocks, terms)].sort((a, b) => b[1] - a[1]);
    const [section, likelihood] = likely[0] ?? [];
    expect(section && `${section.slug}#${section.id}`).toBe("legal-and-terms#your-account");
    expect(likelihood).toBeGreaterThan(0.9);
    expect(likely.reduce((sum, [, l]) => sum + l, 0)).toBeCloseTo(1);
    expect(
      askedFit(en.blocks, terms, cuesOf(question, "en")).get(
        section as NonNullable<typeof section>,
      ),
    ).toBeLessThan(0.35);
  });

  it("finds no likely section for a question no asked question words", () => {
    const likely = [...askedLikelihood(en.blocks, termsOf(en, "zqxv wvpk")).values()];
    expect(Math.max(...likely)).toBeCloseTo(Math.min(...likely));
  });

  it("answers from the section whose questions hold the question together, which it declined", () => {
    // The search ranks other articles first (sign-up, plans; invoices), and no one asked question
    // holds enough of these to answer.
    const first = (at: typeof en, question: string) => answered(at, question)[0];
    expect(
      first(
        en,
        "my son is 16 and wants his own account to run a minecraft server, is he allowed to sign up by himself",
      ),
    ).toBe("legal-and-terms#your-account");
    expect(first(zh, "推广联盟要先申请审核吗？我就一普通用户，自己还没买过东西也能推？")).toBe(
      "affiliate#null",
    );
    expect(
      first(
        ja,
        "契約の相手ってどこの会社になるんですか？社内の稟議で正式な会社名と所在国を書かないといけなくて",
      ),
    ).toBe("legal-and-terms#null");
  });

  it("reads a question one asked question words closely by that one, not by the questions together", () => {
    // A data disk's "if i forget to renew my server will my data disks be deleted too" shares
    // "forget", "renew" and "server" with it: read together, the disks' billing would outweigh
    // the renewal rules visitors ask for in closer words, and push them out of the answer.
    const parts = answered(en, "what happens if I forget to renew my server");
    expect(parts).toContain("legal-and-terms#payment-and-renewal");
    expect(parts[0]).not.toBe("cloud-disks#billing");
  });

  it("shows the section whose questions hold the question together beside the one ranked first", () => {
    // The ranking puts the payment methods first; read together, the questions visitors ask for
    // what the terms say we collect hold this one, so that section joins the answer.
    const labels = answered(
      en,
      "do you keep my credit card number saved after i pay for a server?",
    );
    expect(labels[0]).not.toBe("legal-and-terms#what-we-collect");
    expect(labels).toContain("legal-and-terms#what-we-collect");
  });
});
