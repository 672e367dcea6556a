// A fingerprint of every application table's contents, to prove a refused request wrote nothing.
import { sql } from "drizzle-orm";
import { rows } from "../../server/db/rows";
import type { Services } from "../../server/services-type";

/** Tables a refused request must never touch (sessions may expire on their own, so they are left out). */
const TABLES = [
  "user",
  "account",
  "roles",
  "categories",
  "products",
  "coupons",
  "orders",
  "order_lines",
  "contact_messages",
  "newsletter_subscriptions",
  "notify_requests",
  "stock_levels",
  "stock_movements",
];

export async function dbDigest(services: Services): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const [r] = await rows<{ d: string | null }>(
      services.db,
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${table}" t`),
    );
    parts.push(`${table}:${r?.d ?? ""}`);
  }
  return parts.join(",");
}
