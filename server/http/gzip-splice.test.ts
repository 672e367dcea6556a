import { randomBytes } from "node:crypto";
import { createGunzip, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflateParts, gzipSpliced } from "./gzip-splice";

async function spliced(texts: string[], insert: string | Buffer): Promise<Buffer> {
  const raw = texts.map((t) => Buffer.from(t, "utf8"));
  return gzipSpliced(
    raw,
    await deflateParts(raw),
    Buffer.isBuffer(insert) ? insert : Buffer.from(insert, "utf8"),
  );
}

/** Inflated chunk by chunk, as a browser reads a response off the network. */
function gunzipStreaming(body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const out: Buffer[] = [];
    const z = createGunzip();
    z.on("data", (c: Buffer) => out.push(c));
    z.on("end", () => resolve(Buffer.concat(out).toString("utf8")));
    z.on("error", reject);
    for (let at = 0; at < body.length; at += 7) z.write(body.subarray(at, at + 7));
    z.end();
  });
}

describe("gzipSpliced", () => {
  const page = [
    '<!doctype html><html><head><script nonce="',
    '">window.__boot=1</script></head><body>' + "<li>Camel wool coat — $1,290</li>".repeat(400),
    '<script nonce="',
    '">hydrate()</script></body></html>',
  ];

  it("inflates to the parts joined by the insert, whole and streamed", async () => {
    const body = await spliced(page, "Zm9vYmFyYmF6cXV4");
    const expected = page.join("Zm9vYmFyYmF6cXV4");
    expect(gunzipSync(body).toString("utf8")).toBe(expected);
    expect(await gunzipStreaming(body)).toBe(expected);
    // Deflated once, the page is a fraction of its size whatever the nonce.
    expect(body.length).toBeLessThan(Buffer.byteLength(expected) / 10);
  });

  it("gives each insert its own body from the same deflated parts", async () => {
    const raw = page.map((t) => Buffer.from(t, "utf8"));
    const deflated = await deflateParts(raw);
    for (const nonce of ["a", "nonce-two", ""]) {
      expect(gunzipSync(gzipSpliced(raw, deflated, Buffer.from(nonce))).toString("utf8")).toBe(
        page.join(nonce),
      );
    }
  });

  it("holds empty parts, one part, multi-byte text and an insert longer than a stored block", async () => {
    expect(gunzipSync(await spliced(["", "", ""], "x")).toString("utf8")).toBe("xx");
    expect(gunzipSync(await spliced(["only part"], "unused")).toString("utf8")).toBe("only part");
    expect(gunzipSync(await spliced(["Maïa’s ", " café"], "ü€")).toString("utf8")).toBe("Maïa’s ü€ café");
    const long = randomBytes(70_000);
    const body = await spliced(["a", "b"], long);
    expect(gunzipSync(body).equals(Buffer.concat([Buffer.from("a"), long, Buffer.from("b")]))).toBe(true);
  });

  it("carries the CRC and length a decoder checks", async () => {
    const body = await spliced(page, "n");
    const bad = Buffer.from(body);
    bad.writeUInt8(bad.readUInt8(bad.length - 8) ^ 0xff, bad.length - 8);
    expect(() => gunzipSync(bad)).toThrow();
    const short = Buffer.from(body);
    short.writeUInt8(short.readUInt8(short.length - 4) ^ 0x01, short.length - 4);
    expect(() => gunzipSync(short)).toThrow();
  });
});
