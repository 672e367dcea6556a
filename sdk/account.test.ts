import { describe, expect, it } from "vitest";
import { createAccountClient } from "./account";
import { ApiClientError } from "./client";
import { recordingFetch } from "./recording-fetch";

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, statusText: "Status" });

describe("account SDK", () => {
  it("reads the front door's error shape, fields included", async () => {
    const client = createAccountClient({
      fetch: answer(401, {
        error: { code: "USER_NOT_FOUND", message: "User not found.", fields: { email: "x" } },
      }),
    });
    const err = await client.signIn({ email: "a@b.c", password: "secret" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiClientError);
    expect(err).toMatchObject({ status: 401, code: "USER_NOT_FOUND", fields: { email: "x" } });
  });

  it("reads Better Auth's flat error shape and its rate limiter's bare message", async () => {
    const inUse = createAccountClient({
      fetch: answer(422, { code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", message: "User already exists." }),
    });
    expect(await inUse.deleteUser().catch((e: unknown) => e)).toMatchObject({
      status: 422,
      code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
    });
    const limited = createAccountClient({ fetch: answer(429, { message: "Too many requests." }) });
    expect(await limited.signOut().catch((e: unknown) => e)).toMatchObject({
      status: 429,
      code: "TOO_MANY_REQUESTS",
      message: "Too many requests.",
    });
  });

  it("sends JSON bodies to the right paths", async () => {
    const { fetch, calls } = recordingFetch();
    const client = createAccountClient({ baseUrl: "http://shop.test", fetch });
    await client.requestPasswordReset("a@b.c");
    await client.makeDefaultAddress(2);
    await client.removeAddress(1);
    await client.makeDefaultAddress(2, "v1");
    await client.removeAddress(1, "v1");
    await client.editAddress(0, { address: { type: "HOME" } as never }, "v1");
    expect(calls.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      {
        url: "http://shop.test/api/auth/request-password-reset",
        method: "POST",
        body: { email: "a@b.c", redirectTo: "/reset-password" },
      },
      { url: "http://shop.test/api/v1/me/addresses/2/default", method: "POST", body: {} },
      { url: "http://shop.test/api/v1/me/addresses/1", method: "DELETE", body: undefined },
      // The book's version the index was read from.
      { url: "http://shop.test/api/v1/me/addresses/2/default", method: "POST", body: { version: "v1" } },
      { url: "http://shop.test/api/v1/me/addresses/1?version=v1", method: "DELETE", body: undefined },
      {
        url: "http://shop.test/api/v1/me/addresses/0",
        method: "PUT",
        body: { address: { type: "HOME" }, version: "v1" },
      },
    ]);
  });
});
