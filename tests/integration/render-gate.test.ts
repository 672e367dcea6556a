// Page renders take turns (server/http/render-gate.ts): while the gate is full a page waits, and
// one that cannot get its turn in time is answered 503 with Retry-After — a page for a browser,
// JSON for the router's data requests — while the API, which renders nothing, is not held up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { createRenderGate } from "../../server/http/render-gate";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";

describe.skipIf(legUnavailable())(`page renders take turns (${dbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 240_000);
  afterAll(() => server?.close());

  it("a render held up past its wait is answered 503; the API and later renders go on", async () => {
    let releaseSlow!: () => void;
    const slowDone = new Promise<void>((resolve) => (releaseSlow = resolve));
    const rendered: string[] = [];
    const gate = createRenderGate({ concurrency: 1, maxWaitMs: 200, maxWaiting: 10 });
    const app = createApp({
      services: server.services,
      renderGate: gate,
      pages: async (request) => {
        const path = new URL(request.url).pathname;
        rendered.push(path);
        if (path === "/slow") await slowDone;
        return new Response(`<p>${path}</p>`, { headers: { "content-type": "text/html" } });
      },
    });

    const slow = app.request("/slow");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gate.running).toBe(1);

    const [page, data, api] = await Promise.all([
      app.request("/women", { headers: { accept: "text/html,application/xhtml+xml" } }),
      app.request("/women.data"),
      app.request("/api/v1/products?page=women&limit=1"),
    ]);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("The boutique is briefly unavailable. Please try again in a moment.");
    expect(data.status).toBe(503);
    expect(data.headers.get("retry-after")).toBe("5");
    expect(await data.json()).toEqual({
      error: {
        code: "unavailable",
        message: "The boutique is briefly unavailable. Please try again in a moment.",
      },
    });
    expect(api.status).toBe(200);
    // Those turned away never reached a loader.
    expect(rendered).toEqual(["/slow"]);

    releaseSlow();
    expect((await slow).status).toBe(200);
    const later = await app.request("/women");
    expect(later.status).toBe(200);
    expect(await later.text()).toContain("/women");
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it("renders waiting their turn are served in order once it comes", async () => {
    const gate = createRenderGate({ concurrency: 2, maxWaitMs: 5_000, maxWaiting: 100 });
    let inFlight = 0;
    let most = 0;
    const app = createApp({
      services: server.services,
      renderGate: gate,
      pages: async (request) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        return new Response(new URL(request.url).pathname);
      },
    });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => app.request(`/account/p${i}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await Promise.all(answers.map((a) => a.text()))).toEqual(
      Array.from({ length: 20 }, (_, i) => `/account/p${i}`),
    );
    expect(most).toBe(2);
  });
});
