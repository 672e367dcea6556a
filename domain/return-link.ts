// The query parameter that names the way back after signing in (decision 129), apart from the
// rule that checks it (`return-path.ts`) so that a page linking to Log In ships only this.

export const RETURN_PARAM = "next";

/** `/login` or `/register` leading back to `path`, a page of this shop the caller itself is on. */
export const authLink = (page: "/login" | "/register", path: string): string =>
  `${page}?${RETURN_PARAM}=${encodeURIComponent(path)}`;
