import { EMPTY_CATEGORY } from "../../../domain/messages";
import { createApiClient } from "../../../sdk/client";
import { PageHeading } from "./page-heading";
import { PAGE_LABELS, listingHeading, type ListingData } from "./listing-data";
import { ProductCollection } from "./product-collection";
import { SubCategoryBar } from "./sub-category-bar";
import styles from "./listing-view.module.css";

const api = createApiClient();

export function ListingView({ data }: { data: ListingData }) {
  const { page, sub, links, first } = data;
  const heading = listingHeading(data);
  return (
    <>
      <PageHeading eyebrow={sub ? PAGE_LABELS[page] : "The Collection"}>{heading}</PageHeading>
      <SubCategoryBar page={page} links={links} />
      <div className={styles.results}>
        <ProductCollection
          first={first}
          fetchPage={(cursor, signal) => api.products({ page, subCategory: sub?.url, cursor }, signal)}
          emptyText={EMPTY_CATEGORY}
          label={sub ? `${PAGE_LABELS[page]}, ${sub.title}` : `${heading} products`}
        />
      </div>
    </>
  );
}
