import { AFTER_PARAM } from "../../domain/catalogue";
import { seoMeta } from "../lib/seo";
import { loadListing } from "../features/catalogue/listing-data.server";
import {
  listingDescription,
  listingHeading,
  listingPath,
  PAGE_LABELS,
} from "../features/catalogue/listing-data";
import { ListingView } from "../features/catalogue/listing-view";
import { shellOrigin } from "../features/shell/shell-origin";
import type { Route } from "./+types/listing";

// One module for /women, /men and /explore (routes.ts gives each its own id); the loader reads
// the page from the first path segment.
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  loadListing(request, params.sub, context);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: loaderData.sub
      ? `${listingHeading(loaderData)} - ${PAGE_LABELS[loaderData.page]}`
      : listingHeading(loaderData),
    description: listingDescription(loaderData),
    // A page reached by Show More's link is its own page of products, so its own canonical.
    path: `${listingPath(loaderData.page, loaderData.sub?.url)}${loaderData.after ? `?${AFTER_PARAM}=${loaderData.after}` : ""}`,
    origin: shellOrigin(matches),
  });

export default function Listing({ loaderData }: Route.ComponentProps) {
  return <ListingView data={loaderData} />;
}
