// The search relevance set: what shoppers type, and what they must (and must not) get back.
// Run by tests/integration/search-relevance.test.ts on both databases; the share that passes
// is reported, and below RELEASE_SHARE the run fails.
import { all, audience, color, not, some, status, sub, title, type Pick } from "./picks";

export const RELEASE_SHARE = 0.9;

export interface RelevanceCase {
  q: string;
  /** The first `n` results all satisfy `match` (and there are at least n). */
  top?: { n: number; match: Pick };
  /** Every result satisfying the first pick comes before every result satisfying the second. */
  before?: [Pick, Pick];
  /** No result satisfies any of these. */
  never?: Pick[];
  /** At least this many results. */
  atLeast?: number;
  /** No result at all. */
  empty?: true;
}

const coat = title(/coat/i);
const sweater = title(/sweater/i);

export const RELEVANCE_CASES: RelevanceCase[] = [
  // Exact words and plurals
  { q: "coat", top: { n: 4, match: coat }, before: [coat, not(coat)] },
  { q: "coats", top: { n: 4, match: coat } },
  { q: "dress", top: { n: 3, match: sub("dresses") } },
  { q: "dresses", top: { n: 3, match: sub("dresses") } },
  { q: "loafers", top: { n: 3, match: title(/loafers/i) }, before: [status(1), status(0)] },
  { q: "chelsea boots", top: { n: 3, match: title(/chelsea boots/i) }, before: [status(1), status(0)] },
  { q: "scarves", top: { n: 3, match: title(/scarf/i) } },
  { q: "velvet jacket", top: { n: 1, match: title(/velvet dinner jacket/i) } },
  { q: "merino", top: { n: 2, match: title(/merino/i) } },
  { q: "turtleneck", top: { n: 1, match: title(/turtleneck/i) } },
  { q: "evening", top: { n: 3, match: sub("evening") } },
  { q: "crepe", top: { n: 1, match: title(/crêpe/i) } },
  // Colours: from the colours a product is sold in
  { q: "black", atLeast: 10, top: { n: 10, match: color("black") } },
  {
    q: "black dress",
    top: { n: 2, match: all(sub("dresses"), color("black")) },
    never: [all(sub("dresses"), not(color("black")))],
  },
  {
    q: "camel",
    atLeast: 8,
    top: { n: 8, match: color("camel") },
    never: [all(title(/calf/i), not(color("camel")))],
  },
  {
    q: "camel coat",
    top: { n: 2, match: all(sub("coats"), color("camel")) },
    never: [sub("bags"), all(title(/calf/i), not(color("camel")))],
  },
  { q: "navy blazer", top: { n: 1, match: all(title(/blazer/i), color("navy")) } },
  { q: "burgundy", atLeast: 5, top: { n: 5, match: color("burgundy") } },
  { q: "grey", top: { n: 5, match: color("grey-melange") } },
  { q: "gray", top: { n: 5, match: color("grey-melange") } },
  // Materials
  {
    q: "cashmere",
    top: { n: 8, match: title(/cashmere/i) },
    before: [title(/cashmere/i), not(title(/cashmere/i))],
  },
  {
    q: "silk scarf",
    top: { n: 1, match: title(/silk twill scarf/i) },
    never: [title(/cashmere twill scarf/i)],
  },
  { q: "silk", top: { n: 3, match: title(/silk/i) } },
  { q: "wool coat", top: { n: 1, match: all(title(/wool/i), title(/coat/i)) } },
  { q: "leather", top: { n: 3, match: title(/leather/i) } },
  { q: "suede", top: { n: 2, match: title(/suede/i) } },
  { q: "linen trousers", top: { n: 1, match: title(/linen trousers/i) } },
  // Synonyms and shop words
  { q: "sweater", top: { n: 2, match: sweater } },
  { q: "jumper", top: { n: 2, match: sub("knitwear") }, atLeast: 5 },
  { q: "knitwear", top: { n: 5, match: sub("knitwear") }, atLeast: 8 },
  { q: "knit", top: { n: 5, match: some(sub("knitwear"), title(/knit/i)) } },
  { q: "sneakers", top: { n: 2, match: title(/sneakers/i) } },
  { q: "trainers", top: { n: 2, match: title(/sneakers/i) } },
  { q: "bag", top: { n: 2, match: title(/bag/i) }, atLeast: 4 },
  { q: "handbag", top: { n: 5, match: sub("bags") } },
  { q: "tote", top: { n: 3, match: title(/tote/i) }, before: [title(/tote/i), not(title(/tote/i))] },
  { q: "pants", top: { n: 4, match: title(/trousers|chinos|jeans/i) } },
  { q: "denim", top: { n: 2, match: title(/jeans/i) } },
  { q: "tee", top: { n: 2, match: title(/t-shirt/i) } },
  { q: "hat", top: { n: 3, match: title(/fedora/i) } },
  {
    q: "mens coat",
    top: { n: 3, match: all(sub("coats"), not(audience("women"))) },
    never: [audience("women")],
  },
  { q: "women boots", top: { n: 1, match: title(/boots/i) }, never: [audience("men")] },
  // Typos of one or two letters
  { q: "caot", top: { n: 4, match: coat } },
  { q: "cashmir swetter", top: { n: 1, match: title(/cashmere crew ?neck sweater/i) } },
  { q: "swetter", top: { n: 2, match: sweater } },
  { q: "lofers", top: { n: 3, match: title(/loafers/i) } },
  { q: "cahsmere", top: { n: 5, match: title(/cashmere/i) } },
  { q: "chelsae boots", top: { n: 3, match: title(/chelsea boots/i) } },
  { q: "tranch coat", top: { n: 2, match: title(/trench coat/i) } },
  // Compound words, either way round
  { q: "trenchcoat", top: { n: 2, match: title(/trench coat/i) } },
  { q: "trenchcoats", top: { n: 2, match: title(/trench coat/i) } },
  { q: "trenchcot", top: { n: 1, match: title(/trench coat/i) } },
  { q: "turtle neck", top: { n: 1, match: title(/turtleneck/i) } },
  // Product details (the list under the description), below title words
  { q: "riveted handles", top: { n: 3, match: title(/tote/i) } },
  { q: "sweatband", top: { n: 2, match: title(/fedora/i) } },
  { q: "gussets", top: { n: 1, match: title(/chelsea boots/i) } },
  { q: "belt", top: { n: 1, match: title(/belt/i) }, before: [title(/belt/i), not(title(/belt/i))] },
  // Words a product is not, and nothing at all
  { q: "red", empty: true },
  { q: "red dress", never: [color("burgundy")] },
  { q: "xyzzy", empty: true },
  // All words before some; long queries
  {
    q: "camel cashmere coat",
    top: { n: 1, match: title(/double-faced cashmere coat/i) },
    before: [
      all(title(/cashmere/i), coat, color("camel")),
      not(all(title(/cashmere/i), coat, color("camel"))),
    ],
  },
  {
    q: "double faced cashmere coat in camel with horn buttons made in italy",
    top: { n: 1, match: title(/double-faced cashmere coat/i) },
  },
  {
    q: "men's navy cotton oxford shirt with a button-down collar",
    top: { n: 1, match: title(/oxford shirt/i) },
  },
];
