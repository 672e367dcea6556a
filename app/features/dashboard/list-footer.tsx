// Under every paged list: how many rows show (announced politely), a failure, and Show More.
import styles from "./data-table.module.css";
import type { CursorPages } from "../../lib/use-cursor-pages";
import ui from "./ui.module.css";

interface ListFooterProps {
  count: string;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
  /** What a failed page says; lists of one kind of thing may name it. */
  failure?: string;
}

export function ListFooter({
  count,
  hasMore,
  loading,
  failed,
  onMore,
  failure = "Could not load more. Please try again.",
}: ListFooterProps) {
  return (
    <div className={styles.footer}>
      <p className={styles.count} role="status">
        {count}
      </p>
      {failed ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      {hasMore ? (
        <button type="button" className={ui.button} onClick={onMore} disabled={loading}>
          {loading ? "Loading..." : "Show More"}
        </button>
      ) : null}
    </div>
  );
}

/** '1 order shown', '20 orders shown'. */
export function shownCount(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural} shown`;
}

/** The footer of a list grown by `useCursorPages`. */
export function PagesFooter<T>({
  pages,
  noun,
  failure,
}: {
  pages: CursorPages<T>;
  /** One row's name ('message' → '2 messages shown'). */
  noun: string;
  failure?: string;
}) {
  return (
    <ListFooter
      count={shownCount(pages.items.length, noun)}
      hasMore={pages.hasMore}
      loading={pages.loading}
      failed={pages.failed}
      failure={failure}
      onMore={() => void pages.loadMore()}
    />
  );
}
