// The dashboard's calls on one versioned document (the Design at /dashboard/design, the size
// guides at /dashboard/design/size-guides), made by the signed-in admin, and the checks every
// such document passes alike.
import { expect } from "vitest";
import type { TestServer } from "./harness";
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
  const publish = (content: C, basedOn: number | null) =>
    call(admin(), "POST", `${base}/publish`, { content, basedOn });

  /** An 800 KB document is refused (400 or 413) as a draft and as a publish, and changes nothing. */
  async function expectOversizedRefused(oversize: (content: C) => C) {
    const before = await detail();
    const content = oversize(structuredClone(before.published.content));
    expect(JSON.stringify(content).length).toBeGreaterThan(800_000);
    expect([400, 413]).toContain((await call(admin(), "PUT", `${base}/draft`, content)).status);
    expect([400, 413]).toContain((await publish(content, before.published.info.number)).status);
    expect(await detail()).toEqual(before);
  }

  return { call, detail, publish, expectOversizedRefused };
}
