// The size guide's table as the server renders it: headers on both axes, and whatever staff
// typed printed as text, never as markup (decision 62).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { guideForSizes, type SizeGuideTable as Guide } from "../../domain/size-guides";
import { SizeGuideTable } from "./size-guide-table";

const guide: Guide = {
  title: "Shoes",
  sizeColumn: "EU",
  columns: ["UK", "Foot length (cm)"],
  rows: [
    { size: "40", values: ["6.5", "25.4"] },
    { size: "41", values: ["<script>alert(1)</script>", '<img src=x onerror="alert(2)">'] },
  ],
  note: "<b>Measure</b> at the end of the day.",
};

describe("SizeGuideTable", () => {
  it("captions the table with the guide's title and heads rows and columns", () => {
    const html = renderToString(<SizeGuideTable guide={guideForSizes(guide, ["40", "45"])} />);
    expect(html).toContain("<caption");
    expect(html).toContain(">Shoes</caption>");
    expect(html).toMatch(/<th scope="col">EU<\/th><th scope="col">UK<\/th>/);
    expect(html).toContain('<th scope="row">40</th>');
    // A sold size the guide does not cover keeps its row, with dashes.
    expect(html).toMatch(/<th scope="row">45<\/th><td>–<\/td><td>–<\/td>/);
  });

  it("prints markup staff typed as text", () => {
    const html = renderToString(<SizeGuideTable guide={guide} />);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toMatch(/<script|<img|<b>/);
  });
});
