import { describe, expect, it } from "vitest";
import { mayHaveSession } from "./read-session";

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
