// zod's own words for a refused value ('Too big: expected string to have <=40 characters') reach
// the API's `fields` and, through them, the messages under form fields. A schema's own message
// always wins; where a schema gives none, these say it in the shop's words. Installed once, by
// the module every API answer's errors go through (errors.ts).
import { z } from "zod";

const count = (n: number | bigint) => Number(n).toLocaleString("en-US");

export const FILL_THIS_IN = "Please fill this in.";

const KINDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  date: "a date",
};

/** The shop's sentence for an issue zod raised without one of the schema's, or undefined for zod's. */
export function shopMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "too_big":
      return issue.origin === "string"
        ? `At most ${count(issue.maximum)} characters.`
        : issue.origin === "array"
          ? `At most ${count(issue.maximum)} items.`
          : `At most ${count(issue.maximum)}.`;
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1 ? FILL_THIS_IN : `At least ${count(issue.minimum)} characters.`;
      return issue.origin === "array"
        ? `At least ${count(issue.minimum)} ${Number(issue.minimum) === 1 ? "item" : "items"}.`
        : `At least ${count(issue.minimum)}.`;
    case "invalid_type":
      return issue.input === undefined
        ? FILL_THIS_IN
        : `Expected ${KINDS[issue.expected] ?? issue.expected}.`;
    case "invalid_value":
      return "Choose one of the values offered.";
    case "invalid_format":
      return issue.format === "email"
        ? "Enter a valid e-mail address."
        : "This value is not in the right form.";
    default:
      return undefined;
  }
}

z.config({ customError: shopMessage });
