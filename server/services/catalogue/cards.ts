import type { ProductCard } from "../../../domain/contracts/products";
import type { StatusCode } from "../../../domain/types";
import type { products } from "../../db/schema";

export type CardRow = Pick<
  typeof products.$inferSelect,
  "id" | "title" | "url" | "basePriceCents" | "baseStatus" | "baseImagesColor" | "images"
>;

export const cardColumns = {
  id: true,
  title: true,
  url: true,
  basePriceCents: true,
  baseStatus: true,
  baseImagesColor: true,
  images: true,
} as const;

export function toCard(row: CardRow): ProductCard {
  const images = row.images[row.baseImagesColor] ?? Object.values(row.images)[0] ?? [];
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    basePriceCents: row.basePriceCents,
    baseStatus: row.baseStatus as StatusCode,
    image: images[0] ?? null,
    imageColor: row.baseImagesColor,
  };
}
