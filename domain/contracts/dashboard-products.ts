// Staff product editing: everything a product holds, validated field by field. The server adds
// productId, createdAt and the url slug; the shop shows the product at once.
import { z } from "zod";
import { collapsedString, requiredText } from "../text-schema";
import { shopDay } from "../dates";
import { calendarDate } from "./fields";
import { productSizeGuideSchema } from "./size-guides";
import { MAX_STOCK_UNITS } from "../stock";

const statusCode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
  error: "Status must be 0, 1, 2 or 3.",
});
const isoDate = calendarDate();
const colorCode = z
  .string()
  .regex(/^[a-z]+(-[a-z]+)*$/, "Unknown colour.")
  .max(40);
const mediaKey = z.string().min(1).max(120);
/** The refusal of a save over an edit made meanwhile (the form's version is not the product's). */
export const STALE_PRODUCT =
  "Someone else has saved this product since you opened it. Reload the page to see their changes, then make yours again.";
/** A piece is never given away: the form and the server say so alike. */
export const PRICE_ABOVE_ZERO = "Enter a price above $ 0.";
const allDistinct = (list: readonly string[]) => new Set(list).size === list.length;
/** The boutique's today (New York), YYYY-MM-DD, read at each check: the day its dates are read on. */
const today = () => shopDay(new Date());

export const sizeInput = z
  .strictObject({
    key: requiredText(20, "Name the size."),
    status: statusCode,
    colors: z.array(colorCode).max(20).refine(allDistinct, "Each colour once."),
    preOrderDate: isoDate.optional(),
  })
  .refine((s) => s.status !== 2 || s.preOrderDate !== undefined, {
    message: "A pre-order size needs its date.",
    path: ["preOrderDate"],
  })
  // A date gone by would promise the shopper a piece 'available on' a day already past.
  .refine((s) => s.status !== 2 || s.preOrderDate === undefined || s.preOrderDate >= today(), {
    message: "A pre-order date must be today or later.",
    path: ["preOrderDate"],
  })
  // A shopper buys (or pre-orders) a size in a colour: on sale with none, it could never be bought.
  .refine((s) => (s.status !== 1 && s.status !== 2) || s.colors.length > 0, {
    message: "A size in stock or on pre-order needs at least one colour.",
    path: ["colors"],
  });

/**
 * One cell of the staff's stock grid: the units on hand of a size in a colour. With `loaded` (the
 * figure the form showed when it opened) the save is a change, not a count: the server adds
 * `onHand − loaded` to what is on hand then, never going below 0, so an order placed while the
 * form was open is not overwritten (decision 66). Without it, `onHand` is the count (a stock-take).
 */
export const stockCellInput = z.strictObject({
  // Cleaned as the sizes' names are, so a cell names its size as the size list does.
  size: requiredText(20),
  color: colorCode,
  onHand: z
    .number({ error: "Enter a whole number." })
    .int("Enter a whole number.")
    .min(0, "Stock cannot be negative.")
    .max(MAX_STOCK_UNITS, "At most 100,000."),
  loaded: z.number().int().min(0).max(MAX_STOCK_UNITS).optional(),
});
export type StockCellInput = z.infer<typeof stockCellInput>;

export const productInput = z
  .strictObject({
    title: collapsedString(120),
    description: requiredText(2000, "Write a description."),
    materials: requiredText(500, "List the materials."),
    details: z.array(requiredText(200)).max(12),
    category: z.enum(["unisex", "women", "men"], { error: "Choose unisex, women or men." }),
    subCategories: z
      .array(
        z
          .string()
          .regex(/^[a-zA-Z0-9-]+$/)
          .max(60),
      )
      .max(20)
      .refine(allDistinct, "Each sub-category once."),
    basePriceCents: z.number().int("Whole cents only.").positive(PRICE_ABOVE_ZERO).max(100_000_000),
    maxQuantity: z.number().int().min(1).max(2, "At most 2 identical products per order (terms of sale)."),
    baseStatus: statusCode,
    baseImagesColor: colorCode,
    images: z.record(colorCode, z.array(mediaKey).min(1).max(8).refine(allDistinct, "Each image once.")),
    sizes: z.array(sizeInput).min(1, "Add at least one size.").max(20),
    /**
     * The guide its page shows, or 'none' (decision 60). Absent: on a new product, the default
     * for its sub-categories; on an edit, the guide it had.
     */
    sizeGuide: productSizeGuideSchema.optional(),
    /**
     * Units on hand per size and colour, saved with the product. Absent: stock is left as it is.
     * A stock-managed size's colour missing from the grid has none; a pre-order size's colour
     * missing from it sells without an allocation.
     */
    stock: z.array(stockCellInput).max(400).optional(),
  })
  .refine((p) => p.images[p.baseImagesColor] !== undefined, {
    message: "The base colour needs images.",
    path: ["baseImagesColor"],
  })
  .refine((p) => p.sizes.every((s) => s.colors.every((c) => p.images[c] !== undefined)), {
    message: "Every colour offered in a size needs images.",
    path: ["sizes"],
  })
  // 'S' and 's' would show the shopper the same size twice.
  .refine((p) => allDistinct(p.sizes.map((s) => s.key.trim().toLowerCase())), {
    message: "Size names must be unique.",
    path: ["sizes"],
  })
  .refine(
    (p) =>
      (p.stock ?? []).every((cell) =>
        p.sizes.some((s) => s.key === cell.size && s.colors.includes(cell.color)),
      ),
    { message: "Stock can only be set for a size in a colour it is sold in.", path: ["stock"] },
  )
  .refine(
    (p) =>
      new Set((p.stock ?? []).map((c) => JSON.stringify([c.size, c.color]))).size === (p.stock ?? []).length,
    { message: "Each size and colour once.", path: ["stock"] },
  );
export type ProductInput = z.input<typeof productInput>;

export const uploadResponse = z.object({ key: z.string() });

export const dashboardListQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const dashboardProductsQuery = dashboardListQuery.extend({
  /** 'low': only products with a variant down to 3 or fewer ('Low stock'). */
  stock: z.enum(["low"]).optional(),
});
