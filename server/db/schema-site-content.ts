// Content staff publish without a developer: the Pages documents (legal texts, FAQ) and, later,
// the Design settings. Each key has at most one draft and an append-only list of published
// versions; the newest version is the live one. Restoring copies an old version as a new one,
// so the history only ever grows and says who published what, and when.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./schema";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date", precision: 3 });

export const siteContent = pgTable("site_content", {
  /** 'legal-return', 'faq-shipping', 'design', … */
  key: text("key").primaryKey(),
  /** The editor's unpublished work, validated like a publish; null when there is none. */
  draft: jsonb("draft").$type<unknown>(),
  draftSavedAt: ts("draft_saved_at"),
  draftSavedBy: text("draft_saved_by").references(() => user.id, { onDelete: "set null" }),
  draftSavedByName: text("draft_saved_by_name"),
  /**
   * The version the draft's text started from: publishing it over a version published since is
   * a conflict, however many times it was saved in between. Null for drafts saved before it was kept.
   */
  draftBasedOn: integer("draft_based_on"),
});

export const siteContentVersions = pgTable(
  "site_content_versions",
  {
    id: serial("id").primaryKey(),
    key: text("key")
      .notNull()
      .references(() => siteContent.key, { onDelete: "cascade" }),
    /** 1, 2, 3 … per key; the unique index refuses two processes publishing the same number. */
    number: integer("number").notNull(),
    content: jsonb("content").$type<unknown>().notNull(),
    publishedAt: ts("published_at").notNull().defaultNow(),
    publishedBy: text("published_by").references(() => user.id, { onDelete: "set null" }),
    /** The name as it was when publishing: the history stays readable if the account goes. */
    publishedByName: text("published_by_name"),
    restoredFrom: integer("restored_from"),
  },
  (t) => [
    uniqueIndex("site_content_versions_key_number_idx").on(t.key, t.number),
    index("site_content_versions_published_idx").on(t.key, sql`${t.number} desc`),
  ],
);
