// What the bench asks of a running shop before it loads it: that its catalogue index is built,
// and a session cookie for a demo account. Shared by the load suite and the nginx leg.
import { BENCH_ADMIN } from "./seed";

/**
 * Waits until the server's catalogue index is built (in the background from start-up): a filtered
 * listing needs it, so its answer comes when the build is done (decision 55). At 1M products on a
 * slow machine the build outlasts fetch's 300 s wait for headers: asked again (the server keeps
 * building; a new request waits for the same build).
 */
export async function untilCatalogueIndexed(
  base: string,
  onStillBuilding: () => void = () => {},
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(`${base}/api/v1/products?page=women&limit=1&availability=in-stock`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`a filtered listing → ${res.status}`);
      return;
    } catch (err) {
      if (attempt >= 4) throw err;
      onStillBuilding();
    }
  }
}

export async function signIn(
  base: string,
  who: { email: string; password: string } = BENCH_ADMIN,
): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (res.status !== 200)
    throw new Error(`${who.email} sign-in → ${res.status} ${(await res.text()).slice(0, 200)}`);
  await res.arrayBuffer();
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
