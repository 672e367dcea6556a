// A bag line's facts as the bag page and the mini bag print them: colour by its name, size, then
// the view's own facts, each a term and its value.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LineFact, LineFacts } from "./line-facts";

describe("LineFacts", () => {
  it("lists colour and size, then the view's facts, as terms and values", () => {
    const html = renderToString(
      <LineFacts color="camel" size="36" className="mine">
        <LineFact term="Quantity">2</LineFact>
      </LineFacts>,
    );
    expect(html).toMatch(/^<dl class="[^"]* mine">/);
    expect(html).toContain(
      "<div><dt>Colour</dt><dd>Camel</dd></div><div><dt>Size</dt><dd>36</dd></div><div><dt>Quantity</dt><dd>2</dd></div>",
    );
  });

  it("prints only colour and size when the view adds nothing", () => {
    const html = renderToString(<LineFacts color="camel" size="One Size" />);
    expect(html.match(/<dt>/g)).toHaveLength(2);
  });
});
