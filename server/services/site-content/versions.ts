// Draft, publish, history and restore for any published content (Pages documents, Design): one
// place for the rule that the live text is the newest version, that publishing never overwrites
// a version someone else published meanwhile, and that restoring adds a version instead of
// rewriting history. Content is validated by the caller's zod schema before it gets here.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { siteContent, siteContentVersions } from "../../db/schema";
import { conflict, invalid, notFound } from "../errors";
import type { Services } from "../../services-type";

export interface Author {
  id: string;
  name: string;
}

export interface VersionInfo {
  number: number;
  publishedAt: string;
  publishedBy: string | null;
  restoredFrom: number | null;
}

type VersionRow = typeof siteContentVersions.$inferSelect;

export const versionInfo = (r: VersionRow): VersionInfo => ({
  number: r.number,
  publishedAt: r.publishedAt.toISOString(),
  publishedBy: r.publishedByName,
  restoredFrom: r.restoredFrom,
});

/**
 * The key's row, and its first version from `initial` when it has none yet (a database made
 * before this content was editable, or the seed). Safe to race: both inserts skip on conflict.
 */
export async function ensureContent(db: Db, key: string, initial: () => unknown): Promise<void> {
  const [latest] = await db
    .select({ n: siteContentVersions.number })
    .from(siteContentVersions)
    .where(eq(siteContentVersions.key, key))
    .limit(1);
  if (latest) return;
  await db.insert(siteContent).values({ key }).onConflictDoNothing();
  await db
    .insert(siteContentVersions)
    .values({ key, number: 1, content: initial(), publishedByName: null })
    .onConflictDoNothing();
}

/** The live version, or null when the key was never published. */
export async function latestVersion(db: Db, key: string): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(siteContentVersions)
    .where(eq(siteContentVersions.key, key))
    .orderBy(desc(siteContentVersions.number))
    .limit(1);
  return row ?? null;
}

export async function getVersion(db: Db, key: string, number: number): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(siteContentVersions)
    .where(and(eq(siteContentVersions.key, key), eq(siteContentVersions.number, number)));
  if (!row) throw notFound("No such version.");
  return row;
}

export async function history(db: Db, key: string): Promise<VersionRow[]> {
  return db
    .select()
    .from(siteContentVersions)
    .where(eq(siteContentVersions.key, key))
    .orderBy(desc(siteContentVersions.number));
}

export async function getDraft(db: Db, key: string) {
  const [row] = await db.select().from(siteContent).where(eq(siteContent.key, key));
  if (!row?.draft || !row.draftSavedAt) return null;
  return {
    content: row.draft,
    savedAt: row.draftSavedAt.toISOString(),
    savedBy: row.draftSavedByName,
    basedOn: row.draftBasedOn,
  };
}

/**
 * The draft stored under `key`, read with its row locked for the transaction (so a save, a
 * discard and a publish of one document queue), refused when it is not the draft the editor
 * opened (`opened`: its savedAt; null: none; undefined: no check). Someone else's newer draft is
 * never replaced or deleted unseen; a draft that has ended meanwhile (published) is no conflict.
 */
async function lockDraft(
  tx: Pick<Db, "select" | "insert">,
  key: string,
  opened: string | null | undefined,
  doing: string,
) {
  await tx.insert(siteContent).values({ key }).onConflictDoNothing();
  const [row] = await tx
    .select({ savedAt: siteContent.draftSavedAt, savedBy: siteContent.draftSavedByName })
    .from(siteContent)
    .where(eq(siteContent.key, key))
    .for("update");
  const stored = row?.savedAt ?? null;
  if (opened === undefined || stored === null) return;
  if (opened !== null && new Date(opened).getTime() === stored.getTime()) return;
  const who = row?.savedBy ? ` by ${row.savedBy}` : "";
  throw conflict(`Another draft was saved${who} since you opened this page. ${doing}`);
}

/**
 * Keeps the editor's work whatever was published meanwhile (a draft is never refused for being
 * behind), with the version its text started from: publishing it is checked against that. It
 * replaces only the draft its editor opened (`opened`), never one someone saved since.
 */
export async function saveDraft(
  db: Db,
  key: string,
  content: unknown,
  author: Author,
  basedOn: number,
  opened?: string | null,
) {
  // A version that does not exist yet would make the draft never count as behind.
  const latest = await latestVersion(db, key);
  if (basedOn > (latest?.number ?? 0))
    throw invalid("There is no such version to start from.", { basedOn: "Not a published version." });
  const savedAt = new Date();
  const draft = {
    draft: content,
    draftSavedAt: savedAt,
    draftSavedBy: author.id,
    draftSavedByName: author.name,
    draftBasedOn: basedOn,
  };
  await db.transaction(async (tx) => {
    await lockDraft(
      tx,
      key,
      opened,
      "Copy your text, then reload the page to compare the two before saving.",
    );
    await tx.update(siteContent).set(draft).where(eq(siteContent.key, key));
  });
  return { content, savedAt: savedAt.toISOString(), savedBy: author.name, basedOn };
}

const NO_DRAFT = {
  draft: null,
  draftSavedAt: null,
  draftSavedBy: null,
  draftSavedByName: null,
  draftBasedOn: null,
};

/** Ends the draft its editor opened (`opened`, as for saveDraft), never one someone saved since. */
export async function discardDraft(db: Db, key: string, opened?: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, key, opened, "Reload the page to see it before discarding.");
    await tx.update(siteContent).set(NO_DRAFT).where(eq(siteContent.key, key));
  });
}

/**
 * Makes `content` the live version. `basedOn` is the version the editor opened: if another
 * version was published since, the publish is refused (a conflict) instead of silently replacing it.
 * The key's row is locked for the transaction, so two publishes queue; the unique index on
 * (key, number) is the last word if they ever do not.
 */
export async function publish(
  services: Pick<Services, "db" | "log">,
  key: string,
  content: unknown,
  opts: {
    /** The version the editor opened; "latest": no check (a restore). */
    basedOn: number | "latest";
    /**
     * The draft the editor opened (its savedAt; null: none). A draft saved since is someone's
     * newer work and stays; undefined (a restore) ends any draft, as before.
     */
    draftSavedAt?: string | null;
    author: Author;
    restoredFrom?: number;
  },
): Promise<VersionRow> {
  const row = await services.db.transaction(async (tx) => {
    await tx.insert(siteContent).values({ key }).onConflictDoNothing();
    await tx.execute(sql`select 1 from ${siteContent} where ${siteContent.key} = ${key} for update`);
    const [latest] = await tx
      .select({ n: siteContentVersions.number })
      .from(siteContentVersions)
      .where(eq(siteContentVersions.key, key))
      .orderBy(desc(siteContentVersions.number))
      .limit(1);
    const current = latest?.n ?? 0;
    const opened = opts.basedOn;
    if (opened !== "latest" && opened !== current)
      throw conflict(
        `Version ${current} was published since you opened version ${opened}. Save your text as a draft, then compare it with version ${current} before publishing.`,
      );
    const [inserted] = await tx
      .insert(siteContentVersions)
      .values({
        key,
        number: current + 1,
        content,
        publishedBy: opts.author.id,
        publishedByName: opts.author.name,
        restoredFrom: opts.restoredFrom ?? null,
      })
      .returning();
    // The draft this editor started from is now published: it ends. A draft saved after the
    // editor opened stays, now behind the live version (the dashboard says so).
    const openedDraft = opts.draftSavedAt;
    const ends =
      openedDraft === undefined
        ? sql`true`
        : openedDraft === null
          ? sql`${siteContent.draftSavedAt} is null`
          : // Exactly the draft opened: a later one (whatever a skewed clock stamped on it) stays.
            sql`(${siteContent.draftSavedAt} is null or ${siteContent.draftSavedAt} = ${new Date(openedDraft)})`;
    await tx
      .update(siteContent)
      .set(NO_DRAFT)
      .where(and(eq(siteContent.key, key), ends));
    return inserted!;
  });
  // The audit trail: the version row itself (who, when, what), and one log line per publish.
  services.log.info(
    {
      event: opts.restoredFrom ? "content_restored" : "content_published",
      key,
      version: row.number,
      restoredFrom: row.restoredFrom,
      userId: opts.author.id,
    },
    "site content published",
  );
  return row;
}

/**
 * Publishes an old version's exact content again, as the next version: over the live version the
 * editor saw (`basedOn`; a conflict if another was published since). A draft stays: it is now
 * behind, and the dashboard says so.
 */
export async function restore(
  services: Pick<Services, "db" | "log">,
  key: string,
  number: number,
  author: Author,
  basedOn?: number,
): Promise<VersionRow> {
  const old = await getVersion(services.db, key, number);
  return publish(services, key, old.content, {
    basedOn: basedOn ?? "latest",
    draftSavedAt: null,
    author,
    restoredFrom: number,
  });
}
