import { describe, expect, it } from "vitest";
import { ApiClientError } from "./client";
import { createDashboardClient } from "./dashboard";

describe("dashboard SDK", () => {
  it("pages with the cursor and reads field errors", async () => {
    const urls: string[] = [];
    const client = createDashboardClient({
      baseUrl: "http://shop.test",
      fetch: async (input) => {
        urls.push(String(input));
        return new Response(
          JSON.stringify({
            error: { code: "bad_request", message: "Invalid body.", fields: { title: "Required" } },
          }),
          { status: 400 },
        );
      },
    });
    const err = await client.products({ cursor: "abc", limit: 10 }).catch((e: unknown) => e);
    expect(urls[0]).toBe("http://shop.test/api/v1/dashboard/products?cursor=abc&limit=10");
    expect(err).toBeInstanceOf(ApiClientError);
    expect(err).toMatchObject({ status: 400, fields: { title: "Required" } });
  });

  it("uploads as multipart under the field 'file' and survives a non-JSON 413", async () => {
    let body: unknown;
    const client = createDashboardClient({
      fetch: async (_input, init) => {
        body = init?.body;
        return new Response("Payload Too Large", { status: 413, statusText: "Payload Too Large" });
      },
    });
    const err = await client.uploadImage(new Blob(["x"], { type: "image/png" })).catch((e: unknown) => e);
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get("file")).toBeInstanceOf(Blob);
    expect(err).toMatchObject({ status: 413, code: "http_error" });
  });
});
