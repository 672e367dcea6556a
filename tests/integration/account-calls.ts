// What the account suites share: a registration body as the Create an Account form sends it,
// an address for the book, and JSON calls to the API with the shop's Origin and a session.
import type { TestServer } from "./harness";
import { cookieOf } from "./sessions";
import { usAddress } from "../fixtures/us-address";

const ORIGIN = { origin: "http://localhost:3999" };

/** Untidy names on purpose: the server collapses them. */
export const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  civility: "civility3",
  firstName: "  Élise  ",
  lastName: "Marchand   Roy",
  email,
  password: "tailored-1",
  country: "FRA",
  subscriptionAgreement: true,
  privacyAgreement: true,
  ageConfirmed: true,
  ...extra,
});

export const address = usAddress({
  type: "WORK",
  firstName: "Élise",
  lastName: "Roy",
  addressLine_1: "5 Rue de la Paix",
  addressLine_2: "Floor 2",
  postalCode: "10014",
});

export function accountCalls(server: () => TestServer) {
  const json = (method: string, p: string, body: unknown, cookie?: string) =>
    server().fetch(p, {
      method,
      headers: { "content-type": "application/json", ...ORIGIN, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  /** Registers with `registration(email)` and returns the new session's cookie. */
  const register = async (email: string) => {
    const res = await json("POST", "/api/auth/sign-up/email", registration(email));
    if (res.status !== 200) throw new Error(`registration failed for ${email}: ${res.status}`);
    return cookieOf(res);
  };
  return { json, register };
}

/** The fields a 400 names. */
export const fieldsOf = async (res: Response) =>
  Object.keys(((await res.json()) as { error: { fields?: object } }).error.fields ?? {});
