// What a page's HTML actually asks the browser for: module preloads and module scripts, gzipped
// from the build, plus the inline scripts. Cross-checks the manifest arithmetic of the budget.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface ServedJs {
  path: string;
  status: number;
  files: string[];
  fileGzipBytes: number;
  inlineGzipBytes: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  dashboardFiles: string[];
}

export async function servedJs(
  base: string,
  pagePath: string,
  clientDir: string,
  dashboardUrls: Set<string>,
): Promise<ServedJs> {
  const res = await fetch(base + pagePath);
  const html = await res.text();
  const files = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) files.add(m[1]!);
  // The same preloads, listed for the deferred loader (app/lib/deferred-hydration.server.ts).
  for (const m of html.matchAll(/\sdata-modulepreload="([^"]*)"/g)) {
    for (const href of m[1]!.split(" ")) if (href) files.add(href);
  }
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) files.add(m[1]!);
  let fileGzipBytes = 0;
  for (const f of files) {
    const p = path.join(clientDir, f.replace(/^\//, ""));
    if (existsSync(p)) fileGzipBytes += gzipSync(readFileSync(p)).length;
  }
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .join("\n");
  return {
    path: pagePath,
    status: res.status,
    files: [...files],
    fileGzipBytes,
    inlineGzipBytes: inline ? gzipSync(inline).length : 0,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    dashboardFiles: [...files].filter((f) => dashboardUrls.has(f)),
  };
}
