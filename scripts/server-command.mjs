// How the production server is started: the esbuild bundle (scripts/build-server.mjs) under plain
// `node`. Shared by scripts/start.mjs, the e2e server, the bench and the fault suite; the `serve`
// script in package.json spells out the same command.
export const SERVER_BUNDLE = "build/server-bundle/main.mjs";

/**
 * A 4 MB young generation instead of V8's default (up to 32 MB per semi-space on Node 24): under
 * 32 concurrent page requests the heap then stays ~100 MB lower, at about the same throughput
 * (docs/benchmarks.md §4).
 */
export const NODE_FLAGS = ["--max-semi-space-size=4"];

/** Arguments for `spawn(process.execPath, serverArgs())`, relative to the app folder. */
export function serverArgs() {
  return [...NODE_FLAGS, SERVER_BUNDLE];
}
