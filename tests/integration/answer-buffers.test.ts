// Answers written into reused buffers (server/http/body-pool.ts): a cached page with its nonce put
// back, plain or gzip, and a rendered personal page are assembled in pooled buffers that go back
// to the pool once their response is sent. Many at once over real sockets, every answer must be
// its own: its CSP header's nonce everywhere in it and nothing else, the page itself intact, and a
// customer's account page naming that customer only.
import { request } from "node:http";
import { connect } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductPage } from "../../domain/contracts/products";
import { answerBodies } from "../../server/http/body-pool";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signUp } from "./sessions";
import { startSsrPages, type SsrPages } from "./ssr-pages";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET over node:http, so the request says exactly which encodings it takes. */
function get(base: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString("utf8") });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * Requests sent one after another on one connection before any answer is read (HTTP/1.1
 * pipelining): Node keeps each answer after the first in the response until the one before it
 * is sent, so a buffer given back before its 'finish' would be written over by a later answer.
 */
function pipelined(base: string, paths: string[]): Promise<Answer[]> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      try {
        resolve(parse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error as Error);
      }
    });
    const parse = (all: Buffer) => {
      const answers: Answer[] = [];
      let at = 0;
      while (at < all.length) {
        const headEnd = all.indexOf("\r\n\r\n", at);
        if (headEnd < 0) break;
        const lines = all.toString("latin1", at, headEnd).split("\r\n");
        const headers: Answer["headers"] = {};
        for (const line of lines.slice(1)) {
          const colon = line.indexOf(":");
          headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
        }
        const length = Number(headers["content-length"]);
        if (!Number.isSafeInteger(length)) break;
        const raw = all.subarray(headEnd + 4, headEnd + 4 + length);
        const body = headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
        answers.push({ status: Number(lines[0]!.split(" ")[1]), headers, body: body.toString("utf8") });
        at = headEnd + 4 + length;
      }
      return answers;
    };
    socket.write(
      paths
        .map((path, i) => {
          const last = i === paths.length - 1 ? "Connection: close\r\n" : "";
          const gzip = i % 2 === 0 ? "Accept-Encoding: gzip\r\n" : "";
          return `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\n${gzip}${last}\r\n`;
        })
        .join(""),
    );
  });
}

const cspNonce = (answer: Answer) =>
  /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
const bodyNonces = (body: string) => new Set([...body.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));

describe.skipIf(legUnavailable())(`answers in reused buffers (${dbKind})`, () => {
  let ssr: SsrPages;
  let server: TestServer;
  let paths: string[];

  beforeAll(async () => {
    ssr = await startSsrPages();
    server = await startTestServer({ pages: ssr.pages });
    const women = (await (await server.fetch("/api/v1/products?page=women&limit=1")).json()) as ProductPage;
    paths = ["/women", "/", `/product/${women.items[0]!.url}`];
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await ssr?.close();
  });

  it("cached pages, 240 at once, plain and gzip: each carries its own nonce and the whole page", async () => {
    const reference = new Map<string, string>();
    for (const path of paths) {
      const first = await get(server.url, path, {});
      expect(first.status).toBe(200);
      reference.set(path, first.body.replaceAll(cspNonce(first)!, "NONCE"));
    }
    const answers = await Promise.all(
      Array.from({ length: 240 }, (_, i) =>
        get(server.url, paths[i % paths.length]!, i % 2 === 0 ? { "accept-encoding": "gzip" } : {}),
      ),
    );
    const nonces = new Set<string>();
    answers.forEach((answer, i) => {
      const path = paths[i % paths.length]!;
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(i % 2 === 0 ? "gzip" : undefined);
      const nonce = cspNonce(answer)!;
      expect(bodyNonces(answer.body)).toEqual(new Set([nonce]));
      expect(answer.body.replaceAll(nonce, "NONCE")).toBe(reference.get(path));
      nonces.add(nonce);
    });
    expect(nonces.size).toBe(240);
    // The answers went through the pool, and their buffers came back to it once sent.
    expect(answerBodies.keptBytes).toBeGreaterThan(0);
  }, 120_000);

  it("cached pages pipelined on one connection: every answer intact though sent after later ones were made", async () => {
    const reference = new Map<string, string>();
    for (const path of paths) {
      const first = await get(server.url, path, {});
      reference.set(path, first.body.replaceAll(cspNonce(first)!, "NONCE"));
    }
    const asked = Array.from({ length: 60 }, (_, i) => paths[i % paths.length]!);
    const answers = await pipelined(server.url, asked);
    expect(answers).toHaveLength(asked.length);
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200);
      const nonce = cspNonce(answer)!;
      expect(bodyNonces(answer.body)).toEqual(new Set([nonce]));
      expect(answer.body.replaceAll(nonce, "NONCE")).toBe(reference.get(asked[i]!));
    });
  }, 60_000);

  it("rendered account pages of two customers at once: each names its own customer only", async () => {
    const people = [
      { email: "ines.first@example.com", cookie: "" },
      { email: "otto.second@example.com", cookie: "" },
    ];
    for (const person of people) person.cookie = await signUp(server, person.email);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        get(server.url, "/account?q=profile", {
          cookie: people[i % 2]!.cookie,
          ...(i % 3 === 0 ? { "accept-encoding": "gzip" } : {}),
        }),
      ),
    );
    answers.forEach((answer, i) => {
      const [own, other] = i % 2 === 0 ? people : [people[1]!, people[0]!];
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(own!.email);
      expect(answer.body).not.toContain(other!.email);
      expect(bodyNonces(answer.body)).toEqual(new Set([cspNonce(answer)]));
      expect(answer.body.trimEnd().endsWith("</html>")).toBe(true);
    });
  }, 120_000);
});
