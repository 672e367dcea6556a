// Signing in over the real auth endpoint, for tests that act as a given user.
import type { TestServer } from "./harness";

export async function signIn(server: TestServer, email: string, password: string): Promise<string> {
  const res = await server.fetch("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3999" },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed for ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export async function signUp(server: TestServer, email: string, password = "secret-pass-1"): Promise<string> {
  const res = await server.fetch("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3999" },
    body: JSON.stringify({
      email,
      password,
      firstName: "Test",
      lastName: "Shopper",
      country: "USA",
      civility: "civility4",
      privacyAgreement: true,
      ageConfirmed: true,
    }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed for ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
