import { describe, expect, it } from "vitest";
import { fieldsOfMessage, inShopShape } from "./auth-refusals";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("Better Auth's refusals in the shop's shape", () => {
  it("read its validation message as fields", () => {
    expect(fieldsOfMessage("[body.newPassword] Expected text.; [body.token] Required")).toEqual({
      newPassword: "Expected text.",
      token: "Required",
    });
    expect(fieldsOfMessage("User already exists.")).toBeUndefined();
  });

  it("rewrite { code, message } as { error: { code, message, fields } }, keeping status and cookies", async () => {
    const res = await inShopShape(
      json(
        400,
        { code: "VALIDATION_ERROR", message: "[body.newPassword] Expected text." },
        { "set-cookie": "a=b" },
      ),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie")).toBe("a=b");
    expect(await res.json()).toEqual({
      error: {
        code: "VALIDATION_ERROR",
        message: "[body.newPassword] Expected text.",
        fields: { newPassword: "Expected text." },
      },
    });
    expect(
      await (
        await inShopShape(json(422, { code: "USER_ALREADY_EXISTS", message: "User already exists." }))
      ).json(),
    ).toEqual({
      error: { code: "USER_ALREADY_EXISTS", message: "User already exists." },
    });
  });

  it("name the rate limiter's bare 429 as the SDK does", async () => {
    const res = await inShopShape(json(429, { message: "Too many requests. Please try again later." }));
    expect(await res.json()).toEqual({
      error: { code: "TOO_MANY_REQUESTS", message: "Too many requests. Please try again later." },
    });
  });

  it("leave successes, the shop's own refusals and other bodies alone", async () => {
    const ok = json(200, { code: "x" });
    expect(await inShopShape(ok)).toBe(ok);
    const ours = json(400, { error: { code: "bad_request", message: "m" } });
    expect(await inShopShape(ours)).toBe(ours);
    const redirect = new Response(null, { status: 302, headers: { location: "/x" } });
    expect(await inShopShape(redirect)).toBe(redirect);
  });
});
