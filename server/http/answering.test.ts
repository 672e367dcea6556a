import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { describe, expect, it } from "vitest";
import { countAnswering } from "./answering";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("countAnswering", () => {
  it("counts a request while its handler runs, and not after", async () => {
    const state = { answering: 0 };
    const gate = deferred();
    const entered = deferred();
    const app = new Hono();
    app.use("*", countAnswering(state));
    app.get("/slow", async (c) => {
      entered.resolve();
      await gate.promise;
      return c.text("done");
    });
    const first = app.request("/slow");
    const second = app.request("/slow");
    await entered.promise;
    expect(state.answering).toBe(2);
    gate.resolve();
    expect(await (await first).text()).toBe("done");
    await second;
    expect(state.answering).toBe(0);
  });

  it("stops counting a request whose failure escapes the app", async () => {
    const state = { answering: 0 };
    const app = new Hono();
    app.use("*", countAnswering(state));
    // Hono answers a thrown Error through onError inside the middleware's next(); anything else
    // passes through it.
    app.get("/boom", () => {
      throw "boom";
    });
    await expect(app.request("/boom")).rejects.toBe("boom");
    expect(state.answering).toBe(0);
  });

  it("does not count a live stream once its response has started", async () => {
    const state = { answering: 0 };
    const close = deferred();
    const app = new Hono();
    app.use("*", countAnswering(state));
    app.get("/live", (c) =>
      streamSSE(c, async (stream) => {
        await stream.writeSSE({ data: "hello" });
        await close.promise;
      }),
    );
    const res = await app.request("/live");
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("hello");
    expect(state.answering).toBe(0);
    close.resolve();
    await reader.cancel();
  });
});
