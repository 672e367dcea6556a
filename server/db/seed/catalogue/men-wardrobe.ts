// Men's knitwear, shirts and t-shirts, trousers and denim.
import { LETTER_SIZES, preOrder, product, sizeRun } from "./build";
import type { SeedProduct } from "./types";

export const menWardrobe: SeedProduct[] = [
  product({
    title: "Shetland Wool Crew Neck",
    kind: "knit-sweater",
    colors: ["navy", "charcoal", "chocolate"],
    description:
      "Hand-framed in Scotland from Shetland wool, then brushed until the surface turns soft and slightly hazy. Saddle shoulders and a longer body give it the easy fit of an old favourite.",
    materials: "100% Shetland wool, brushed.",
    details: ["Regular fit", "Saddle shoulders", "Hand-framed in Scotland", "Hand wash cold, dry flat"],
    category: "men",
    subCategories: ["knitwear", "essentials", "explorePage"],
    price: 420,
    maxQuantity: 2,
    sizes: sizeRun(LETTER_SIZES, ["navy", "charcoal", "chocolate"], {
      XS: 0,
      XL: { colors: ["navy", "charcoal"] },
    }),
  }),
  product({
    title: "Merino Roll Neck",
    kind: "turtleneck",
    colors: ["navy", "camel", "midnight"],
    description:
      "Extra-fine merino knitted close to the body with a soft, double roll collar. Thin enough to wear under tailoring, warm enough to stand in for a scarf.",
    materials: "100% extra-fine merino wool.",
    details: ["Slim fit", "Double roll collar", "Fully fashioned shoulders", "Machine wash on wool cycle"],
    category: "men",
    subCategories: ["knitwear", "winter-edit"],
    price: 690,
    maxQuantity: 2,
    sizes: sizeRun(LETTER_SIZES, ["navy", "camel", "midnight"], {
      XS: 3,
      S: { colors: ["navy", "midnight"] },
    }),
  }),
  product({
    title: "Lambswool Cardigan",
    kind: "cardigan",
    colors: ["charcoal", "camel", "olive"],
    description:
      "A generous lambswool cardigan with patch pockets and a V neck, made for weekends and cold offices. The corozo buttons are matched to each colour.",
    materials: "100% lambswool. Corozo buttons.",
    details: ["Relaxed fit", "Five-button front", "Patch pockets", "Hand wash cold"],
    category: "men",
    subCategories: ["knitwear"],
    price: 790,
    sizes: sizeRun(LETTER_SIZES, ["charcoal", "camel", "olive"], {}, 0),
  }),
  product({
    title: "Cotton Oxford Shirt",
    kind: "shirt",
    colors: ["ecru", "indigo", "navy"],
    description:
      "A substantial Oxford cloth shirt with a soft collar and a single chest pocket, woven in Italy and washed for ease. It wears in over years rather than wearing out.",
    materials: "100% cotton Oxford. Mother-of-pearl buttons.",
    details: ["Regular fit", "Chest pocket", "Barrel cuffs", "Curved hem"],
    category: "men",
    subCategories: ["shirts", "essentials"],
    price: 420,
    maxQuantity: 2,
    sizes: sizeRun(LETTER_SIZES, ["ecru", "indigo", "navy"], { XL: 3 }),
  }),
  product({
    title: "Brushed Flannel Overshirt",
    kind: "shirt",
    colors: ["olive", "forest", "camel"],
    description:
      "Brushed wool flannel cut as a shirt but built to be worn as a light jacket. The back yoke and box pleat give room to move over a knit.",
    materials: "100% wool flannel. Horn buttons.",
    details: ["Relaxed fit", "Back yoke and box pleat", "Chest pocket", "Dry clean only"],
    category: "men",
    subCategories: ["shirts", "winter-edit"],
    price: 690,
    sizes: sizeRun(LETTER_SIZES, ["olive", "forest", "camel"], {
      XS: 0,
      S: 0,
      M: preOrder("2027-01-12"),
      L: preOrder("2027-01-12"),
      XL: 3,
    }),
  }),
  product({
    title: "Pleated Wool Trousers",
    kind: "trousers",
    colors: ["navy", "sand", "grey-melange"],
    description:
      "Single-pleated trousers in a worsted wool flannel with a slightly higher rise and a tapered wide leg. Side adjusters replace belt loops at the back for a clean line under a jacket.",
    materials: "100% worsted wool flannel. Waistband lining: 100% cotton.",
    details: [
      "Single front pleats",
      "Slant pockets, back welt pockets",
      "Pressed creases",
      "Unfinished hem, free alterations",
    ],
    category: "men",
    subCategories: ["trousers", "essentials"],
    price: 790,
    sizes: sizeRun(LETTER_SIZES, ["navy", "sand", "grey-melange"], { XS: { colors: ["navy"] }, XL: 0 }),
  }),
  product({
    title: "Cotton Twill Chinos",
    kind: "trousers",
    colors: ["olive", "chocolate", "black"],
    description:
      "Garment-dyed cotton twill chinos with a flat front and a straight, relaxed leg. They soften with every wash and take on the character of whoever wears them.",
    materials: "100% cotton twill, garment dyed.",
    details: ["Flat front", "Straight leg", "Slant and back welt pockets", "Machine wash cold"],
    category: "men",
    subCategories: ["trousers"],
    price: 450,
    maxQuantity: 2,
    sizes: sizeRun(LETTER_SIZES, ["olive", "chocolate", "black"], { L: { colors: ["olive", "black"] } }),
  }),
  product({
    title: "Selvedge Denim Jeans",
    kind: "jeans",
    colors: ["indigo", "black"],
    description:
      "Raw selvedge denim woven on vintage shuttle looms in Okayama, cut with a mid rise and a straight leg. Left unwashed, it fades to a record of how you live in it.",
    materials: "100% cotton selvedge denim, 14 oz. Made in Japan.",
    details: ["Mid rise, straight leg", "Button fly", "Copper rivets and leather patch", "Rigid, unwashed"],
    category: "men",
    subCategories: ["trousers", "essentials", "explorePage"],
    price: 520,
    maxQuantity: 2,
    sizes: sizeRun(LETTER_SIZES, ["indigo", "black"], { XS: preOrder("2027-02-10", ["indigo"]) }),
  }),
];
