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
//
// Where the page's hydration is deferred (deferred-hydration.server.ts), only the rules its
// markup can use are inlined (css-subset.server.ts: ~15-60 % of the bytes), and the hydration
// loader switches the disabled links on and waits for them before any module runs.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { applyEdits, attributeOf, type Edit } from "./document-edits.server";
import { classesIn, parseStylesheet, subsetCss, type CssNode } from "./css-subset.server";

/** Stylesheets larger than this, or beyond this much per page, stay links. */
export const MAX_INLINE_CSS_BYTES = 64 * 1024;

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const BUILT_CSS_HREF = /^\/assets\/[\w.-]+\.css$/;

/**
 * CSS holding `</style` would end the element early. The verdict is kept per stylesheet (the
 * reader hands out the same string each time), instead of a search of its text on every page.
 */
const closingVerdicts = new Map<string, boolean>();
function closesStyle(css: string): boolean {
  let closes = closingVerdicts.get(css);
  if (closes === undefined) {
    if (closingVerdicts.size >= 256) closingVerdicts.clear();
    closes = css.includes("</") && /<\/style/i.test(css);
    closingVerdicts.set(css, closes);
  }
  return closes;
}

/** Reads a built stylesheet's CSS by its URL path; undefined leaves its link as it is. */
export type CssReader = (href: string) => string | undefined;

/** The classes of a page's markup, and a key for that set. */
export type PageClasses = ReturnType<typeof classesIn>;

/** Each stylesheet's rules, parsed once (the build's stylesheets are a fixed set), and a number. */
const parsedSheets = new Map<string, { id: number; nodes: CssNode[] }>();
/** Never reused, even after parsedSheets is cleared: the id is part of the subsets' keys. */
let nextSheetId = 0;
function rulesOf(css: string) {
  let sheet = parsedSheets.get(css);
  if (!sheet) {
    if (parsedSheets.size >= 256) parsedSheets.clear();
    sheet = { id: nextSheetId++, nodes: parseStylesheet(css) };
    parsedSheets.set(css, sheet);
  }
  return sheet;
}

/**
 * A memo that forgets everything once what it holds, keys and values (by `sizeOf`), would pass
 * `limit`: the pages of one build need a few dozen entries, so a full clear is rare and costs one
 * recomputation each.
 */
function boundedMemo<V>(limit: number, sizeOf: (value: V) => number) {
  const kept = new Map<string, V>();
  let held = 0;
  return (key: string, make: () => V): V => {
    let value = kept.get(key);
    if (value === undefined) {
      value = make();
      const size = key.length + sizeOf(value);
      if (held + size > limit) {
        kept.clear();
        held = 0;
      }
      kept.set(key, value);
      held += size;
    }
    return value;
  };
}

/**
 * A stylesheet's subset for a set of classes, kept by sheet and set: a page rendered per request
 * has the same classes from one request to the next, so its subset is worked out once (and the
 * same string is what bytesOf finds again). At most 2 M characters.
 */
const subsets = boundedMemo<string>(2 * 1024 * 1024, (css) => css.length);
function subsetOf(whole: string, page: PageClasses): string {
  const sheet = rulesOf(whole);
  return subsets(`${sheet.id}|${page.key}`, () => subsetCss(sheet.nodes, page.classes));
}

/**
 * What replaces one stylesheet link: its CSS in a <style> before it, the link disabled. With
 * `page`, the classes of the page's markup, only the rules they can match.
 */
function inlined(tag: string, budget: number, readCss: CssReader, page?: PageClasses) {
  const href = attributeOf(tag, "href")?.replace(/#.*$/, "");
  if (!href || !BUILT_CSS_HREF.test(href) || /\sdisabled\b/.test(tag) || /\smedia="/.test(tag))
    return undefined;
  const whole = readCss(href);
  if (whole === undefined || closesStyle(whole)) return undefined;
  const css = page ? subsetOf(whole, page) : whole;
  if (css.length > budget) return undefined;
  const nonce = attributeOf(tag, "nonce");
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

/** Inlined CSS as bytes, shared by every page that inlines it; at most 2 MB. */
const cssBytes = boundedMemo<Buffer>(2 * 1024 * 1024, (bytes) => bytes.length);
const bytesOf = (css: string): Buffer => cssBytes(css, () => Buffer.from(css, "utf8"));

const STYLESHEET_MARK = 'rel="stylesheet"';
const ONE_LINK = /^<link\b[^>]*\brel="stylesheet"[^>]*>$/;

/**
 * The edits that inline a whole document's stylesheets (React writes </head> once), as
 * inlineStylesheets does for its head; found with byte searches, the CSS written from bytes
 * shared by every page. `subset`: only the rules the document's markup can use (for a page whose
 * hydration loader switches the full stylesheets on); `classesOf` finds the markup's classes when
 * the caller knows them more cheaply than a scan of the whole document.
 */
export function inlineCssEdits(
  html: Buffer,
  readCss: CssReader,
  subset = false,
  classesOf: () => PageClasses = () => classesIn(html),
): Edit[] {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return [];
  const edits: Edit[] = [];
  let budget = MAX_INLINE_CSS_BYTES;
  let page: PageClasses | undefined;
  // Searched in the head only: past its last stylesheet, a search of the whole document would
  // read the body to its end for every page.
  const head = html.subarray(0, headEnd);
  for (let at = head.indexOf(STYLESHEET_MARK); at >= 0; at = head.indexOf(STYLESHEET_MARK, at + 1)) {
    const start = html.lastIndexOf("<link", at);
    const stop = html.indexOf(">", at) + 1;
    if (start < 0 || stop === 0) continue;
    const tag = html.toString("utf8", start, stop);
    if (subset) page ??= classesOf();
    const style = ONE_LINK.test(tag) ? inlined(tag, budget, readCss, page) : undefined;
    if (!style) continue;
    budget -= style.css.length;
    edits.push({ from: start, to: stop, parts: [style.open, bytesOf(style.css), "</style>", style.link] });
  }
  return edits;
}

/** A whole document with the stylesheets of its <head> inlined; unchanged when there are none. */
export function inlineDocumentCss(html: Buffer, readCss: CssReader, subset = false): Buffer {
  const edits = inlineCssEdits(html, readCss, subset);
  return edits.length === 0 ? html : applyEdits(html, edits);
}
