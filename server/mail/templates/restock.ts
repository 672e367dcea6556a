// 'It is back': the e-mail a 'Notify me' request is owed when its size can be ordered again.
// Plain HTML with inline styles (mail clients ignore stylesheets), and the same words as text.
import { colorName } from "../../../domain/colors";
import { imageUrl } from "../../../domain/images";
import { formatPrice } from "../../../domain/money";
import { defineTemplate } from "./define";

export interface RestockData {
  title: string;
  /** The product's slug: the link goes to its page. */
  url: string;
  size: string;
  /** Colour codes that can be ordered in this size now. */
  colors: string[];
  /** Media key of a picture in the first of those colours, or null. */
  image: string | null;
  priceCents: number;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const colours = (codes: readonly string[]) => codes.map(colorName).join(", ");

export const restock = defineTemplate<RestockData>({
  description: "A size someone asked about can be ordered again: picture, size, colours, price and a link.",
  sample: {
    title: "Double-Faced Cashmere Coat",
    url: "double-faced-cashmere-coat-4821",
    size: "38",
    colors: ["camel"],
    image: "seed/wool-coat/camel/1",
    priceCents: 490000,
  },
  render: async (d, { publicUrl }) => {
    const link = `${publicUrl}/product/${encodeURIComponent(d.url)}`;
    const what = `${d.title}, size ${d.size}`;
    const text = [
      "Hello,",
      "",
      `Good news: ${what}, is available again in ${colours(d.colors)}.`,
      `${formatPrice(d.priceCents)}`,
      "",
      `Order it here: ${link}`,
      "",
      "Pieces come back in small numbers, so we cannot hold it for you.",
      "",
      "Atelier Client Services",
    ].join("\n");
    const picture = d.image
      ? `<p style="margin:0 0 24px"><a href="${escape(link)}"><img src="${escape(publicUrl + imageUrl(d.image, 480))}" width="240" alt="${escape(`${d.title} in ${colorName(d.colors[0] ?? "")}`)}" style="display:block;width:240px;max-width:100%;height:auto;border:0"></a></p>`
      : "";
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(what)} is available</title></head>
<body style="margin:0;padding:0;background:#faf8f4;color:#1c1a17;font-family:Georgia,'Times New Roman',serif">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="margin:0 0 24px;font-size:13px;letter-spacing:0.2em;text-transform:uppercase">Atelier</p>
<h1 style="margin:0 0 16px;font-size:22px;font-weight:400">${escape(what)}, is available again</h1>
${picture}<p style="margin:0 0 8px;font-size:15px">Size ${escape(d.size)} · ${escape(colours(d.colors))}</p>
<p style="margin:0 0 24px;font-size:15px">${escape(formatPrice(d.priceCents))}</p>
<p style="margin:0 0 32px"><a href="${escape(link)}" style="display:inline-block;padding:12px 24px;background:#1c1a17;color:#ffffff;text-decoration:none;font-size:13px;letter-spacing:0.1em;text-transform:uppercase">View the piece</a></p>
<p style="margin:0;font-size:13px;color:#6b655c">Pieces come back in small numbers, so we cannot hold it for you. You asked us to tell you when it was available; this is the only message we send about it.</p>
</div></body></html>`;
    return { subject: `${what}, is available again`, text, html };
  },
});
