// The shop frame from the server's copy on personal pages (decision 110). Each personal page is
// rendered whole once, then drawn from the kept frame: the two answers are the same bytes (the
// CSP nonce apart) for a guest, a customer and staff, whoever's render the frame was kept from,
// and nothing of one visitor's reaches another's page. A published Design change reaches the
// next page at once: the frame is kept per shell content, never served stale.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DesignContent, DesignDetail } from "../../domain/contracts/design";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import { apiCall, signUp, startWithAdmin } from "./sessions";
import { startSsrPages, type SsrPages } from "./ssr-pages";
import type * as FrameCacheModule from "../../app/features/shell/frame-cache.server";

type FrameCache = typeof FrameCacheModule;

const A = "ada.frame@example.com";

describe.skipIf(legUnavailable())(`personal pages drawn from the kept shop frame (${dbKind})`, () => {
  let ssr: SsrPages;
  let server: TestServer;
  let frames: FrameCache;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    ssr = await startSsrPages();
    ({ server, admin } = await startWithAdmin({ pages: ssr.pages }));
    customer = await signUp(server, A);
    frames = await ssr.module<FrameCache>("/app/features/shell/frame-cache.server.ts");
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await ssr?.close();
  });

  /** The page's HTML with its nonce blanked: the one part that differs per response by design. */
  async function page(path: string, cookie?: string): Promise<string> {
    const res = await server.fetch(path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
    expect(res.status, path).toBe(200);
    const text = await res.text();
    const nonce = /nonce="([^"]+)"/.exec(text)?.[1];
    return nonce ? text.replaceAll(nonce, "NONCE") : text;
  }

  /** A whole render (nothing kept), then the same page drawn from the frame it kept. */
  async function wholeThenCopy(path: string, cookie?: string): Promise<[string, string]> {
    frames.forgetFrames();
    const whole = await page(path, cookie);
    expect(frames.frameStats().kept, `${path}: frame kept`).toBe(1);
    const drawn = frames.frameStats().drawn;
    const copy = await page(path, cookie);
    expect(frames.frameStats().drawn, `${path}: drawn from the copy`).toBe(drawn + 1);
    return [whole, copy];
  }

  const guestPages = ["/checkout", "/bag", "/login", "/register", "/reset-password", "/order-status"];
  const customerPages = ["/checkout", "/bag", "/account?q=orders", "/account?q=profile", "/order-status"];

  it("draws every personal page from the copy byte for byte, for a guest, a customer and staff", async () => {
    for (const path of guestPages) {
      const [whole, copy] = await wholeThenCopy(path);
      expect(copy, path).toBe(whole);
      expect(whole, path).toContain("Skip to main content");
      expect(whole, path).not.toContain("data-frame-part");
    }
    for (const [who, cookie] of [
      ["customer", customer],
      ["staff", admin],
    ] as const)
      for (const path of customerPages) {
        const [whole, copy] = await wholeThenCopy(path, cookie);
        expect(copy, `${who} ${path}`).toBe(whole);
      }
  });

  it("keeps one frame for everyone: a guest's page drawn from a customer's frame is the guest's whole page", async () => {
    for (const path of ["/checkout", "/bag", "/order-status"]) {
      frames.forgetFrames();
      await page(path, customer);
      await page(path, admin);
      const fromTheirs = await page(path);
      expect(fromTheirs, path).not.toContain(A);
      frames.forgetFrames();
      expect(fromTheirs, path).toBe(await page(path));
      // and the other way round: staff's page from a guest's frame
      const fromGuest = await page(path, admin);
      frames.forgetFrames();
      expect(fromGuest, path).toBe(await page(path, admin));
    }
  });

  it("draws a page from the frame kept at its address whatever the query: the account's tabs, sign-in's way back", async () => {
    for (const [kept, drawn, cookie] of [
      ["/account?q=orders", "/account?q=profile", customer],
      ["/login", "/login?redirectTo=%2Fcheckout", undefined],
    ] as const) {
      frames.forgetFrames();
      await page(kept, cookie);
      const fromKept = await page(drawn, cookie);
      frames.forgetFrames();
      expect(fromKept, drawn).toBe(await page(drawn, cookie));
    }
  });

  it("does not keep the frame of shared pages or error pages", async () => {
    frames.forgetFrames();
    for (const path of ["/", "/women", "/faq", "/no-such-page", "/Checkout", "/checkout/"])
      await server.fetch(path);
    expect(frames.frameStats().kept).toBe(0);
  });

  it("shows a newly published announcement on the next personal page", async () => {
    const SALE = "Private appointment week: the atelier opens late";
    await page("/checkout");
    expect(await page("/checkout")).not.toContain(SALE);
    const { published } = (await (
      await apiCall(server, admin, "GET", "/dashboard/design")
    ).json()) as DesignDetail;
    const content: DesignContent = {
      ...published.content,
      announcement: {
        enabled: true,
        text: SALE,
        link: { label: "Book", href: "/contact" },
        startsAt: new Date(Date.now() - 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    };
    const res = await apiCall(server, admin, "POST", "/dashboard/design/publish", {
      content,
      basedOn: published.info.number,
    });
    expect(res.status).toBe(200);
    const copy = await page("/checkout");
    expect(copy).toContain(SALE);
    frames.forgetFrames();
    expect(copy).toBe(await page("/checkout"));
  });
});
