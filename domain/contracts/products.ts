// The catalogue as the API serves it. Prices are whole cents.
import { z } from "zod";
import { LISTING_PAGES, PAGE_SIZE } from "../catalogue";
import {
  FILTER_PARAMS,
  isFilterValue,
  SORT_KEYS,
  type CatalogueFilters,
  type FacetName,
} from "../catalogue-filters";
import { PRODUCT_SIZE_GUIDES } from "../size-guides";

const statusCode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const productSizeSchema = z.object({
  key: z.string(),
  status: statusCode,
  colors: z.array(z.string()),
  preOrderDate: z.string().optional(),
});

/** What the shop may say of a variant's stock: a count only from LOW_STOCK ('Only N left') down. */
export const variantAvailabilitySchema = z.object({
  size: z.string(),
  color: z.string(),
  state: z.enum(["in_stock", "only_few_left", "out_of_stock"]),
  left: z.number().int().nullable(),
});

/** What a grid card needs, and no more. */
export const productCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  basePriceCents: z.number().int(),
  baseStatus: statusCode,
  /** Media key of the base colour's first image, or null when the product has none. */
  image: z.string().nullable(),
  imageColor: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productPageSchema = z.object({
  items: z.array(productCardSchema),
  /** Opaque keyset cursor for the next page; null when nothing is left. */
  nextCursor: z.string().nullable(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const productSchema = productCardSchema.extend({
  createdAt: z.string(),
  description: z.string(),
  materials: z.string(),
  details: z.array(z.string()),
  category: z.enum(["unisex", "women", "men"]),
  subCategories: z.array(z.string()),
  maxQuantity: z.number().int(),
  baseImagesColor: z.string(),
  images: z.record(z.string(), z.array(z.string())),
  /** As the shop offers them now: stock has dropped sold-out colours and sizes (status 0). */
  sizes: z.array(productSizeSchema),
  /** Every variant staff offer (coming-soon sizes excepted), in stock or not. */
  availability: z.array(variantAvailabilitySchema),
  /** The size guide its page shows, or 'none': no 'Size Guide' link (decision 60). */
  sizeGuide: z.enum(PRODUCT_SIZE_GUIDES),
});
export type Product = z.infer<typeof productSchema>;

const slugSegment = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/i, "Use letters, digits and hyphens.");

/** A facet's choices in the API: comma-separated ('M,L'); pages use repeated parameters. */
const choices = (facet: FacetName) =>
  z
    .string()
    .max(400)
    .transform((v) => [...new Set(v.split(",").map((x) => x.trim()))].filter((x) => x !== ""))
    .refine((vs) => vs.length <= 20 && vs.every((x) => isFilterValue(facet, x)), "Not one of the choices.")
    .optional();

const filterQuery = {
  [FILTER_PARAMS.sizes]: choices("sizes"),
  [FILTER_PARAMS.colors]: choices("colors"),
  [FILTER_PARAMS.prices]: choices("prices"),
  [FILTER_PARAMS.availability]: choices("availability"),
  sort: z.enum(SORT_KEYS).optional(),
};

/** The filters of a parsed API query. */
export function filtersOf(q: {
  size?: string[] | undefined;
  color?: string[] | undefined;
  price?: string[] | undefined;
  availability?: string[] | undefined;
}): CatalogueFilters {
  return {
    sizes: q.size ?? [],
    colors: (q.color ?? []).map((c) => c.toLowerCase()),
    prices: q.price ?? [],
    availability: (q.availability ?? []) as CatalogueFilters["availability"],
  };
}

export const productListQuery = z.object({
  page: z.enum(LISTING_PAGES).optional(),
  subCategory: slugSegment.optional(),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE),
  ...filterQuery,
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productSearchQuery = z.object({
  q: z.string().trim().min(1, "Enter a search term.").max(100),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE),
  ...filterQuery,
});
export type ProductSearchQuery = z.infer<typeof productSearchQuery>;

export const suggestQuery = z.object({
  q: z.string().trim().min(2, "Type at least 2 characters.").max(100),
});

/** Search-as-you-type: a few products and the categories whose names start with the words. */
export const suggestionsSchema = z.object({
  products: z.array(z.object({ title: z.string(), url: z.string(), image: z.string().nullable() })),
  categories: z.array(z.object({ title: z.string(), path: z.string() })),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
