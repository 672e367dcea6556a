// The one place a service's refusal becomes an HTTP answer: each kind's status and error code.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError } from "../http/errors";
import { type ServiceErrorKind, ServiceError } from "../services/errors";

const ANSWERS: Record<ServiceErrorKind, { status: ContentfulStatusCode; code: string }> = {
  invalid: { status: 400, code: "bad_request" },
  not_found: { status: 404, code: "not_found" },
  conflict: { status: 409, code: "conflict" },
  forbidden: { status: 403, code: "forbidden" },
};

export function toApiError(error: ServiceError): ApiError {
  const { status, code } = ANSWERS[error.kind];
  return new ApiError(status, error.reason ?? code, error.message, error.fields);
}

/** The API's error for anything thrown: an ApiError as it is, a service's refusal mapped; else null. */
export function asApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof ServiceError) return toApiError(error);
  return null;
}
