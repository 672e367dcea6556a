// Moved to app/lib/page-title.ts; kept one step for branches written against this path.
export { BRAND_NAME, pageTitle } from "../../lib/page-title";
