// Typed client of the shopper's account: the auth endpoints under /api/auth (Better Auth behind
// the shop's front door) and the signed-in shopper's own /api/v1 resources. Kept apart from
// client.ts because /api/auth is not part of the OpenAPI document.
import type { z } from "zod";
import type {
  AddressBody,
  Profile,
  ProfileBody,
  RegisterBody,
  signInBody,
} from "../domain/contracts/account";
import type { Order, OwnOrderPage, OwnOrdersQuery } from "../domain/contracts/orders";
import { type ApiClientOptions, createRequest } from "./client";
import { fetchViewerSummary } from "./viewer";

export type SignInBody = z.input<typeof signInBody>;

/** The /api/v1 paths this module calls, checked against the OpenAPI document in account.test.ts. */
export const ACCOUNT_ENDPOINTS = [
  ["get", "/me"],
  ["get", "/me/summary"],
  ["put", "/me/profile"],
  ["post", "/me/addresses"],
  ["put", "/me/addresses/{index}"],
  ["post", "/me/addresses/{index}/default"],
  ["delete", "/me/addresses/{index}"],
  ["get", "/me/orders"],
  ["post", "/orders/{id}/cancel"],
] as const;

/** Where Better Auth sends the link of a reset e-mail (it appends ?token= or ?error=). */
export const RESET_PASSWORD_PATH = "/reset-password";

export function createAccountClient(opts: ApiClientOptions = {}) {
  const send = createRequest(opts, "");
  const auth = <T>(path: string, body: object) => send<T>("POST", `/api/auth${path}`, { json: body });
  const v1 = <T>(method: string, path: string, body?: unknown) =>
    send<T>(method, `/api/v1${path}`, { json: body });

  return {
    signIn: (body: SignInBody) => auth<unknown>("/sign-in/email", body),
    signUp: (body: RegisterBody) => auth<unknown>("/sign-up/email", body),
    // Better Auth refuses a body-less POST (415), hence the empty objects.
    signOut: () => auth<unknown>("/sign-out", {}),
    requestPasswordReset: (email: string) =>
      auth<unknown>("/request-password-reset", { email, redirectTo: RESET_PASSWORD_PATH }),
    resetPassword: (token: string, newPassword: string) =>
      auth<unknown>("/reset-password", { token, newPassword }),
    deleteUser: () => auth<unknown>("/delete-user", {}),

    me: () => v1<Profile>("GET", "/me"),
    summary: () => fetchViewerSummary(opts),
    updateProfile: (body: ProfileBody) => v1<Profile>("PUT", "/me/profile", body),
    addAddress: (body: AddressBody) => v1<Profile>("POST", "/me/addresses", body),
    // `version`: the Profile.addressBookVersion of the book the index was read from.
    editAddress: (index: number, body: AddressBody, version?: string) =>
      v1<Profile>("PUT", `/me/addresses/${index}`, { ...body, version }),
    makeDefaultAddress: (index: number, version?: string) =>
      v1<Profile>("POST", `/me/addresses/${index}/default`, { version }),
    removeAddress: (index: number, version?: string) =>
      send<Profile>("DELETE", `/api/v1/me/addresses/${index}`, { query: { version } }),
    /** A page of my orders, newest first; pass the page's nextCursor for the next one. */
    myOrders: (q: OwnOrdersQuery = {}, signal?: AbortSignal) =>
      send<OwnOrderPage>("GET", "/api/v1/me/orders", { query: q, signal }),
    cancelOrder: (id: string) => v1<Order>("POST", `/orders/${encodeURIComponent(id)}/cancel`, {}),
  };
}

export type AccountClient = ReturnType<typeof createAccountClient>;

export interface LiveHandlers {
  /** The shopper's profile after any change to their record or to the roles. */
  onProfile: (profile: Profile) => void;
  /** The record is gone (the account was deleted, here or elsewhere). */
  onSignedOut: () => void;
  /** The stream closed for good (the session ended); it does not reconnect by itself. */
  onClosed?: () => void;
}

/** Subscribes to /api/v1/live (SSE); returns the function that closes the stream. */
export function subscribeToLive(handlers: LiveHandlers, baseUrl = ""): () => void {
  const source = new EventSource(`${baseUrl}/api/v1/live`, { withCredentials: true });
  source.addEventListener("profile", (event) => {
    try {
      handlers.onProfile(JSON.parse((event as MessageEvent<string>).data) as Profile);
    } catch {
      // A malformed event is skipped; the next change sends the whole profile again.
    }
  });
  source.addEventListener("signed-out", () => handlers.onSignedOut());
  // EventSource retries dropped connections itself; CLOSED means it gave up (e.g. a 401).
  source.addEventListener("error", () => {
    if (source.readyState === EventSource.CLOSED) handlers.onClosed?.();
  });
  return () => source.close();
}
