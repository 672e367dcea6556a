// The catalogue index's start-up build (decision 55). It runs in the background: meanwhile
// listings and search read from SQL, product pages leave out 'You May Also Like', and such pages
// go out `private, no-store` (server/http/page-cache.ts). Once it is ready, what was kept from
// those reads is dropped, so the next visitor gets the whole page.
import type { Services } from "../../services-type";
import { warmCatalogueIndex } from "./search/load-index";

/** Starts the build; resolves once it is ready and the caches are cleared (never rejects). */
export async function warmCatalogue(services: Pick<Services, "db" | "catalogue" | "pages">): Promise<void> {
  await warmCatalogueIndex(services.db);
  services.catalogue.invalidate();
  services.pages.invalidate();
}
