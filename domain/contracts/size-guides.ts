// Size guides as staff publish them in Design (decision 60): one titled table per guide, rows
// keyed by size name, drafts, versions and restore as the rest of Design.
import { z } from "zod";
import { PRODUCT_SIZE_GUIDES } from "../size-guides";
import { optionalText, requiredText } from "../text-schema";
import { versionedContracts } from "./versioned-content";

export const SIZE_GUIDE_LIMITS = { columns: 8, rows: 40, cell: 20, note: 500 } as const;

export const sizeGuideRowSchema = z.strictObject({
  size: requiredText(20, "Name the size."),
  values: z.array(optionalText(SIZE_GUIDE_LIMITS.cell)).max(SIZE_GUIDE_LIMITS.columns),
});

export const sizeGuideSchema = z
  .strictObject({
    title: requiredText(60, "Give the guide a title."),
    /** The heading of the size column: 'Size', or 'EU' for shoes. */
    sizeColumn: requiredText(20, "Name the size column."),
    columns: z
      .array(requiredText(30, "Name the column."))
      .min(1, "A guide needs at least one column.")
      .max(SIZE_GUIDE_LIMITS.columns),
    rows: z.array(sizeGuideRowSchema).min(1, "A guide needs at least one row.").max(SIZE_GUIDE_LIMITS.rows),
    note: optionalText(SIZE_GUIDE_LIMITS.note),
  })
  .superRefine((g, ctx) => {
    const seen = new Set<string>();
    g.rows.forEach((row, i) => {
      if (row.values.length !== g.columns.length)
        ctx.addIssue({ code: "custom", path: ["rows", i, "values"], message: "One value per column." });
      const key = row.size.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: ["rows", i, "size"], message: "Each size once." });
      seen.add(key);
    });
  });
export type SizeGuide = z.infer<typeof sizeGuideSchema>;

export const sizeGuidesContentSchema = z.strictObject({
  "coats-tailoring": sizeGuideSchema,
  knitwear: sizeGuideSchema,
  shoes: sizeGuideSchema,
});
export type SizeGuidesContent = z.infer<typeof sizeGuidesContentSchema>;

/** A product's guide: one of the guides, or 'none' (no 'Size Guide' link). */
export const productSizeGuideSchema = z.enum(PRODUCT_SIZE_GUIDES, {
  error: "Choose one of the size guides or 'No size guide'.",
});

export const sizeGuidesContracts = versionedContracts(sizeGuidesContentSchema);
export type SizeGuidesDetail = z.infer<typeof sizeGuidesContracts.detail>;
