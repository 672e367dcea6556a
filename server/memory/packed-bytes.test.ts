import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { packBytes, packStrings } from "./packed-bytes";

describe("packBytes", () => {
  it("copies the bytes into one buffer of their total size", () => {
    const fromZlib = deflateRawSync(Buffer.from("<p>camel coat</p>"));
    expect(fromZlib.buffer.byteLength).toBeGreaterThan(16 * 1024); // a view of zlib's output chunk
    const packed = packBytes([fromZlib, Buffer.from("abc"), new Uint8Array(0)]);
    expect(packed.map((b) => b.length)).toEqual([fromZlib.length, 3, 0]);
    expect(packed[0]!.equals(fromZlib)).toBe(true);
    expect(packed[1]!.toString()).toBe("abc");
    expect(new Set(packed.map((b) => b.buffer)).size).toBe(1);
    expect(packed[0]!.buffer.byteLength).toBe(fromZlib.length + 3);
  });
});

describe("packStrings", () => {
  it("encodes each string as UTF-8 into one buffer of their total size", () => {
    const texts = ['<a nonce="', '">Écharpe en soie — 1 290 $</a>', ""];
    const packed = packStrings(texts);
    expect(packed.map((b) => b.toString("utf8"))).toEqual(texts);
    expect(packed[0]!.buffer).toBe(packed[1]!.buffer);
    expect(packed[0]!.buffer.byteLength).toBe(texts.reduce((n, t) => n + Buffer.byteLength(t), 0));
  });
});
