// Builds the long-lived services from configuration: database (migrated), mailer, auth, log.
import path from "node:path";
import { createAuth } from "./auth/auth";
import type { Config } from "./config";
import { openDatabase } from "./db/client";
import { createRequestTrust } from "./http/request-trust";
import { chooseBlobStore } from "./media/blobs/choose";
import { createMediaStore } from "./media/store";
import { createHitCounter } from "./limits/hit-counter";
import { createLiveHub } from "./live/hub";
import { createCatalogueCache } from "./services/catalogue/catalogue-cache";
import { publishedClientService } from "./services/design/client-service";
import { productsChanged, rebuildCatalogueIndex } from "./services/catalogue/search/load-index";
import { createLogger, type Logger } from "./log";
import { createMailer } from "./mail/mailer";
import { mailImageLoader } from "./mail/mail-images";
import { createOutboxSender } from "./mail/sender";
import { orderStatusLink } from "./services/orders/guest-token";
import type { Services } from "./services-type";

export async function createServices(config: Config, log: Logger = createLogger(config)): Promise<Services> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  const mailer = createMailer(config);
  const live = await createLiveHub(database, log);
  const hits = createHitCounter(database.db);
  const trust = createRequestTrust(config);
  const media = createMediaStore({ dataDir: config.dataDir, blobs: await chooseBlobStore(config, database) });
  const auth = createAuth({ db: database.db, config, live, hits, trust });
  // Both bounded by bytes (decision 50): 16 MB of catalogue reads, 12 MB of whole pages (a
  // listing page is ~60 KB of HTML, so ~200 of them).
  const catalogue = createCatalogueCache({
    freeze: config.env !== "production",
    maxBytes: 16 * 1024 * 1024,
    maxEntries: config.catalogueCache ? undefined : 0,
  });
  const pages = createCatalogueCache({
    maxBytes: 12 * 1024 * 1024,
    maxEntries: config.catalogueCache ? undefined : 0,
  });
  // Staff edits made through another server process reach this one as a notification.
  live.subscribe((event) => {
    if (event.type === "resync") {
      // Edits announced while this process was not listening were missed: nothing cached is
      // trusted, and the catalogue index is read again in the background (the old one serves).
      catalogue.invalidate();
      pages.invalidate();
      void rebuildCatalogueIndex(database.db).then(() => {
        catalogue.invalidate();
        pages.invalidate();
      });
      return;
    }
    if (event.type !== "catalogue") return;
    catalogue.invalidate();
    pages.invalidate();
    // The named products are read again into the index (decision 55); the page caches are
    // dropped once more when that is done, so no page is cached from the index before it.
    void productsChanged(database.db, event.productIds ?? []).then(() => {
      catalogue.invalidate();
      pages.invalidate();
    });
  });
  const lifecycle = { draining: false, answering: 0 };
  // Started by the serving processes (main.ts, dev.ts); tests drain it when they choose.
  const outbox = createOutboxSender({
    database,
    mailer,
    log,
    // Order e-mails never lengthen the shoppers' requests: while any is being answered, one
    // message per 250 ms at most, none held more than 30 s (decision 118).
    options: { busy: () => lifecycle.answering > 0 },
    render: {
      publicUrl: config.publicUrl,
      orderLink: (id) => orderStatusLink(config.publicUrl, config.authSecret, id),
      loadImage: mailImageLoader(media),
      // Read when each message is rendered, from the cached Design: no query per message.
      clientService: () => publishedClientService({ db: database.db, catalogue }),
    },
  });
  return {
    config,
    log,
    database,
    db: database.db,
    auth,
    mailer,
    outbox,
    live,
    hits,
    trust,
    media,
    catalogue,
    pages,
    lifecycle,
  };
}
