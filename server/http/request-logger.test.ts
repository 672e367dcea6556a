import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { Logger } from "../log";
import { requestLogger } from "./request-logger";

function recordingLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (obj: Record<string, unknown>, msg: string) =>
    lines.push({ level, obj, msg });
  return { lines, log: { debug: at("debug"), info: at("info"), error: at("error") } as unknown as Logger };
}

function app(log: Logger) {
  const a = new Hono<{ Variables: { requestId: string } }>();
  a.use(async (c, next) => {
    c.set("requestId", "r1");
    await next();
  });
  a.use(requestLogger(log));
  a.get("/ok", (c) => c.text("ok"));
  a.get("/broken", (c) => c.text("failed", 500));
  return a;
}

describe("requestLogger", () => {
  it("logs a server error as an error, with its status", async () => {
    const { lines, log } = recordingLog();
    await app(log).request("/broken");
    expect(lines).toEqual([
      {
        level: "error",
        obj: expect.objectContaining({ status: 500, path: "/broken", requestId: "r1" }),
        msg: "request",
      },
    ]);
  });

  it("logs a 500 for a client that hung up as 499 at info level, not as an error", async () => {
    const { lines, log } = recordingLog();
    const gone = new AbortController();
    gone.abort();
    await app(log).request(new Request("http://shop.test/broken", { signal: gone.signal }));
    expect(lines).toEqual([
      {
        level: "info",
        obj: expect.objectContaining({ status: 499, path: "/broken" }),
        msg: "request closed by the client",
      },
    ]);
  });

  it("logs other requests at debug level", async () => {
    const { lines, log } = recordingLog();
    await app(log).request("/ok");
    expect(lines.map((l) => [l.level, l.obj.status])).toEqual([["debug", 200]]);
  });
});
