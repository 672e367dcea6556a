// Signing in over the real auth endpoint, for tests that act as a given user, and calling the
// JSON API as that user.
import { eq } from "drizzle-orm";
import type { RolePermissions } from "../../domain/types";
import { roles, user } from "../../server/db/schema";
import { startTestServer, type TestServer } from "./harness";

export async function signIn(server: TestServer, email: string, password: string): Promise<string> {
  const res = await server.fetch("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3999" },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed for ${email}: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

/** The cookies an answer sets, as a request's Cookie header. */
export const cookieOf = (res: Response): string =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** A fresh seeded server and the seeded admin's session cookie, for a suite's `beforeAll`. */
export async function startWithAdmin(
  opts?: Parameters<typeof startTestServer>[0],
): Promise<{ server: TestServer; admin: string }> {
  const server = await startTestServer(opts);
  return { server, admin: await signIn(server, "admin@atelier.example", "atelier-admin") };
}

/** A new account (Test Shopper unless `who` names someone else); returns its session cookie. */
export async function signUp(
  server: TestServer,
  email: string,
  password = "secret-pass-1",
  who: { firstName?: string; lastName?: string; civility?: string } = {},
): Promise<string> {
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
      ...who,
    }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed for ${email}: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

/**
 * A new account holding a role made for the test (e.g. products 'view' without 'edit'), so a
 * test can show what one missing action refuses. Returns the account's session cookie.
 */
export async function signUpAsStaff(
  server: TestServer,
  email: string,
  role: { id: string; roleName?: string; permissions: RolePermissions },
): Promise<string> {
  const cookie = await signUp(server, email);
  const { db } = server.services;
  await db
    .insert(roles)
    .values({ id: role.id, roleName: role.roleName ?? role.id, permissions: role.permissions });
  await db.update(user).set({ role: role.id }).where(eq(user.email, email));
  return cookie;
}

export type ApiCallArgs = [cookie: string, method: string, path: string, body?: unknown];

/** `/api/v1<path>` as the caller whose cookie is given, with a JSON body when there is one. */
export function apiCall(server: Pick<TestServer, "fetch">, ...[cookie, method, path, body]: ApiCallArgs) {
  return server.fetch(`/api/v1${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The caller's own account deleted through the auth endpoint the account page calls. */
export const deleteOwnAccount = (server: Pick<TestServer, "fetch">, cookie: string) =>
  server.fetch("/api/auth/delete-user", {
    method: "POST",
    headers: { cookie, "content-type": "application/json", origin: "http://localhost:3999" },
    body: "{}",
  });
