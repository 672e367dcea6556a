// Request-size limits shared by the API router and the auth front door.

/** Largest JSON body any endpoint reads (uploads declare their own limit). */
export const MAX_JSON_BODY = 64 * 1024;

/**
 * Largest body a page's own form post may carry (Log In, Create an Account sent without the
 * page's script): a few short fields. Anything larger is not one of the shop's forms.
 */
export const MAX_FORM_BODY = 16 * 1024;
