// After the purchase, through real HTTP and a real SMTP server: each event (placed, cancelled,
// shipped, delivered) writes exactly one e-mail with the right recipient and content; events
// never go backwards; customers cancel only before anything ships; the guest order page's
// look-up answers a wrong pair with one 404.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardOrderDetail } from "../../domain/contracts/dashboard-orders";
import type { Order, OrderLookupResult, OwnOrderPage, PlacedOrder } from "../../domain/contracts/orders";
import { mailOutbox, orderEvents, products, roles } from "../../server/db/schema";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import { deleteOwnAccount, signUp, signUpAsStaff, startWithAdmin } from "./sessions";
import { startSmtp, type TestSmtp } from "./smtp";
import { usAddress } from "../fixtures/us-address";

const address = usAddress({
  type: "HOME",
  firstName: "Vera",
  lastName: "Lind",
  addressLine_1: "40 Bond Street",
  addressLine_2: "Floor 5",
  postalCode: "10012",
});

const unfold = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe.skipIf(legUnavailable())(`fulfilment and order e-mails (${dbKind})`, () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let admin: string;
  let lines: { productId: string; size: string; color: string; quantity: number }[];

  const api = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    server.fetch(`/api/v1${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const place = async (email: string, count = 2, cookie?: string): Promise<PlacedOrder> => {
    const res = await api(
      "POST",
      "/orders",
      {
        lines: lines.slice(0, count),
        shippingTo: address,
        billingTo: address,
        ...(cookie ? {} : { email }),
        phoneNumber: "+1 212 555 0199",
        card: { cardNumber: "4242 4242 4242 4242", expMonth: "12", expYear: "2030", cvv: "123" },
      },
      cookie ? { cookie } : {},
    );
    expect(res.status).toBe(201);
    return (await res.json()) as PlacedOrder;
  };
  const mailsFor = (orderId: string) =>
    server.services.db
      .select()
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.dedupeKey} like ${`%:${orderId}`} or ${mailOutbox.data}->'order'->>'id' = ${orderId}`,
      );
  const ship = (id: string, positions: number[], cookie = admin) =>
    api(
      "POST",
      `/dashboard/orders/${id}/shipments`,
      { carrier: "ups", trackingNumber: "1z 999-aa1 0123456784", lines: positions },
      { cookie },
    );
  const deliver = (id: string, shipment: number, cookie = admin) =>
    api("POST", `/dashboard/orders/${id}/shipments/${shipment}/delivered`, {}, { cookie });

  beforeAll(async () => {
    smtp = await startSmtp();
    ({ server, admin } = await startWithAdmin({ env: { SMTP_URL: smtp.url } }));
    const catalogue = await server.services.db.select().from(products);
    lines = catalogue
      .flatMap((p) => {
        const size = p.sizes.find((s) => s.status === 1 && s.colors.length > 0);
        return size ? [{ productId: p.id, size: size.key, color: size.colors[0]!, quantity: 1 }] : [];
      })
      .slice(0, 3);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it("placing writes one confirmation e-mail with the lines, totals and a signed link that opens the order", async () => {
    const order = await place("vera@example.com");
    const mails = await mailsFor(order.id);
    expect(mails.map((m) => [m.template, m.recipient])).toEqual([["order-placed", "vera@example.com"]]);

    await server.services.outbox.drain();
    const raw = unfold(smtp.received.find((m) => m.to.includes("vera@example.com"))!.raw);
    expect(raw).toContain(`Subject: Your Atelier order ${order.id}`);
    for (const line of order.lines) expect(raw).toContain(line.title);
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
    // Pictures travel with the message (inline attachments), not as remote images.
    expect(raw).toMatch(/Content-Id: <picture-1@atelier>/i);
    expect(raw).not.toMatch(/<img[^>]+src="https?:/);
    const link = /http:\/\/localhost:3999\/order-status\?order=([A-Z0-9]{11})&(?:amp;)?token=([\w-]+)/.exec(
      raw,
    );
    expect(link?.[1]).toBe(order.id);
    const viaLink = await api("GET", `/orders/${order.id}`, undefined, { "x-order-token": link![2]! });
    expect(viaLink.status).toBe(200);
    expect(((await viaLink.json()) as Order).status).toBe("placed");
  });

  it("ships in parcels, delivers each, e-mails once per step; nothing goes backwards; shipped cannot be cancelled", async () => {
    const order = await place("parcels@example.com", 2);
    // Delivered before shipped: refused, nothing written.
    expect((await deliver(order.id, 1)).status).toBe(409);

    const first = await ship(order.id, [0]);
    expect(first.status).toBe(201);
    const afterFirst = (await first.json()) as DashboardOrderDetail;
    expect(afterFirst.status).toBe("partially_shipped");
    expect(afterFirst.shipments).toEqual([
      expect.objectContaining({
        carrier: "ups",
        trackingNumber: "1Z999AA10123456784",
        lines: [0],
        deliveredAt: null,
      }),
    ]);

    // The customer (here a guest holding the token) can no longer cancel: 409, order unchanged.
    const cancel = await api("POST", `/orders/${order.id}/cancel`, { guestToken: order.guestToken });
    expect(cancel.status).toBe(409);
    expect((await api("POST", `/dashboard/orders/${order.id}/cancel`, {}, { cookie: admin })).status).toBe(
      409,
    );
    // A line already in a parcel cannot ship again; an unknown line neither.
    expect((await ship(order.id, [0, 1])).status).toBe(409);
    expect((await ship(order.id, [7])).status).toBe(409);

    const second = (await (await ship(order.id, [1])).json()) as DashboardOrderDetail;
    expect(second.status).toBe("shipped");
    const [parcelA, parcelB] = second.shipments;
    expect((await deliver(order.id, parcelA!.id)).status).toBe(200);
    const done = (await (await deliver(order.id, parcelB!.id)).json()) as DashboardOrderDetail;
    expect(done.status).toBe("delivered");
    expect((await deliver(order.id, parcelB!.id)).status).toBe(409);
    expect((await ship(order.id, [1])).status).toBe(409);

    expect(done.events.map((e) => [e.type, e.actor])).toEqual([
      ["placed", "guest"],
      ["shipped", "staff:admin@atelier.example"],
      ["shipped", "staff:admin@atelier.example"],
      ["delivered", "staff:admin@atelier.example"],
      ["delivered", "staff:admin@atelier.example"],
    ]);
    const mails = await mailsFor(order.id);
    expect(mails.map((m) => m.template).sort()).toEqual([
      "order-delivered",
      "order-delivered",
      "order-placed",
      "order-shipped",
      "order-shipped",
    ]);
    expect(mails.every((m) => m.recipient === "parcels@example.com")).toBe(true);

    smtp.received.length = 0;
    await server.services.outbox.drain();
    const shipped = smtp.received.map((m) => unfold(m.raw)).filter((r) => r.includes("is on its way"));
    expect(shipped).toHaveLength(2);
    expect(shipped[0]).toContain("1Z999AA10123456784");
    expect(shipped[0]).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(shipped[0]).toContain(order.lines[0]!.title);
    expect(smtp.received.filter((m) => unfold(m.raw).includes("has arrived"))).toHaveLength(2);

    // The list, its status filter and the CSV say the same.
    const list = (await (
      await api("GET", `/dashboard/orders?status=delivered&q=${order.id}`, undefined, { cookie: admin })
    ).json()) as {
      items: { id: string; status: string }[];
    };
    expect(list.items).toEqual([expect.objectContaining({ id: order.id, status: "delivered" })]);
    const csv = await (
      await api("GET", `/dashboard/orders/export?q=${order.id}`, undefined, { cookie: admin })
    ).text();
    expect(csv).toContain(`${order.id},`);
    expect(csv).toContain(",delivered,");
    expect(csv.trim().split("\r\n")[1]).toMatch(
      /,\d{4}-\d\d-\d\dT[^,]+,\d{4}-\d\d-\d\dT[^,]+,UPS 1Z999AA10123456784; UPS 1Z999AA10123456784,0\.00,,0\.00$/,
    );
  });

  it("cancelling writes one cancellation e-mail; a repeat is harmless and writes nothing more", async () => {
    const order = await place("changed-mind@example.com", 1);
    for (let i = 0; i < 2; i++) {
      const res = await api("POST", `/orders/${order.id}/cancel`, { guestToken: order.guestToken });
      expect(res.status).toBe(200);
      expect(((await res.json()) as Order).status).toBe("cancelled");
    }
    const mails = await mailsFor(order.id);
    expect(mails.map((m) => [m.template, m.recipient]).sort()).toEqual([
      ["order-cancelled", "changed-mind@example.com"],
      ["order-placed", "changed-mind@example.com"],
    ]);
    expect((await ship(order.id, [0])).status).toBe(409);
  });

  it("a signed-in customer's order list shows the derived status", async () => {
    const cookie = await signUp(server, "status-badge@example.com");
    const order = await place("", 1, cookie);
    await ship(order.id, [0]);
    const mine = ((await (await api("GET", "/me/orders", undefined, { cookie })).json()) as OwnOrderPage)
      .items;
    expect(mine.find((o) => o.id === order.id)).toMatchObject({
      status: "shipped",
      shipments: [expect.objectContaining({ carrier: "ups" })],
    });
    expect((await mailsFor(order.id)).map((m) => m.recipient)).toEqual([
      "status-badge@example.com",
      "status-badge@example.com",
    ]);
  });

  it("finds a guest's order by number and e-mail; a wrong e-mail or number gets the same 404, an account's order a 403", async () => {
    const order = await place("Lookup.Guest@example.com", 1);
    const look = (orderId: string, email: string) => api("POST", "/orders/lookup", { orderId, email });
    const found = await look(` ${order.id.toLowerCase()} `, "lookup.guest@EXAMPLE.com");
    expect(found.status).toBe(200);
    const result = (await found.json()) as OrderLookupResult;
    expect(result.order.id).toBe(order.id);
    expect(result.token).toBe(order.guestToken);

    const wrongEmail = await look(order.id, "someone.else@example.com");
    const wrongNumber = await look("AAAAAAAAAAA", "lookup.guest@example.com");
    expect(wrongEmail.status).toBe(404);
    expect(wrongNumber.status).toBe(404);
    expect(await wrongEmail.json()).toEqual(await wrongNumber.json());
    expect((await look("", "")).status).toBe(400);

    // An order placed while signed in opens in the account only: its number and address (read off
    // a parcel, say) give no token to cancel it with.
    const cookie = await signUp(server, "Lookup.Account@example.com");
    const own = await place("ignored@example.com", 1, cookie);
    const refused = await look(own.id, "lookup.account@example.com");
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { token?: string; error: { code: string; message: string } };
    expect(body.error.message).toBe("This order belongs to an account. Please log in to see it.");
    expect(body.error.code).toBe("account_order");
    expect(body.token).toBeUndefined();
    // Signed in as its owner, the same pair opens it; signed in as someone else, it does not.
    const asOwner = (await api(
      "POST",
      "/orders/lookup",
      { orderId: own.id, email: "lookup.account@example.com" },
      { cookie },
    ).then((r) => r.json())) as OrderLookupResult;
    expect(asOwner.order.id).toBe(own.id);
    expect(asOwner.token).toEqual(expect.any(String));
    const stranger = await signUp(server, "Lookup.Stranger@example.com");
    const notTheirs = await api(
      "POST",
      "/orders/lookup",
      { orderId: own.id, email: "lookup.account@example.com" },
      { cookie: stranger },
    );
    expect(notTheirs.status).toBe(403);
    expect(await notTheirs.json()).toMatchObject({
      error: {
        code: "other_account_order",
        message: "This order belongs to another account. Please log in to that account to see it.",
      },
    });

    // Once the account is deleted its orders keep no address of anyone's: the made-up one they
    // carry (from the order's number) opens nothing either.
    expect((await deleteOwnAccount(server, cookie)).status).toBe(200);
    const anonymised = await look(own.id, `deleted-${own.id}@anonymised.invalid`);
    expect(anonymised.status).toBe(404);
    expect(((await anonymised.json()) as { error: { message: string } }).error.message).toBe(
      "We could not find an order with this number and e-mail address.",
    );
  });

  it("throttles look-ups that find nothing per client address; finding one's own order is not counted", async () => {
    const order = await place("often.looking@example.com", 1);
    for (let i = 0; i < 12; i++)
      expect(
        (await api("POST", "/orders/lookup", { orderId: order.id, email: "often.looking@example.com" }))
          .status,
      ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await api("POST", "/orders/lookup", { orderId: "BBBBBBBBBBB", email: "x@example.com" })).status,
      );
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(10);
  });

  it("shipping needs the 'fulfil' action: 'view' alone is refused with 403 and writes nothing", async () => {
    const order = await place("perm@example.com", 1);
    const viewer = await signUpAsStaff(server, "viewer@example.com", {
      id: "viewer",
      roleName: "Viewer",
      permissions: { orders: ["view"] },
    });
    expect((await ship(order.id, [0], viewer)).status).toBe(403);
    await server.services.db
      .update(roles)
      .set({ permissions: { orders: ["view", "fulfil"] } })
      .where(eq(roles.id, "viewer"));
    expect((await ship(order.id, [0], viewer)).status).toBe(201);
    const events = await server.services.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, "shipped")));
    expect(events.map((e) => e.actor)).toEqual(["staff:viewer@example.com"]);
  });

  it("refuses bad fulfilment input with 400 naming the field", async () => {
    const order = await place("bad-input@example.com", 1);
    const res = await api(
      "POST",
      `/dashboard/orders/${order.id}/shipments`,
      { carrier: "pigeon", trackingNumber: "12", lines: [] },
      { cookie: admin },
    );
    expect(res.status).toBe(400);
    const fields = Object.keys(((await res.json()) as { error: { fields: object } }).error.fields);
    expect(fields.sort()).toEqual(["carrier", "lines", "trackingNumber"]);
  });

  it("keeps order events append-only in the database", async () => {
    await expect(server.services.db.update(orderEvents).set({ type: "delivered" })).rejects.toThrow();
  });
});
