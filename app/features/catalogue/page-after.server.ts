// The products a listing or search page shows: the first ones, or, when a Show More link without
// JavaScript asked (?after=), those after its cursor. A cursor that is not one (edited, from
// another sort) shows the first page, as a filter value no longer offered shows unticked.
import { AFTER_PARAM } from "../../../domain/catalogue";
import { ServiceError } from "../../../server/services/errors";

/** The API takes cursors of up to 400 characters (domain/contracts/products.ts). */
const MAX_CURSOR = 400;

export function afterCursor(params: URLSearchParams): string | undefined {
  const after = params.get(AFTER_PARAM)?.trim();
  return after && after.length <= MAX_CURSOR ? after : undefined;
}

export async function pageAfter<T>(
  after: string | undefined,
  read: (cursor: string | undefined) => Promise<T>,
): Promise<T> {
  if (after === undefined) return read(undefined);
  try {
    return await read(after);
  } catch (error) {
    if (error instanceof ServiceError && error.kind === "invalid") return read(undefined);
    throw error;
  }
}
