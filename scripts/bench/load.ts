// Load tests with autocannon's programmatic API. The bench runner is its own process, apart from
// the server. Every response time is recorded, so p95 is exact (autocannon's own summary stops at
// p90 / p97.5 / p99).
import autocannon from "autocannon";
import { createRequire } from "node:module";
import { classify, staggered } from "./outcome";
import { medianOf, percentile } from "./stats";

/**
 * autocannon appends every chunk of every response body to a string (`req.body += data`), kept
 * for body checks and `onResponse` callbacks, neither of which the bench uses. For a gzip answer
 * that is a UTF-8 decode of binary data: ~200 µs of the load generator's CPU per response, 71 %
 * of its profile, on the two cores it shares with the server, so the "browser" rows measured
 * autocannon (docs/benchmarks.md §0n). Bytes are still counted (`addByteCount`); bodies are not
 * kept. Applied once, to the bench process's copy of autocannon.
 */
function keepNoBodies(): void {
  const require = createRequire(import.meta.url);
  const queue = require("autocannon/lib/pipelinedRequestsQueue.js") as {
    prototype: { addBody(data: unknown): void };
  };
  queue.prototype.addBody = () => {};
}
keepNoBodies();

export interface LoadSpec {
  title: string;
  url: string;
  connections: number;
  durationSec: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Paths cycled through by every connection (overrides the url's path). */
  paths?: string[];
  /** Status expected of a successful request (others count as errors, save `refusedStatus`). */
  expectStatus?: number;
  /** Statuses the shop is meant to give under this load (409: not enough stock): counted apart. */
  refusedStatus?: number[];
  /** A mix of requests cycled through by every connection (overrides paths); any 2xx is a success. */
  requests?: { method: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: string }[];
  /** Requests per second across all connections (autocannon's overallRate); default: as fast as it goes. */
  overallRate?: number;
}

export interface LoadFigures extends Record<string, number> {
  rps: number;
  p50: number;
  p90: number;
  p95: number;
  p97_5: number;
  p99: number;
  max: number;
  /** Connection errors (timeouts included) + responses with an unexpected status. */
  errors: number;
  /** Responses with one of the spec's `refusedStatus` (not errors). */
  refused: number;
  requests: number;
}

export function runOnce(spec: LoadSpec): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let unexpected = 0;
    let refused = 0;
    let clientIndex = 0;
    // A mix of requests takes any 2xx; otherwise the one expected status (200 unless given).
    const rule = {
      expect: spec.requests ? undefined : (spec.expectStatus ?? 200),
      refused: spec.refusedStatus,
    };
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        duration: spec.durationSec,
        method: spec.method ?? "GET",
        headers: spec.headers,
        body: spec.body,
        timeout: 10,
        ...(spec.overallRate ? { overallRate: spec.overallRate } : {}),
        ...(spec.requests
          ? {
              requests: spec.requests,
              // Each connection walks the list from its own place (a buyer per variant, not all
              // connections on the same one at once).
              setupClient: (client: autocannon.Client) =>
                client.setRequests(staggered(spec.requests!, clientIndex++, spec.connections)),
            }
          : spec.paths
            ? { requests: spec.paths.map((path) => ({ path })) }
            : {}),
      },
      (err, result) => {
        if (err) return reject(err);
        const seconds = Math.max(result.duration, 0.001);
        resolve({
          rps: latencies.length / seconds,
          p50: percentile(latencies, 50),
          p90: percentile(latencies, 90),
          p95: percentile(latencies, 95),
          p97_5: percentile(latencies, 97.5),
          p99: percentile(latencies, 99),
          max: percentile(latencies, 100),
          // autocannon counts a timeout in `errors` as well as in `timeouts` (lib/run.js, onTimeout).
          errors: result.errors + unexpected,
          refused,
          requests: latencies.length,
        });
      },
    );
    instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      const outcome = classify(statusCode, rule);
      if (outcome === "refused") refused++;
      else if (outcome === "error") unexpected++;
    });
  });
}

/** Warm-up (unmeasured), then `runs` measured runs; each figure is the median across runs. */
export async function measure(
  spec: LoadSpec,
  runs: number,
  warmupSec: number,
): Promise<LoadFigures & { runs: number }> {
  if (warmupSec > 0) await runOnce({ ...spec, durationSec: warmupSec });
  const results: LoadFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(spec));
  return { ...medianOf(results), runs };
}

/** Median wall time of `n` sequential calls of `fn` (after one unmeasured call). */
export async function timeSequential(n: number, fn: () => Promise<void>): Promise<number[]> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times;
}
