// A second server process's view of a test server's PostgreSQL database, and waiting for a write
// made through one process to show in the other (the live hub relays pg_notify, so it is not
// instant).
import { afterAll, beforeAll } from "vitest";
import { createServices } from "../../server/bootstrap";
import type { Services } from "../../server/services-type";
import type { TestServer } from "./harness";

/**
 * A second set of services on the same database stands in for a second server process: its own
 * cache, its own LISTEN connection. Call it in a describe: it opens them before the describe's
 * tests and closes them after; the getter returns them inside a test.
 */
export function otherProcessServices(server: () => TestServer): () => Services {
  let other: Services | undefined;
  beforeAll(async () => {
    other = await createServices(server().services.config);
  });
  afterAll(async () => {
    await other?.live.close();
    await other?.database.close();
  });
  return () => other!;
}

/**
 * Reads until `done` holds or `within` ms have passed since `since` (the call, unless given), every
 * `every` ms; returns the last read, for the test to assert on.
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { within, every, since }: { within: number; every: number; since?: number },
): Promise<T> {
  const startedAt = since ?? Date.now();
  let value = await read();
  while (!done(value) && Date.now() - startedAt < within) {
    await new Promise((r) => setTimeout(r, every));
    value = await read();
  }
  return value;
}
