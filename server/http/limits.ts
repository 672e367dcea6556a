// Request-size limits shared by the API router and the auth front door.

/** Largest JSON body any endpoint reads (uploads declare their own limit). */
export const MAX_JSON_BODY = 64 * 1024;
