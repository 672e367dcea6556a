// The product form's working copy. It holds what the inputs show (text for the price, rows with
// stable keys for lists); check-draft.ts turns it into the API's ProductInput.
import type { ListingPage } from "../../../../domain/catalogue";
import type { Product } from "../../../../domain/contracts/products";
import { sortColors } from "../../../../domain/colors";
import { defaultSizeGuide, type ProductSizeGuide, type SizeGuideId } from "../../../../domain/size-guides";
import { IN_STOCK } from "../../../../domain/status";
import type { Audience, StatusCode, SubCategoryLink } from "../../../../domain/types";
import { centsToDollars } from "./price-input";

export interface CategoryGroup {
  page: ListingPage;
  subCategories: SubCategoryLink[];
}

/** A size guide the form offers: its id and the title staff gave it in Design. */
export interface GuideChoice {
  id: SizeGuideId;
  title: string;
}

export interface DetailDraft {
  rowId: string;
  text: string;
}

export interface ColorDraft {
  code: string;
  /** Media keys, in upload order. */
  images: string[];
}

export interface SizeDraft {
  rowId: string;
  key: string;
  status: StatusCode;
  colors: string[];
  /** YYYY-MM-DD from the date input, '' when unset; only sent for pre-order sizes. */
  preOrderDate: string;
}

export interface ProductDraft {
  title: string;
  description: string;
  materials: string;
  details: DetailDraft[];
  category: Audience | "";
  subCategories: string[];
  price: string;
  maxQuantity: 1 | 2;
  baseStatus: StatusCode;
  colors: ColorDraft[];
  baseImagesColor: string;
  sizes: SizeDraft[];
  /** Chosen by staff, or null: the default for the sub-categories (decision 60). */
  sizeGuide: ProductSizeGuide | null;
  /**
   * What an unticked colour took with it (its pictures, where the sizes offered it, whether it was
   * the base colour), so ticking it again before the save brings it all back. Never sent.
   */
  setAside?: Record<string, SetAsideColor>;
}

export interface SetAsideColor {
  images: string[];
  /** The size rows that offered the colour, and at which place in their list. */
  sizes: { rowId: string; at: number }[];
  base: boolean;
}

/** The guide the product gets: the one chosen, or the sub-categories' default. */
export function effectiveSizeGuide(
  draft: Pick<ProductDraft, "sizeGuide" | "subCategories">,
): ProductSizeGuide {
  return draft.sizeGuide ?? defaultSizeGuide(draft.subCategories);
}

/** Row keys for React only; rows made during render get their index so SSR and hydration agree. */
export function newRowId(): string {
  return `row-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function emptySize(rowId = newRowId()): SizeDraft {
  return { rowId, key: "", status: IN_STOCK, colors: [], preOrderDate: "" };
}

export function emptyDraft(): ProductDraft {
  return {
    title: "",
    description: "",
    materials: "",
    details: [{ rowId: "detail-0", text: "" }],
    category: "",
    subCategories: [],
    price: "",
    // The terms of sale allow two identical pieces per order; most products take the maximum.
    maxQuantity: 2,
    baseStatus: IN_STOCK,
    colors: [],
    baseImagesColor: "",
    sizes: [emptySize("size-0")],
    sizeGuide: null,
  };
}

export function draftFromProduct(product: Product): ProductDraft {
  return {
    title: product.title,
    description: product.description,
    materials: product.materials,
    details: product.details.map((text, i) => ({ rowId: `detail-${i}`, text })),
    category: product.category,
    subCategories: product.subCategories,
    price: centsToDollars(product.basePriceCents),
    maxQuantity: product.maxQuantity === 1 ? 1 : 2,
    baseStatus: product.baseStatus,
    colors: sortColors(Object.keys(product.images)).map((code) => ({
      code,
      images: product.images[code] ?? [],
    })),
    baseImagesColor: product.baseImagesColor,
    sizes: product.sizes.map((s, i) => ({
      rowId: `size-${i}`,
      key: s.key,
      status: s.status,
      colors: s.colors,
      preOrderDate: s.preOrderDate ?? "",
    })),
    // The default keeps following the sub-categories; a guide chosen apart from it stays.
    sizeGuide: product.sizeGuide === defaultSizeGuide(product.subCategories) ? null : product.sizeGuide,
  };
}

/** Colours a size may offer and the base colour may be: only those with pictures. */
export function colorsWithImages(draft: ProductDraft): string[] {
  return draft.colors.filter((c) => c.images.length > 0).map((c) => c.code);
}
