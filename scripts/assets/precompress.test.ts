import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDir } from "./precompress.mjs";

describe("precompressDir", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes .br and .gz beside text assets, in nested folders, that decode to the original", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "atelier-precompress-"));
    mkdirSync(path.join(dir, "assets"));
    const js = "const greeting = 'bonjour';\n".repeat(200);
    const css = ".card { color: #222; margin: 0 auto; }\n".repeat(100);
    writeFileSync(path.join(dir, "assets", "a.js"), js);
    writeFileSync(path.join(dir, "assets", "a.css"), css);
    const r = await precompressDir(dir);
    expect(r.files).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(dir, "assets", "a.js.br"))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(path.join(dir, "assets", "a.css.gz"))).toString()).toBe(css);
    expect(r.brotliBytes).toBeLessThan(r.bytes / 4);
  });

  it("skips images, fonts, tiny files and its own output", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "atelier-precompress-"));
    writeFileSync(path.join(dir, "hero.webp"), Buffer.alloc(5000, 1));
    writeFileSync(path.join(dir, "face.woff2"), Buffer.alloc(5000, 1));
    writeFileSync(path.join(dir, "tiny.js"), "export {};\n");
    writeFileSync(path.join(dir, "big.js"), "x;".repeat(1000));
    await precompressDir(dir);
    const again = await precompressDir(dir);
    expect(again.files).toBe(1);
    for (const name of ["hero.webp", "face.woff2", "tiny.js", "big.js.br"]) {
      expect(existsSync(path.join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`))).toBe(false);
    }
    expect(existsSync(path.join(dir, "big.js.br"))).toBe(true);
  });
});
