// The built stylesheets of a page, inlined into its <head>.
//
// On a slow phone connection each render-blocking stylesheet costs a round trip after the HTML,
// and while the browser waits for them the page's scripts arrive and run first, so the first
// paint (and the LCP image's) waits for hydration (docs/benchmarks.md §6). With the CSS in the
// HTML the page paints as soon as the HTML is in.
//
// React Router renders `<link rel="stylesheet" href="/assets/…css">` and the browser's React
// hydrates against those elements (it matches head links by rel and href), so each link stays
// in the HTML, marked `disabled` (the browser neither fetches nor applies it), right after a
// `<style data-href>` holding the same CSS. Client navigations keep working as before: React adds
// links for the next page's stylesheets and leaves these elements alone.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { applyEdits, type Edit } from "./document-edits.server";

/** Stylesheets larger than this, or beyond this much per page, stay links. */
export const MAX_INLINE_CSS_BYTES = 64 * 1024;

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const BUILT_CSS_HREF = /^\/assets\/[\w.-]+\.css$/;

/** CSS holding `</style` would end the element early. A plain search first: it runs on every page. */
const closesStyle = (css: string) => css.includes("</") && /<\/style/i.test(css);

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Reads a built stylesheet's CSS by its URL path; undefined leaves its link as it is. */
export type CssReader = (href: string) => string | undefined;

/** What replaces one stylesheet link: its CSS in a <style> before it, the link disabled. */
function inlined(tag: string, budget: number, readCss: CssReader) {
  const href = attr(tag, "href")?.replace(/#.*$/, "");
  if (!href || !BUILT_CSS_HREF.test(href) || /\sdisabled\b/.test(tag) || /\smedia="/.test(tag))
    return undefined;
  const css = readCss(href);
  if (css === undefined || css.length > budget || closesStyle(css)) return undefined;
  const nonce = attr(tag, "nonce");
  return {
    open: `<style${nonce ? ` nonce="${nonce}"` : ""} data-href="${href}">`,
    css,
    link: tag.replace(/\/?>$/, ' disabled=""/>'),
  };
}

/** `head` with each built stylesheet link preceded by its CSS in a `<style>` and disabled. */
export function inlineStylesheets(head: string, readCss: CssReader): string {
  let budget = MAX_INLINE_CSS_BYTES;
  return head.replace(STYLESHEET_LINK, (tag) => {
    const style = inlined(tag, budget, readCss);
    if (!style) return tag;
    budget -= style.css.length;
    return `${style.open}${style.css}</style>${style.link}`;
  });
}

/** Reads built CSS from the client build beside the server build; undefined in development. */
export function clientCssReader(): CssReader {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // build/server/index.js and build/server-bundle/main.mjs both sit beside build/client.
  const clientDir = [path.resolve(here, "../client"), path.resolve(process.cwd(), "build/client")].find(
    (dir) => existsSync(path.join(dir, "assets")),
  );
  const cache = new Map<string, string | undefined>();
  return (href) => {
    if (!clientDir || !BUILT_CSS_HREF.test(href)) return undefined;
    if (!cache.has(href)) {
      const file = path.join(clientDir, href);
      cache.set(href, existsSync(file) ? readFileSync(file, "utf8") : undefined);
    }
    return cache.get(href);
  };
}

/** Each stylesheet's CSS as bytes, made once and shared by every page that inlines it. */
const cssBytes = new Map<string, Buffer>();
function bytesOf(css: string): Buffer {
  let bytes = cssBytes.get(css);
  if (!bytes) {
    if (cssBytes.size >= 32) cssBytes.clear();
    bytes = Buffer.from(css, "utf8");
    cssBytes.set(css, bytes);
  }
  return bytes;
}

const STYLESHEET_MARK = 'rel="stylesheet"';
const ONE_LINK = /^<link\b[^>]*\brel="stylesheet"[^>]*>$/;

/**
 * The edits that inline a whole document's stylesheets (React writes </head> once), as
 * inlineStylesheets does for its head; found with byte searches, the CSS written from bytes
 * shared by every page.
 */
export function inlineCssEdits(html: Buffer, readCss: CssReader): Edit[] {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return [];
  const edits: Edit[] = [];
  let budget = MAX_INLINE_CSS_BYTES;
  for (
    let at = html.indexOf(STYLESHEET_MARK);
    at >= 0 && at < headEnd;
    at = html.indexOf(STYLESHEET_MARK, at + 1)
  ) {
    const start = html.lastIndexOf("<link", at);
    const stop = html.indexOf(">", at) + 1;
    if (start < 0 || stop === 0) continue;
    const tag = html.toString("utf8", start, stop);
    const style = ONE_LINK.test(tag) ? inlined(tag, budget, readCss) : undefined;
    if (!style) continue;
    budget -= style.css.length;
    edits.push({ from: start, to: stop, parts: [style.open, bytesOf(style.css), "</style>", style.link] });
  }
  return edits;
}

/** A whole document with the stylesheets of its <head> inlined; unchanged when there are none. */
export function inlineDocumentCss(html: Buffer, readCss: CssReader): Buffer {
  const edits = inlineCssEdits(html, readCss);
  return edits.length === 0 ? html : applyEdits(html, edits);
}
