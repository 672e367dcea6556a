// The category records (docs/behaviour.md §3): one per shop page, each listing the sub-category links shown
// in its link bar and menus. Every url here is carried by products of that page's audience.
import type { SeedCategory } from "./types";

export const women: SeedCategory = {
  id: "women",
  subCategories: [
    { title: "Coats & Jackets", url: "coats" },
    { title: "Knitwear", url: "knitwear" },
    { title: "Dresses", url: "dresses" },
    { title: "Shirts & Tops", url: "shirts-tops" },
    { title: "Trousers & Skirts", url: "trousers-skirts" },
    { title: "Bags", url: "bags" },
    { title: "Shoes", url: "shoes" },
    { title: "Accessories", url: "accessories" },
  ],
};

export const men: SeedCategory = {
  id: "men",
  subCategories: [
    { title: "Coats & Jackets", url: "coats" },
    { title: "Blazers", url: "blazers" },
    { title: "Knitwear", url: "knitwear" },
    { title: "Shirts & T-Shirts", url: "shirts" },
    { title: "Trousers & Denim", url: "trousers" },
    { title: "Bags", url: "bags" },
    { title: "Shoes", url: "shoes" },
    { title: "Accessories", url: "accessories" },
  ],
};

export const explore: SeedCategory = {
  id: "explore",
  subCategories: [
    { title: "The Winter Edit", url: "winter-edit" },
    { title: "Cashmere", url: "cashmere" },
    { title: "Evening", url: "evening" },
    { title: "Essentials", url: "essentials" },
  ],
};

export const seedCategories: SeedCategory[] = [women, men, explore];

/** Marks a product for the explore listing (docs/behaviour.md: subCategories containing 'explorePage'). */
export const EXPLORE_PAGE = "explorePage";
