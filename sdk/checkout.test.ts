import { describe, expect, it } from "vitest";
import { US_ADDRESS } from "../tests/fixtures/us-address";
import { createCheckoutClient } from "./checkout";
import { ApiClientError } from "./client";
import { recordingFetch } from "./recording-fetch";

function recording(status = 200, answer: unknown = {}) {
  const { fetch, calls } = recordingFetch(status, answer);
  return { client: createCheckoutClient({ baseUrl: "http://shop.test", fetch }), calls };
}

describe("checkout SDK", () => {
  it("sends the Idempotency-Key with the order and the guest token where it is needed", async () => {
    const { client, calls } = recording();
    const body = {
      lines: [{ productId: "p1", size: "M", color: "black", quantity: 1 }],
      shippingTo: US_ADDRESS,
      billingTo: US_ADDRESS,
      phoneNumber: "555",
      card: { cardNumber: "4242", expMonth: "12", expYear: "30", cvv: "123" },
    };
    await client.placeOrder(body, "key-12345678");
    await client.order("ABC", "secret-token");
    await client.cancelOrder("ABC", "secret-token");
    await client.cancelOrder("DEF");
    await client.lookupCoupon("a b");
    expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual([
      "POST http://shop.test/api/v1/orders",
      "GET http://shop.test/api/v1/orders/ABC",
      "POST http://shop.test/api/v1/orders/ABC/cancel",
      "POST http://shop.test/api/v1/orders/DEF/cancel",
      "GET http://shop.test/api/v1/coupons/a%20b",
    ]);
    expect(calls[0]?.headers["Idempotency-Key"]).toBe("key-12345678");
    expect(calls[0]?.body).toEqual(body);
    expect(calls[1]?.headers["X-Order-Token"]).toBe("secret-token");
    expect(calls[2]?.body).toEqual({ guestToken: "secret-token" });
    expect(calls[3]?.body).toEqual({});
  });

  it("turns the API's error shape into an ApiClientError with its fields", async () => {
    const { client } = recording(400, {
      error: { code: "BAD_REQUEST", message: "Nope.", fields: { "lines.0.size": "Not available." } },
    });
    const err = await client.lookupCoupon("X").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiClientError);
    expect(err).toMatchObject({
      status: 400,
      message: "Nope.",
      fields: { "lines.0.size": "Not available." },
    });
  });
});
