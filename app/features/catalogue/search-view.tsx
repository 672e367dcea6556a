import { useNavigation } from "react-router";
import { emptySearch } from "../../../domain/messages";
import { createApiClient } from "../../../sdk/client";
import { PageHeading } from "./page-heading";
import { ProductCollection } from "./product-collection";
import type { SearchData } from "./search-data";
import { SearchForm } from "./search-form";
import styles from "./search-view.module.css";

const api = createApiClient();

export function SearchView({ data }: { data: SearchData }) {
  const navigation = useNavigation();
  // Another search is loading (from the header box, or back/forward between searches).
  const searching = navigation.state === "loading" && navigation.location.pathname === "/search";
  const { term, results } = data;

  if (!results) {
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
      <ProductCollection
        first={results}
        fetchPage={(cursor, signal) => api.searchProducts({ q: term, cursor }, signal)}
        emptyText={emptySearch(term)}
        label={`Search results for ${term}`}
        pending={searching}
      />
      {/* Nothing found: the spec asks the shopper to try again, so offer the box right here. */}
      {results.items.length === 0 ? <SearchForm /> : null}
    </>
  );
}
