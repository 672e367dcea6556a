// The size guides as the boutique opened them: version 1, and what the shop shows before any
// publish. Body measurements (not the garment's), from the European size standards the shop's
// makers cut to; inches rounded to the half.
import type { SizeGuide, SizeGuidesContent } from "../../../domain/contracts/size-guides";

type Row = readonly [size: string, ...values: string[]];
const rows = (list: readonly Row[]) => list.map(([size, ...values]) => ({ size, values }));

/** Letter sizes are cut alike for women and men; numeric sizes are European women's sizes. */
const LETTER_BODY: readonly Row[] = [
  ["XS", "82–88", "66–72", "86–92", "32–35", "26–28", "34–36"],
  ["S", "88–94", "72–78", "92–98", "35–37", "28–31", "36–39"],
  ["M", "94–100", "78–84", "98–104", "37–39", "31–33", "39–41"],
  ["L", "100–106", "84–90", "104–110", "39–42", "33–35", "41–43"],
  ["XL", "106–112", "90–96", "110–116", "42–44", "35–38", "43–46"],
  ["XXL", "112–118", "96–102", "116–122", "44–46", "38–40", "46–48"],
];
const NUMERIC_BODY: readonly Row[] = [
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
  title: "Coats and Tailoring",
  sizeColumn: "Size",
  columns: ["Chest (cm)", "Waist (cm)", "Hip (cm)", "Chest (in)", "Waist (in)", "Hip (in)"],
  rows: rows([...LETTER_BODY, ...NUMERIC_BODY]),
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
  title: "Knitwear",
  sizeColumn: "Size",
  columns: ["Chest (cm)", "Waist (cm)", "Arm length (cm)", "Chest (in)", "Waist (in)", "Arm length (in)"],
  rows: [...LETTER_BODY, ...NUMERIC_BODY].map(([size, chest, waist, , chestIn, waistIn]) => {
    const [arm, armIn] = ARM[size]!;
    return { size, values: [chest!, waist!, arm, chestIn!, waistIn!, armIn] };
  }),
  note: "Body measurements; our knitwear is cut for an easy fit. For a closer fit, choose one size down.",
};

const shoes: SizeGuide = {
  title: "Shoes",
  sizeColumn: "EU",
  columns: ["US women", "US men", "UK", "Foot length (cm)", "Foot length (in)"],
  rows: rows([
    ["35", "5", "3.5", "2.5", "22.1", "8.7"],
    ["36", "6", "4.5", "3.5", "22.8", "9"],
    ["37", "6.5", "5", "4", "23.5", "9.25"],
    ["38", "7.5", "6", "5", "24.1", "9.5"],
    ["39", "8.5", "6.5", "6", "24.8", "9.75"],
    ["40", "9", "7", "6.5", "25.4", "10"],
    ["41", "9.5", "8", "7", "26", "10.25"],
    ["42", "10", "8.5", "8", "26.7", "10.5"],
    ["43", "11", "9.5", "9", "27.3", "10.75"],
    ["44", "12", "10", "9.5", "28", "11"],
    ["45", "12.5", "11", "10.5", "28.6", "11.25"],
    ["46", "13", "12", "11", "29.2", "11.5"],
    ["47", "14", "12.5", "12", "29.9", "11.75"],
  ]),
  note: "Measure your foot from the heel to the longest toe, standing, at the end of the day. Between two sizes, choose the larger.",
};

export const DEFAULT_SIZE_GUIDES: SizeGuidesContent = {
  "coats-tailoring": coatsTailoring,
  knitwear,
  shoes,
};
