// The signed-in customer's profile and address book through the API, and the live stream that
// carries a profile change to the customer's other tabs. Registration, sign-in, reset and
// deletion: accounts.test.ts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADDRESS_BOOK_FULL_MESSAGE,
  ADDRESS_BOOK_LIMIT,
  STALE_ADDRESS_BOOK,
} from "../../domain/address-book-core";
import type { Profile } from "../../domain/contracts/account";
import { user } from "../../server/db/schema";
import { accountCalls, address, fieldsOf } from "./account-calls";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signIn } from "./sessions";

const EMAIL = "elise@example.com";

describe.skipIf(legUnavailable())(`account profile and addresses (${dbKind})`, () => {
  let server: TestServer;
  const { json, register } = accountCalls(() => server);
  beforeAll(async () => {
    server = await startTestServer();
    // Registered as the form does: the book starts with the registration's HOME address.
    await register(EMAIL);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("edits the profile, keeps the full name in step, and refuses role escalation by name", async () => {
    const cookie = await signIn(server, EMAIL, "tailored-1");
    const escalate = await json(
      "PUT",
      "/api/v1/me/profile",
      {
        civility: "civility1",
        firstName: "E",
        lastName: "R",
        country: "USA",
        subscriptionAgreement: false,
        role: "admin",
      },
      cookie,
    );
    expect(escalate.status).toBe(400);
    expect(await fieldsOf(escalate)).toContain("role");
    const viaAuth = await json("POST", "/api/auth/update-user", { role: "admin" }, cookie);
    expect(viaAuth.status).toBeGreaterThanOrEqual(400);
    const row = await server.services.db.query.user.findFirst({ where: eq(user.email, EMAIL) });
    expect(row?.role).toBe("user");

    const res = await json(
      "PUT",
      "/api/v1/me/profile",
      {
        civility: "civility2",
        firstName: " Elise ",
        lastName: "Roy",
        country: "USA",
        subscriptionAgreement: false,
      },
      cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      fullName: "Elise Roy",
      country: "USA",
      subscriptionAgreement: false,
      dashboard: false,
    });
    const subs = await server.services.db.query.newsletterSubscriptions.findMany();
    expect(subs.map((s) => s.email)).not.toContain(EMAIL);
  });

  it("refuses a body that is not UTF-8 instead of storing a replacement character, and keeps the name", async () => {
    const cookie = await signIn(server, EMAIL, "tailored-1");
    const body = Buffer.concat([
      Buffer.from('{"civility":"civility2","firstName":"Ev'),
      Buffer.from([0xff, 0xc0, 0x80]),
      Buffer.from('e","lastName":"Roy","country":"USA","subscriptionAgreement":false}'),
    ]);
    const res = await server.fetch("/api/v1/me/profile", {
      method: "PUT",
      headers: { cookie, "content-type": "application/json" },
      body: new Uint8Array(body),
    });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual(["_"]);
    // The same bytes as something other than JSON: the type is what is wrong first.
    const plain = await server.fetch("/api/v1/me/profile", {
      method: "PUT",
      headers: { cookie, "content-type": "text/plain" },
      body: new Uint8Array(body),
    });
    expect(plain.status).toBe(415);
    const row = await server.services.db.query.user.findFirst({ where: eq(user.email, EMAIL) });
    expect(row?.name).toBe("Elise Roy");
  });

  it("walks the address-book transitions through the API", async () => {
    const cookie = await signIn(server, EMAIL, "tailored-1");
    let profile = (await (
      await json("POST", "/api/v1/me/addresses", { address, makeDefault: true }, cookie)
    ).json()) as Profile;
    expect(profile.addressBook[0]).toMatchObject({
      type: "WORK",
      fullName: "Élise Roy",
      defaultAddress: true,
    });
    expect(profile.addressBook[1]).toBeDefined();
    expect(profile.addressBook[1]).not.toHaveProperty("defaultAddress");
    profile = (await (
      await json("POST", "/api/v1/me/addresses", { address: { ...address, type: "HOTEL" } }, cookie)
    ).json()) as Profile;
    expect(profile.addressBook.map((a) => a.type)).toEqual(["WORK", "HOME", "HOTEL"]);
    profile = (await (await json("POST", "/api/v1/me/addresses/2/default", {}, cookie)).json()) as Profile;
    expect(profile.addressBook.map((a) => a.type)).toEqual(["HOTEL", "WORK", "HOME"]);
    profile = (await (await json("DELETE", "/api/v1/me/addresses/0", undefined, cookie)).json()) as Profile;
    expect(profile.addressBook[0]).toMatchObject({ type: "WORK", defaultAddress: true });
    expect((await json("POST", "/api/v1/me/addresses/9/default", {}, cookie)).status).toBe(404);
    // Only digits name an address: " " or "1e1" are not 0 and 10.
    for (const index of ["%20", "0x1", "1e1", "01", "-0", "100"]) {
      const odd = await json("DELETE", `/api/v1/me/addresses/${index}`, undefined, cookie);
      expect(odd.status, index).toBe(400);
      expect(((await odd.json()) as { error: { fields: object } }).error.fields, index).toHaveProperty(
        "index",
      );
    }
    const invalid = await json(
      "POST",
      "/api/v1/me/addresses",
      { address: { ...address, addressLine_2: "  " } },
      cookie,
    );
    expect(invalid.status).toBe(400);
    expect(await fieldsOf(invalid)).toContain("address.addressLine_2");
    // A name of invisible characters alone is no name; an override character is dropped.
    const blank = await json(
      "POST",
      "/api/v1/me/addresses",
      { address: { ...address, firstName: "\u200B\u2060" } },
      cookie,
    );
    expect(blank.status).toBe(400);
    expect(await fieldsOf(blank)).toContain("address.firstName");
    const spoofed = await json(
      "POST",
      "/api/v1/me/addresses",
      { address: { ...address, firstName: "\u202EAda\u202C" } },
      cookie,
    );
    expect(spoofed.status).toBe(201);
    const withAda = ((await spoofed.json()) as Profile).addressBook;
    expect(withAda.at(-1)?.firstName).toBe("Ada");
    const removed = await json("DELETE", `/api/v1/me/addresses/${withAda.length - 1}`, undefined, cookie);
    expect(removed.status).toBe(200);
    expect((await json("POST", "/api/v1/me/addresses", { address })).status).toBe(401);
  });

  it("refuses a change by place from a tab showing an older book, and applies it from the book as shown", async () => {
    const cookie = await signIn(server, EMAIL, "tailored-1");
    const me = async () => (await (await json("GET", "/api/v1/me", undefined, cookie)).json()) as Profile;
    for (const type of ["HOTEL", "OTHER"])
      expect(
        (await json("POST", "/api/v1/me/addresses", { address: { ...address, type } }, cookie)).status,
      ).toBe(201);
    const shown = await me();
    const types = shown.addressBook.map((a) => a.type);
    expect(types.length).toBeGreaterThanOrEqual(4);
    // Two tabs show this book. The first removes the second address…
    const first = await json(
      "DELETE",
      `/api/v1/me/addresses/1?version=${shown.addressBookVersion}`,
      undefined,
      cookie,
    );
    expect(first.status).toBe(200);
    const after = (await first.json()) as Profile;
    expect(after.addressBook.map((a) => a.type)).toEqual(types.filter((_, i) => i !== 1));
    expect(after.addressBookVersion).not.toBe(shown.addressBookVersion);
    // …and the second, still showing it, removes, edits or makes default the third: the place
    // now holds another address, so each is refused and the book stays as the first tab left it.
    const stale = [
      await json("DELETE", `/api/v1/me/addresses/2?version=${shown.addressBookVersion}`, undefined, cookie),
      await json(
        "PUT",
        "/api/v1/me/addresses/2",
        { address: { ...address, city: "Boston" }, version: shown.addressBookVersion },
        cookie,
      ),
      await json("POST", "/api/v1/me/addresses/2/default", { version: shown.addressBookVersion }, cookie),
    ];
    for (const res of stale) {
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: { code: "stale_address_book", message: STALE_ADDRESS_BOOK },
      });
    }
    expect(await me()).toEqual(after);
    // From the book as it is now, the same change is made; an API client sending no version is
    // answered as before; a version that is not text is a field error.
    const fresh = await json(
      "POST",
      "/api/v1/me/addresses/2/default",
      { version: after.addressBookVersion },
      cookie,
    );
    expect(fresh.status).toBe(200);
    expect(((await fresh.json()) as Profile).addressBook[0]).toMatchObject({
      type: after.addressBook[2]!.type,
      defaultAddress: true,
    });
    expect((await json("DELETE", "/api/v1/me/addresses/1", undefined, cookie)).status).toBe(200);
    const odd = await json("POST", "/api/v1/me/addresses/0/default", { version: 7 }, cookie);
    expect(odd.status).toBe(400);
    expect(await fieldsOf(odd)).toContain("version");
    // The version is the book's: a profile edit leaves it.
    const now = await me();
    const edited = await json(
      "PUT",
      "/api/v1/me/profile",
      {
        civility: "civility2",
        firstName: "Elise",
        lastName: "Roy",
        country: "FRA",
        subscriptionAgreement: false,
      },
      cookie,
    );
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as Profile).addressBookVersion).toBe(now.addressBookVersion);
  });

  it("refuses an address beyond the book's limit, naming why, and keeps the book", async () => {
    const cookie = await signIn(server, EMAIL, "tailored-1");
    let book = ((await (await json("GET", "/api/v1/me", undefined, cookie)).json()) as Profile).addressBook;
    while (book.length < ADDRESS_BOOK_LIMIT) {
      const res = await json("POST", "/api/v1/me/addresses", { address }, cookie);
      expect(res.status).toBe(201);
      book = ((await res.json()) as Profile).addressBook;
    }
    const full = await json("POST", "/api/v1/me/addresses", { address, makeDefault: true }, cookie);
    expect(full.status).toBe(409);
    expect(((await full.json()) as { error: { message: string } }).error.message).toBe(
      ADDRESS_BOOK_FULL_MESSAGE,
    );
    const after = ((await (await json("GET", "/api/v1/me", undefined, cookie)).json()) as Profile)
      .addressBook;
    expect(after).toEqual(book);
    // Removing one makes room again.
    expect(
      (await json("DELETE", `/api/v1/me/addresses/${ADDRESS_BOOK_LIMIT - 1}`, undefined, cookie)).status,
    ).toBe(200);
    expect((await json("POST", "/api/v1/me/addresses", { address }, cookie)).status).toBe(201);
  });

  it("pushes a profile change to the open live stream within a second", async () => {
    const cookie = await signIn(server, EMAIL, "tailored-1");
    const controller = new AbortController();
    const res = await server.fetch("/api/v1/live", { headers: { cookie }, signal: controller.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readUntil = async (needle: string, ms: number) => {
      const deadline = Date.now() + ms;
      while (!text.includes(needle)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`timed out waiting for ${needle}: ${text}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, r) => setTimeout(() => r(new Error("timeout")), left)),
        ]);
        text += decoder.decode(chunk.value);
      }
    };
    await readUntil("event: ready", 2000);
    const started = Date.now();
    await json(
      "PUT",
      "/api/v1/me/profile",
      {
        civility: "civility2",
        firstName: "Live",
        lastName: "Update",
        country: "USA",
        subscriptionAgreement: false,
      },
      cookie,
    );
    await readUntil('"fullName":"Live Update"', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    controller.abort();
    expect((await server.fetch("/api/v1/live")).status).toBe(401);
  });
});
