// 'It is now available': the e-mail a 'Notify me' request is owed when its size can be ordered again. In
// the shop's frame like every other message; the picture travels as an inline attachment.
import { Img, Link, Section, Text } from "@react-email/components";
import { colorName } from "../../../domain/colors";
import { formatPrice } from "../../../domain/money";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { OrderButton } from "./order-parts";
import { color, label, text } from "./style";

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

const colours = (codes: readonly string[]) => codes.map(colorName).join(", ");

export const restock = defineTemplate<RestockData>({
  description:
    "A size someone asked about can be ordered (again, or for the first time): picture, size, colours, price and a link.",
  sample: {
    title: "Double-Faced Cashmere Coat",
    url: "double-faced-cashmere-coat-4821",
    size: "38",
    colors: ["camel"],
    image: "seed/wool-coat/camel/1",
    priceCents: 490000,
  },
  images: (d) => (d.image ? [d.image] : []),
  render: async (d, env) => {
    const link = `${env.publicUrl}/product/${encodeURIComponent(d.url)}`;
    const what = `${d.title}, size ${d.size}`;
    // 'Now', not 'again': a size that was coming soon had never been on sale.
    const subject = `${what}, is now available`;
    const src = d.image ? env.image(d.image) : null;
    return renderInLayout(
      { subject, preview: `Good news: ${what} can now be ordered.`, heading: "It is now available", env },
      <>
        <Text style={text}>{`Good news: ${what}, is now available in ${colours(d.colors)}.`}</Text>
        {src ? (
          <Section style={{ margin: "0 0 20px" }}>
            <Link href={link}>
              <Img
                src={src}
                // The mail picture's own width (media/mail-picture.ts): drawn larger it looked soft.
                width="144"
                alt={`${d.title} in ${colorName(d.colors[0] ?? "")}`}
                style={{
                  display: "block",
                  width: "144px",
                  maxWidth: "100%",
                  height: "auto",
                  backgroundColor: color.cream,
                }}
              />
            </Link>
          </Section>
        ) : null}
        <Text style={label}>{`Size ${d.size} · ${colours(d.colors)}`}</Text>
        <Text style={text}>{formatPrice(d.priceCents)}</Text>
        <OrderButton href={link}>View the piece</OrderButton>
        <Text style={{ ...text, fontSize: "13px", color: color.muted }}>
          Pieces come back in small numbers, so we cannot hold it for you. You asked us to tell you when it
          was available; this is the only message we send about it.
        </Text>
      </>,
    );
  },
});
