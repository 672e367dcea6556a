// The opening both fuzz suites share: a seeded server and the admin's cookie, every operation of
// its OpenAPI document, and a count of the requests sent and refused, reported once they are done.
import { afterAll, beforeAll } from "vitest";
import { dbKind, type TestServer } from "./harness";
import { startWithAdmin } from "./sessions";

/** One operation as the OpenAPI document lists it. */
export interface OpenApiEntry {
  method: string;
  path: string;
  parameters?: { name: string; in: "path" | "query" }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
}

/** A plausible value for each path parameter. */
export function plainParameter(name: string): string {
  return name === "index" ? "0" : name === "id" ? "AAAAAAAAAAA" : "probe";
}

export function fuzzSuite<Operation>(label: string, toOperation: (entry: OpenApiEntry) => Operation) {
  const fuzz = {
    server: undefined as unknown as TestServer,
    admin: "",
    operations: [] as Operation[],
    stats: { sent: 0, refused: 0 },
  };
  beforeAll(async () => {
    ({ server: fuzz.server, admin: fuzz.admin } = await startWithAdmin());
    const doc = (await (await fuzz.server.fetch("/api/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, Omit<OpenApiEntry, "method" | "path">>>;
    };
    fuzz.operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) =>
        toOperation({ ...op, method: method.toUpperCase(), path }),
      ),
    );
  });
  afterAll(async () => {
    const { sent, refused } = fuzz.stats;
    console.info(`${label} (${dbKind}): ${sent} requests, ${refused} refused with 4xx, 0 answered 5xx`);
    await fuzz.server?.close();
  });
  return fuzz;
}
