import { describe, expect, it } from "vitest";
import { flagCookie, hasFlag, sessionChange } from "./viewer-flag";

describe("session flag", () => {
  it("finds the session cookie a response sets, with its lifetime", () => {
    const change = sessionChange([
      "other=1; Path=/",
      "better-auth.session_token=abc.def; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax",
    ]);
    expect(change).toEqual({ cookie: "better-auth.session_token=abc.def", lifetime: "; Max-Age=604800" });
    expect(
      sessionChange(["__Secure-better-auth.session_token=t; Expires=Wed, 02 Dec 2026 10:00:00 GMT"]),
    ).toEqual({
      cookie: "__Secure-better-auth.session_token=t",
      lifetime: "; Expires=Wed, 02 Dec 2026 10:00:00 GMT",
    });
  });

  it("knows a cleared session cookie, and ignores responses without one", () => {
    expect(sessionChange(["better-auth.session_token=; Max-Age=0; Path=/"])?.cookie).toBeNull();
    expect(sessionChange(["better-auth.session_token=x; Path=/; Max-Age=0"])?.cookie).toBeNull();
    expect(sessionChange(["better-auth.session_data=x; Path=/"])).toBeNull();
    expect(sessionChange([])).toBeNull();
  });

  it("is readable by the page (never HttpOnly) and says only the kind", () => {
    const cookie = flagCookie("staff", "; Max-Age=60", true);
    expect(cookie).toBe("atelier_signed_in=staff; Path=/; SameSite=Lax; Secure; Max-Age=60");
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(flagCookie("customer", "", false)).toBe("atelier_signed_in=1; Path=/; SameSite=Lax");
    expect(hasFlag("a=1; atelier_signed_in=1")).toBe(true);
    expect(hasFlag("xatelier_signed_in=1")).toBe(false);
  });
});
