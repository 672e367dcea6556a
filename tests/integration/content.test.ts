import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactMessages,
  mailOutbox,
  newsletterSubscriptions,
  pageViews,
  user,
} from "../../server/db/schema";
import { DEMO_ACCOUNTS } from "../../server/db/seed/demo-accounts";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signIn } from "./sessions";

const ADMIN = DEMO_ACCOUNTS[0];
const CUSTOMER = DEMO_ACCOUNTS[2];

const CONTACT = {
  subject: "  A question   about sizing ",
  firstName: " Jane ",
  lastName: "Doe",
  email: " Jane.Doe@Example.com ",
  orderId: "",
  message: "Hello,\r\n\r\n\r\n\r\nDoes the coat run large?  \r\nThank you.",
};

describe.skipIf(legUnavailable())(`contact, newsletter and page views (${dbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    server.fetch(`/api/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const rows = {
    contact: () => server.services.db.select().from(contactMessages),
    newsletter: () => server.services.db.select().from(newsletterSubscriptions),
    views: () => server.services.db.select().from(pageViews),
  };

  async function expectBadRequest(res: Response, field: string) {
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(json.error.code).toBe("bad_request");
    expect(Object.keys(json.error.fields).join(" ")).toContain(field);
  }

  describe("contact messages", () => {
    it("stores a message with tidied fields and answers 201", async () => {
      const res = await post("/contact-messages", CONTACT);
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ ok: true });
      const stored = await rows.contact();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        subject: "A question about sizing",
        firstName: "Jane",
        lastName: "Doe",
        email: "jane.doe@example.com",
        orderId: null,
        message: "Hello,\n\nDoes the coat run large?\nThank you.",
        readAt: null,
      });
      // The page says 'Be sure to check out your e-mail': an acknowledgement is written with it,
      // repeating nothing typed (the address is unconfirmed).
      const mail = await server.services.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.template, "contact-received"));
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({
        recipient: "jane.doe@example.com",
        data: {},
      });
    });

    it.each([
      [{ ...CONTACT, subject: "   " }, "subject"],
      [{ ...CONTACT, firstName: "" }, "firstName"],
      [{ ...CONTACT, lastName: undefined }, "lastName"],
      [{ ...CONTACT, email: "not-an-email" }, "email"],
      [{ ...CONTACT, message: " \n\t " }, "message"],
      [{ ...CONTACT, message: "x".repeat(5001) }, "message"],
      [{ ...CONTACT, subject: "s".repeat(201) }, "subject"],
      [{ ...CONTACT, orderId: "A".repeat(21) }, "orderId"],
      [{ ...CONTACT, firstName: "Ja\u0000ne" }, "firstName"],
      [{ ...CONTACT, userId: "someone-else" }, "userId"],
    ])("refuses bad input %# with 400 naming the field, and stores nothing", async (body, field) => {
      await expectBadRequest(await post("/contact-messages", body), field);
      expect(await rows.contact()).toHaveLength(1);
    });

    it("refuses a body that is not JSON, and a post from another site", async () => {
      await expectBadRequest(await post("/contact-messages", "{not json"), "_");
      const res = await post("/contact-messages", CONTACT, { origin: "https://evil.example" });
      expect(res.status).toBe(403);
      expect(await rows.contact()).toHaveLength(1);
    });

    it("keeps an order id, upper-cased", async () => {
      expect((await post("/contact-messages", { ...CONTACT, orderId: " ab12cd34ef5 " })).status).toBe(201);
      const stored = await rows.contact();
      expect(stored.map((r) => r.orderId)).toContain("AB12CD34EF5");
    });

    it("allows 5 messages per 10 minutes from one sender, then answers 429", async () => {
      // Two were accepted above; bad input never counts, since it is refused before the limiter.
      for (let i = 0; i < 3; i += 1) expect((await post("/contact-messages", CONTACT)).status).toBe(201);
      const res = await post("/contact-messages", CONTACT);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({
        error: { code: "rate_limited", message: "Too many requests. Please try again later." },
      });
      expect(await rows.contact()).toHaveLength(5);
    });
  });

  describe("newsletter", () => {
    it("keeps one subscription per address, whatever its case, and answers 201 each time", async () => {
      expect((await post("/newsletter-subscriptions", { email: " Reader@Example.com" })).status).toBe(201);
      expect((await post("/newsletter-subscriptions", { email: "reader@example.com " })).status).toBe(201);
      const stored = (await rows.newsletter()).filter((r) => r.email === "reader@example.com");
      expect(stored).toHaveLength(1);
      expect(stored[0]?.userId).toBeNull();
    });

    it.each([
      [{ email: "" }, "email"],
      [{ email: "   " }, "email"],
      [{ email: "reader" }, "email"],
      [{}, "email"],
      [{ email: "x@example.com", subscribed: true }, "subscribed"],
    ])("refuses bad input %o with 400 and writes nothing", async (body, field) => {
      const before = (await rows.newsletter()).length;
      await expectBadRequest(await post("/newsletter-subscriptions", body), field);
      expect(await rows.newsletter()).toHaveLength(before);
    });

    const flagOf = async (email: string) =>
      (await server.services.db.select().from(user).where(eq(user.email, email)))[0]?.subscriptionAgreement;

    it("nobody else can change a customer's subscriptionAgreement", async () => {
      expect(await flagOf(CUSTOMER.email)).toBe(false);
      const admin = await signIn(server, ADMIN.email, ADMIN.password);
      expect(
        (await post("/newsletter-subscriptions", { email: CUSTOMER.email }, { cookie: admin })).status,
      ).toBe(201);
      expect((await post("/newsletter-subscriptions", { email: CUSTOMER.email })).status).toBe(201);
      expect(await flagOf(CUSTOMER.email)).toBe(false);
      expect(await flagOf(ADMIN.email)).toBe(false);
      const [row] = (await rows.newsletter()).filter((r) => r.email === CUSTOMER.email);
      expect(row?.userId).toBeNull();
    });

    it("a signed-in user subscribing their own address turns their subscriptionAgreement on", async () => {
      const cookie = await signIn(server, CUSTOMER.email, CUSTOMER.password);
      const email = CUSTOMER.email.toUpperCase();
      expect((await post("/newsletter-subscriptions", { email }, { cookie })).status).toBe(201);
      expect(await flagOf(CUSTOMER.email)).toBe(true);
      const [customer] = await server.services.db.select().from(user).where(eq(user.email, CUSTOMER.email));
      const subscribed = (await rows.newsletter()).filter((r) => r.email === CUSTOMER.email);
      expect(subscribed).toHaveLength(1);
      expect(subscribed[0]?.userId).toBe(customer?.id);
    });
  });

  describe("page views", () => {
    const view = (path: string, statistics: boolean) =>
      post("/page-views", { path, consent: { statistics } });

    it("records a view only with statistics consent, keeping the path alone", async () => {
      const yes = await view("/search?q=jane%40example.com#top", true);
      expect(yes.status).toBe(202);
      expect(await yes.json()).toEqual({ recorded: true });
      const no = await view("/women", false);
      expect(no.status).toBe(202);
      expect(await no.json()).toEqual({ recorded: false });

      const stored = await rows.views();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.path).toBe("/search");
      expect(Object.keys(stored[0]!).sort()).toEqual(["createdAt", "id", "path"]);
    });

    it("does not count the back office's pages as shop views", async () => {
      for (const path of ["/dashboard", "/dashboard/orders?status=placed"]) {
        const res = await view(path, true);
        expect(res.status).toBe(202);
        expect(await res.json()).toEqual({ recorded: false });
      }
      expect(await view("/dashboardish", true).then((r) => r.json())).toEqual({ recorded: true });
      expect((await rows.views()).map((v) => v.path)).toEqual(["/search", "/dashboardish"]);
    });

    it.each([
      [{ path: "/women" }, "consent"],
      [{ path: "/women", consent: {} }, "consent.statistics"],
      [{ path: "/women", consent: { statistics: "yes" } }, "consent.statistics"],
      [{ path: "https://evil.example/", consent: { statistics: true } }, "path"],
      [{ path: "//evil.example/", consent: { statistics: true } }, "path"],
      [{ path: `/${"a".repeat(300)}`, consent: { statistics: true } }, "path"],
      [{ path: "/women", consent: { statistics: true }, userAgent: "x" }, "userAgent"],
    ])("refuses bad input %# with 400 and records nothing", async (body, field) => {
      await expectBadRequest(await post("/page-views", body), field);
      expect(await rows.views()).toHaveLength(2);
    });
  });
});
