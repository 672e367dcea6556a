// Pages: the contracts of the legal and FAQ documents, their drafts, versions and rendering.
import { z } from "zod";
import { PAGE_KEYS, PAGE_LIMITS } from "../page-documents";
import { hasVisibleText } from "../text";
import { optionalText, requiredText } from "../text-schema";
import { rowNumber } from "./fields";
import { draftBodyOf, draftOf, publishBodyOf } from "./versioned-content";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2026-07-01.")
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    "Not a real date.",
  );

/** What staff write; the server also refuses raw HTML and unsafe links in the body. */
export const pageContentSchema = z.strictObject({
  title: requiredText(PAGE_LIMITS.title, "Please enter a title."),
  summary: optionalText(PAGE_LIMITS.summary),
  effectiveFrom: isoDate,
  body: z
    .string()
    .max(PAGE_LIMITS.body, `At most ${PAGE_LIMITS.body} characters.`)
    // Not trimmed: the text is Markdown, kept as written; only blank text is refused.
    .refine(hasVisibleText, "Please write the text."),
});
export type PageContent = z.infer<typeof pageContentSchema>;

export const pageKeyParams = z.object({ key: z.enum(PAGE_KEYS) });
export const pageVersionParams = pageKeyParams.extend({ number: rowNumber("Not a version number.") });

export const publishPageBody = publishBodyOf(pageContentSchema);
export const pageDraftBody = draftBodyOf(pageContentSchema);

export const previewBody = z.strictObject({ body: z.string().max(PAGE_LIMITS.body) });

// ── rendered for the shop ────────────────────────────────────────────────────────────────────
export const htmlPartSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("html"), html: z.string() }),
  z.object({ kind: z.literal("cookieSettings") }),
]);
export type HtmlPart = z.infer<typeof htmlPartSchema>;

export const renderedBodySchema = z.object({
  intro: z.array(htmlPartSchema),
  sections: z.array(z.object({ id: z.string(), heading: z.string(), parts: z.array(htmlPartSchema) })),
});
export type RenderedBody = z.infer<typeof renderedBodySchema>;

export const publicPageSchema = z.object({
  key: z.enum(PAGE_KEYS),
  title: z.string(),
  summary: z.string(),
  effectiveFrom: z.string(),
  version: z.number().int(),
  body: renderedBodySchema,
});
export type PublicPage = z.infer<typeof publicPageSchema>;

// ── the dashboard's view ─────────────────────────────────────────────────────────────────────
export const versionInfoSchema = z.object({
  number: z.number().int(),
  title: z.string(),
  effectiveFrom: z.string(),
  publishedAt: z.string(),
  /** Null for the text the boutique opened with. */
  publishedBy: z.string().nullable(),
  restoredFrom: z.number().int().nullable(),
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;

export const draftInfoSchema = draftOf(pageContentSchema);

export const pageSummarySchema = z.object({
  key: z.enum(PAGE_KEYS),
  title: z.string(),
  published: versionInfoSchema.nullable(),
  draft: z.object({ savedAt: z.string(), savedBy: z.string().nullable() }).nullable(),
});
export const pageListSchema = z.object({ items: z.array(pageSummarySchema) });

export const pageDetailSchema = z.object({
  key: z.enum(PAGE_KEYS),
  published: z.object({ info: versionInfoSchema, content: pageContentSchema }),
  draft: draftInfoSchema.nullable(),
  history: z.array(versionInfoSchema),
});
export type PageDetail = z.infer<typeof pageDetailSchema>;

export const pageVersionSchema = z.object({ info: versionInfoSchema, content: pageContentSchema });
export const previewSchema = renderedBodySchema;
