// The size guides as the boutique opened them: version 1, and what the shop shows before any
// publish. Body measurements (not the garment's), from the European size standards the shop's
// makers cut to; inches rounded to the half.
import type { SizeGuide, SizeGuidesContent } from "../../../domain/contracts/size-guides";
import { SIZE_GUIDE_NAMES } from "../../../domain/size-guides";

type Row = readonly [size: string, ...values: string[]];
const rows = (list: readonly Row[]) => list.map(([size, ...values]) => ({ size, values }));

/**
 * Body measurements by size, letters then numbers: letter sizes are cut alike for women and men;
 * numeric sizes are European women's sizes.
 */
const BODY: readonly Row[] = [
  ["XS", "82–88", "66–72", "86–92", "32–35", "26–28", "34–36"],
  ["S", "88–94", "72–78", "92–98", "35–37", "28–31", "36–39"],
  ["M", "94–100", "78–84", "98–104", "37–39", "31–33", "39–41"],
  ["L", "100–106", "84–90", "104–110", "39–42", "33–35", "41–43"],
  ["XL", "106–112", "90–96", "110–116", "42–44", "35–38", "43–46"],
  ["XXL", "112–118", "96–102", "116–122", "44–46", "38–40", "46–48"],
  ["34", "80", "64", "88", "31.5", "25", "34.5"],
  ["36", "84", "68", "92", "33", "27", "36"],
  ["38", "88", "72", "96", "34.5", "28.5", "38"],
  ["40", "92", "76", "100", "36", "30", "39.5"],
  ["42", "96", "80", "104", "38", "31.5", "41"],
  ["44", "100", "84", "108", "39.5", "33", "42.5"],
  ["46", "104", "88", "112", "41", "34.5", "44"],
  ["48", "110", "94", "118", "43.5", "37", "46.5"],
];

const coatsTailoring: SizeGuide = {
  title: SIZE_GUIDE_NAMES["coats-tailoring"],
  sizeColumn: "Size",
  columns: ["Chest (cm)", "Waist (cm)", "Hip (cm)", "Chest (in)", "Waist (in)", "Hip (in)"],
  rows: rows(BODY),
  note: "Our coats and tailoring are cut to these body measurements. Numeric sizes are European women's sizes. Between two sizes, choose the larger for layering over knitwear.",
};

/** Chest and waist as above, with the arm's length from shoulder to wrist. */
const ARM: Record<string, readonly [cm: string, inches: string]> = {
  XS: ["57–59", "22.5–23"],
  S: ["59–61", "23–24"],
  M: ["61–63", "24–25"],
  L: ["63–65", "25–25.5"],
  XL: ["65–67", "25.5–26.5"],
  XXL: ["67–69", "26.5–27"],
  "34": ["58", "23"],
  "36": ["59", "23"],
  "38": ["60", "23.5"],
  "40": ["61", "24"],
  "42": ["62", "24.5"],
  "44": ["62", "24.5"],
  "46": ["63", "25"],
  "48": ["63", "25"],
};
const knitwear: SizeGuide = {
  title: SIZE_GUIDE_NAMES.knitwear,
  sizeColumn: "Size",
  columns: ["Chest (cm)", "Waist (cm)", "Arm length (cm)", "Chest (in)", "Waist (in)", "Arm length (in)"],
  rows: BODY.map(([size, chest, waist, , chestIn, waistIn]) => {
    const [arm, armIn] = ARM[size]!;
    return { size, values: [chest!, waist!, arm, chestIn!, waistIn!, armIn] };
  }),
  note: "Body measurements; our knitwear is cut for an easy fit. For a closer fit, choose one size down.",
};

/** The shoe chart by column (EU size, US women, US men, UK, foot length in cm and in inches). */
const SHOE_CHART = {
  eu: [35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47],
  usWomen: [5, 6, 6.5, 7.5, 8.5, 9, 9.5, 10, 11, 12, 12.5, 13, 14],
  usMen: [3.5, 4.5, 5, 6, 6.5, 7, 8, 8.5, 9.5, 10, 11, 12, 12.5],
  uk: [2.5, 3.5, 4, 5, 6, 6.5, 7, 8, 9, 9.5, 10.5, 11, 12],
  footCm: [22.1, 22.8, 23.5, 24.1, 24.8, 25.4, 26, 26.7, 27.3, 28, 28.6, 29.2, 29.9],
  footIn: [8.7, 9, 9.25, 9.5, 9.75, 10, 10.25, 10.5, 10.75, 11, 11.25, 11.5, 11.75],
};

const shoes: SizeGuide = {
  title: SIZE_GUIDE_NAMES.shoes,
  sizeColumn: "EU",
  columns: ["US women", "US men", "UK", "Foot length (cm)", "Foot length (in)"],
  rows: SHOE_CHART.eu.map((eu, i) => ({
    size: String(eu),
    values: [SHOE_CHART.usWomen, SHOE_CHART.usMen, SHOE_CHART.uk, SHOE_CHART.footCm, SHOE_CHART.footIn].map(
      (column) => String(column[i]),
    ),
  })),
  note: "Measure your foot from the heel to the longest toe, standing, at the end of the day. Between two sizes, choose the larger.",
};

export const DEFAULT_SIZE_GUIDES: SizeGuidesContent = {
  "coats-tailoring": coatsTailoring,
  knitwear,
  shoes,
};
