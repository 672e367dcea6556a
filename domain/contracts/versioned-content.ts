// The contracts every versioned document of the dashboard shares (Design, size guides; Pages
// documents share the publish body): drafts, published versions and restore through
// server/services/site-content/versions.ts. Each document brings its own content schema; the
// shapes around it are written once here.
import { z } from "zod";
import { PG_INTEGER_MAX, rowNumber } from "./fields";

/** The version in a path: /versions/{number}. */
export const versionNumberParams = z.object({ number: rowNumber("Not a version number.") });

const versionNumber = z.number().int().min(0).max(PG_INTEGER_MAX);

/**
 * The draft the editor opened (its savedAt; null: none): a save, a discard or a publish acts on
 * that draft only, never on one someone saved since (a 409). Optional: no check.
 */
const openedDraft = z.iso.datetime().nullable().optional();

/**
 * Saving a draft names the version its text started from, and publishing checks against it, so
 * two editors never overwrite blindly (every document has a version 1 from the start: its seed,
 * written on first read).
 */
export const draftBodyOf = <C extends z.ZodType>(content: C) =>
  z.strictObject({ content, basedOn: versionNumber, draftSavedAt: openedDraft });

/** Discarding names the draft its editor opened, as a query parameter of the DELETE. */
export const discardDraftQuery = z.strictObject({ draftSavedAt: z.iso.datetime().optional() });

/**
 * Publishing names the version the editor started from, and the draft it opened (its savedAt;
 * null: none), so a draft someone saved since is not discarded by this publish.
 */
export const publishBodyOf = <C extends z.ZodType>(content: C) =>
  z.strictObject({
    content,
    basedOn: versionNumber,
    draftSavedAt: openedDraft,
  });

/**
 * Restoring names the live version the editor saw, so a version published since is not replaced
 * unseen (a 409, as for a publish). Optional: a client that names none restores over the latest.
 */
export const restoreBody = z.strictObject({ basedOn: versionNumber.optional() }).optional();

/** A saved draft: its text, when and by whom, and the version it started from (null: not known). */
export const draftOf = <C extends z.ZodType>(content: C) =>
  z.object({
    content,
    savedAt: z.string(),
    savedBy: z.string().nullable(),
    basedOn: z.number().int().nullable(),
  });

const versionInfo = z.object({
  number: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  restoredFrom: z.number().int().nullable(),
});

/** The dashboard's view of one document: the live version, any draft and the history, newest first. */
export function versionedContracts<C extends z.ZodType>(content: C) {
  const detail = z.object({
    published: z.object({ info: versionInfo, content }),
    draft: draftOf(content).nullable(),
    history: z.array(versionInfo),
  });
  return {
    content,
    versionParams: versionNumberParams,
    draftBody: draftBodyOf(content),
    publishBody: publishBodyOf(content),
    detail,
    draft: detail.shape.draft.unwrap(),
    version: z.object({ info: versionInfo, content }),
  };
}
