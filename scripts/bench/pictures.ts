// The pictures of the bench's order lines, drawn into the server's data folder before it starts.
//
// The bench's products carry the seed's demo illustrations, which a server draws (SVG to WebP,
// with libvips) the first time a width is asked for and then keeps on disk. Nothing asks for a
// picture during the page tests, so the first order e-mails used to draw them, inside the order
// placement test: ~40 MB more at that test's peak, for work a shop does once per picture, long
// before its orders (docs/benchmarks.md §0j). Their e-mail pictures (144 px JPEGs kept beside the
// WebP files, decision 99) are made here too, as a shop makes them when a picture is uploaded.
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { rows } from "../../server/db/rows";
import { createMediaStore } from "../../server/media/store";
import type { Fixtures } from "./seed";

/** Draws each colour's first picture of the order lines' products; returns how many. */
export async function drawOrderPictures(
  db: Db,
  lines: Fixtures["orderLines"],
  dataDir: string,
): Promise<number> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const found = await rows<{ images: Record<string, string[]> }>(
    db,
    sql`select images from products where id = any(${sql.param(ids)}::text[])`,
  );
  const keys = new Set(found.flatMap((row) => Object.values(row.images).flatMap((list) => list.slice(0, 1))));
  const store = createMediaStore({ dataDir });
  for (const key of keys) await store.mailPicture(key);
  return keys.size;
}
