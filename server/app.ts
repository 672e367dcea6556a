// The whole HTTP surface as one Hono app: health, auth, JSON API, media, static files, pages.
// main.ts (production), dev.ts (Vite) and the integration tests all build it here.
import { Hono } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { authFrontDoor } from "./auth/front-door";
import { liveRoute } from "./live/sse-route";
import { createMediaRoutes } from "./media/routes";
import { apiRoutes } from "./api/routes/index";
import { createApiRouter } from "./api/router";
import { createLoadContext } from "./context";
import { ApiError, notFound, sendError } from "./http/errors";
import { isDatabaseUnavailable } from "./db/unavailable";
import { requestLogger } from "./http/request-logger";
import { sameOrigin } from "./http/same-origin";
import { servePage } from "./http/page-cache";
import { outboxRoutes } from "./mail/outbox-routes";
import type { Services } from "./services/services";

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
}

export function createApp(
  opts: AppOptions,
): Hono<{ Variables: { requestId: string; secureHeadersNonce?: string } }> {
  const { services } = opts;
  const app = new Hono<{ Variables: { requestId: string; secureHeadersNonce?: string } }>();

  app.use("*", requestId());
  // gzip for HTML, JSON, JS and CSS (images are WebP already). Not the live stream: a compressor
  // buffers, and server-sent events must reach the browser as they happen.
  const gzip = compress({ encoding: "gzip" });
  app.use("*", (c, next) => (c.req.path === "/api/v1/live" ? next() : gzip(c, next)));
  app.use("*", requestLogger(services.log));
  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: opts.strictCsp
        ? {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", NONCE],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
          }
        : undefined,
      strictTransportSecurity: services.config.publicUrl.startsWith("https://")
        ? "max-age=31536000; includeSubDomains"
        : false,
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY",
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.onError((err, c) => {
    if (err instanceof ApiError) return sendError(c, err);
    if (isDatabaseUnavailable(err)) {
      services.log.warn({ requestId: c.get("requestId"), path: c.req.path }, "database unavailable");
      c.header("Retry-After", "5");
      return sendError(
        c,
        new ApiError(
          503,
          "unavailable",
          "The boutique is briefly unavailable. Please try again in a moment.",
        ),
      );
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
  app.route("/", createMediaRoutes({ dataDir: services.config.dataDir }));
  if (services.config.env !== "production") app.route("/dev/outbox", outboxRoutes(services.mailer));
  if (opts.staticFiles) app.route("/", opts.staticFiles);

  const pages = opts.pages;
  if (pages) {
    app.all("*", (c) => {
      const nonce = c.get("secureHeadersNonce");
      const render = () =>
        pages(c.req.raw, createLoadContext({ services, requestId: c.get("requestId"), nonce }));
      return servePage(c.req.raw, nonce, render, services.pages);
    });
  }
  return app;
}
