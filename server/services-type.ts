// The bundle of long-lived dependencies every service call and request handler receives.
import type { Auth } from "./auth/auth";
import type { CatalogueCache } from "./services/catalogue/catalogue-cache";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { MediaStore } from "./media/store";
import type { RequestTrust } from "./http/request-trust";
import type { HitCounter } from "./limits/hit-counter";
import type { LiveHub } from "./live/hub";
import type { Logger } from "./log";
import type { Mailer } from "./mail/mailer";
import type { OutboxSender } from "./mail/sender";

export interface Services {
  config: Config;
  log: Logger;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  /** Delivers the e-mail outbox (server/mail/sender.ts); features write with enqueueMail. */
  outbox: OutboxSender;
  live: LiveHub;
  /** Throttles and rate limits, counted in the database (limits/). */
  hits: HitCounter;
  /** Trusted origins and the visitor's address (http/request-trust.ts). */
  trust: RequestTrust;
  /** Product images: seed renders cached on this disk, uploads in the shared blob store (media/). */
  media: MediaStore;
  /** Public catalogue reads, shared by every shop request; see catalogue/catalogue-cache.ts. */
  catalogue: CatalogueCache;
  /** Rendered public shop pages, shared by every visitor (server/http/page-cache.ts); cleared with the catalogue. */
  pages: CatalogueCache;
  lifecycle: {
    /** Set on SIGTERM: /readyz answers 503 so a load balancer stops sending new traffic. */
    draining: boolean;
    /** Requests being answered now (server/app.ts); the outbox sender holds back while any are. */
    answering: number;
  };
}
