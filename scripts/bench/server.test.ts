import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { waitFor200 } from "./server";

/** A port nothing listens on: one the system just gave out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("waitFor200", () => {
  it("fails at once, naming the cause, on a port fetch() refuses", async () => {
    const started = performance.now();
    await expect(waitFor200("http://127.0.0.1:4190/readyz", 30_000)).rejects.toThrow(/bad port/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("gives up after its timeout when nothing answers", async () => {
    const url = `http://127.0.0.1:${await closedPort()}/readyz`;
    await expect(waitFor200(url, 300)).rejects.toThrow(/did not answer 200 within 0.3 s/);
  });
});
