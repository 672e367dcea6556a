// Keeps search_terms in step with the catalogue's lexemes. Words of removed products stay:
// they only widen a typo's candidates and match nothing in the full-text step.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export async function refreshSearchTerms(db: Pick<Db, "execute">, productId?: string): Promise<void> {
  await db.execute(sql`
    insert into search_terms (word)
    select distinct unnest(tsvector_to_array(search)) from products
    ${productId ? sql`where id = ${productId}` : sql``}
    on conflict do nothing`);
}
