// The shop frame's HTML kept per page address and shell content (decision 110). A page rendered
// for one visitor (account, checkout, bag, sign-in…) spent ~40 % of its render on the frame —
// header, menus, footer — which is the same for everyone: its personal parts are filled in by the
// browser (decision 45) and it reads nothing but the shell data and the address. The first render
// of an address is whole, and the frame's parts are cut out of it; later renders of the same
// address and shell write marks instead (frame-slots.ts) that are swapped for those parts, so the
// page sent is byte for byte the whole render (tests/integration/frame-copy.test.ts).
import type { StaticHandlerContext } from "react-router";
import { createByteLru } from "../../../server/memory/byte-lru";
import { classesIn } from "../../lib/css-subset.server";
import { applyEdits, type Edit } from "../../lib/document-edits.server";
import { FRAME_MARK_AFTER, FRAME_MARK_BEFORE, FRAME_MARK_END } from "./frame-slots";
import type { ShellAnswer } from "./shell-data";
import { FRAME_CLASS } from "./shop-frame";

/**
 * The frame's HTML before <main> and after </main>, inside its root element, and the classes its
 * markup names: a page drawn from it scans only its own render for the inlined CSS's subset.
 */
export interface FrameParts {
  before: Buffer;
  after: Buffer;
  classes: ReadonlySet<string>;
}

/**
 * Pages drawn for one visitor and never shared, each at one address (by route id): the pages this
 * pays for (shared pages come from the page cache, and a product or category address each would
 * only fill this with frames used once). Only that exact address is kept: React Router also
 * matches `/Checkout/`, and every spelling kept apart would let anyone push the real ones out.
 */
const PERSONAL_PAGES = new Map([
  ["routes/account", "/account"],
  ["routes/checkout", "/checkout"],
  ["routes/bag", "/bag"],
  ["routes/login", "/login"],
  ["routes/register", "/register"],
  ["routes/reset-password", "/reset-password"],
  ["routes/order-status", "/order-status"],
]);

const SHOP_LAYOUT = "routes/shop-layout";

/** A few addresses × the shell's versions: ~15 KB each, 512 KB is room for dozens. */
const frames = createByteLru<FrameParts>({
  maxBytes: 512 * 1024,
  // The class names are a few hundred short strings: counted at ~2 KB.
  sizeOf: (parts) => parts.before.byteLength + parts.after.byteLength + 2048,
});

/**
 * What the frame of this render depends on — its address and the shell data it is drawn from —
 * or null when the page is not one whose frame is kept (another route, or an error page).
 */
export function frameKey(context: StaticHandlerContext): string | null {
  if (context.errors) return null;
  const route = context.matches.at(-1)?.route.id;
  const shell = context.loaderData[SHOP_LAYOUT] as Partial<ShellAnswer> | undefined;
  const pathname = context.location.pathname;
  if (!route || PERSONAL_PAGES.get(route) !== pathname || typeof shell?.frame !== "string") return null;
  // The frame's text is the shell's content as JSON already (shell-data.server.ts).
  return `${pathname}\n${shell.origin}\n${shell.frame}`;
}

let drawn = 0;

export function keptFrame(key: string): FrameParts | undefined {
  const parts = frames.get(key);
  if (parts) drawn++;
  return parts;
}

/** Frames kept, and pages drawn from one so far (tests). */
export function frameStats(): { kept: number; drawn: number } {
  return { kept: frames.size, drawn };
}

/** Keeps the frame of a whole render, when it can be cut out of it cleanly. */
export function keepFrame(key: string, html: Buffer): void {
  const parts = cutFrame(html);
  if (parts) frames.set(key, parts);
}

/** Forgets one kept frame (one that could not be put back), or every one (tests). */
export function forgetFrames(key?: string): void {
  if (key === undefined) frames.clear();
  else frames.delete(key);
}

/** Pages up to this size are put together in one buffer kept for the next (a personal page is ~40–60 KB). */
const SCRATCH_BYTES = 256 * 1024;
let scratch = Buffer.allocUnsafe(0);

/**
 * The page with the kept parts where the marks are, in a buffer reused by the next page: the
 * caller reads it and copies out what it keeps before it returns (the document passes, then the
 * answer's own buffer), so a page drawn from a copy allocates nothing more than a whole render.
 * Null when the marks are not both there: the page must then be rendered whole.
 */
export function putFrame(html: Buffer, parts: FrameParts): Buffer | null {
  const edits = frameEdits(html, parts);
  if (edits.length !== 2) return null;
  return applyEdits(html, edits, (size) => {
    if (size > SCRATCH_BYTES) return Buffer.allocUnsafe(size);
    if (scratch.length < size)
      scratch = Buffer.allocUnsafe(Math.min(SCRATCH_BYTES, Math.max(size, scratch.length * 2)));
    return scratch;
  });
}

/** The edits that put the kept parts where the marks are; none when a mark is missing. */
export function frameEdits(html: Buffer, parts: FrameParts): Edit[] {
  const edits: Edit[] = [];
  let at = 0;
  for (const [mark, part] of [
    [FRAME_MARK_BEFORE, parts.before],
    [FRAME_MARK_AFTER, parts.after],
  ] as const) {
    const from = html.indexOf(mark, at);
    const end = from < 0 ? -1 : html.indexOf(FRAME_MARK_END, from);
    if (end < 0) return [];
    at = end + FRAME_MARK_END.length;
    edits.push({ from, to: at, parts: [part] });
  }
  return edits;
}

const FRAME_OPEN = `<div class="${FRAME_CLASS}">`;
const MAIN_OPEN = '<main id="main"';
const MAIN_CLOSE = "</main>";

/**
 * The frame's parts of a whole render: from the frame's opening tag to <main>, and from </main>
 * to the frame's closing tag. Null when the frame is not found once and whole, or when a part of
 * it was still loading (a Suspense boundary React finished later, elsewhere in the page).
 */
export function cutFrame(html: Buffer): FrameParts | null {
  const open = html.indexOf(FRAME_OPEN);
  if (open < 0 || html.indexOf(FRAME_OPEN, open + 1) >= 0) return null;
  const start = open + FRAME_OPEN.length;
  const main = html.indexOf(MAIN_OPEN, start);
  const mainEnd = main < 0 ? -1 : html.indexOf(MAIN_CLOSE, main);
  if (mainEnd < 0 || html.indexOf(MAIN_OPEN, main + 1) >= 0) return null;
  const afterStart = mainEnd + MAIN_CLOSE.length;
  const end = closingDiv(html, afterStart);
  if (end < 0) return null;
  const before = Buffer.from(html.subarray(start, main));
  const after = Buffer.from(html.subarray(afterStart, end));
  for (const part of [before, after])
    if (["<!--$?-->", "<template", "<script"].some((mark) => part.includes(mark))) return null;
  return { before, after, classes: classesIn(Buffer.concat([before, after])).classes };
}

/** Where the <div> open at `from` closes: the first </div> not matched by a <div after `from`. */
function closingDiv(html: Buffer, from: number): number {
  let depth = 0;
  for (let at = from; ;) {
    const close = html.indexOf("</div>", at);
    if (close < 0) return -1;
    let open = html.indexOf("<div", at);
    // "<div" as a tag, not the start of another name
    while (open >= 0 && open < close && !/[\s>]/.test(String.fromCharCode(html[open + 4] ?? 0)))
      open = html.indexOf("<div", open + 1);
    if (open >= 0 && open < close) {
      depth++;
      at = open + 4;
    } else if (depth === 0) return close;
    else {
      depth--;
      at = close + 6;
    }
  }
}
