// Men's bags, shoes and accessories.
import { ONE_SIZE, SHOE_SIZES, preOrder, product, runOf } from "./build";
import type { SeedProduct } from "./types";

export const menAccessories: SeedProduct[] = [
  product({
    title: "Suede Penny Loafers",
    kind: "loafers",
    colors: ["chocolate", "sand", "olive"],
    description:
      "Unlined suede loafers, hand-sewn at the toe and so soft they need no breaking in. A thin leather sole keeps them light enough for summer evenings and travel.",
    materials: "Upper: 100% calf suede. Unlined. Sole: leather.",
    details: ["Hand-sewn moc toe", "Unlined construction", "Leather sole", "Made in Italy"],
    category: "men",
    subCategories: ["shoes"],
    price: 790,
    sizes: runOf(SHOE_SIZES, {}, 3),
  }),
  product({
    title: "Calf Chelsea Boots",
    kind: "boots",
    colors: ["chocolate", "cognac"],
    description:
      "Goodyear-welted Chelsea boots in a burnished calf that deepens with polish. A leather sole with a rubber heel insert gives grip on winter streets.",
    materials: "Upper: 100% calf leather. Lining: 100% calf leather. Sole: leather, Goodyear welted.",
    details: ["Goodyear welted", "Elastic side gussets", "Back pull tab", "Made in England"],
    category: "men",
    subCategories: ["shoes", "winter-edit", "explorePage"],
    price: 1250,
    sizes: runOf(SHOE_SIZES, {
      "39": 0,
      "40": { colors: ["chocolate"] },
      "44": preOrder("2027-01-18"),
      "45": 3,
    }),
  }),
  product({
    title: "Polished Calf Loafers",
    kind: "loafers",
    colors: ["midnight", "ivory"],
    description:
      "A sleek loafer in polished calf with a saddle strap, for evenings when sneakers will not do and lace-ups are too much. Blake stitched for a close-trimmed sole.",
    materials: "Upper: 100% calf leather. Lining: 100% calf leather. Sole: leather.",
    details: ["Blake construction", "Saddle strap", "Stacked leather heel", "Made in Italy"],
    category: "men",
    subCategories: ["shoes", "evening"],
    price: 890,
    sizes: runOf(SHOE_SIZES, { "39": 0, "40": 0, "41": 0, "42": 0, "43": 0, "44": 0, "45": 0 }),
  }),
  product({
    title: "Grained Leather Weekender Tote",
    kind: "tote",
    colors: ["chocolate", "navy"],
    description:
      "A large, unlined tote in heavy grained calfskin, sized for a weekend away or a long working day. It sits flat in an overhead locker and comes with a zip pouch for passports and chargers.",
    materials: "100% grained calf leather. Suede interior. Brass rivets.",
    details: ["Open top", "Detachable zip pouch", "Riveted handles", "W 46 × H 36 × D 16 cm"],
    category: "men",
    subCategories: ["bags"],
    price: 2400,
    maxQuantity: 1,
    sizes: runOf(ONE_SIZE),
  }),
  product({
    title: "Bridle Leather Belt",
    kind: "belt",
    colors: ["black", "chocolate"],
    description:
      "A dress belt cut from English bridle leather, edge-painted and stitched, with a solid brass buckle that will outlast it. Width suited to trousers and jeans alike.",
    materials: "100% bridle leather. Solid brass buckle.",
    details: ["Width 3.2 cm", "Five adjustment holes", "Hand-painted edges", "Made in England"],
    category: "men",
    subCategories: ["accessories", "essentials"],
    price: 490,
    maxQuantity: 2,
    sizes: runOf(ONE_SIZE),
  }),
  product({
    title: "Wide-Brim Felt Fedora",
    kind: "hat",
    colors: ["charcoal", "chocolate"],
    description:
      "A wider-brimmed fedora in dense wool felt, blocked by hand and finished with a tonal grosgrain band. It keeps the rain off and the collar up.",
    materials: "100% wool felt. Band: 100% viscose grosgrain. Sweatband: leather.",
    details: ["Brim width 8 cm", "Pinched crown", "Leather sweatband", "Made in Italy"],
    category: "men",
    subCategories: ["accessories", "winter-edit"],
    price: 580,
    sizes: runOf(ONE_SIZE, {}, 0),
  }),
];
