// What a page loader receives from the HTTP server. The key lives on globalThis because Vite
// bundles this module into the server build while main.ts loads it directly: two module
// copies must still agree on one key.
import { createContext, RouterContextProvider, type RouterContext } from "react-router";
import type { Services } from "./services-type";
import type { WhenSent } from "./http/body-pool";

export interface RequestContext {
  services: Services;
  requestId: string;
  /** CSP nonce for the inline scripts React Router writes into the page. */
  nonce: string | undefined;
  /** Calls back once the response is sent (the Node server's 'finish'); absent in tests. */
  whenSent?: WhenSent;
  /**
   * The request is for a whole page, not for React Router's data of one (`*.data`): what the
   * loaders answer is read by this build's own code in the page. Absent: treated as data.
   */
  document?: boolean;
  /**
   * Answers a request through the whole app (middleware, limits, the client's address from this
   * connection), for a page's server action; absent where pages render without the HTTP app.
   */
  fetchInternal?: (request: Request) => Promise<Response>;
}

const KEY = Symbol.for("atelier.requestContext");
const holder = globalThis as unknown as Record<symbol, RouterContext<RequestContext> | undefined>;
export const requestContext: RouterContext<RequestContext> = (holder[KEY] ??=
  createContext<RequestContext>());

export function createLoadContext(value: RequestContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(requestContext, value);
  return provider;
}
