// Women's bags, shoes and accessories.
import { ONE_SIZE, WOMEN_SHOE_SIZES, preOrder, product, runOf } from "./build";
import type { SeedProduct } from "./types";

export const womenAccessories: SeedProduct[] = [
  product({
    title: "The Atelier Top-Handle Bag",
    kind: "handbag",
    colors: ["cognac", "black", "burgundy"],
    description:
      "Our house bag, built on a structured frame in smooth calfskin with painted edges and saddle stitching. The gilt turn-lock and rolled handle are finished by hand in our Florence workshop.",
    materials: "100% calf leather. Lining: 100% lambskin. Gold-tone brass hardware.",
    details: [
      "Turn-lock flap closure",
      "Rolled top handle and detachable shoulder strap",
      "Interior slip pocket",
      "W 28 × H 21 × D 11 cm",
      "Made in Italy",
    ],
    category: "women",
    subCategories: ["bags", "evening", "explorePage"],
    price: 3400,
    maxQuantity: 1,
    sizes: runOf(ONE_SIZE),
  }),
  product({
    title: "Mini Top-Handle Bag",
    kind: "handbag",
    colors: ["blush", "ivory", "forest"],
    description:
      "The top-handle bag in a smaller scale, sized for a phone, cards and keys. It carries by hand or across the body on its slim leather strap.",
    materials: "100% calf leather. Lining: 100% lambskin. Gold-tone brass hardware. Strap: calf leather.",
    details: [
      "Turn-lock flap closure",
      "Detachable crossbody strap",
      "W 20 × H 15 × D 8 cm",
      "Made in Italy",
    ],
    category: "women",
    subCategories: ["bags"],
    price: 2650,
    maxQuantity: 1,
    sizes: runOf(ONE_SIZE, {}, 0),
  }),
  product({
    title: "Grained Leather Tote",
    kind: "tote",
    colors: ["camel", "black"],
    description:
      "A roomy, unlined tote in supple grained calfskin that holds a laptop and the rest of the day. It comes with a matching zip pouch for the small things.",
    materials: "100% grained calf leather. Suede interior. Brass rivets.",
    details: ["Open top", "Matching detachable zip pouch", "Riveted flat handles", "W 40 × H 32 × D 14 cm"],
    category: "women",
    subCategories: ["bags", "essentials"],
    price: 2200,
    sizes: runOf(ONE_SIZE),
  }),
  product({
    title: "Calfskin Penny Loafers",
    kind: "loafers",
    colors: ["black", "cognac", "burgundy"],
    description:
      "Hand-sewn moccasin loafers in polished calf with a classic saddle strap. A leather sole and stacked heel give them the weight of a proper shoe.",
    materials: "Upper: 100% calf leather. Lining: 100% goatskin. Sole: leather.",
    details: ["Hand-sewn moc toe", "Leather sole, stacked heel", "Heel height 2 cm", "Made in Italy"],
    category: "women",
    subCategories: ["shoes", "essentials"],
    price: 850,
    sizes: runOf(WOMEN_SHOE_SIZES, {
      "36": { colors: ["black"] },
      "37": 0,
      "41": preOrder("2027-01-30", ["black", "cognac"]),
    }),
  }),
  product({
    title: "Leather Chelsea Boots",
    kind: "boots",
    colors: ["black", "burgundy"],
    description:
      "A slim Chelsea boot cut from a single piece of calf so the shaft is smooth and seamless. Elastic gussets and a back pull tab make it easy on and off.",
    materials: "Upper: 100% calf leather. Lining: 100% calf leather. Sole: leather with rubber insert.",
    details: ["Elastic side gussets", "Back pull tab", "Heel height 3 cm", "Made in Italy"],
    category: "women",
    subCategories: ["shoes", "winter-edit"],
    price: 1150,
    sizes: runOf(WOMEN_SHOE_SIZES, { "36": 0, "37": 0, "38": 0, "39": 0, "40": 0, "41": 0 }),
  }),
  product({
    title: "Panama Straw Fedora",
    kind: "hat",
    colors: ["ivory", "camel"],
    description:
      "Hand-woven in Ecuador from toquilla straw and blocked in Italy, with a pinched crown and a narrow grosgrain band. It rolls for travel and springs back into shape.",
    materials: "100% toquilla straw. Band: 100% cotton grosgrain.",
    details: [
      "Pinched teardrop crown",
      "Brim width 6 cm",
      "Cotton sweatband",
      "Woven in Ecuador, blocked in Italy",
    ],
    category: "women",
    subCategories: ["accessories"],
    price: 620,
    sizes: runOf(ONE_SIZE, {}, 2, "2027-03-20"),
  }),
  product({
    title: "Slim Leather Belt",
    kind: "belt",
    colors: ["cognac", "burgundy", "ivory"],
    description:
      "A narrow belt in bridle leather with a polished brass buckle, made to sit at the waist of a dress or the loops of a trouser. The edges are burnished and stitched by hand.",
    materials: "100% bridle leather. Brass buckle.",
    details: ["Width 2.5 cm", "Five adjustment holes", "Hand-burnished edges"],
    category: "women",
    subCategories: ["accessories"],
    price: 450,
    maxQuantity: 2,
    sizes: runOf(ONE_SIZE),
  }),
];
