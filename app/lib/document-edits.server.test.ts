import { describe, expect, it } from "vitest";
import { applyEdits } from "./document-edits.server";
import { documentSink, spareCount } from "./document-sink.server";

const page = Buffer.from("<head><link a><link b></head><body>Café ü</body>");

describe("applyEdits", () => {
  it("replaces, removes and inserts in one copy, whatever order the edits come in", () => {
    const at = (s: string) => page.indexOf(s);
    const out = applyEdits(page, [
      { from: at("</body>"), to: at("</body>"), parts: ["<script>x</script>"] },
      { from: at("<link b>"), to: at("</head>"), parts: [] },
      { from: at("<link a>"), to: at("<link b>"), parts: ["<style>", Buffer.from("é{}"), "</style>"] },
    ]);
    expect(out.toString("utf8")).toBe("<head><style>é{}</style></head><body>Café ü<script>x</script></body>");
  });

  it("copies the page even without edits, and refuses overlapping or out-of-range edits", () => {
    // The page is a view of a buffer the next render writes over: the answer must not share it.
    const reused = Buffer.from(page);
    const out = applyEdits(reused, []);
    reused.fill(0);
    expect(out.equals(page)).toBe(true);
    expect(() =>
      applyEdits(page, [
        { from: 2, to: 8, parts: [] },
        { from: 6, to: 9, parts: [] },
      ]),
    ).toThrow(RangeError);
    expect(() => applyEdits(page, [{ from: 5, to: page.length + 1, parts: [] }])).toThrow(RangeError);
  });
});

describe("documentSink", () => {
  it("hands the written page (bytes and text) to finish, then keeps its buffer for the next page", () => {
    let got = "";
    const sink = documentSink(
      (html) => (got = html.toString("utf8")),
      (error) => {
        throw error;
      },
    );
    sink.write(Buffer.from("<p>"));
    sink.write("Café ".repeat(40_000));
    sink.end(new Uint8Array(Buffer.from("</p>")));
    expect(got).toBe(`<p>${"Café ".repeat(40_000)}</p>`);
    const before = spareCount();
    let second = "";
    const next = documentSink(
      (html) => (second = html.toString("utf8")),
      () => {},
    );
    expect(spareCount()).toBe(before - 1);
    next.end("<i>short</i>");
    expect(second).toBe("<i>short</i>");
    expect(spareCount()).toBe(before);
  });

  it("reports a failure of finish or an abort, and ignores writes after", () => {
    const failures: unknown[] = [];
    const sink = documentSink(
      () => {
        throw new Error("edit failed");
      },
      (error) => failures.push(error),
    );
    sink.end("x");
    const aborted = documentSink(
      () => failures.push("finished"),
      (error) => failures.push(error),
    );
    aborted.destroy(new Error("timeout"));
    expect(aborted.write("late")).toBe(false);
    aborted.end();
    expect(failures.map((f) => (f as Error).message)).toEqual(["edit failed", "timeout"]);
  });
});
