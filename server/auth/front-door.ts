// The auth endpoints the shop's forms call, in front of Better Auth: strict validation of
// sign-up (no role or other staff fields get through), sign-in throttling per account and per
// address, and the distinct sign-in failures the spec's messages need. Only the endpoints the
// shop uses are open, each under the same body-size limit and text checks as /api/v1; the rest
// of Better Auth's surface (update-user among them: profiles change through PUT
// /api/v1/me/profile, under the domain's rules) answers 404.
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { registerBody, signInBody } from "../../domain/contracts/account";
import { fullName } from "../../domain/address-book";
import { user } from "../db/schema";
import { MAX_JSON_BODY } from "../http/limits";
import { ApiError, badRequest, notFound, sendError, zodFields } from "../http/errors";
import { assertSafeBody } from "../http/input-hygiene";
import { isCountryCode, UNKNOWN_COUNTRY } from "../services/countries";
import type { Services } from "../services-type";
import { CLIENT_IP_HEADER } from "./auth";
import { tryAgainMessage } from "../../domain/backoff";
import { alertsOwner } from "../limits/rules";
import { inShopShape } from "./auth-refusals";
import { alertOwner } from "./sign-in-alert";
import { SignInThrottle } from "./sign-in-throttle";

/** The path below /api/auth, e.g. "/sign-out". */
function authPath(c: Context): string {
  return c.req.path.replace(/^\/api\/auth/, "").replace(/\/$/, "") || "/";
}

/** Better Auth's endpoints the shop calls besides sign-up and sign-in; nothing else is served. */
const OPEN_POSTS = new Set(["/sign-out", "/request-password-reset", "/reset-password", "/delete-user"]);
const OPEN_GETS = [/^\/get-session$/, /^\/reset-password\/[^/]+$/, /^\/ok$/, /^\/error$/];

async function jsonBody(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("The body is not valid JSON.", { _: "The body is not valid JSON." });
  }
  assertSafeBody(body);
  return body;
}

/** The caller's headers, with the client address as the connection (or trusted proxy) says. */
function trustedHeaders(services: Services, c: Context): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, services.trust.clientAddress(c));
  return headers;
}

/** Re-sends a vetted body to Better Auth with the caller's headers (cookies, origin). */
function forward(services: Services, c: Context, body: object): Promise<Response> {
  const headers = trustedHeaders(services, c);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return services.auth
    .handler(new Request(c.req.url, { method: "POST", headers, body: JSON.stringify(body) }))
    .then(inShopShape);
}

export function authFrontDoor(services: Services, throttle = new SignInThrottle(services.hits)): Hono {
  const door = new Hono();
  door.use(
    "*",
    bodyLimit({
      maxSize: MAX_JSON_BODY,
      onError: (c) => {
        c.header("Connection", "close");
        return sendError(c, new ApiError(413, "payload_too_large", "The request body is too large."));
      },
    }),
  );

  door.post("/sign-up/email", async (c) => {
    const parsed = registerBody.safeParse(await jsonBody(c));
    if (!parsed.success) return sendError(c, badRequest("Invalid registration.", zodFields(parsed.error)));
    const b = parsed.data;
    if (!isCountryCode(b.country))
      return sendError(c, badRequest("Invalid registration.", { country: UNKNOWN_COUNTRY }));
    return forward(services, c, {
      email: b.email,
      password: b.password,
      name: fullName(b.firstName, b.lastName),
      firstName: b.firstName,
      lastName: b.lastName,
      country: b.country,
      civility: b.civility,
      subscriptionAgreement: b.subscriptionAgreement,
      rememberMe: b.rememberMe,
      ...(b.callbackURL ? { callbackURL: b.callbackURL } : {}),
    });
  });

  door.post("/sign-in/email", async (c) => {
    const parsed = signInBody.safeParse(await jsonBody(c));
    if (!parsed.success)
      return sendError(c, badRequest("Please enter your email / password.", zodFields(parsed.error)));
    const { email } = parsed.data;
    const address = services.trust.clientAddress(c);
    const gate = await throttle.begin(email, address);
    if (!gate.allowed) {
      services.log.warn(
        { event: "sign_in_throttled", address, retryAfter: gate.retryAfter },
        "sign-in throttled",
      );
      c.header("Retry-After", String(gate.retryAfter));
      return sendError(c, new ApiError(429, "TOO_MANY_ATTEMPTS", tryAgainMessage(gate.retryAfter)));
    }
    const { attempt } = gate;
    let res: Response;
    try {
      res = await forward(services, c, parsed.data);
    } catch (error) {
      await attempt.discard();
      throw error;
    }
    if (res.status === 200) {
      await attempt.succeeded();
      services.log.info({ event: "sign_in_success" }, "sign-in");
      return res;
    }
    if (res.status !== 401) {
      await attempt.discard();
      return res;
    }
    // The spec tells an unknown account from a wrong password; throttling bounds what that reveals.
    const [known] = await services.db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(eq(user.email, email));
    services.log.warn(
      { event: "sign_in_failure", reason: known ? "password" : "unknown_user", address },
      "sign-in failed",
    );
    if (known && alertsOwner(attempt.accountFailures))
      await alertOwner(services, known, attempt.accountFailures);
    return known
      ? sendError(
          c,
          new ApiError(401, "INVALID_PASSWORD", "Invalid password.", { password: "Invalid password." }),
        )
      : sendError(
          c,
          new ApiError(401, "USER_NOT_FOUND", "User not found.", {
            email: "User not found.",
            password: "User not found.",
          }),
        );
  });

  door.post("*", async (c) => {
    if (!OPEN_POSTS.has(authPath(c))) return sendError(c, notFound("No such endpoint."));
    const body = await jsonBody(c);
    if (!body || typeof body !== "object" || Array.isArray(body))
      return sendError(
        c,
        badRequest("The body must be a JSON object.", { _: "The body must be a JSON object." }),
      );
    return forward(services, c, body);
  });
  door.get("*", async (c) => {
    const path = authPath(c);
    if (!OPEN_GETS.some((open) => open.test(path))) return sendError(c, notFound("No such endpoint."));
    const res: Response = await services.auth.handler(
      new Request(c.req.url, { method: "GET", headers: trustedHeaders(services, c) }),
    );
    return inShopShape(res);
  });
  door.all("*", (c) => sendError(c, notFound("No such endpoint.")));
  return door;
}
