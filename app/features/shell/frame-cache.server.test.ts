import type { StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";
import { applyEdits } from "../../lib/document-edits.server";
import { cutFrame, frameEdits, frameKey, putFrame } from "./frame-cache.server";
import { FRAME_MARK_AFTER, FRAME_MARK_BEFORE, FRAME_MARK_END } from "./frame-slots";
import { FRAME_CLASS } from "./shop-frame";

const BEFORE =
  '<a href="#main">Skip</a><header><div class="bar"><div>Women</div><divider></divider></div></header>';
const AFTER = '<!--$--><footer><div><div>Contact</div></div></footer><!--/$--><div hidden=""></div>';
const MAIN = '<main id="main" tabindex="-1"><div><p>Checkout</p></div></main>';
const page = (before: string, after: string, main = MAIN) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body><div class="cookies"></div>` +
  `<div class="${FRAME_CLASS}">${before}${main}${after}</div><script>go("</div>")</script></body></html>`;

describe("cutting the shop frame out of a whole page", () => {
  it("takes what surrounds <main> inside the frame's root, nested <div>s and all", () => {
    const parts = cutFrame(Buffer.from(page(BEFORE, AFTER)));
    expect(parts?.before.toString()).toBe(BEFORE);
    expect(parts?.after.toString()).toBe(AFTER);
  });

  it("keeps nothing when a part was still loading, or the frame or its <main> is not found once", () => {
    const pending = '<!--$?--><template id="B:0"></template><!--/$-->';
    expect(cutFrame(Buffer.from(page(BEFORE, pending + AFTER)))).toBeNull();
    expect(
      cutFrame(Buffer.from(page(BEFORE, AFTER).replace(`class="${FRAME_CLASS}"`, 'class="other"'))),
    ).toBeNull();
    expect(cutFrame(Buffer.from(page(BEFORE, AFTER, MAIN + MAIN)))).toBeNull();
    expect(cutFrame(Buffer.from(page(BEFORE, AFTER, "<p>no main</p>")))).toBeNull();
    expect(cutFrame(Buffer.from(page(BEFORE, "<script>x()</script>" + AFTER)))).toBeNull();
  });

  it("puts the kept parts where the marks are: the whole page again", () => {
    const whole = page(BEFORE, AFTER);
    const parts = cutFrame(Buffer.from(whole))!;
    const marked = page(
      `${FRAME_MARK_BEFORE}<img src="/images/wordmark.svg" alt=""/>${FRAME_MARK_END}`,
      `${FRAME_MARK_AFTER}${FRAME_MARK_END}`,
    );
    const html = Buffer.from(marked);
    expect(applyEdits(html, frameEdits(html, parts)).toString()).toBe(whole);
  });

  it("puts nothing back when a mark is missing: the page must be rendered whole", () => {
    const parts = cutFrame(Buffer.from(page(BEFORE, AFTER)))!;
    const oneMark = Buffer.from(page(`${FRAME_MARK_BEFORE}${FRAME_MARK_END}`, ""));
    expect(frameEdits(oneMark, parts)).toEqual([]);
    expect(putFrame(oneMark, parts)).toBeNull();
    const both = Buffer.from(
      page(`${FRAME_MARK_BEFORE}${FRAME_MARK_END}`, `${FRAME_MARK_AFTER}${FRAME_MARK_END}`),
    );
    expect(putFrame(both, parts)?.toString()).toBe(page(BEFORE, AFTER));
  });
});

describe("what a kept frame is kept by", () => {
  const frame = (announcement: unknown) => JSON.stringify({ menu: { women: [], men: [] }, announcement });
  const shell = { origin: "https://atelier.example", frame: frame(null) };
  const context = (over: Partial<StaticHandlerContext> & { route?: string; shell?: unknown } = {}) =>
    ({
      location: { pathname: "/checkout", search: "", hash: "", state: null, key: "k" },
      matches: [
        { route: { id: "root" } },
        { route: { id: "routes/shop-layout" } },
        { route: { id: over.route ?? "routes/checkout" } },
      ],
      loaderData: { "routes/shop-layout": "shell" in over ? over.shell : shell },
      errors: null,
      ...over,
    }) as unknown as StaticHandlerContext;

  it("is the page's address and the shell's content, for personal pages only", () => {
    const key = frameKey(context());
    expect(key).toContain("/checkout");
    expect(frameKey(context({ shell: { ...shell, frame: frame({ text: "Sale", link: null }) } }))).not.toBe(
      key,
    );
    expect(frameKey(context({ shell: { ...shell, origin: "https://other.example" } }))).not.toBe(key);
    expect(
      frameKey(
        context({
          location: { pathname: "/bag", search: "", hash: "", state: null, key: "k" },
          route: "routes/bag",
        }),
      ),
    ).not.toBe(key);
    expect(frameKey(context({ route: "routes/product" }))).toBeNull();
    // Only the page's own address: other spellings React Router also matches are not kept apart.
    for (const pathname of ["/Checkout", "/checkout/", "/bag"])
      expect(
        frameKey(context({ location: { pathname, search: "", hash: "", state: null, key: "k" } })),
      ).toBeNull();
    expect(frameKey(context({ route: "routes/home" }))).toBeNull();
  });

  it("is none for an error page or a page without the shell's data", () => {
    expect(frameKey(context({ errors: { "routes/checkout": new Error("x") } }))).toBeNull();
    expect(frameKey(context({ shell: undefined }))).toBeNull();
    expect(frameKey(context({ shell: { origin: "https://atelier.example" } }))).toBeNull();
  });
});
