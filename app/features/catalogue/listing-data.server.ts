// The listing loader: the category record for the link bar and the first page of products.
import { data, type RouterContextProvider } from "react-router";
import { PAGE_SIZE } from "../../../domain/catalogue";
import { cachedCategories, cachedListing } from "../../../server/services/catalogue/cached-reads";
import { servicesFrom } from "../../lib/context.server";
import { listingPageOf, type ListingData } from "./listing-data";

export async function loadListing(
  request: Request,
  subUrl: string | undefined,
  context: Readonly<RouterContextProvider>,
): Promise<ListingData> {
  const page = listingPageOf(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  const services = servicesFrom(context);
  const record = (await cachedCategories(services)).find((row) => row.id === page);
  // Only title and url reach the browser.
  const links = (record?.subCategories ?? []).map(({ title, url }) => ({ title, url }));
  const sub = subUrl === undefined ? null : links.find((link) => link.url === subUrl);
  // A sub-category the record does not name is a page that does not exist, not an empty list.
  if (sub === undefined) throw data(null, { status: 404 });
  const first = await cachedListing(services, { page, subCategory: sub?.url, limit: PAGE_SIZE });
  return { page, sub, links, first };
}
