// How the production server is started: the esbuild bundle (scripts/build-server.mjs) under plain
// `node`. Shared by scripts/start.mjs, the e2e server, the bench and the fault suite; the `serve`
// script in package.json spells out the same command.
export const SERVER_BUNDLE = "build/server-bundle/main.mjs";

/**
 * A 4 MB young generation instead of V8's default (up to 32 MB per semi-space on Node 24): under
 * 32 concurrent page requests the heap then stays ~100 MB lower, at about the same throughput
 * (docs/benchmarks.md §4).
 */
/**
 * `--liftoff-only`: WebAssembly (PGlite's PostgreSQL) runs on V8's baseline compiler only. Without
 * it, V8 re-compiles PGlite's hot functions with TurboFan in the background a few seconds after
 * start, and that compilation alone lifts the process from ~220 MB to ~720 MB for a moment, a peak
 * resident memory never gives back to other processes promptly; queries measured as fast within
 * noise (decision 52). JavaScript is not affected; with PostgreSQL no WebAssembly runs hot.
 */
/**
 * `--heap-growing-percent=100`: after each full collection V8 lets the old generation grow to
 * twice what survived, instead of up to four times when it judges the process busy. Under load
 * (32 connections of pages, API and orders) the peak fell from 443–522 MB to 329–340 MB at
 * 100k products, CPU per request unchanged within noise; 50 % held ~290 MB but cost 5–10 % more
 * CPU on rendered pages (docs/benchmarks.md §4).
 */
/**
 * `--no-allocation-site-pretenuring`: V8 allocates objects straight into the old generation from
 * any allocation site once most of the objects it made were seen to survive a scavenge. The
 * catalogue's set operations (filters, facet counts, listings) run for the slow requests (a listing
 * with filter counts, ~100 ms under load) and the quick ones (the API's filtered page, a few ms)
 * alike: after a load of the first, every short-lived object of the second went straight to the old
 * generation, which then filled in half a second and was compacted with a ~24 ms pause, for good —
 * the API's p99 25–30 ms instead of 10–16, ~40 % more CPU per request (docs/benchmarks.md §0q,
 * decision 109). Without pretenuring such objects die young, whatever ran before; the pages and the
 * API measured the same or faster.
 */
export const NODE_FLAGS = [
  "--max-semi-space-size=4",
  "--heap-growing-percent=100",
  "--liftoff-only",
  "--no-allocation-site-pretenuring",
];

/**
 * `MALLOC_ARENA_MAX=2`: glibc gives every thread that allocates (libuv's pool, libvips' workers)
 * an arena of its own, up to eight per core, and memory freed in one is not reused by another.
 * Two arenas kept the server 60–90 MB lower after the same load, at the same throughput
 * (docs/benchmarks.md §4). The environment, not a flag: it must be set before the process starts.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };

/** The environment for the server process: the given one with SERVER_ENV. */
export function serverEnv(env = process.env) {
  return { ...env, ...SERVER_ENV };
}

/** Arguments for `spawn(process.execPath, serverArgs())`, relative to the app folder. */
export function serverArgs() {
  return [...NODE_FLAGS, SERVER_BUNDLE];
}
