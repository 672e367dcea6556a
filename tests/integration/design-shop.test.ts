// The published Design where shoppers and customers meet it: the home page's announcement bar,
// footer details and social links, the order-status page, and the e-mails sent after a publish.
// Pages are rendered through the app (./ssr-pages.ts) and fetched as a visitor does; e-mails go
// through the server's own outbox sender to a real SMTP server. On PostgreSQL, a second server
// process serves the new home page within 1 s of the publish.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DesignContent, DesignDetail } from "../../domain/contracts/design";
import { enqueueMail } from "../../server/mail/outbox";
import { mailTemplates } from "../../server/mail/templates/registry";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import { readUntil } from "./other-process";
import { startPeerProcess, type PeerProcess } from "./peer-process";
import { apiCall, startWithAdmin } from "./sessions";
import { startSmtp, type TestSmtp } from "./smtp";
import { startSsrPages, type SsrPages } from "./ssr-pages";

const HOUR = 3_600_000;
const OPENING_PHONE = "+1 (212) 555-0190";
const SERVICE = {
  phone: "+44 20 7946 0958",
  email: "concierge@atelier.example",
  hours: "Our advisors answer every day, 8am to 10pm.",
};
const SERVICE_TEL = 'href="tel:+442079460958"';
const THREADS = { label: "Threads", href: "https://www.threads.net/@atelier" };
const SALE = "Winter Private Sale: 20% off knitwear";

/** An announcement running from `from` to `to` hours from now. */
const announcement = (from: number, to: number): DesignContent["announcement"] => ({
  enabled: true,
  text: SALE,
  link: { label: "Shop the sale", href: "/women/knitwear" },
  startsAt: new Date(Date.now() + from * HOUR).toISOString(),
  endsAt: new Date(Date.now() + to * HOUR).toISOString(),
});

describe.skipIf(legUnavailable())(`the published Design in the shop and its e-mails (${dbKind})`, () => {
  let ssr: SsrPages;
  let smtp: TestSmtp;
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    ssr = await startSsrPages();
    smtp = await startSmtp();
    ({ server, admin } = await startWithAdmin({ pages: ssr.pages, env: { SMTP_URL: smtp.url } }));
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await ssr?.close();
  });

  /** Publishes the live Design as `change` makes it, as an editor in the dashboard does. */
  async function publish(change: (d: DesignContent) => DesignContent): Promise<void> {
    const { published } = (await (
      await apiCall(server, admin, "GET", "/dashboard/design")
    ).json()) as DesignDetail;
    const res = await apiCall(server, admin, "POST", "/dashboard/design/publish", {
      content: change(published.content),
      basedOn: published.info.number,
    });
    expect(res.status).toBe(200);
  }
  const html = async (shop: Pick<TestServer, "fetch">, path: string) => {
    const res = await shop.fetch(path);
    expect(res.status, path).toBe(200);
    return res.text();
  };

  it("the home page shows the published announcement, client-service details and social links", async () => {
    // Rendered and cached before the publish: the publish must clear the stored page.
    expect(await html(server, "/")).toContain(OPENING_PHONE);
    await publish((d) => ({
      ...d,
      announcement: announcement(-1, 24),
      footer: SERVICE,
      social: [...d.social, THREADS],
    }));
    const home = await html(server, "/");
    expect(home).toContain(SALE);
    expect(home).toContain('href="/women/knitwear"');
    for (const text of [SERVICE.phone, SERVICE_TEL, `mailto:${SERVICE.email}`, SERVICE.hours, THREADS.href])
      expect(home).toContain(text);
    expect(home).not.toContain(OPENING_PHONE);
  });

  it.each([
    ["has ended", -48, -1],
    ["has not started yet", 1, 48],
  ])("an announcement whose window %s is not shown", async (_, from, to) => {
    await publish((d) => ({ ...d, announcement: announcement(from, to) }));
    const home = await html(server, "/");
    expect(home).not.toContain(SALE);
    // The rest of the publish is there: the page was rendered again.
    expect(home).toContain(SERVICE.phone);
  });

  it("the order-status page gives the published phone number", async () => {
    const page = await html(server, "/order-status");
    expect(page).toContain(SERVICE.phone);
    expect(page).toContain(SERVICE_TEL);
    expect(page).not.toContain(OPENING_PHONE);
  });

  it("an e-mail sent after the publish carries the published details in its footer", async () => {
    const to = "ada.lovelace@example.com";
    await enqueueMail(server.services.db, {
      to,
      template: "sign-in-alert",
      data: mailTemplates["sign-in-alert"].sample,
    });
    expect(await server.services.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    const raw = smtp.received.find((m) => m.to.includes(to))?.raw ?? "";
    // Quoted-printable: joined soft line breaks and the one escape these texts need.
    const mail = raw.replace(/=\r?\n/g, "").replaceAll("=3D", "=");
    for (const text of [SERVICE.phone, SERVICE_TEL, `mailto:${SERVICE.email}`, SERVICE.hours])
      expect(mail).toContain(text);
    expect(mail).not.toContain(OPENING_PHONE);
  });

  describe.skipIf(dbKind !== "postgres")("across server processes", () => {
    let other: PeerProcess;
    beforeAll(async () => {
      // A second server process on the same database, with its own caches and LISTEN connection.
      other = await startPeerProcess(server, { pages: true });
    }, 240_000);
    afterAll(async () => {
      await other?.stop();
    });

    it("another process serves the new home page within 1 s of publishing", async () => {
      // Its home page is rendered and cached first, so only the publish's notification can clear it.
      expect(await html(other, "/")).not.toContain("Notified Headline");
      await publish((d) => ({ ...d, hero: { ...d.hero, headline: "Notified Headline" } }));
      const home = await readUntil(
        () => html(other, "/"),
        (page) => page.includes("Notified Headline"),
        { within: 1_000, every: 20 },
      );
      expect(home).toContain("Notified Headline");
    });
  });
});
