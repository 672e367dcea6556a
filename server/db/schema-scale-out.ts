// State that several server processes on one database must share (docs/architecture.md, "State
// and scale-out"): counted requests for throttles and rate limits, and uploaded media.
import { bigint, bigserial, customType, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * One counted request (a failed sign-in, a contact message…) in a named bucket such as
 * `sign-in:account:<email>`. A bucket keeps at most its rule's allowance of rows inside its
 * window; older rows are swept. Times are the server's clock in milliseconds.
 */
export const rateHits = pgTable(
  "rate_hit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bucket: text("bucket").notNull(),
    atMs: bigint("at_ms", { mode: "number" }).notNull(),
  },
  (t) => [index("rate_hit_bucket_idx").on(t.bucket, t.atMs), index("rate_hit_at_idx").on(t.atMs)],
);

/** Uploaded images when media live in PostgreSQL: one row per file (`u/<id>/<width>.webp`). */
export const mediaObjects = pgTable("media_object", {
  name: text("name").primaryKey(),
  body: bytea("body").notNull(),
  etag: text("etag").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date", precision: 3 })
    .notNull()
    .defaultNow(),
});
