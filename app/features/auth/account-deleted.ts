// After an account is deleted the shopper lands on the sign-up page (docs/behaviour.md §1), which
// says so: the query below marks that visit, and the page's loader reads it.

/** The query the deletion's redirect adds to /register. */
export const ACCOUNT_DELETED = "account=deleted";

export const ACCOUNT_DELETED_MESSAGE = "Your account has been deleted.";

export const isAccountDeleted = (url: URL) => url.searchParams.get("account") === "deleted";
