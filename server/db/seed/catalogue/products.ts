// The seed catalogue. Order matters: the seeder dates products newest first in this order, so
// the collections are interleaved and every page opens on a varied mix.
import { menAccessories } from "./men-accessories";
import { menOuterwear } from "./men-outerwear";
import { menWardrobe } from "./men-wardrobe";
import type { SeedProduct } from "./types";
import { unisexAccessories } from "./unisex-accessories";
import { unisexWardrobe } from "./unisex-wardrobe";
import { womenAccessories } from "./women-accessories";
import { womenOuterwear } from "./women-outerwear";
import { womenWardrobe } from "./women-wardrobe";

function interleave<T>(...lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i += 1) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined) out.push(item);
    }
  }
  return out;
}

export const seedProducts: SeedProduct[] = interleave(
  womenOuterwear,
  menOuterwear,
  unisexAccessories,
  womenWardrobe,
  menWardrobe,
  unisexWardrobe,
  womenAccessories,
  menAccessories,
);
