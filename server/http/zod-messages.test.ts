import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodFields } from "./errors";
import { FILL_THIS_IN } from "./zod-messages";

const fieldsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a refusal");
  return zodFields(result.error);
};

describe("the shop's words for zod's refusals", () => {
  it("says how long, how many and how much, in words a form can show", () => {
    const schema = z.object({
      card: z.string().max(40),
      name: z.string().min(1),
      code: z.string().min(3),
      stock: z.number().int().max(100_000),
      lines: z.array(z.string()).min(1).max(10),
      email: z.email(),
      kind: z.enum(["a", "b"]),
      age: z.number(),
    });
    expect(
      fieldsOf(schema, {
        card: "4".repeat(41),
        name: "",
        code: "ab",
        stock: 100_001,
        lines: [],
        email: "nope",
        kind: "c",
        age: "x",
      }),
    ).toEqual({
      card: "At most 40 characters.",
      name: FILL_THIS_IN,
      code: "At least 3 characters.",
      stock: "At most 100,000.",
      lines: "At least 1 item.",
      email: "Enter a valid e-mail address.",
      kind: "Choose one of the values offered.",
      age: "Expected a number.",
    });
    expect(fieldsOf(z.object({ name: z.string() }), {})).toEqual({ name: FILL_THIS_IN });
    expect(fieldsOf(z.array(z.number()).max(2), [1, 2, 3])).toEqual({ _: "At most 2 items." });
  });

  it("leaves a schema's own message as it is", () => {
    expect(fieldsOf(z.object({ n: z.number().max(5, "Five at most.") }), { n: 6 })).toEqual({
      n: "Five at most.",
    });
  });
});
