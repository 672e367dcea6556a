// Checks the local PostgreSQL server once per run. CI must have it; elsewhere the PostgreSQL
// leg is skipped with a message that says so. Databases made by this run are dropped after.
import pg from "pg";
import type { TestProject } from "vitest/node";

export const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export default async function setup(project: TestProject) {
  const runId = `atelier_test_${process.pid}`;
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  let available = true;
  try {
    await client.connect();
  } catch (err) {
    available = false;
    if (process.env.CI)
      throw new Error(`PostgreSQL is required in CI but unreachable at ${ADMIN_URL}: ${String(err)}`);
    console.warn(`\n  PostgreSQL integration leg SKIPPED: no server at ${ADMIN_URL}.\n`);
  }
  project.provide("postgresRun", { available, runId, adminUrl: ADMIN_URL });
  return async () => {
    if (!available) return;
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${runId}%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    await client.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresRun: { available: boolean; runId: string; adminUrl: string };
  }
}
