import { afterEach, describe, expect, it, vi } from "vitest";
import {
  PAGE_ANSWER_ID,
  inDataBlock,
  pageAnswerHtml,
  readTextAnswer,
  textAnswer,
  type TextAnswer,
} from "./text-answer";

describe("a loader answer carried as one JSON text", () => {
  const orders = [{ id: "A1", lines: [{ title: "Tote", quantity: 1 }], returned: undefined }];

  it("is read as the loader's own value where it was made: the page renders without parsing the text", () => {
    const answer = textAnswer({ tab: "orders", orders });
    expect(answer.text).toBe(JSON.stringify({ tab: "orders", orders }));
    expect(readTextAnswer(answer).orders).toBe(orders);
  });

  it("is parsed once per answer elsewhere (the browser's decoded copy), and a new answer again", () => {
    const sent = textAnswer({ tab: "orders", orders });
    const decoded = { text: sent.text };
    const first = readTextAnswer(decoded);
    expect(first).toEqual({ tab: "orders", orders: [{ id: "A1", lines: [{ title: "Tote", quantity: 1 }] }] });
    expect(first.orders).not.toBe(orders);
    expect(readTextAnswer(decoded)).toBe(first);
    const revalidated = { text: sent.text };
    expect(readTextAnswer(revalidated)).not.toBe(first);
    expect(readTextAnswer(revalidated)).toEqual(first);
  });

  it("reads an answer of the value itself (a process of the build before) as it is", () => {
    const before = { tab: "orders", orders };
    expect(readTextAnswer(before as unknown as TextAnswer<typeof before>)).toBe(before);
  });

  it("once parsed, cannot be changed in development and tests", () => {
    const read = readTextAnswer({ text: textAnswer({ orders }).text });
    expect(() => {
      read.orders[0]!.id = "changed";
    }).toThrow(TypeError);
  });
});

describe("a loader answer carried in the page (a request for the whole page)", () => {
  const orders = [{ id: "A1", lines: [{ title: "Tote </script><!-- <b>", quantity: 1 }] }];
  afterEach(() => vi.unstubAllGlobals());

  it("carries no text in the answer; the server renders from the loader's own value", () => {
    const answer = textAnswer({ tab: "orders", orders }, { inPage: true });
    expect(answer).toEqual({ inPage: true });
    expect(readTextAnswer(answer).orders).toBe(orders);
  });

  it("writes the text for a JSON data block: no '<' left, read back as it was", () => {
    const answer = textAnswer({ orders }, { inPage: true });
    const html = pageAnswerHtml(answer)!;
    expect(html).not.toContain("<");
    expect(html).toContain("Tote \\u003c/script>");
    expect(JSON.parse(html)).toEqual({ orders });
    expect(inDataBlock('{"a":"x"}')).toBe('{"a":"x"}');
  });

  it("is an answer of its own for a data request: the text itself, no data block", () => {
    const answer = textAnswer({ orders }, { inPage: false });
    expect(answer).toEqual({ text: JSON.stringify({ orders }) });
    expect(pageAnswerHtml(answer)).toBeNull();
  });

  it("is read in the browser from the page's data block, once per answer", () => {
    const html = pageAnswerHtml(textAnswer({ tab: "orders", orders }, { inPage: true }))!;
    const getElementById = vi.fn((id: string) => (id === PAGE_ANSWER_ID ? { textContent: html } : null));
    vi.stubGlobal("document", { getElementById });
    const decoded = { inPage: true } as const;
    const read = readTextAnswer<{ tab: string; orders: typeof orders }>(decoded);
    expect(read).toEqual({ tab: "orders", orders });
    expect(read.orders).not.toBe(orders);
    expect(readTextAnswer(decoded)).toBe(read);
    expect(pageAnswerHtml(decoded)).toBe(html);
  });

  it("says so when the page has no data block for it", () => {
    vi.stubGlobal("document", { getElementById: () => null });
    expect(() => readTextAnswer({ inPage: true })).toThrow(/page-answer/);
  });
});
