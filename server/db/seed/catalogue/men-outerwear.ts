// Men's coats and blazers.
import { LETTER_SIZES, preOrder, product, runOf } from "./build";
import type { SeedProduct } from "./types";

export const menOuterwear: SeedProduct[] = [
  product({
    title: "Cotton Gabardine Trench Coat",
    kind: "trench-coat",
    colors: ["navy", "chocolate", "forest"],
    description:
      "The trench in its most classic form: double-breasted, belted, with a storm flap and back yoke to shed the rain. It is cut a little longer and squarer through the shoulder than our women's version.",
    materials: "100% cotton gabardine. Lining: 100% cupro. Horn buttons.",
    details: [
      "Double-breasted",
      "Detachable belt and cuff straps",
      "Back rain yoke and vent",
      "Made in Italy",
    ],
    category: "men",
    subCategories: ["coats", "essentials"],
    price: 2650,
    sizes: runOf(LETTER_SIZES, {
      XS: { colors: ["navy"] },
      XL: preOrder("2027-01-20", ["navy", "chocolate"]),
    }),
  }),
  product({
    title: "Cashmere Chesterfield Coat",
    kind: "wool-coat",
    colors: ["black", "midnight", "grey-melange"],
    description:
      "A Chesterfield in pure cashmere, half-lined and hand-finished, with a concealed button front and a clean notched lapel. Warm without weight, it is the coat to wear over a suit all winter.",
    materials: "100% cashmere. Lining: 100% silk. Horn buttons.",
    details: [
      "Single-breasted, three buttons",
      "Notched lapels",
      "Flap pockets and chest welt",
      "Back vent",
      "Made in Italy",
    ],
    category: "men",
    subCategories: ["coats", "cashmere", "winter-edit", "explorePage"],
    price: 4600,
    maxQuantity: 1,
    sizes: runOf(LETTER_SIZES, { XS: 0, S: { colors: ["black", "midnight"] }, XL: 3 }),
  }),
  product({
    title: "Virgin Wool Topcoat",
    kind: "wool-coat",
    colors: ["olive", "sand"],
    description:
      "A lighter topcoat in a dry, open-weave virgin wool for the seasons between. The shoulder is unstructured and the body falls straight to just below the knee.",
    materials: "100% virgin wool. Half lining: 100% cupro.",
    details: ["Unstructured shoulder", "Three-button front", "Flap pockets", "Length: 104 cm in size M"],
    category: "men",
    subCategories: ["coats"],
    price: 2350,
    sizes: runOf(LETTER_SIZES, {}, 2, "2027-02-28"),
  }),
  product({
    title: "Wool Hopsack Blazer",
    kind: "blazer",
    colors: ["charcoal", "olive", "forest"],
    description:
      "Hopsack wool breathes beautifully and resists creasing, which makes this soft-shouldered blazer easy to travel in. Patch-free and half-canvassed, it is tailoring you can wear with denim.",
    materials: "100% virgin wool hopsack. Lining: 100% cupro. Horn buttons.",
    details: ["Half-canvassed", "Two-button front", "Working cuffs", "Double back vents"],
    category: "men",
    subCategories: ["blazers", "essentials", "explorePage"],
    price: 1890,
    sizes: runOf(LETTER_SIZES, { XS: 0, XL: { colors: ["charcoal"] } }),
  }),
  product({
    title: "Velvet Dinner Jacket",
    kind: "blazer",
    colors: ["burgundy", "chocolate"],
    description:
      "A cotton velvet dinner jacket with a deep pile that turns almost black in shadow. Silk-faced lapels and a single button make it the evening jacket for every occasion that asks for one.",
    materials: "100% cotton velvet. Lapel facing: 100% silk. Lining: 100% cupro.",
    details: ["Single-button front", "Silk-faced notched lapels", "Jetted pockets", "Made in Italy"],
    category: "men",
    subCategories: ["blazers", "evening", "explorePage"],
    price: 2200,
    maxQuantity: 1,
    sizes: runOf(LETTER_SIZES, { XS: 0, S: preOrder("2027-01-15"), M: 1, L: 3, XL: 3 }),
  }),
];
