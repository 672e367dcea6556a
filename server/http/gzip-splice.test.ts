import { randomBytes } from "node:crypto";
import { constants, createGunzip, deflateRawSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflateParts, gzipSpliced } from "./gzip-splice";

const bytes = (t: string) => Buffer.from(t, "utf8");

async function spliced(texts: string[], insert: string | Buffer): Promise<Buffer> {
  const raw = texts.map(bytes);
  const ins = Buffer.isBuffer(insert) ? insert : bytes(insert);
  return gzipSpliced(raw, deflateParts(raw, ins.length), ins)!;
}

/** Inflated a few bytes at a time, as a browser reads a response off the network. */
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

const nonce = () => randomBytes(18).toString("base64");

describe("deflateParts", () => {
  it("keeps the blocks in one buffer of their size, not in zlib's 64 KB output chunks", () => {
    const raw = ["<p>a</p>", "<p>b</p>".repeat(50), "<p>c</p>"].map(bytes);
    const { blocks } = deflateParts(raw, 24);
    const total = blocks.reduce((n, b) => n + b.length, 0);
    expect(new Set(blocks.map((b) => b.buffer)).size).toBe(1);
    expect(blocks[0]!.buffer.byteLength).toBe(total);
  });
});

describe("gzipSpliced", () => {
  const page = [
    '<!doctype html><html><head><style nonce="',
    '">.card{display:grid}.card h3{font:500 1rem Jost}</style><script nonce="',
    '">window.__boot=1</script></head><body>' +
      '<li class="card"><h3>Camel wool coat</h3> $1,290</li>'.repeat(300),
    '<script nonce="',
    '">hydrate(".card{display:grid}.card h3{font:500 1rem Jost}")</script><footer>' +
      '<li class="card"><h3>Camel wool coat</h3> $1,290</li>'.repeat(3) +
      "</footer></body></html>",
  ];

  it("inflates to the parts joined by the insert, whole and streamed", async () => {
    const n = nonce();
    const body = await spliced(page, n);
    expect(gunzipSync(body).toString("utf8")).toBe(page.join(n));
    expect(await gunzipStreaming(body)).toBe(page.join(n));
  });

  it("is about the size of one gzip of the page: each part points back into the ones before", async () => {
    const n = nonce();
    const whole = gzipSync(bytes(page.join(n))).length;
    // The same framing with each part deflated on its own: header, parts, nonces, final block, trailer.
    const alone =
      10 +
      page.reduce(
        (sum, part) => sum + deflateRawSync(bytes(part), { finishFlush: constants.Z_SYNC_FLUSH }).length,
        0,
      ) +
      (page.length - 1) * (5 + n.length) +
      5 +
      8;
    const body = await spliced(page, n);
    // The footer repeats the list's words, the last script the style's: found only by looking back.
    expect(body.length).toBeLessThan(whole + 40 * page.length);
    expect(body.length).toBeLessThan(alone - 100);
  });

  it("gives every insert of the same length its own right body from the same deflated parts", async () => {
    const raw = page.map(bytes);
    const deflated = deflateParts(raw, 24);
    for (let i = 0; i < 50; i++) {
      const n = nonce();
      expect(gunzipSync(gzipSpliced(raw, deflated, bytes(n))!).toString("utf8")).toBe(page.join(n));
    }
    // An insert that repeats the text around it: the decoder sees it, the dictionaries did not.
    const echo = bytes('">.card{display:grid}.car');
    expect(gunzipSync(gzipSpliced(raw, deflated, echo.subarray(0, 24))!).toString("utf8")).toBe(
      page.join(echo.subarray(0, 24).toString("utf8")),
    );
  });

  it("refuses an insert of another length (the caller sends the page as it is)", async () => {
    const raw = page.map(bytes);
    const deflated = deflateParts(raw, 24);
    expect(gzipSpliced(raw, deflated, bytes("short"))).toBeNull();
  });

  it("holds random parts, empty parts, NUL bytes, multi-byte text and an insert longer than a stored block", async () => {
    for (let i = 0; i < 20; i++) {
      const parts = Array.from({ length: 1 + (i % 6) }, (_, k) =>
        randomBytes(3 + ((i * 7919 + k * 104729) % 5000))
          .toString("base64")
          .slice(0, 2 + ((i * k * 31) % 4000)),
      );
      const n = nonce();
      expect(gunzipSync(await spliced(parts, n)).toString("utf8")).toBe(parts.join(n));
    }
    expect(gunzipSync(await spliced(["", "", ""], "x")).toString("utf8")).toBe("xx");
    expect(gunzipSync(await spliced(["only part"], "unused")).toString("utf8")).toBe("only part");
    expect(gunzipSync(await spliced(["Maïa’s ", " café"], "ü€")).toString("utf8")).toBe("Maïa’s ü€ café");
    const withNul = ["before \u0000\u0000\u0000", "after \u0000\u0000\u0000\u0000 and after"];
    expect(gunzipSync(await spliced(withNul, "abc")).toString("utf8")).toBe(withNul.join("abc"));
    const long = randomBytes(70_000);
    const body = await spliced(["a", "b"], long);
    expect(gunzipSync(body).equals(Buffer.concat([bytes("a"), long, bytes("b")]))).toBe(true);
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
