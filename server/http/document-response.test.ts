import { getRequestListener } from "@hono/node-server";
import { beforeAll, describe, expect, it } from "vitest";
import { documentResponse, fromRouter, pageBytes } from "./document-response";

// The server's Response: @hono/node-server installs its lightweight class as the global one.
beforeAll(() => {
  getRequestListener(() => new Response(null));
});

/** React Router's `isResponse`, as it reads every page on its way out of the router. */
const isResponse = (value: Response) =>
  value != null &&
  typeof value.status === "number" &&
  typeof value.statusText === "string" &&
  typeof value.headers === "object" &&
  typeof value.body !== "undefined";

/** What @hono/node-server checks to write a Response's bytes as they are, not as a stream. */
const sentAsBytes = (res: Response) =>
  Object.getOwnPropertySymbols(res).some((symbol) => symbol.description === "cache");

const page = () => new TextEncoder().encode("<!doctype html><p>Bonjour</p>") as Uint8Array<ArrayBuffer>;

describe("a rendered page's Response", () => {
  it("passes the router's check without being turned into a stream", async () => {
    const res = documentResponse(page(), {
      status: 200,
      headers: new Headers({ "content-type": "text/html" }),
    });
    for (let i = 0; i < 3; i++) expect(isResponse(res)).toBe(true);
    res.headers.set("cache-control", "private, no-store");
    expect(sentAsBytes(fromRouter(res))).toBe(true);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    // Once returned by the router it is an ordinary Response again.
    expect(res.statusText).toBe("");
    expect(res.body).toBeInstanceOf(ReadableStream);
    expect(await res.text()).toBe("<!doctype html><p>Bonjour</p>");
  });

  it("is what a plain lightweight Response would be without the own answers", () => {
    // The reason for the whole module: the same check on a plain one builds the real Response.
    const plain = new Response(page(), { status: 200, headers: new Headers() });
    expect(isResponse(plain)).toBe(true);
    expect(sentAsBytes(plain)).toBe(false);
  });

  it("leaves any other Response alone", async () => {
    const other = new Response("<p>x</p>", { status: 404 });
    expect(fromRouter(other)).toBe(other);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe("<p>x</p>");
    // And a page given back twice is not harmed the second time.
    const res = documentResponse(page(), { status: 200, headers: new Headers() });
    fromRouter(fromRouter(res));
    expect(await res.text()).toBe("<!doctype html><p>Bonjour</p>");
  });
});

describe("pageBytes", () => {
  it("gives a page's own bytes without building the real Response, and nothing for others", () => {
    const bytes = page();
    const res = fromRouter(documentResponse(bytes, { status: 200, headers: new Headers() }));
    expect(pageBytes(res)).toBe(bytes);
    expect(sentAsBytes(res)).toBe(true);
    expect(pageBytes(new Response(page()))).toBeUndefined();
  });
});
