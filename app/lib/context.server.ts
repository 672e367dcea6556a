// Loaders reach the server's services through the request context, never a module singleton.
import type { RouterContextProvider } from "react-router";
import { requestContext } from "../../server/context";

export function servicesFrom(context: Readonly<RouterContextProvider>) {
  return context.get(requestContext).services;
}

export function nonceFrom(context: Readonly<RouterContextProvider>): string | undefined {
  return context.get(requestContext).nonce;
}

/** Calls back once this request's response is sent, where the server can tell (body-pool.ts). */
export function whenSentFrom(context: Readonly<RouterContextProvider>) {
  return context.get(requestContext).whenSent;
}

/** Whether this request is for a whole page (read by the page's own code), not a `*.data` one. */
export function isDocumentRequest(context: Readonly<RouterContextProvider>): boolean {
  return context.get(requestContext).document === true;
}

/** The whole app, for a page's server action that calls the API (undefined without the HTTP app). */
export function fetchInternalFrom(context: Readonly<RouterContextProvider>) {
  return context.get(requestContext).fetchInternal;
}
