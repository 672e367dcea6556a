// The dashboard's calls on one versioned document (the Design at /dashboard/design, the size
// guides at /dashboard/design/size-guides), made by the signed-in admin, and the checks every
// such document passes alike.
import { expect } from "vitest";
import type { TestServer } from "./harness";
import { readUntil } from "./other-process";
import { apiCall, type ApiCallArgs } from "./sessions";

interface Detail<C> {
  published: { info: { number: number }; content: C };
}

export function versionedDocumentCalls<D extends Detail<unknown>>(
  server: () => TestServer,
  admin: () => string,
  base: string,
) {
  type C = D["published"]["content"];
  const call = (...args: ApiCallArgs) => apiCall(server(), ...args);
  const detail = async () => {
    const res = await call(admin(), "GET", base);
    expect(res.status).toBe(200);
    return (await res.json()) as D;
  };
  const publish = (content: C, basedOn: number | null, draftSavedAt?: string | null) =>
    call(admin(), "POST", `${base}/publish`, { content, basedOn, draftSavedAt });
  const saveDraft = (content: C, basedOn: number, draftSavedAt?: string | null) =>
    call(admin(), "PUT", `${base}/draft`, { content, basedOn, draftSavedAt });

  /** An 800 KB document is refused (400 or 413) as a draft and as a publish, and changes nothing. */
  async function expectOversizedRefused(oversize: (content: C) => C) {
    const before = await detail();
    const content = oversize(structuredClone(before.published.content));
    expect(JSON.stringify(content).length).toBeGreaterThan(800_000);
    expect([400, 413]).toContain((await saveDraft(content, before.published.info.number)).status);
    expect([400, 413]).toContain((await publish(content, before.published.info.number)).status);
    expect(await detail()).toEqual(before);
  }

  /** Every read and write of the document as `cookie`, in one list (for the 403 checks). */
  async function everyCall(cookie: string) {
    const { published } = await detail();
    return [
      await call(cookie, "GET", base),
      await call(cookie, "GET", `${base}/versions/1`),
      await call(cookie, "PUT", `${base}/draft`, { content: published.content, basedOn: 1 }),
      await call(cookie, "DELETE", `${base}/draft`),
      await call(cookie, "POST", `${base}/publish`, { content: published.content, basedOn: null }),
      await call(cookie, "POST", `${base}/versions/1/restore`, {}),
    ];
  }

  /**
   * `read` (e.g. through another process) shows `pick` of the published content; after a publish of
   * `change`d content it shows the new value within 1 s.
   */
  async function expectPublishReaches<T>(
    read: () => Promise<T>,
    pick: (content: C) => T,
    change: (content: C) => C,
  ) {
    const before = await detail();
    expect(await read()).toBe(pick(before.published.content));
    const content = change(structuredClone(before.published.content));
    expect((await publish(content, before.published.info.number)).status).toBe(200);
    const wanted = pick(content);
    expect(await readUntil(read, (value) => value === wanted, { within: 1_000, every: 20 })).toBe(wanted);
  }

  return { call, detail, publish, saveDraft, expectOversizedRefused, everyCall, expectPublishReaches };
}
