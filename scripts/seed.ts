// `npm run seed`: load the seed into the configured database (DATABASE_URL or PGlite in DATA_DIR)
// if it holds no products yet. It never overwrites data.
import { createServices } from "../server/bootstrap";
import { loadConfig } from "../server/config";
import { seedIfEmpty } from "../server/db/seed/seed";

const config = loadConfig();
const services = await createServices(config);
try {
  const seeded = await seedIfEmpty(services);
  console.log(seeded ? "Seeded the boutique." : "The database already holds products: nothing to do.");
} finally {
  await services.database.close();
}
