import { describe, expect, it } from "vitest";
import { createAccountClient } from "./account";
import { ApiClientError } from "./client";

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
    const calls: { url: string; method: string | undefined; body: unknown }[] = [];
    const client = createAccountClient({
      baseUrl: "http://shop.test",
      fetch: async (input, init) => {
        calls.push({
          url: String(input),
          method: init?.method,
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        });
        return new Response("{}", { status: 200 });
      },
    });
    await client.requestPasswordReset("a@b.c");
    await client.makeDefaultAddress(2);
    await client.removeAddress(1);
    expect(calls).toEqual([
      {
        url: "http://shop.test/api/auth/request-password-reset",
        method: "POST",
        body: { email: "a@b.c", redirectTo: "/reset-password" },
      },
      { url: "http://shop.test/api/v1/me/addresses/2/default", method: "POST", body: {} },
      { url: "http://shop.test/api/v1/me/addresses/1", method: "DELETE", body: undefined },
    ]);
  });
});
