// The rules of the shop's forms as plain data, with a plain check (no zod), so that the browser
// can check a form without loading zod. The server's zod schemas are built from the same rules
// (domain/form-rules-schema.ts), so a value the browser lets through is one the server accepts,
// and the server still validates every request in full.
import { collapse } from "./text";
import { ZIP_PATTERN } from "./us-states";

/** Required text: trimmed and inner runs of spaces collapsed, so only-spaces counts as missing. */
export interface TextRule {
  readonly kind: "text";
  readonly max: number;
}
/** Optional text: collapsed; a blank value becomes undefined. */
export interface OptionalTextRule {
  readonly kind: "optionalText";
  readonly max: number;
}
/** One of a fixed list of codes. */
export interface ChoiceRule<O extends readonly [string, ...string[]] = readonly [string, ...string[]]> {
  readonly kind: "choice";
  readonly options: O;
}
/** A 3-letter country code, trimmed and upper-cased (the list itself is checked by the server). */
export interface CountryRule {
  readonly kind: "country";
  /** The server's text for a refused code, where it has one. */
  readonly message?: string;
}
/** An e-mail address, trimmed and lower-cased. */
export interface EmailRule {
  readonly kind: "email";
  readonly max: number;
}
/** A password, taken exactly as typed. */
export interface PasswordRule {
  readonly kind: "password";
  readonly min: number;
  readonly max: number;
}
/** A box that must be checked (privacy notice, age). */
export interface AcceptedRule {
  readonly kind: "accepted";
}
/** A yes/no value. */
export interface FlagRule {
  readonly kind: "flag";
}
/** A US ZIP code, five digits or ZIP+4, trimmed. */
export interface ZipRule {
  readonly kind: "zip";
}

export type FieldRule =
  | TextRule
  | OptionalTextRule
  | ChoiceRule
  | CountryRule
  | EmailRule
  | PasswordRule
  | AcceptedRule
  | FlagRule
  | ZipRule;

export type Rules = Readonly<Record<string, FieldRule>>;

export const COUNTRY_PATTERN = /^[A-Z]{3}$/;
/**
 * zod 4's default e-mail pattern, passed to the server's schema so both sides use this one.
 * Kept character for character as zod writes it, so the OpenAPI document's pattern is unchanged.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * The longest value a field's rule accepts, for the input's `maxlength`, so that a name cannot be
 * typed longer than the server takes (its refusal would say only that a field needs checking).
 */
export function maxLengthOf(rules: Readonly<Record<string, FieldRule>>, name: string): number | undefined {
  const rule = rules[name];
  return rule && "max" in rule ? rule.max : undefined;
}

export const text = (max: number): TextRule => ({ kind: "text", max });
export const optionalText = (max: number): OptionalTextRule => ({ kind: "optionalText", max });
export const choice = <const O extends readonly [string, ...string[]]>(options: O): ChoiceRule<O> => ({
  kind: "choice",
  options,
});

/** Why a field fails: left empty (or unchecked), or filled with something refused. */
export type Problem = "missing" | "invalid";

export type RuleOutput<R extends FieldRule> =
  R extends ChoiceRule<infer O>
    ? O[number]
    : R extends OptionalTextRule
      ? string | undefined
      : R extends AcceptedRule
        ? true
        : R extends FlagRule
          ? boolean
          : string;

export type RulesOutput<R extends Rules> = { -readonly [K in keyof R]: RuleOutput<R[K]> };

type Checked = { ok: true; value: unknown } | { ok: false; problem: Problem };

const pass = (value: unknown): Checked => ({ ok: true, value });
const fail = (problem: Problem): Checked => ({ ok: false, problem });

/** One field against its rule; the value given is what the server's schema would output. */
export function checkField(rule: FieldRule, value: unknown): Checked {
  switch (rule.kind) {
    case "text": {
      if (typeof value !== "string") return fail("missing");
      const collapsed = collapse(value);
      if (collapsed === "") return fail("missing");
      return collapsed.length <= rule.max ? pass(collapsed) : fail("invalid");
    }
    case "optionalText": {
      if (value === undefined) return pass(undefined);
      if (typeof value !== "string") return fail("invalid");
      const collapsed = collapse(value);
      if (collapsed === "") return pass(undefined);
      return collapsed.length <= rule.max ? pass(collapsed) : fail("invalid");
    }
    case "choice": {
      if (value === "" || value === undefined) return fail("missing");
      return (rule.options as readonly unknown[]).includes(value) ? pass(value) : fail("invalid");
    }
    case "country": {
      if (typeof value !== "string" || value.trim() === "") return fail("missing");
      const code = value.trim().toUpperCase();
      return COUNTRY_PATTERN.test(code) ? pass(code) : fail("invalid");
    }
    case "email": {
      if (typeof value !== "string" || value.trim() === "") return fail("missing");
      const address = value.trim().toLowerCase();
      return EMAIL_PATTERN.test(address) && address.length <= rule.max ? pass(address) : fail("invalid");
    }
    case "password": {
      // Only spaces counts as left empty; otherwise the password is taken exactly as typed.
      if (typeof value !== "string" || collapse(value) === "") return fail("missing");
      return value.length >= rule.min && value.length <= rule.max ? pass(value) : fail("invalid");
    }
    case "accepted":
      return value === true ? pass(true) : fail("missing");
    case "flag":
      return typeof value === "boolean" ? pass(value) : fail("invalid");
    case "zip": {
      if (typeof value !== "string" || value.trim() === "") return fail("missing");
      return ZIP_PATTERN.test(value.trim()) ? pass(value.trim()) : fail("invalid");
    }
  }
}

export type FieldsCheck<R extends Rules> =
  { ok: true; values: RulesOutput<R> } | { ok: false; problems: Partial<Record<keyof R & string, Problem>> };

/** Every field of the rules, in their order; the outputs only when all of them pass. */
export function checkFields<R extends Rules>(
  rules: R,
  values: Readonly<Record<string, unknown>>,
): FieldsCheck<R> {
  const out: Record<string, unknown> = {};
  const problems: Partial<Record<string, Problem>> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const checked = checkField(rule, values[name]);
    if (checked.ok) out[name] = checked.value;
    else problems[name] = checked.problem;
  }
  if (Object.keys(problems).length > 0)
    return { ok: false, problems: problems as Partial<Record<keyof R & string, Problem>> };
  return { ok: true, values: out as RulesOutput<R> };
}
