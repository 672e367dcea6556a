// The shop's synonyms: the one list to edit when shoppers use a word the catalogue does not.
// Each group is symmetric: any of its words finds products carrying any other. A product found
// through a synonym ranks just below one carrying the typed word itself (search-rank.ts).
// Words are plain English; they are stemmed like the catalogue when the index is built.
// Colours are deliberately absent beyond spelling: 'red' must not find burgundy, 'blue' not navy.
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["sweater", "jumper", "knit", "knitwear", "pullover"],
  ["sneakers", "trainers"],
  ["bag", "handbag", "tote", "purse"],
  ["trousers", "pants", "slacks"],
  ["jeans", "denim"],
  ["t-shirt", "tee", "tshirt"],
  ["turtleneck", "rollneck", "poloneck"],
  ["jacket", "blazer"],
  ["grey", "gray"],
  ["hoodie", "sweatshirt"],
  ["scarf", "muffler"],
  ["hat", "fedora"],
];

/**
 * Words that name a kind of something else: a product carrying the first is also found, as if
 * it said so itself, by the second ('coat' finds the Tailored Wool Overcoat at the top, among the
 * coats, where a synonym would rank it lower).
 */
export const KIND_OF: Readonly<Record<string, string>> = {
  overcoat: "coat",
  topcoat: "coat",
  raincoat: "coat",
  crewneck: "sweater",
};
