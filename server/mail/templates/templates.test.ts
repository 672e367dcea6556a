import { toPlainText as reactEmailPlainText } from "@react-email/render";
import { describe, expect, it } from "vitest";
import { CLIENT_SERVICE, clientServiceFrom } from "../../../domain/client-service";
import { renderMail } from "../render";
import { mailTemplates, type TemplateName } from "./registry";

const deps = {
  publicUrl: "https://atelier.example",
  orderLink: (id: string) => `https://atelier.example/order-status?order=${id}&token=t`,
  loadImage: async (key: string) => (key.includes("scarf") ? null : Buffer.from("jpeg")),
  clientService: async () => CLIENT_SERVICE,
};

describe("e-mail templates", () => {
  // Every message is built on MailLayout.
  const names: TemplateName[] = [
    "password-reset",
    "restock",
    "sign-in-alert",
    "order-placed",
    "order-cancelled",
    "order-shipped",
    "order-delivered",
    "return-requested",
    "return-expired",
    "return-received",
    "return-refunded",
    "return-rejected",
    "exchange-prepared",
    "exchange-shipped",
    "exchange-delivered",
    "contact-received",
  ];

  it.each(names)("%s renders HTML and plain text from its sample, with no remote picture", async (name) => {
    const { mail } = await renderMail(name, mailTemplates[name].sample, deps);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.html).toMatch(/^<!DOCTYPE html/i);
    expect(mail.html).toContain('lang="en"');
    expect(mail.text.length).toBeGreaterThan(50);
    // Pictures are attachments referenced by cid:, never fetched from a server.
    expect(mail.html).not.toMatch(/<img[^>]+src="https?:/);
    for (const a of mail.attachments ?? []) expect(mail.html).toContain(`cid:${a.cid}`);
    // The converter compiled once (render-react.ts) writes what React Email's own would.
    expect(mail.text).toBe(reactEmailPlainText(mail.html ?? ""));
  });

  it("the confirmation carries the order number, lines, coupon, total, addresses and the signed link", async () => {
    const { order } = mailTemplates["order-placed"].sample;
    const { mail } = await renderMail("order-placed", { order }, deps);
    for (const text of [
      order.id,
      "Double-Faced Wool Coat",
      "Cashmere Ribbed Scarf",
      "WELCOME10",
      "$ 1,926",
      "221 West 57th Street",
      // The address's last lines as the shop writes them, the state included.
      "New York, NY 10019",
      "United States",
    ])
      expect(mail.text).toContain(text);
    expect(mail.text).toContain(`https://atelier.example/order-status?order=${order.id}&token=t`);
    // The summary's labels are the shop's (app/ui/order-totals.tsx).
    expect(mail.text).toContain(`Items (${order.itemCount} items)`);
    expect(mail.text).toContain("Sales Tax");
    expect(mail.text).toContain("Size: M");
    expect(mail.text).toContain("Colour: Camel");
    // One picture could be loaded, the other not: only the first is attached and shown.
    expect(mail.attachments?.map((a) => a.contentType)).toEqual(["image/jpeg"]);
    expect(mail.html?.match(/<img/g)).toHaveLength(1);
  });

  it("the confirmation greets the buyer, not a gift's recipient, and promises no 30 days for a pre-order", async () => {
    const { order } = mailTemplates["order-placed"].sample;
    const gift = { ...order, shippingTo: { ...order.shippingTo, firstName: "Ada", fullName: "Ada Byron" } };
    const { mail } = await renderMail("order-placed", { order: gift }, deps);
    expect(mail.text).toContain("Dear Claire, we have received your order");
    // The sample holds a pre-order scarf (Dec 15).
    expect(mail.text).toContain("Pre-order pieces ship from the date shown beside them");
    expect(mail.text).not.toContain("Delivery is within 30 days");
    const allPreOrder = { ...order, lines: order.lines.map((l) => ({ ...l, preOrderDate: "2027-02-15" })) };
    const waiting = (await renderMail("order-placed", { order: allPreOrder }, deps)).mail;
    expect(waiting.text).toContain(
      "Pre-order pieces ship from the date shown beside them, and each delivery",
    );
    expect(waiting.text).not.toContain("the rest of your order");
    const inStock = { ...order, lines: order.lines.map((l) => ({ ...l, preOrderDate: null })) };
    const plain = await renderMail("order-placed", { order: inStock }, deps);
    expect(plain.mail.text).toContain("Delivery is within 30 days and needs a signature");
  });

  it.each(["return-refunded", "order-lines-cancelled"] as const)(
    "%s explains an amount below the lines' prices by the coupon's share, and only with a coupon",
    async (name) => {
      const sample = mailTemplates[name].sample;
      const withCoupon = (await renderMail(name, sample, deps)).mail;
      expect(sample.order.couponCode).toBe("WELCOME10");
      expect(withCoupon.text).toContain("The pieces' prices less 10% for your coupon WELCOME10.");
      const order = { ...sample.order, couponCode: null, couponPercentage: null };
      const without = (await renderMail(name, { ...sample, order } as typeof sample, deps)).mail;
      expect(without.text).not.toContain("for your coupon");
    },
  );

  it("the contact form's acknowledgement repeats nothing the sender typed", async () => {
    const { mail } = await renderMail("contact-received", {}, deps);
    expect(mail.subject).toBe("We have your message");
    expect(mail.text).toContain("Your message has reached our client service.");
    expect(mail.text).toContain("within 1-2 working days");
    // Whatever arrives in the data (a message queued by a build that carried it) is not shown.
    const typed = { firstName: "Visit evil.example", message: "Claim your prize" } as never;
    const again = (await renderMail("contact-received", typed, deps)).mail;
    expect(again.text).not.toMatch(/evil\.example|prize/);
  });

  it("a cancellation by the boutique says so; the customer's own does not", async () => {
    const { order } = mailTemplates["order-cancelled"].sample;
    const staff = (await renderMail("order-cancelled", { order, byBoutique: true }, deps)).mail;
    expect(staff.text).toContain(`Order ${order.id} was cancelled by Atelier on Nov 21, 2026.`);
    expect(staff.text).not.toContain("If you did not ask for this");
    const own = (await renderMail("order-cancelled", { order }, deps)).mail;
    expect(own.text).toContain(`Order ${order.id} was cancelled on Nov 21, 2026.`);
    expect(own.text).toContain("If you did not ask for this");
  });

  it("the delivery of one parcel of several says the rest follows, and the last one that the order is complete", async () => {
    const sample = mailTemplates["order-delivered"].sample;
    const firstOfTwo = {
      order: { ...sample.order, status: "partially_shipped" as const },
      shipment: { ...sample.shipment, lines: [0] },
    };
    const partly = (await renderMail("order-delivered", firstOfTwo, deps)).mail;
    expect(partly.subject).toBe(`Your Atelier order ${sample.order.id} has partly arrived`);
    expect(partly.text).toContain("The rest of your order follows");
    const last = (
      await renderMail("order-delivered", { ...sample, shipment: { ...sample.shipment, lines: [1] } }, deps)
    ).mail;
    expect(last.subject).toBe(`Your Atelier order ${sample.order.id} has arrived`);
    expect(last.text).toContain("every piece of your order is with you");
    const whole = (await renderMail("order-delivered", sample, deps)).mail;
    expect(whole.text).not.toMatch(/The rest of your order|every piece of your order/);
  });

  it.each(["exchange-prepared", "exchange-shipped", "exchange-delivered"] as const)(
    "%s names the replacement's own order and links to it, not to the order returned from",
    async (name) => {
      const data = mailTemplates[name].sample;
      const { mail } = await renderMail(name, data, deps);
      expect(mail.text).toContain(`replacement order ${data.replacementOrderId}`);
      expect(mail.text).toContain(`order-status?order=${data.replacementOrderId}&token=t`);
      expect(mail.text).not.toContain(`order-status?order=${data.order.id}&`);
    },
  );

  it("the shipped e-mail names the carrier, the tracking number and link, and only the parcel's lines", async () => {
    const { mail } = await renderMail("order-shipped", mailTemplates["order-shipped"].sample, deps);
    expect(mail.text).toContain("UPS");
    expect(mail.html).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(mail.text).toContain("Double-Faced Wool Coat");
    expect(mail.text).not.toContain("Cashmere Ribbed Scarf");
    expect(mail.text).toContain("the rest follows in a separate parcel");
  });

  it("the parcel that completes an order says so, not that the rest follows (cancelled lines do not follow); a single parcel is the order", async () => {
    const sample = mailTemplates["order-shipped"].sample;
    const first = {
      id: 1,
      shippedAt: "2026-11-23T10:00:00.000Z",
      carrier: "ups",
      trackingNumber: "1Z1",
      lines: [0],
      deliveredAt: null,
    };
    const last = {
      ...sample,
      order: { ...sample.order, shipments: [first] },
      shipment: { ...sample.shipment, lines: [1] },
    };
    const { mail } = await renderMail("order-shipped", last, deps);
    expect(mail.text).toContain("The rest of your order has left our atelier");
    expect(mail.text).not.toContain("the rest follows");
    // A three-line order whose middle line was cancelled after the first parcel: the third is the last.
    const third = { ...sample.order.lines[1]!, position: 2, title: "Silk Twill Carré" };
    const afterCancel = {
      ...sample,
      order: {
        ...sample.order,
        lines: [...sample.order.lines, third],
        shipments: [first],
        cancelledLines: { positions: [1], cents: 41_400 },
      },
      shipment: { ...sample.shipment, lines: [2] },
    };
    const closing = (await renderMail("order-shipped", afterCancel, deps)).mail.text;
    expect(closing).toContain("The rest of your order has left our atelier");
    expect(closing).not.toContain("the rest follows");
    const whole = { ...sample, shipment: { ...sample.shipment, lines: [0, 1] } };
    expect((await renderMail("order-shipped", whole, deps)).mail.text).toContain(
      "Your order has left our atelier.",
    );
  });

  it.each(["exchange-prepared", "exchange-shipped", "exchange-delivered"] as const)(
    "%s shows the new colour's picture beside the new colour, not the returned one's",
    async (name) => {
      const asked: string[] = [];
      const data = mailTemplates[name].sample;
      const loadImage = async (key: string) => (asked.push(key), Buffer.from("jpeg"));
      const { mail } = await renderMail(name, data, { ...deps, loadImage });
      expect(mail.text).toContain("Colour: Navy");
      expect(asked).toEqual(["seed/wool-coat/navy/1"]);
      // Nothing is paid for a replacement: no price beside it.
      expect(mail.text).not.toMatch(/\$ \d/);
      // An e-mail queued before the picture was carried keeps the returned line's.
      asked.length = 0;
      const older = { ...data, lines: data.lines.map(({ exchangeImage: _, ...line }) => line) };
      await renderMail(name, older, { ...deps, loadImage });
      expect(asked).toEqual(["seed/wool-coat/camel/1"]);
    },
  );

  it("lines cancelled before they shipped: which pieces, the amount not charged, the card", async () => {
    const { mail } = await renderMail(
      "order-lines-cancelled",
      mailTemplates["order-lines-cancelled"].sample,
      deps,
    );
    expect(mail.subject).toBe("Part of your Atelier order K7Q2M9X4B1Z has been cancelled");
    expect(mail.text).toContain("Cashmere Ribbed Scarf");
    expect(mail.text).not.toContain("Double-Faced Wool Coat");
    expect(mail.text).toContain("$ 414");
    expect(mail.text).toContain("not charged to the card ending in 4242");
  });

  it("the restock e-mail says the size is now available, at the mail picture's own width", async () => {
    const { mail } = await renderMail("restock", mailTemplates.restock.sample, deps);
    expect(mail.subject).toBe("Double-Faced Cashmere Coat, size 38, is now available");
    expect(mail.text).not.toContain("again");
    expect(mail.html).toMatch(/<img[^>]+width="144"/);
  });

  it("the reset link is absolute: the sample's on the shop's own address, a sent one as it came", async () => {
    const sample = await renderMail("password-reset", mailTemplates["password-reset"].sample, deps);
    expect(sample.mail.text).toContain("https://atelier.example/api/auth/reset-password/sample-token?");
    const url = "https://shop.example/api/auth/reset-password/abc?callbackURL=%2Freset-password";
    expect((await renderMail("password-reset", { url }, deps)).mail.html).toContain(`href="${url}"`);
  });

  it("a return of refunds and exchanges says what happens to each piece", async () => {
    const [refund] = mailTemplates["return-received"].sample.lines;
    const [exchange] = mailTemplates["exchange-prepared"].sample.lines;
    const data = {
      ...mailTemplates["return-received"].sample,
      lines: [refund!, { ...exchange!, position: 1 }],
    };
    const { mail } = await renderMail("return-received", data, deps);
    expect(mail.text).toContain("we refund those returned for a refund to your card within 14 days");
    expect(mail.text).toContain("Refund");
    expect(mail.text).toContain("Exchange for Size L · Navy");
    const plain = await renderMail("return-received", mailTemplates["return-received"].sample, deps);
    expect(plain.mail.text).toContain("we refund them to your card within 14 days");
    expect(plain.mail.text).not.toContain("Exchange for");
  });

  it("the sign-in alert names the sign-in page's own link", async () => {
    const { mail } = await renderMail("sign-in-alert", mailTemplates["sign-in-alert"].sample, deps);
    expect(mail.text).toContain("select ‘Forgot Password’");
  });

  it("a refund instead of an exchange says why, and the amount; a plain refund does not", async () => {
    const data = mailTemplates["return-refunded"].sample;
    const { mail } = await renderMail("return-refunded", { ...data, insteadOfExchange: true }, deps);
    expect(mail.text).toContain(
      "We could not send the exchange you asked for, so instead we have refunded the returned pieces to the card ending in 4242.",
    );
    // The amount paid back (the line's $ 207 less the coupon's 10 %).
    expect(mail.text).toContain("$ 186.30");
    const plain = await renderMail("return-refunded", data, deps);
    expect(plain.mail.text).toContain("We have refunded the returned pieces to the card ending in 4242.");
    expect(plain.mail.text).not.toContain("exchange");
  });

  it("the return request gives the return number, the date the parcel must arrive by and where to send it", async () => {
    const data = mailTemplates["return-requested"].sample;
    const { mail } = await renderMail("return-requested", data, deps);
    expect(mail.subject).toContain(data.ret.id);
    for (const text of [data.ret.id, "Dec 15, 2026", "450 West 33rd Street", "Exchange for Size L"])
      expect(mail.text).toContain(text);
    // The sample mixes both: the refund's 14 days are said. An exchange alone says what comes back.
    expect(mail.text).toContain("refunds are paid within 14 days of its receipt");
    const exchangeOnly = {
      ...data,
      ret: { ...data.ret, lines: data.ret.lines.filter((l) => l.kind === "exchange") },
    };
    const exchange = (await renderMail("return-requested", exchangeOnly, deps)).mail;
    expect(exchange.text).not.toContain("refunds are paid");
    expect(exchange.text).toContain("we send your replacement once it has been checked");
    // The number is copied onto a note: a phone must not break it at its hyphen.
    expect(mail.html).toMatch(new RegExp(`<span style="[^"]*white-space:nowrap[^"]*">${data.ret.id}</span>`));
  });

  it("the footer gives the client-service details it is handed: those published in Design", async () => {
    const service = clientServiceFrom({
      phone: "+44 20 7946 0958",
      email: "concierge@atelier.example",
      hours: "Our advisors answer every day.",
    });
    const { mail } = await renderMail("password-reset", mailTemplates["password-reset"].sample, {
      ...deps,
      clientService: async () => service,
    });
    expect(mail.html).toContain('href="tel:+442079460958"');
    expect(mail.html).toContain('href="mailto:concierge@atelier.example"');
    for (const text of [service.phone, service.email, service.hours]) expect(mail.text).toContain(text);
    expect(mail.text).not.toContain(CLIENT_SERVICE.phone);
  });
});
