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
  ["coat", "overcoat", "topcoat"],
  ["jacket", "blazer"],
  ["grey", "gray"],
  ["hoodie", "sweatshirt"],
  ["scarf", "muffler"],
  ["hat", "fedora"],
];
