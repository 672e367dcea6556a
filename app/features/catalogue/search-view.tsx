import { useNavigation } from "react-router";
import { hasFilters, NO_FILTER_MATCH, SORT_KEYS } from "../../../domain/catalogue-filters";
import { emptySearch } from "../../../domain/messages";
import { filterQuery } from "./browse-data";
import { FilterPanel } from "./filter-panel";
import { createApiClient } from "../../../sdk/client";
import { PageHeading } from "./page-heading";
import { ProductCollection } from "./product-collection";
import type { SearchData } from "./search-data";
import { SearchForm } from "./search-form";
import listing from "./listing-view.module.css";
import styles from "./search-view.module.css";

const api = createApiClient();

export function SearchView({ data }: { data: SearchData }) {
  const navigation = useNavigation();
  // Another search is loading (from the header box, or back/forward between searches).
  const searching = navigation.state === "loading" && navigation.location.pathname === "/search";
  const { term, results, browse } = data;

  if (!results || !browse) {
    return (
      <>
        <PageHeading eyebrow="Atelier">What are you looking for?</PageHeading>
        <SearchForm />
      </>
    );
  }

  return (
    <>
      <PageHeading eyebrow="Search results for" eyebrowInHeading>
        “{term}”
      </PageHeading>
      <p className={styles.progress} role="status">
        {searching ? "Searching…" : ""}
      </p>
      {results.items.length > 0 || hasFilters(browse.filters) ? (
        <FilterPanel
          state={browse}
          action="/search"
          keep={{ q: term }}
          sorts={SORT_KEYS}
          defaultSort="relevance"
        />
      ) : null}
      {/* The grid stands as far below the filter bar as on a category page. */}
      <div className={listing.results}>
        <ProductCollection
          first={results}
          fetchPage={(cursor, signal) =>
            api.searchProducts({ q: term, cursor, ...filterQuery(browse) }, signal)
          }
          emptyText={hasFilters(browse.filters) ? NO_FILTER_MATCH : emptySearch(term)}
          label={`Search results for ${term}`}
          pending={searching}
        />
      </div>
      {/* Nothing found: the spec asks the shopper to try again, so offer the box right here. */}
      {results.items.length === 0 && !hasFilters(browse.filters) ? <SearchForm /> : null}
    </>
  );
}
