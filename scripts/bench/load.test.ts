import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOnce } from "./load";

// A gzip answer is binary; the load generator must count it without decoding it as text.
const BODY = randomBytes(16 * 1024);
let server: Server;
let url = "";

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, {
      "content-type": "text/html",
      "content-encoding": "gzip",
      "content-length": BODY.length,
    });
    res.end(BODY);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("runOnce", () => {
  it("times binary answers and keeps none of their bodies", async () => {
    const figures = await runOnce({ title: "binary", url, connections: 2, durationSec: 1 });
    expect(figures.requests).toBeGreaterThan(10);
    expect(figures.errors).toBe(0);
    expect(figures.p50).toBeGreaterThan(0);

    const require = createRequire(import.meta.url);
    const Queue = require("autocannon/lib/pipelinedRequestsQueue.js") as new () => {
      insertRequest(req?: unknown): void;
      addBody(data: Buffer): void;
      terminateRequest(): { body: string } | undefined;
    };
    const queue = new Queue();
    queue.insertRequest();
    queue.addBody(BODY);
    expect(queue.terminateRequest()?.body).toBe("");
  });
});
