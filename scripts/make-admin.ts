// `npm run admin -- <e-mail>`: gives an account of the configured database (DATABASE_URL, or
// PGlite in DATA_DIR: stop the server first, the embedded database has one user at a time) the
// Administrator role. See server/services/dashboard/first-admin.ts.
import { createServices } from "../server/bootstrap";
import { loadConfig } from "../server/config";
import { makeAdministrator, NoSuchAccount } from "../server/services/dashboard/first-admin";

const email = process.argv[2]?.trim();
if (!email || !email.includes("@")) {
  console.error("Usage: npm run admin -- <e-mail of an account made in the shop>");
  process.exit(2);
}
const services = await createServices(loadConfig());
try {
  const { userId, already } = await makeAdministrator(services.db, email);
  // Its open pages learn of the new rights at once, in every process.
  await services.live.publish({ type: "user", userId });
  console.log(already ? `${email} is already an administrator.` : `${email} is now an administrator.`);
} catch (error) {
  if (!(error instanceof NoSuchAccount)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await services.live.close();
  await services.database.close();
}
