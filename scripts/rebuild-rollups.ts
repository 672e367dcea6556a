// `npm run rollups:rebuild`: recomputes the analytics' daily roll-ups from the orders of the
// configured database (DATABASE_URL, or PGlite in DATA_DIR: stop the server first, the embedded
// database has one user at a time). Safe while the shop takes orders (rebuildRollups locks the
// roll-ups for its one transaction). Run once after a rolling restart whose migration recomputed
// them (docs/deploying.md): an instance still on the old release may have written meanwhile.
import { createServices } from "../server/bootstrap";
import { loadConfig } from "../server/config";
import { rebuildRollups } from "../server/services/dashboard/sales-rollups";

const services = await createServices(loadConfig());
try {
  const started = Date.now();
  await rebuildRollups(services.db);
  console.log(`Sales roll-ups recomputed from the orders in ${Date.now() - started} ms.`);
} finally {
  await services.live.close();
  await services.database.close();
}
