// Every path and query parameter of every operation in the OpenAPI document, and every auth
// endpoint's parameters and body fields, given hostile text: NUL and other control characters
// (refused with 400 naming the parameter, before any query), broken percent-encoding standing
// for lone surrogates, 10 KB strings and right-to-left text with emoji. No answer is a 5xx and
// no refused write changes the database.
import { describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { dbDigest } from "./db-digest";
import { fuzzSuite, plainParameter } from "./fuzz-suite";
import { dbKind, legUnavailable } from "./harness";
import { signUp } from "./sessions";

interface Parameter {
  name: string;
  in: "path" | "query";
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  hasBody: boolean;
}

/** Encoded as they travel in a URL. */
const CONTROL = { nul: "%00", escape: "%1B%5B31m", newline: "a%0Ab" };
const HARMLESS = {
  "lone surrogate": "%ED%A0%80",
  "lone low surrogate": "x%ED%B0%80y",
  "10 KB": "x".repeat(10 * 1024),
  "RTL and emoji": encodeURIComponent("\u202eفستان حرير 👗🧵"),
};

const ORIGIN = "http://localhost:3999";

function url(op: Operation, target: Parameter, value: string): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    // A plausible value for each other path parameter, so that only the one under test is hostile.
    name === target.name && target.in === "path" ? value : plainParameter(name),
  );
  return `/api/v1${path}${target.in === "query" ? `?${target.name}=${value}` : ""}`;
}

describe.skipIf(legUnavailable())(`hostile text in every parameter (${dbKind})`, () => {
  const fuzz = fuzzSuite("parameter fuzz", (op): Operation => ({
    method: op.method,
    path: op.path,
    parameters: op.parameters ?? [],
    hasBody: Boolean(op.requestBody),
  }));

  async function send(method: string, path: string, body?: unknown, cookie = fuzz.admin): Promise<Response> {
    const res = await fuzz.server.fetch(path, {
      method,
      redirect: "manual",
      headers: {
        cookie,
        origin: ORIGIN,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    fuzz.stats.sent++;
    expect(res.status, `${method} ${path.slice(0, 120)}`).toBeLessThan(500);
    if (res.status >= 400) fuzz.stats.refused++;
    return res;
  }

  it("the reported addresses answer 400 naming the parameter", async () => {
    for (const [path, field] of [
      ["/api/v1/products/by-url/%00", "url"],
      ["/api/v1/coupons/%00", "code"],
      ["/api/v1/dashboard/users?q=%00", "q"],
      ["/api/v1/dashboard/users/%00", "id"],
    ] as const) {
      const res = await send("GET", path);
      expect(res.status, path).toBe(400);
      const { error } = (await res.json()) as { error: { fields?: Record<string, string> } };
      expect(Object.keys(error.fields ?? {}), path).toEqual([field]);
    }
  });

  it("every path and query parameter of the OpenAPI document", { timeout: 300_000 }, async () => {
    const targets = fuzz.operations.flatMap((op) => op.parameters.map((p) => ({ op, p })));
    // Every operation with parameters is covered; a document without any would prove nothing.
    expect(targets.length).toBeGreaterThan(20);
    const before = await dbDigest(fuzz.server.services);
    for (const { op, p } of targets) {
      const body = op.hasBody ? {} : undefined;
      for (const [label, value] of Object.entries(CONTROL)) {
        const res = await send(op.method, url(op, p, value), body);
        expect(res.status, `${op.method} ${op.path} ${p.name} ${label}`).toBe(400);
        const { error } = (await res.json()) as { error: { fields?: Record<string, string> } };
        expect(error.fields?.[p.name], `${op.method} ${op.path} ${p.name} ${label}`).toBeTruthy();
      }
      for (const value of Object.values(HARMLESS))
        await (await send(op.method, url(op, p, value), body)).arrayBuffer();
    }
    // The write operations above had an empty body or an absurd parameter: none may have written.
    expect(await dbDigest(fuzz.server.services)).toBe(before);
  });

  it("every JSON body field of the OpenAPI document refuses NUL by name", { timeout: 120_000 }, async () => {
    const doc = (await (await fuzz.server.fetch("/api/v1/openapi.json")).json()) as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>
      >;
    };
    const before = await dbDigest(fuzz.server.services);
    for (const op of fuzz.operations.filter((o) => o.hasBody)) {
      const schema =
        doc.paths[op.path]?.[op.method.toLowerCase()]?.requestBody?.content["application/json"]?.schema;
      for (const prop of Object.keys(schema?.properties ?? {})) {
        const path = `/api/v1${op.path.replace(/\{(\w+)\}/g, (_, n: string) => plainParameter(n))}`;
        const res = await send(op.method, path, { [prop]: `a\u0000b` });
        expect(res.status, `${op.method} ${op.path} ${prop}`).toBe(400);
        const { error } = (await res.json()) as { error: { fields?: Record<string, string> } };
        expect(error.fields?.[prop], `${op.method} ${op.path} ${prop}`).toBeTruthy();
      }
    }
    expect(await dbDigest(fuzz.server.services)).toBe(before);
  });

  it("every auth endpoint refuses control characters in its parameters and body", async () => {
    const shopper = await signUp(fuzz.server, "hostile.auth@example.com");
    const before = await dbDigest(fuzz.server.services);
    const bodies: [string, Record<string, unknown>][] = [
      [
        "/api/auth/sign-up/email",
        {
          email: "nul@example.com",
          password: "secret-pass-1",
          firstName: "A\u0000",
          lastName: "B",
          country: "USA",
          civility: "civility1",
          privacyAgreement: true,
          ageConfirmed: true,
        },
      ],
      ["/api/auth/sign-in/email", { email: "hostile.auth@example.com", password: "secret\u0000" }],
      ["/api/auth/sign-out", { note: "\u0000" }],
      [
        "/api/auth/request-password-reset",
        { email: "hostile.auth@example.com\u0000", redirectTo: "/reset-password" },
      ],
      ["/api/auth/reset-password", { token: "\u0000", newPassword: "secret-pass-2" }],
      ["/api/auth/delete-user", { callbackURL: "/\u0000" }],
      ["/api/auth/update-user", { firstName: "\u0000" }],
    ];
    for (const [path, body] of bodies) {
      const res = await send("POST", path, body, shopper);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    for (const path of [
      "/api/auth/get-session?disableCookieCache=%00",
      "/api/auth/reset-password/%00?callbackURL=%2Freset-password",
      "/api/auth/reset-password/abc?callbackURL=%00",
      "/api/auth/sign-out%00",
    ]) {
      const res = await send("GET", path, undefined, shopper);
      expect(res.status, path).toBe(400);
    }
    for (const value of Object.values(HARMLESS)) {
      await (
        await send("GET", `/api/auth/reset-password/${value}?callbackURL=${value}`, undefined, shopper)
      ).arrayBuffer();
      await (await send("GET", `/api/auth/get-session?x=${value}`, undefined, shopper)).arrayBuffer();
    }
    expect(await dbDigest(fuzz.server.services)).toBe(before);
    // The shopper's session survived all of it.
    const session = await send("GET", "/api/v1/me", undefined, shopper);
    expect(session.status).toBe(200);
  });

  it("a page address with unsafe text is answered by the not-found page, never its loader", async () => {
    const rendered: string[] = [];
    const app = createApp({
      services: fuzz.server.services,
      pages: async (request) => {
        rendered.push(new URL(request.url).pathname);
        return new Response("page", { status: new URL(request.url).pathname === "/not-found" ? 404 : 200 });
      },
    });
    for (const path of [
      "/product/%00",
      "/product/robe%01",
      "/product/%ED%A0%80",
      "/search?q=%00",
      "/women/%00",
      "/dashboard/users/%00",
      "/dashboard/orders?q=a%00",
      "/reset-password?token=%1B",
      "/media/%00/640.webp",
    ]) {
      rendered.length = 0;
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(rendered, path).toEqual(["/not-found"]);
    }
    for (const path of ["/product/" + HARMLESS["RTL and emoji"], "/search?q=" + HARMLESS["10 KB"]]) {
      rendered.length = 0;
      expect((await app.request(path)).status, path).toBe(200);
      expect(rendered, path).toHaveLength(1);
    }
  });
});
