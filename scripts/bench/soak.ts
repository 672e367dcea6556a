// Soak (issue #10): a realistic mix of shop traffic held at 70 % of the maximum this server
// reached with the same mix, for minutes on end. Passes with no error at all and a resident
// memory that stays flat (no leak): the median RSS of the last tenth of the run is within 10 %
// of the median of the second tenth (the first tenth is the warm-up: JIT, pools, caches).
import type { Fixtures } from "./seed";
import { runOnce, type LoadFigures } from "./load";
import { sampleRss, type ServerHandle } from "./server";
import { median } from "./stats";
import { SEARCH_QUERIES, orderBody } from "./suite";

export interface SoakResult {
  durationSec: number;
  maxRps: number;
  targetRps: number;
  figures: LoadFigures;
  rss: { warmMb: number; endMb: number; peakMb: number; growthPct: number };
  mix: string;
}

/** One visit's worth of requests: listing, products, the API, a search, now and then an order. */
export function soakMix(fx: Fixtures) {
  const get = (path: string) => ({ method: "GET" as const, path });
  const products = fx.productUrls.slice(0, 8).map((u) => get(`/product/${u}`));
  const searches = SEARCH_QUERIES.slice(0, 4).map((q) =>
    get(`/api/v1/products/search?q=${encodeURIComponent(q)}`),
  );
  return [
    get("/"),
    get("/women"),
    ...products.slice(0, 4),
    get("/api/v1/products?page=women&limit=25"),
    searches[0]!,
    get("/men"),
    ...products.slice(4),
    searches[1]!,
    get("/api/v1/products?page=men&limit=25"),
    ...searches.slice(2),
    {
      method: "POST" as const,
      path: "/api/v1/orders",
      headers: { "content-type": "application/json" },
      body: orderBody(fx.orderLine),
    },
  ];
}

export async function soak(
  server: ServerHandle,
  fx: Fixtures,
  o: { durationSec: number; probeSec: number; connections: number; log: (m: string) => void },
): Promise<SoakResult> {
  const requests = soakMix(fx);
  const spec = { title: "soak", url: server.url, connections: o.connections, requests };
  await runOnce({ ...spec, durationSec: Math.min(5, o.probeSec) });
  const probe = await runOnce({ ...spec, durationSec: o.probeSec });
  const targetRps = Math.max(1, Math.floor(probe.rps * 0.7));
  o.log(
    `  soak: the mix peaks at ${Math.round(probe.rps)} req/s; holding ${targetRps} req/s for ${o.durationSec} s …`,
  );
  const rss = sampleRss(server.pid, 1000);
  let figures: LoadFigures;
  try {
    figures = await runOnce({ ...spec, durationSec: o.durationSec, overallRate: targetRps });
  } finally {
    rss.stop();
  }
  const s = rss.samples;
  const tenth = Math.max(1, Math.floor(s.length / 10));
  const warmMb = median(s.slice(tenth, 2 * tenth));
  const endMb = median(s.slice(-tenth));
  const result: SoakResult = {
    durationSec: o.durationSec,
    maxRps: probe.rps,
    targetRps,
    figures,
    rss: { warmMb, endMb, peakMb: Math.max(...s), growthPct: ((endMb - warmMb) / warmMb) * 100 },
    mix: `${requests.length} requests per cycle: home, /women, /men, 8 product pages, 2 API listings, 4 searches, 1 order`,
  };
  o.log(
    `  soak: ${Math.round(figures.rps)} req/s, p99 ${figures.p99.toFixed(1)} ms, errors ${figures.errors}; RSS ${warmMb.toFixed(0)} → ${endMb.toFixed(0)} MB (${result.rss.growthPct.toFixed(1)} %)`,
  );
  return result;
}
