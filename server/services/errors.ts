// What a service reports when it refuses: a kind in the domain's words, never an HTTP status.
// server/api/service-errors.ts maps each kind to its status and the API's error code, in one place.

export type ServiceErrorKind = "invalid" | "not_found" | "conflict" | "forbidden";

export class ServiceError extends Error {
  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    /** Input path → message, so a form can mark exactly the failing inputs. */
    readonly fields?: Record<string, string>,
    /** A finer reason than the kind, sent as the API's error code (e.g. 'insufficient_stock'). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = "ServiceError";
  }
}

/** The input breaks a rule; `fields` names the inputs at fault. */
export const invalid = (message: string, fields?: Record<string, string>) =>
  new ServiceError("invalid", message, fields);
export const notFound = (message = "Not found.") => new ServiceError("not_found", message);
/** The request is sound but the record's state refuses it (shipped, in use, taken). */
export const conflict = (message: string, fields?: Record<string, string>, reason?: string) =>
  new ServiceError("conflict", message, fields, reason);
export const forbidden = (message = "You are not allowed to do this.", reason?: string) =>
  new ServiceError("forbidden", message, undefined, reason);

export const isNotFound = (error: unknown): boolean =>
  error instanceof ServiceError && error.kind === "not_found";
