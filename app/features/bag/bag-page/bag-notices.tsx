import styles from "./bag-notices.module.css";

interface BagNoticesProps {
  notices: readonly string[];
  onDismiss: () => void;
}

/**
 * What changed in the bag since it was filled (prices, stock, removed pieces). A polite live
 * region that is always in the page, so the list is read out when it appears.
 */
export function BagNotices({ notices, onDismiss }: BagNoticesProps) {
  return (
    <div role="status" className={notices.length > 0 ? styles.notices : "visually-hidden"}>
      {notices.length > 0 ? (
        <>
          <p className={styles.heading}>Your bag has been updated</p>
          <ul className={styles.list}>
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
          <button type="button" className={styles.dismiss} onClick={onDismiss}>
            Dismiss<span className="visually-hidden"> these updates</span>
          </button>
        </>
      ) : null}
    </div>
  );
}
