// Women's coats and tailoring.
import { LETTER_SIZES, NUMERIC_SIZES, preOrder, product, runOf } from "./build";
import type { SeedProduct } from "./types";

export const womenOuterwear: SeedProduct[] = [
  product({
    title: "Belted Gabardine Trench Coat",
    kind: "trench-coat",
    colors: ["camel", "black", "sand"],
    description:
      "Our signature trench, cut from a dense cotton gabardine woven in England and proofed against showers. A storm flap, epaulettes and strapped cuffs keep the original details; the belt lets it fall straight or cinch softly at the waist.",
    materials: "100% cotton gabardine. Lining: 100% cupro. Horn buttons.",
    details: [
      "Double-breasted with ten horn buttons",
      "Detachable self-fabric belt",
      "Back rain yoke and centre vent",
      "Length: 110 cm in size 38",
      "Made in Italy",
    ],
    category: "women",
    subCategories: ["coats", "essentials", "explorePage"],
    price: 2450,
    sizes: runOf(NUMERIC_SIZES, {
      "36": { colors: ["camel", "black"] },
      "44": 0,
      "46": preOrder("2027-01-20", ["camel"]),
    }),
  }),
  product({
    title: "Double-Faced Cashmere Coat",
    kind: "wool-coat",
    colors: ["camel", "ivory", "charcoal"],
    description:
      "Two layers of pure cashmere are joined by hand and cut without a lining, so the coat is light yet remarkably warm. The shoulders are soft and the seams are finished by hand, leaving a clean, quiet line from collar to hem.",
    materials: "100% cashmere, double-faced. Unlined. Horn buttons.",
    details: ["Notched lapels", "Three horn buttons", "Hand-finished seams", "Flap pockets", "Made in Italy"],
    category: "women",
    subCategories: ["coats", "cashmere", "winter-edit", "explorePage"],
    price: 4900,
    maxQuantity: 1,
    sizes: runOf(NUMERIC_SIZES, { "36": { colors: ["camel", "charcoal"] }, "42": 3, "46": 0 }),
  }),
  product({
    title: "Tailored Wool Overcoat",
    kind: "wool-coat",
    colors: ["navy", "burgundy"],
    description:
      "A single-breasted overcoat in a compact virgin wool, shaped with a gently defined waist and a long, straight skirt. It is made to order in small runs and ships in the new year.",
    materials: "100% virgin wool. Lining: 100% cupro.",
    details: [
      "Single-breasted, three-button front",
      "Chest welt and flap pockets",
      "Back vent",
      "Length: 115 cm in size 38",
    ],
    category: "women",
    subCategories: ["coats", "winter-edit"],
    price: 2890,
    sizes: runOf(NUMERIC_SIZES, {}, 2, "2027-02-15"),
  }),
  product({
    title: "Single-Breasted Wool Blazer",
    kind: "blazer",
    colors: ["black", "ecru", "navy"],
    description:
      "A blazer with the ease of a cardigan: a half-canvassed front, natural shoulders and a softly rounded hem. Worn over a knit or a silk shirt, it gives structure without stiffness.",
    materials: "100% virgin wool. Lining: 100% cupro. Horn buttons.",
    details: [
      "Half-canvassed construction",
      "Two-button front",
      "Three-button working cuffs",
      "Flap pockets and chest welt",
    ],
    category: "women",
    subCategories: ["coats"],
    price: 1650,
    sizes: runOf(NUMERIC_SIZES, { "36": 0, "38": { colors: ["black", "navy"] }, "46": 3 }),
  }),
  product({
    title: "Linen-Silk Evening Blazer",
    kind: "blazer",
    colors: ["midnight", "sand"],
    description:
      "Linen and silk woven together give this blazer a dry hand and a faint, moving sheen under evening light. It is cut slim through the waist with a single button and narrow lapels.",
    materials: "55% linen, 45% silk. Lining: 100% silk.",
    details: ["Single-button front", "Narrow notched lapels", "Silk lining", "Made in Italy"],
    category: "women",
    subCategories: ["coats", "evening", "explorePage"],
    price: 1890,
    maxQuantity: 1,
    sizes: runOf(NUMERIC_SIZES, {}, 3),
  }),
  product({
    title: "Oversized Wool Trench",
    kind: "trench-coat",
    colors: ["charcoal", "olive", "ivory"],
    description:
      "The trench recut in a fluid wool twill with a generous, dropped shoulder. It wraps and belts like the original and layers easily over heavy knits through the colder months.",
    materials: "100% virgin wool twill. Lining: 100% cupro.",
    details: [
      "Relaxed, oversized fit",
      "Self-fabric belt and cuff straps",
      "Storm flap and back yoke",
      "Size down for a closer fit",
    ],
    category: "women",
    subCategories: ["coats", "winter-edit"],
    price: 2750,
    sizes: runOf(LETTER_SIZES, { XS: preOrder("2027-01-10"), S: { colors: ["charcoal", "olive"] }, XL: 0 }),
  }),
];
