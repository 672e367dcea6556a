// The whole HTTP surface as one Hono app: health, auth, JSON API, media, static files, pages.
// main.ts (production), dev.ts (Vite) and the integration tests all build it here.
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { pageNonce } from "./http/page-nonce";
import { authFrontDoor } from "./auth/front-door";
import { liveRoute } from "./live/sse-route";
import { createMediaRoutes } from "./media/routes";
import { apiRoutes } from "./api/routes/index";
import { createApiRouter } from "./api/router";
import { createLoadContext } from "./context";
import { asApiError } from "./api/service-errors";
import { ApiError, notFound, sendError, sendUnavailable } from "./http/errors";
import { isDatabaseUnavailable } from "./db/unavailable";
import { inputHygiene } from "./http/input-hygiene";
import { MAX_FORM_BODY } from "./http/limits";
import { requestLogger } from "./http/request-logger";
import { countAnswering } from "./http/answering";
import { sameOrigin } from "./http/same-origin";
import { servePage } from "./http/page-cache";
import { indexIsWarming } from "./services/catalogue/search/load-index";
import { whenSent } from "./http/body-pool";
import { subresourceHeaders } from "./http/subresource-headers";
import { gzipWhole } from "./http/gzip-whole";
import { fromRouter } from "./http/document-response";
import { createRenderGate, PAGE_RENDERS, RenderGateBusy, type RenderGate } from "./http/render-gate";
import { varyOnEncoding } from "./http/vary-encoding";
import { editHeaders, viewerFlag } from "./http/viewer-flag";
import { outboxRoutes } from "./mail/outbox-routes";
import type { Services } from "./services-type";

/** Matched by no route but the shop's catch-all, which renders the not-found page with a 404. */
const NOT_FOUND_PAGE = "/not-found";

export type PageHandler = (
  request: Request,
  loadContext: ReturnType<typeof createLoadContext>,
) => Promise<Response>;

export interface AppOptions {
  services: Services;
  /** Server-side rendering of every non-API path; absent in API-only tests. */
  pages?: PageHandler;
  /** Static files (built client assets, public/); absent under Vite, which serves them itself. */
  staticFiles?: Hono;
  /** Vite injects inline scripts in development, so the strict CSP is production-only. */
  strictCsp?: boolean;
  /** How many pages render at once (server/http/render-gate.ts); tests pass their own. */
  renderGate?: RenderGate;
}

type SecureHeadersCsp = NonNullable<Parameters<typeof secureHeaders>[0]>["contentSecurityPolicy"];

const PAGE_CSP: SecureHeadersCsp = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", pageNonce],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
};
const API_CSP: SecureHeadersCsp = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

type AppEnv = { Variables: { requestId: string; secureHeadersNonce?: string } };

export function createApp(opts: AppOptions): Hono<AppEnv> {
  const { services } = opts;
  const app = new Hono<AppEnv>();

  app.use("*", countAnswering(services.lifecycle));
  app.use("*", requestId());
  // Hono puts the id on responses made through the context; pages and built files are answered
  // as whole Responses of their own, which it does not touch.
  app.use("*", async (c, next) => {
    await next();
    if (!c.res.headers.has("x-request-id")) editHeaders(c, (h) => h.set("X-Request-Id", c.get("requestId")));
  });
  // gzip for HTML, JSON, JS and CSS (images are WebP already), each body deflated whole off the
  // main thread (decision 94). Not the live stream: server-sent events must reach the browser as
  // they happen.
  app.use("*", (c, next) => (c.req.path === "/api/v1/live" ? next() : gzipWhole(c, next)));
  app.use("*", requestLogger(services.log));
  // A 304 keeps the stored page's own Content-Security-Policy: a fresh nonce in it would no
  // longer match the nonce in the page a browser or cache already holds (decision 46).
  app.use("*", async (c, next) => {
    await next();
    if (c.res.status === 304) editHeaders(c, (h) => h.delete("content-security-policy"));
  });
  app.use("/assets/*", subresourceHeaders);
  app.use("/media/*", subresourceHeaders);
  // Pages get a CSP with a fresh nonce for their inline scripts; the API answers data, runs no
  // script and is framed by nothing, so its policy is fixed ('none') and costs no random bytes
  // per request (a few per cent of a search request's CPU, docs/benchmarks.md §0e).
  const headers = (csp: SecureHeadersCsp | undefined) =>
    secureHeaders({
      contentSecurityPolicy: csp,
      strictTransportSecurity: services.config.publicUrl.startsWith("https://")
        ? "max-age=31536000; includeSubDomains"
        : false,
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY",
      crossOriginEmbedderPolicy: false,
    });
  const pageHeaders = headers(opts.strictCsp ? PAGE_CSP : undefined);
  const apiHeaders = headers(opts.strictCsp ? API_CSP : undefined);
  app.use("*", (c, next) => (c.req.path.startsWith("/api/") ? apiHeaders(c, next) : pageHeaders(c, next)));
  app.use("*", varyOnEncoding);

  // The session flag follows the session cookie on every response that sets or clears it.
  app.use("*", viewerFlag(services));

  const pages = opts.pages;
  const gate = opts.renderGate ?? createRenderGate(PAGE_RENDERS);
  const renderPage = (c: Context<AppEnv>, req: Request) => {
    const nonce = c.get("secureHeadersNonce");
    if (!pages) return Promise.resolve(sendError(c, notFound()));
    return gate.run(() =>
      pages(
        req,
        createLoadContext({
          services,
          requestId: c.get("requestId"),
          nonce,
          whenSent: whenSent(c.env),
          document: !new URL(req.url).pathname.endsWith(".data"),
          // A page's server action (a form sent without the script) calls the API through the
          // whole app, its checks and limits included, as the browser's own call would.
          fetchInternal: (inner: Request) => Promise.resolve(app.fetch(inner, c.env)),
        }),
      ).then(fromRouter),
    );
  };
  // A page address carrying unsafe text is shown the not-found page (the catch-all route, which
  // answers 404) without the address ever reaching a loader.
  app.use(
    "*",
    inputHygiene((c) =>
      renderPage(c, new Request(new URL(NOT_FOUND_PAGE, c.req.url), { headers: c.req.raw.headers })),
    ),
  );

  app.onError((err, c) => {
    const answer = asApiError(err);
    if (answer) return sendError(c, answer);
    const busy = err instanceof RenderGateBusy;
    if (busy || isDatabaseUnavailable(err)) {
      services.log.warn(
        { requestId: c.get("requestId"), path: c.req.path, ...(busy ? { renders: err.reason } : {}) },
        busy ? "page render turned away" : "database unavailable",
      );
      return sendUnavailable(c);
    }
    services.log.error({ err, requestId: c.get("requestId") }, "unhandled error");
    return sendError(c, new ApiError(500, "internal", "Something went wrong."));
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  // Ready: not draining, the database answers, and it holds every migration this build ships.
  app.get("/readyz", async (c) => {
    if (services.lifecycle.draining) return c.json({ status: "draining" }, 503);
    const status = await services.database.readiness();
    return c.json({ status }, status === "ok" ? 200 : 503);
  });

  // Better Auth checks Origin only on some requests (cookies or Fetch Metadata present); any
  // state-changing request that names a foreign origin is refused here first, as for /api/v1.
  app.use("/api/auth/*", sameOrigin(services.trust));
  app.route("/api/auth", authFrontDoor(services));
  app.use("/api/v1/*", sameOrigin(services.trust));
  app.route("/api/v1/live", liveRoute(services));
  app.route("/api/v1", createApiRouter(services, apiRoutes));
  // Sub-app notFound handlers do not fire once mounted; unknown API paths must still get JSON.
  app.all("/api/*", (c) => sendError(c, notFound("No such endpoint.")));
  app.route("/", createMediaRoutes(services.media));
  if (services.config.env !== "production") app.route("/dev/outbox", outboxRoutes(services.mailer));
  if (opts.staticFiles) app.route("/", opts.staticFiles);

  if (pages) {
    // A page's form post is read whole by its action: bounded, as the API's bodies are.
    const formLimit = bodyLimit({
      maxSize: MAX_FORM_BODY,
      onError: (c) => {
        c.header("Connection", "close");
        return c.text("The form is too large.", 413);
      },
    });
    // Only a body is limited: bodyLimit reads the request's body, which makes @hono/node-server
    // build a whole fetch Request, on every page view otherwise (server/api/router.ts says so too).
    const bodyOnly: MiddlewareHandler = (c, next) =>
      c.req.method === "GET" || c.req.method === "HEAD" ? next() : formLimit(c, next);
    app.all("*", bodyOnly, (c) =>
      servePage(
        c.req.raw,
        c.get("secureHeadersNonce"),
        () => renderPage(c, c.req.raw),
        services.pages,
        whenSent(c.env),
        () => indexIsWarming(services.db),
      ),
    );
  }
  return app;
}
