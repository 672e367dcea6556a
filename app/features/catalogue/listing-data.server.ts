// The listing loader: the category record for the link bar and the first page of products.
import { data, type RouterContextProvider } from "react-router";
import { PAGE_SIZE } from "../../../domain/catalogue";
import { parseFilters } from "../../../domain/catalogue-filters";
import { cachedCategories, cachedListing } from "../../../server/services/catalogue/cached-reads";
import { servicesFrom } from "../../lib/context.server";
import { listingPageOf, type ListingData } from "./listing-data";
import { afterCursor, pageAfter } from "./page-after.server";

export async function loadListing(
  request: Request,
  subUrl: string | undefined,
  context: Readonly<RouterContextProvider>,
): Promise<ListingData> {
  const url = new URL(request.url);
  const page = listingPageOf(url.pathname);
  if (!page) throw data(null, { status: 404 });
  const services = servicesFrom(context);
  const record = (await cachedCategories(services)).find((row) => row.id === page);
  // Only title and url reach the browser.
  const links = (record?.subCategories ?? []).map(({ title, url }) => ({ title, url }));
  const sub = subUrl === undefined ? null : links.find((link) => link.url === subUrl);
  // A sub-category the record does not name is a page that does not exist, not an empty list.
  if (sub === undefined) throw data(null, { status: 404 });
  // A shared link naming a colour or size no longer offered simply shows it unticked.
  const { filters, sort } = parseFilters(url.searchParams);
  const after = afterCursor(url.searchParams);
  const listed = await pageAfter(after, (cursor) =>
    cachedListing(services, {
      page,
      subCategory: sub?.url,
      cursor,
      limit: PAGE_SIZE,
      filters,
      sort: sort === "relevance" ? null : sort,
      facets: true,
    }),
  );
  const first = { items: listed.items, nextCursor: listed.nextCursor };
  const browse = {
    filters,
    sort: sort === "relevance" ? null : sort,
    facets: listed.facets!,
    total: listed.total!,
  };
  return { page, sub, links, first, browse, after: after ?? null };
}
