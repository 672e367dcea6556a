// Turns the shopper's choices into priced order lines from the catalogue as it is now, or
// explains which line cannot be ordered. Nothing the browser says about prices is used.
import { inArray } from "drizzle-orm";
import type { PlaceOrderInput } from "../../../domain/contracts/orders";
import { bagItemFor } from "../../../domain/bag-item";
import { checkTermsOfSale } from "../../../domain/bag";
import { linePrice } from "../../../domain/money";
import { offeredSizes } from "../../../domain/stock";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { invalid } from "../errors";

export interface PricedLine {
  position: number;
  productId: string;
  title: string;
  url: string;
  image: string;
  color: string;
  size: string;
  quantity: number;
  maxQuantity: number;
  status: number;
  preOrderDate: string | null;
  unitPriceCents: number;
  lineTotalCents: number;
}

export async function priceLines(
  db: Pick<Db, "select">,
  lines: PlaceOrderInput["lines"],
): Promise<PricedLine[]> {
  const violations = checkTermsOfSale(lines);
  if (violations.length > 0) {
    const fields = Object.fromEntries(violations.map((v) => [`lines.${v.lineIndex}.quantity`, v.message]));
    throw invalid(violations[0]!.message, fields);
  }
  const ids = [...new Set(lines.map((l) => l.productId))];
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));

  return lines.map((line, position) => {
    const field = (name: string) => `lines.${position}.${name}`;
    const product = byId.get(line.productId);
    if (!product)
      throw invalid("A product in the bag no longer exists.", {
        [field("productId")]: "Unknown product.",
      });
    const size = product.sizes.find((s) => s.key === line.size);
    if (!size)
      throw invalid(`${product.title}: this size does not exist.`, { [field("size")]: "Unknown size." });
    // Whether units are left is the reservation's answer (a conflict), made under the row's lock.
    const item = bagItemFor(
      { ...product, productId: product.id, sizes: offeredSizes(product.sizes) },
      line.size,
      line.color,
    );
    if (!item) {
      const sizeUnavailable = size.status === 3;
      throw invalid(
        sizeUnavailable
          ? `${product.title} in size ${size.key} cannot be ordered.`
          : `${product.title} does not come in this colour in size ${size.key}.`,
        {
          [field(sizeUnavailable ? "size" : "color")]: sizeUnavailable
            ? "Not available."
            : "Not offered in this size.",
        },
      );
    }
    if (line.quantity > product.maxQuantity) {
      throw invalid(`${product.title}: at most ${product.maxQuantity} per order.`, {
        [field("quantity")]: `At most ${product.maxQuantity}.`,
      });
    }
    return {
      position,
      productId: product.id,
      title: product.title,
      url: product.url,
      image: item.image,
      color: line.color,
      size: size.key,
      quantity: line.quantity,
      maxQuantity: product.maxQuantity,
      status: item.status,
      preOrderDate: item.preOrderDate ?? null,
      unitPriceCents: product.basePriceCents,
      lineTotalCents: linePrice(product.basePriceCents, line.quantity),
    };
  });
}
