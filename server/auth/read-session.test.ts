import { describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { cookieValue, mayHaveSession, verifiedToken } from "./read-session";

const h = (cookie?: string) => new Headers(cookie === undefined ? {} : { cookie });

describe("mayHaveSession", () => {
  it("is false without Better Auth's session cookie", () => {
    expect(mayHaveSession(h())).toBe(false);
    expect(mayHaveSession(h("bench-visitor=1; theme=dark"))).toBe(false);
    expect(mayHaveSession(h("better-auth.session_data=abc"))).toBe(false);
  });
  it("is true with it, also under https's __Secure- prefix and among other cookies", () => {
    expect(mayHaveSession(h("better-auth.session_token=abc.def"))).toBe(true);
    expect(mayHaveSession(h("a=1; __Secure-better-auth.session_token=abc"))).toBe(true);
  });
});

describe("cookieValue", () => {
  it("finds the named cookie among others and URL-decodes it", () => {
    expect(cookieValue("a=1; better-auth.session_token=tok%2Esig%3D; b=2", "better-auth.session_token")).toBe(
      "tok.sig=",
    );
    expect(cookieValue("x-better-auth.session_token=1", "better-auth.session_token")).toBeUndefined();
    expect(cookieValue("", "better-auth.session_token")).toBeUndefined();
  });
  it("says when the value cannot be decoded", () => {
    expect(cookieValue("better-auth.session_token=%E0%A4%A", "better-auth.session_token")).toBe("bad");
  });
});

describe("verifiedToken", () => {
  const secret = "a-test-secret-of-enough-length-0123456789";
  const sign = (token: string, key = secret) =>
    `${token}.${createHmac("sha256", key).update(token).digest("base64")}`;
  it("returns the token when the signature is the secret's HMAC of it", () => {
    expect(verifiedToken(sign("abc123"), secret)).toBe("abc123");
  });
  it("refuses another secret's signature, a changed token, a missing or malformed signature", () => {
    expect(verifiedToken(sign("abc123", "another-secret"), secret)).toBeNull();
    expect(verifiedToken(sign("abc123").replace("abc123", "abc124"), secret)).toBeNull();
    expect(verifiedToken("abc123", secret)).toBeNull();
    expect(verifiedToken("abc123.short=", secret)).toBeNull();
    expect(verifiedToken(".".concat("A".repeat(43), "="), secret)).toBeNull();
  });
});
