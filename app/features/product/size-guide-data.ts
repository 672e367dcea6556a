// The size guide's charts (docs/behaviour.md §2: coat sizes with international equivalents and body
// measurements in cm, plus a height chart). Measurements are of the body, not the garment.

export interface CoatSize {
  label: string;
  us: string;
  fr: string;
  uk: string;
  it: string;
  chestCm: number;
  waistCm: number;
  shoulderCm: number;
}

export interface HeightRow {
  label: string;
  cm: string;
  feet: string;
}

export interface SizeChart {
  title: string;
  coats: readonly CoatSize[];
  heights: readonly HeightRow[];
}

export const WOMEN_CHART: SizeChart = {
  title: "Women",
  coats: [
    { label: "XS", us: "2", fr: "34", uk: "6", it: "38", chestCm: 82, waistCm: 64, shoulderCm: 37 },
    { label: "S", us: "4", fr: "36", uk: "8", it: "40", chestCm: 86, waistCm: 68, shoulderCm: 38 },
    { label: "M", us: "6", fr: "38", uk: "10", it: "42", chestCm: 90, waistCm: 72, shoulderCm: 39 },
    { label: "L", us: "8", fr: "40", uk: "12", it: "44", chestCm: 95, waistCm: 77, shoulderCm: 40 },
    { label: "XL", us: "10", fr: "42", uk: "14", it: "46", chestCm: 100, waistCm: 82, shoulderCm: 41 },
  ],
  heights: [
    { label: "XS", cm: "155–160", feet: "5′1″–5′3″" },
    { label: "S", cm: "160–165", feet: "5′3″–5′5″" },
    { label: "M", cm: "165–170", feet: "5′5″–5′7″" },
    { label: "L", cm: "170–175", feet: "5′7″–5′9″" },
    { label: "XL", cm: "175–180", feet: "5′9″–5′11″" },
  ],
};

export const MEN_CHART: SizeChart = {
  title: "Men",
  coats: [
    { label: "XS", us: "34", fr: "44", uk: "34", it: "44", chestCm: 88, waistCm: 74, shoulderCm: 43 },
    { label: "S", us: "36", fr: "46", uk: "36", it: "46", chestCm: 92, waistCm: 78, shoulderCm: 44.5 },
    { label: "M", us: "38", fr: "48", uk: "38", it: "48", chestCm: 96, waistCm: 82, shoulderCm: 46 },
    { label: "L", us: "40", fr: "50", uk: "40", it: "50", chestCm: 100, waistCm: 86, shoulderCm: 47.5 },
    { label: "XL", us: "42", fr: "52", uk: "42", it: "52", chestCm: 104, waistCm: 90, shoulderCm: 49 },
  ],
  heights: [
    { label: "XS", cm: "165–170", feet: "5′5″–5′7″" },
    { label: "S", cm: "170–175", feet: "5′7″–5′9″" },
    { label: "M", cm: "175–180", feet: "5′9″–5′11″" },
    { label: "L", cm: "180–185", feet: "5′11″–6′1″" },
    { label: "XL", cm: "185–190", feet: "6′1″–6′3″" },
  ],
};

/** Women's and men's pieces get their own chart; unisex pieces show both. */
export function chartsFor(category: "unisex" | "women" | "men"): readonly SizeChart[] {
  if (category === "women") return [WOMEN_CHART];
  if (category === "men") return [MEN_CHART];
  return [WOMEN_CHART, MEN_CHART];
}
