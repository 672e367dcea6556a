import { EMPTY_CATEGORY } from "../../../domain/messages";
import { createApiClient } from "../../../sdk/client";
import { PageHeading } from "./page-heading";
import { hasFilters, NO_FILTER_MATCH } from "../../../domain/catalogue-filters";
import { filterQuery } from "./browse-data";
import { FilterPanel } from "./filter-panel";
import { PAGE_LABELS, listingHeading, listingPath, type ListingData } from "./listing-data";
import { ProductCollection } from "./product-collection";
import { SubCategoryBar } from "./sub-category-bar";
import styles from "./listing-view.module.css";

const api = createApiClient();
const LISTING_SORTS = ["newest", "price-asc", "price-desc"] as const;

export function ListingView({ data }: { data: ListingData }) {
  const { page, sub, links, first, browse } = data;
  const heading = listingHeading(data);
  return (
    <>
      <PageHeading eyebrow={sub ? PAGE_LABELS[page] : "The Collection"}>{heading}</PageHeading>
      <SubCategoryBar page={page} links={links} />
      <FilterPanel
        state={browse}
        action={listingPath(page, sub?.url)}
        sorts={LISTING_SORTS}
        defaultSort="newest"
      />
      <div className={styles.results}>
        <ProductCollection
          first={first}
          fetchPage={(cursor, signal) =>
            api.products({ page, subCategory: sub?.url, cursor, ...filterQuery(browse) }, signal)
          }
          emptyText={hasFilters(browse.filters) ? NO_FILTER_MATCH : EMPTY_CATEGORY}
          label={sub ? `${PAGE_LABELS[page]}, ${sub.title}` : `${heading} products`}
        />
      </div>
    </>
  );
}
