// Builders that keep the catalogue files readable: a product is written as its garment kind,
// colours and size run, and the media keys, cents and base status are derived here.
import type { ColorCode } from "../../../../domain/colors";
import type { Audience, ProductSize, StatusCode } from "../../../../domain/types";
import type { GarmentKind } from "../../../media/illustrations/kinds";
import { seedKey } from "../../../media/media-key";
import type { SeedProduct } from "./types";
import { defaultSizeGuide } from "../../../../domain/size-guides";

export const LETTER_SIZES = ["XS", "S", "M", "L", "XL"] as const;
export const NUMERIC_SIZES = ["36", "38", "40", "42", "44", "46"] as const;
export const SHOE_SIZES = ["39", "40", "41", "42", "43", "44", "45"] as const;
/** Women's shoes run smaller than the unisex and men's 39–45. */
export const WOMEN_SHOE_SIZES = ["36", "37", "38", "39", "40", "41"] as const;
export const ONE_SIZE = ["One Size"] as const;

/** Whole dollars to cents; catalogue prices are round figures. */
export function usd(dollars: number): number {
  if (!Number.isInteger(dollars)) throw new Error(`Use whole dollars: ${dollars}`);
  return dollars * 100;
}

/** A size's status, or a full override of its status, colours or pre-order date. */
export type SizeOverride =
  StatusCode | { status?: StatusCode; colors?: readonly ColorCode[]; preOrderDate?: string };

export function preOrder(preOrderDate: string, colors?: readonly ColorCode[]): SizeOverride {
  return colors ? { status: 2, preOrderDate, colors } : { status: 2, preOrderDate };
}

/**
 * A size run where every size has every colour in `status` (in stock unless said otherwise),
 * except the sizes named in `overrides`.
 */
export function sizeRun(
  keys: readonly string[],
  colors: readonly ColorCode[],
  overrides: Readonly<Record<string, SizeOverride>> = {},
  status: StatusCode = 1,
  preOrderDate?: string,
): ProductSize[] {
  return keys.map((key) => {
    const o = overrides[key];
    const spec = typeof o === "number" ? { status: o } : (o ?? {});
    const s = spec.status ?? status;
    const size: ProductSize = { key, status: s, colors: [...(spec.colors ?? colors)] };
    const date = spec.preOrderDate ?? preOrderDate;
    if (s === 2) {
      if (!date) throw new Error(`Pre-order size ${key} needs a date`);
      size.preOrderDate = date;
    }
    return size;
  });
}

/**
 * The product-level status: a status every size shares, otherwise 'in stock' when any size is,
 * otherwise the first of pre-order / coming soon that occurs (the dashboard shows such a
 * product as NOT OCCURRENT).
 */
export function baseStatusOf(sizes: readonly ProductSize[]): StatusCode {
  const statuses = new Set(sizes.map((s) => s.status));
  const [only] = statuses;
  if (statuses.size === 1 && only !== undefined) return only;
  for (const s of [1, 2, 3, 0] as const) if (statuses.has(s)) return s;
  return 0;
}

/** Sizes over the product's own colours, written once in `colors`. */
export type SizesOf = (colors: readonly ColorCode[]) => ProductSize[];

/** `sizeRun` over the product's colours (see `sizeRun` for the overrides, status and date). */
export function runOf(
  keys: readonly string[],
  overrides?: Readonly<Record<string, SizeOverride>>,
  status?: StatusCode,
  preOrderDate?: string,
): SizesOf {
  return (colors) => sizeRun(keys, colors, overrides, status, preOrderDate);
}

export interface ProductSpec {
  title: string;
  kind: GarmentKind;
  /** Colours in display order; the first is the base colour. */
  colors: readonly ColorCode[];
  description: string;
  materials: string;
  details: readonly string[];
  category: Audience;
  subCategories: readonly string[];
  price: number;
  maxQuantity?: number;
  sizes: ProductSize[] | SizesOf;
}

export function product(spec: ProductSpec): SeedProduct {
  const [base] = spec.colors;
  if (!base) throw new Error(`${spec.title} has no colours`);
  const sizes = typeof spec.sizes === "function" ? spec.sizes(spec.colors) : spec.sizes;
  return {
    title: spec.title,
    description: spec.description,
    materials: spec.materials,
    details: [...spec.details],
    category: spec.category,
    subCategories: [...spec.subCategories],
    basePriceCents: usd(spec.price),
    maxQuantity: spec.maxQuantity ?? 2,
    baseStatus: baseStatusOf(sizes),
    baseImagesColor: base,
    images: Object.fromEntries(
      spec.colors.map((c) => [c, [seedKey(spec.kind, c, 1), seedKey(spec.kind, c, 2)]]),
    ),
    sizes,
    sizeGuide: defaultSizeGuide(spec.subCategories),
  };
}
