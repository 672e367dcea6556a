// The page's hydration JavaScript, asked for only once the first screen is painted.
//
// React Router's <Scripts> puts one `<link rel="modulepreload">` per module into <head> and an
// inline `<script type="module">` (route modules, manifest, `import(entry)`) at the end of <body>.
// The browser then fetches ~115 KB of modules alongside the LCP image: on a slow phone connection
// they share its bandwidth, and Chrome often runs them before its first paint, so every module
// ends up on the first paint's critical path (docs/benchmarks.md §6).
//
// This transform takes both out of the parser's hands: the preload links leave <head>, and the
// bootstrap script becomes an inert data block (same element, same text, a non-JavaScript type)
// followed by LOADER, a small classic script. LOADER adds the preload links and a module script
// with the bootstrap's text once the browser reports the page's high-priority images painted
// (the first paint when there are none), at the first tap or key press, or after DEFER_LIMIT_MS
// at the latest. The page before then is the server-rendered page: its links and its GET forms
// (search, filters) work without JavaScript, and any other form sent before then is held until
// hydration and sent again (EARLY_SUBMIT_SCRIPT, hydration.ts). The preloads go in a few per task; then LOADER
// switches on the stylesheet links left disabled beside their inlined rules (inline-css.server.ts),
// and the module script goes in once they have loaded (at most STYLESHEET_WAIT_MS later): the
// inlined CSS is only what the server's markup uses, so a panel or state drawn by JavaScript
// needs the whole sheets.
//
// CSP: LOADER carries the page's nonce like every inline script; it copies that nonce (the
// `nonce` property, which browsers keep after hiding the attribute) onto what it inserts, so the
// text needs no nonce of its own and the page cache's nonce substitution keeps working.

import { applyEdits, attributeOf, type Edit } from "./document-edits.server";

/** Hydration starts at the latest this long after the loader ran, even if an image is slow. */
export const DEFER_LIMIT_MS = 3000;

/** Hydration waits at most this long for the page's full stylesheets once it has started. */
export const STYLESHEET_WAIT_MS = 3000;

/** The type that keeps the bootstrap script from running: any non-JavaScript type makes a data block. */
export const DEFERRED_TYPE = "application/x-deferred-module";

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const BUILT_JS_HREF = /^\/assets\/[\w.-]+\.js$/;

/**
 * Without a paint entry to go by, hydration starts this long after the next frame: the frame's
 * pixels reach the screen some time after the main thread has drawn it.
 */
export const PAINT_MARGIN_MS = 200;

/** Module preload links the loader inserts per task. */
export const PRELOADS_PER_TASK = 4;

/**
 * Classic script, run where the bootstrap was (all of the first screen's markup is parsed by
 * then). `b` is the data block just before it.
 *
 * "Shown" is what the browser reports: a largest-contentful-paint entry painted after the
 * high-priority images settled (or for one of them), or the first-contentful-paint entry when
 * no such image is pending. Where the browser reports neither (no PerformanceObserver, or the
 * images are not the largest content), PAINT_MARGIN_MS after the next frame; without paint
 * entries at all, right after the next frame.
 */
export const LOADER = [
  "(function(){",
  "var d=document,s=d.currentScript,b=s.previousElementSibling,n=s.nonce,go=0,w=0,",
  "P=window.PerformanceObserver,T=(P&&P.supportedEntryTypes)||[];",
  // The preloads go in PRELOADS_PER_TASK at a time, one task each: a phone spends about a
  // millisecond on each inserted link, and the page's ~17 in one task made a long one.
  "function start(){if(go)return;go=1;var h=d.head,",
  'u=(b.getAttribute("data-modulepreload")||"").split(" ").filter(Boolean);',
  `function more(){u.splice(0,${PRELOADS_PER_TASK}).forEach(function(x){var l=d.createElement("link");l.rel="modulepreload";l.href=x;l.nonce=n;h.appendChild(l)});`,
  "if(u.length)setTimeout(more,0);else sheets(h)}more()}",
  // The stylesheets whose rules were inlined only in part (inline-css.server.ts) are switched
  // on once the preloads are in, and the modules run once they are, so nothing drawn by
  // JavaScript lacks its CSS.
  "function sheets(h){var c=d.querySelectorAll('link[rel=\"stylesheet\"][disabled]'),k=c.length;",
  'function run(){if(k<0)return;k=-1;var m=d.createElement("script");m.type="module";m.nonce=n;m.textContent=b.textContent;h.appendChild(m)}',
  "[].forEach.call(c,function(l){l.onload=l.onerror=function(){if(--k===0)run()};l.disabled=false});",
  `if(!k)run();else setTimeout(run,${STYLESHEET_WAIT_MS})}`,
  "function shown(type,ok){var y=T.indexOf(type)>=0;",
  "if(y)new P(function(l){if(l.getEntries().some(ok))start()}).observe({type:type,buffered:true});",
  // rAF runs before the next frame is drawn, the timeout after it.
  `requestAnimationFrame(function(){setTimeout(start,y?${PAINT_MARGIN_MS}:0)})}`,
  'var i=[].filter.call(d.images,function(e){return e.getAttribute("fetchpriority")==="high"&&!e.complete});',
  'function one(){if(--w)return;var t=performance.now();shown("largest-contentful-paint",function(e){return e.startTime>=t||i.indexOf(e.element)>=0})}',
  'w=i.length;i.forEach(function(e){e.addEventListener("load",one);e.addEventListener("error",one)});',
  'if(!w)shown("paint",function(e){return e.name==="first-contentful-paint"});',
  `setTimeout(start,${DEFER_LIMIT_MS});`,
  '["pointerdown","touchstart","keydown"].forEach(function(t){addEventListener(t,start,{capture:true,passive:true,once:true})})',
  "})()",
].join("");

/** `head` without its built module preload links, and their hrefs in order. */
export function takeModulePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (tag) => {
    const href = attributeOf(tag, "href");
    if (!href || !BUILT_JS_HREF.test(href)) return tag;
    hrefs.push(href);
    return "";
  });
  return { head: rest, hrefs };
}

/**
 * The bootstrap `<script … type="module" …>text</script>` as an inert data block that lists the
 * preloads, then the loader with the same nonce. Undefined for any other script.
 */
export function deferBootstrap(script: string, hrefs: string[]): string | undefined {
  const open = /^<script\b[^>]*>/.exec(script)?.[0];
  if (!open) return undefined;
  const text = script.slice(open.length, script.length - "</script>".length);
  if (!text.includes(BOOTSTRAP_MARK)) return undefined;
  const parts = deferredParts(open, hrefs);
  return parts && `${parts.open}${text}${parts.close}`;
}

/**
 * What replaces the bootstrap's opening tag (the data block's) and its `</script>` (the loader
 * after it); its text stays as it is. Undefined unless it is an inline module script.
 */
function deferredParts(open: string, hrefs: string[]): { open: string; close: string } | undefined {
  if (!/\stype="module"/.test(open) || /\ssrc="/.test(open)) return undefined;
  if (hrefs.some((h) => !BUILT_JS_HREF.test(h))) return undefined;
  const nonce = attributeOf(open, "nonce");
  const block = open
    .replace(/\stype="module"/, ` type="${DEFERRED_TYPE}"`)
    .replace(/\sasync(="[^"]*")?/, "")
    .replace(/>$/, ` data-modulepreload="${hrefs.join(" ")}">`);
  return { open: block, close: `</script><script${nonce ? ` nonce="${nonce}"` : ""}>${LOADER}</script>` };
}

const PRELOAD_MARK = 'rel="modulepreload"';

const BOOTSTRAP_MARK = "window.__reactRouterManifest";

/** The edits that take the head's built module preloads out, and their hrefs in order. */
function preloadEdits(html: Buffer, headEnd: number): { edits: Edit[]; hrefs: string[] } {
  const edits: Edit[] = [];
  const hrefs: string[] = [];
  // The head as latin1 text: one character per byte, so its indexes are the page's byte offsets,
  // and a built preload (ASCII) reads the same. One copy of a few KB instead of five calls into
  // Buffer per link (~17 links a page: ~0.07 ms of every page rendered per request).
  const head = html.toString("latin1", 0, headEnd);
  for (let at = head.indexOf(PRELOAD_MARK); at >= 0; at = head.indexOf(PRELOAD_MARK, at)) {
    const from = head.lastIndexOf("<link", at);
    const to = head.indexOf(">", at) + 1;
    if (to === 0) break;
    if (from < 0) {
      at = to;
      continue;
    }
    const taken = takeModulePreloads(head.slice(from, to));
    if (taken.hrefs.length === 1 && taken.head === "") {
      edits.push({ from, to, parts: [] });
      hrefs.push(taken.hrefs[0]!);
    }
    at = to;
  }
  return { edits, hrefs };
}

/**
 * The bootstrap script's edits: its opening tag made the data block's, its `</script>` followed
 * by the loader; its text (the manifest, several KB) is left in place and copied as bytes. It is
 * among the body's last scripts (only the loader data's come after it), so it is looked for from
 * the end; a mention of its mark elsewhere (a visitor's text in the loader data) is passed over.
 */
function bootstrapEdits(html: Buffer, headEnd: number, hrefs: string[]): Edit[] {
  for (let mark = html.lastIndexOf(BOOTSTRAP_MARK); mark > headEnd;) {
    const open = html.lastIndexOf("<script", mark);
    if (open < headEnd) return [];
    const openEnd = html.indexOf(">", open) + 1;
    const close = html.indexOf("</script>", openEnd);
    if (openEnd > 0 && openEnd <= mark && close > mark) {
      const parts = deferredParts(html.toString("utf8", open, openEnd), hrefs);
      if (parts)
        return [
          { from: open, to: openEnd, parts: [parts.open] },
          { from: close, to: close + "</script>".length, parts: [parts.close] },
        ];
    }
    mark = html.lastIndexOf(BOOTSTRAP_MARK, open - 1);
  }
  return [];
}

/**
 * The edits that apply the above to a document: the head's built module preloads taken out and
 * the bootstrap script deferred. None for a page without such preloads (no JavaScript), or
 * without the bootstrap. Found with byte searches, not by decoding and scanning the whole page:
 * a regular expression over every script of a 90 KB page cost ~0.4 ms per render.
 */
export function deferHydrationEdits(html: Buffer): Edit[] {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return [];
  const { edits, hrefs } = preloadEdits(html, headEnd);
  if (hrefs.length === 0) return [];
  const bootstrap = bootstrapEdits(html, headEnd, hrefs);
  return bootstrap.length === 0 ? [] : [...edits, ...bootstrap];
}

/** The document with its hydration deferred (deferHydrationEdits); unchanged when there are none. */
export function deferHydration(html: Buffer): Buffer {
  const edits = deferHydrationEdits(html);
  return edits.length === 0 ? html : applyEdits(html, edits);
}
