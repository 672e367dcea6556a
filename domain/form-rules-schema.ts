// The server's zod schemas for the rules in form-rules.ts: each rule maps to one zod field, so
// the browser's plain check and the server's validation come from the same rule set.
import { z } from "zod";
import {
  COUNTRY_PATTERN,
  EMAIL_PATTERN,
  type AcceptedRule,
  type ChoiceRule,
  type CountryRule,
  type EmailRule,
  type FieldRule,
  type FlagRule,
  type OptionalTextRule,
  type PasswordRule,
  type Rules,
  type TextRule,
  type ZipRule,
} from "./form-rules";
import { ZIP_PATTERN } from "./us-states";
import { collapsedString, optionalCollapsedString } from "./text-schema";

const countrySchema = (rule: CountryRule) =>
  z.string().trim().toUpperCase().regex(COUNTRY_PATTERN, rule.message);
const emailSchema = (rule: EmailRule) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ pattern: EMAIL_PATTERN }).max(rule.max));
const passwordSchema = (rule: PasswordRule) => z.string().min(rule.min).max(rule.max);
const acceptedSchema = () => z.literal(true);
const flagSchema = () => z.boolean();
const zipSchema = () => z.string().trim().regex(ZIP_PATTERN, "Enter a ZIP code of 5 digits, or 5+4.");

export type SchemaOf<R extends FieldRule> = R extends TextRule
  ? ReturnType<typeof collapsedString>
  : R extends OptionalTextRule
    ? ReturnType<typeof optionalCollapsedString>
    : R extends ChoiceRule<infer O>
      ? z.ZodEnum<{ [K in O[number]]: K }>
      : R extends CountryRule
        ? ReturnType<typeof countrySchema>
        : R extends EmailRule
          ? ReturnType<typeof emailSchema>
          : R extends PasswordRule
            ? ReturnType<typeof passwordSchema>
            : R extends AcceptedRule
              ? ReturnType<typeof acceptedSchema>
              : R extends FlagRule
                ? ReturnType<typeof flagSchema>
                : R extends ZipRule
                  ? ReturnType<typeof zipSchema>
                  : never;

function schemaFor(rule: FieldRule): z.ZodType {
  switch (rule.kind) {
    case "text":
      return collapsedString(rule.max);
    case "optionalText":
      return optionalCollapsedString(rule.max);
    case "choice":
      return z.enum(rule.options);
    case "country":
      return countrySchema(rule);
    case "email":
      return emailSchema(rule);
    case "password":
      return passwordSchema(rule);
    case "accepted":
      return acceptedSchema();
    case "flag":
      return flagSchema();
    case "zip":
      return zipSchema();
  }
}

export function fieldSchema<R extends FieldRule>(rule: R): SchemaOf<R> {
  return schemaFor(rule) as SchemaOf<R>;
}

/** A zod object shape, one field per rule. */
export function shapeOf<R extends Rules>(rules: R): { -readonly [K in keyof R]: SchemaOf<R[K]> } {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, rule] of Object.entries(rules)) shape[name] = schemaFor(rule);
  return shape as { -readonly [K in keyof R]: SchemaOf<R[K]> };
}
