// Walks the OpenAPI document and sends every operation malformed input: broken JSON, wrong
// types, oversized strings and bodies, invalid UTF-8, unexpected content types. No answer may be
// a 5xx, and after every refused write the database is exactly as it was.
import { describe, expect, it } from "vitest";
import { dbDigest } from "./db-digest";
import { fuzzSuite, plainParameter } from "./fuzz-suite";
import { dbKind, legUnavailable } from "./harness";
import { statusOf } from "./oversized";

interface Operation {
  method: string;
  path: string;
  body?: { properties?: Record<string, unknown> };
}

const WRONG_TYPES: unknown[] = [
  null,
  12345,
  -1,
  1e308,
  true,
  [],
  {},
  "x".repeat(20_000),
  "\u0000",
  "<script>",
];

/** The path with its parameters filled: each with a plain value, or all with `value`. */
function fill(path: string, value?: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => value ?? plainParameter(name));
}

/** One past PostgreSQL's integer: a row number that zod would take and the database would not. */
const PAST_INTEGER = "2147483648";

describe.skipIf(legUnavailable())(`fuzzing every endpoint from the OpenAPI document (${dbKind})`, () => {
  const fuzz = fuzzSuite("fuzz", (op): Operation => ({
    method: op.method,
    path: op.path,
    body: op.requestBody?.content["application/json"]?.schema as Operation["body"],
  }));

  function cases(op: Operation): { label: string; init: RequestInit; query?: string; pathValue?: string }[] {
    const out: { label: string; init: RequestInit; query?: string; pathValue?: string }[] = [];
    const json = { "content-type": "application/json", cookie: fuzz.admin };
    if (op.path.includes("{")) {
      const body = op.method === "GET" || op.method === "DELETE" ? {} : { headers: json, body: "{}" };
      out.push({ label: "path numbers past the database's integer", init: body, pathValue: PAST_INTEGER });
    }
    if (op.method === "GET" || op.method === "DELETE") {
      out.push({ label: "huge query", init: {}, query: `?q=${"x".repeat(5000)}&limit=-5&cursor=%00%ff` });
      // Keyset cursors as the lists write them (base64url of "date|id"), forged: a year JavaScript
      // reads and PostgreSQL does not, a NUL in the id, and a word where a row number is meant.
      for (const forged of [
        "+275760-09-13T00:00:00.000Z|x",
        "2026-01-01T00:00:00.000Z|\u0000",
        "2026-01-01T00:00:00.000Z|x",
        "2026-01-01T00:00:00.000Z|9999999999",
      ])
        out.push({
          label: `forged cursor ${JSON.stringify(forged)}`,
          init: {},
          query: `?cursor=${Buffer.from(forged).toString("base64url")}`,
        });
      out.push({
        label: "wrong query types",
        init: {},
        query: "?limit=abc&page[]=1&days=1e9&status=nope&from=2020-13-45",
      });
      // Real dates at the calendar's ends: the day after 9999-12-31 is a year no database keeps.
      out.push({ label: "dates at the calendar's ends", init: {}, query: "?from=0000-01-01&to=9999-12-31" });
      out.push({ label: "the last calendar day", init: {}, query: "?to=9999-12-31" });
      return out;
    }
    out.push({ label: "broken JSON", init: { headers: json, body: '{"a": ' } });
    out.push({ label: "not an object", init: { headers: json, body: "[1,2,3]" } });
    // 16 KB of brackets: small enough to be read, deep enough to overflow a recursive walk.
    out.push({
      label: "deeply nested",
      init: { headers: json, body: `{"a":${"[".repeat(8000)}${"]".repeat(8000)}}` },
    });
    out.push({
      label: "text/plain",
      init: { headers: { "content-type": "text/plain", cookie: fuzz.admin }, body: "hello" },
    });
    out.push({
      label: "form body",
      init: {
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: fuzz.admin },
        body: "a=1",
      },
    });
    out.push({
      label: "oversized body",
      init: { headers: json, body: JSON.stringify({ pad: "x".repeat(200_000) }) },
    });
    out.push({
      label: "invalid UTF-8",
      init: {
        headers: json,
        body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
      },
    });
    for (const prop of Object.keys(op.body?.properties ?? {})) {
      for (const value of WRONG_TYPES) {
        out.push({
          label: `${prop}=${JSON.stringify(value).slice(0, 20)}`,
          init: { headers: json, body: JSON.stringify({ [prop]: value }) },
        });
      }
    }
    return out;
  }

  async function send(op: Operation, c: ReturnType<typeof cases>[number]): Promise<number> {
    const path = `/api/v1${fill(op.path, c.pathValue)}${c.query ?? ""}`;
    const headers = { cookie: fuzz.admin, ...(c.init.headers as Record<string, string> | undefined) };
    const oversized = typeof c.init.body === "string" && c.init.body.length > 100_000;
    const res = oversized
      ? // Refused before it is read: see oversized.ts for why fetch cannot be used here.
        {
          status: await statusOf(fuzz.server.url + path, {
            method: op.method,
            headers,
            body: c.init.body as string,
          }),
        }
      : await fuzz.server.fetch(path, { method: op.method, ...c.init, headers }).catch((err: unknown) => {
          throw new Error(`${op.method} ${op.path} ${c.label}: ${String(err)}`);
        });
    if (res instanceof Response) await res.arrayBuffer();
    fuzz.stats.sent++;
    expect(res.status, `${op.method} ${op.path} ${c.label}`).toBeLessThan(500);
    if (res.status >= 400) fuzz.stats.refused++;
    return res.status;
  }

  it("never answers 5xx and never writes on a refused request", { timeout: 300_000 }, async () => {
    expect(fuzz.operations.length).toBeGreaterThan(30);
    for (const op of fuzz.operations) {
      const batch = cases(op);
      if (op.method === "GET") {
        for (const c of batch) await send(op, c);
        continue;
      }
      // One fingerprint around the whole batch; only when a case was accepted (and so may
      // rightly write) are the cases replayed one by one with a fingerprint around each.
      const before = await dbDigest(fuzz.server.services);
      const statuses: number[] = [];
      for (const c of batch) statuses.push(await send(op, c));
      if (statuses.every((st) => st >= 400)) {
        expect(await dbDigest(fuzz.server.services), `${op.method} ${op.path}`).toBe(before);
        continue;
      }
      for (const c of batch) {
        const ahead = await dbDigest(fuzz.server.services);
        if ((await send(op, c)) >= 400)
          expect(await dbDigest(fuzz.server.services), `${op.method} ${op.path} ${c.label}`).toBe(ahead);
      }
    }
  });
});
