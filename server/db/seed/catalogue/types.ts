// Shapes of the seed catalogue. A SeedProduct is a products row without the fields the seeder
// assigns (id, url, createdAt), so it can be spread straight into an insert.
import type { ProductSizeGuide } from "../../../../domain/size-guides";
import type { Audience, ProductSize, StatusCode, SubCategoryLink } from "../../../../domain/types";

export interface SeedProduct {
  title: string;
  /** Two or three sentences. */
  description: string;
  materials: string;
  /** Three to five short lines. */
  details: string[];
  category: Audience;
  /** Sub-category urls from the category records, plus 'explorePage' for the explore listing. */
  subCategories: string[];
  /** Whole cents: money never travels as a float. */
  basePriceCents: number;
  maxQuantity: number;
  baseStatus: StatusCode;
  baseImagesColor: string;
  /** Colour code → media keys, front view first. */
  images: Record<string, string[]>;
  sizes: ProductSize[];
  /** Its size guide: the default for its sub-categories (decision 60). */
  sizeGuide: ProductSizeGuide;
}

export interface SeedCategory {
  id: "women" | "men" | "explore";
  subCategories: SubCategoryLink[];
}

export interface SeedCoupon {
  code: string;
  percentage: number;
  expiresAt: Date;
}
