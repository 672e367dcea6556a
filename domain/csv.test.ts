import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csv", () => {
  it.each(["=SUM(A1)", "+1", "-2", "@cmd", "\tx"])("neutralises a formula-looking cell %j", (v) => {
    expect(csvCell(v).replace(/^"|"$/g, "").startsWith("'")).toBe(true);
  });
  it("quotes commas, quotes and newlines", () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
  });
  it("leaves numbers alone, including negative ones", () => {
    expect(csvCell(-150)).toBe("-150");
    expect(csvCell(null)).toBe("");
  });
  it("joins rows with CRLF under a header", () => {
    expect(toCsv(["a", "b"], [[1, "x"]])).toBe("a,b\r\n1,x\r\n");
  });
});
