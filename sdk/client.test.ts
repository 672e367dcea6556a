import { describe, expect, it } from "vitest";
import { ApiClientError, createApiClient } from "./client";

describe("SDK", () => {
  it("turns the API's error shape into ApiClientError with fields", async () => {
    const client = createApiClient({
      fetch: async () =>
        new Response(
          JSON.stringify({
            error: { code: "bad_request", message: "Invalid body.", fields: { email: "Required" } },
          }),
          {
            status: 400,
          },
        ),
    });
    const err = await client.countries().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiClientError);
    expect(err).toMatchObject({ status: 400, code: "bad_request", fields: { email: "Required" } });
  });

  it("reads a product past the browser's cached copy only when asked to be fresh", async () => {
    const modes: (RequestCache | undefined)[] = [];
    const client = createApiClient({
      fetch: async (_url, init) => {
        modes.push(init?.cache);
        return new Response("{}");
      },
    });
    await client.productByUrl("coat");
    await client.productByUrl("coat", undefined, { fresh: true });
    expect(modes).toEqual([undefined, "reload"]);
  });
});
