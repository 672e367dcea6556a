// Log In and Create an Account sent as plain forms: with the page's script off, or before it ran
// where the early-submit hold is not there, the browser posts the form to /login or /register.
// The page's server action sends it on to the same auth endpoint the script calls, through the
// whole app (its throttling, origin check and limits included), and answers as the script would:
// signed in, to the home page (or the `next` page, decision 129) with the session's cookies; refused, the page again with the spec's
// message and what was typed (the password aside).
import { data, redirect, type RouterContextProvider } from "react-router";
import { SIGN_IN_MISSING_FIELDS } from "../../../domain/messages";
import { destinationAfterSignIn } from "../../../domain/return-path";
import { collapse } from "../../../domain/text";
import { toApiClientError } from "../../../sdk/client";
import { fetchInternalFrom } from "../../lib/context.server";
import type { Failure } from "../../ui/form/use-form";
import { signInFailure, signUpFailure, type SignInFields } from "./auth-errors";
import { checkRegistration, EMPTY_REGISTRATION, type RegisterValues } from "./register-values";

/** What the page shows after a refused form: the failure and the fields to fill in again. */
export interface FormRefusal<V> {
  failure: Failure<V>;
  values: Partial<V>;
}

/** The posted form; a body that is not one (JSON, a broken multipart) reads as an empty form. */
async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The caller's headers that the auth endpoints read: cookies, origin, agent, language, address. */
function forwarded(request: Request): Headers {
  const headers = new Headers({ "content-type": "application/json" });
  for (const name of ["cookie", "origin", "user-agent", "accept-language", "x-forwarded-for", "referer"]) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/** Posts `body` to /api/auth`path` as this request's browser; a redirect home (or `next`) with its cookies, or the refusal. */
async function authCall(
  request: Request,
  context: Readonly<RouterContextProvider>,
  path: string,
  body: object,
): Promise<{ redirect: Response } | { status: number; error: ReturnType<typeof toApiClientError> }> {
  const fetchInternal = fetchInternalFrom(context);
  if (!fetchInternal) return { status: 503, error: toApiClientError(503, "Service Unavailable", null) };
  const res = await fetchInternal(
    new Request(new URL(`/api/auth${path}`, request.url), {
      method: "POST",
      headers: forwarded(request),
      body: JSON.stringify(body),
    }),
  );
  if (res.ok) {
    const headers = new Headers();
    for (const cookie of res.headers.getSetCookie()) headers.append("set-cookie", cookie);
    return { redirect: redirect(destinationAfterSignIn(request.url), { headers }) };
  }
  const payload: unknown = await res.json().catch(() => null);
  return { status: res.status, error: toApiClientError(res.status, res.statusText, payload) };
}

export async function signInFromForm(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readForm(request);
  const email = collapse(text(form, "email"));
  const password = text(form, "password");
  const values = { email };
  if (email === "" || collapse(password) === "") {
    const errors: Failure<SignInFields>["errors"] = {};
    if (email === "") errors.email = "";
    if (collapse(password) === "") errors.password = "";
    return data<FormRefusal<SignInFields>>(
      { failure: { message: SIGN_IN_MISSING_FIELDS, errors }, values },
      400,
    );
  }
  const answer = await authCall(request, context, "/sign-in/email", {
    email,
    password,
    rememberMe: form.get("rememberMe") !== null,
  });
  if ("redirect" in answer) throw answer.redirect;
  return data<FormRefusal<SignInFields>>({ failure: signInFailure(answer.error), values }, answer.status);
}

export async function signUpFromForm(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readForm(request);
  const typed: RegisterValues = { ...EMPTY_REGISTRATION };
  for (const name of Object.keys(EMPTY_REGISTRATION) as (keyof RegisterValues)[]) {
    if (typeof EMPTY_REGISTRATION[name] === "boolean") (typed[name] as boolean) = form.get(name) !== null;
    else (typed[name] as string) = text(form, name);
  }
  const { password: _password, ...values } = typed;
  const checked = checkRegistration(typed);
  if ("failure" in checked)
    return data<FormRefusal<RegisterValues>>({ failure: checked.failure, values }, 400);
  const answer = await authCall(request, context, "/sign-up/email", checked.body);
  if ("redirect" in answer) throw answer.redirect;
  return data<FormRefusal<RegisterValues>>(
    { failure: signUpFailure<RegisterValues>(answer.error), values },
    answer.status,
  );
}
