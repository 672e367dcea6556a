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

/** Stylesheets larger than this, or beyond this much per page, stay links. */
export const MAX_INLINE_CSS_BYTES = 64 * 1024;

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const BUILT_CSS_HREF = /^\/assets\/[\w.-]+\.css$/;

/** CSS holding `</style` would end the element early. A plain search first: it runs on every page. */
const closesStyle = (css: string) => css.includes("</") && /<\/style/i.test(css);

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * `head` with each built stylesheet link preceded by its CSS in a `<style>` and disabled.
 * `readCss` returns a file's CSS by its URL path, or undefined to leave the link as it is.
 */
export function inlineStylesheets(head: string, readCss: (href: string) => string | undefined): string {
  let budget = MAX_INLINE_CSS_BYTES;
  return head.replace(STYLESHEET_LINK, (tag) => {
    const href = attr(tag, "href")?.replace(/#.*$/, "");
    if (!href || !BUILT_CSS_HREF.test(href) || /\sdisabled\b/.test(tag) || /\smedia="/.test(tag)) return tag;
    const css = readCss(href);
    if (css === undefined || css.length > budget || closesStyle(css)) return tag;
    budget -= css.length;
    const nonce = attr(tag, "nonce");
    const style = `<style${nonce ? ` nonce="${nonce}"` : ""} data-href="${href}">${css}</style>`;
    return `${style}${tag.replace(/\/?>$/, ' disabled=""/>')}`;
  });
}

/** Reads built CSS from the client build beside the server build; undefined in development. */
export function clientCssReader(): (href: string) => string | undefined {
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

/** A whole document with the stylesheets of its <head> inlined (React writes </head> once). */
export function inlineDocumentCss(html: Buffer, readCss: (href: string) => string | undefined): Buffer {
  const end = html.indexOf("</head>");
  if (end < 0) return html;
  const head = inlineStylesheets(html.subarray(0, end).toString("utf8"), readCss);
  return Buffer.concat([Buffer.from(head, "utf8"), html.subarray(end)]);
}
