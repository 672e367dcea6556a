// Two staff members on one versioned document (a Pages text, the Design): a draft remembers the
// version its text started from, so saving it never turns someone else's publish into a version
// that can be overwritten blindly; and a publish, a save or a discard acts only on the draft its
// editor opened, not on one someone saved meanwhile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DesignDetail } from "../../domain/contracts/design";
import type { PageContent, PageDetail } from "../../domain/contracts/pages";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import { startWithAdmin } from "./sessions";
import { versionedDocumentCalls } from "./versioned-document";

describe.skipIf(legUnavailable())(`drafts and publishes of two editors (${dbKind})`, () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    ({ server, admin } = await startWithAdmin());
  });
  afterAll(() => server?.close());

  const page = versionedDocumentCalls<PageDetail>(
    () => server,
    () => admin,
    "/dashboard/pages/faq-payment",
  );
  const design = versionedDocumentCalls<DesignDetail>(
    () => server,
    () => admin,
    "/dashboard/design",
  );
  const withQuestion = (content: PageContent, q: string) => ({
    ...content,
    body: `${content.body}\n## ${q}\n\nYes.\n`,
  });

  it("a draft saved from an older version cannot be published over the newer one until its editor says so", async () => {
    // Both tabs opened the same version.
    const opened = await page.detail();
    const v = opened.published.info.number;
    const a = withQuestion(opened.published.content, "Tab A question");
    const b = withQuestion(opened.published.content, "Tab B question");
    expect((await page.publish(a, v, null)).status).toBe(200);

    const refused = await page.publish(b, v, null);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      `Version ${v + 1} was published since you opened version ${v}. Save your text as a draft, then compare it with version ${v + 1} before publishing.`,
    );
    // Tab B keeps its work as a draft: accepted, and it remembers where it started.
    const saved = await page.saveDraft(b, v);
    expect(saved.status).toBe(200);
    const afterDraft = await page.detail();
    expect(afterDraft.published.info.number).toBe(v + 1);
    expect(afterDraft.draft).toMatchObject({ basedOn: v, content: { body: b.body } });

    // Publishing the draft from where it started is still a conflict, however often it is saved.
    expect((await page.saveDraft(b, v)).status).toBe(200);
    const { draft } = await page.detail();
    expect((await page.publish(b, v, draft!.savedAt)).status).toBe(409);
    expect((await page.detail()).published.content.body).toBe(a.body);

    // Once its editor accepts replacing version v + 1, it publishes, and the draft ends.
    const replaced = await page.publish(b, v + 1, draft!.savedAt);
    expect(replaced.status).toBe(200);
    const last = (await replaced.json()) as PageDetail;
    expect(last.published.info.number).toBe(v + 2);
    expect(last.draft).toBeNull();
  });

  it("a publish ends the draft its editor opened, but not one saved by someone else since", async () => {
    const opened = await design.detail();
    const v = opened.published.info.number;
    const mine = structuredClone(opened.published.content);
    mine.footer.hours = "Mon to Sun, 10am to 7pm";
    // Someone saves a draft after this editor opened the Design without one.
    const theirs = structuredClone(opened.published.content);
    theirs.hero.headline = "The Spring Collection";
    expect((await design.saveDraft(theirs, v)).status).toBe(200);
    const published = await design.publish(mine, v, null);
    expect(published.status).toBe(200);
    const kept = (await published.json()) as DesignDetail;
    expect(kept.draft).toMatchObject({
      basedOn: v,
      content: { hero: { headline: "The Spring Collection" } },
    });

    // The draft's own editor, having compared, publishes it over the new version: it ends.
    const later = structuredClone(kept.draft!.content);
    const done = await design.publish(later, v + 1, kept.draft!.savedAt);
    expect(done.status).toBe(200);
    expect(((await done.json()) as DesignDetail).draft).toBeNull();
  });

  it("a publish ends the draft it opened, not a later one saved over it", async () => {
    const { published } = await page.detail();
    const v = published.info.number;
    expect((await page.saveDraft(withQuestion(published.content, "First draft"), v)).status).toBe(200);
    const first = (await page.detail()).draft!;
    await new Promise((r) => setTimeout(r, 5));
    const second = withQuestion(published.content, "Second draft");
    expect((await page.saveDraft(second, v)).status).toBe(200);
    // This editor opened the first draft; the second is someone's newer work and stays.
    const done = await page.publish(withQuestion(published.content, "First, edited"), v, first.savedAt);
    expect(done.status).toBe(200);
    expect(((await done.json()) as PageDetail).draft).toMatchObject({
      basedOn: v,
      content: { body: second.body },
    });
    expect((await page.call(admin, "DELETE", "/dashboard/pages/faq-payment/draft")).status).toBe(200);
  });

  it("a restore names the version its editor saw, and keeps the draft (now behind)", async () => {
    const { published } = await page.detail();
    const v = published.info.number;
    expect((await page.publish(withQuestion(published.content, "Someone else's"), v, null)).status).toBe(200);
    expect((await page.saveDraft(withQuestion(published.content, "Kept draft"), v + 1)).status).toBe(200);
    // The editor still saw version v: restoring version 1 over v + 1 unseen is refused.
    const stale = await page.call(admin, "POST", "/dashboard/pages/faq-payment/versions/1/restore", {
      basedOn: v,
    });
    expect(stale.status).toBe(409);
    expect((await page.detail()).published.info.number).toBe(v + 1);
    const restored = await page.call(admin, "POST", "/dashboard/pages/faq-payment/versions/1/restore", {
      basedOn: v + 1,
    });
    expect(restored.status).toBe(200);
    const after = (await restored.json()) as PageDetail;
    expect(after.published.info).toMatchObject({ number: v + 2, restoredFrom: 1 });
    expect(after.draft).toMatchObject({ basedOn: v + 1 });
  });

  it("a draft is saved over or discarded only by an editor who opened it, never someone's newer one", async () => {
    const draftUrl = "/dashboard/pages/faq-payment/draft";
    expect((await page.call(admin, "DELETE", draftUrl)).status).toBe(200); // the last test's
    const { published } = await page.detail();
    const v = published.info.number;
    const mine = withQuestion(published.content, "Mine");
    const theirs = withQuestion(published.content, "Theirs");
    const messageOf = async (res: Response) =>
      ((await res.json()) as { error: { message: string } }).error.message;
    // Both opened the page without a draft; the other editor saves first.
    expect((await page.saveDraft(theirs, v, null)).status).toBe(200);
    const stored = (await page.detail()).draft!;
    const refused = await page.saveDraft(mine, v, null);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toMatch(
      /^Another draft was saved by .+ since you opened this page\. Copy your text, then reload the page to compare the two before saving\.$/,
    );
    expect((await page.detail()).draft).toEqual(stored);

    // Discarding names the draft its editor saw: an older one than what is stored is a conflict.
    const staleAt = new Date(Date.parse(stored.savedAt) - 60_000).toISOString();
    const staleDiscard = await page.call(admin, "DELETE", `${draftUrl}?draftSavedAt=${staleAt}`);
    expect(staleDiscard.status).toBe(409);
    expect(await messageOf(staleDiscard)).toMatch(
      /since you opened this page\. Reload the page to see it before discarding\.$/,
    );
    expect((await page.detail()).draft).toEqual(stored);
    expect((await page.saveDraft(mine, v, staleAt)).status).toBe(409);

    // Having seen it, the editor saves over it; then discards the draft the page shows.
    expect((await page.saveDraft(mine, v, stored.savedAt)).status).toBe(200);
    const replaced = (await page.detail()).draft!;
    expect(replaced.content.body).toBe(mine.body);
    const discarded = await page.call(admin, "DELETE", `${draftUrl}?draftSavedAt=${replaced.savedAt}`);
    expect(discarded.status).toBe(200);
    expect(((await discarded.json()) as PageDetail).draft).toBeNull();

    // A draft that ended meanwhile (published or discarded) leaves nothing to overwrite.
    expect((await page.saveDraft(theirs, v, replaced.savedAt)).status).toBe(200);
    const last = (await page.detail()).draft!;
    expect((await page.publish(theirs, v, last.savedAt)).status).toBe(200);
    expect((await page.call(admin, "DELETE", `${draftUrl}?draftSavedAt=${last.savedAt}`)).status).toBe(200);
    expect((await page.saveDraft(mine, v + 1, last.savedAt)).status).toBe(200);
    expect((await page.call(admin, "DELETE", draftUrl)).status).toBe(200);
  });

  it("a draft must name the version it started from, and the draft a publish names must be a time", async () => {
    const { published } = await design.detail();
    for (const body of [
      published.content,
      { content: published.content },
      { content: published.content, basedOn: null },
    ]) {
      const res = await design.call(admin, "PUT", "/dashboard/design/draft", body);
      expect(res.status).toBe(400);
    }
    const bad = await design.call(admin, "POST", "/dashboard/design/publish", {
      content: published.content,
      basedOn: published.info.number,
      draftSavedAt: "yesterday",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields)).toContain(
      "draftSavedAt",
    );
    for (const res of [
      await design.saveDraft(published.content, published.info.number, "yesterday"),
      await design.call(admin, "DELETE", "/dashboard/design/draft?draftSavedAt=yesterday"),
    ]) {
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as { error: { fields: object } }).error.fields)).toContain(
        "draftSavedAt",
      );
    }
    // A version that does not exist yet would make the draft never count as behind.
    const ahead = await design.saveDraft(published.content, published.info.number + 1);
    expect(ahead.status).toBe(400);
    expect(Object.keys(((await ahead.json()) as { error: { fields: object } }).error.fields)).toContain(
      "basedOn",
    );
  });
});
