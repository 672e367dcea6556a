// The one way to read the visitor's session. Better Auth's session cookie is named
// `better-auth.session_token` (`__Secure-` in front behind https); without it there is no
// session, so most shop requests — first visits, crawlers, guests — skip Better Auth entirely
// (building its request context costs more than the rest of a cached page).
//
// With the cookie, the common case is read here in one query (decision 92): the cookie's
// signature is checked as Better Auth signs it (HMAC-SHA256 of the token with the auth secret),
// then the session, its user's row and their role's permissions come back together. Better
// Auth's own `getSession` took three queries and ~2 ms of CPU per personal request. Every case
// that is not a plain valid session — no such session, an expired one, one due for its daily
// refresh, a "don't remember me" sign-in, a stale session-data cookie — is handed to Better
// Auth, so its rules (deleting an expired session, extending a session once a day) stay the
// only ones.
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { opensDashboard } from "../../domain/permissions";
import { roles, session as sessionTable, user as userTable } from "../db/schema";
import type { Auth } from "./auth";

export const SESSION_COOKIE_MARK = "better-auth.session_token=";

export type SessionUser = typeof userTable.$inferSelect;

/** A signed-in visitor: their session's id and end, their user row as it is now, and whether
 * their role opens the dashboard. */
export interface ReadSession {
  session: { id: string; expiresAt: Date };
  user: SessionUser;
  /** Read with the session from the role's permissions as they are now (docs/behaviour.md §2). */
  dashboard: boolean;
}

export function mayHaveSession(headers: Headers): boolean {
  return (headers.get("cookie") ?? "").includes(SESSION_COOKIE_MARK);
}

interface AuthFacts {
  tokenCookie: string;
  /** Cookies whose presence makes Better Auth do more than read (see the header comment). */
  handOver: string[];
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

const factsOf = new WeakMap<Auth, Promise<AuthFacts>>();

function authFacts(auth: Auth): Promise<AuthFacts> {
  let facts = factsOf.get(auth);
  if (!facts) {
    facts = auth.$context.then((ctx) => ({
      tokenCookie: ctx.authCookies.sessionToken.name,
      handOver: [ctx.authCookies.dontRememberToken.name, ctx.authCookies.sessionData.name],
      secret: ctx.secret,
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    }));
    factsOf.set(auth, facts);
  }
  return facts;
}

/** The named cookie's value (URL-decoded), or undefined; `bad` when it cannot be decoded. */
export function cookieValue(header: string, name: string): string | undefined | "bad" {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return "bad";
    }
  }
  return undefined;
}

/**
 * The token of a cookie value `token.signature` when the signature is the auth secret's
 * HMAC-SHA256 of the token in base64 (as Better Auth writes it); null otherwise.
 */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const token = value.slice(0, dot);
  const expected = createHmac("sha256", secret).update(token).digest();
  const sent = Buffer.from(signature, "base64");
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? token : null;
}

export async function readSession(
  services: { auth: Auth; db: Db },
  headers: Headers,
): Promise<ReadSession | null> {
  if (!mayHaveSession(headers)) return null;
  const cookie = headers.get("cookie") ?? "";
  const facts = await authFacts(services.auth);
  const value = cookieValue(cookie, facts.tokenCookie);
  if (value === undefined) return null;
  if (value !== "bad" && !facts.handOver.some((name) => cookie.includes(`${name}=`))) {
    const token = verifiedToken(value, facts.secret);
    if (token === null) return null;
    const [row] = await sessionQuery(services.db).execute({ token });
    const now = Date.now();
    const expires = row?.expiresAt.getTime() ?? 0;
    const dueForRefresh = expires - facts.expiresInMs + facts.updateAgeMs <= now;
    if (row && expires > now && !dueForRefresh)
      return {
        session: { id: row.id, expiresAt: row.expiresAt },
        user: row.user,
        dashboard: opensDashboard(row.permissions),
      };
  }
  return readThroughBetterAuth(services, headers);
}

/**
 * The session, its user and their role's permissions for a token: built once per database
 * handle, not for every personal request (Drizzle's building was ~70 KB of garbage and part of
 * the CPU of each one), and with PostgreSQL a named statement, parsed and planned once per
 * connection.
 */
function prepareSessionQuery(db: Db) {
  return db
    .select({
      id: sessionTable.id,
      expiresAt: sessionTable.expiresAt,
      user: userTable,
      permissions: roles.permissions,
    })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .leftJoin(roles, eq(roles.id, userTable.role))
    .where(eq(sessionTable.token, sql.placeholder("token")))
    .prepare("read_session");
}

const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();

function sessionQuery(db: Db): ReturnType<typeof prepareSessionQuery> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    sessionQueries.set(db, query);
  }
  return query;
}

async function readThroughBetterAuth(
  services: { auth: Auth; db: Db },
  headers: Headers,
): Promise<ReadSession | null> {
  const found = await services.auth.api.getSession({ headers });
  if (!found) return null;
  const [row] = await services.db
    .select({ user: userTable, permissions: roles.permissions })
    .from(userTable)
    .leftJoin(roles, eq(roles.id, userTable.role))
    .where(eq(userTable.id, found.user.id));
  return row
    ? {
        session: { id: found.session.id, expiresAt: found.session.expiresAt },
        user: row.user,
        dashboard: opensDashboard(row.permissions),
      }
    : null;
}
